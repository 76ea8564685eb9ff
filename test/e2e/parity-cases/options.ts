/** Parity cases of the options family's operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const optionsCases: ParityCases = {};
