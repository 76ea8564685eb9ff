/** `GET /v1/indexes` and `GET /v1/indexes/{index}` over the sample (as of 2026-11-20). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Constituents, IndexList } from '../../../src/engine/indexes/schemas';
import { INDEXES } from '../../../src/engine/indexes/universe';
import { call, callError } from '../../support/invoke';
import { sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const show = (index: string, query: Record<string, string> = {}) => call<Constituents>(fx.ctx, 'indexes.constituents', { index }, query);

describe('index list', () => {
  it('covers the seven indexes, each with slug, name, provider and forecastable', async () => {
    const { data } = await call<IndexList>(fx.ctx, 'indexes.list', {});
    expect(data.map((r) => r.slug)).toEqual(['sp-500', 'sp-midcap-400', 'sp-smallcap-600', 'nasdaq-100', 'russell-1000', 'russell-2000', 'dow-jones-industrial-average']);
    expect(data.filter((r) => !r.forecastable).map((r) => r.slug)).toEqual(['dow-jones-industrial-average']);
  });

  it('answers {data} only, each row with exactly the spec\'s fields', async () => {
    const list = await call<IndexList>(fx.ctx, 'indexes.list', {});
    expect(Object.keys(list)).toEqual(['data']);
    for (const row of list.data) expect(Object.keys(row).sort()).toEqual(['asOfDate', 'constituentCount', 'forecastable', 'isDaily', 'name', 'provider', 'slug', 'source']);
  });

  it('takes no parameters: a query parameter is refused naming it', async () => {
    const error = await callError(fx.ctx, 'indexes.list', {}, { limit: '5' });
    expect({ status: error.status, code: error.code }).toEqual({ status: 400, code: 'invalid_parameter' });
    expect(error.message).toContain("'limit'");
  });

  it('state "no complete list": constituentCount 0 and asOfDate null while no complete list is held', async () => {
    const { data } = await call<IndexList>(fx.ctx, 'indexes.list', {});
    expect(data.find((r) => r.slug === 'sp-midcap-400')).toMatchObject({ constituentCount: 0, asOfDate: null, source: null, isDaily: false });
  });

  it('a list names its tracking fund and date (source, asOfDate, isDaily)', async () => {
    const { data } = await call<IndexList>(fx.ctx, 'indexes.list', {});
    expect(data.find((r) => r.slug === 'nasdaq-100')).toMatchObject({ source: 'QQQ daily holdings file', isDaily: true, asOfDate: '2026-11-13', constituentCount: 10 });
  });
});

describe('addressing an index', () => {
  it.each(['sp-500', 'S&P 500', 'SPX', '^GSPC', 'sp500', ' s&p-500 '])('%s names the S&P 500', async (spelling) => {
    expect((await show(spelling, { limit: '1' })).slug).toBe('sp-500');
  });

  it.each([['NDX', 'nasdaq-100'], ['RUT', 'russell-2000'], ['DJIA', 'dow-jones-industrial-average'], ['Dow', 'dow-jones-industrial-average'], ['midcap', 'sp-midcap-400']])(
    '%s names %s',
    async (spelling, slug) => {
      expect((await show(spelling, { limit: '1' })).slug).toBe(slug);
    },
  );

  it.each(INDEXES.flatMap((i) => [i.slug, i.name, ...i.aliases].map((spelling) => [spelling, i.slug])))('every slug, name and alias names its one index: %s is %s', async (spelling, slug) => {
    expect((await show(spelling, { limit: '1' })).slug).toBe(slug);
  });

  it.each(['S&P', 'russell', '100'])('a spelling that could name two indexes (%s) is 404', async (spelling) => {
    const error = await callError(fx.ctx, 'indexes.constituents', { index: spelling });
    expect({ status: error.status, code: error.code }).toEqual({ status: 404, code: 'not_found' });
    expect(error.message).toMatch(/ambiguous/);
  });

  it('an unknown index is 404', async () => {
    const error = await callError(fx.ctx, 'indexes.constituents', { index: 'FTSE 100' });
    expect({ status: error.status, code: error.code }).toEqual({ status: 404, code: 'not_found' });
  });
});

describe('constituents', () => {
  it('a narrowed list is stored but never published: the previous complete list stays', async () => {
    const narrowed = await fx.store.one<{ n: number }>("SELECT count(*) AS n FROM index_fund_lists WHERE fund = 'IVV' AND NOT complete AND as_of_date > '2026-10-21'");
    expect(narrowed?.n).toBe(1);
    const page = await show('sp-500');
    expect(page).toMatchObject({ asOfDate: '2026-10-21', source: 'IVV daily holdings file', isDaily: true, constituentCount: 25 });
  });

  it('answers exactly the spec\'s fields, and each row {rank, ticker, name, isLinked, weight, fundShares, fundValueUsd}', async () => {
    const page = await show('sp-500');
    expect(Object.keys(page).sort()).toEqual(['asOfDate', 'constituentCount', 'data', 'isDaily', 'meta', 'name', 'slug', 'source', 'unlinkedCount']);
    for (const row of page.data) expect(Object.keys(row).sort()).toEqual(['fundShares', 'fundValueUsd', 'isLinked', 'name', 'rank', 'ticker', 'weight']);
  });

  it('heaviest first, ranked, weight a fraction, paged with a total (default 100)', async () => {
    const page = await show('sp-500');
    const weights = page.data.map((r) => r.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(page.data.map((r) => r.rank)).toEqual(page.data.map((_, i) => i + 1));
    expect(weights.every((w) => w > 0 && w < 1)).toBe(true);
    expect(page.meta).toEqual({ limit: 100, offset: 0, count: 25, hasMore: false, total: 25 });
    const second = await show('sp-500', { limit: '5', offset: '5' });
    expect(second.data.map((r) => r.rank)).toEqual([6, 7, 8, 9, 10]);
    expect(second.meta.hasMore).toBe(true);
  });

  it("rows not matched to a listing keep the fund's own name with isLinked false", async () => {
    const page = await show('sp-500');
    expect(page.unlinkedCount).toBe(1);
    expect(page.data.filter((r) => !r.isLinked)).toEqual([expect.objectContaining({ ticker: null, name: 'LIBERTY GLOBAL LTD CLASS C', isLinked: false })]);
  });

  it("class shares written without a separator link to the dash listing (BRKB is BRK-B), with the listing's name", async () => {
    const row = (await show('sp-500')).data.find((r) => r.ticker === 'BRK-B');
    expect(row).toMatchObject({ isLinked: true, name: 'Berkshire Hathaway Inc. Class B' });
  });

  it("fundShares and fundValueUsd size the fund's position: value = shares × price, not the company's market value", async () => {
    const row = (await show('sp-500')).data.find((r) => r.ticker === 'AAPL')!;
    expect(row.fundValueUsd! / row.fundShares!).toBeCloseTo(230, 0);
  });

  it('an index with no complete list answers an empty page', async () => {
    expect(await show('sp-smallcap-600')).toMatchObject({ constituentCount: 0, unlinkedCount: 0, asOfDate: null, data: [], meta: { total: 0, count: 0, hasMore: false } });
  });

  it('limit is at most 500', async () => {
    const error = await callError(fx.ctx, 'indexes.constituents', { index: 'sp-500' }, { limit: '501' });
    expect({ status: error.status, code: error.code }).toEqual({ status: 400, code: 'invalid_parameter' });
    expect(error.message).toContain("'limit'");
  });
});
