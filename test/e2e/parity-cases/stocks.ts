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
  'stocks.screener': [
    { argv: ['screener'], path: '/v1/screener/stocks' },
    { argv: ['screener', '--min-dividend-yield-percent', '1', '--sort', 'dividendYieldPercent', '--limit', '5'], path: '/v1/screener/stocks?minDividendYieldPercent=1&sort=dividendYieldPercent&limit=5' },
    { argv: ['screener', '--sector', 'Financials', '--order', 'asc', '--page', '2', '--limit', '2'], path: '/v1/screener/stocks?sector=Financials&order=asc&page=2&limit=2' },
    { argv: ['screener', '--min-revenue-growth-percent', '-5', '--max-short-interest-percent', '3'], path: '/v1/screener/stocks?minRevenueGrowthPercent=-5&maxShortInterestPercent=3' },
    { argv: ['screener', '--min-price', '10', '--max-price', '5'], path: '/v1/screener/stocks?minPrice=10&maxPrice=5' },
  ],
};
