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
  'funds.operations': [
    { argv: ['funds', 'operations', 'SMPLX'], path: '/v1/funds/SMPLX/operations' },
    { argv: ['funds', 'operations', 'S999000006', '--limit', '1'], path: '/v1/funds/S999000006/operations?limit=1' },
    { argv: ['funds', 'operations', 'SMSOX'], path: '/v1/funds/SMSOX/operations' },
    { argv: ['funds', 'operations', 'S000000000'], path: '/v1/funds/S000000000/operations' },
    { argv: ['funds', 'operations', 'SMPLX', '--limit', '501'], path: '/v1/funds/SMPLX/operations?limit=501' },
  ],
  'funds.swedishPositions': [
    { argv: ['funds', 'swedish', 'XSTO', 'HM-B'], path: '/v1/stocks/XSTO/HM-B/swedish-fund-positions' },
    { argv: ['funds', 'swedish', 'XSTO', 'HM-B', '--limit', '1', '--offset', '1'], path: '/v1/stocks/XSTO/HM-B/swedish-fund-positions?limit=1&offset=1' },
    { argv: ['funds', 'swedish', 'XSTO', 'ERIC-A'], path: '/v1/stocks/XSTO/ERIC-A/swedish-fund-positions' },
    { argv: ['funds', 'swedish', 'XSTO', 'HM-B', '--period-end', '2026-06-29'], path: '/v1/stocks/XSTO/HM-B/swedish-fund-positions?periodEnd=2026-06-29' },
    { argv: ['funds', 'swedish', 'XSTO', 'HM-B', '--offset', '100001'], path: '/v1/stocks/XSTO/HM-B/swedish-fund-positions?offset=100001' },
    { argv: ['funds', 'swedish', 'XSTO', 'NOPE'], path: '/v1/stocks/XSTO/NOPE/swedish-fund-positions' },
  ],
  'funds.owners': [
    { argv: ['funds', 'owners', 'AAPL'], path: '/v1/stocks/AAPL/fund-owners' },
    { argv: ['funds', 'owners', 'NVDA', '--registrant-or-series', 'sample growth', '--limit', '1'], path: '/v1/stocks/NVDA/fund-owners?registrantOrSeries=sample%20growth&limit=1' },
    { argv: ['funds', 'owners', 'AAPL', '--offset', '10'], path: '/v1/stocks/AAPL/fund-owners?offset=10' },
    { argv: ['funds', 'owners', 'AAPL', '--limit', '0'], path: '/v1/stocks/AAPL/fund-owners?limit=0' },
  ],
};
