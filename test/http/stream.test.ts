/**
 * /v1/stream over a real server on an ephemeral port with real `ws` clients: the handshake (auth, plan,
 * quota), subscriptions and their limits, error frames, and the delayed view.
 */
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_UPGRADE_URL } from '../support/invoke';
import { bearerHeader, connect, reading, refusal, streamServer, type StreamServer, type TestClient } from './stream-support';

let server: StreamServer | undefined;
const clients: TestClient[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await server?.h.app.close();
  server = undefined;
});

async function open(s: StreamServer, key: string): Promise<TestClient> {
  const client = await connect(s.url, bearerHeader(key));
  clients.push(client);
  return client;
}

describe('handshake', () => {
  it('authenticates the handshake by the Authorization header', async () => {
    server = await streamServer();
    server.bus.publish(reading('AAPL', 190.5, '2026-11-20T14:59:00Z'));
    const client = await open(server, server.h.keys.pro.key);
    client.send({ action: 'subscribe', tickers: ['AAPL'] });
    const [frame] = await client.waitFrames(1);
    expect(frame).toMatchObject({ type: 'quote', ticker: 'AAPL', price: 190.5, delayed: false });
  });

  it('authenticates the handshake by the api_key query parameter', async () => {
    server = await streamServer();
    server.bus.publish(reading('AAPL', 190.5, '2026-11-20T14:59:00Z'));
    const client = await connect(`${server.url}?api_key=${server.h.keys.pro.key}`);
    clients.push(client);
    client.send({ action: 'subscribe', tickers: ['AAPL'] });
    expect((await client.waitFrames(1))[0]).toMatchObject({ type: 'quote', ticker: 'AAPL' });
  });

  it('refuses the upgrade with 401 and the error envelope without a key or with an unknown key', async () => {
    server = await streamServer();
    const missing = await refusal(server.url);
    expect(missing.status).toBe(401);
    expect(JSON.parse(missing.body)).toMatchObject({ error: { code: 'unauthorized', status: 401 } });
    const unknown = await refusal(`${server.url}?api_key=fds_${'0'.repeat(32)}`);
    expect(unknown.status).toBe(401);
    expect(JSON.parse(unknown.body)).toMatchObject({ error: { code: 'unauthorized', status: 401 } });
  });

  it('refuses the Free plan with 403 forbidden and an upgrade link', async () => {
    server = await streamServer({ upgradeUrl: TEST_UPGRADE_URL });
    const refused = await refusal(server.url, bearerHeader(server.h.keys.free.key));
    expect(refused.status).toBe(403);
    const body = JSON.parse(refused.body) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('forbidden');
    expect(body.error.message).toBe(`The quote stream needs a paid plan (Plus or Pro); your key is on the free plan. Upgrade at ${TEST_UPGRADE_URL}`);
  });

  it('refuses the Free plan without a link when the server has no upgrade page', async () => {
    server = await streamServer();
    const refused = await refusal(server.url, bearerHeader(server.h.keys.free.key));
    const body = JSON.parse(refused.body) as { error: { code: string; message: string } };
    expect([refused.status, body.error.code]).toEqual([403, 'forbidden']);
    expect(body.error.message).toBe(
      'The quote stream needs a paid plan (Plus or Pro); your key is on the free plan. Ask the operator of this server for a key on a paid plan (Plus or Pro).',
    );
  });

  it('refuses paths other than /v1/stream with 404 and an unknown query parameter with 400 naming it', async () => {
    server = await streamServer();
    const wrongPath = await refusal(server.url.replace('/v1/stream', '/v1/streams'), bearerHeader(server.h.keys.pro.key));
    expect(wrongPath.status).toBe(404);
    const unknownParam = await refusal(`${server.url}?tickers=AAPL`, bearerHeader(server.h.keys.pro.key));
    expect(unknownParam.status).toBe(400);
    expect(JSON.parse(unknownParam.body)).toMatchObject({ error: { code: 'invalid_parameter' } });
    expect(unknownParam.body).toContain("'tickers'");
  });

  it('answers a plain GET (no WebSocket upgrade) with 426 upgrade_required and Upgrade: websocket, other methods with 405', async () => {
    server = await streamServer();
    const base = `http://127.0.0.1:${server.port}/v1/stream`;
    const plain = await request(base, { headers: { authorization: `Bearer ${server.h.keys.pro.key}` } });
    expect(plain.statusCode).toBe(426);
    expect(plain.headers.upgrade).toBe('websocket');
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(await plain.body.json()).toEqual({
      error: { code: 'upgrade_required', status: 426, message: expect.stringMatching(/^\/v1\/stream is a WebSocket endpoint: connect with a WebSocket client/) },
    });
    // Nothing was served, so nothing was counted.
    expect(server.h.app.fds.quota.used(server.h.keys.pro.accountId)).toBe(0);
    const post = await request(base, { method: 'POST' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET');
    expect(await post.body.json()).toMatchObject({ error: { code: 'method_not_allowed', status: 405 } });
  });

  it('counts the handshake as one request of the daily quota; frames are free', async () => {
    server = await streamServer();
    const account = server.h.keys.plus.accountId;
    expect(server.h.app.fds.quota.used(account)).toBe(0);
    server.bus.publish(reading('AAPL', 190, '2026-11-20T14:40:00Z'));
    const client = await open(server, server.h.keys.plus.key);
    expect(server.h.app.fds.quota.used(account)).toBe(1);
    client.send({ action: 'subscribe', tickers: ['AAPL'] });
    client.send({ action: 'subscribe', tickers: ['MSFT'] });
    await client.waitFrames(2);
    expect(server.h.app.fds.quota.used(account)).toBe(1);
  });

  it('refuses a handshake with 429 when the daily quota is used up', async () => {
    server = await streamServer({ quotas: { pro: 1 } });
    await open(server, server.h.keys.pro.key);
    const refused = await refusal(server.url, bearerHeader(server.h.keys.pro.key));
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'rate_limited', status: 429 } });
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('subscriptions', () => {
  it('replays the latest reading of each newly subscribed ticker at once, then one frame per tick', async () => {
    server = await streamServer();
    server.bus.publish(reading('AAPL', 190, '2026-11-20T14:58:00Z'));
    server.bus.publish(reading('AAPL', 191, '2026-11-20T14:59:00Z'));
    server.bus.publish(reading('MSFT', 410, '2026-11-20T14:59:00Z'));
    const client = await open(server, server.h.keys.pro.key);
    client.send({ action: 'subscribe', tickers: ['AAPL', 'MSFT'] });
    const replay = await client.waitFrames(2);
    expect(replay.map((f) => f.type === 'quote' && [f.ticker, f.price])).toEqual([
      ['AAPL', 191],
      ['MSFT', 410],
    ]);
    server.bus.publish(reading('AAPL', 192, '2026-11-20T14:59:30Z'));
    server.bus.publish(reading('NVDA', 130, '2026-11-20T14:59:30Z'));
    server.bus.publish(reading('MSFT', 411, '2026-11-20T14:59:31Z'));
    const frames = await client.waitFrames(4);
    expect(frames.slice(2).map((f) => f.type === 'quote' && [f.ticker, f.price])).toEqual([
      ['AAPL', 192],
      ['MSFT', 411],
    ]);
  });

  it('stops frames of an unsubscribed ticker and keeps the others', async () => {
    server = await streamServer();
    server.bus.publish(reading('AAPL', 190, '2026-11-20T14:58:00Z'));
    server.bus.publish(reading('MSFT', 410, '2026-11-20T14:58:00Z'));
    const client = await open(server, server.h.keys.pro.key);
    client.send({ action: 'subscribe', tickers: ['AAPL', 'MSFT'] });
    await client.waitFrames(2);
    client.send({ action: 'unsubscribe', tickers: ['AAPL'] });
    // An unsubscribe of something not held is a problem frame; it also tells us the unsubscribe ran.
    client.send({ action: 'unsubscribe', tickers: ['TSLA'] });
    await client.waitFrames(3);
    server.bus.publish(reading('AAPL', 191, '2026-11-20T14:59:00Z'));
    server.bus.publish(reading('MSFT', 412, '2026-11-20T14:59:00Z'));
    const frames = await client.waitFrames(4);
    expect(frames[2]).toMatchObject({ type: 'error', ticker: 'TSLA' });
    expect(frames[3]).toMatchObject({ type: 'quote', ticker: 'MSFT', price: 412 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.frames).toHaveLength(4);
  });

  it('evaluates ageSeconds when the frame is delivered', async () => {
    server = await streamServer();
    server.bus.publish(reading('AAPL', 190, '2026-11-20T14:59:50Z'));
    server.h.clock.advance(60_000);
    const client = await open(server, server.h.keys.pro.key);
    client.send({ action: 'subscribe', tickers: ['AAPL'] });
    expect((await client.waitFrames(1))[0]).toMatchObject({ type: 'quote', ageSeconds: 70, stale: false, asOf: '2026-11-20T14:59:50.000Z' });
  });

  it('rejects a sixth ticker with an error frame naming it while the other five succeed', async () => {
    server = await streamServer();
    const tickers = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOG', 'META'];
    for (const [i, ticker] of tickers.entries()) server.bus.publish(reading(ticker, 100 + i, '2026-11-20T14:59:00Z'));
    const client = await open(server, server.h.keys.pro.key);
    client.send({ action: 'subscribe', tickers });
    const frames = await client.waitFrames(6);
    expect(frames.filter((f) => f.type === 'quote').map((f) => f.ticker)).toEqual(tickers.slice(0, 5));
    const errors = frames.filter((f) => f.type === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ type: 'error', ticker: 'META' });
    expect(errors[0]!.message).toMatch(/5 tickers/);
    // A later subscribe is refused by name too; after an unsubscribe there is room again.
    client.send({ action: 'subscribe', tickers: ['META'] });
    expect((await client.waitFrames(7))[6]).toMatchObject({ type: 'error', ticker: 'META' });
    client.send({ action: 'unsubscribe', tickers: ['AAPL'] });
    client.send({ action: 'subscribe', tickers: ['META'] });
    expect((await client.waitFrames(8))[7]).toMatchObject({ type: 'quote', ticker: 'META', price: 105 });
  });

  it('answers a message naming more than 100 tickers with one error frame without a ticker and keeps the connection', async () => {
    server = await streamServer();
    server.bus.publish(reading('AAPL', 190, '2026-11-20T14:59:00Z'));
    const client = await open(server, server.h.keys.pro.key);
    client.send({ action: 'subscribe', tickers: Array.from({ length: 101 }, (_, i) => `T${i}`) });
    const [error] = await client.waitFrames(1);
    expect(error).toMatchObject({ type: 'error' });
    expect(error).not.toHaveProperty('ticker');
    expect(error!.type === 'error' && error!.message).toMatch(/100/);
    client.send({ action: 'subscribe', tickers: ['AAPL'] });
    expect((await client.waitFrames(2))[1]).toMatchObject({ type: 'quote', ticker: 'AAPL' });
  });

  it('answers malformed messages (bad JSON, wrong shape, binary) with error frames without a ticker and never closes', async () => {
    server = await streamServer();
    server.bus.publish(reading('AAPL', 190, '2026-11-20T14:59:00Z'));
    const client = await open(server, server.h.keys.pro.key);
    client.send('{not json');
    client.send({ action: 'watch', tickers: ['AAPL'] });
    client.send({ action: 'subscribe', tickers: 'AAPL' });
    client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    const errors = await client.waitFrames(4);
    for (const frame of errors) {
      expect(frame.type).toBe('error');
      expect(frame).not.toHaveProperty('ticker');
    }
    client.send({ action: 'subscribe', tickers: ['AAPL'] });
    expect((await client.waitFrames(5))[4]).toMatchObject({ type: 'quote', ticker: 'AAPL' });
    expect(client.closed).toBeUndefined();
  });

  it('refuses an unknown ticker by name without holding it; holds a known listing with no reading and says so', async () => {
    server = await streamServer();
    await server.h.store.write((tx) =>
      tx.run(
        "INSERT INTO listings (ticker, mic, symbol, name, kind, currency, source, captured_at) VALUES ('QUIET', NULL, 'QUIET', 'Quiet Co', 'Stock', 'USD', 'test', TIMESTAMP '2026-11-20 00:00:00')",
      ),
    );
    const client = await open(server, server.h.keys.pro.key);
    client.send({ action: 'subscribe', tickers: ['NOPE', 'QUIET', 'bad ticker!'] });
    const frames = await client.waitFrames(3);
    expect(frames.map((f) => f.type === 'error' && f.ticker)).toEqual(['bad ticker!', 'NOPE', 'QUIET']);
    server.bus.publish(reading('NOPE', 5, '2026-11-20T14:59:00Z'));
    server.bus.publish(reading('QUIET', 12, '2026-11-20T14:59:00Z'));
    expect((await client.waitFrames(4))[3]).toMatchObject({ type: 'quote', ticker: 'QUIET', price: 12 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.frames).toHaveLength(4);
  });

  it('refuses a non-US listing (MIC:TICKER) by name without holding it: quotes cover US listings only, so it takes no slot', async () => {
    server = await streamServer();
    await server.h.store.write((tx) =>
      tx.run(
        "INSERT INTO listings (ticker, mic, symbol, name, kind, currency, source, captured_at) VALUES ('XLON:VOD', 'XLON', 'VOD', 'Vodafone', 'Stock', 'GBP', 'test', TIMESTAMP '2026-11-20 00:00:00')",
      ),
    );
    const tickers = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOG'];
    for (const [i, ticker] of tickers.entries()) server.bus.publish(reading(ticker, 100 + i, '2026-11-20T14:59:00Z'));
    const client = await open(server, server.h.keys.pro.key);
    client.send({ action: 'subscribe', tickers: ['xlon:vod', ...tickers] });
    const frames = await client.waitFrames(6);
    expect(frames[0]).toEqual({
      type: 'error',
      ticker: 'xlon:vod',
      message: 'Not subscribed to XLON:VOD: live quotes cover US listings only; a non-US listing is priced at its settled close (/v1/stocks/XLON:VOD/prices).',
    });
    // All five US tickers are held: the refused one took no slot.
    expect(frames.slice(1).map((f) => f.type === 'quote' && f.ticker)).toEqual(tickers);
    client.send({ action: 'unsubscribe', tickers: ['XLON:VOD'] });
    expect((await client.waitFrames(7))[6]).toMatchObject({ type: 'error', ticker: 'XLON:VOD', message: "Not subscribed to 'XLON:VOD'." });
  });

  it('gives Plus the 15-minute delayed view and Pro real time', async () => {
    server = await streamServer();
    server.bus.publish(reading('AAPL', 180, '2026-11-20T14:40:00Z'));
    server.bus.publish(reading('AAPL', 190, '2026-11-20T14:50:00Z'));
    const plus = await open(server, server.h.keys.plus.key);
    const pro = await open(server, server.h.keys.pro.key);
    plus.send({ action: 'subscribe', tickers: ['AAPL'] });
    pro.send({ action: 'subscribe', tickers: ['AAPL'] });
    expect((await plus.waitFrames(1))[0]).toMatchObject({ type: 'quote', price: 180, delayed: true });
    expect((await pro.waitFrames(1))[0]).toMatchObject({ type: 'quote', price: 190, delayed: false });

    server.bus.publish(reading('AAPL', 195, '2026-11-20T14:59:59Z'));
    expect((await pro.waitFrames(2))[1]).toMatchObject({ price: 195 });
    // The tick at 14:50 comes due for Plus at 15:05; nothing newer reaches it before.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(plus.frames).toHaveLength(1);
    server.h.clock.set('2026-11-20T15:05:00Z');
    expect((await plus.waitFrames(2))[1]).toMatchObject({ type: 'quote', price: 190, delayed: true });
    server.h.clock.set('2026-11-20T15:15:00Z');
    expect((await plus.waitFrames(3))[2]).toMatchObject({ type: 'quote', price: 195, delayed: true });
  });

  it('tells Plus when a ticker has no reading 15 minutes old yet, then delivers it when due', async () => {
    server = await streamServer();
    server.bus.publish(reading('AAPL', 190, '2026-11-20T14:55:00Z'));
    const plus = await open(server, server.h.keys.plus.key);
    plus.send({ action: 'subscribe', tickers: ['AAPL'] });
    expect((await plus.waitFrames(1))[0]).toMatchObject({ type: 'error', ticker: 'AAPL' });
    server.h.clock.set('2026-11-20T15:10:00Z');
    expect((await plus.waitFrames(2))[1]).toMatchObject({ type: 'quote', ticker: 'AAPL', price: 190, delayed: true });
  });
});
