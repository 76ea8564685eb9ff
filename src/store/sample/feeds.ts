/** Sample web data feeds and their captured results: synthetic, generated deterministically from the as-of date. */
import type { FamilySample } from './family';

export const feedsSample: FamilySample = {
  name: 'feeds',
  since: 4,
  load: () => Promise.resolve(),
};
