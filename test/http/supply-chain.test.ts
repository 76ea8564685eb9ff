/**
 * The supply-chain endpoints over a real `fds serve` face on the sample set, with a key on each plan:
 * plan gating (Pro sees everything, other plans 200 locked, never 403), the upgrade page of the
 * deployment, the errors of the spec (404 unknown ticker, 400 overlap vs naming the usable ones), and the
 * synthetic-data notice.
 */
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../../src/engine/context';
import type { Overlap, SupplyChain } from '../../src/engine/supply-chain/schemas';
import { createKey } from '../../src/engine/keys/keys';
import { startServer, type RunningServer } from '../../src/http/server';
import { sampleStore, type SampleFixture } from '../support/store';
import { TEST_UPGRADE_URL } from '../support/invoke';

let fx: SampleFixture;
let server: RunningServer;
const keys = {} as Record<Plan, string>;

beforeAll(async () => {
  fx = await sampleStore();
  for (const plan of ['free', 'plus', 'pro'] as const) keys[plan] = (await createKey(fx.store, fx.clock, { account: `${plan}-reader`, plan })).key;
  server = await startServer({ store: fx.store, clock: fx.clock, host: '127.0.0.1', port: 0, log: () => undefined, upgradeUrl: TEST_UPGRADE_URL });
});
afterAll(async () => {
  await server.close();
  fx.store.close();
});

async function get<T>(plan: Plan, path: string): Promise<{ status: number; body: T; notice: string | undefined }> {
  const response = await request(`${server.url}${path}`, { headers: { authorization: `Bearer ${keys[plan]}` } });
  const notice = response.headers['x-data-notice'];
  return { status: response.statusCode, body: (await response.body.json()) as T, notice: typeof notice === 'string' ? notice : undefined };
}

describe('Supply chain (Pro; other plans get 200 with locked true and empty lists)', () => {
  it('Pro sees everything: locked false, upgradeUrl null, companies named', async () => {
    const { status, body } = await get<SupplyChain>('pro', '/v1/stocks/NVDA/supply-chain');
    expect(status).toBe(200);
    expect(body).toMatchObject({ locked: false, upgradeUrl: null, overview: { largestCustomer: { name: 'Microsoft Corporation', ticker: 'MSFT' } } });
    expect(body.customers.length).toBeGreaterThan(0);
  });

  it.each(['free', 'plus'] as const)('%s: 200 never 403, locked true, the upgrade page, counts and overview shares kept, no company named, lists empty', async (plan) => {
    const pro = (await get<SupplyChain>('pro', '/v1/stocks/NVDA/supply-chain')).body;
    const { status, body } = await get<SupplyChain>(plan, '/v1/stocks/NVDA/supply-chain?side=customers');
    expect(status).toBe(200);
    expect(body).toMatchObject({ locked: true, upgradeUrl: TEST_UPGRADE_URL, counts: pro.counts, customers: [], suppliers: [], competitors: [], partners: [] });
    expect(body.overview).toMatchObject({ namedCustomerShare: 29, namedCustomerCount: 2, largestCustomer: { name: null, ticker: null, percent: 19 } });
  });

  it.each(['free', 'plus'] as const)('overlap on %s: counts only, lists empty, focus null, vs ignored', async (plan) => {
    const pro = (await get<Overlap>('pro', '/v1/stocks/NVDA/supply-chain/overlap')).body;
    const { status, body } = await get<Overlap>(plan, '/v1/stocks/NVDA/supply-chain/overlap?vs=ZZZZ');
    expect(status).toBe(200);
    expect(body).toEqual({ ...pro, locked: true, upgradeUrl: TEST_UPGRADE_URL, competitors: [], suppliers: [], customers: [], focus: null });
  });

  it('accepts MIC:TICKER and says the answer holds synthetic sample data', async () => {
    const { status, body, notice } = await get<SupplyChain>('pro', '/v1/stocks/XLON:VOD/supply-chain');
    expect([status, body.namedOnlyByOthers]).toEqual([200, true]);
    expect(notice).toMatch(/synthetic/i);
  });
});

describe('errors and empty results', () => {
  it('an unknown ticker is 404 not_found on both routes, whatever the plan', async () => {
    for (const plan of ['free', 'pro'] as const) {
      for (const path of ['/v1/stocks/ZZZZ/supply-chain', '/v1/stocks/ZZZZ/supply-chain/overlap']) {
        const { status, body } = await get<{ error: { code: string; status: number } }>(plan, path);
        expect([status, body.error.code, body.error.status]).toEqual([404, 'not_found', 404]);
      }
    }
  });

  it('a company not yet read is 200 with empty lists, not an error', async () => {
    const { status, body } = await get<SupplyChain>('pro', '/v1/stocks/KO/supply-chain');
    expect([status, body.annualReport, body.customers, body.counts.customers]).toEqual([200, null, [], 0]);
  });

  it('400 invalid_parameter: supply-chain overlap vs that is not a listed competitor (message names the usable ones)', async () => {
    const { status, body } = await get<{ error: { code: string; message: string } }>('pro', '/v1/stocks/NVDA/supply-chain/overlap?vs=KO');
    expect([status, body.error.code]).toEqual([400, 'invalid_parameter']);
    expect(body.error.message).toContain('AVGO, GOOGL, MSFT');
  });

  it('limits: default 50 per side or list, max 500', async () => {
    for (const path of ['/v1/stocks/NVDA/supply-chain?limit=501', '/v1/stocks/NVDA/supply-chain/overlap?limit=0']) {
      const { status, body } = await get<{ error: { message: string } }>('pro', path);
      expect(status).toBe(400);
      expect(body.error.message).toContain("'limit'");
    }
  });
});
