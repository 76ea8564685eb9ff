/** Parity cases of the registered-fund operations of the funds family (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const fundsCases: ParityCases = {
  'funds.holdings': [
    { argv: ['funds', 'holdings', 'SMPLX'], path: '/v1/funds/SMPLX/holdings' },
    { argv: ['funds', 'holdings', 'S999000003', '--limit', '1', '--offset', '1'], path: '/v1/funds/S999000003/holdings?limit=1&offset=1' },
    { argv: ['funds', 'holdings', 'S000000000'], path: '/v1/funds/S000000000/holdings' },
    { argv: ['funds', 'holdings', 'SMPLX', '--limit', '501'], path: '/v1/funds/SMPLX/holdings?limit=501' },
  ],
};
