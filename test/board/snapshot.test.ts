import { describe, expect, it } from 'vitest';
import { snapshotTable } from '../../src/board/snapshot';
import { quote } from './fake-source';

describe('board snapshot without a terminal', () => {
  it('prints one table of the tickers asked for, in ticker order, with stale and delayed in words and no reading as waiting', () => {
    const now = Date.parse('2026-03-10T15:00:05Z');
    const closes = new Map([
      ['AAPL', { date: '2026-03-09', close: 180, previousClose: 179 }],
      ['MSFT', { date: '2026-03-09', close: 400, previousClose: 402 }],
    ]);
    const quotes = [
      quote('MSFT', 401, '2026-03-10T14:45:00Z', { delayed: true }),
      quote('AAPL', 180, '2026-03-09T20:59:59Z', { sessionDate: '2026-03-09', stale: true, askPrice: null }),
    ];
    expect(snapshotTable(['MSFT', 'AAPL', 'ZZZZ'], quotes, { closes, unknown: [] }, now)).toBe(
      [
        'TICKER         LAST      CHG     CHG%       BID       ASK SPREAD TREND       AGE NOTE',
        'AAPL         180.00    +1.00   +0.56%    179.98         —      — ▄           18h stale',
        'MSFT         401.00    +1.00   +0.25%    400.98    401.02   0.04 ▄           15m delayed 15m',
        'ZZZZ              —        —        —         —         —      —               — waiting',
        '',
      ].join('\n'),
    );
  });
});
