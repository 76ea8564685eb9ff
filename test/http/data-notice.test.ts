/**
 * X-Data-Notice is present only when the response contains synthetic rows: over a real port, a store with
 * the sample set marks the answers that draw on sample keys and nothing else; once a real file replaces a
 * key, answers about it carry no notice, while mixed answers (a batch naming a real and a sample ticker)
 * still do. Cached answers keep their notice.
 */
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/core/clock';
import { createKey } from '../../src/engine/keys/keys';
import { buildServer } from '../../src/http/server';
import { ingestAny } from '../../src/store/ingest/index';
import { openStore } from '../../src/store/open';
import type { Store } from '../../src/store/store';
import type { FastifyInstance } from 'fastify';

const NOTICE = 'synthetic sample data (as of 2026-11-20), not market data';
const clock = fixedClock('2026-11-21T15:00:00Z');
const dir = mkdtempSync(join(tmpdir(), 'fds-notice-'));
let store: Store;
let app: FastifyInstance;
let base: string;
let key: string;

beforeAll(async () => {
  store = await openStore({ path: ':memory:', clock, asOf: '2026-11-20' });
  key = (await createKey(store, clock, { account: 'notice', plan: 'pro' })).key;
  app = await buildServer({ store, clock, log: () => undefined });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function notice(path: string): Promise<string | undefined> {
  const response = await request(`${base}${path}`, { headers: { authorization: `Bearer ${key}` } });
  await response.body.text();
  expect(response.statusCode, path).toBe(200);
  const value = response.headers['x-data-notice'];
  return typeof value === 'string' ? value : undefined;
}

describe('X-Data-Notice follows the synthetic rows of each answer', () => {
  it('marks answers drawn on sample keys: bars, latest closes, the VIX, put/call, FRED, CFTC, indicators, options', async () => {
    for (const path of [
      '/v1/stocks/AAPL/prices?limit=2',
      '/v1/prices/latest?tickers=AAPL,MSFT',
      '/v1/market/vix?limit=1',
      '/v1/market/put-call-ratios?limit=1',
      '/v1/fred/series/DGS10/observations',
      '/v1/fred/latest',
      '/v1/cftc/positions/latest',
      '/v1/stocks/AAPL/technicals/rsi?limit=1',
      '/v1/stocks/AAPL/options/expirations',
    ]) expect(await notice(path), path).toBe(NOTICE);
  });

  it('sends none on answers that read no captured data: market status and calendar, contract search, health', async () => {
    for (const path of ['/v1/market/status', '/v1/market/calendar?year=2026', '/v1/cftc/contracts?query=gold', '/v1/health', '/v1/portfolios']) {
      expect(await notice(path), path).toBeUndefined();
    }
  });

  it('drops the notice for a key a real file replaced, keeps it for mixed answers and other keys, also on a cached answer', async () => {
    // Cached first (prices.list is cached until the store changes): the ingest must not leave a stale notice.
    expect(await notice('/v1/stocks/AAPL/prices?limit=2')).toBe(NOTICE);
    const file = join(dir, 'aapl.csv');
    writeFileSync(file, 'ticker,date,open,high,low,close,volume\nAAPL,2026-11-19,225,229,224,228,50000000\nAAPL,2026-11-20,228,231,227,230,48000000\n');
    await ingestAny(store, clock, 'prices', file);
    expect(await notice('/v1/stocks/AAPL/prices?limit=2')).toBeUndefined();
    expect(await notice('/v1/stocks/AAPL/prices?limit=2')).toBeUndefined();
    expect(await notice('/v1/prices/latest?tickers=AAPL')).toBeUndefined();
    expect(await notice('/v1/prices/latest?tickers=AAPL,MSFT')).toBe(NOTICE);
    expect(await notice('/v1/stocks/MSFT/prices?limit=2')).toBe(NOTICE);
  });
});

describe('a store without the sample set', () => {
  it('never sends the notice', async () => {
    const empty = await openStore({ path: ':memory:', clock, sample: false });
    const server = await buildServer({ store: empty, clock, log: () => undefined });
    try {
      const emptyKey = (await createKey(empty, clock, { account: 'empty', plan: 'pro' })).key;
      for (const url of ['/v1/market/vix', '/v1/fred/latest', '/v1/prices/latest?tickers=AAPL']) {
        const res = await server.inject({ method: 'GET', url, headers: { authorization: `Bearer ${emptyKey}` } });
        expect(res.headers['x-data-notice'], url).toBeUndefined();
      }
    } finally {
      await server.close();
      empty.close();
    }
  });
});
