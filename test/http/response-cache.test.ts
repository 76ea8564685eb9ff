import { afterEach, describe, expect, it } from 'vitest';
import { bearer, harness, type Harness } from './support';

let h: Harness;
afterEach(async () => {
  await h.app.close();
  h.store.close();
});

const counter = (key: string, query = '') => h.app.inject({ method: 'GET', url: `/v1/test/counter${query}`, headers: bearer(key) });

describe('response cache (fds serve: the server is the store\'s only writer)', () => {
  it('is off unless asked for: every request runs the operation', async () => {
    h = await harness();
    await counter(h.keys.free.key);
    const second = await counter(h.keys.free.key);
    expect(second.json()).toEqual({ calls: 2 });
  });

  it('serves a repeated read from the cache within its lifetime, and runs again after it', async () => {
    h = await harness({ responseCacheMs: 1000 });
    const first = await counter(h.keys.free.key);
    h.clock.advance(999);
    const again = await counter(h.keys.free.key);
    expect(again.body).toBe(first.body);
    expect(h.counter.calls).toBe(1);
    h.clock.advance(1);
    expect((await counter(h.keys.free.key)).json()).toEqual({ calls: 2 });
  });

  it('still counts a cached response against the quota', async () => {
    h = await harness({ responseCacheMs: 1000, quotas: { free: 2 } });
    await counter(h.keys.free.key);
    const cached = await counter(h.keys.free.key);
    expect(cached.headers['x-ratelimit-remaining']).toBe('0');
    expect((await counter(h.keys.free.key)).statusCode).toBe(429);
  });

  it('keeps entries apart per caller and per parameter values', async () => {
    h = await harness({ responseCacheMs: 1000 });
    await counter(h.keys.free.key);
    expect((await counter(h.keys.plus.key)).json()).toEqual({ calls: 2 });
    expect((await counter(h.keys.free.key, '?fail=no')).json()).toEqual({ calls: 3 });
    expect((await counter(h.keys.free.key)).json()).toEqual({ calls: 1 });
  });

  it('never caches an error', async () => {
    h = await harness({ responseCacheMs: 1000 });
    await counter(h.keys.free.key, '?fail=yes');
    const again = await counter(h.keys.free.key, '?fail=yes');
    expect(again.statusCode).toBe(404);
    expect(h.counter.calls).toBe(2);
  });

  it('forgets everything after an operator route or a non-GET operation', async () => {
    h = await harness({ responseCacheMs: 1000 });
    await counter(h.keys.free.key);
    await h.app.inject({ method: 'GET', url: '/_local/keys', headers: bearer(h.adminToken) });
    expect((await counter(h.keys.free.key)).json()).toEqual({ calls: 2 });
    await h.app.inject({ method: 'POST', url: '/v1/test/body', headers: bearer(h.keys.plus.key) });
    expect((await counter(h.keys.free.key)).json()).toEqual({ calls: 3 });
  });

  it('still refuses a key revoked through the server even though its response was cached', async () => {
    h = await harness({ responseCacheMs: 1000 });
    await counter(h.keys.free.key);
    await h.app.inject({ method: 'DELETE', url: `/_local/keys/${h.keys.free.id}`, headers: bearer(h.adminToken) });
    expect((await counter(h.keys.free.key)).statusCode).toBe(401);
  });
});
