import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isWeekend } from '../../src/core/dates';
import { isTradingDay, previousTradingDay } from '../../src/engine/market/calendar';
import { sampleAsOf } from '../../src/store/meta';
import { BREADTH, BREADTH_COUNT } from '../../src/store/sample/breadth';
import { CATALOGUE } from '../../src/store/sample/catalogue';
import { hashSeed, Random } from '../../src/store/sample/random';
import type { Store } from '../../src/store/store';
import { generatedSampleStore, sampleStore, type SampleFixture } from '../support/store';

const AS_OF = '2026-11-20';
const NOW = '2026-11-21T15:00:00Z';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore(AS_OF, NOW);
});
afterAll(() => fx.store.close());

interface Bar { ticker: string; date: string; open: number; high: number; low: number; close: number; adjusted_close: number; volume: number }

const bars = (ticker: string): Promise<Bar[]> =>
  fx.store.all<Bar>('SELECT ticker, date, open, high, low, close, adjusted_close, volume FROM prices WHERE ticker = ? ORDER BY date', [ticker]);

const dump = async (store: Store) => ({
  listings: await store.all('SELECT * FROM listings ORDER BY ticker'),
  prices: await store.all('SELECT * FROM prices ORDER BY ticker, date'),
  dividends: await store.all('SELECT * FROM dividends ORDER BY ticker, ex_date'),
  splits: await store.all('SELECT * FROM splits ORDER BY ticker, effective_date'),
});

const splitOf = (ticker: string) =>
  fx.store.one<{ effective_date: string; numerator: number; denominator: number; restated: boolean }>(
    'SELECT effective_date, numerator, denominator, restated FROM splits WHERE ticker = ?', [ticker],
  );

describe('seeded randomness', () => {
  it('gives the same stream for the same seed text and a different one for another', () => {
    const draw = (seed: string) => { const r = new Random(seed); return [r.uniform(), r.normal(), r.int(1, 6)]; };
    expect(draw('AAPL|2026-11-20')).toEqual(draw('AAPL|2026-11-20'));
    expect(draw('AAPL|2026-11-20')).not.toEqual(draw('AAPL|2026-11-21'));
    expect(hashSeed('a')).not.toBe(hashSeed('b'));
  });
});

describe('sample generator', () => {
  it('is deterministic: the same as-of date yields identical rows in every capture table', async () => {
    const again = await generatedSampleStore(AS_OF, NOW);
    try {
      expect(await dump(again.store)).toEqual(await dump(fx.store));
    } finally {
      again.store.close();
    }
  });

  it('yields different series for a different as-of date', async () => {
    const other = await sampleStore('2026-10-15', NOW);
    try {
      const closesThere = await other.store.all<{ close: number }>("SELECT close FROM prices WHERE ticker = 'MSFT' AND date = '2025-06-02'");
      const closesHere = await fx.store.all<{ close: number }>("SELECT close FROM prices WHERE ticker = 'MSFT' AND date = '2025-06-02'");
      expect(closesThere).toHaveLength(1);
      expect(closesThere[0]!.close).not.toBe(closesHere[0]!.close);
    } finally {
      other.store.close();
    }
  });

  it('records that the store holds synthetic data as of its date', async () => {
    expect(await sampleAsOf(fx.store)).toBe(AS_OF);
  });

  it('marks every row with the sample source, no source file and the capture time of the clock', async () => {
    for (const table of ['listings', 'prices', 'dividends', 'splits']) {
      const rows = await fx.store.all<{ source: string; source_file: string | null; captured_at: string; n: number }>(
        `SELECT source, source_file, captured_at, count(*) AS n FROM ${table} GROUP BY ALL`,
      );
      expect(rows, table).toEqual([{ source: 'sample', source_file: null, captured_at: '2026-11-21T15:00:00.000Z', n: expect.any(Number) }]);
    }
  });

  it('loads about thirty named listings in USD, each with a name and an issuer, and the breadth listings', async () => {
    // The options part adds one inactive (delisted) listing on purpose; the plans are the active ones.
    const listings = await fx.store.all<{ ticker: string; name: string; issuer: string; currency: string; kind: string }>('SELECT * FROM listings WHERE active');
    expect(listings.length).toBe(CATALOGUE.length + BREADTH_COUNT);
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(28);
    for (const l of listings) {
      expect(l.name.length).toBeGreaterThan(3);
      expect(l.issuer.length).toBeGreaterThan(3);
      if (l.ticker !== 'XLON:VOD') expect(l.currency).toBe('USD');
    }
  });

  it('has hundreds of breadth listings, SX001 on, each a US stock named as a sample company, smaller than every named one', async () => {
    const breadth = await fx.store.all<{ ticker: string; name: string; kind: string; mic: string | null; sessions: number; first: string }>(
      `SELECT l.ticker, l.name, l.kind, l.mic, count(p.date) AS sessions, CAST(min(p.date) AS VARCHAR) AS first
       FROM listings l JOIN prices p USING (ticker) WHERE l.ticker LIKE 'SX%' GROUP BY ALL ORDER BY l.ticker`,
    );
    expect(breadth).toHaveLength(BREADTH_COUNT);
    expect(BREADTH_COUNT).toBeGreaterThanOrEqual(200);
    expect(breadth[0]).toMatchObject({ ticker: 'SX001', name: 'Sample Company 001, Inc.', kind: 'Stock', mic: null });
    // A year and a half of sessions: a 52-week range and a year of short interest.
    for (const b of breadth) expect(b.sessions, b.ticker).toBe(380);
    // Shares outstanding from their company facts, linked by CIK; market caps below the named companies'.
    const caps = await fx.store.all<{ ticker: string; cap: number }>(
      `SELECT t.ticker, f.value * (SELECT p.close FROM prices p WHERE p.ticker = t.ticker ORDER BY p.date DESC LIMIT 1) AS cap
       FROM sec_tickers t JOIN company_facts f ON f.cik = t.cik AND f.concept = 'EntityCommonStockSharesOutstanding'`,
    );
    const breadthCaps = caps.filter((c) => c.ticker.startsWith('SX'));
    const namedCaps = caps.filter((c) => !c.ticker.startsWith('SX') && c.cap !== null).map((c) => c.cap);
    expect(breadthCaps).toHaveLength(BREADTH_COUNT);
    expect(namedCaps.length).toBeGreaterThan(15);
    for (const { ticker, cap } of breadthCaps) expect(cap, ticker).toBeLessThan(Math.min(...namedCaps));
    // Their CIKs lie above every CIK SEC has assigned, so no real company's file ever meets them.
    for (const b of BREADTH) expect(b.cik).toBeGreaterThan(9_000_000);
  });

  it('stores about three years of bars on NYSE trading days, ending on the last trading day on or before as-of', async () => {
    const rows = await bars('MSFT');
    expect(rows.length).toBeGreaterThan(740);
    expect(rows.at(-1)!.date).toBe(AS_OF);
    expect(rows[0]!.date <= addDays(AS_OF, -3 * 365 + 5)).toBe(true);
    expect(rows.every((b) => isTradingDay(b.date))).toBe(true);
  });

  it('ends on the previous trading day when as-of falls on a weekend', async () => {
    const weekend = await sampleStore('2026-11-22', NOW);
    try {
      const newest = await weekend.store.one<{ d: string }>("SELECT max(date) AS d FROM prices WHERE ticker = 'AAPL'");
      expect(newest?.d).toBe('2026-11-20');
    } finally {
      weekend.store.close();
    }
  });

  it('keeps every bar consistent: low ≤ open, close ≤ high, volume a positive integer outside the carry-forward candles', async () => {
    const bad = await fx.store.all(`
      SELECT ticker, date FROM prices
      WHERE NOT (low <= open AND low <= close AND open <= high AND close <= high AND low > 0)
         OR (volume <= 0 AND ticker <> 'KO') OR volume < 0`);
    expect(bad).toEqual([]);
    const dup = await fx.store.all('SELECT ticker, date FROM prices GROUP BY ticker, date HAVING count(*) > 1');
    expect(dup).toEqual([]);
  });

  it('sets realistic price levels on the newest bar', async () => {
    const last = new Map((await fx.store.all<{ ticker: string; close: number }>(
      'SELECT ticker, arg_max(close, date) AS close FROM prices GROUP BY ticker',
    )).map((r) => [r.ticker, r.close]));
    expect(last.get('AAPL')).toBe(230);
    expect(last.get('MSFT')).toBe(420);
    expect(last.get('BRK-A')).toBe(700_000);
    expect(last.get('BRK-B')).toBe(470);
  });

  it('adjusts adjusted_close backwards for cash dividends: the step across an ex-date is 1 − amount / prior close', async () => {
    const aapl = await bars('AAPL');
    expect(aapl.at(-1)!.adjusted_close).toBe(aapl.at(-1)!.close);
    const dividends = await fx.store.all<{ ex_date: string; amount: number }>(
      "SELECT ex_date, amount FROM dividends WHERE ticker = 'AAPL' AND ex_date <= ? ORDER BY ex_date", [AS_OF],
    );
    expect(dividends.length).toBeGreaterThan(8);
    for (const d of dividends.slice(-4)) {
      const j = aapl.findIndex((b) => b.date >= d.ex_date);
      const before = aapl[j - 1]!;
      const at = aapl[j]!;
      const factorBefore = before.adjusted_close / before.close;
      const factorAt = at.adjusted_close / at.close;
      expect(factorBefore / factorAt).toBeCloseTo(1 - d.amount / before.close, 5);
    }
    expect(aapl[0]!.adjusted_close).toBeLessThan(aapl[0]!.close);
  });

  it('pays quarterly dividends in USD, only for payers', async () => {
    const perTicker = await fx.store.all<{ ticker: string; n: number; currency: string }>(
      "SELECT ticker, count(*) AS n, any_value(currency) AS currency FROM dividends WHERE ex_date BETWEEN '2025-11-21' AND ? GROUP BY ticker", [AS_OF],
    );
    const msft = perTicker.find((r) => r.ticker === 'MSFT');
    expect(msft).toMatchObject({ n: 4, currency: 'USD' });
    expect(perTicker.find((r) => r.ticker === 'AMZN')).toBeUndefined();
  });
});

describe('deliberate cases of the sample set', () => {
  it('1. keeps two share classes of one issuer as independent series: BRK-A/BRK-B and GOOGL/GOOG', async () => {
    const issuers = await fx.store.all<{ ticker: string; issuer: string }>(
      "SELECT ticker, issuer FROM listings WHERE ticker IN ('BRK-A', 'BRK-B', 'GOOGL', 'GOOG') ORDER BY ticker",
    );
    expect(new Set(issuers.filter((r) => r.ticker.startsWith('BRK')).map((r) => r.issuer)).size).toBe(1);
    expect(new Set(issuers.filter((r) => r.ticker.startsWith('GOOG')).map((r) => r.issuer)).size).toBe(1);
    const [googl, goog, brka, brkb] = await Promise.all(['GOOGL', 'GOOG', 'BRK-A', 'BRK-B'].map(bars));
    expect(brka!.at(-1)!.close).toBeGreaterThan(500_000);
    expect(brkb!.at(-1)!.close).toBeLessThan(1_000);
    expect(googl!.length).toBe(goog!.length);
    // Own series: a coincidental equal close on some day is possible, a copied or proportional series is not.
    const sameClose = googl!.filter((b, i) => b.close === goog![i]!.close).length;
    const sameVolume = googl!.filter((b, i) => b.volume === goog![i]!.volume).length;
    expect(sameClose).toBeLessThan(googl!.length * 0.02);
    expect(sameVolume).toBe(0);
    const ratios = googl!.map((b, i) => b.close / goog![i]!.close);
    expect(Math.max(...ratios) - Math.min(...ratios)).toBeGreaterThan(0.01);
    // Close but different: the classes track each other within a few percent at the end.
    expect(Math.abs(googl!.at(-1)!.close / goog!.at(-1)!.close - 1)).toBeLessThan(0.05);
  });

  it('2. restates a 4:1 NVDA split generated on the old basis, inside the last 365 days', async () => {
    const split = await splitOf('NVDA');
    expect(split).toMatchObject({ numerator: 4, denominator: 1, restated: true });
    expect(split!.effective_date > addDays(AS_OF, -365)).toBe(true);
    const nvda = await bars('NVDA');
    const j = nvda.findIndex((b) => b.date >= split!.effective_date);
    // Restated: no fourfold drop across the effective date.
    expect(nvda[j - 1]!.close / nvda[j]!.open).toBeGreaterThan(0.75);
    expect(nvda[j - 1]!.close / nvda[j]!.open).toBeLessThan(1.25);
    expect((await splitOf('TSLA'))).toMatchObject({ numerator: 3, denominator: 1, restated: true });
  });

  it('3. leaves a 3:2 split inside the window pending', async () => {
    const split = await splitOf('WMT');
    expect(split).toMatchObject({ numerator: 3, denominator: 2, restated: false });
    expect(split!.effective_date > addDays(AS_OF, -365) && split!.effective_date <= AS_OF).toBe(true);
  });

  it('4. announces a split with a future effective date', async () => {
    const split = await splitOf('COST');
    expect(split!.effective_date > AS_OF).toBe(true);
    expect(split!.effective_date <= addDays(AS_OF, 25)).toBe(true);
    expect(split!.restated).toBe(false);
  });

  it('5. stores zero-volume carry-forward candles (OHLC = previous close), including as the newest bar', async () => {
    const ko = await bars('KO');
    const zero = ko.map((b, i) => ({ b, i })).filter(({ b }) => b.volume === 0);
    expect(zero.length).toBeGreaterThan(1);
    expect(ko.at(-1)!.volume).toBe(0);
    for (const { b, i } of zero) {
      const prev = ko[i - 1]!;
      expect([b.open, b.high, b.low, b.close]).toEqual([prev.close, prev.close, prev.close, prev.close]);
    }
  });

  it('6. has a listing with under a year of history', async () => {
    const crcl = await bars('CRCL');
    expect(crcl.length).toBe(150);
    expect(crcl[0]!.date > addDays(AS_OF, -365)).toBe(true);
  });

  it("7. has a listing whose stored series skips the session before its newest bar", async () => {
    const xom = await bars('XOM');
    const newest = xom.at(-1)!.date;
    expect(xom.some((b) => b.date === previousTradingDay(newest))).toBe(false);
    expect(xom.at(-2)!.date).toBe(previousTradingDay(previousTradingDay(newest)));
  });

  it('8. lists SPY and QQQ as ETFs', async () => {
    const etfs = await fx.store.all<{ ticker: string }>("SELECT ticker FROM listings WHERE kind = 'ETF' ORDER BY ticker");
    expect(etfs.map((r) => r.ticker)).toEqual(['QQQ', 'SPY']);
    expect((await bars('SPY')).length).toBeGreaterThan(740);
  });

  it('9. has a non-US listing XLON:VOD quoted in GBP, with weekday sessions and GBP dividends', async () => {
    const listing = await fx.store.one<{ mic: string; symbol: string; currency: string }>("SELECT mic, symbol, currency FROM listings WHERE ticker = 'XLON:VOD'");
    expect(listing).toEqual({ mic: 'XLON', symbol: 'VOD', currency: 'GBP' });
    const vod = await bars('XLON:VOD');
    expect(vod.every((b) => !isWeekend(b.date))).toBe(true);
    // Good Friday is a NYSE holiday but a weekday session here.
    expect(vod.some((b) => b.date === '2026-04-03')).toBe(true);
    expect(vod.at(-1)!.close).toBeGreaterThan(0.3);
    expect(vod.at(-1)!.close).toBeLessThan(1.5);
    const currencies = await fx.store.all<{ currency: string }>("SELECT DISTINCT currency FROM dividends WHERE ticker = 'XLON:VOD'");
    expect(currencies).toEqual([{ currency: 'GBP' }]);
  });

  it('10. declares a future ex-dividend for AAPL', async () => {
    const future = await fx.store.all<{ ex_date: string }>("SELECT ex_date FROM dividends WHERE ticker = 'AAPL' AND ex_date > ?", [AS_OF]);
    expect(future).toEqual([{ ex_date: '2026-11-30' }]);
  });

  it('11. has a known listing with no readings, whose sibling class has a full series', async () => {
    expect(await fx.store.one("SELECT ticker FROM listings WHERE ticker = 'BF-A'")).toBeDefined();
    expect(await bars('BF-A')).toEqual([]);
    expect((await bars('BF-B')).length).toBeGreaterThan(740);
  });
});
