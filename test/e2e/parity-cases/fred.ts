/** Parity cases of the fred family's operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const fredCases: ParityCases = {
  'fred.series': [
    { argv: ['fred', 'search', 'core', 'cpi'], path: '/v1/fred/series?query=core%20cpi' },
    { argv: ['fred', 'search', 'treasury', 'yield', '--limit', '5'], path: '/v1/fred/series?query=treasury%20yield&limit=5' },
    { argv: ['fred', 'search', 'cpi', '--limit', '501'], path: '/v1/fred/series?query=cpi&limit=501' },
  ],
  'fred.observations': [
    { argv: ['fred', 'observations', 'DGS10', '--limit', '5'], path: '/v1/fred/series/DGS10/observations?limit=5' },
    {
      argv: ['fred', 'observations', 'unrate', '--start-date', '2025-01-01', '--end-date', '2026-06-30', '--offset', '2'],
      path: '/v1/fred/series/unrate/observations?startDate=2025-01-01&endDate=2026-06-30&offset=2',
    },
    { argv: ['fred', 'observations', 'NOTASERIES'], path: '/v1/fred/series/NOTASERIES/observations' },
  ],
  'fred.latest': [
    { argv: ['fred', 'latest'], path: '/v1/fred/latest' },
    { argv: ['fred', 'latest', '--category', 'Housing'], path: '/v1/fred/latest?category=Housing' },
    { argv: ['fred', 'latest', '--category', 'Crypto'], path: '/v1/fred/latest?category=Crypto' },
  ],
  'fred.calendar': [
    { argv: ['fred', 'calendar'], path: '/v1/fred/calendar' },
    { argv: ['fred', 'calendar', '--min-importance', 'high', '--end-date', '2027-01-31'], path: '/v1/fred/calendar?minImportance=high&endDate=2027-01-31' },
  ],
};
