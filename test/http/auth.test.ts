import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { revokeKey } from '../../src/engine/keys/keys';
import { CALLER_CACHE_MS } from '../../src/http/auth';
import { TEST_UPGRADE_URL } from '../support/invoke';
import { bearer, harness, type Harness } from './support';

let h: Harness;
beforeEach(async () => {
  h = await harness();
});
afterEach(async () => {
  await h.app.close();
  h.store.close();
});

const echo = (headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url: '/v1/test/echo/hello', headers });

describe('authentication: Authorization: Bearer <key>', () => {
  it('answers a request without a key with 401 unauthorized saying the key is missing', async () => {
    const res = await echo();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthorized', status: 401, message: expect.stringMatching(/Missing API key/) } });
  });

  it('answers a header that is not "Bearer <key>" with 401 naming the expected form', async () => {
    for (const header of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer ', h.keys.free.key]) {
      const res = await echo({ authorization: header });
      expect(res.statusCode, header).toBe(401);
      expect(res.json().error.message).toMatch(/Malformed Authorization header/);
    }
  });

  it('answers a bearer value that is not shaped like a key with 401 malformed API key', async () => {
    const res = await echo(bearer('not-a-key'));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'unauthorized', message: expect.stringMatching(/Malformed API key/) });
  });

  it('gives an unknown key and a revoked key the same 401, not revealing whether the key exists', async () => {
    const unknown = await echo(bearer(`fds_${'A'.repeat(32)}`));
    await revokeKey(h.store, h.clock, h.keys.plus.id);
    const revoked = await echo(bearer(h.keys.plus.key));
    expect(unknown.statusCode).toBe(401);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual(unknown.json());
  });

  it('accepts a valid key and runs the operation for its account', async () => {
    const res = await echo(bearer(h.keys.free.key));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ word: 'hello' });
  });

  it('does not accept the api_key query parameter on REST routes', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/v1/test/echo/hello?api_key=${h.keys.free.key}` });
    expect(res.statusCode).toBe(401);
    const withHeader = await h.app.inject({ method: 'GET', url: `/v1/test/echo/hello?api_key=${h.keys.free.key}`, headers: bearer(h.keys.free.key) });
    expect(withHeader.statusCode).toBe(400);
    expect(withHeader.json().error.message).toMatch(/Unknown query parameter 'api_key'/);
  });

  it('a key revoked through the server stops working on the next request', async () => {
    expect((await echo(bearer(h.keys.pro.key))).statusCode).toBe(200);
    const revoke = await h.app.inject({ method: 'DELETE', url: `/_local/keys/${h.keys.pro.id}`, headers: bearer(h.adminToken) });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().revokedAt).toBe(h.clock.now().toISOString());
    expect((await echo(bearer(h.keys.pro.key))).statusCode).toBe(401);
  });

  it('a key revoked behind the server stops working once the caller cache lifetime has passed', async () => {
    expect((await echo(bearer(h.keys.pro.key))).statusCode).toBe(200);
    await revokeKey(h.store, h.clock, h.keys.pro.id);
    h.clock.advance(CALLER_CACHE_MS + 1);
    expect((await echo(bearer(h.keys.pro.key))).statusCode).toBe(401);
  });
});

describe('plan gating', () => {
  it('answers a Free key on a paid operation with 403 forbidden and an upgrade link', async () => {
    const linked = await h.rebuild({ upgradeUrl: TEST_UPGRADE_URL });
    try {
      const res = await linked.inject({ method: 'GET', url: '/v1/test/paid', headers: bearer(h.keys.free.key) });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'forbidden',
        status: 403,
        message: `This endpoint needs a paid plan (Plus or Pro); your key is on the free plan. Upgrade at ${TEST_UPGRADE_URL}`,
      });
    } finally {
      await linked.close();
    }
  });

  it('without an upgrade page, a 403 says to ask the operator and links nowhere (a self-hosted server has no pricing page)', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/v1/test/pro', headers: bearer(h.keys.plus.key) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('This endpoint needs the Pro plan; your key is on the plus plan. Ask the operator of this server for a key on the Pro plan.');
  });

  it('serves paid operations to Plus and Pro keys', async () => {
    for (const plan of ['plus', 'pro'] as const) {
      const res = await h.app.inject({ method: 'GET', url: '/v1/test/paid', headers: bearer(h.keys[plan].key) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ plan });
    }
  });

  it('serves Pro-only operations to Pro keys alone', async () => {
    const plus = await h.app.inject({ method: 'GET', url: '/v1/test/pro', headers: bearer(h.keys.plus.key) });
    const pro = await h.app.inject({ method: 'GET', url: '/v1/test/pro', headers: bearer(h.keys.pro.key) });
    expect(plus.statusCode).toBe(403);
    expect(plus.json().error.message).toMatch(/Pro plan/);
    expect(pro.statusCode).toBe(200);
  });

  it('refuses a key for an existing account on another plan, and moves every key only through the plan change', async () => {
    const refused = await h.app.inject({ method: 'POST', url: '/_local/keys?account=free-account&plan=plus', headers: bearer(h.adminToken) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('PUT /_local/accounts/free-account/plan?plan=plus');
    expect((await h.app.inject({ method: 'GET', url: '/v1/test/paid', headers: bearer(h.keys.free.key) })).statusCode).toBe(403);
    const changed = await h.app.inject({ method: 'PUT', url: '/_local/accounts/free-account/plan?plan=plus', headers: bearer(h.adminToken) });
    expect(changed.statusCode).toBe(200);
    const old = await h.app.inject({ method: 'GET', url: '/v1/test/paid', headers: bearer(h.keys.free.key) });
    expect(old.statusCode).toBe(200);
    expect(old.json()).toEqual({ plan: 'plus' });
  });
});

describe('the admin token and operator routes', () => {
  it('authenticates the admin token as the local operator on Pro, never counted', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/v1/test/pro', headers: bearer(h.adminToken) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('creates, lists and revokes keys through /_local/keys with the admin token', async () => {
    const created = await h.app.inject({ method: 'POST', url: '/_local/keys?account=carol&plan=pro', headers: bearer(h.adminToken) });
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toMatchObject({ account: 'carol', plan: 'pro', key: expect.stringMatching(/^fds_[0-9A-Za-z]{32}$/) });
    expect((await echo(bearer(body.key))).statusCode).toBe(200);

    const listed = await h.app.inject({ method: 'GET', url: '/_local/keys', headers: bearer(h.adminToken) });
    const rows = listed.json().data as { id: string; prefix: string }[];
    expect(rows.map((r) => r.id)).toContain(body.id);
    expect(listed.body).not.toContain(body.key);

    const revoked = await h.app.inject({ method: 'DELETE', url: `/_local/keys/${body.id}`, headers: bearer(h.adminToken) });
    expect(revoked.json()).toMatchObject({ id: body.id, revokedAt: expect.any(String) });
  });

  it('answers operator routes with the same 404 as an unknown path to anyone without the admin token', async () => {
    const unknown = await h.app.inject({ method: 'GET', url: '/_local/nothing' });
    for (const headers of [{}, bearer(h.keys.pro.key), { authorization: 'Basic x' }, bearer('wrong-admin-token')]) {
      const res = await h.app.inject({ method: 'GET', url: '/_local/keys', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
      const unknownMessage = unknown.json<{ error: { message: string } }>().error.message;
      expect(res.json().error.message).toBe(unknownMessage.replace('/_local/nothing', '/_local/keys'));
    }
    const wrongMethod = await h.app.inject({ method: 'PUT', url: '/_local/keys', headers: bearer(h.keys.pro.key) });
    expect(wrongMethod.statusCode).toBe(404);
  });

  it('answers keys.create with 400 naming a missing or invalid plan', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/_local/keys?account=dave&plan=gold', headers: bearer(h.adminToken) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/'plan'/);
    const missing = await h.app.inject({ method: 'POST', url: '/_local/keys?plan=free', headers: bearer(h.adminToken) });
    expect(missing.json().error.message).toMatch(/'account': is required/);
  });

  it('answers revoking an unknown key id with 404', async () => {
    const res = await h.app.inject({ method: 'DELETE', url: '/_local/keys/00000000-0000-0000-0000-000000000000', headers: bearer(h.adminToken) });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

describe('open operations', () => {
  it('serves /v1/health without a key and without rate-limit headers', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: 'v1', state: 'embedded', captures: 'embedded' });
    expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
  });

  it('serves /v1/openapi.json without a key', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/v1/openapi.json', headers: { authorization: 'garbage' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().info.version).toBe('v1');
  });
});
