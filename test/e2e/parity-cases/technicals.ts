/** Parity cases of the technicals family's operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const technicalsCases: ParityCases = {
  'technicals.sma': [
    { argv: ['prices', 'technicals', 'sma', 'AAPL', '--period', '50', '--limit', '5'], path: '/v1/stocks/AAPL/technicals/sma?period=50&limit=5' },
    { argv: ['prices', 'technicals', 'sma', 'ZZZZ'], path: '/v1/stocks/ZZZZ/technicals/sma' },
  ],
  'technicals.ema': [{ argv: ['prices', 'technicals', 'ema', 'BRK.B', '--limit', '3'], path: '/v1/stocks/BRK.B/technicals/ema?limit=3' }],
  'technicals.bollinger-bands': [
    { argv: ['prices', 'technicals', 'bollinger-bands', 'SPY', '--start-date', '2026-10-01', '--end-date', '2026-10-31'], path: '/v1/stocks/SPY/technicals/bollinger-bands?startDate=2026-10-01&endDate=2026-10-31' },
    { argv: ['prices', 'technicals', 'bollinger-bands', 'AAPL', '--standard-deviations', '0'], path: '/v1/stocks/AAPL/technicals/bollinger-bands?standardDeviations=0' },
  ],
  'technicals.rsi': [{ argv: ['prices', 'technicals', 'rsi', 'KO', '--period', '14', '--limit', '5'], path: '/v1/stocks/KO/technicals/rsi?period=14&limit=5' }],
  'technicals.macd': [{ argv: ['prices', 'technicals', 'macd', 'XLON:VOD', '--limit', '3'], path: '/v1/stocks/XLON%3AVOD/technicals/macd?limit=3' }],
  'technicals.atr': [{ argv: ['prices', 'technicals', 'atr', 'NVDA', '--limit', '4', '--offset', '2'], path: '/v1/stocks/NVDA/technicals/atr?limit=4&offset=2' }],
  'technicals.stochastic': [{ argv: ['prices', 'technicals', 'stochastic', 'QQQ', '--k-period', '10', '--d-period', '5', '--limit', '3'], path: '/v1/stocks/QQQ/technicals/stochastic?kPeriod=10&dPeriod=5&limit=3' }],
  'technicals.correlations': [
    { argv: ['prices', 'correlations', 'GOOG'], path: '/v1/stocks/GOOG/correlations' },
    { argv: ['prices', 'correlations', 'BRK-B', '--window', '60', '--limit', '5'], path: '/v1/stocks/BRK-B/correlations?window=60&limit=5' },
    { argv: ['prices', 'correlations', 'BF-A'], path: '/v1/stocks/BF-A/correlations' },
  ],
};
