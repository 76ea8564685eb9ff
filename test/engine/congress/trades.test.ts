/** `congress.trades` against the sample set (spec: Congressional resources, Congress, Errors, Limits). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src/core/dates';
import { congressMembers } from '../../../src/engine/congress/members';
import { congressTrades, type CongressTradesParams } from '../../../src/engine/congress/trades';
import { congressTradesOperation } from '../../../src/operations/congress';
import { sampleStore, type SampleFixture } from '../../support/store';

const AS_OF = '2026-11-20';
let fx: SampleFixture;
let jordan: string;
beforeAll(async () => {
  fx = await sampleStore();
  jordan = (await congressMembers(fx.ctx, { query: 'jordan lee', limit: 1 })).data[0]!.id;
});
afterAll(() => fx.store.close());

const trades = (p: Partial<CongressTradesParams>) => congressTrades(fx.ctx, { limit: 50, offset: 0, ...p });
const parse = (query: Record<string, string>) => congressTradesOperation.params.safeParse(query);

describe('GET /v1/congress/trades', () => {
  it('a ticker\'s trades, newest first, with the row fields of the spec; amounts are bands, an open band has no upper bound', async () => {
    const page = await trades({ ticker: { key: 'NVDA' } });
    expect(page.data.map((t) => [t.transactionDate, t.memberName, t.transactionType])).toEqual([
      [addDays(AS_OF, -10), 'Sample Taylor Brooks', 'Sale'],
      [addDays(AS_OF, -20), 'Sample Jordan Lee', 'Purchase'],
      [addDays(AS_OF, -60), 'Sample Casey Morgan', 'Purchase'],
    ]);
    expect(page.data[0]).toMatchObject({ ticker: 'NVDA', memberPosition: 'Senator (CO)', ownerType: 'Spouse', amountFrom: 50_000_001, amountTo: null, assetType: 'Stock' });
    // The late filing: filed 40 days after the trade; an options trade keeps the House code as stated.
    expect(page.data[2]).toMatchObject({ filingDate: addDays(AS_OF, -20), assetType: 'OP', ownerType: 'Child', amountFrom: 1_001, amountTo: 15_000 });
  });

  it('a member\'s trades across both chambers\' layouts; ticker and memberId combine; transactionType filters', async () => {
    const all = await trades({ memberId: jordan });
    expect(all.data.map((t) => t.ticker)).toEqual(['MSFT', 'NVDA', 'AAPL', 'MSFT']);
    expect(all.data.map((t) => t.ownerType)).toEqual(['Spouse', 'Self', 'Joint', 'Spouse']);
    expect((await trades({ memberId: jordan, ticker: { key: 'MSFT' } })).data.map((t) => t.transactionType)).toEqual(['Sale', 'Purchase']);
    expect((await trades({ memberId: jordan, transactionType: 'Sale' })).data.map((t) => t.ticker)).toEqual(['MSFT', 'AAPL']);
  });

  it('transaction dates default to the trailing year; a window narrows them; paging with hasMore', async () => {
    const window = await trades({ memberId: jordan, startDate: addDays(AS_OF, -30), endDate: AS_OF });
    expect(window.data.map((t) => t.ticker)).toEqual(['MSFT', 'NVDA']);
    const first = await trades({ memberId: jordan, limit: 3 });
    expect(first.meta).toEqual({ limit: 3, offset: 0, count: 3, hasMore: true });
    expect((await trades({ memberId: jordan, limit: 3, offset: 3 })).meta).toEqual({ limit: 3, offset: 3, count: 1, hasMore: false });
  });

  it('ticker and/or memberId is required; a start after the end is 400; limit default 50, max 500', () => {
    expect(parse({}).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['ticker', 'is required when memberId is not given (both may be given: they combine)']]);
    expect(parse({ ticker: 'NVDA', startDate: '2026-11-10', endDate: '2026-11-01' }).error?.issues[0]?.path).toEqual(['startDate']);
    expect(parse({ ticker: 'NVDA' }).data?.limit).toBe(50);
    expect(parse({ ticker: 'NVDA', limit: '501' }).success).toBe(false);
    expect(parse({ memberId: 'not-a-uuid' }).error?.issues[0]?.path).toEqual(['memberId']);
    expect(parse({ ticker: 'NVDA', transactionType: 'exchange' }).success).toBe(false);
  });
});
