/**
 * The upstream feed against a REAL second server on an ephemeral port: it fills this process's bus from
 * the upstream stream over as many connections as the 5-ticker limit needs, keeps the last good values
 * while the upstream is down, and reconnects and resubscribes when it is back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createQuoteBus } from '../../src/quotes/bus';
import { backoffDelay, StreamClient, streamUrl } from '../../src/quotes/stream-client';
import type { Feed } from '../../src/quotes/types';
import { connectionGroups, createUpstreamFeed } from '../../src/quotes/upstream';
import { reading, streamServer, type StreamServer } from '../http/stream-support';

const TICKERS = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOG', 'META', 'TSLA'];

let upstream: StreamServer | undefined;
let feed: Feed | undefined;

afterEach(async () => {
  await feed?.stop();
  feed = undefined;
  await upstream?.h.app.close();
  upstream = undefined;
});

async function until(done: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const handshakes = (s: StreamServer): number => s.h.logs.filter((line) => line.startsWith('GET /v1/stream 101')).length;

describe('upstream feed', () => {
  it('splits tickers into connections of at most 5', () => {
    expect(connectionGroups(TICKERS)).toEqual([TICKERS.slice(0, 5), TICKERS.slice(5)]);
    expect(connectionGroups(['AAPL', 'AAPL', 'MSFT'])).toEqual([['AAPL', 'MSFT']]);
  });

  it('backs off exponentially, capped and jittered', () => {
    expect(backoffDelay(0, 100, 1000, () => 0)).toBe(50);
    expect(backoffDelay(3, 100, 1000, () => 0)).toBe(400);
    expect(backoffDelay(10, 100, 1000, () => 0.999)).toBeLessThanOrEqual(1000);
    expect(backoffDelay(10, 100, 1000, () => 0)).toBe(500);
  });

  it('derives the stream URL from a base URL', () => {
    expect(streamUrl('http://127.0.0.1:8080')).toBe('ws://127.0.0.1:8080/v1/stream');
    expect(streamUrl('https://fds.example/')).toBe('wss://fds.example/v1/stream');
    expect(streamUrl('ws://h:1/v1/stream')).toBe('ws://h:1/v1/stream');
  });

  it('publishes every upstream frame into the bus as a WebSocket reading, over one connection per 5 tickers', async () => {
    upstream = await streamServer();
    for (const [i, ticker] of TICKERS.entries()) upstream.bus.publish(reading(ticker, 100 + i, '2026-11-20T14:59:00Z'));
    const bus = createQuoteBus();
    feed = createUpstreamFeed({ url: `http://127.0.0.1:${upstream.port}`, apiKey: upstream.h.keys.pro.key, tickers: TICKERS, log: () => undefined });
    await feed.start(bus);
    expect(TICKERS.map((t) => bus.latest(t)?.price)).toEqual([100, 101, 102, 103, 104, 105, 106]);
    expect(bus.latest('AAPL')).toMatchObject({ transport: 'WebSocket', bidPrice: 99.99, askPrice: 100.01, at: Date.parse('2026-11-20T14:59:00Z') });
    expect(handshakes(upstream)).toBe(2);
    expect(feed.state()).toBe('live');

    upstream.bus.publish(reading('TSLA', 250, '2026-11-20T14:59:30Z'));
    await until(() => bus.latest('TSLA')?.price === 250, 'the TSLA tick');
  });

  it('keeps the last good values while the upstream is down, then reconnects and resubscribes', async () => {
    upstream = await streamServer();
    const port = upstream.port;
    for (const [i, ticker] of TICKERS.entries()) upstream.bus.publish(reading(ticker, 100 + i, '2026-11-20T14:59:00Z'));
    const bus = createQuoteBus();
    const lines: string[] = [];
    feed = createUpstreamFeed({
      url: `http://127.0.0.1:${port}`,
      apiKey: upstream.h.keys.pro.key,
      tickers: TICKERS,
      log: (line) => lines.push(line),
      client: { initialBackoffMs: 20, maxBackoffMs: 200 },
    });
    await feed.start(bus);
    expect(bus.latest('META')?.price).toBe(105);

    // Kill the upstream server.
    const killed = upstream.h;
    await killed.app.close();
    upstream = undefined;
    await until(() => feed!.state() === 'reconnecting', 'the feed to notice the drop');
    // Let a few reconnect attempts fail against the closed port.
    await until(() => lines.filter((line) => line.includes('reconnecting')).length >= 4, 'failed reconnect attempts');
    expect(TICKERS.map((t) => bus.latest(t)?.price)).toEqual([100, 101, 102, 103, 104, 105, 106]);

    // Restart over the same store on the same port with new values: the feed resubscribes and the
    // replay of each ticker arrives.
    const restartedBus = createQuoteBus();
    for (const [i, ticker] of TICKERS.entries()) restartedBus.publish(reading(ticker, 200 + i, '2026-11-20T15:00:00Z'));
    killed.logs.length = 0;
    const restarted = await killed.rebuild({ quotes: restartedBus });
    try {
      await restarted.listen({ host: '127.0.0.1', port });
      await until(() => TICKERS.every((t, i) => bus.latest(t)?.price === 200 + i), 'resubscribed values');
      expect(killed.logs.filter((line) => line.startsWith('GET /v1/stream 101'))).toHaveLength(2);
      await until(() => feed!.state() === 'live', 'the feed to be live again');
      restartedBus.publish(reading('AAPL', 201.5, '2026-11-20T15:00:01Z'));
      await until(() => bus.latest('AAPL')?.price === 201.5, 'a tick after the restart');
    } finally {
      await feed.stop();
      await restarted.close();
    }
  });

  it('resolves start and keeps retrying when the upstream is down from the beginning', async () => {
    const bus = createQuoteBus();
    // A port nothing listens on: take one from a server and close it.
    const probe = await streamServer();
    const port = probe.port;
    await probe.h.app.close();
    probe.h.store.close();
    feed = createUpstreamFeed({ url: `http://127.0.0.1:${port}`, apiKey: 'fds_x', tickers: ['AAPL'], log: () => undefined, client: { initialBackoffMs: 20, maxBackoffMs: 100 } });
    await feed.start(bus);
    expect(feed.state()).toBe('reconnecting');
    expect(bus.tickers()).toEqual([]);
  });

  it('replaces a connection on which the server has gone silent, and keeps one the server pings', async () => {
    // The server pings every 40 ms: a client expecting life within 1.5 s stays on its first connection for
    // longer than that window (a client that ignored the pings would have reconnected by then). The window
    // leaves room for a loaded machine to stall the event loop now and then.
    upstream = await streamServer({ stream: { pingIntervalMs: 40, delayedCheckMs: 20 } });
    const pinged = new StreamClient({ url: `http://127.0.0.1:${upstream.port}`, apiKey: upstream.h.keys.pro.key, tickers: [], onFrame: () => undefined, idleTimeoutMs: 1_500 });
    pinged.start();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(handshakes(upstream)).toBe(1);
    await pinged.stop();
    await upstream.h.app.close();

    // A server that never pings within the client's idle timeout is taken for dead: the client reconnects.
    upstream = await streamServer({ stream: { pingIntervalMs: 60_000, delayedCheckMs: 20 } });
    const s = upstream;
    const states: string[] = [];
    const silent = new StreamClient({
      url: `http://127.0.0.1:${s.port}`,
      apiKey: s.h.keys.pro.key,
      tickers: [],
      onFrame: () => undefined,
      onState: (state) => states.push(state),
      idleTimeoutMs: 100,
      initialBackoffMs: 10,
    });
    silent.start();
    try {
      await until(() => handshakes(s) >= 2, 'a second connection');
      expect(states).toContain('reconnecting');
    } finally {
      await silent.stop();
    }
  });
});
