/**
 * The registration endpoints over a real `fds serve` face on the sample set: any plan reads them, the
 * errors of the spec (404 unknown CIK, 400 naming the parameter) in the error envelope, and the
 * synthetic-data notice on sample registrations.
 */
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/engine/keys/keys';
import { startServer, type RunningServer } from '../../src/http/server';
import { sampleStore, type SampleFixture } from '../support/store';
import { TEST_UPGRADE_URL } from '../support/invoke';

let fx: SampleFixture;
let server: RunningServer;
let key: string;

beforeAll(async () => {
  fx = await sampleStore();
  key = (await createKey(fx.store, fx.clock, { account: 'free-reader', plan: 'free' })).key;
  server = await startServer({ store: fx.store, clock: fx.clock, host: '127.0.0.1', port: 0, log: () => undefined, upgradeUrl: TEST_UPGRADE_URL });
});
afterAll(async () => {
  await server.close();
  fx.store.close();
});

async function get(path: string): Promise<{ status: number; body: Record<string, unknown>; notice: string | undefined }> {
  const response = await request(`${server.url}${path}`, { headers: { authorization: `Bearer ${key}` } });
  const notice = response.headers['x-data-notice'];
  return { status: response.statusCode, body: (await response.body.json()) as Record<string, unknown>, notice: typeof notice === 'string' ? notice : undefined };
}

describe('GET /v1/ipos and /v1/ipos/{cik}', () => {
  it('any plan reads the list, {data, meta}; sample registrations carry the synthetic-data notice', async () => {
    const { status, body, notice } = await get('/v1/ipos?limit=2');
    expect(status).toBe(200);
    expect(body.meta).toEqual({ limit: 2, offset: 0, count: 2, hasMore: true });
    expect(notice).toBeDefined();
  });

  it('unknown CIK for a registration: 404 not_found in the envelope', async () => {
    const { status, body } = await get('/v1/ipos/0001234567');
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: { code: 'not_found', status: 404 } });
  });

  it('a malformed CIK, status or limit: 400 invalid_parameter naming it', async () => {
    for (const [path, name] of [['/v1/ipos/12ab', 'cik'], ['/v1/ipos?status=Pending', 'status'], ['/v1/ipos?limit=501', 'limit'], ['/v1/ipos?filerType=Bank', 'filerType']] as const) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect((body.error as { code: string; message: string }).code).toBe('invalid_parameter');
      expect((body.error as { message: string }).message).toContain(name);
    }
  });
});
