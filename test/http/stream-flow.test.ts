/**
 * /v1/stream flow control and liveness over a real server: a slow reader is conflated without holding
 * back a fast one, ping/pong reaps a dead client, and closing the server closes every socket.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { bearerHeader, connect, reading, streamServer, type StreamServer, type TestClient } from './stream-support';

let server: StreamServer | undefined;
const clients: TestClient[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await server?.h.app.close();
  server = undefined;
});

const TICKERS = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOG'];

describe('slow readers', () => {
  it('conflates a slow reader to the latest reading per ticker without delaying a fast reader', async () => {
    server = await streamServer({ stream: { pingIntervalMs: 60_000, highWaterBytes: 16 * 1024 } });
    const s = server;
    for (const ticker of TICKERS) s.bus.publish(reading(ticker, 100, '2026-11-20T14:00:00Z'));
    const fast = await connect(s.url, bearerHeader(s.h.keys.pro.key));
    const slow = await connect(s.url, bearerHeader(s.h.keys.pro.key));
    clients.push(fast, slow);
    fast.send({ action: 'subscribe', tickers: TICKERS });
    slow.send({ action: 'subscribe', tickers: TICKERS });
    await fast.waitFrames(5);
    await slow.waitFrames(5);
    // The slow reader stops reading: the kernel buffers fill, then the server's.
    slow.ws.pause();

    const ticks = 60_000;
    const start = new Date('2026-11-20T14:00:00Z').getTime();
    // Bursts stay under the high-water mark and the fast reader takes each one before the next is
    // published: it keeps up by construction, so it must see every tick however loaded the machine is.
    // (With larger bursts a reader in this same busy process could itself fall behind and be conflated.)
    const burst = 40;
    for (let i = 1; i <= ticks; i++) {
      s.bus.publish({ ...reading(TICKERS[i % 5]!, 100 + i / 100, '2026-11-20T14:00:00Z'), at: start + i });
      if (i % burst === 0) await fast.waitFrames(5 + i, 60_000);
    }
    // Every tick reached the fast reader while the slow one was still not reading.
    expect(fast.frames).toHaveLength(5 + ticks);
    const lastFast = fast.frames.slice(-5).map((f) => f.type === 'quote' && f.price);
    expect(lastFast).toEqual([...Array.from({ length: 5 }, (_, k) => 100 + (ticks - 4 + k) / 100)]);

    slow.ws.resume();
    const newest = new Map<string, number>();
    for (let i = ticks - 4; i <= ticks; i++) newest.set(TICKERS[i % 5]!, 100 + i / 100);
    await slow.until(
      () => [...newest].every(([ticker, price]) => slow.frames.some((f) => f.type === 'quote' && f.ticker === ticker && f.price === price)),
      'the newest reading of every ticker',
      60_000,
    );
    // Conflated: intermediate readings were dropped rather than queued.
    expect(slow.frames.length).toBeLessThan(5 + ticks);
    // Each ticker's frames still move forward in time.
    for (const ticker of TICKERS) {
      const times = slow.frames.filter((f) => f.type === 'quote' && f.ticker === ticker).map((f) => (f.type === 'quote' ? Date.parse(f.asOf) : 0));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  }, 150_000);
});

describe('liveness', () => {
  it('terminates a connection that missed a pong and keeps one that answers', async () => {
    server = await streamServer({ stream: { pingIntervalMs: 40, delayedCheckMs: 20 } });
    const dead = await connect(server.url, { ...bearerHeader(server.h.keys.pro.key), autoPong: false });
    const alive = await connect(server.url, bearerHeader(server.h.keys.pro.key));
    clients.push(dead, alive);
    expect((await dead.waitClosed(2000)).code).toBe(1006);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(alive.closed).toBeUndefined();
  });

  it('closes every socket when the server closes', async () => {
    server = await streamServer();
    const a = await connect(server.url, bearerHeader(server.h.keys.pro.key));
    const b = await connect(server.url, bearerHeader(server.h.keys.plus.key));
    clients.push(a, b);
    await server.h.app.close();
    server = undefined;
    expect((await a.waitClosed()).code).toBe(1001);
    expect((await b.waitClosed()).code).toBe(1001);
  });
});
