/**
 * The upstream options provider against real HTTP servers on ephemeral ports: a scripted node:http server
 * that answers well, slowly, with 500s, with garbage or 404, a closed port, and a real second fds server
 * answering from its captures. The local store is the sample plus the scripted tickers as listings: the
 * operations check the underlying listing locally before the provider is asked.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/engine/keys/keys';
import { captureOptionsProvider } from '../../src/engine/options/capture';
import type { OptionsProvider } from '../../src/engine/options/provider';
import type { ChainResponse, SingleContractResponse } from '../../src/engine/options/schemas';
import { upstreamOptionsProvider } from '../../src/engine/options/upstream';
import { buildServer, startServer, type RunningServer } from '../../src/http/server';
import { call, callError } from '../support/invoke';
import { seedListing } from '../engine/options/seed';
import { sampleStore, type SampleFixture } from '../support/store';

const KEY = 'fds_upstream_test_key';
const TIMEOUT_MS = 300;

const CHAIN: ChainResponse = {
  ticker: 'AAPL', companyName: 'Apple Inc.', expiration: null, quotesAvailable: true, returned: 0, total: 0, truncated: false, contracts: [],
};
/** Tickers the scripted server knows how to fail with; listed locally so the provider is asked. */
const SCRIPTED = ['SLOW', 'FAIL', 'GONE', 'JUNK', 'SHAPE'];

/** What the scripted server saw. */
const seen: { path: string; authorization: string | undefined }[] = [];
const open = new Set<ServerResponse>();

function script(request: IncomingMessage, response: ServerResponse): void {
  seen.push({ path: request.url ?? '', authorization: request.headers.authorization });
  const ticker = /\/v1\/stocks\/([^/]+)\//.exec(request.url ?? '')?.[1] ?? '';
  const json = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  switch (ticker) {
    case 'AAPL': return json(200, CHAIN);
    case 'SLOW':
      // Never answers within the timeout: the response is ended when the test server closes.
      open.add(response);
      return;
    case 'FAIL': return json(500, { error: { code: 'internal_error', message: 'boom', status: 500 } });
    case 'GONE': return json(404, { error: { code: 'not_found', message: 'Unknown ticker GONE: no listing is stored under it.', status: 404 } });
    case 'JUNK': response.writeHead(200, { 'content-type': 'text/html' }); response.end('<html>maintenance</html>'); return;
    case 'SHAPE': return json(200, { ticker: 'SHAPE', contracts: 'soon' });
    default: return json(404, {});
  }
}

let scripted: Server;
let scriptedUrl: string;
let closedUrl: string;
let local: SampleFixture;
let provider: OptionsProvider;

beforeAll(async () => {
  scripted = createServer(script);
  await new Promise<void>((resolve) => scripted.listen(0, '127.0.0.1', resolve));
  scriptedUrl = `http://127.0.0.1:${(scripted.address() as AddressInfo).port}`;
  // A port that was just free and is closed again: connections are refused.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  local = await sampleStore();
  for (const ticker of SCRIPTED) await seedListing(local.store, ticker);
  provider = upstreamOptionsProvider({ url: scriptedUrl, key: KEY, timeoutMs: TIMEOUT_MS });
});

afterAll(async () => {
  for (const response of open) response.destroy();
  scripted.closeAllConnections();
  await new Promise<void>((resolve) => scripted.close(() => resolve()));
  await provider.close?.();
});

const ctxWith = (options: OptionsProvider) => ({ ...local.ctx, options });

describe('upstream options provider (scripted server)', () => {
  it('calls {base}/v1/stocks/{t}/options/chain with Authorization: Bearer KEY and returns its answer', async () => {
    const body = await call<ChainResponse>(ctxWith(provider), 'options.chain', { ticker: 'AAPL' });
    expect(body).toEqual(CHAIN);
    expect(seen.at(-1)).toEqual({ path: '/v1/stocks/AAPL/options/chain?limit=500', authorization: `Bearer ${KEY}` });
  });

  it('expirations are a stored read: the upstream is not asked', async () => {
    const before = seen.length;
    const body = await call<{ ticker: string; expirations: unknown[] }>(ctxWith(provider), 'options.expirations', { ticker: 'AAPL' });
    expect([body.ticker, body.expirations.length, seen.length]).toEqual(['AAPL', 6, before]);
  });

  it('an unknown or delisted ticker is 404 before the upstream is asked', async () => {
    const before = seen.length;
    expect((await callError(ctxWith(provider), 'options.chain', { ticker: 'ZZZZ' })).status).toBe(404);
    expect((await callError(ctxWith(provider), 'options.contract', { ticker: 'SMPLD' }, { symbol: 'SMPLD261127C00040000' })).status).toBe(404);
    expect(seen.length).toBe(before);
  });

  it('an upstream that answers beyond the timeout is 503', async () => {
    const error = await callError(ctxWith(provider), 'options.chain', { ticker: 'SLOW' });
    expect([error.status, error.code]).toEqual([503, 'service_unavailable']);
  });

  it('an upstream 500 is 503', async () => {
    const error = await callError(ctxWith(provider), 'options.chain', { ticker: 'FAIL' });
    expect([error.status, error.code, error.message]).toEqual([503, 'service_unavailable', expect.stringContaining('500')]);
  });

  it('an upstream 404 is 404, with its message', async () => {
    const error = await callError(ctxWith(provider), 'options.contract', { ticker: 'GONE' }, { symbol: 'GONE261127C00010000' });
    expect([error.status, error.message]).toEqual([404, 'Unknown ticker GONE: no listing is stored under it.']);
  });

  it('garbage (not JSON, or not the documented resource) is 503', async () => {
    expect((await callError(ctxWith(provider), 'options.chain', { ticker: 'JUNK' })).status).toBe(503);
    expect((await callError(ctxWith(provider), 'options.chain', { ticker: 'SHAPE' })).status).toBe(503);
  });

  it('a refused connection (closed port) is 503', async () => {
    const refused = upstreamOptionsProvider({ url: closedUrl, key: KEY, timeoutMs: TIMEOUT_MS });
    try {
      const error = await callError(ctxWith(refused), 'options.chain', { ticker: 'AAPL' });
      expect([error.status, error.code]).toEqual([503, 'service_unavailable']);
    } finally {
      await refused.close?.();
    }
  });
});

describe('upstream options provider (a real second fds server)', () => {
  let upstream: SampleFixture;
  let running: RunningServer;
  let real: OptionsProvider;
  let freeKey: string;
  let proKey: string;

  beforeAll(async () => {
    upstream = await sampleStore();
    const pro = await createKey(upstream.store, upstream.clock, { account: 'upstream-pro', plan: 'pro' });
    freeKey = (await createKey(upstream.store, upstream.clock, { account: 'upstream-free', plan: 'free' })).key;
    running = await startServer({ store: upstream.store, clock: upstream.clock, host: '127.0.0.1', port: 0, log: () => undefined, options: captureOptionsProvider });
    proKey = pro.key;
    real = upstreamOptionsProvider({ url: running.url, key: proKey, timeoutMs: 5000 });
  });

  afterAll(async () => {
    await real.close?.();
    await running.close();
  });

  const direct = () => ({ ...upstream.ctx, options: captureOptionsProvider });

  it('a chain through the upstream equals the capture answer of that server', async () => {
    const query = { expiration: '2026-12-18', type: 'call', limit: '5' };
    const through = await call<ChainResponse>(ctxWith(real), 'options.chain', { ticker: 'BRK.B' }, query);
    expect(through).toEqual(await call<ChainResponse>(direct(), 'options.chain', { ticker: 'BRK.B' }, query));
    expect([through.ticker, through.returned, through.truncated]).toEqual(['BRK-B', 5, true]);
  });

  it('the local plan decides delayed: a Plus caller sees delayed true over a Pro upstream', async () => {
    const plus = { ...ctxWith(real), caller: { kind: 'account' as const, id: 'p', name: 'p', plan: 'plus' as const } };
    const body = await call<SingleContractResponse>(plus, 'options.contract', { ticker: 'AAPL' }, { symbol: 'AAPL261218C00230000' });
    expect([body.contract.occTicker, body.contract.delayed]).toEqual(['AAPL261218C00230000', true]);
  });

  it('the upstream\'s answers keep their meaning: BRK-A has no options (200, expiration null), SMPLD is 404, an expired symbol 404', async () => {
    const brka = await call<ChainResponse>(ctxWith(real), 'options.chain', { ticker: 'BRK-A' });
    expect([brka.expiration, brka.contracts]).toEqual([null, []]);
    expect((await callError(ctxWith(real), 'options.chain', { ticker: 'SMPLD' })).status).toBe(404);
    const expired = await upstream.store.one<{ occ_symbol: string }>("SELECT occ_symbol FROM option_contracts WHERE underlying = 'SPY' AND expiration_date < DATE '2026-11-20' LIMIT 1");
    expect((await callError(ctxWith(real), 'options.contract', { ticker: 'SPY' }, { symbol: expired!.occ_symbol })).status).toBe(404);
  });

  it('an upstream key the upstream refuses (Free on chains) is 503 here, not 403', async () => {
    const refused = upstreamOptionsProvider({ url: running.url, key: freeKey, timeoutMs: 5000 });
    try {
      expect((await callError(ctxWith(refused), 'options.chain', { ticker: 'AAPL' })).status).toBe(503);
    } finally {
      await refused.close?.();
    }
  });

  it('served by a front fds server over HTTP, with the provider in its engine contexts (closed with the server)', async () => {
    const own = upstreamOptionsProvider({ url: running.url, key: proKey, timeoutMs: 5000 });
    const front = await buildServer({ store: local.store, clock: local.clock, log: () => undefined, options: own });
    try {
      const key = (await createKey(local.store, local.clock, { account: 'front-pro', plan: 'pro' })).key;
      const response = await front.inject({ method: 'GET', url: '/v1/stocks/QQQ/options/chain?expiration=2026-12-04', headers: { authorization: `Bearer ${key}` } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ticker: 'QQQ', expiration: '2026-12-04', contracts: [] });
      const free = (await createKey(local.store, local.clock, { account: 'front-free', plan: 'free' })).key;
      const refused = await front.inject({ method: 'GET', url: '/v1/stocks/QQQ/options/chain', headers: { authorization: `Bearer ${free}` } });
      expect([refused.statusCode, refused.json()]).toEqual([403, { error: expect.objectContaining({ code: 'forbidden', status: 403 }) }]);
    } finally {
      await front.close();
    }
  });
});
