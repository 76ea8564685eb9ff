/** Parity cases of the feeds family's operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const feedsCases: ParityCases = {};
