/** `GET /v1/insider-sentiment-scores` over the sample (as of 2026-11-20, today 2026-11-21): every rule of the ranking. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../src/core/clock';
import { securityClassSql } from '../../../src/engine/insiders/codes';
import type { Sentiment } from '../../../src/engine/insiders/schemas';
import { call, callError } from '../../support/invoke';
import { ingestFilings, type FilingOwner } from '../../support/ownership-filing';
import { sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
let full: Sentiment;
beforeAll(async () => {
  fx = await sampleStore();
  full = await scores({ limit: '200' });
});
afterAll(() => fx.store.close());

const scores = (query: Record<string, string> = {}) => call<Sentiment>(fx.ctx, 'insiders.sentiment', {}, query);
const row = (ticker: string) => full.data.find((r) => r.ticker === ticker)!;
/** JPM's score on another day (New York date `today`). */
const jpmOn = (today: string) => call<Sentiment>({ ...fx.ctx, clock: fixedClock(`${today}T15:00:00Z`) }, 'insiders.sentiment', {}, { ticker: 'JPM' });

describe('insider sentiment: which trades count', () => {
  it('only open-market trades of officers and directors in the trailing window; rank covers the full universe', () => {
    expect(full.windowDays).toBe(90);
    expect(full.data.map((r) => r.ticker).sort()).toEqual(['AAPL', 'CRCL', 'DIS', 'HD', 'JPM', 'KO', 'MSFT', 'NVDA', 'PG', 'XOM']);
    expect(full.totalScored).toBe(10);
    expect(full.data.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('only open-market purchases and sales count: an award and a tax payment in the window are not trades', () => {
    // AAPL's award (A, 2,000 shares) and tax payment (F, 500 shares at 231.05) fall inside the window.
    expect(row('AAPL')).toMatchObject({ distinctBuyers: 0, distinctSellers: 1, netBuyValue: -10_000 * 228.1 });
  });

  it('trades flagged as pre-planned (Rule 10b5-1) are excluded', () => {
    // AAPL: the 50,000-share planned sale is left out; the discretionary 10,000-share sale counts.
    expect(row('AAPL')).toMatchObject({ distinctSellers: 1, netBuyValue: -2_281_000 });
  });

  it('a holder that is only a 10% owner is excluded', () => {
    expect(row('PG')).toMatchObject({ distinctBuyers: 1, netBuyValue: 324_400 });
  });

  it('a preferred row is left out of a common listing; so are derivative-table trades', () => {
    expect(row('HD')).toMatchObject({ distinctBuyers: 1, netBuyValue: 385_600 });
    expect(row('DIS')).toMatchObject({ distinctBuyers: 0, distinctSellers: 1 });
  });

  it('one trade reported by related owners through an indirect holding counts once', () => {
    expect(row('XOM')).toMatchObject({ distinctBuyers: 1, netBuyValue: 20_000 * 110.2 + 1_000 * 111.4 });
  });

  it('a cluster buy is three or more distinct insiders buying in the window', async () => {
    expect(row('JPM')).toMatchObject({ distinctBuyers: 4, isClusterBuy: true });
    expect(full.data.filter((r) => r.isClusterBuy).map((r) => r.ticker)).toEqual(['JPM']);
    // JPM's buyers traded 5, 8, 12 and 20 days before the as-of date: earlier todays see fewer of them.
    expect((await jpmOn('2026-11-14')).data[0]).toMatchObject({ distinctBuyers: 3, isClusterBuy: true });
    expect((await jpmOn('2026-11-11')).data[0]).toMatchObject({ distinctBuyers: 2, isClusterBuy: false });
  });

  it('the trailing window is the 90 days ending today: 89 days back counts, 90 days back does not', async () => {
    // O'Neil's JPM purchase is dated 2026-10-31.
    expect((await jpmOn('2027-01-28')).data[0]!.distinctBuyers).toBe(4);
    expect((await jpmOn('2027-01-29')).data[0]!.distinctBuyers).toBe(3);
  });

  it('initial statements that hold without trading score nothing; trades outside the window do not count', () => {
    expect(full.data.some((r) => r.ticker === 'PEP')).toBe(false);
    // NVDA's purchase 300 days ago is outside; only the recent sale counts.
    expect(row('NVDA')).toMatchObject({ distinctBuyers: 0, distinctSellers: 1 });
  });
});

describe('insider sentiment: scores and percentiles', () => {
  it('netSharesBoughtPercentOfShares is a fraction of shares outstanding', () => {
    expect(row('JPM').netSharesBoughtPercentOfShares).toBeCloseTo(18_500 / 2_800_000_000, 15);
  });

  it('a factor with no data drops out of the mean instead of scoring zero', () => {
    const crcl = row('CRCL');
    expect(crcl.netSharesBoughtPercentOfShares).toBeNull();
    expect(crcl.netSharesBoughtPercentile).toBeNull();
    expect(crcl.marketCapUsd).toBeNull();
    expect(crcl.score).toBeCloseTo((crcl.netDistinctBuyersPercentile! + crcl.netBuyValuePercentile!) / 2, 1);
  });

  it('scores run 0 to 100, ranked by score', () => {
    const ranked = full.data.map((r) => r.score);
    expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
    expect(full.data.every((r) => r.score >= 0 && r.score <= 100)).toBe(true);
    expect(full.data[0]).toMatchObject({ ticker: 'JPM', score: 100 });
  });
});

describe('insider sentiment: the leaderboard', () => {
  it('rank is stamped before liquidity floors and never renumbered; meta.total counts after filters, totalScored the universe', async () => {
    const floored = await scores({ minMarketCap: '300000000000' });
    expect(floored.totalScored).toBe(10);
    expect(floored.meta.total).toBe(floored.data.length);
    for (const r of floored.data) expect(r.rank).toBe(row(r.ticker).rank);
    expect(floored.data.every((r) => r.marketCapUsd !== null && r.marketCapUsd >= 300_000_000_000)).toBe(true);
  });

  it('once a floor is set, rows with unknown values are excluded', async () => {
    expect((await scores({ minMarketCap: '1' })).data.some((r) => r.ticker === 'CRCL')).toBe(false);
    expect((await scores({})).data.some((r) => r.ticker === 'CRCL')).toBe(true);
  });

  it('clusterBuysOnly keeps cluster buys only', async () => {
    const clusters = await scores({ clusterBuysOnly: 'true' });
    expect(clusters.data.map((r) => [r.ticker, r.rank])).toEqual([['JPM', 1]]);
    expect(clusters.meta).toEqual({ limit: 25, offset: 0, count: 1, hasMore: false, total: 1 });
  });

  it('bottom walks from the distribution end, heaviest net selling first, ranks preserved', async () => {
    const bottom = await scores({ bottom: 'true', limit: '3' });
    expect(bottom.data.map((r) => r.rank)).toEqual([10, 9, 8]);
    expect(bottom.data.map((r) => r.ticker)).toEqual(full.data.slice(-3).reverse().map((r) => r.ticker));
  });

  it('pages with limit and offset; a page past the end still counts', async () => {
    const page = await scores({ limit: '3', offset: '3' });
    expect(page.data).toEqual(full.data.slice(3, 6));
    expect(page.meta).toEqual({ limit: 3, offset: 3, count: 3, hasMore: true, total: 10 });
    const past = await scores({ offset: '50' });
    expect(past).toMatchObject({ totalScored: 10, data: [], meta: { count: 0, hasMore: false, total: 10 } });
  });

  it('ticker returns one stock with its rank; other filters do not apply; outside the universe is 404', async () => {
    const one = await scores({ ticker: 'KO', minMarketCap: '999999999999999', clusterBuysOnly: 'true' });
    expect(one.data).toEqual([row('KO')]);
    expect(one.totalScored).toBe(10);
    const missing = await callError(fx.ctx, 'insiders.sentiment', {}, { ticker: 'PEP' });
    expect({ status: missing.status, code: missing.code }).toEqual({ status: 404, code: 'not_found' });
    expect(missing.message).toContain('outside the scored universe');
  });

  it('bad input is a 400 naming the parameter', async () => {
    for (const [query, name] of [[{ limit: '201' }, 'limit'], [{ minMarketCap: '-5' }, 'minMarketCap'], [{ bottom: 'yes' }, 'bottom'], [{ ticker: '!!' }, 'ticker']] as const) {
      const error = await callError(fx.ctx, 'insiders.sentiment', {}, query);
      expect(error.status).toBe(400);
      expect(error.message).toContain(`'${name}'`);
    }
  });
});

describe('insider sentiment: the class a row is of', () => {
  it('a title names its class; words after "associated" or "attached" do not', async () => {
    const titles: [string | null, string][] = [
      ['Common Stock', 'Common'],
      ['Class A Common Stock', 'Common'],
      [null, 'Common'],
      ['Series A Preferred Stock', 'Preferred'],
      ['Depositary Shares, each representing 1/1000th of a share of Series A Preferred Stock', 'Preferred'],
      ['6.50% Senior Notes due 2030', 'Debt'],
      ['Convertible Debentures', 'Debt'],
      ['Warrants to purchase Common Stock', 'Warrant'],
      ['Subscription Rights', 'Right'],
      ['Common Stock and associated Preferred Stock Purchase Rights', 'Common'],
      ['Series B Preferred Stock with attached Warrants', 'Preferred'],
    ];
    for (const [title, expected] of titles) {
      const found = await fx.store.one<{ class: string }>(`SELECT ${securityClassSql('title')} AS class FROM (SELECT CAST(? AS VARCHAR) AS title)`, [title]);
      expect([title, found?.class]).toEqual([title, expected]);
    }
  });
});

describe('insider sentiment: filings added to the sample', () => {
  let more: SampleFixture;
  const DIRECTOR: FilingOwner = { cik: 1_950_001, name: 'Lowe Iris', director: true };
  const moreScores = (query: Record<string, string> = {}) => call<Sentiment>(more.ctx, 'insiders.sentiment', {}, query);

  beforeAll(async () => {
    more = await sampleStore();
    await ingestFilings(more, [
      // BF-A is a listed stock without prices: its share price and dollar volume are unknown.
      {
        ticker: 'BF-A', issuerCik: 14_693, owners: [DIRECTOR], signed: '2026-11-12', rows: [
          { date: '2026-11-10', code: 'P', shares: 1_000, price: 10, after: 1_000 },
          { title: 'Common Stock and associated Preferred Stock Purchase Rights', date: '2026-11-10', code: 'P', shares: 500, price: 10, after: 1_500 },
          { title: '5.75% Senior Notes due 2031', date: '2026-11-10', code: 'P', shares: 100, price: 1_000, after: 100 },
          { title: 'Warrants', date: '2026-11-10', code: 'P', shares: 2_000, price: 2, after: 2_000 },
          { title: 'Subscription Rights', date: '2026-11-10', code: 'P', shares: 3_000, price: 1, after: 3_000 },
        ],
      },
      // An initial statement (Form 3) that carries a purchase row anyway.
      {
        documentType: '3', ticker: 'SMPLD', issuerCik: 1_999_001, owners: [{ cik: 1_950_002, name: 'Park Jae', director: true }], signed: '2026-11-12',
        rows: [{ date: '2026-11-10', code: 'P', shares: 5_000, price: 20, after: 5_000 }],
      },
    ]);
    // HD's listing becomes its preferred class: the preferred rows of its filings are then the stock's own.
    await more.store.write((tx) => tx.run("UPDATE insider_issuers SET listing_class = 'Preferred' WHERE ticker = 'HD'"));
  });
  afterAll(() => more?.store.close());

  it('debt, warrant and right rows are left out of a common listing; a common title with associated rights is common', async () => {
    const { data } = await moreScores({ ticker: 'BF-A' });
    expect(data[0]).toMatchObject({ distinctBuyers: 1, netBuyValue: 1_000 * 10 + 500 * 10 });
  });

  it("preferred rows count when the stock's own listing is the preferred class", async () => {
    const { data } = await moreScores({ ticker: 'HD' });
    expect(data[0]).toMatchObject({ distinctBuyers: 1, netBuyValue: 1_000 * 385.6 + 50_000 * 25 });
  });

  it('initial-ownership filings (Form 3) do not count, whatever rows they carry', async () => {
    const error = await callError(more.ctx, 'insiders.sentiment', {}, { ticker: 'SMPLD' });
    expect({ status: error.status, code: error.code }).toEqual({ status: 404, code: 'not_found' });
  });

  it('once a price or dollar-volume floor is set, rows with unknown values are excluded; the default 0 sets none', async () => {
    const tickers = async (query: Record<string, string>) => (await moreScores({ limit: '200', ...query })).data.map((r) => r.ticker);
    const bfa = (await moreScores({ ticker: 'BF-A' })).data[0]!;
    expect([bfa.sharePriceUsd, bfa.averageDollarVolume3MonthUsd]).toEqual([null, null]);
    expect(await tickers({})).toContain('BF-A');
    expect(await tickers({ minSharePrice: '0', minDollarVolume: '0' })).toContain('BF-A');
    expect(await tickers({ minSharePrice: '1' })).not.toContain('BF-A');
    expect(await tickers({ minDollarVolume: '1' })).not.toContain('BF-A');
    // Known values above the floors stay.
    expect(await tickers({ minSharePrice: '1', minDollarVolume: '1' })).toContain('JPM');
  });
});
