/** Importer of CFTC legacy futures-only Commitments of Traders (annual deacot file, text, CSV or zip). */
import { fileProblem } from '../problems';
import type { Importer } from './importer';

export const cftcCotImporter: Importer = {
  name: 'cftc',
  description: 'CFTC legacy futures-only Commitments of Traders (annual deacot file, text, CSV or zip)',
  manual: '',
  extensions: ['.csv'],
  load: (input) => Promise.reject(fileProblem(input.file, 'cannot be read yet')),
};
