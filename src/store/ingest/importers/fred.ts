/** Importer of FRED observations (fredgraph.csv or the API's JSON). */
import { fileProblem } from '../problems';
import type { Importer } from './importer';

export const fredImporter: Importer = {
  name: 'fred',
  description: 'FRED observations (fredgraph.csv or the API JSON)',
  manual: '',
  extensions: ['.csv'],
  load: (input) => Promise.reject(fileProblem(input.file, 'cannot be read yet')),
};
