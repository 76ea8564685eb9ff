import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationById } from '../../../src/operations/index';
import type { PricePage } from '../../../src/engine/prices/schemas';
import { sampleStore, type SampleFixture } from '../../support/store';
import { call, callError, expectInvalidParameter } from '../../support/invoke';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore('2026-11-20', '2026-11-21T15:00:00Z');
});
afterAll(() => fx.store.close());

const prices = (ticker: string, query: Record<string, string> = {}) => call<PricePage>(fx.ctx, 'prices.list', { ticker }, query);
const positiveBarCount = async (ticker: string) =>
  (await fx.store.one<{ n: number }>('SELECT count(*) AS n FROM prices WHERE ticker = ? AND volume > 0', [ticker]))!.n;

describe('GET /v1/stocks/{ticker}/prices', () => {
  it('is declared once with the /v1/securities/{ticker}/prices alias', () => {
    const op = operationById('prices.list');
    expect(op.path).toBe('/v1/stocks/{ticker}/prices');
    expect(op.aliases).toEqual(['/v1/securities/{ticker}/prices']);
    expect(op.access).toBe('anyPlan');
  });

  it('returns bars newest first with a default page of 260', async () => {
    const page = await prices('AAPL');
    expect(page.meta).toEqual({ limit: 260, offset: 0, count: 260, hasMore: true });
    expect(page.data[0]!.date).toBe('2026-11-20');
    const dates = page.data.map((b) => b.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(dates.length);
    expect(Object.keys(page.data[0]!)).toEqual(['date', 'open', 'high', 'low', 'close', 'adjustedClose', 'volume']);
  });

  it('never returns zero-volume carry-forward candles', async () => {
    const all = await prices('KO', { limit: '500' });
    const rest = await prices('KO', { limit: '500', offset: '500' });
    const rows = [...all.data, ...rest.data];
    expect(rows.length).toBe(await positiveBarCount('KO'));
    expect(rows.every((b) => b.volume > 0)).toBe(true);
    // The newest stored KO bar is a carry-forward candle: the first row is the session before it.
    expect(rows[0]!.date).toBe('2026-11-19');
  });

  it('accepts the dot form BRK.B as BRK-B, in any case', async () => {
    const dash = await prices('BRK-B', { limit: '5' });
    expect(await prices('BRK.B', { limit: '5' })).toEqual(dash);
    expect(await prices('brk.b', { limit: '5' })).toEqual(dash);
  });

  it('serves each share class its own series (BRK-A vs BRK-B, GOOGL vs GOOG)', async () => {
    const [a, b] = await Promise.all([prices('BRK-A', { limit: '20' }), prices('BRK-B', { limit: '20' })]);
    expect(a.data.map((r) => r.date)).toEqual(b.data.map((r) => r.date));
    expect(a.data[0]!.close).toBeGreaterThan(100 * b.data[0]!.close);
    const [c, g] = await Promise.all([prices('GOOGL', { limit: '20' }), prices('GOOG', { limit: '20' })]);
    expect(c.data.map((r) => r.volume)).not.toEqual(g.data.map((r) => r.volume));
    expect(c.data.map((r) => r.close)).not.toEqual(g.data.map((r) => r.close));
  });

  it('answers 404 not_found naming the missing readings for a known listing with none, never another class', async () => {
    const error = await callError(fx.ctx, 'prices.list', { ticker: 'BF.A' });
    expect(error.status).toBe(404);
    expect(error.code).toBe('not_found');
    expect(error.message).toMatch(/No price readings are stored for BF-A/);
    // Its sibling class has a full series that is not served in its place.
    expect((await prices('BF-B')).data.length).toBe(260);
  });

  it('answers 404 not_found for an unknown ticker', async () => {
    const error = await callError(fx.ctx, 'prices.list', { ticker: 'ZZZZ' });
    expect([error.status, error.code]).toEqual([404, 'not_found']);
    expect(error.message).toMatch(/Unknown ticker ZZZZ/);
  });

  it('serves a non-US listing written MIC:TICKER, and ETFs', async () => {
    expect((await prices('XLON:VOD', { limit: '1' })).data[0]!.close).toBe(0.7);
    expect((await prices('SPY', { limit: '1' })).data[0]!.date).toBe('2026-11-20');
  });

  it('pages with offset: the next page starts right after the previous one', async () => {
    const first = await prices('MSFT', { limit: '10' });
    const second = await prices('MSFT', { limit: '10', offset: '10' });
    const both = await prices('MSFT', { limit: '20' });
    expect([...first.data, ...second.data]).toEqual(both.data);
    expect(second.meta).toEqual({ limit: 10, offset: 10, count: 10, hasMore: true });
  });

  it('reports hasMore exactly at the boundary of the stored rows', async () => {
    const n = await positiveBarCount('CRCL');
    expect(await prices('CRCL', { limit: '10', offset: String(n - 10) })).toMatchObject({ meta: { count: 10, hasMore: false } });
    expect(await prices('CRCL', { limit: '10', offset: String(n - 11) })).toMatchObject({ meta: { count: 10, hasMore: true } });
    expect(await prices('CRCL', { limit: '10', offset: String(n - 3) })).toMatchObject({ meta: { count: 3, hasMore: false } });
    expect(await prices('CRCL', { limit: '10', offset: String(n + 5) })).toMatchObject({ data: [], meta: { count: 0, hasMore: false } });
  });

  it('filters on an inclusive startDate/endDate window', async () => {
    const page = await prices('AAPL', { startDate: '2026-11-02', endDate: '2026-11-06' });
    expect(page.data.map((b) => b.date)).toEqual(['2026-11-06', '2026-11-05', '2026-11-04', '2026-11-03', '2026-11-02']);
    expect((await prices('AAPL', { startDate: '2026-11-18' })).data.map((b) => b.date)).toEqual(['2026-11-20', '2026-11-19', '2026-11-18']);
    expect((await prices('AAPL', { endDate: '2023-12-31' })).data.every((b) => b.date <= '2023-12-31')).toBe(true);
  });

  it('answers 200 with an empty page when a priced listing has no bar in the window', async () => {
    expect(await prices('AAPL', { startDate: '2026-11-21', endDate: '2026-11-22' })).toEqual({
      data: [], meta: { limit: 260, offset: 0, count: 0, hasMore: false },
    });
  });

  it('serves bars restated across a reconciled split on one basis (no fourfold jump at the NVDA split)', async () => {
    const split = (await fx.store.one<{ d: string }>("SELECT effective_date AS d FROM splits WHERE ticker = 'NVDA'"))!.d;
    const around = await prices('NVDA', { startDate: '2026-01-01' });
    const i = around.data.findIndex((b) => b.date === split);
    const after = around.data[i]!;
    const before = around.data[i + 1]!;
    expect(before.close / after.open).toBeGreaterThan(0.75);
    expect(before.close / after.open).toBeLessThan(1.25);
  });

  it.each([
    [{ limit: '501' }, 'limit', /at most 500/],
    [{ limit: '0' }, 'limit', /at least 1/],
    [{ limit: 'ten' }, 'limit', /whole number/],
    [{ offset: '-1' }, 'offset', /whole number/],
    [{ startDate: '2026-02-30' }, 'startDate', /yyyy-MM-dd/],
    [{ endDate: '20260101' }, 'endDate', /yyyy-MM-dd/],
    [{ startDate: '2026-03-01', endDate: '2026-02-01' }, 'startDate', /must not be after endDate/],
  ])('answers 400 invalid_parameter naming the parameter for %j', async (query, name, message) => {
    const error = await expectInvalidParameter(fx.ctx, 'prices.list', { ticker: 'AAPL' }, query, name);
    expect(error.message).toMatch(message);
  });

  it('answers 400 naming an unknown query parameter and listing the supported ones', async () => {
    const error = await callError(fx.ctx, 'prices.list', { ticker: 'AAPL' }, { from: '2026-01-01' });
    expect(error.status).toBe(400);
    expect(error.message).toContain("'from'");
    expect(error.message).toContain('startDate, endDate, limit, offset');
  });

  it('answers 400 naming ticker for a value that cannot be a ticker', async () => {
    const error = await callError(fx.ctx, 'prices.list', { ticker: 'A$PL' });
    expect([error.status, error.code]).toEqual([400, 'invalid_parameter']);
    expect(error.message).toContain("'ticker'");
  });
});
