/**
 * GET /v1/portfolios/{id} over a real server with a quote bus: a live mark follows the caller's plan view
 * (Pro real time, Free none), exactly as the quote endpoints do.
 */
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/engine/keys/keys';
import type { PortfolioValuation } from '../../src/engine/portfolios/valuation-schemas';
import { startServer, type RunningServer } from '../../src/http/server';
import { createQuoteBus } from '../../src/quotes/bus';
import { sampleStore, type SampleFixture } from '../support/store';

let fx: SampleFixture;
let server: RunningServer;
const keys: Record<'pro' | 'free', string> = { pro: '', free: '' };

async function send(key: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await request(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.statusCode, body: await response.body.json() };
}

beforeAll(async () => {
  // Clock: Saturday 2026-11-21 15:00 UTC; the current session is Friday 2026-11-20.
  fx = await sampleStore();
  // AAPL's official close of Friday is not stored yet; a trade of Friday afternoon is on the bus.
  await fx.store.write((tx) => tx.run("DELETE FROM prices WHERE ticker = 'AAPL' AND date >= DATE '2026-11-20'"));
  const bus = createQuoteBus();
  bus.publish({ ticker: 'AAPL', price: 250.5, bidPrice: 250.4, askPrice: 250.6, at: Date.parse('2026-11-20T20:00:00Z'), transport: 'WebSocket' });
  keys.pro = (await createKey(fx.store, fx.clock, { account: 'pro-owner', plan: 'pro' })).key;
  keys.free = (await createKey(fx.store, fx.clock, { account: 'free-owner', plan: 'free' })).key;
  server = await startServer({ store: fx.store, clock: fx.clock, host: '127.0.0.1', port: 0, log: () => undefined, quotes: bus });
});
afterAll(async () => {
  await server.close();
  fx.store.close();
});

async function valuationFor(key: string): Promise<PortfolioValuation> {
  const created = await send(key, 'POST', '/v1/portfolios', { name: 'Live marks' });
  expect(created.status).toBe(201);
  const id = (created.body as { id: string }).id;
  const added = await send(key, 'POST', `/v1/portfolios/${id}/lots`, { ticker: 'AAPL', quantity: 2, costPerUnit: 100, acquiredDate: '2026-01-05' });
  expect(added.status).toBe(201);
  const answer = await send(key, 'GET', `/v1/portfolios/${id}`);
  expect(answer.status).toBe(200);
  return answer.body as PortfolioValuation;
}

describe('GET /v1/portfolios/{id} marks', () => {
  it('LiveQuote for a Pro caller: the live reading of a newer trading day than the settled close', async () => {
    const [position] = (await valuationFor(keys.pro)).positions;
    // 2 × 250.50 = 501.00
    expect(position).toMatchObject({ markSource: 'LiveQuote', markPerUnit: 250.5, markAsOf: '2026-11-20', marketValue: 501 });
  });

  it('SettledClose for a Free caller, whose plan has no intraday data', async () => {
    const [position] = (await valuationFor(keys.free)).positions;
    expect(position).toMatchObject({ markSource: 'SettledClose', markAsOf: '2026-11-19' });
  });
});
