/**
 * `serve()` wires a bus and a feed behind /v1/stream: the replay feed from the store's captured ticks
 * (and its faster clock), the upstream feed from another real server, or no feed; close stops the feed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/core/clock';
import { createKey } from '../../src/engine/keys/keys';
import { serve, type ServeOptions } from '../../src/http/serve';
import type { RunningServer } from '../../src/http/server';
import { openStore } from '../../src/store/open';
import type { Store } from '../../src/store/store';
import { movableClock } from './support';
import { bearerHeader, connect, reading, streamServer, type StreamServer, type TestClient } from './stream-support';

const clock = fixedClock('2026-11-20T15:00:00Z');
const opened: { running?: RunningServer; upstream?: StreamServer; clients: TestClient[] } = { clients: [] };

afterEach(async () => {
  for (const client of opened.clients.splice(0)) client.close();
  await opened.running?.close();
  await opened.upstream?.h.app.close();
  opened.running = undefined;
  opened.upstream = undefined;
});

/** A store with one captured tick of AAPL at 14:59:00 UTC and a Pro key. */
async function storeWithTick(): Promise<{ store: Store; key: string }> {
  const store = await openStore({ path: ':memory:', clock, sample: false });
  await store.write(async (tx) => {
    await tx.run(
      "INSERT INTO listings (ticker, mic, symbol, name, kind, currency, source, captured_at) VALUES ('AAPL', NULL, 'AAPL', 'Apple', 'Stock', 'USD', 'test', TIMESTAMP '2026-11-20 00:00:00')",
    );
    await tx.run(
      "INSERT INTO ticks (ticker, ts, price, bid, ask, size, transport, source, captured_at) VALUES ('AAPL', TIMESTAMP '2026-11-20 14:59:00', 190.25, 190.2, 190.3, 100, 'WebSocket', 'test', TIMESTAMP '2026-11-20 15:00:00')",
    );
  });
  const { key } = await createKey(store, clock, { account: 'viewer', plan: 'pro' });
  return { store, key };
}

async function start(options: Omit<ServeOptions, 'clock' | 'host' | 'port' | 'storePath' | 'log'>, banner: string[] = []): Promise<RunningServer> {
  opened.running = await serve({ clock, host: '127.0.0.1', port: 0, storePath: ':memory:', log: () => undefined, ...options }, (line) => banner.push(line));
  return opened.running;
}

async function subscribe(running: RunningServer, key: string, tickers: string[]): Promise<TestClient> {
  const client = await connect(`${running.url.replace('http://', 'ws://')}/v1/stream`, bearerHeader(key));
  opened.clients.push(client);
  client.send({ action: 'subscribe', tickers });
  return client;
}

describe('serve() feeds', () => {
  it('serves the replay feed by default: the captured tick is on the stream', async () => {
    const { store, key } = await storeWithTick();
    const banner: string[] = [];
    const running = await start({ store }, banner);
    expect(banner[0]).toMatch(/replay feed at 1x/);
    const client = await subscribe(running, key, ['AAPL']);
    expect((await client.waitFrames(1))[0]).toMatchObject({ type: 'quote', ticker: 'AAPL', price: 190.25, ageSeconds: 60, delayed: false });
  });

  it('runs the server on the replay clock when the replay is faster than real time', async () => {
    const { store, key } = await storeWithTick();
    const base = movableClock('2026-11-20T15:00:00Z');
    opened.running = await serve({ store, clock: base, host: '127.0.0.1', port: 0, storePath: ':memory:', log: () => undefined, feed: 'replay', speed: 100 }, () => undefined);
    // One second of the base clock is 100 s of replay time, on top of the minute since the tick.
    base.advance(1000);
    const client = await subscribe(opened.running, key, ['AAPL']);
    expect((await client.waitFrames(1))[0]).toMatchObject({ type: 'quote', ageSeconds: 160 });
  });

  it('serves no readings with feed none', async () => {
    const { store, key } = await storeWithTick();
    const banner: string[] = [];
    const running = await start({ store, feed: 'none' }, banner);
    expect(banner[0]).toMatch(/no quote feed/);
    const client = await subscribe(running, key, ['AAPL']);
    expect((await client.waitFrames(1))[0]).toMatchObject({ type: 'error', ticker: 'AAPL' });
  });

  it('follows another server with the upstream feed and stops following on close', async () => {
    opened.upstream = await streamServer();
    const upstream = opened.upstream;
    upstream.bus.publish(reading('MSFT', 410.5, '2026-11-20T14:59:30Z'));
    const { store, key } = await storeWithTick();
    const running = await start({
      store,
      feed: 'upstream',
      upstream: { url: `http://127.0.0.1:${upstream.port}`, key: upstream.h.keys.pro.key, tickers: ['MSFT'] },
    });
    const client = await subscribe(running, key, ['MSFT']);
    expect((await client.waitFrames(1))[0]).toMatchObject({ type: 'quote', ticker: 'MSFT', price: 410.5, source: 'WebSocket' });
    upstream.bus.publish(reading('MSFT', 411, '2026-11-20T14:59:45Z'));
    expect((await client.waitFrames(2))[1]).toMatchObject({ type: 'quote', price: 411 });

    await running.close();
    opened.running = undefined;
    const connections = (): Promise<number> => new Promise((resolve, reject) => upstream.h.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
    const deadline = Date.now() + 3000;
    while ((await connections()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await connections()).toBe(0);
  });
});
