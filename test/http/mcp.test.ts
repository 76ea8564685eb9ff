/**
 * `/v1/mcp` on a real server over an ephemeral port, driven by the MCP SDK's own client over streamable
 * HTTP: the same Bearer keys, plan gating and daily quota counter as REST, and a tool's result is the REST
 * body of the same request.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/engine/keys/keys';
import type { Plan } from '../../src/engine/context';
import { startServer, type RunningServer } from '../../src/http/server';
import { registry } from '../../src/operations/index';
import { pathParamNames } from '../../src/operations/operation';
import { toolName } from '../../src/mcp/tools';
import type { Store } from '../../src/store/store';
import { callTool as call, httpClient } from '../e2e/mcp-client';
import { cases } from '../e2e/parity-support';
import { PORTFOLIO_ID } from '../e2e/parity-cases/case';
import { sampleStore } from '../support/store';

const FREE_QUOTA = 4;
let store: Store;
let server: RunningServer;
const keys = {} as Record<Plan, string>;

beforeAll(async () => {
  const fixture = await sampleStore();
  store = fixture.store;
  for (const plan of ['free', 'plus', 'pro'] as const) {
    const created = await createKey(store, fixture.clock, { account: `mcp-${plan}`, plan });
    keys[plan] = created.key;
  }
  server = await startServer({ store, clock: fixture.clock, host: '127.0.0.1', port: 0, quotas: { free: FREE_QUOTA }, log: () => undefined });
}, 60_000);

afterAll(async () => {
  await server.close();
  store.close();
});

const connect = (key: string): Promise<Client> => httpClient(server.url, key);

async function rest(path: string, key: string): Promise<{ status: number; body: unknown }> {
  const res = await request(`${server.url}${path}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.statusCode, body: await res.body.json() };
}

const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };

async function post(headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const res = await request(`${server.url}/v1/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(initialize),
  });
  return { status: res.statusCode, body: await res.body.json() };
}

describe('/v1/mcp authentication', () => {
  it('answers a request without a key with 401 and the envelope, like REST', async () => {
    const answer = await post({});
    expect(answer).toEqual({ status: 401, body: { error: { code: 'unauthorized', message: expect.stringContaining('Missing API key'), status: 401 } } });
    expect((await rest('/v1/stocks/AAPL/prices', '')).status).toBe(401);
  });

  it('answers an unknown key with 401', async () => {
    expect((await post({ authorization: 'Bearer fds_00000000000000000000000000000000' })).status).toBe(401);
  });

  it('answers GET with 405 naming POST: the server keeps no sessions and no event stream', async () => {
    const res = await request(`${server.url}/v1/mcp`, { headers: { authorization: `Bearer ${keys.pro}` } });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(await res.body.json()).toMatchObject({ error: { code: 'method_not_allowed', status: 405 } });
  });
});

describe('/v1/mcp tools', () => {
  let client: Client;
  beforeAll(async () => {
    client = await connect(keys.pro);
  });
  afterAll(() => client.close());

  it('lists one tool per public read operation of the registry', async () => {
    const { tools } = await client.listTools();
    const reads = registry.filter((op) => op.method === 'GET' && op.access !== 'local' && op.access !== 'open');
    expect(tools.map((t) => t.name).sort()).toEqual(reads.map((op) => toolName(op.id)).sort());
  });

  it('answers every parity request with the REST body, and every refusal with the same error code and status', async () => {
    let compared = 0;
    for (const [id, list] of Object.entries(cases)) {
      const op = registry.find((o) => o.id === id)!;
      if (op.method !== 'GET' || op.access === 'local' || op.access === 'open') continue;
      for (const parity of list) {
        if (parity.method !== undefined || parity.path.includes(PORTFOLIO_ID)) continue;
        const args = argumentsOf(parity.path, [op.path, ...op.aliases]);
        if (args === null) continue;
        const expected = await rest(parity.path, keys.pro);
        const result = await call(client, toolName(id), args);
        const body = JSON.parse(result.content[0]!.text) as { error?: { code: string; status: number } };
        if (expected.status < 300) {
          expect(result.isError, `${id} ${parity.path}: ${result.content[0]!.text}`).toBeFalsy();
          expect(body, `${id} ${parity.path}`).toEqual(expected.body);
        } else {
          expect(result.isError, `${id} ${parity.path}`).toBe(true);
          const { error } = expected.body as { error: { code: string; status: number } };
          expect(body.error, `${id} ${parity.path}`).toMatchObject({ code: error.code, status: error.status });
        }
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  }, 120_000);

  it('a bad ticker is a tool error whose text is the envelope REST answers with', async () => {
    const result = await call(client, 'prices_list', { ticker: 'no good!' });
    expect(result.isError).toBe(true);
    expect(JSON.parse(result.content[0]!.text)).toEqual((await rest('/v1/stocks/no%20good!/prices', keys.pro)).body);
  });
});

describe('/v1/mcp plans and quota', () => {
  it('refuses a Free key a tool whose REST route refuses it, with the same 403 envelope', async () => {
    const client = await connect(keys.free);
    try {
      for (const [tool, path] of [['quotes_get', '/v1/stocks/AAPL/quote'], ['options_chain', '/v1/stocks/AAPL/options/chain']] as const) {
        const refused = await rest(path, keys.free);
        expect(refused.status).toBe(403);
        const result = await call(client, tool, { ticker: 'AAPL' });
        expect(result.isError).toBe(true);
        expect(JSON.parse(result.content[0]!.text)).toEqual(refused.body);
      }
    } finally {
      await client.close();
    }
  });

  it('counts a tool call against the same daily quota as REST; initialize, tools/list and failed calls are not counted', async () => {
    // The refusals of the test above counted nothing.
    const restStatus = (): Promise<number> => rest('/v1/market/status', keys.free).then((r) => r.status);
    const client = await connect(keys.free);
    try {
      await client.listTools();
      await call(client, 'prices_list', { ticker: 'no good!' });
      expect(await restStatus()).toBe(200); // REST: 1 of 4
      expect((await call(client, 'market_status', {})).isError).toBeFalsy(); // MCP: 2 of 4
      expect((await call(client, 'prices_list', { ticker: 'AAPL', limit: 1 })).isError).toBeFalsy(); // MCP: 3 of 4
      expect(await restStatus()).toBe(200); // REST: 4 of 4
      const refused = await call(client, 'market_status', {});
      expect(refused.isError).toBe(true);
      expect(JSON.parse(refused.content[0]!.text)).toMatchObject({ error: { code: 'rate_limited', status: 429 } });
      const rested = await rest('/v1/market/status', keys.free);
      expect(rested.status).toBe(429);
      expect(JSON.parse(refused.content[0]!.text)).toEqual(rested.body);
    } finally {
      await client.close();
    }
  });
});

/** A parity path as tool arguments: path values matched against the operation's templates, and the query; null for a repeated key. */
function argumentsOf(path: string, templates: readonly string[]): Record<string, string> | null {
  const url = new URL(path, 'http://x');
  for (const template of templates) {
    const names = pathParamNames(template);
    const pattern = new RegExp(`^${template.replace(/\{[A-Za-z0-9_]+\}/g, '([^/]+)')}$`);
    const match = pattern.exec(url.pathname);
    if (!match) continue;
    const args: Record<string, string> = {};
    names.forEach((name, i) => (args[name] = decodeURIComponent(match[i + 1]!)));
    for (const key of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(key);
      if (values.length > 1) return null;
      args[key] = values[0]!;
    }
    return args;
  }
  return null;
}
