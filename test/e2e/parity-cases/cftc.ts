/** Parity cases of the cftc family's operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const cftcCases: ParityCases = {};
