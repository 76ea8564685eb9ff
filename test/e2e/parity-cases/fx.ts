/** Parity cases of the fx family's operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const fxCases: ParityCases = {
  'fx.rates': [
    { argv: ['fx', 'rates'], path: '/v1/fx/rates' },
    { argv: ['fx', 'rates', '--to', 'USD,GBP'], path: '/v1/fx/rates?to=USD,GBP' },
    {
      argv: ['fx', 'rates', '--from', 'usd', '--to', 'GBP,EUR,HKD', '--start-date', '2026-01-05', '--end-date', '2026-03-31', '--limit', '7', '--offset', '3'],
      path: '/v1/fx/rates?from=usd&to=GBP,EUR,HKD&startDate=2026-01-05&endDate=2026-03-31&limit=7&offset=3',
    },
    { argv: ['fx', 'rates', '--to', 'JPY'], path: '/v1/fx/rates?to=JPY' },
    { argv: ['fx', 'rates', '--from', 'EURO'], path: '/v1/fx/rates?from=EURO' },
    { argv: ['fx', 'rates', '--start-date', '2026-03-31', '--end-date', '2026-01-05'], path: '/v1/fx/rates?startDate=2026-03-31&endDate=2026-01-05' },
  ],
};
