/** `congress.netWorth` and `congress.marketActivity` against the sample set (spec: Congressional resources, Congress). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { congressMarketActivity, type MarketActivityParams } from '../../../src/engine/congress/market-activity';
import { congressMembers } from '../../../src/engine/congress/members';
import { congressNetWorth } from '../../../src/engine/congress/net-worth';
import { congressMarketActivityOperation } from '../../../src/operations/congress';
import { sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
const ids: Record<string, string> = {};
beforeAll(async () => {
  fx = await sampleStore();
  for (const m of (await congressMembers(fx.ctx, { query: 'sample', limit: 20 })).data) ids[m.name] = m.id;
});
afterAll(() => fx.store.close());

describe('GET /v1/congress/members/{id}/net-worth', () => {
  it('Net-worth rows newest first; a missing year has no row (no electronic filing), not a zero', async () => {
    const answer = await congressNetWorth(fx.ctx, { id: ids['Sample Jordan Lee']!, limit: 20 });
    expect(answer.data.map((r) => r.year)).toEqual([2025, 2023]);
    expect(answer.data[0]).toEqual({ year: 2025, filedDate: expect.any(String), netWorthMinimum: 1_250_000, netWorthMaximum: 4_800_000, assetCount: 14, liabilityCount: 2 });
    expect(answer).toMatchObject({ memberName: 'Sample Jordan Lee', hasMore: false });
    expect((await congressNetWorth(fx.ctx, { id: ids['Sample Jordan Lee']!, limit: 1 })).hasMore).toBe(true);
  });

  it('a member without annual reports has an empty list; an unknown id is 404', async () => {
    expect((await congressNetWorth(fx.ctx, { id: ids['Sample Taylor Brooks']!, limit: 20 })).data).toEqual([]);
    await expect(congressNetWorth(fx.ctx, { id: '00000000-0000-5000-8000-000000000000', limit: 20 })).rejects.toMatchObject({ status: 404 });
  });
});

describe('GET /v1/congress/market-activity', () => {
  const activity = (p: Partial<MarketActivityParams>) => congressMarketActivity(fx.ctx, { days: 30, direction: 'buys', limit: 25, ...p });

  it('anchored on filing date: each trade at the midpoint of its band, tickers with net buying most first', async () => {
    // Filed in the last 30 days: Jordan's NVDA purchase (50,001–100,000) and MSFT sale, Casey's late NVDA option
    // purchase (1,001–15,000) and AAPL purchase (100,001–250,000), Taylor's NVDA sale (Over 50,000,000).
    const buys = await activity({});
    expect(buys).toMatchObject({ windowDays: 30, direction: 'buys', chamber: null, total: 1 });
    expect(buys.data).toEqual([{
      ticker: 'AAPL', distinctBuyers: 1, distinctSellers: 0, buyTrades: 1, sellTrades: 0, estimatedBuyFlowUsd: 175_000.5, estimatedSellFlowUsd: 0,
      estimatedNetFlowUsd: 175_000.5, topBuyers: ['Sample Casey Morgan'], topSellers: [], latestFilingDate: '2026-11-10', latestTransactionDate: '2026-11-05',
    }]);
  });

  it('sells: net selling most first; an open band counts at its lower bound; chamber narrows to one chamber', async () => {
    const sells = await activity({ direction: 'sells' });
    expect(sells.data.map((r) => [r.ticker, r.estimatedNetFlowUsd])).toEqual([['NVDA', 75_000.5 + 8_000.5 - 50_000_001], ['MSFT', -32_500.5]]);
    expect(sells.data[0]).toMatchObject({ topBuyers: ['Sample Jordan Lee', 'Sample Casey Morgan'], topSellers: ['Sample Taylor Brooks'], distinctBuyers: 2 });
    expect((await activity({ direction: 'sells', chamber: 'house' })).data).toEqual([]);
  });

  it('days: default 30, max 365; direction buys or sells; chamber senate or house', () => {
    const parse = (q: Record<string, string>) => congressMarketActivityOperation.params.safeParse(q);
    expect(parse({}).data).toMatchObject({ days: 30, direction: 'buys', limit: 25 });
    expect(parse({ days: '366' }).success).toBe(false);
    expect(parse({ direction: 'both' }).success).toBe(false);
    expect(parse({ chamber: 'senate' }).data?.chamber).toBe('senate');
  });
});
