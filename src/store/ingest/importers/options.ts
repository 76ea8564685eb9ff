/** Importer of option contract snapshots. */
import { fileProblem } from '../problems';
import type { Importer } from './importer';

export const optionsImporter: Importer = {
  name: 'options',
  description: 'option contract snapshots',
  manual: '',
  extensions: ['.csv'],
  load: (input) => Promise.reject(fileProblem(input.file, 'cannot be read yet')),
};
