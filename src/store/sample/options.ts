/**
 * Sample option chains: reference contracts and snapshots: synthetic, generated deterministically from the as-of date.
 */
import type { FamilySample } from './family';

export const optionsSample: FamilySample = {
  name: 'options',
  load: () => Promise.resolve(),
};
