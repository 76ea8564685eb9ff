/**
 * Web data feeds over a real server port: a Pro account key reads its own feeds (and through the
 * /v1/custom-data-sets aliases); Free and Plus keys get 403 with the upgrade link; an organization key gets
 * 403; another account's feed and a nonexistent one answer the same 404 naming the list endpoint.
 */
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestAny } from '../../../src/store/ingest/index';
import { bearer, harness, type Harness } from '../../http/support';
import { TEST_UPGRADE_URL } from '../../support/invoke';

let h: Harness;
let base: string;
const dir = mkdtempSync(join(tmpdir(), 'fds-feeds-http-'));

const MINE = 'feed-of-the-pro-account';
const THEIRS = 'feed-of-the-plus-account';

async function ingestFeed(id: string, account: string): Promise<void> {
  const file = join(dir, `${id}.json`);
  const result = { normalizedData: { nothingStated: false, shared: { unit: 'USD' }, rows: [{ k: 1 }] }, data: { k: 1 }, sources: [{ url: 'https://example.org/' }] };
  writeFileSync(file, JSON.stringify({
    feed: { id, account, name: `Feed ${id}`, schedule: 'daily', accessMode: 'public' },
    runs: [
      { runId: `${id}-1`, state: 'Succeeded', startedAt: '2026-11-19T10:00:00Z', completedAt: '2026-11-19T10:00:30Z', verified: true, result },
      { runId: `${id}-2`, state: 'Failed', startedAt: '2026-11-20T10:00:00Z', completedAt: '2026-11-20T10:00:30Z' },
    ],
  }));
  await ingestAny(h.store, h.clock, 'web-feed', file);
}

async function get(path: string, key: string): Promise<{ status: number; body: { error?: { code: string; message: string; status: number } } & Record<string, unknown> }> {
  const response = await request(`${base}${path}`, { headers: bearer(key) });
  return { status: response.statusCode, body: (await response.body.json()) as never };
}

async function organizationKey(): Promise<string> {
  const admin = bearer(h.adminToken);
  expect((await h.app.inject({ method: 'POST', url: '/_local/orgs?name=feeds-org&plan=pro', headers: admin })).statusCode).toBe(201);
  return (await h.app.inject({ method: 'POST', url: '/_local/keys?org=feeds-org', headers: admin })).json<{ key: string }>().key;
}

beforeAll(async () => {
  h = await harness({ upgradeUrl: TEST_UPGRADE_URL });
  await ingestFeed(MINE, h.keys.pro.accountId);
  await ingestFeed(THEIRS, h.keys.plus.accountId);
  await h.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await h.app.close();
  h.store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('web data feeds over HTTP', () => {
  it('a Pro account key lists its own feeds, on the path and on the /v1/custom-data-sets alias', async () => {
    const list = await get('/v1/web-data-feeds', h.keys.pro.key);
    expect(list.status).toBe(200);
    expect((list.body.data as { id: string }[]).map((f) => f.id)).toEqual([MINE]);
    expect(await get('/v1/custom-data-sets', h.keys.pro.key)).toEqual(list);
  });

  it('a Pro account key reads its feed\'s last good result, on the path and the alias, with at', async () => {
    const served = await get(`/v1/web-data-feeds/${MINE}`, h.keys.pro.key);
    expect(served.status).toBe(200);
    expect(served.body).toMatchObject({ id: MINE, runId: `${MINE}-1`, capturedAtUtc: '2026-11-19T10:00:30.000Z' });
    expect(await get(`/v1/custom-data-sets/${MINE}?at=2026-11-19T10%3A00%3A30Z`, h.keys.pro.key)).toEqual(served);
  });

  it('another account\'s feed and a nonexistent one: the same 404 not_found naming GET /v1/web-data-feeds', async () => {
    const theirs = await get(`/v1/web-data-feeds/${THEIRS}`, h.keys.pro.key);
    const missing = await get('/v1/web-data-feeds/no-such-feed', h.keys.pro.key);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toMatchObject({ code: 'not_found', status: 404 });
    expect(theirs.body.error!.message).toContain('GET /v1/web-data-feeds');
    expect(theirs.body.error!.message.replace(THEIRS, 'ID')).toBe(missing.body.error!.message.replace('no-such-feed', 'ID'));
    expect((await get(`/v1/custom-data-sets/${THEIRS}`, h.keys.pro.key)).status).toBe(404);
  });

  it.each(['free', 'plus'] as const)('a %s account key gets 403 forbidden with the upgrade link', async (plan) => {
    for (const path of ['/v1/web-data-feeds', `/v1/web-data-feeds/${THEIRS}`, '/v1/custom-data-sets']) {
      const refused = await get(path, h.keys[plan].key);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({ code: 'forbidden', status: 403 });
      expect(refused.body.error!.message).toContain(TEST_UPGRADE_URL);
    }
  });

  it('an organization key on Pro gets 403: it owns no feeds', async () => {
    const key = await organizationKey();
    const refused = await get('/v1/web-data-feeds', key);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'forbidden' });
    expect(refused.body.error!.message).toContain('organization key owns none');
  });

  it('a malformed at is 400 naming it', async () => {
    const refused = await get(`/v1/web-data-feeds/${MINE}?at=2026-11-19`, h.keys.pro.key);
    expect(refused.status).toBe(400);
    expect(refused.body.error!.message).toContain("Invalid parameter 'at'");
  });
});
