/** Parity cases of the US short-selling operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const shortUsCases: ParityCases = {
  'short.volume': [
    { argv: ['short', 'volume', 'NVDA', '--limit', '5'], path: '/v1/stocks/NVDA/short-volume?limit=5' },
    {
      argv: ['short', 'volume', 'BRK.B', '--start-date', '2026-04-01', '--end-date', '2026-04-30', '--limit', '3', '--offset', '2'],
      path: '/v1/stocks/BRK.B/short-volume?startDate=2026-04-01&endDate=2026-04-30&limit=3&offset=2',
    },
    { argv: ['short', 'volume', 'AAPL', '--end-date', '2026-04-05'], path: '/v1/stocks/AAPL/short-volume?endDate=2026-04-05' },
    { argv: ['short', 'volume', 'ZZZZ'], path: '/v1/stocks/ZZZZ/short-volume' },
    { argv: ['short', 'volume', 'AAPL', '--limit', '501'], path: '/v1/stocks/AAPL/short-volume?limit=501' },
  ],
  'short.interest': [
    { argv: ['short', 'interest', 'BRK-A', '--limit', '2'], path: '/v1/stocks/BRK-A/short-interest?limit=2' },
    { argv: ['short', 'interest', 'CRCL', '--start-date', '2025-01-01'], path: '/v1/stocks/CRCL/short-interest?startDate=2025-01-01' },
    { argv: ['short', 'interest', 'XLON:VOD'], path: '/v1/stocks/XLON%3AVOD/short-interest' },
  ],
  'short.offExchange': [
    { argv: ['short', 'off-exchange', 'BRK-B', '--start-date', '2025-07-28', '--end-date', '2025-08-18'], path: '/v1/stocks/BRK-B/off-exchange-volume?startDate=2025-07-28&endDate=2025-08-18' },
    { argv: ['short', 'off-exchange', 'SPY', '--limit', '2'], path: '/v1/stocks/SPY/off-exchange-volume?limit=2' },
  ],
  'short.failsToDeliver': [
    { argv: ['short', 'ftd', 'AAPL'], path: '/v1/stocks/AAPL/fails-to-deliver' },
    { argv: ['short', 'ftd', 'MSFT', '--start-date', '2026-05-01', '--limit', '4'], path: '/v1/stocks/MSFT/fails-to-deliver?startDate=2026-05-01&limit=4' },
    { argv: ['short', 'ftd', 'AAPL', '--start-date', '2026-12-01'], path: '/v1/stocks/AAPL/fails-to-deliver?startDate=2026-12-01' },
  ],
  'short.snapshot': [
    { argv: ['short', 'snapshot'], path: '/v1/short-interest/snapshot' },
    { argv: ['short', 'snapshot', '--sort-by', 'shortPosition', '--limit', '5', '--offset', '5'], path: '/v1/short-interest/snapshot?sortBy=shortPosition&limit=5&offset=5' },
    { argv: ['short', 'snapshot', '--min-avg-daily-volume', '20000000', '--min-days-to-cover', '1.5'], path: '/v1/short-interest/snapshot?minAvgDailyVolume=20000000&minDaysToCover=1.5' },
    { argv: ['short', 'snapshot', '--sort-by', 'volume'], path: '/v1/short-interest/snapshot?sortBy=volume' },
  ],
  'short.largest': [
    { argv: ['short', 'largest', '--limit', '5'], path: '/v1/short-volume/largest?limit=5' },
    { argv: ['short', 'largest', '--date', '2026-04-17', '--sort-by', 'shortPercent', '--min-total-volume', '1000000'], path: '/v1/short-volume/largest?date=2026-04-17&sortBy=shortPercent&minTotalVolume=1000000' },
    { argv: ['short', 'largest', '--min-short-volume', '-1'], path: '/v1/short-volume/largest?minShortVolume=-1' },
  ],
};
