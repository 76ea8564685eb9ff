/** Parity cases of the institutional-ownership (13F) operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

/** Berkshire Hathaway's CIK: a roster manager the sample set holds synthetic reports of. */
const BERKSHIRE = '1067983';

export const institutionsCases: ParityCases = {
  'institutions.holders': [
    { argv: ['institutions', 'holders', 'AAPL'], path: '/v1/stocks/AAPL/institutional-holders' },
    { argv: ['institutions', 'holders', 'AAPL', '--report-date', '2026-06-30', '--limit', '3', '--offset', '1'], path: '/v1/stocks/AAPL/institutional-holders?reportDate=2026-06-30&limit=3&offset=1' },
    { argv: ['institutions', 'holders', 'AAPL', '--report-date', '2026-06-29'], path: '/v1/stocks/AAPL/institutional-holders?reportDate=2026-06-29' },
    { argv: ['institutions', 'holders', 'ZZZZ'], path: '/v1/stocks/ZZZZ/institutional-holders' },
  ],
  'institutions.ownership': [
    { argv: ['institutions', 'ownership', 'MSFT', '--periods', '3'], path: '/v1/stocks/MSFT/institutional-ownership?periods=3' },
  ],
  'institutions.activity': [
    { argv: ['institutions', 'activity', 'AAPL', '--limit', '3'], path: '/v1/stocks/AAPL/institutional-activity?limit=3' },
    { argv: ['institutions', 'activity', 'AAPL', '--report-date', '2025-06-30'], path: '/v1/stocks/AAPL/institutional-activity?reportDate=2025-06-30' },
  ],
  'institutions.mostHeld': [
    { argv: ['institutions', 'most-held'], path: '/v1/13f/most-held' },
    { argv: ['institutions', 'most-held', '--sort', 'filersDelta', '--limit', '5'], path: '/v1/13f/most-held?sort=filersDelta&limit=5' },
    { argv: ['institutions', 'most-held', '--sort', 'heaviest'], path: '/v1/13f/most-held?sort=heaviest' },
  ],
  'institutions.marketActivity': [
    { argv: ['institutions', 'market-activity'], path: '/v1/13f/market-activity' },
    { argv: ['institutions', 'market-activity', '--bucket', 'sold-out-positions', '--limit', '5'], path: '/v1/13f/market-activity?bucket=sold-out-positions&limit=5' },
  ],
  'institutions.search': [
    { argv: ['institutions', 'search', 'berkshire'], path: '/v1/institutions?query=berkshire' },
    { argv: ['institutions', 'search', BERKSHIRE], path: `/v1/institutions?query=${BERKSHIRE}` },
  ],
  'institutions.portfolio': [
    { argv: ['institutions', 'portfolio', BERKSHIRE, '--limit', '5'], path: `/v1/institutions/${BERKSHIRE}/portfolio?limit=5` },
    { argv: ['institutions', 'portfolio', '42'], path: '/v1/institutions/42/portfolio' },
  ],
  'institutions.summary': [{ argv: ['institutions', 'summary', BERKSHIRE], path: `/v1/institutions/${BERKSHIRE}/summary` }],
  'institutions.sectors': [{ argv: ['institutions', 'sectors', BERKSHIRE, '--report-date', '2026-06-30'], path: `/v1/institutions/${BERKSHIRE}/sector-allocation?reportDate=2026-06-30` }],
  'institutions.changes': [
    { argv: ['institutions', 'changes', BERKSHIRE, '--change', 'Exited'], path: `/v1/institutions/${BERKSHIRE}/activity?change=Exited` },
  ],
  'institutions.superInvestors': [{ argv: ['institutions', 'super-investors'], path: '/v1/super-investors' }],
  'institutions.consensus': [
    { argv: ['institutions', 'consensus', '--institutions', '1067983,1336528,1649339', '--min-funds', '2'], path: '/v1/consensus-holdings?institutions=1067983,1336528,1649339&minFunds=2' },
    { argv: ['institutions', 'consensus', '--institutions', '1067983'], path: '/v1/consensus-holdings?institutions=1067983' },
  ],
};
