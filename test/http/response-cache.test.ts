import { afterEach, describe, expect, it } from 'vitest';
import { bearer, harness, type Harness } from './support';

let h: Harness;
afterEach(async () => {
  await h.app.close();
  h.store.close();
});

const counter = (key: string, query = '') => h.app.inject({ method: 'GET', url: `/v1/test/counter${query}`, headers: bearer(key) });

describe("response cache (operations declared cache: 'store')", () => {
  it('serves a repeated read from the cache while the store is unchanged', async () => {
    h = await harness();
    const first = await counter(h.keys.free.key);
    h.clock.advance(3_600_000);
    const again = await counter(h.keys.free.key);
    expect(again.body).toBe(first.body);
    expect(h.counter.calls).toBe(1);
  });

  it('runs the operation again on the next market day, though nothing was written: windows default to "ending today"', async () => {
    h = await harness();
    const today = h.clock.now();
    await counter(h.keys.free.key);
    // Past midnight in New York: the same request is asked on another day.
    const nextDay = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1, 6));
    h.clock.advance(nextDay.getTime() - today.getTime());
    expect((await counter(h.keys.free.key)).json()).toEqual({ calls: 2 });
    expect((await counter(h.keys.free.key)).json()).toEqual({ calls: 2 });
  });

  it('runs the operation again after any write to the store', async () => {
    h = await harness();
    await counter(h.keys.free.key);
    await h.store.write((tx) => tx.run("INSERT INTO store_meta VALUES ('cache-test', 'x')"));
    expect((await counter(h.keys.free.key)).json()).toEqual({ calls: 2 });
  });

  it('still counts a cached response against the quota', async () => {
    h = await harness({ quotas: { free: 2 } });
    await counter(h.keys.free.key);
    const cached = await counter(h.keys.free.key);
    expect(cached.headers['x-ratelimit-remaining']).toBe('0');
    expect((await counter(h.keys.free.key)).statusCode).toBe(429);
  });

  it('keeps entries apart per plan and per parameter values', async () => {
    h = await harness();
    await counter(h.keys.free.key);
    expect((await counter(h.keys.plus.key)).json()).toEqual({ calls: 2 });
    expect((await counter(h.keys.free.key, '?fail=no')).json()).toEqual({ calls: 3 });
    expect((await counter(h.keys.free.key)).json()).toEqual({ calls: 1 });
  });

  it('never caches an error', async () => {
    h = await harness();
    await counter(h.keys.free.key, '?fail=yes');
    const again = await counter(h.keys.free.key, '?fail=yes');
    expect(again.statusCode).toBe(404);
    expect(h.counter.calls).toBe(2);
  });

  it('never reuses the result of an operation that is not declared cacheable', async () => {
    h = await harness();
    const first = await h.app.inject({ method: 'GET', url: '/v1/market/status', headers: bearer(h.keys.free.key) });
    h.clock.advance(60_000);
    const second = await h.app.inject({ method: 'GET', url: '/v1/market/status', headers: bearer(h.keys.free.key) });
    expect(second.json().asOf).not.toBe(first.json().asOf);
  });

  it('still refuses a key revoked through the server even though its response was cached', async () => {
    h = await harness();
    await counter(h.keys.free.key);
    await h.app.inject({ method: 'DELETE', url: `/_local/keys/${h.keys.free.id}`, headers: bearer(h.adminToken) });
    expect((await counter(h.keys.free.key)).statusCode).toBe(401);
  });
});
