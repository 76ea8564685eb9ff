/** Parity cases of the gauges family's operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const gaugesCases: ParityCases = {
  'market.putCallRatios': [
    { argv: ['market', 'put-call'], path: '/v1/market/put-call-ratios' },
    {
      argv: ['market', 'put-call', '--type', 'total', '--start-date', '2026-10-01', '--end-date', '2026-10-31', '--limit', '5', '--offset', '2'],
      path: '/v1/market/put-call-ratios?type=total&startDate=2026-10-01&endDate=2026-10-31&limit=5&offset=2',
    },
    { argv: ['market', 'put-call', '--type', 'Stock'], path: '/v1/market/put-call-ratios?type=Stock' },
  ],
  'market.vix': [
    { argv: ['market', 'vix'], path: '/v1/market/vix' },
    { argv: ['market', 'vix', '--start-date', '1980-01-01', '--end-date', '1990-01-31', '--limit', '500'], path: '/v1/market/vix?startDate=1980-01-01&endDate=1990-01-31&limit=500' },
    { argv: ['market', 'vix', '--limit', '501'], path: '/v1/market/vix?limit=501' },
  ],
  'fda.catalysts': [
    { argv: ['market', 'catalysts'], path: '/v1/fda/catalysts' },
    { argv: ['market', 'catalysts', '--start-date', '2025-11-01', '--limit', '5'], path: '/v1/fda/catalysts?startDate=2025-11-01&limit=5' },
    { argv: ['market', 'catalysts', '--start-date', '2026-12-01', '--end-date', '2026-11-01'], path: '/v1/fda/catalysts?startDate=2026-12-01&endDate=2026-11-01' },
  ],
};
