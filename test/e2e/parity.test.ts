/**
 * Parity: for every public operation, `fds … --json` prints exactly the body of the matching /v1 request
 * on a real `fds serve` — both when the CLI reaches the server because it holds the store (lock routing)
 * and with `--remote URL --api-key KEY`.
 */
import { request } from 'undici';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerStatus } from '../../src/owner/take-over';
import { registry } from '../../src/operations/index';
import { advisersCases } from './parity-cases/advisers';
import { PORTFOLIO_ID, type ParityCase, type ParityCases } from './parity-cases/case';
import { cftcCases } from './parity-cases/cftc';
import { feedsCases } from './parity-cases/feeds';
import { fredCases } from './parity-cases/fred';
import { fundsCases } from './parity-cases/funds';
import { fxCases } from './parity-cases/fx';
import { insidersCases } from './parity-cases/insiders';
import { gaugesCases } from './parity-cases/gauges';
import { indexesCases } from './parity-cases/indexes';
import { optionsCases } from './parity-cases/options';
import { portfoliosCases } from './parity-cases/portfolios';
import { shortCases } from './parity-cases/short';
import { shortUsCases } from './parity-cases/short-us';
import { buybacksCases } from './parity-cases/buybacks';
import { supplyChainCases } from './parity-cases/supply-chain';
import { technicalsCases } from './parity-cases/technicals';
import { ensureBuilt, sandbox, type Sandbox } from './support';

/**
 * Every public operation and the commands that call it. A new operation fails the test until listed;
 * the families beyond prices, quotes and market keep their cases in ./parity-cases/.
 */
const cases: ParityCases = {
  ...optionsCases,
  ...technicalsCases,
  ...gaugesCases,
  ...fredCases,
  ...cftcCases,
  ...indexesCases,
  ...fxCases,
  ...insidersCases,
  ...shortCases,
  ...shortUsCases,
  ...fundsCases,
  ...advisersCases,
  ...buybacksCases,
  ...supplyChainCases,
  ...portfoliosCases,
  ...feedsCases,
  'system.health': [{ argv: ['health'], path: '/v1/health' }],
  'system.openapi': [{ argv: ['openapi'], path: '/v1/openapi.json' }],
  'prices.list': [
    { argv: ['prices', 'AAPL'], path: '/v1/stocks/AAPL/prices' },
    { argv: ['prices', 'BRK.B', '--start-date', '2026-01-05', '--end-date', '2026-03-31', '--limit', '7', '--offset', '3'], path: '/v1/stocks/BRK.B/prices?startDate=2026-01-05&endDate=2026-03-31&limit=7&offset=3' },
    { argv: ['prices', 'XLON:VOD', '--limit', '3'], path: '/v1/securities/XLON%3AVOD/prices?limit=3' },
    { argv: ['prices', 'ZZZZ'], path: '/v1/stocks/ZZZZ/prices' },
    { argv: ['prices', 'AAPL', '--limit', '501'], path: '/v1/stocks/AAPL/prices?limit=501' },
  ],
  'prices.dividends': [{ argv: ['prices', 'dividends', 'KO', '--limit', '4'], path: '/v1/stocks/KO/dividends?limit=4' }],
  'prices.splits': [{ argv: ['prices', 'splits', 'NVDA'], path: '/v1/stocks/NVDA/splits' }],
  'prices.latest': [
    { argv: ['prices', 'latest', 'AAPL', 'BRK.B', 'GOOG', 'ZZZZ'], path: '/v1/prices/latest?tickers=AAPL,BRK.B,GOOG,ZZZZ' },
    { argv: ['prices', 'latest', 'XLON:VOD'], path: '/v1/prices/latest?tickers=XLON:VOD' },
  ],
  'quotes.get': [
    { argv: ['quote', 'one', 'BRK.B'], path: '/v1/stocks/BRK.B/quote' },
    { argv: ['quote', 'one', 'XLON:VOD'], path: '/v1/stocks/XLON%3AVOD/quote' },
  ],
  'quotes.batch': [{ argv: ['quote', 'AAPL', 'JNJ', 'ZZZZ'], path: '/v1/quotes?tickers=AAPL,JNJ,ZZZZ' }],
  'market.status': [{ argv: ['market', 'status'], path: '/v1/market/status' }],
  'market.calendar': [
    { argv: ['market', 'calendar'], path: '/v1/market/calendar' },
    { argv: ['market', 'calendar', '--year', '2025'], path: '/v1/market/calendar?year=2025' },
    { argv: ['market', 'calendar', '--year', '2030'], path: '/v1/market/calendar?year=2030' },
  ],
};

let box: Sandbox;
let server: ReturnType<Sandbox['spawn']>;
let url: string;
let key: string;

async function waitForServer(storePath: string): Promise<string> {
  for (let waited = 0; waited < 30_000; waited += 50) {
    const owner = await ownerStatus(storePath, box.env);
    if (owner?.server) return owner.server.url;
    await sleep(50);
  }
  throw new Error('fds serve did not take the store');
}

async function httpBody(path: string, method: ParityCase['method'] | 'GET' = 'GET', body?: unknown): Promise<{ status: number; body: string }> {
  const response = await request(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.statusCode, body: await response.body.text() };
}

let portfolioId = '';
/** `argv` or `path` with the parity account's portfolio id in place of PORTFOLIO_ID. */
const filled = (text: string): string => text.replaceAll(PORTFOLIO_ID, portfolioId);

beforeAll(async () => {
  await ensureBuilt();
  box = sandbox();
  expect((await box.fds(['init'])).exitCode).toBe(0);
  server = box.spawn(['serve', '--port', '0']);
  url = await waitForServer(box.store);
  // The store is held by the server now: this goes through it with the operator token.
  const created = await box.fds(['keys', 'create', '--account', 'parity', '--plan', 'pro', '--json']);
  expect(created.exitCode, created.stderr).toBe(0);
  key = (JSON.parse(created.stdout) as { key: string }).key;
  const portfolio = await httpBody('/v1/portfolios', 'POST', { name: 'Parity' });
  portfolioId = (JSON.parse(portfolio.body) as { id: string }).id;
  await httpBody(`/v1/portfolios/${portfolioId}/lots`, 'POST', { ticker: 'AAPL', quantity: 10, costPerUnit: 150, acquiredDate: '2026-01-05' });
  await httpBody(`/v1/portfolios/${portfolioId}/watches`, 'POST', { ticker: 'MSFT' });
});

afterAll(async () => {
  // Also runs when set-up failed half way: stop what was started, then remove the sandbox.
  try {
    // Undefined when set-up failed before starting it.
    const started = server as ReturnType<Sandbox['spawn']> | undefined;
    if (started) {
      started.kill('SIGTERM');
      await started;
    }
  } finally {
    (box as Sandbox | undefined)?.remove();
  }
});

describe('fds … --json equals the /v1 body for every public operation', () => {
  it('lists every operation that is not operator-only', () => {
    const publicIds = registry.filter((op) => op.access !== 'local').map((op) => op.id);
    expect(Object.keys(cases).sort()).toEqual(publicIds.sort());
  });

  const all = Object.entries(cases).flatMap(([id, list]) => list.map((c) => ({ id, ...c })));

  it.each(all.filter((c) => c.remoteOnly !== true))('$id: fds $argv (through the server holding the store)', async ({ argv, path, method, body }) => {
    const http = await httpBody(filled(path), method, body);
    const cli = await box.fds([...argv.map(filled), '--json']);
    expect(cli.stdout).toBe(`${http.body}\n`);
    expect(cli.exitCode === 0).toBe(http.status < 300);
  });

  it.each(all)('$id: fds $argv --remote URL --api-key KEY', async ({ argv, path, method, body }) => {
    const http = await httpBody(filled(path), method, body);
    const cli = await box.fds(['--remote', url, '--api-key', key, ...argv.map(filled), '--json']);
    expect(cli.stdout).toBe(`${http.body}\n`);
    expect(cli.exitCode === 0).toBe(http.status < 300);
  });
});

describe('lock routing', () => {
  it('reaches operator commands through the server holding the store', async () => {
    const info = await box.fds(['store', 'info', '--json']);
    expect(info.exitCode, info.stderr).toBe(0);
    const keys = await box.fds(['keys', 'list', '--json']);
    expect(keys.stdout).toContain('parity');
  });

  it('ingests a file through the server, resolving its path from the working directory', async () => {
    writeFileSync(join(box.dir, 'next.csv'), 'ticker,date,open,high,low,close,volume\nAAPL,2026-11-23,231,233,230,232.5,1000\n');
    const run = await box.fds(['ingest', 'prices', 'next.csv', '--json']);
    expect(run.exitCode, run.stderr).toBe(0);
    expect((JSON.parse(run.stdout) as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ file: join(box.dir, 'next.csv'), rowsRead: 1, rowsAdded: 1 }),
    ]);
    const page = JSON.parse((await box.fds(['prices', 'AAPL', '--limit', '1'])).stdout) as { data: { date: string }[] };
    expect(page.data[0]!.date).toBe('2026-11-23');
  });

  it('hides operator routes from API keys (404), and the CLI in remote mode refuses operator commands itself (exit 2)', async () => {
    expect((await httpBody('/_local/keys')).status).toBe(404);
    const run = await box.fds(['--remote', url, '--api-key', key, 'keys', 'list']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toBe('fds: fds keys list works only on the local store, and remote mode is on (--remote); leave out --remote to run it here.\n');
  });

  it('lets go of the store when the server stops, and the next command opens it', async () => {
    expect((await ownerStatus(box.store, box.env))?.kind).toBe('serve');
    server.kill('SIGTERM');
    const result = await server;
    expect(result.exitCode).toBe(0);
    expect(await ownerStatus(box.store, box.env)).toBeNull();
    const direct = await box.fds(['market', 'calendar', '--json']);
    expect(direct.exitCode).toBe(0);
  });
});
