/** Parity cases of the registered-fund operations of the funds family (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const fundsCases: ParityCases = {
  'funds.directory': [
    { argv: ['funds', 'search', 'sample', 'trust'], path: '/v1/funds?query=sample%20trust' },
    { argv: ['funds', 'search', 'SMDVX'], path: '/v1/funds?query=SMDVX' },
    { argv: ['funds', 'search', 'sample', '--limit', '501'], path: '/v1/funds?query=sample&limit=501' },
  ],
  'funds.holdings': [
    { argv: ['funds', 'holdings', 'SMPLX'], path: '/v1/funds/SMPLX/holdings' },
    { argv: ['funds', 'holdings', 'S999000003', '--limit', '1', '--offset', '1'], path: '/v1/funds/S999000003/holdings?limit=1&offset=1' },
    { argv: ['funds', 'holdings', 'S000000000'], path: '/v1/funds/S000000000/holdings' },
    { argv: ['funds', 'holdings', 'SMPLX', '--limit', '501'], path: '/v1/funds/SMPLX/holdings?limit=501' },
  ],
  'funds.owners': [
    { argv: ['funds', 'owners', 'AAPL'], path: '/v1/stocks/AAPL/fund-owners' },
    { argv: ['funds', 'owners', 'NVDA', '--registrant-or-series', 'sample growth', '--limit', '1'], path: '/v1/stocks/NVDA/fund-owners?registrantOrSeries=sample%20growth&limit=1' },
    { argv: ['funds', 'owners', 'AAPL', '--offset', '10'], path: '/v1/stocks/AAPL/fund-owners?offset=10' },
    { argv: ['funds', 'owners', 'AAPL', '--limit', '0'], path: '/v1/stocks/AAPL/fund-owners?limit=0' },
  ],
};
