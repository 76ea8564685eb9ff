import { request } from 'undici';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { bearer, Gate, harness, type Harness } from './support';

let h: Harness;
afterEach(async () => {
  await h.app.close();
  h.store.close();
});

const echo = (key: string, url = '/v1/test/echo/hi') => h.app.inject({ method: 'GET', url, headers: bearer(key) });
const remaining = (res: { headers: Record<string, unknown> }) => Number(res.headers['x-ratelimit-remaining']);

/** Unix seconds of 00:00 UTC on the day after `iso`. */
const nextMidnight = (iso: string) => {
  const d = new Date(iso);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1) / 1000;
};

describe('daily quota per account', () => {
  it('uses the default quotas Free 100, Plus 10,000, Pro 100,000', async () => {
    h = await harness();
    const limits = await Promise.all((['free', 'plus', 'pro'] as const).map(async (plan) => (await echo(h.keys[plan].key)).headers['x-ratelimit-limit']));
    expect(limits).toEqual(['100', '10000', '100000']);
  });

  it('sends X-RateLimit-Limit, X-RateLimit-Remaining after this request and X-RateLimit-Reset on every counted response', async () => {
    h = await harness({ quotas: { free: 5 } });
    const first = await echo(h.keys.free.key);
    const second = await echo(h.keys.free.key);
    expect(first.headers['x-ratelimit-limit']).toBe('5');
    expect(remaining(first)).toBe(4);
    expect(remaining(second)).toBe(3);
    expect(Number(first.headers['x-ratelimit-reset'])).toBe(nextMidnight('2026-11-20T15:00:00Z'));
  });

  it('counts only 2xx responses: 400, 403, 404 and 500 leave the quota untouched', async () => {
    h = await harness({ quotas: { free: 5 } });
    const failures = [
      await echo(h.keys.free.key, '/v1/test/echo/HI'),
      await echo(h.keys.free.key, '/v1/test/echo/hi?nope=1'),
      await echo(h.keys.free.key, '/v1/test/paid'),
      await echo(h.keys.free.key, '/v1/test/missing'),
      await echo(h.keys.free.key, '/v1/test/boom'),
    ];
    expect(failures.map((r) => r.statusCode)).toEqual([400, 400, 403, 404, 500]);
    expect(h.app.fds.quota.used(h.keys.free.accountId)).toBe(0);
    expect(remaining(await echo(h.keys.free.key))).toBe(4);
  });

  it('counts each account separately', async () => {
    h = await harness({ quotas: { free: 2, plus: 2 } });
    await echo(h.keys.free.key);
    await echo(h.keys.free.key);
    expect((await echo(h.keys.free.key)).statusCode).toBe(429);
    expect((await echo(h.keys.plus.key)).statusCode).toBe(200);
  });

  it('answers the request after the last allowed one with 429 rate_limited, Retry-After to 00:00 UTC and the rate-limit headers', async () => {
    h = await harness({ quotas: { free: 2 }, now: '2026-11-20T23:59:30Z' });
    expect((await echo(h.keys.free.key)).statusCode).toBe(200);
    const last = await echo(h.keys.free.key);
    expect(last.statusCode).toBe(200);
    expect(remaining(last)).toBe(0);
    const over = await echo(h.keys.free.key);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: { code: 'rate_limited', status: 429, message: expect.stringMatching(/00:00 UTC/) } });
    expect(over.headers['retry-after']).toBe('30');
    expect(over.headers['x-ratelimit-limit']).toBe('2');
    expect(over.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(over.headers['x-ratelimit-reset'])).toBe(nextMidnight('2026-11-20T23:59:30Z'));
    expect(h.app.fds.quota.used(h.keys.free.accountId)).toBe(2);
  });

  it('resets the quota at 00:00 UTC', async () => {
    h = await harness({ quotas: { free: 1 }, now: '2026-11-20T23:59:59Z' });
    expect((await echo(h.keys.free.key)).statusCode).toBe(200);
    expect((await echo(h.keys.free.key)).statusCode).toBe(429);
    h.clock.set('2026-11-21T00:00:00Z');
    const fresh = await echo(h.keys.free.key);
    expect(fresh.statusCode).toBe(200);
    expect(remaining(fresh)).toBe(0);
    expect(Number(fresh.headers['x-ratelimit-reset'])).toBe(nextMidnight('2026-11-21T00:00:00Z'));
  });

  it('never counts health, the OpenAPI document or the admin token', async () => {
    h = await harness({ quotas: { free: 1 } });
    await h.app.inject({ method: 'GET', url: '/v1/health', headers: bearer(h.keys.free.key) });
    await h.app.inject({ method: 'GET', url: '/v1/openapi.json', headers: bearer(h.keys.free.key) });
    await echo(h.adminToken);
    expect(h.app.fds.quota.used(h.keys.free.accountId)).toBe(0);
    expect((await echo(h.keys.free.key)).statusCode).toBe(200);
  });
});

describe('quota under concurrency', () => {
  async function listen(): Promise<string> {
    await h.app.listen({ host: '127.0.0.1', port: 0 });
    return `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  }

  it('never admits more requests than the quota when many arrive at once at the boundary', async () => {
    h = await harness({ quotas: { free: 3 } });
    const base = await listen();
    const responses = Array.from({ length: 12 }, () =>
      request(`${base}/v1/test/gated`, { headers: bearer(h.keys.free.key) }).then(async (r) => ({ status: r.statusCode, body: await r.body.json() })),
    );
    // All admitted requests are now held in flight; every other one must already have been refused.
    await vi.waitFor(() => expect(h.gate.current.waiting).toBe(3));
    h.gate.current.open();
    const statuses = (await Promise.all(responses)).map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(3).fill(200), ...Array(9).fill(429)]);
    expect(h.app.fds.quota.used(h.keys.free.accountId)).toBe(3);
  });

  it('gives the reserved slot back when an admitted request fails', async () => {
    h = await harness({ quotas: { free: 2 } });
    const base = await listen();
    const failing = [1, 2].map(() => request(`${base}/v1/test/gated?fail=yes`, { headers: bearer(h.keys.free.key) }));
    await vi.waitFor(() => expect(h.gate.current.waiting).toBe(2));
    const blocked = await request(`${base}/v1/test/echo/hi`, { headers: bearer(h.keys.free.key) });
    expect(blocked.statusCode).toBe(429);
    await blocked.body.dump();
    h.gate.current.open();
    for (const r of await Promise.all(failing)) {
      expect(r.statusCode).toBe(404);
      await r.body.dump();
    }
    h.gate.current = new Gate();
    const after = await request(`${base}/v1/test/echo/hi`, { headers: bearer(h.keys.free.key) });
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-ratelimit-remaining']).toBe('1');
    await after.body.dump();
  });
});

describe('shutdown', () => {
  it('lets in-flight requests finish, counts them and writes the counters before close resolves', async () => {
    h = await harness();
    await h.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
    const inFlight = request(`${base}/v1/test/gated`, { headers: bearer(h.keys.free.key) });
    await vi.waitFor(() => expect(h.gate.current.waiting).toBe(1));
    let closed = false;
    const closing = h.app.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    h.gate.current.open();
    const res = await inFlight;
    expect(res.statusCode).toBe(200);
    expect(await res.body.json()).toEqual({ ok: true });
    await closing;
    const row = await h.store.one<{ count: number }>('SELECT count FROM usage_counters WHERE account_id = ?', [h.keys.free.accountId]);
    expect(row?.count).toBe(1);
  });
});

describe('quota persistence', () => {
  const stored = async (accountId: string) =>
    (await h.store.one<{ count: number }>("SELECT count FROM usage_counters WHERE account_id = ? AND day = DATE '2026-11-20'", [accountId]))?.count;

  it('writes the counters to usage_counters behind the requests, without waiting for close', async () => {
    h = await harness();
    await echo(h.keys.free.key);
    await echo(h.keys.free.key);
    await vi.waitFor(async () => expect(await stored(h.keys.free.accountId)).toBe(2), { timeout: 5000, interval: 100 });
  });

  it('keeps the day\'s count across a restart', async () => {
    h = await harness({ quotas: { free: 3 } });
    await echo(h.keys.free.key);
    await echo(h.keys.free.key);
    await h.app.close();
    expect(await stored(h.keys.free.accountId)).toBe(2);
    h.app = await h.rebuild();
    const third = await echo(h.keys.free.key);
    expect(remaining(third)).toBe(0);
    expect((await echo(h.keys.free.key)).statusCode).toBe(429);
  });

  it('starts a restart on a new day from zero', async () => {
    h = await harness({ quotas: { free: 1 } });
    await echo(h.keys.free.key);
    await h.app.close();
    h.clock.set('2026-11-21T08:00:00Z');
    h.app = await h.rebuild();
    expect((await echo(h.keys.free.key)).statusCode).toBe(200);
  });
});
