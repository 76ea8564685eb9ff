/**
 * What the two parity files share: every public operation's cases, and a sandbox whose store a real
 * `fds serve` holds, with a Pro key and a portfolio. Each file starts its own, so the two run in parallel.
 */
import { request } from 'undici';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect } from 'vitest';
import { ownerStatus } from '../../src/owner/take-over';
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
import { stocksCases } from './parity-cases/stocks';
import { buybacksCases } from './parity-cases/buybacks';
import { executivesCases } from './parity-cases/executives';
import { iposCases } from './parity-cases/ipos';
import { filingsCases } from './parity-cases/filings';
import { supplyChainCases } from './parity-cases/supply-chain';
import { congressCases } from './parity-cases/congress';
import { institutionsCases } from './parity-cases/institutions';
import { earningsCases } from './parity-cases/earnings';
import { technicalsCases } from './parity-cases/technicals';
import { ensureBuilt, sandbox, type Sandbox } from './support';

/**
 * Every public operation and the commands that call it. A new operation fails the test until listed;
 * the families beyond prices, quotes and market keep their cases in ./parity-cases/.
 */
export const cases: ParityCases = {
  ...optionsCases,
  ...technicalsCases,
  ...stocksCases,
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
  ...iposCases,
  ...filingsCases,
  ...executivesCases,
  ...supplyChainCases,
  ...congressCases,
  ...institutionsCases,
  ...earningsCases,
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

/** The running sandbox of one parity file: set once its `beforeAll` has run. */
export interface ParityServer {
  box: Sandbox;
  server: ReturnType<Sandbox['spawn']>;
  url: string;
  key: string;
  /** GET (or `method` with a JSON `body`) on the server with the Pro key: status and body text. */
  httpBody: (path: string, method?: ParityCase['method'] | 'GET', body?: unknown) => Promise<{ status: number; body: string }>;
  /** `argv` or `path` with the parity account's portfolio id in place of PORTFOLIO_ID. */
  filled: (text: string) => string;
}

/** Every case of every operation, flattened with its operation id. */
export const allCases = () => Object.entries(cases).flatMap(([id, list]) => list.map((c) => ({ id, ...c })));

/**
 * Registers the hooks of a parity file: a sandbox with the sample store held by `fds serve`, a Pro key,
 * and a portfolio with a lot and a watch. The returned object is filled in once `beforeAll` has run.
 */
export function parityServer(): ParityServer {
  const p = {} as ParityServer;
  let portfolioId = '';
  p.filled = (text) => text.replaceAll(PORTFOLIO_ID, portfolioId);
  p.httpBody = async (path, method = 'GET', body) => {
    const response = await request(`${p.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${p.key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.statusCode, body: await response.body.text() };
  };

  async function waitForServer(storePath: string): Promise<string> {
    for (let waited = 0; waited < 30_000; waited += 50) {
      const owner = await ownerStatus(storePath, p.box.env);
      if (owner?.server) return owner.server.url;
      await sleep(50);
    }
    throw new Error('fds serve did not take the store');
  }

  beforeAll(async () => {
    await ensureBuilt();
    p.box = sandbox();
    expect((await p.box.fds(['init'])).exitCode).toBe(0);
    p.server = p.box.spawn(['serve', '--port', '0']);
    p.url = await waitForServer(p.box.store);
    // The store is held by the server now: this goes through it with the operator token.
    const created = await p.box.fds(['keys', 'create', '--account', 'parity', '--plan', 'pro', '--json']);
    expect(created.exitCode, created.stderr).toBe(0);
    p.key = (JSON.parse(created.stdout) as { key: string }).key;
    const portfolio = await p.httpBody('/v1/portfolios', 'POST', { name: 'Parity' });
    portfolioId = (JSON.parse(portfolio.body) as { id: string }).id;
    await p.httpBody(`/v1/portfolios/${portfolioId}/lots`, 'POST', { ticker: 'AAPL', quantity: 10, costPerUnit: 150, acquiredDate: '2026-01-05' });
    await p.httpBody(`/v1/portfolios/${portfolioId}/watches`, 'POST', { ticker: 'MSFT' });
  });

  afterAll(async () => {
    // Also runs when set-up failed half way: stop what was started, then remove the sandbox.
    try {
      // Undefined when set-up failed before starting it.
      const started = p.server as ReturnType<Sandbox['spawn']> | undefined;
      if (started && started.exitCode === null) {
        started.kill('SIGTERM');
        await started;
      }
    } finally {
      (p.box as Sandbox | undefined)?.remove();
    }
  });
  return p;
}
