/**
 * `fds mcp` through the built bin/fds, driven by the MCP SDK's own client over stdio: the tools are the
 * registry's public reads, and a tool's result is the body `fds … --json` prints for the same request.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/operations/index';
import { callTool as call, stdioClient } from './mcp-client';
import { directSandbox, type Sandbox } from './support';

let box: Sandbox;
let store: string;
/** A copy of the store for the CLI to read while `fds mcp` holds the original. */
let cliStore: string;

beforeAll(async () => {
  box = await directSandbox();
  store = join(box.dir, 'sample.duckdb');
  const init = await box.fds(['init', '--db', store]);
  expect(init.exitCode, init.stderr).toBe(0);
  cliStore = join(box.dir, 'copy.duckdb');
  copyFileSync(store, cliStore);
}, 120_000);

afterAll(() => box.remove());

const connect = (args: readonly string[], env: Record<string, string> = {}): Promise<Client> => stdioClient(box, args, env);

/** The body `fds …argv --json` prints on the test store (the envelope, for a refusal). */
async function cliJson(argv: readonly string[]): Promise<unknown> {
  const run = await box.fds([...argv, '--json', '--db', cliStore]);
  return JSON.parse(run.stdout) as unknown;
}

describe('fds mcp on stdio (the store opened directly)', () => {
  let client: Client;
  beforeAll(async () => {
    client = await connect(['--db', store]);
  }, 60_000);
  afterAll(() => client.close());

  it('lists one tool per public read operation of the registry, named from the operation id', async () => {
    const { tools } = await client.listTools();
    const reads = registry.filter((op) => op.method === 'GET' && op.access !== 'local' && op.access !== 'open');
    expect(tools).toHaveLength(reads.length);
    expect(tools.map((t) => t.name).sort()).toEqual(reads.map((op) => op.id.replace(/[^A-Za-z0-9_-]/g, '_')).sort());
    for (const tool of tools) expect(tool.name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
    const prices = tools.find((t) => t.name === 'prices_list')!;
    expect(prices.inputSchema.required).toEqual(['ticker']);
    expect(Object.keys(prices.inputSchema.properties ?? {})).toEqual(['ticker', 'startDate', 'endDate', 'limit', 'offset']);
    expect(prices.description).toContain('GET /v1/stocks/{ticker}/prices');
  });

  it('a price history answers the body fds prices --json prints, as text and as structured content', async () => {
    const result = await call(client, 'prices_list', { ticker: 'AAPL', limit: 3, startDate: '2026-10-01' });
    expect(result.isError).toBeFalsy();
    const expected = await cliJson(['prices', 'AAPL', '--limit', '3', '--start-date', '2026-10-01']);
    expect(JSON.parse(result.content[0]!.text)).toEqual(expected);
    expect(result.structuredContent).toEqual(expected);
    // The sample store is synthetic, and the result says so beside the body.
    expect(result.content[1]!.text).toMatch(/^Synthetic sample data as of \d{4}-\d{2}-\d{2}/);
  });

  it('a filing search and the latest closes answer what the CLI prints', async () => {
    const search = await call(client, 'filings_search', { query: 'chief executive officer step down', limit: 3 });
    expect(JSON.parse(search.content[0]!.text)).toEqual(await cliJson(['filings', 'search', 'chief', 'executive', 'officer', 'step', 'down', '--limit', '3']));
    const latest = await call(client, 'prices_latest', { tickers: 'AAPL,ZZZZ' });
    expect(JSON.parse(latest.content[0]!.text)).toEqual(await cliJson(['prices', 'latest', 'AAPL,ZZZZ']));
  });

  it('a bad ticker is a tool error carrying the envelope the CLI and REST answer with', async () => {
    const result = await call(client, 'prices_list', { ticker: 'no good!' });
    expect(result.isError).toBe(true);
    const envelope = JSON.parse(result.content[0]!.text) as unknown;
    expect(envelope).toEqual({ error: { code: 'invalid_parameter', message: expect.stringContaining("'ticker'"), status: 400 } });
    expect(envelope).toEqual(await cliJson(['prices', 'no good!']));
    const unknown = await call(client, 'prices_list', { ticker: 'ZZZZ' });
    expect(JSON.parse(unknown.content[0]!.text)).toEqual(await cliJson(['prices', 'ZZZZ']));
  });

  it('an argument the tool does not take, or a missing path parameter, is refused naming it', async () => {
    const extra = await call(client, 'prices_list', { ticker: 'AAPL', colour: 'red' });
    expect(extra.isError).toBe(true);
    expect(JSON.parse(extra.content[0]!.text)).toMatchObject({ error: { code: 'invalid_parameter', status: 400, message: expect.stringContaining("'colour'") } });
    const missing = await call(client, 'prices_list', {});
    expect(JSON.parse(missing.content[0]!.text)).toMatchObject({ error: { code: 'invalid_parameter', message: expect.stringContaining("'ticker'") } });
  });

  it('an unknown tool is a protocol error, not a result', async () => {
    await expect(client.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toThrow(/no_such_tool/);
  });
});

describe('fds mcp on stdio through the store daemon', () => {
  it('answers through the daemon it starts, as the CLI does', async () => {
    const client = await connect(['--db', store], { FDS_NO_DAEMON: '' });
    try {
      const result = await call(client, 'market_status', {});
      expect(JSON.parse(result.content[0]!.text)).toEqual(await cliJson(['market', 'status']));
    } finally {
      await client.close();
    }
  }, 60_000);
});
