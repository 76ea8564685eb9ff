/** Importer of advisory-committee meetings. */
import { fileProblem } from '../problems';
import type { Importer } from './importer';

export const fdaCatalystsImporter: Importer = {
  name: 'fda-catalysts',
  description: 'advisory-committee meetings',
  manual: '',
  extensions: ['.csv'],
  load: (input) => Promise.reject(fileProblem(input.file, 'cannot be read yet')),
};
