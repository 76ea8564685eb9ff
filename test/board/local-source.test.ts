/**
 * The board's local source over a real `:memory:` store: the replay feed drives this process's bus and
 * the board receives evaluated quotes of the tickers it holds; closes come from the daily bars.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LocalSource } from '../../src/board/local-source';
import type { Engine } from '../../src/client/engine';
import { engineTicks } from '../../src/client/engine-ticks';
import type { EngineContext } from '../../src/engine/context';
import { invoke } from '../../src/operations/invoke';
import type { Store } from '../../src/store/store';
import { insertTicks } from '../quotes/tick-rows';
import { insertBars, insertListing } from '../support/captures';
import { emptyStore } from '../support/store';
import { quotesOf, Recorder } from './recorder';
import { steppedTime } from '../support/stepped-time';

const START = '2026-03-10T15:00:00.000Z';
const at = (offsetMs: number): string => new Date(Date.parse(START) + offsetMs).toISOString();


const engineOver = (ctx: EngineContext): Engine => ({
  call: (op, path, query) => invoke(op, ctx, path, query),
  sampleAsOf: () => Promise.resolve(null),
  origin: ':memory:',
  close: () => Promise.resolve(),
});

let store: Store | undefined;
let source: LocalSource | undefined;
afterEach(async () => {
  await source?.close();
  store?.close();
  source = undefined;
  store = undefined;
});

async function open() {
  const fixture = await emptyStore(START);
  store = fixture.store;
  await insertListing(store, 'AAPL');
  await insertListing(store, 'MSFT');
  await insertBars(store, 'AAPL', [
    { date: '2026-03-06', close: 98 },
    { date: '2026-03-09', close: 99.5 },
  ]);
  await insertTicks(store, [
    { ticker: 'AAPL', at: at(-60_000), price: 100 },
    { ticker: 'MSFT', at: at(-10_000), price: 200, bid: null },
    { ticker: 'AAPL', at: at(2_000), price: 101 },
    { ticker: 'MSFT', at: at(3_000), price: 201 },
  ]);
  const time = steppedTime(START);
  // Ticks are read through the engine, as the board of a process that does not hold the store reads them.
  const engine = engineOver({ ...fixture.ctx, clock: time.clock });
  source = new LocalSource({ ticks: engineTicks(engine), clock: time.clock, speed: 1, engine, timers: time.timers });
  const recorder = new Recorder();
  return { source, recorder, time };
}

describe('board local source', () => {
  it('sends the latest reading of each held ticker once the replay is live, then each later tick', async () => {
    const { source, recorder, time } = await open();
    source.subscribe(['AAPL', 'MSFT', 'ZZZZ']);
    source.listen(recorder.listener);
    await recorder.until((events) => events.some((e) => e.type === 'connection' && e.state === 'live'), 'live');
    expect(quotesOf(recorder.events, 'AAPL').map((q) => [q.price, q.asOf, q.ageSeconds, q.stale, q.delayed])).toEqual([[100, at(-60_000), 60, false, false]]);
    expect(quotesOf(recorder.events, 'MSFT').map((q) => [q.price, q.bidPrice, q.askPrice])).toEqual([[200, null, 200.01]]);
    source.unsubscribe(['MSFT']);
    await time.step(5_000);
    await recorder.until((events) => quotesOf(events, 'AAPL').length === 2, 'the AAPL tick');
    expect(quotesOf(recorder.events, 'AAPL')[1]!.price).toBe(101);
    expect(quotesOf(recorder.events, 'MSFT')).toHaveLength(1);
    expect(quotesOf(recorder.events, 'ZZZZ')).toHaveLength(0);
  });

  it('reports the replay finished once its last captured tick has played', async () => {
    const { source, recorder, time } = await open();
    source.subscribe(['AAPL']);
    source.listen(recorder.listener);
    await recorder.until((events) => events.some((e) => e.type === 'connection' && e.state === 'live'), 'live');
    expect(recorder.events.some((e) => e.type === 'connection' && e.state === 'finished')).toBe(false);
    await time.step(5_000);
    await recorder.until((events) => events.some((e) => e.type === 'connection' && e.state === 'finished'), 'finished');
    expect(quotesOf(recorder.events, 'AAPL').map((q) => q.price)).toEqual([100, 101]);
  });

  it('takes the snapshot from the ticks held at now, omitting tickers without one', async () => {
    const { source } = await open();
    const quotes = await source.snapshot(['MSFT', 'ZZZZ', 'AAPL']);
    expect(quotes.map((q) => [q.ticker, q.price, q.sessionDate, q.expectedSessionDate])).toEqual([
      ['MSFT', 200, '2026-03-10', '2026-03-10'],
      ['AAPL', 100, '2026-03-10', '2026-03-10'],
    ]);
  });

  it('reads the settled closes from the daily bars', async () => {
    const { source } = await open();
    const { closes, unknown } = await source.settledCloses(['AAPL', 'MSFT', 'ZZZZ']);
    expect([...closes.entries()]).toEqual([['AAPL', { date: '2026-03-09', close: 99.5, previousClose: 98 }]]);
    expect(unknown).toContain('ZZZZ');
  });

  it('never takes the bar of the session still trading as a settled close (11:00 New York, a bar of today stored)', async () => {
    const { source } = await open();
    // START is 11:00 New York on 2026-03-10: a bar dated that day is provisional until the 16:00 close.
    await insertBars(store!, 'AAPL', [{ date: '2026-03-10', close: 101 }]);
    const { closes } = await source.settledCloses(['AAPL']);
    expect(closes.get('AAPL')).toEqual({ date: '2026-03-09', close: 99.5, previousClose: 98 });
  });
});
