import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../src/core/clock';
import type { LatestResponse, LatestRow } from '../../../src/engine/prices/schemas';
import { emptyStore, sampleStore, type SampleFixture } from '../../support/store';
import { insertBars, insertListing, insertSplit, type BarInput } from '../../support/captures';
import { call, callError } from '../../support/invoke';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore('2026-11-20', '2026-11-21T15:00:00Z');
});
afterAll(() => fx.store.close());

const latest = (tickers: string, ctx = fx.ctx) => call<LatestResponse>(ctx, 'prices.latest', {}, { tickers });
const row = async (ticker: string, ctx = fx.ctx): Promise<LatestRow> => {
  const { data } = await latest(ticker, ctx);
  expect(data).toHaveLength(1);
  return data[0]!;
};

describe('GET /v1/prices/latest on the sample set', () => {
  it('returns the newest bar with positive volume and the full row of fields', async () => {
    const aapl = await row('AAPL');
    expect(Object.keys(aapl)).toEqual([
      'ticker', 'date', 'close', 'adjustedClose', 'volume', 'previousClose', 'change', 'changePercent',
      'high52Week', 'low52Week', 'changeFrom52WeekHighPercent', 'changeFrom52WeekLowPercent',
      'range52WeekIsPartial', 'range52WeekNote', 'range52WeekStartDate',
    ]);
    expect(aapl).toMatchObject({ ticker: 'AAPL', date: '2026-11-20', close: 230, range52WeekIsPartial: false, range52WeekNote: null });
    const [newest, previous] = (await fx.store.all<{ close: number }>(
      "SELECT close FROM prices WHERE ticker = 'AAPL' ORDER BY date DESC LIMIT 2",
    ));
    expect(aapl.previousClose).toBe(previous!.close);
    expect(aapl.change).toBeCloseTo(newest!.close - previous!.close, 4);
  });

  it('skips a zero-volume carry-forward candle that is the newest stored bar', async () => {
    const ko = await row('KO');
    expect(ko.date).toBe('2026-11-19');
    expect(ko.volume).toBeGreaterThan(0);
  });

  it('computes the 52-week range from closes of positive-volume bars in the 365 days ending on the row date', async () => {
    const msft = await row('MSFT');
    const expected = await fx.store.one<{ high: number; low: number; start: string }>(
      "SELECT max(close) AS high, min(close) AS low, min(date) AS start FROM prices WHERE ticker = 'MSFT' AND volume > 0 AND date > DATE '2025-11-20' AND date <= DATE '2026-11-20'",
    );
    expect([msft.high52Week, msft.low52Week, msft.range52WeekStartDate]).toEqual([expected!.high, expected!.low, expected!.start]);
    expect(msft.changeFrom52WeekHighPercent).toBeCloseTo(((msft.close - msft.high52Week) / msft.high52Week) * 100, 4);
    expect(msft.changeFrom52WeekLowPercent).toBeCloseTo(((msft.close - msft.low52Week) / msft.low52Week) * 100, 4);
  });

  it('starts the range at a 4:1 split inside the year, partial with a note naming the split', async () => {
    const split = (await fx.store.one<{ d: string }>("SELECT effective_date AS d FROM splits WHERE ticker = 'NVDA'"))!.d;
    const nvda = await row('NVDA');
    expect(nvda.range52WeekIsPartial).toBe(true);
    expect(nvda.range52WeekStartDate).toBe(split);
    expect(nvda.range52WeekNote).toBe(`Range starts at the 4:1 split effective ${split}; earlier closes are on another basis.`);
  });

  it('starts the range at a 3:2 split inside the year too, restated or not', async () => {
    const wmt = await row('WMT');
    expect(wmt.range52WeekIsPartial).toBe(true);
    expect(wmt.range52WeekNote).toMatch(/^Range starts at the 3:2 split effective \d{4}-\d{2}-\d{2}/);
  });

  it('ignores a split older than the 365-day window (TSLA 3:1)', async () => {
    expect(await row('TSLA')).toMatchObject({ range52WeekIsPartial: false, range52WeekNote: null, range52WeekStartDate: '2025-11-21' });
  });

  it('marks a listing with under a year of history partial, starting at its first close', async () => {
    const crcl = await row('CRCL');
    const first = (await fx.store.one<{ d: string }>("SELECT min(date) AS d FROM prices WHERE ticker = 'CRCL'"))!.d;
    expect(crcl).toMatchObject({ range52WeekIsPartial: true, range52WeekStartDate: first });
    expect(crcl.range52WeekNote).toContain('under a year of history');
  });

  it('omits previousClose, change and changePercent when the stored series skips the prior session', async () => {
    const xom = await row('XOM');
    expect(xom.date).toBe('2026-11-20');
    expect('previousClose' in xom || 'change' in xom || 'changePercent' in xom).toBe(false);
    expect(JSON.stringify(xom)).not.toContain('previousClose');
  });

  it('resolves a non-US listing on its own weekday sessions', async () => {
    const vod = await row('XLON:VOD');
    expect(vod).toMatchObject({ ticker: 'XLON:VOD', date: '2026-11-20', close: 0.7 });
    expect(vod.previousClose).toBeDefined();
  });

  it('keeps the request order, accepts dot forms and answers canonical tickers', async () => {
    const { data } = await latest('brk.b,AAPL,GOOG,GOOGL,BRK-A');
    expect(data.map((r) => r.ticker)).toEqual(['BRK-B', 'AAPL', 'GOOG', 'GOOGL', 'BRK-A']);
    expect(data[2]!.close).not.toBe(data[3]!.close);
  });

  it('returns one row for a ticker requested twice in two forms', async () => {
    const { data, notFound } = await latest('BRK.B,AAPL,BRK-B');
    expect(data.map((r) => r.ticker)).toEqual(['BRK-B', 'AAPL']);
    expect(notFound).toEqual([]);
  });

  it('lists unknown, unparseable and reading-less symbols in notFound as requested, without failing the call', async () => {
    const { data, notFound } = await latest('AAPL, zzzz ,BF-A,$$$,MSFT');
    expect(data.map((r) => r.ticker)).toEqual(['AAPL', 'MSFT']);
    expect(notFound).toEqual(['zzzz', 'BF-A', '$$$']);
  });

  it('answers 200 with empty data when nothing resolves', async () => {
    expect(await latest('NOPE1,NOPE2')).toEqual({ data: [], notFound: ['NOPE1', 'NOPE2'] });
  });

  it('accepts 25 tickers and answers 400 naming tickers for 26', async () => {
    const ok = await latest(Array.from({ length: 25 }, (_, i) => `T${i}`).join(','));
    expect(ok.notFound).toHaveLength(25);
    const error = await callError(fx.ctx, 'prices.latest', {}, { tickers: Array.from({ length: 26 }, (_, i) => `T${i}`).join(',') });
    expect([error.status, error.code]).toEqual([400, 'invalid_parameter']);
    expect(error.message).toContain("'tickers'");
  });

  it('answers 400 when tickers is missing or empty', async () => {
    expect((await callError(fx.ctx, 'prices.latest', {}, {})).message).toMatch(/'tickers': is required/);
    expect((await callError(fx.ctx, 'prices.latest', {}, { tickers: ' , ' })).message).toContain("'tickers'");
  });

  it('accepts no limit or offset (it is not a paged list)', async () => {
    const error = await callError(fx.ctx, 'prices.latest', {}, { tickers: 'AAPL', limit: '5' });
    expect(error.status).toBe(400);
    expect(error.message).toContain("'limit'");
  });
});

describe('GET /v1/prices/latest, hand-computed on a small store', () => {
  let own: SampleFixture;
  const at = (date: string, close: number, extra: Partial<BarInput> = {}): BarInput => ({ date, close, ...extra });

  beforeAll(async () => {
    own = await emptyStore('2026-11-21T15:00:00Z');
    await insertListing(own.store, 'YEAR');
    // Row date 2026-11-20, so the window is (2025-11-20, 2026-11-20].
    await insertBars(own.store, 'YEAR', [
      at('2025-11-19', 500), // before the window
      at('2025-11-20', 400), // the excluded start of the window
      at('2025-11-21', 90), // oldest close compared
      at('2026-03-02', 150, { volume: 0 }), // zero volume: not compared
      at('2026-05-01', 130, { high: 175 }), // highest close (intraday high is not a close)
      at('2026-08-03', 80, { adjustedClose: 60, low: 70 }), // lowest close; adjusted close is not compared
      at('2026-11-19', 100),
      at('2026-11-20', 110, { adjustedClose: 108.5, volume: 2500 }),
    ]);

    await insertListing(own.store, 'SPLT');
    await insertBars(own.store, 'SPLT', [
      at('2025-12-01', 300), at('2026-05-29', 260), at('2026-06-01', 55), at('2026-09-01', 70), at('2026-11-19', 60), at('2026-11-20', 62),
    ]);
    await insertSplit(own.store, 'SPLT', '2025-11-01', 2, 1, true); // outside the window
    await insertSplit(own.store, 'SPLT', '2026-02-02', 2, 1, true); // inside, but not the latest
    await insertSplit(own.store, 'SPLT', '2026-06-01', 5, 1, true); // latest inside: the range starts here
    await insertSplit(own.store, 'SPLT', '2026-12-01', 3, 1, false); // announced: after the row date

    await insertListing(own.store, 'SAME');
    await insertBars(own.store, 'SAME', [at('2025-06-02', 40), at('2026-11-19', 40), at('2026-11-20', 10)]);
    await insertSplit(own.store, 'SAME', '2026-11-20', 4, 1, true);

    await insertListing(own.store, 'ONPREV');
    await insertBars(own.store, 'ONPREV', [at('2025-06-02', 40), at('2026-11-19', 10), at('2026-11-20', 11)]);
    await insertSplit(own.store, 'ONPREV', '2026-11-19', 4, 1, true);

    await insertListing(own.store, 'GAP');
    await insertBars(own.store, 'GAP', [at('2025-06-02', 10), at('2026-11-18', 11), at('2026-11-20', 12)]);

    await insertListing(own.store, 'HOLI');
    // Thanksgiving 2026-11-26 is a holiday: the session before 2026-11-27 is 2026-11-25.
    await insertBars(own.store, 'HOLI', [at('2025-06-02', 10), at('2026-11-25', 20), at('2026-11-27', 25)]);

    await insertListing(own.store, 'XLON:WEEK');
    await insertBars(own.store, 'XLON:WEEK', [at('2025-06-02', 1), at('2026-11-20', 2), at('2026-11-23', 3)]);
    await insertListing(own.store, 'XLON:SKIP');
    await insertBars(own.store, 'XLON:SKIP', [at('2025-06-02', 1), at('2026-11-19', 2), at('2026-11-23', 3)]);

    await insertListing(own.store, 'YOUNG');
    await insertBars(own.store, 'YOUNG', [at('2026-05-01', 20), at('2026-08-03', 30), at('2026-11-19', 25), at('2026-11-20', 24)]);

    await insertListing(own.store, 'EDGE');
    // First close exactly 365 days before the row date: a full year of history, so not partial.
    await insertBars(own.store, 'EDGE', [at('2025-11-20', 5), at('2025-11-21', 6), at('2026-11-19', 7), at('2026-11-20', 8)]);

    await insertListing(own.store, 'ZERO');
    await insertBars(own.store, 'ZERO', [at('2026-11-19', 5, { volume: 0 }), at('2026-11-20', 5, { volume: 0 })]);
  });
  afterAll(() => own.store.close());

  it('takes the highest and lowest close (not high/low, not adjusted) of positive-volume bars in (date − 365, date]', async () => {
    expect(await row('YEAR', own.ctx)).toEqual({
      ticker: 'YEAR',
      date: '2026-11-20',
      close: 110,
      adjustedClose: 108.5,
      volume: 2500,
      previousClose: 100,
      change: 10,
      changePercent: 10,
      high52Week: 130,
      low52Week: 80,
      changeFrom52WeekHighPercent: -15.3846,
      changeFrom52WeekLowPercent: 37.5,
      range52WeekIsPartial: false,
      range52WeekNote: null,
      range52WeekStartDate: '2025-11-21',
    });
  });

  it('starts the comparison at the latest captured split inside the window', async () => {
    expect(await row('SPLT', own.ctx)).toMatchObject({
      high52Week: 70,
      low52Week: 55,
      range52WeekIsPartial: true,
      range52WeekNote: 'Range starts at the 5:1 split effective 2026-06-01; earlier closes are on another basis.',
      range52WeekStartDate: '2026-06-01',
      previousClose: 60,
    });
  });

  it('omits previousClose, change and changePercent when a captured split separates the prior session from the latest bar', async () => {
    const same = await row('SAME', own.ctx);
    expect('previousClose' in same || 'change' in same || 'changePercent' in same).toBe(false);
    expect(same).toMatchObject({ high52Week: 10, low52Week: 10, range52WeekStartDate: '2026-11-20', range52WeekIsPartial: true });
  });

  it('keeps previousClose when the split took effect on the prior session itself: both bars are on the new basis', async () => {
    expect(await row('ONPREV', own.ctx)).toMatchObject({ previousClose: 10, change: 1, changePercent: 10, range52WeekStartDate: '2026-11-19' });
  });

  it('omits previousClose, change and changePercent when the prior session is missing from the stored series', async () => {
    const gap = await row('GAP', own.ctx);
    expect(Object.keys(gap)).not.toContain('previousClose');
    expect(Object.keys(gap)).not.toContain('change');
    expect(Object.keys(gap)).not.toContain('changePercent');
  });

  it('uses the NYSE calendar for the prior session: a holiday in between is not a gap', async () => {
    const later = { ...own.ctx, clock: fixedClock('2026-11-28T15:00:00Z') };
    expect(await row('HOLI', later)).toMatchObject({ date: '2026-11-27', previousClose: 20, change: 5, changePercent: 25 });
  });

  it('uses the previous weekday as the prior session of a non-US listing', async () => {
    const later = { ...own.ctx, clock: fixedClock('2026-11-24T12:00:00Z') };
    expect(await row('XLON:WEEK', later)).toMatchObject({ date: '2026-11-23', previousClose: 2, change: 1, changePercent: 50 });
    expect(Object.keys(await row('XLON:SKIP', later))).not.toContain('previousClose');
  });

  it('marks a listing whose history starts inside the window partial, with its first close as the start', async () => {
    expect(await row('YOUNG', own.ctx)).toMatchObject({
      high52Week: 30,
      low52Week: 20,
      range52WeekIsPartial: true,
      range52WeekNote: "Range starts at the listing's first stored close on 2026-05-01; it has under a year of history.",
      range52WeekStartDate: '2026-05-01',
    });
  });

  it('does not call a listing partial when its first close is exactly 365 days before the row date', async () => {
    expect(await row('EDGE', own.ctx)).toMatchObject({ range52WeekIsPartial: false, range52WeekNote: null, range52WeekStartDate: '2025-11-21', low52Week: 6 });
  });

  it('reports a listing with only zero-volume bars in notFound', async () => {
    expect(await latest('ZERO,YEAR', own.ctx)).toMatchObject({ notFound: ['ZERO'], data: [{ ticker: 'YEAR' }] });
  });

  it('serves only settled bars: before the close, today\'s bar is not yet the latest close', async () => {
    const midSession = { ...own.ctx, clock: fixedClock('2026-11-20T18:00:00Z') }; // 13:00 in New York
    expect(await row('YEAR', midSession)).toMatchObject({ date: '2026-11-19', close: 100 });
    const afterClose = { ...own.ctx, clock: fixedClock('2026-11-20T21:05:00Z') }; // 16:05 in New York
    expect(await row('YEAR', afterClose)).toMatchObject({ date: '2026-11-20', close: 110 });
  });
});
