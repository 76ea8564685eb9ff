/**
 * Sample economic data observations: synthetic, generated deterministically from the as-of date.
 */
import type { FamilySample } from './family';

export const fredSample: FamilySample = {
  name: 'fred',
  load: () => Promise.resolve(),
};
