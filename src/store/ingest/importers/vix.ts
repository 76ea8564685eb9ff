/** Importer of Cboe VIX daily history (VIX_History.csv). */
import { fileProblem } from '../problems';
import type { Importer } from './importer';

export const vixImporter: Importer = {
  name: 'vix',
  description: 'Cboe VIX daily history (VIX_History.csv)',
  manual: '',
  extensions: ['.csv'],
  load: (input) => Promise.reject(fileProblem(input.file, 'cannot be read yet')),
};
