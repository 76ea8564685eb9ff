/** Parity cases of the fred family's operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const fredCases: ParityCases = {};
