/** Parity cases of the executive-change read (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const executivesCases: ParityCases = {
  'executives.changes': [
    { argv: ['executives', 'TSLA'], path: '/v1/stocks/TSLA/executive-changes' },
    { argv: ['executives', 'jpm', '--action', 'terminated', '--limit', '5'], path: '/v1/stocks/jpm/executive-changes?action=terminated&limit=5' },
    { argv: ['executives', 'JPM', '--start-date', '2026-07-01', '--end-date', '2026-11-20', '--offset', '0'], path: '/v1/stocks/JPM/executive-changes?startDate=2026-07-01&endDate=2026-11-20&offset=0' },
    { argv: ['executives', 'MSFT'], path: '/v1/stocks/MSFT/executive-changes' },
    { argv: ['executives', 'TSLA', '--action', 'Promoted'], path: '/v1/stocks/TSLA/executive-changes?action=Promoted' },
    { argv: ['executives', 'ZZZZ'], path: '/v1/stocks/ZZZZ/executive-changes' },
  ],
};
