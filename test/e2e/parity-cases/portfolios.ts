/** Parity cases of the portfolios family's operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const portfoliosCases: ParityCases = {};
