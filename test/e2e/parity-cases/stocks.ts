/** Parity cases of the stock profile and the screener (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const stocksCases: ParityCases = {
  'stocks.profile': [
    { argv: ['profile', 'AAPL'], path: '/v1/stocks/profile?ticker=AAPL' },
    { argv: ['profile', 'BRK.B'], path: '/v1/stocks/profile?ticker=BRK.B' },
    { argv: ['profile', 'XLON:VOD'], path: '/v1/stocks/profile?ticker=XLON:VOD' },
    { argv: ['profile', 'ZZZZ'], path: '/v1/stocks/profile?ticker=ZZZZ' },
    { argv: ['profile'], path: '/v1/stocks/profile' },
  ],
};
