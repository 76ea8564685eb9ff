/** Parity cases of the stock-index family's operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const indexesCases: ParityCases = {
  'indexes.list': [{ argv: ['index', 'list'], path: '/v1/indexes' }],
  'indexes.constituents': [
    { argv: ['index', 'show', 'sp-500'], path: '/v1/indexes/sp-500' },
    { argv: ['index', 'show', '^GSPC', '--limit', '5', '--offset', '2'], path: '/v1/indexes/%5EGSPC?limit=5&offset=2' },
    { argv: ['index', 'show', 'S&P 500'], path: '/v1/indexes/S%26P%20500' },
    { argv: ['index', 'show', 'sp-midcap-400'], path: '/v1/indexes/sp-midcap-400' },
    { argv: ['index', 'show', 'russell'], path: '/v1/indexes/russell' },
    { argv: ['index', 'show', 'NDX', '--limit', '501'], path: '/v1/indexes/NDX?limit=501' },
  ],
  'indexes.changes': [
    { argv: ['index', 'changes', 'SPX'], path: '/v1/indexes/SPX/changes' },
    { argv: ['index', 'changes', 'sp-500', '--limit', '1', '--offset', '1'], path: '/v1/indexes/sp-500/changes?limit=1&offset=1' },
  ],
  'indexes.forecast': [
    { argv: ['index', 'forecast', 'sp-500'], path: '/v1/indexes/sp-500/forecast' },
    { argv: ['index', 'forecast', 'NDX'], path: '/v1/indexes/NDX/forecast' },
    { argv: ['index', 'forecast', 'russell-2000'], path: '/v1/indexes/russell-2000/forecast' },
    { argv: ['index', 'forecast', 'Dow'], path: '/v1/indexes/Dow/forecast' },
  ],
};
