/**
 * Sample futures positioning reports: synthetic, generated deterministically from the as-of date.
 */
import type { FamilySample } from './family';

export const cftcSample: FamilySample = {
  name: 'cftc',
  load: () => Promise.resolve(),
};
