/**
 * `GET /v1/stocks/profile?ticker=` over the sample (as of 2026-11-20, today 2026-11-21), with two stocks
 * written by hand: SPLT, whose share count predates a 2-for-1 split, and TWOC, a listing with a bar and
 * nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../../src/engine/stocks/schemas';
import { micOf } from '../../../src/engine/stocks/exchanges';
import { call, callError } from '../../support/invoke';
import { sampleStore, type SampleFixture } from '../../support/store';
import { writeStocks } from '../short/short-captures';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
  await writeStocks(fx.store, [
    { ticker: 'SPLT', shares: 1_000_000, bars: [{ date: '2026-11-19', close: 10, volume: 100 }, { date: '2026-11-20', close: 11, volume: 100 }] },
    { ticker: 'TWOC', bars: [{ date: '2026-11-20', close: 5, volume: 100 }] },
  ]);
  // The issuer record is dated 2026-11-20 (short-captures.ts); a split after it doubles the count.
  await fx.store.write((tx) => tx.run("INSERT INTO splits VALUES ('SPLT', DATE '2026-11-20', 2, 1, TRUE, NULL, 'test', NULL, TIMESTAMP '2026-11-21')"), { ingest: true });
  await fx.store.write((tx) => tx.run("UPDATE insider_issuers SET shares_as_of = DATE '2026-11-18' WHERE ticker = 'SPLT'"), { ingest: true });
});
afterAll(() => fx.store.close());

const profile = (ticker: string) => call<Profile>(fx.ctx, 'stocks.profile', {}, { ticker });
const closeOf = async (ticker: string, date: string) =>
  (await fx.store.one<{ close: number }>('SELECT close FROM prices WHERE ticker = ? AND date = CAST(? AS DATE)', [ticker, date]))!.close;

describe('stock profile', () => {
  it("identity: the listing's name and kind, its exchange as a MIC from SEC's ticker file, the fund's sector, SEC's CIK", async () => {
    const p = await profile('AAPL');
    expect(p).toMatchObject({ ticker: 'AAPL', name: 'Apple Inc.', kind: 'Stock', exchange: 'XNAS', currency: 'USD', sector: 'Information Technology', cik: 320193 });
    // The sample's classification of Apple (fds ingest sec-submissions brings a real one).
    expect(p.industry).toBe('Electronic Computers');
  });

  it('marketCap is sharesOutstanding × the newest settled close, dated marketCapDate', async () => {
    const p = await profile('MSFT');
    expect(p.sharesOutstanding).toBeGreaterThan(0);
    expect(p.marketCapDate).toBe('2026-11-20');
    expect(p.marketCap).toBeCloseTo(p.sharesOutstanding! * (await closeOf('MSFT', '2026-11-20')), 2);
  });

  it('listingDate is the first stored bar', async () => {
    const first = await fx.store.one<{ d: string }>("SELECT CAST(min(date) AS VARCHAR) AS d FROM prices WHERE ticker = 'SX001' AND volume > 0");
    expect((await profile('SX001')).listingDate).toBe(first!.d);
  });

  it("a company with two US share classes has no per-class SEC count: sharesOutstanding and marketCap are null", async () => {
    const p = await profile('GOOG');
    expect(p.cik).toBe(1652044);
    expect(p).toMatchObject({ sharesOutstanding: null, sharesOutstandingDate: null, marketCap: null });
  });

  it("the share count is restated onto today's split basis", async () => {
    const p = await profile('SPLT');
    expect(p).toMatchObject({ sharesOutstanding: 2_000_000, sharesOutstandingDate: '2026-11-18', marketCap: 22_000_000, marketCapDate: '2026-11-20' });
  });

  it('a non-US listing: its own MIC, its currency, the verified European ISIN', async () => {
    const p = await profile('XLON:VOD');
    expect(p).toMatchObject({ ticker: 'XLON:VOD', exchange: 'XLON', currency: 'GBP', isin: 'GB00BH4HKS39', sharesOutstanding: null, marketCap: null });
  });

  it('an ETF is kind ETF; the dot form of a class share is the same listing', async () => {
    expect((await profile('SPY')).kind).toBe('ETF');
    expect((await profile('BRK.B')).ticker).toBe('BRK-B');
  });

  it('a field without a source is null, never a guess', async () => {
    expect(await profile('TWOC')).toMatchObject({ exchange: null, sector: null, cik: null, isin: null, sharesOutstanding: null, marketCap: null, listingDate: '2026-11-20' });
  });

  it('unknown ticker: 404 in the envelope; missing ticker: 400 naming it', async () => {
    const unknown = await callError(fx.ctx, 'stocks.profile', {}, { ticker: 'ZZZZ' });
    expect([unknown.status, unknown.code]).toEqual([404, 'not_found']);
    const missing = await callError(fx.ctx, 'stocks.profile', {}, {});
    expect([missing.status, missing.message]).toEqual([400, "Invalid parameter 'ticker': is required."]);
  });

  it('exchange names as SEC and the funds write them map to MICs; an unknown name stays as written', () => {
    expect(['Nasdaq', 'NASDAQ', 'NYSE', 'New York Stock Exchange Inc.', 'Nyse Mkt Llc', 'NYSE Arca', 'CBOE'].map(micOf)).toEqual(['XNAS', 'XNAS', 'XNYS', 'XNYS', 'XASE', 'ARCX', 'BATS']);
    expect([micOf('OTC'), micOf('-'), micOf(null)]).toEqual(['OTC', null, null]);
  });
});
