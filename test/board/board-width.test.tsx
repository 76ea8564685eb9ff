/**
 * The board at the widths terminals have: every line fits 80 and 60 columns (the spread goes first, then
 * the sparkline, then bid and ask), the note stays, and a ticker no listing answers to reads unknown
 * instead of waiting for a reading that will never come.
 */
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { BoardApp } from '../../src/board/board-app';
import type { SettledClose } from '../../src/board/types';
import { FakeSource, ManualClock, ManualScheduler, quote } from './fake-source';

async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

const CLOSES = new Map<string, SettledClose>([
  ['AAPL', { date: '2026-03-09', close: 180, previousClose: 179 }],
  ['MSFT', { date: '2026-03-09', close: 400, previousClose: 402 }],
]);

/** A board of AAPL (ticked up), MSFT (stale and delayed) and NOPE (no listing) at `width` columns. */
async function boardAt(width: number) {
  const source = new FakeSource('replay', null, CLOSES, new Set(['NOPE']));
  const clock = new ManualClock('2026-03-10T15:00:05Z');
  const view = render(<BoardApp source={source} clock={clock} scheduler={new ManualScheduler()} tickers={['AAPL', 'MSFT', 'NOPE']} color={false} width={width} />);
  await settle();
  source.emit({ type: 'connection', state: 'live' });
  source.emit({ type: 'quote', quote: quote('AAPL', 181.5, '2026-03-10T15:00:00Z') });
  source.emit({ type: 'quote', quote: quote('AAPL', 182, '2026-03-10T15:00:01Z') });
  source.emit({ type: 'quote', quote: quote('MSFT', 401, '2026-03-10T14:45:00Z', { delayed: true, stale: true }) });
  await settle();
  const lines = (view.lastFrame() ?? '').split('\n').map((line) => line.trimEnd());
  view.unmount();
  return lines;
}

describe('fds board fits the terminal', () => {
  it('at 80 columns leaves out the spread and the sparkline, and every line fits', async () => {
    const lines = await boardAt(80);
    for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(80);
    expect(lines.slice(0, 4)).toEqual([
      '  TICKER         LAST      CHG     CHG%       BID       ASK  AGE NOTE',
      '› AAPL       182.00 ▲    +2.00   +1.11%    181.98    182.02   4s',
      '  MSFT         401.00    +1.00   +0.25%    400.98    401.02  15m stale, delayed',
      '  NOPE              —        —        —         —         —    — unknown',
    ]);
  });

  it('at 60 columns also leaves out bid and ask, and keeps change, age and the note', async () => {
    const lines = await boardAt(60);
    for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(60);
    expect(lines.slice(0, 4)).toEqual([
      '  TICKER         LAST      CHG     CHG%  AGE NOTE',
      '› AAPL       182.00 ▲    +2.00   +1.11%   4s',
      '  MSFT         401.00    +1.00   +0.25%  15m stale, delayed',
      '  NOPE              —        —        —    — unknown',
    ]);
  });

  it('at 100 columns shows every column', async () => {
    const [header] = await boardAt(100);
    expect(header).toBe('  TICKER         LAST      CHG     CHG%       BID       ASK SPREAD TREND       AGE NOTE');
  });
});
