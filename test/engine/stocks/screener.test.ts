/**
 * `GET /v1/screener/stocks` over the sample (as of 2026-11-20, today 2026-11-21: prices of 2026-11-20, the
 * 2026-10-30 short-interest settlement, the 2026-09-30 13F quarter), with stocks written by hand: INST,
 * held by 13F filers through a mapped CUSIP; BARE, with one bar and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../src/core/clock';
import type { SqueezeScores } from '../../../src/engine/short/squeeze-schemas';
import type { Profile, Screener, ScreenerRow } from '../../../src/engine/stocks/schemas';
import { call, callError } from '../../support/invoke';
import { sampleStore, type SampleFixture } from '../../support/store';
import { sessionsThrough, writeStocks } from '../short/short-captures';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
  await writeStocks(fx.store, [
    { ticker: 'INST', shares: 10_000_000, bars: sessionsThrough('2026-11-20', 25).map((date, i) => ({ date, close: 20, volume: i < 5 ? 999 : 1_000 })) },
    { ticker: 'BARE', bars: [{ date: '2026-11-20', close: 5, volume: 100 }] },
  ]);
  await fx.store.write(async (tx) => {
    const provenance = "'test', NULL, TIMESTAMP '2026-11-21'";
    await tx.run(`INSERT INTO cusip_listings VALUES ('99999X101', 'INST', 'INST TEST CO', ${provenance})`);
    await tx.run(`INSERT INTO thirteenf_positions VALUES
      ('0009999991', DATE '2026-09-30', '99999X101', 'Shares', 'INST TEST CO', 2000000, 40000000, ${provenance}),
      ('0009999992', DATE '2026-09-30', '99999X101', 'Shares', 'INST TEST CO', 500000, 10000000, ${provenance}),
      ('0009999992', DATE '2026-09-30', '99999X101', 'Call', 'INST TEST CO', 900000, 1000000, ${provenance}),
      ('0009999991', DATE '2026-06-30', '99999X101', 'Shares', 'INST TEST CO', 7000000, 140000000, ${provenance})`);
  }, { ingest: true });
});
afterAll(() => fx.store.close());

const screen = (query: Record<string, string> = {}, ctx = fx.ctx) => call<Screener>(ctx, 'stocks.screener', {}, query);
async function everyRow(query: Record<string, string> = {}): Promise<ScreenerRow[]> {
  const first = await screen({ ...query, limit: '500' });
  expect(first.totalPages).toBe(1);
  return first.data;
}
const rowOf = async (ticker: string): Promise<ScreenerRow> => (await everyRow()).find((r) => r.ticker === ticker)!;

describe('stock screener', () => {
  it('answers a page: totalCount, count, page, totalPages, vintages and data; 50 rows by default, largest market cap first', async () => {
    const s = await screen();
    expect(s).toMatchObject({ page: 1, count: 50, totalPages: Math.ceil(s.totalCount / 50) });
    expect(s.vintages).toEqual({ priceDate: '2026-11-20', shortInterestSettlementDate: '2026-10-30', thirteenFQuarterEnd: '2026-09-30' });
    const caps = s.data.map((r) => r.marketCap).filter((c): c is number => c !== null);
    expect(caps).toEqual([...caps].sort((a, b) => b - a));
  });

  it('screens every active US stock listing, never an ETF or a listing outside the US', async () => {
    const tickers = (await everyRow()).map((r) => r.ticker);
    const stocks = await fx.store.all<{ ticker: string }>("SELECT ticker FROM listings WHERE kind = 'Stock' AND mic IS NULL AND active ORDER BY ticker");
    expect([...tickers].sort()).toEqual(stocks.map((s) => s.ticker));
    expect(tickers).not.toContain('SPY');
    expect(tickers).not.toContain('XLON:VOD');
  });

  it("marketCap and shortInterestPercent use the profile's share count and the squeeze scores' short interest (× 100)", async () => {
    const row = await rowOf('AAPL');
    const profile = await call<Profile>(fx.ctx, 'stocks.profile', {}, { ticker: 'AAPL' });
    expect(row.marketCap).toBe(profile.marketCap);
    const squeeze = await call<SqueezeScores & { data: { shortInterestPercentOfShares: number | null }[] }>(fx.ctx, 'short.squeeze', {}, { ticker: 'AAPL' });
    expect(row.shortInterestPercent).toBeCloseTo(squeeze.data[0]!.shortInterestPercentOfShares! * 100, 3);
  });

  it("volume is the average over the 20 sessions ending on the price date; price the newest settled close", async () => {
    expect(await rowOf('INST')).toMatchObject({ price: 20, volume: 1_000 });
  });

  it("dividendYieldPercent is the trailing 365 days' dividends over the price; 0 when none is stored", async () => {
    const paid = await fx.store.one<{ amount: number }>("SELECT sum(amount) AS amount FROM dividends WHERE ticker = 'KO' AND ex_date > DATE '2025-11-20' AND ex_date <= DATE '2026-11-20'");
    const ko = await rowOf('KO');
    expect(ko.dividendYieldPercent).toBeCloseTo((paid!.amount / ko.price!) * 100, 3);
    expect((await rowOf('INST')).dividendYieldPercent).toBe(0);
  });

  it('revenueGrowthPercent is year over year from company facts; grossMarginPercent gross profit over revenue', async () => {
    expect(await rowOf('NVDA')).toMatchObject({ revenueGrowthPercent: 114.2857, grossMarginPercent: 75 });
  });

  it("institutionalOwnershipPercent is 13F Shares positions of the closed quarter over the share count; null without a CUSIP map", async () => {
    expect((await rowOf('INST')).institutionalOwnershipPercent).toBe(25);
    expect((await rowOf('BARE')).institutionalOwnershipPercent).toBeNull();
  });

  it('a quarter whose 13F filing window is still open is not read: the quarter before is', async () => {
    const early = { ...fx.ctx, clock: fixedClock('2026-11-10T15:00:00Z') };
    const s = await screen({ limit: '500' }, early);
    expect(s.vintages.thirteenFQuarterEnd).toBe('2026-06-30');
    expect(s.data.find((r) => r.ticker === 'INST')!.institutionalOwnershipPercent).toBe(70);
  });

  it('a filter on a field leaves out listings where it is null; bounds are inclusive', async () => {
    const margins = await everyRow({ minGrossMarginPercent: '0' });
    expect(margins.map((r) => r.ticker).sort()).toEqual(['AAPL', 'AMZN', 'AVGO', 'META', 'MSFT', 'NVDA', 'PG', 'WMT']);
    const band = await everyRow({ minGrossMarginPercent: '49', maxGrossMarginPercent: '69' });
    expect(band.map((r) => r.grossMarginPercent).sort()).toEqual([49, 51, 63, 69]);
    expect((await everyRow({ minPrice: '20', maxPrice: '20' })).map((r) => r.ticker)).toContain('INST');
  });

  it('a negative bound reads as a number; the sector matches without case', async () => {
    expect((await everyRow({ minRevenueGrowthPercent: '-100' })).every((r) => r.revenueGrowthPercent !== null)).toBe(true);
    const financials = await everyRow({ sector: 'financials' });
    expect(financials.length).toBeGreaterThan(0);
    expect(financials.every((r) => r.sector === 'Financials')).toBe(true);
  });

  it('sort and order: nulls last either way, ties by ticker', async () => {
    const asc = await everyRow({ sort: 'grossMarginPercent', order: 'asc' });
    expect(asc.slice(0, 8).map((r) => r.grossMarginPercent)).toEqual([24, 46, 49, 51, 63, 69, 75, 82]);
    expect(asc.at(-1)!.grossMarginPercent).toBeNull();
    const desc = await everyRow({ sort: 'grossMarginPercent' });
    expect(desc[0]!.grossMarginPercent).toBe(82);
    const nulls = desc.slice(8).map((r) => r.ticker);
    expect(nulls).toEqual([...nulls].sort());
  });

  it('pages are 1-based; a page past the last is empty and keeps the count', async () => {
    const one = await screen({ limit: '3' });
    const two = await screen({ limit: '3', page: '2' });
    const both = await screen({ limit: '6' });
    expect([...one.data, ...two.data].map((r) => r.ticker)).toEqual(both.data.map((r) => r.ticker));
    const past = await screen({ limit: '3', page: '1000' });
    expect(past).toMatchObject({ count: 0, data: [], totalCount: one.totalCount, totalPages: one.totalPages });
  });

  it('an unknown parameter is a 400 naming it and listing the supported filters', async () => {
    const e = await callError(fx.ctx, 'stocks.screener', {}, { minPE: '5' });
    expect(e.status).toBe(400);
    expect(e.message).toContain("Unknown query parameter 'minPE'");
    for (const name of ['minMarketCap', 'maxInstitutionalOwnershipPercent', 'sector', 'sort', 'order', 'page', 'limit']) expect(e.message).toContain(name);
  });

  it('a min above its max, a bad number, sort, page or limit is a 400 naming the parameter', async () => {
    expect((await callError(fx.ctx, 'stocks.screener', {}, { minPrice: '10', maxPrice: '5' })).message).toBe("Invalid parameter 'minPrice': must not be above maxPrice (5).");
    expect((await callError(fx.ctx, 'stocks.screener', {}, { minMarketCap: '1e9' })).message).toContain("'minMarketCap'");
    expect((await callError(fx.ctx, 'stocks.screener', {}, { sort: 'pe' })).message).toContain("'sort'");
    expect((await callError(fx.ctx, 'stocks.screener', {}, { page: '0' })).message).toContain("'page'");
    expect((await callError(fx.ctx, 'stocks.screener', {}, { limit: '501' })).message).toBe("Invalid parameter 'limit': must be at most 500.");
  });
});
