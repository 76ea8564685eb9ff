/** Parity cases of the technicals family's operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const technicalsCases: ParityCases = {};
