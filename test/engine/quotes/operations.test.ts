import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../src/core/clock';
import type { Caller, EngineContext, Plan } from '../../../src/engine/context';
import { Quote, QuoteBatch } from '../../../src/engine/quotes/schemas';
import { primeBus } from '../../../src/quotes/replay';
import type { QuoteBus } from '../../../src/quotes/types';
import type { Store } from '../../../src/store/store';
import { insertListing } from '../../support/captures';
import { call, callError, TEST_UPGRADE_URL } from '../../support/invoke';
import { emptyStore } from '../../support/store';
import { insertTicks } from '../../quotes/tick-rows';
import { storeTicks } from '../../../src/quotes/tick-source';

// Friday 20 Nov 2026, 15:00 ET.
const NOW = '2026-11-20T20:00:00.000Z';
const ago = (minutes: number): string => new Date(Date.parse(NOW) - minutes * 60_000).toISOString();

let store: Store;
let bus: QuoteBus;

beforeAll(async () => {
  store = (await emptyStore(NOW)).store;
  for (const ticker of ['AAPL', 'MSFT', 'BRK-B', 'GOOG', 'GOOGL', 'XLON:VOD']) await insertListing(store, ticker);
  await insertTicks(store, [
    { ticker: 'AAPL', at: ago(20), price: 100 },
    { ticker: 'AAPL', at: ago(5), price: 101 },
    // Traded only in the last 15 minutes: the delayed view has no reading for it.
    { ticker: 'MSFT', at: ago(2), price: 400, bid: null },
    { ticker: 'BRK-B', at: ago(60), price: 500 },
    // Another share class of GOOG: never served for GOOG.
    { ticker: 'GOOGL', at: ago(1), price: 170 },
  ]);
  bus = await primeBus(storeTicks(store), Date.parse(NOW));
});

afterAll(() => store.close());

/** `quotes: null` builds a context without a bus (no feed running). */
const ctxFor = (plan: Plan, quotes: QuoteBus | null = bus): EngineContext => {
  const caller: Caller = { kind: 'account', id: `acct-${plan}`, name: plan, plan };
  return quotes === null ? { store, state: store, clock: fixedClock(NOW), caller } : { store, state: store, clock: fixedClock(NOW), caller, quotes };
};

describe('GET /v1/stocks/{ticker}/quote', () => {
  it('Pro gets the latest reading, real time (delayed false), evaluated at response time', async () => {
    const q = Quote.parse(await call(ctxFor('pro'), 'quotes.get', { ticker: 'AAPL' }));
    expect(q).toMatchObject({ ticker: 'AAPL', price: 101, asOf: ago(5), ageSeconds: 300, delayed: false, stale: false, sessionDate: '2026-11-20', source: 'WebSocket' });
  });

  it('Plus gets the 15-minute delayed view: a reading changed within the last 15 minutes shows the older one', async () => {
    const q = Quote.parse(await call(ctxFor('plus'), 'quotes.get', { ticker: 'AAPL' }));
    expect(q).toMatchObject({ ticker: 'AAPL', price: 100, asOf: ago(20), ageSeconds: 1200, delayed: true });
  });

  it('Plus: a ticker with no reading 15 minutes ago has none (404)', async () => {
    const error = await callError(ctxFor('plus'), 'quotes.get', { ticker: 'MSFT' });
    expect([error.status, error.code]).toEqual([404, 'not_found']);
    expect(error.message).toContain('MSFT');
  });

  it('Free plan receives 403 forbidden with an upgrade link', async () => {
    const error = await callError({ ...ctxFor('free'), upgradeUrl: TEST_UPGRADE_URL }, 'quotes.get', { ticker: 'AAPL' });
    expect([error.status, error.code]).toEqual([403, 'forbidden']);
    expect(error.message).toContain(TEST_UPGRADE_URL);
  });

  it('normalises the dot form of class shares (BRK.B → BRK-B)', async () => {
    const q = Quote.parse(await call(ctxFor('pro'), 'quotes.get', { ticker: 'brk.b' }));
    expect([q.ticker, q.price]).toEqual(['BRK-B', 500]);
  });

  it('a listing with no reading returns 404 rather than a placeholder, never another share class', async () => {
    const error = await callError(ctxFor('pro'), 'quotes.get', { ticker: 'GOOG' });
    expect([error.status, error.code]).toEqual([404, 'not_found']);
    expect(error.message).toMatch(/No live quote for GOOG/);
  });

  it('an unknown ticker returns 404', async () => {
    const error = await callError(ctxFor('pro'), 'quotes.get', { ticker: 'ZZZZ' });
    expect([error.status, error.code]).toEqual([404, 'not_found']);
    expect(error.message).toMatch(/Unknown ticker ZZZZ/);
  });

  it('a non-US listing has no intraday quotes here: 404 saying so', async () => {
    const error = await callError(ctxFor('pro'), 'quotes.get', { ticker: 'XLON:VOD' });
    expect([error.status, error.code]).toEqual([404, 'not_found']);
    expect(error.message).toMatch(/US listings only/);
  });

  it('answers 503 service_unavailable when no quote feed is running', async () => {
    const error = await callError(ctxFor('pro', null), 'quotes.get', { ticker: 'AAPL' });
    expect([error.status, error.code]).toEqual([503, 'service_unavailable']);
    expect(error.message).toMatch(/no quote feed is running/i);
  });

  it('rejects a malformed ticker with 400 naming the parameter', async () => {
    const error = await callError(ctxFor('pro'), 'quotes.get', { ticker: 'A$B' });
    expect([error.status, error.code]).toEqual([400, 'invalid_parameter']);
    expect(error.message).toContain("'ticker'");
  });
});

describe('GET /v1/quotes', () => {
  const batch = async (plan: Plan, tickers: string) => QuoteBatch.parse(await call(ctxFor(plan), 'quotes.batch', {}, { tickers }));

  it('returns quotes in request order; tickers without a reading are omitted', async () => {
    const result = await batch('pro', 'MSFT,ZZZZ,AAPL,GOOG,BRK.B');
    expect(result.data.map((q) => q.ticker)).toEqual(['MSFT', 'AAPL', 'BRK-B']);
    expect(result.data[0]).toMatchObject({ price: 400, bidPrice: null, askPrice: 400.01, delayed: false });
  });

  it('Plus sees the delayed view: older AAPL, MSFT omitted', async () => {
    const result = await batch('plus', 'MSFT,AAPL');
    expect(result.data.map((q) => [q.ticker, q.price, q.delayed])).toEqual([['AAPL', 100, true]]);
  });

  it('a listing named twice (dot and dash form) is answered once', async () => {
    const result = await batch('pro', 'BRK.B,brk-b');
    expect(result.data.map((q) => q.ticker)).toEqual(['BRK-B']);
  });

  it('Free plan receives 403 forbidden', async () => {
    const error = await callError({ ...ctxFor('free'), upgradeUrl: TEST_UPGRADE_URL }, 'quotes.batch', {}, { tickers: 'AAPL' });
    expect([error.status, error.code]).toEqual([403, 'forbidden']);
    expect(error.message).toContain(TEST_UPGRADE_URL);
  });

  it('accepts 25 members and rejects 26', async () => {
    const members = (n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? 'AAPL' : `T${i}`)).join(',');
    expect((await batch('pro', members(25))).data.map((q) => q.ticker)).toEqual(['AAPL']);
    const error = await callError(ctxFor('pro'), 'quotes.batch', {}, { tickers: members(26) });
    expect([error.status, error.code]).toEqual([400, 'invalid_parameter']);
    expect(error.message).toContain("'tickers'");
    expect(error.message).toContain('26');
  });

  it('one invalid member rejects the whole request, naming tickers and the member', async () => {
    for (const bad of ['BAD$', 'XLON:VOD', 'A'.repeat(33)]) {
      const error = await callError(ctxFor('pro'), 'quotes.batch', {}, { tickers: `AAPL,${bad}` });
      expect([error.status, error.code]).toEqual([400, 'invalid_parameter']);
      expect(error.message).toContain("'tickers'");
      expect(error.message).toContain(`'${bad}'`);
    }
  });

  it('accepts a member of exactly 32 characters', async () => {
    expect((await batch('pro', `AAPL,${'A'.repeat(32)}`)).data.map((q) => q.ticker)).toEqual(['AAPL']);
  });

  it('rejects an empty member and a missing tickers parameter', async () => {
    const empty = await callError(ctxFor('pro'), 'quotes.batch', {}, { tickers: 'AAPL,,MSFT' });
    expect([empty.status, empty.message]).toEqual([400, expect.stringContaining('empty member')]);
    const missing = await callError(ctxFor('pro'), 'quotes.batch', {}, {});
    expect(missing.status).toBe(400);
    expect(missing.message).toContain("'tickers'");
  });

  it('answers 503 when no quote feed is running', async () => {
    const error = await callError(ctxFor('pro', null), 'quotes.batch', {}, { tickers: 'AAPL' });
    expect([error.status, error.code]).toEqual([503, 'service_unavailable']);
  });
});
