/**
 * The board's remote source over a real server and a real WebSocket: quotes arrive as board events, the
 * 5-ticker limit is told rather than hidden, and a dropped server shows as reconnecting.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { RemoteSource } from '../../src/board/remote-source';
import { RemoteEngine } from '../../src/client/remote-engine';
import { reading, streamServer, type StreamServer } from '../http/stream-support';
import { quotesOf, Recorder } from './recorder';

const NOW = '2026-03-10T15:00:05Z';

let server: StreamServer | undefined;
let source: RemoteSource | undefined;

afterEach(async () => {
  await source?.close();
  await server?.h.app.close();
  source = undefined;
  server = undefined;
});

async function open(plan: 'free' | 'plus' | 'pro' = 'pro'): Promise<{ server: StreamServer; source: RemoteSource; recorder: Recorder }> {
  server = await streamServer({ now: NOW });
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const apiKey = server.h.keys[plan].key;
  source = new RemoteSource({ url: baseUrl, apiKey, engine: new RemoteEngine({ baseUrl, apiKey }) });
  const recorder = new Recorder();
  source.listen(recorder.listener);
  return { server, source, recorder };
}

describe('board remote source', () => {
  it('delivers the latest quote of each subscribed ticker at once and then every tick', async () => {
    const { server, source, recorder } = await open();
    server.bus.publish(reading('AAPL', 181, '2026-03-10T15:00:00Z'));
    source.subscribe(['AAPL']);
    await recorder.until((events) => quotesOf(events, 'AAPL').length === 1, 'the replayed AAPL quote');
    expect(recorder.events).toContainEqual({ type: 'connection', state: 'live' });
    server.bus.publish(reading('AAPL', 181.25, '2026-03-10T15:00:04Z'));
    await recorder.until((events) => quotesOf(events, 'AAPL').length === 2, 'the AAPL tick');
    expect(quotesOf(recorder.events, 'AAPL').map((q) => [q.price, q.bidPrice, q.askPrice, q.stale, q.delayed])).toEqual([
      [181, 180.99, 181.01, false, false],
      [181.25, 181.24, 181.26, false, false],
    ]);
  });

  it('rejects tickers past the stream limit of 5 by name while holding the first five', async () => {
    const { source, recorder } = await open();
    source.subscribe(['A', 'B', 'C', 'D']);
    source.subscribe(['E', 'F', 'G']);
    const rejected = recorder.events.flatMap((e) => (e.type === 'rejected' ? [e.ticker] : []));
    expect(rejected).toEqual(['F', 'G']);
    source.unsubscribe(['A']);
    source.subscribe(['F']);
    expect(recorder.events.filter((e) => e.type === 'rejected')).toHaveLength(2);
  });

  it('reports reconnecting when the server goes away', async () => {
    const { server, source, recorder } = await open();
    server.bus.publish(reading('AAPL', 181, '2026-03-10T15:00:00Z'));
    source.subscribe(['AAPL']);
    await recorder.until((events) => quotesOf(events, 'AAPL').length === 1, 'the AAPL quote');
    await server.h.app.close();
    await recorder.until((events) => events.some((e) => e.type === 'connection' && e.state === 'reconnecting'), 'reconnecting');
  });

  it('takes the non-interactive snapshot from /v1/quotes, omitting tickers without a reading', async () => {
    const { server, source } = await open();
    server.bus.publish(reading('MSFT', 401, '2026-03-10T14:59:00Z'));
    const quotes = await source.snapshot(['AAPL', 'MSFT']);
    expect(quotes.map((q) => [q.ticker, q.price, q.asOf, q.sessionDate, q.ageSeconds])).toEqual([['MSFT', 401, '2026-03-10T14:59:00.000Z', '2026-03-10', 65]]);
  });

  it('tells the user in words when the server refuses the stream (Free plan)', async () => {
    const { source, recorder } = await open('free');
    source.subscribe(['AAPL']);
    await recorder.until((events) => events.some((e) => e.type === 'rejected'), 'the refusal');
    const refusal = recorder.events.find((e) => e.type === 'rejected');
    expect(refusal).toMatchObject({ type: 'rejected', ticker: null });
    expect(refusal?.type === 'rejected' && refusal.message).toMatch(/^The server refused the stream \(403\): .*a key on a paid plan/i);
  });
});
