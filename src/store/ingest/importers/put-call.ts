/** Importer of Cboe daily put/call ratio CSV. */
import { fileProblem } from '../problems';
import type { Importer } from './importer';

export const putCallImporter: Importer = {
  name: 'put-call',
  description: 'Cboe daily put/call ratio CSV',
  manual: '',
  extensions: ['.csv'],
  load: (input) => Promise.reject(fileProblem(input.file, 'cannot be read yet')),
};
