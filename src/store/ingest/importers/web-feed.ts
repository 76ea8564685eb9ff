/** Importer of web data feed results (fds feed result JSON). */
import type { Importer } from './importer';

export const webFeedImporter: Importer = {
  name: 'web-feed',
  description: 'web data feed results (fds feed result JSON)',
  manual: '',
  extensions: ['.csv'],
  load: (input) => import('../problems').then(({ fileProblem }) => Promise.reject(fileProblem(input.file, 'cannot be read yet'))),
};
