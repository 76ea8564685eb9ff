/**
 * The sample set's intraday ticks: two trading days of trades per US listing with bars, in the ET session
 * windows, agreeing with the stored bars, with the deliberate cases (bursts, a quiet ticker, empty book
 * sides, a stale ticker) the quote rules have to handle.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedParts } from '../../src/core/timezone';
import { MARKET_TIME_ZONE } from '../../src/engine/market/calendar';
import { BREADTH_COUNT, isBreadth } from '../../src/store/sample/breadth';
import { CATALOGUE } from '../../src/store/sample/catalogue';
import { generateSeries } from '../../src/store/sample/series';
import { generateTicks, QUIET_TICKS_TICKER, STALE_TICKS_TICKER, tickSessions } from '../../src/store/sample/ticks';
import { generatedSampleStore, sampleStore, type SampleFixture } from '../support/store';

interface Tick { ticker: string; at: number; price: number; bid: number | null; ask: number | null; size: number }
interface Day { date: string; et: string; window: 'pre' | 'regular' | 'after' }

const NORMAL_AS_OF = '2026-11-20'; // a Friday: ticks on Thu 19 and Fri 20, both full sessions
const EARLY_CLOSE_AS_OF = '2026-11-27'; // the Friday after Thanksgiving closes at 13:00: ticks on Wed 25 and Fri 27

let normal: SampleFixture;
let early: SampleFixture;
const ticksOf = new Map<string, Tick[]>();

async function loadTicks(fx: SampleFixture): Promise<Tick[]> {
  const rows = await fx.store.all<{ ticker: string; ts: string; price: number; bid: number | null; ask: number | null; size: number }>(
    'SELECT ticker, ts, price, bid, ask, size FROM ticks ORDER BY ticker, ts',
  );
  return rows.map((r) => ({ ticker: r.ticker, at: Date.parse(r.ts), price: r.price, bid: r.bid, ask: r.ask, size: r.size }));
}

beforeAll(async () => {
  normal = await sampleStore(NORMAL_AS_OF);
  early = await sampleStore(EARLY_CLOSE_AS_OF, '2026-11-28T15:00:00Z');
  ticksOf.set(NORMAL_AS_OF, await loadTicks(normal));
  ticksOf.set(EARLY_CLOSE_AS_OF, await loadTicks(early));
});
afterAll(() => {
  normal.store.close();
  early.store.close();
});

const all = (asOf: string): Tick[] => ticksOf.get(asOf)!;
const of = (asOf: string, ticker: string): Tick[] => all(asOf).filter((t) => t.ticker === ticker);

/** The ET date, wall time and session window of an instant, by the ET clock of the day. */
function etDay(at: number, closeEt: Record<string, string>): Day {
  const { date, time } = zonedParts(new Date(at), MARKET_TIME_ZONE);
  const hhmm = time.slice(0, 5);
  const close = closeEt[date] ?? '16:00';
  const window = hhmm < '09:30' ? 'pre' : hhmm < close ? 'regular' : 'after';
  return { date, et: time, window };
}

const spreadBps = (t: Tick): number => ((t.ask! - t.bid!) / t.price) * 10_000;
/** Clusters of ten trades within two seconds. */
function burstCount(ticks: readonly Tick[]): number {
  let bursts = 0;
  for (let i = 0; i + 9 < ticks.length; i++) {
    if (ticks[i + 9]!.at - ticks[i]!.at <= 2_000) {
      bursts++;
      i += 9;
    }
  }
  return bursts;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe('which listings have ticks', () => {
  it('gives ticks to every US listing with daily bars, and none to XLON:VOD or the no-reading BF-A', async () => {
    const tickers = await normal.store.all<{ ticker: string }>('SELECT DISTINCT ticker FROM ticks ORDER BY ticker');
    const expected = CATALOGUE.filter((p) => p.mic === null && p.history !== 'none').map((p) => p.ticker).sort();
    expect(tickers.map((t) => t.ticker)).toEqual(expected);
    expect(expected).not.toContain('XLON:VOD');
    expect(expected).not.toContain('BF-A');
  });

  it('records every sample tick with transport WebSocket and source sample', async () => {
    expect(await normal.store.all('SELECT DISTINCT transport, source, source_file FROM ticks')).toEqual([
      { transport: 'WebSocket', source: 'sample', source_file: null },
    ]);
  });

  it('keeps the total modest: between 30,000 and 60,000 ticks', () => {
    for (const asOf of [NORMAL_AS_OF, EARLY_CLOSE_AS_OF]) {
      expect(all(asOf).length).toBeGreaterThan(30_000);
      expect(all(asOf).length).toBeLessThan(60_000);
    }
  });
});

describe('determinism', () => {
  it('generates the same ticks for the same as-of date and different ones for another', () => {
    const aapl = CATALOGUE.find((p) => p.ticker === 'AAPL')!;
    const ticks = (asOf: string) => generateTicks(aapl, generateSeries(aapl, asOf).bars, asOf);
    expect(ticks(NORMAL_AS_OF)).toEqual(ticks(NORMAL_AS_OF));
    expect(ticks(NORMAL_AS_OF)).not.toEqual(ticks('2026-11-19'));
  });

  it('loads identical tick rows into two stores opened with the same as-of date', async () => {
    const again = await generatedSampleStore(NORMAL_AS_OF);
    try {
      expect(await loadTicks(again)).toEqual(all(NORMAL_AS_OF));
    } finally {
      again.store.close();
    }
  });
});

describe('session windows in ET', () => {
  it('covers the last two trading days on or before as-of, a weekend as-of counting back to Friday', () => {
    expect(tickSessions(NORMAL_AS_OF).map((s) => s.date)).toEqual(['2026-11-19', '2026-11-20']);
    expect(tickSessions('2026-11-22').map((s) => s.date)).toEqual(['2026-11-19', '2026-11-20']);
    expect(tickSessions(EARLY_CLOSE_AS_OF).map((s) => s.date)).toEqual(['2026-11-25', '2026-11-27']);
  });

  it('on normal days trades from 04:00 ET to before 20:00 ET, with pre-market, regular and after-hours trades', () => {
    const days = all(NORMAL_AS_OF).map((t) => etDay(t.at, {}));
    expect(new Set(days.map((d) => d.date))).toEqual(new Set(['2026-11-19', '2026-11-20']));
    expect(days.every((d) => d.et >= '04:00:00' && d.et < '20:00:00')).toBe(true);
    const aapl = of(NORMAL_AS_OF, 'AAPL').map((t) => etDay(t.at, {}));
    for (const date of ['2026-11-19', '2026-11-20']) {
      for (const window of ['pre', 'regular', 'after'] as const) {
        expect(aapl.filter((d) => d.date === date && d.window === window).length, `${date} ${window}`).toBeGreaterThan(0);
      }
    }
  });

  it('on the early-close day ends the regular session at 13:00 ET and after-hours at 17:00 ET; the day before runs to 20:00', () => {
    const close = { '2026-11-27': '13:00' };
    const days = all(EARLY_CLOSE_AS_OF).map((t) => etDay(t.at, close));
    expect(new Set(days.map((d) => d.date))).toEqual(new Set(['2026-11-25', '2026-11-27']));
    const friday = days.filter((d) => d.date === '2026-11-27');
    expect(friday.every((d) => d.et >= '04:00:00' && d.et < '17:00:00')).toBe(true);
    expect(friday.some((d) => d.et >= '13:00:00')).toBe(true);
    // Wednesday is a full session with after-hours running past 17:00.
    expect(days.some((d) => d.date === '2026-11-25' && d.et >= '17:00:00')).toBe(true);
    // No trade falls on Thanksgiving.
    expect(days.some((d) => d.date === '2026-11-26')).toBe(false);
  });

  it('trades densely in the regular session and sparsely outside it', () => {
    const close = { '2026-11-27': '13:00' };
    for (const asOf of [NORMAL_AS_OF, EARLY_CLOSE_AS_OF]) {
      const last = tickSessions(asOf)[1]!;
      const days = of(asOf, 'AAPL').map((t) => etDay(t.at, close)).filter((d) => d.date === last.date);
      const perHour = (window: Day['window'], ms: number) => days.filter((d) => d.window === window).length / (ms / 3_600_000);
      const regular = perHour('regular', last.close - last.open);
      expect(regular).toBeGreaterThan(5 * perHour('pre', last.open - last.preOpen));
      expect(regular).toBeGreaterThan(5 * perHour('after', last.afterEnd - last.close));
    }
  });
});

describe('consistency with the daily bars', () => {
  it('makes the last regular-session trade of each day with a stored bar equal that bar\'s close, inside its range', async () => {
    for (const [asOf, fx] of [[NORMAL_AS_OF, normal], [EARLY_CLOSE_AS_OF, early]] as const) {
      const bars = await fx.store.all<{ ticker: string; date: string; low: number; high: number; close: number }>(
        "SELECT ticker, CAST(date AS VARCHAR) AS date, low, high, close FROM prices WHERE date IN (?, ?) AND ticker IN (SELECT ticker FROM listings WHERE mic IS NULL)",
        tickSessions(asOf).map((s) => s.date),
      );
      let checked = 0;
      for (const session of tickSessions(asOf)) {
        for (const bar of bars.filter((b) => b.date === session.date && !isBreadth(b.ticker))) {
          const regular = of(asOf, bar.ticker).filter((t) => t.at >= session.open && t.at < session.close);
          if (bar.ticker === STALE_TICKS_TICKER && regular.length === 0) continue;
          expect(regular.length, `${bar.ticker} ${bar.date}`).toBeGreaterThan(0);
          expect(regular[regular.length - 1]!.price, `${bar.ticker} ${bar.date}`).toBe(bar.close);
          expect(regular.every((t) => t.price >= bar.low && t.price <= bar.high), `${bar.ticker} ${bar.date}`).toBe(true);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(50);
    }
  });

  it('leaves the breadth listings without ticks: daily data only', async () => {
    const ticked = await normal.store.one<{ n: number }>("SELECT count(DISTINCT ticker) AS n FROM ticks WHERE ticker LIKE 'SX%'");
    const barred = await normal.store.one<{ n: number }>("SELECT count(DISTINCT ticker) AS n FROM prices WHERE ticker LIKE 'SX%'");
    expect(ticked).toEqual({ n: 0 });
    expect(barred).toEqual({ n: BREADTH_COUNT });
  });
});

describe('the book', () => {
  it('quotes bid below ask, the trade between them, when both sides are present', () => {
    const both = all(NORMAL_AS_OF).filter((t) => t.bid !== null && t.ask !== null);
    expect(both.every((t) => t.bid! < t.ask! && t.bid! <= t.price && t.price <= t.ask!)).toBe(true);
    expect(all(NORMAL_AS_OF).every((t) => t.price > 0 && t.size >= 1)).toBe(true);
  });

  it('leaves the bid or the ask empty now and then, each independently of the other', () => {
    const ticks = all(NORMAL_AS_OF);
    expect(ticks.filter((t) => t.bid === null && t.ask !== null).length).toBeGreaterThan(10);
    expect(ticks.filter((t) => t.ask === null && t.bid !== null).length).toBeGreaterThan(10);
    expect(ticks.filter((t) => t.bid === null || t.ask === null).length).toBeLessThan(ticks.length * 0.1);
  });

  it('keeps spreads to a few basis points for busy names, wider for the quiet one and outside regular hours', () => {
    const [, last] = tickSessions(NORMAL_AS_OF);
    const regular = (t: Tick) => t.at >= last!.open && t.at < last!.close;
    const quoted = (ticker: string, inRegular: boolean) =>
      of(NORMAL_AS_OF, ticker).filter((t) => t.bid !== null && t.ask !== null && t.at >= last!.preOpen && regular(t) === inRegular).map(spreadBps);
    const aapl = median(quoted('AAPL', true));
    expect(aapl).toBeGreaterThan(0);
    expect(aapl).toBeLessThan(10);
    expect(median(quoted(QUIET_TICKS_TICKER, true))).toBeGreaterThan(aapl);
    expect(median(quoted('AAPL', false))).toBeGreaterThan(aapl);
  });
});

describe('deliberate tick cases', () => {
  it('has bursts: clusters of at least ten trades of one ticker within two seconds', () => {
    const [, last] = tickSessions(NORMAL_AS_OF);
    const ticks = of(NORMAL_AS_OF, 'MSFT').filter((t) => t.at >= last!.open && t.at < last!.close);
    expect(burstCount(ticks)).toBeGreaterThanOrEqual(2);
  });

  it('makes BRK-A quiet: a handful of trades an hour in the regular session and no bursts', () => {
    for (const session of tickSessions(NORMAL_AS_OF)) {
      const ticks = of(NORMAL_AS_OF, QUIET_TICKS_TICKER).filter((t) => t.at >= session.open && t.at < session.close);
      const perHour = ticks.length / ((session.close - session.open) / 3_600_000);
      expect(perHour).toBeGreaterThanOrEqual(2);
      expect(perHour).toBeLessThanOrEqual(10);
      expect(burstCount(ticks)).toBe(0);
    }
  });

  it(`makes ${STALE_TICKS_TICKER} stale: its ticks stop at the end of the earlier day, none on the latest`, () => {
    for (const asOf of [NORMAL_AS_OF, EARLY_CLOSE_AS_OF]) {
      const [earlier, latest] = tickSessions(asOf);
      const ticks = of(asOf, STALE_TICKS_TICKER);
      expect(ticks.length).toBeGreaterThan(0);
      expect(ticks.every((t) => t.at >= earlier!.preOpen && t.at < earlier!.afterEnd)).toBe(true);
      expect(ticks[ticks.length - 1]!.at).toBeLessThan(latest!.preOpen);
      // Every other busy ticker trades on the latest day.
      expect(of(asOf, 'PG').some((t) => t.at >= latest!.open)).toBe(true);
    }
  });
});
