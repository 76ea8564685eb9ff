/** Parity cases of the gauges family's operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const gaugesCases: ParityCases = {};
