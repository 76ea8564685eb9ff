import { afterEach, describe, expect, it } from 'vitest';
import { createQuoteBus } from '../../src/quotes/bus';
import { createReplayFeed, primeBus } from '../../src/quotes/replay';
import type { Reading } from '../../src/quotes/types';
import type { Store } from '../../src/store/store';
import { emptyStore } from '../support/store';
import { insertTicks } from './tick-rows';
import { steppedTime } from '../support/stepped-time';
import { storeTicks } from '../../src/quotes/tick-source';

const START = '2026-11-20T15:00:00.000Z';
const at = (offsetMs: number): string => new Date(Date.parse(START) + offsetMs).toISOString();


let store: Store | undefined;
afterEach(() => {
  store?.close();
  store = undefined;
});

async function storeWith(ticks: Parameters<typeof insertTicks>[1]): Promise<Store> {
  store = (await emptyStore(START)).store;
  await insertTicks(store, ticks);
  return store;
}

const prices = (readings: Reading[]) => readings.map((r) => `${r.ticker}@${r.price}`);

describe('replay feed', () => {
  it('primes the bus with the newest tick at or before now and every tick of the last 16 minutes', async () => {
    const s = await storeWith([
      { ticker: 'AAPL', at: at(-3_600_000), price: 90 },
      { ticker: 'AAPL', at: at(-20 * 60_000), price: 95 },
      { ticker: 'AAPL', at: at(-10 * 60_000), price: 100 },
      { ticker: 'AAPL', at: at(0), price: 101 },
      { ticker: 'AAPL', at: at(1000), price: 102 },
      { ticker: 'JNJ', at: at(-86_400_000), price: 150 },
    ]);
    const time = steppedTime(START);
    const bus = createQuoteBus();
    const feed = createReplayFeed({ ticks: storeTicks(s), clock: time.clock, timers: time.timers });
    await feed.start(bus);
    expect(bus.latest('AAPL')?.price).toBe(101);
    expect(bus.heldAt('AAPL', Date.parse(at(-15 * 60_000)))?.price).toBe(95);
    expect(bus.heldAt('AAPL', Date.parse(at(-5 * 60_000)))?.price).toBe(100);
    expect(bus.latest('JNJ')?.price).toBe(150);
    expect(bus.latest('JNJ')?.at).toBe(Date.parse(at(-86_400_000)));
    expect(feed.state()).toBe('live');
    await feed.stop();
  });

  it('stopped while it is still priming the bus (a board quit while connecting), it stays stopped and reads nothing more', async () => {
    const s = await storeWith([{ ticker: 'AAPL', at: at(0), price: 100 }, { ticker: 'AAPL', at: at(1000), price: 101 }]);
    const time = steppedTime(START);
    const ticks = storeTicks(s);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    const slow = { ...ticks, priming: async (now: number, span: number) => (await gate, ticks.priming(now, span)), between: (from: number, to: number) => (reads++, ticks.between(from, to)) };
    const feed = createReplayFeed({ ticks: slow, clock: time.clock, timers: time.timers });
    const started = feed.start(createQuoteBus());
    await feed.stop();
    release();
    await started;
    expect(feed.state()).toBe('stopped');
    expect(reads).toBe(0);
    expect(time.pendingCount()).toBe(0);
  });

  it('emits later ticks in time order when the clock reaches their timestamp', async () => {
    const s = await storeWith([
      { ticker: 'AAPL', at: at(0), price: 100 },
      { ticker: 'MSFT', at: at(2000), price: 400 },
      { ticker: 'AAPL', at: at(1000), price: 101 },
      { ticker: 'AAPL', at: at(5000), price: 102 },
    ]);
    const time = steppedTime(START);
    const bus = createQuoteBus();
    const seen: Reading[] = [];
    bus.subscribe((r) => seen.push(r));
    const feed = createReplayFeed({ ticks: storeTicks(s), clock: time.clock, timers: time.timers });
    await feed.start(bus);
    expect(prices(seen)).toEqual(['AAPL@100']);
    await time.step(999, () => feed.idle());
    expect(prices(seen)).toEqual(['AAPL@100']);
    await time.step(1, () => feed.idle());
    expect(prices(seen)).toEqual(['AAPL@100', 'AAPL@101']);
    await time.step(1500, () => feed.idle());
    expect(prices(seen)).toEqual(['AAPL@100', 'AAPL@101', 'MSFT@400']);
    await time.step(3000, () => feed.idle());
    expect(prices(seen)).toEqual(['AAPL@100', 'AAPL@101', 'MSFT@400', 'AAPL@102']);
    expect(feed.state()).toBe('finished');
    expect(time.pendingCount()).toBe(0);
  });

  it('reads later ticks in bounded windows and jumps over quiet stretches', async () => {
    const s = await storeWith([
      { ticker: 'AAPL', at: at(500), price: 1 },
      { ticker: 'AAPL', at: at(1500), price: 2 },
      { ticker: 'AAPL', at: at(3_600_000), price: 3 },
    ]);
    const time = steppedTime(START);
    const bus = createQuoteBus();
    const seen: Reading[] = [];
    bus.subscribe((r) => seen.push(r));
    const feed = createReplayFeed({ ticks: storeTicks(s), clock: time.clock, timers: time.timers, windowMs: 1000 });
    await feed.start(bus);
    await time.step(2000, () => feed.idle());
    expect(prices(seen)).toEqual(['AAPL@1', 'AAPL@2']);
    await time.step(3_600_000 - 2001, () => feed.idle());
    expect(prices(seen)).toEqual(['AAPL@1', 'AAPL@2']);
    await time.step(1, () => feed.idle());
    expect(prices(seen)).toEqual(['AAPL@1', 'AAPL@2', 'AAPL@3']);
  });

  it('runs its clock speed times as fast from the moment it starts', async () => {
    const s = await storeWith([
      { ticker: 'AAPL', at: at(0), price: 100 },
      { ticker: 'AAPL', at: at(10_000), price: 101 },
    ]);
    const time = steppedTime(START);
    const bus = createQuoteBus();
    const feed = createReplayFeed({ ticks: storeTicks(s), clock: time.clock, timers: time.timers, speed: 10 });
    expect(feed.replayClock().now().toISOString()).toBe(START);
    await feed.start(bus);
    await time.step(999, () => feed.idle());
    expect(feed.replayClock().now().toISOString()).toBe(at(9990));
    expect(bus.latest('AAPL')?.price).toBe(100);
    await time.step(1, () => feed.idle());
    expect(feed.replayClock().now().toISOString()).toBe(at(10_000));
    expect(bus.latest('AAPL')?.price).toBe(101);
  });

  it('clears its timer on stop and publishes nothing afterwards', async () => {
    const s = await storeWith([{ ticker: 'AAPL', at: at(1000), price: 101 }]);
    const time = steppedTime(START);
    const bus = createQuoteBus();
    const feed = createReplayFeed({ ticks: storeTicks(s), clock: time.clock, timers: time.timers });
    await feed.start(bus);
    expect(time.pendingCount()).toBe(1);
    await feed.stop();
    expect(time.pendingCount()).toBe(0);
    await time.step(5000, () => feed.idle());
    expect(bus.latest('AAPL')).toBeUndefined();
    expect(feed.state()).toBe('stopped');
  });

  it('primeBus carries bid, ask (null independently) and transport from the capture', async () => {
    const s = await storeWith([
      { ticker: 'AAPL', at: at(-1000), price: 100, bid: null, ask: 100.02, transport: 'Rest' },
      { ticker: 'MSFT', at: at(-1000), price: 400, bid: 399.98, ask: null },
    ]);
    const bus = await primeBus(storeTicks(s), Date.parse(START));
    expect(bus.latest('AAPL')).toEqual({ ticker: 'AAPL', price: 100, bidPrice: null, askPrice: 100.02, at: Date.parse(at(-1000)), transport: 'Rest' });
    expect(bus.latest('MSFT')).toMatchObject({ bidPrice: 399.98, askPrice: null, transport: 'WebSocket' });
  });
});
