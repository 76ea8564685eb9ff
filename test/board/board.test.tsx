import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { BoardApp } from '../../src/board/board-app';
import type { SettledClose } from '../../src/board/types';
import { FakeSource, ManualClock, ManualScheduler, quote } from './fake-source';

/**
 * Lets Ink read the input and React commit what it scheduled: a few turns of the event loop (each step
 * may queue the next on its own setImmediate), never a timer.
 */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

const ARROW_DOWN = '\u001B[B';
const ARROW_UP = '\u001B[A';
const ENTER = '\r';

const CLOSES = new Map<string, SettledClose>([
  ['AAPL', { date: '2026-03-09', close: 180, previousClose: 179 }],
  ['MSFT', { date: '2026-03-09', close: 400, previousClose: 402 }],
  ['BRK-B', { date: '2026-03-09', close: 500, previousClose: 498 }],
]);

/** A board at 2026-03-10 11:00:05 ET (15:00:05Z) over a fake source; returns the pieces a test drives. */
async function openBoard(tickers: string[], options: { feed?: 'replay' | 'remote'; maxTickers?: number | null } = {}) {
  const clock = new ManualClock('2026-03-10T15:00:05Z');
  const scheduler = new ManualScheduler();
  const source = new FakeSource(options.feed ?? 'replay', options.maxTickers ?? null, CLOSES);
  const view = render(<BoardApp source={source} clock={clock} scheduler={scheduler} tickers={tickers} color={false} />);
  await settle();
  return { clock, scheduler, source, view };
}

/** Three tickers live: AAPL ticked up, MSFT down, BRK-B once. */
async function populatedBoard(options: { feed?: 'replay' | 'remote'; maxTickers?: number | null } = {}) {
  const board = await openBoard(['AAPL', 'MSFT', 'BRK-B'], options);
  const { source } = board;
  source.emit({ type: 'connection', state: 'live' });
  source.emit({ type: 'quote', quote: quote('AAPL', 181.5, '2026-03-10T15:00:00Z') });
  source.emit({ type: 'quote', quote: quote('MSFT', 399, '2026-03-10T14:59:30Z') });
  source.emit({ type: 'quote', quote: quote('BRK-B', 505.25, '2026-03-10T14:58:05Z', { bidPrice: null }) });
  source.emit({ type: 'quote', quote: quote('AAPL', 182, '2026-03-10T15:00:01Z') });
  source.emit({ type: 'quote', quote: quote('MSFT', 398.5, '2026-03-10T15:00:03Z') });
  await settle();
  return board;
}

const frame = (view: { lastFrame(): string | undefined }): string => (view.lastFrame() ?? '').split('\n').map((line) => line.trimEnd()).join('\n');

const HEADER = '  TICKER         LAST      CHG     CHG%       BID       ASK SPREAD TREND       AGE NOTE';
const KEYS = 'a add  d delete  s sort  ↑/↓ select  q quit';
const AAPL_UP = 'AAPL       182.00 ▲    +2.00   +1.11%    181.98    182.02   0.04 ▁█           4s';
const BRKB = 'BRK-B        505.25    +5.25   +1.05%         —    505.27      — ▄            2m';
const MSFT_DOWN = 'MSFT       398.50 ▼    −1.50   −0.38%    398.48    398.52   0.04 █▁           2s';
const lines = (...rows: string[]): string => rows.join('\n');

describe('fds board', () => {
  it('shows last, change and change % against the previous close, bid, ask, spread, sparkline and age; ticks flash with an arrow', async () => {
    const { view } = await populatedBoard();
    expect(frame(view)).toBe(
      lines(HEADER, `› ${AAPL_UP}`, `  ${BRKB}`, `  ${MSFT_DOWN}`, '', 'feed replay · live · 2026-03-10 11:00:05 ET · sort ticker', KEYS),
    );
    view.unmount();
  });

  it('drops the up and down tick highlight once it has shown and keeps the ages current', async () => {
    const { view, clock, scheduler } = await populatedBoard();
    clock.advance(1_500);
    scheduler.fire();
    await settle();
    expect(frame(view)).toBe(
      lines(
        HEADER,
        '› AAPL         182.00    +2.00   +1.11%    181.98    182.02   0.04 ▁█           5s',
        '  BRK-B        505.25    +5.25   +1.05%         —    505.27      — ▄            2m',
        '  MSFT         398.50    −1.50   −0.38%    398.48    398.52   0.04 █▁           3s',
        '',
        'feed replay · live · 2026-03-10 11:00:06 ET · sort ticker',
        KEYS,
      ),
    );
    view.unmount();
  });

  it('adds a ticker typed after a, subscribes to it and selects it', async () => {
    const { view, source } = await populatedBoard();
    view.stdin.write('a');
    await settle();
    for (const ch of 'goog') view.stdin.write(ch);
    await settle();
    expect(frame(view).split('\n').at(-1)).toBe('Add ticker: goog▏');
    view.stdin.write(ENTER);
    await settle();
    expect(source.subscribed.has('GOOG')).toBe(true);
    expect(frame(view)).toBe(
      lines(
        HEADER,
        `  ${AAPL_UP}`,
        `  ${BRKB}`,
        '› GOOG              —        —        —         —         —      —               — waiting',
        `  ${MSFT_DOWN}`,
        '',
        'feed replay · live · 2026-03-10 11:00:05 ET · sort ticker',
        KEYS,
      ),
    );
    view.unmount();
  });

  it('adds a ticker pasted with its Enter in one chunk', async () => {
    const { view, source } = await populatedBoard();
    view.stdin.write('a');
    await settle();
    view.stdin.write('nvda\r');
    await settle();
    expect(source.subscribed.has('NVDA')).toBe(true);
    expect(frame(view).split('\n')[4]).toBe('› NVDA              —        —        —         —         —      —               — waiting');
    view.unmount();
  });

  it('refuses to add something that cannot be a ticker and says why', async () => {
    const { view, source } = await populatedBoard();
    view.stdin.write('a');
    await settle();
    for (const ch of 'no way!') view.stdin.write(ch);
    await settle();
    view.stdin.write(ENTER);
    await settle();
    expect(frame(view).split('\n').at(-1)).toBe("'no way!' is not a ticker: 1 to 32 letters, digits, dots or dashes, or MIC:TICKER.");
    expect([...source.subscribed].sort()).toEqual(['AAPL', 'BRK-B', 'MSFT']);
    view.unmount();
  });

  it('deletes the selected row with d, unsubscribes it and keeps the cursor in place', async () => {
    const { view, source } = await populatedBoard();
    view.stdin.write(ARROW_DOWN);
    await settle();
    view.stdin.write('d');
    await settle();
    expect(source.subscribed.has('BRK-B')).toBe(false);
    expect(frame(view)).toBe(
      lines(HEADER, `  ${AAPL_UP}`, `› ${MSFT_DOWN}`, '', 'feed replay · live · 2026-03-10 11:00:05 ET · sort ticker', KEYS),
    );
    view.stdin.write(ARROW_UP);
    await settle();
    expect(frame(view).split('\n').slice(1, 3)).toEqual([`› ${AAPL_UP}`, `  ${MSFT_DOWN}`]);
    view.unmount();
  });

  it('cycles the sort with s: ticker, change % (biggest first), age (freshest first)', async () => {
    const { view } = await populatedBoard();
    view.stdin.write('s');
    await settle();
    expect(frame(view)).toBe(
      lines(HEADER, `› ${AAPL_UP}`, `  ${BRKB}`, `  ${MSFT_DOWN}`, '', 'feed replay · live · 2026-03-10 11:00:05 ET · sort change %', KEYS),
    );
    view.stdin.write('s');
    await settle();
    expect(frame(view)).toBe(
      lines(HEADER, `  ${MSFT_DOWN}`, `› ${AAPL_UP}`, `  ${BRKB}`, '', 'feed replay · live · 2026-03-10 11:00:05 ET · sort age', KEYS),
    );
    view.stdin.write('s');
    await settle();
    expect(frame(view).split('\n')[5]).toBe('feed replay · live · 2026-03-10 11:00:05 ET · sort ticker');
    view.unmount();
  });

  it('marks a stale reading and a delayed reading in words', async () => {
    const { view, source } = await openBoard(['AAPL', 'MSFT']);
    source.emit({ type: 'connection', state: 'live' });
    // AAPL's last trade is from the session before the expected one.
    source.emit({
      type: 'quote',
      quote: quote('AAPL', 180, '2026-03-09T20:59:59Z', { sessionDate: '2026-03-09', stale: true, bidPrice: null, askPrice: null }),
    });
    source.emit({ type: 'quote', quote: quote('MSFT', 401, '2026-03-10T14:45:00Z', { delayed: true }) });
    await settle();
    expect(frame(view)).toBe(
      lines(
        HEADER,
        '› AAPL         180.00    +1.00   +0.56%         —         —      — ▄           18h stale',
        '  MSFT         401.00    +1.00   +0.25%    400.98    401.02   0.04 ▄           15m delayed 15m',
        '',
        'feed replay · live · 2026-03-10 11:00:05 ET · sort ticker',
        KEYS,
      ),
    );
    view.unmount();
  });

  it('keeps the last good values and shows reconnecting when the stream drops', async () => {
    const { view, source } = await populatedBoard({ feed: 'remote', maxTickers: 5 });
    source.emit({ type: 'connection', state: 'reconnecting' });
    await settle();
    expect(frame(view)).toBe(
      lines(HEADER, `› ${AAPL_UP}`, `  ${BRKB}`, `  ${MSFT_DOWN}`, '', 'feed remote · reconnecting… · 2026-03-10 11:00:05 ET · sort ticker', KEYS),
    );
    source.emit({ type: 'connection', state: 'live' });
    // The resubscribe replays the reading already shown: no flash restarts, no sparkline point is added.
    source.emit({ type: 'quote', quote: quote('MSFT', 398.5, '2026-03-10T15:00:03Z') });
    await settle();
    expect(frame(view).split('\n')[3]).toBe(`  ${MSFT_DOWN}`);
    expect(frame(view).split('\n')[5]).toBe('feed remote · live · 2026-03-10 11:00:05 ET · sort ticker');
    view.unmount();
  });

  it('refuses a sixth ticker on the stream with a visible message instead of failing silently', async () => {
    const { view, source } = await openBoard(['AAPL', 'MSFT', 'BRK-B', 'NVDA', 'TSLA'], { feed: 'remote', maxTickers: 5 });
    view.stdin.write('a');
    await settle();
    for (const ch of 'AMZN') view.stdin.write(ch);
    view.stdin.write(ENTER);
    await settle();
    expect(source.subscribed.has('AMZN')).toBe(false);
    expect(frame(view).split('\n').at(-1)).toBe('The stream holds at most 5 tickers; delete one (d) before adding AMZN.');
    expect(frame(view).split('\n')).toHaveLength(1 + 5 + 4);
    view.unmount();
  });

  it('starts with the first five of more tickers on the stream and names the ones left out', async () => {
    const { view, source } = await openBoard(['A', 'B', 'C', 'D', 'E', 'F', 'G'], { feed: 'remote', maxTickers: 5 });
    expect([...source.subscribed]).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(frame(view).split('\n').at(-1)).toBe('The stream holds at most 5 tickers; not watching F, G.');
    view.unmount();
  });

  it('carries the synthetic-sample notice under the status line', async () => {
    const source = new FakeSource('replay', null, CLOSES);
    const view = render(
      <BoardApp
        source={source}
        clock={new ManualClock('2026-03-10T15:00:05Z')}
        scheduler={new ManualScheduler()}
        tickers={['AAPL']}
        color={false}
        notice="Synthetic sample data as of 2026-03-09 — not market data."
      />,
    );
    await settle();
    expect(frame(view).split('\n').slice(-3)).toEqual([
      'feed replay · connecting · 2026-03-10 11:00:05 ET · sort ticker',
      'Synthetic sample data as of 2026-03-09 — not market data.',
      KEYS,
    ]);
    view.unmount();
  });

  it('removes a ticker the source rejects and shows the reason', async () => {
    const { view, source } = await populatedBoard({ feed: 'remote', maxTickers: 5 });
    source.emit({ type: 'rejected', ticker: 'BRK-B', message: 'unknown ticker' });
    await settle();
    const shown = frame(view).split('\n');
    expect(shown.slice(1, 3)).toEqual([`› ${AAPL_UP}`, `  ${MSFT_DOWN}`]);
    expect(shown.at(-1)).toBe('BRK-B: unknown ticker');
    view.unmount();
  });
});
