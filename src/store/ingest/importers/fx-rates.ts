/** Importer of ECB euro reference rates (eurofxref-hist.csv or eurofxref.csv). */
import type { Importer } from './importer';

export const fxRatesImporter: Importer = {
  name: 'fx-rates',
  description: 'ECB euro reference rates (eurofxref-hist.csv or eurofxref.csv)',
  manual: '',
  extensions: ['.csv'],
  load: (input) => import('../problems').then(({ fileProblem }) => Promise.reject(fileProblem(input.file, 'cannot be read yet'))),
};
