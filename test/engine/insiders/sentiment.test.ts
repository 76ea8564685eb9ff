/** `GET /v1/insider-sentiment-scores` over the sample (as of 2026-11-20, today 2026-11-21): every rule of the ranking. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sentiment } from '../../../src/engine/insiders/schemas';
import { call, callError } from '../../support/invoke';
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

describe('insider sentiment: which trades count', () => {
  it('only open-market trades of officers and directors in the trailing window; rank covers the full universe', () => {
    expect(full.windowDays).toBe(90);
    expect(full.data.map((r) => r.ticker).sort()).toEqual(['AAPL', 'CRCL', 'DIS', 'HD', 'JPM', 'KO', 'MSFT', 'NVDA', 'PG', 'XOM']);
    expect(full.totalScored).toBe(10);
    expect(full.data.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('trades flagged as pre-planned (Rule 10b5-1) are excluded', () => {
    // AAPL: the 50,000-share planned sale is left out; the discretionary 10,000-share sale counts.
    expect(row('AAPL')).toMatchObject({ distinctSellers: 1, netBuyValue: -2_281_000 });
  });

  it('a holder that is only a 10% owner is excluded', () => {
    expect(row('PG')).toMatchObject({ distinctBuyers: 1, netBuyValue: 324_400 });
  });

  it('preferred (and debt, warrant, right) rows are left out unless the listing is of that class; derivative-table trades too', () => {
    expect(row('HD')).toMatchObject({ distinctBuyers: 1, netBuyValue: 385_600 });
    expect(row('DIS')).toMatchObject({ distinctBuyers: 0, distinctSellers: 1 });
  });

  it('one trade reported by related owners through an indirect holding counts once', () => {
    expect(row('XOM')).toMatchObject({ distinctBuyers: 1, netBuyValue: 20_000 * 110.2 + 1_000 * 111.4 });
  });

  it('a cluster buy is three or more distinct insiders buying in the window', () => {
    expect(row('JPM')).toMatchObject({ distinctBuyers: 4, isClusterBuy: true });
    expect(full.data.filter((r) => r.isClusterBuy).map((r) => r.ticker)).toEqual(['JPM']);
  });

  it('initial-ownership filings (Form 3) and trades outside the window do not count', () => {
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
