/**
 * Authentication 3 over the server: an organization key authenticates as its organization (kind
 * `organization`, the organization's plan), revoked keys answer 401 like unknown ones, and the
 * operator's account and organization routes work through the admin token only.
 */
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { revokeKey } from '../../src/engine/keys/keys';
import { CALLER_CACHE_MS } from '../../src/http/auth';
import { registry } from '../../src/operations';
import { operation } from '../../src/operations/operation';
import { bearer, harness, type Harness } from './support';
import { noCaptures } from '../../src/operations/sample-scope';

/** Answers with the caller the server authenticated: paid plans only, so plan gating shows too. */
const whoami = operation({
  id: 'test.whoami',
  method: 'GET',
  path: '/v1/test/whoami',
  summary: 'The authenticated caller',
  tag: 'test',
  params: z.object({}),
  response: z.object({ kind: z.string(), id: z.string(), name: z.string(), plan: z.string() }),
  access: 'paid',
  sampleScope: noCaptures,
  run: (ctx) => Promise.resolve({ ...ctx.caller }),
});

let h: Harness;
beforeEach(async () => {
  h = await harness({ operations: [...registry, whoami] });
});
afterEach(async () => {
  await h.app.close();
  h.store.close();
});

const admin = () => bearer(h.adminToken);

async function operator<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, status = 200): Promise<T> {
  const res = await h.app.inject({ method, url, headers: admin() });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json<T>();
}

async function organizationKey(name: string, plan: string): Promise<{ key: string; id: string; organizationId: string }> {
  await operator('POST', `/_local/orgs?name=${name}&plan=${plan}`, 201);
  return operator('POST', `/_local/keys?org=${name}`);
}

describe('organization keys over HTTP', () => {
  it('an organization key authenticates as its organization, on its plan', async () => {
    const created = await organizationKey('acme', 'plus');
    const res = await h.app.inject({ method: 'GET', url: '/v1/test/whoami', headers: bearer(created.key) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'organization', id: created.organizationId, name: 'acme', plan: 'plus' });
  });

  it("plan gating applies the organization's plan: a free organization's key gets 403 on a paid endpoint", async () => {
    const created = await organizationKey('cheap', 'free');
    const res = await h.app.inject({ method: 'GET', url: '/v1/test/whoami', headers: bearer(created.key) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('a revoked organization key answers 401 exactly like an unknown key, at once through the operator route', async () => {
    const created = await organizationKey('acme', 'pro');
    const url = '/v1/test/whoami';
    expect((await h.app.inject({ method: 'GET', url, headers: bearer(created.key) })).statusCode).toBe(200);
    // Revoking through the server forgets remembered callers: no cache lifetime to wait out.
    await operator('DELETE', `/_local/keys/${created.id}`);
    const revoked = await h.app.inject({ method: 'GET', url, headers: bearer(created.key) });
    const unknown = await h.app.inject({ method: 'GET', url, headers: bearer(`fds_${'B'.repeat(32)}`) });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual(unknown.json());
  });

  it('a key revoked by another process stops once the remembered caller expires', async () => {
    const created = await organizationKey('acme', 'pro');
    const url = '/v1/test/whoami';
    expect((await h.app.inject({ method: 'GET', url, headers: bearer(created.key) })).statusCode).toBe(200);
    await revokeKey(h.store, h.clock, created.id);
    h.clock.advance(CALLER_CACHE_MS + 1);
    expect((await h.app.inject({ method: 'GET', url, headers: bearer(created.key) })).statusCode).toBe(401);
  });

  it('keeps account keys authenticating as their account next to organization keys', async () => {
    await organizationKey('acme', 'pro');
    const res = await h.app.inject({ method: 'GET', url: '/v1/test/whoami', headers: bearer(h.keys.plus.key) });
    expect(res.json()).toEqual({ kind: 'account', id: h.keys.plus.accountId, name: 'plus-account', plan: 'plus' });
  });

  it('authenticates an organization key over a real port', async () => {
    const created = await organizationKey('acme', 'pro');
    await h.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = h.app.server.address() as AddressInfo;
    const response = await request(`http://127.0.0.1:${port}/v1/test/whoami`, { headers: bearer(created.key) });
    expect(response.statusCode).toBe(200);
    expect(await response.body.json()).toEqual({ kind: 'organization', id: created.organizationId, name: 'acme', plan: 'pro' });
  });
});

describe('operator routes for accounts and organizations', () => {
  it('creates, lists and seats through the admin token; the answers are the registry operations', async () => {
    const created = await operator<{ name: string; plan: string }>('POST', '/_local/accounts?name=bob&plan=plus', 201);
    expect(created).toMatchObject({ name: 'bob', plan: 'plus' });
    await operator('POST', '/_local/orgs?name=acme', 201);
    const seated = await operator<{ members: string[] }>('PUT', '/_local/orgs/acme/members/bob');
    expect(seated.members).toEqual(['bob']);
    const listed = await operator<{ data: { name: string; organizations: string[] }[] }>('GET', '/_local/accounts');
    expect(listed.data.find((a) => a.name === 'bob')?.organizations).toEqual(['acme']);
    const unseated = await operator<{ members: string[] }>('DELETE', '/_local/orgs/acme/members/bob');
    expect(unseated.members).toEqual([]);
    await operator('DELETE', '/_local/orgs/acme/members/bob', 404);
  });

  it('answers every other caller, an organization key included, with the 404 of a path that does not exist', async () => {
    const created = await organizationKey('acme', 'pro');
    for (const headers of [{}, bearer(h.keys.pro.key), bearer(created.key)]) {
      for (const [method, url] of [
        ['GET', '/_local/orgs'],
        ['POST', '/_local/accounts?name=eve'],
        ['PUT', '/_local/orgs/acme/members/pro-account'],
      ] as const) {
        const res = await h.app.inject({ method, url, headers });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    }
    expect((await operator<{ data: { members: string[] }[] }>('GET', '/_local/orgs')).data[0]!.members).toEqual([]);
  });
});
