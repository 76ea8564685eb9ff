/** Sample official exchange rates for the nine portfolio currencies: synthetic, generated deterministically from the as-of date. */
import type { FamilySample } from './family';

export const fxSample: FamilySample = {
  name: 'fx',
  since: 4,
  load: () => Promise.resolve(),
};
