import { describe, expect, it } from 'vitest';
import { changeOf, initialState, reduce, referenceClose, SPARK_POINTS, type BoardState } from '../../src/board/state';
import { quote } from './fake-source';

const NOW = Date.parse('2026-03-10T15:00:05Z');

function withQuotes(state: BoardState, ...prices: number[]): BoardState {
  return prices.reduce(
    (s, price, i) => reduce(s, { type: 'quote', quote: quote('AAPL', price, new Date(NOW - 60_000 + i * 1_000).toISOString()), now: NOW }),
    state,
  );
}

describe('board state', () => {
  it('compares a live quote with the newest settled close before its session', () => {
    let state = reduce(initialState(['AAPL']), { type: 'settled', closes: new Map([['AAPL', { date: '2026-03-09', close: 200, previousClose: 190 }]]) });
    state = withQuotes(state, 210);
    expect(referenceClose(state.rows[0]!)).toBe(200);
    expect(changeOf(state.rows[0]!)).toEqual({ change: 10, changePercent: 5 });
  });

  it('compares with the close before the session once the session itself has settled', () => {
    let state = reduce(initialState(['AAPL']), { type: 'settled', closes: new Map([['AAPL', { date: '2026-03-10', close: 210, previousClose: 200 }]]) });
    state = withQuotes(state, 210);
    expect(referenceClose(state.rows[0]!)).toBe(200);
  });

  it('shows no change when the settled series skips the prior session', () => {
    let state = reduce(initialState(['AAPL']), { type: 'settled', closes: new Map([['AAPL', { date: '2026-03-10', close: 210, previousClose: null }]]) });
    state = withQuotes(state, 210);
    expect(changeOf(state.rows[0]!)).toBeNull();
  });

  it('keeps the sparkline to the last prices of the session and restarts it on a new session', () => {
    const prices = Array.from({ length: SPARK_POINTS + 3 }, (_, i) => 100 + i);
    let state = withQuotes(initialState(['AAPL']), ...prices);
    expect(state.rows[0]!.history).toEqual(prices.slice(-SPARK_POINTS));
    state = reduce(state, { type: 'quote', quote: quote('AAPL', 99, '2026-03-11T14:30:00Z', { sessionDate: '2026-03-11' }), now: NOW });
    expect(state.rows[0]!.history).toEqual([99]);
  });

  it('does not flash or extend the sparkline when the same reading is delivered again', () => {
    let state = withQuotes(initialState(['AAPL']), 100, 101);
    const before = state.rows[0]!;
    state = reduce(state, { type: 'quote', quote: before.quote!, now: NOW + 5_000 });
    expect(state.rows[0]!.history).toEqual([100, 101]);
    expect(state.rows[0]!.flash).toEqual(before.flash);
  });

  it('moves the selection to the first row when the selected row is deleted', () => {
    let state = initialState(['AAPL', 'MSFT']);
    state = reduce(state, { type: 'remove', ticker: 'AAPL' });
    expect(state.selected).toBe('MSFT');
    state = reduce(state, { type: 'remove', ticker: 'MSFT' });
    expect(state.selected).toBeNull();
  });
});
