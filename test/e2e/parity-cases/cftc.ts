/** Parity cases of the cftc family's operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const cftcCases: ParityCases = {
  'cftc.contracts': [
    { argv: ['cftc', 'contracts'], path: '/v1/cftc/contracts' },
    { argv: ['cftc', 'contracts', 'gold'], path: '/v1/cftc/contracts?query=gold' },
    { argv: ['cftc', 'contracts', 's&p', '500', '--limit', '5'], path: '/v1/cftc/contracts?query=s%26p%20500&limit=5' },
    { argv: ['cftc', 'contracts', 'soybean', 'cbot'], path: '/v1/cftc/contracts?query=soybean%20cbot' },
    { argv: ['cftc', 'contracts', '--alias', 'GC'], path: '/v1/cftc/contracts?alias=GC' },
    { argv: ['cftc', 'contracts', '--limit', '501'], path: '/v1/cftc/contracts?limit=501' },
  ],
  'cftc.positions': [
    { argv: ['cftc', 'positions', '088691', '--limit', '3'], path: '/v1/cftc/contracts/088691/positions?limit=3' },
    {
      argv: ['cftc', 'positions', '13874a', '--start-date', '2026-01-01', '--end-date', '2026-03-31', '--limit', '5', '--offset', '5'],
      path: '/v1/cftc/contracts/13874a/positions?startDate=2026-01-01&endDate=2026-03-31&limit=5&offset=5',
    },
    { argv: ['cftc', 'positions', '0063CC'], path: '/v1/cftc/contracts/0063CC/positions' },
  ],
  'cftc.latest': [
    { argv: ['cftc', 'latest'], path: '/v1/cftc/positions/latest' },
    { argv: ['cftc', 'latest', '--category', 'Metals'], path: '/v1/cftc/positions/latest?category=Metals' },
    { argv: ['cftc', 'latest', '--category', 'Crypto'], path: '/v1/cftc/positions/latest?category=Crypto' },
  ],
};
