/**
 * Every lazily loaded module through the built bundle. The CLI is split into chunks that load on demand
 * (`import('…')` in src/ and commands/), and a chunk can behave differently from the source it came from
 * (a CommonJS package exposing only `default`, so `new Agent()` is "not a constructor"), so tests of the
 * sources alone cannot vouch for them. Each import site is named in SITES with the case below that runs
 * a command reaching it through `bin/fds`; a new site fails the first test until it is listed, and each
 * case fails unless the modules of its sites were loaded (recorded by a module hook in every child) and
 * its commands answered as they should.
 */
import { execa, type ResultPromise } from 'execa';
import { strToU8, zipSync } from 'fflate';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/operations/index';
import { fixture, realFixture } from '../fixtures/ingest/helpers';
import { fiReportXml } from '../fixtures/ingest/fund-filings';
import { inlineReport } from '../fixtures/ingest/inline-10k';
import { REGISTER_FILES } from '../fixtures/ingest/short-registers';
import { lazyImports } from './bundle-smoke/lazy-imports';
import { callTool, httpClient, stdioClient } from './mcp-client';
import { loadRecorder, wasLoaded, type LoadRecorder } from './bundle-smoke/loaded-modules';
import { http, listening, stop } from './bundle-smoke/serve-child';
import { startPostgres } from '../support/postgres';
import { STATE_MIGRATIONS } from '../../src/state/pg/schema';
import { advisersCases } from './parity-cases/advisers';
import { fundsCases } from './parity-cases/funds';
import { PORTFOLIO_ID, type ParityCases } from './parity-cases/case';
import { cftcCases } from './parity-cases/cftc';
import { feedsCases } from './parity-cases/feeds';
import { fredCases } from './parity-cases/fred';
import { fxCases } from './parity-cases/fx';
import { gaugesCases } from './parity-cases/gauges';
import { indexesCases } from './parity-cases/indexes';
import { insidersCases } from './parity-cases/insiders';
import { optionsCases } from './parity-cases/options';
import { portfoliosCases } from './parity-cases/portfolios';
import { shortCases } from './parity-cases/short';
import { shortUsCases } from './parity-cases/short-us';
import { buybacksCases } from './parity-cases/buybacks';
import { executivesCases } from './parity-cases/executives';
import { iposCases } from './parity-cases/ipos';
import { stocksCases } from './parity-cases/stocks';
import { filingsCases } from './parity-cases/filings';
import { supplyChainCases } from './parity-cases/supply-chain';
import { congressCases } from './parity-cases/congress';
import { institutionsCases } from './parity-cases/institutions';
import { earningsCases } from './parity-cases/earnings';
import { technicalsCases } from './parity-cases/technicals';
import { BIN, ROOT, ensureBuilt, personAtTerminal, sandbox, type CliRun, type Sandbox } from './support';

const HELP = 'fds --help: every command family';
const INIT = 'fds init: the sample store';
const TERMINAL = 'on a terminal: tables, store info, a portfolio, the ingest spinner and the live board';
const CONFIG = 'fds config set';
const INGEST = 'fds ingest: every dataset with a loader of its own, a zipped CFTC report';
const BOARD = 'fds board without a terminal';
const DAEMON = 'the daemon: one of another build steps aside; start, a forwarded command, stop';
const SERVE = 'fds serve: every public operation over HTTP, and the assistant tools on /v1/mcp';
const REMOTE = '--remote: a command, the board and fds mcp --url through a server';
const UPSTREAM = 'fds serve --options-provider upstream: another fds server, then a closed port';
const WORDS = 'fds completion (script and words) and an error told in CLI terms';
const MCP_STDIO = 'fds mcp: the assistant tools on stdio, listed and called';
const STATE = 'fds state migrate: a real PostgreSQL, migrated as JSON, then again on a terminal';
const CAPTURES = 'fds captures publish, as JSON and on a terminal, then fds serve --captures over what it wrote';

/** Every dynamic import site and the case that reaches it through the bundle. */
const SITES: Record<string, string> = {
  'commands/board.ts → ../src/board/snapshot': BOARD,
  'commands/board.ts → ../src/board/draw': TERMINAL,
  'commands/board.ts → ../src/board/remote-source': REMOTE,
  'commands/board.ts → ../src/board/local-source': BOARD,
  'commands/board.ts → ../src/client/engine-ticks': BOARD,
  'commands/config.ts → conf': CONFIG,
  'commands/daemon.ts → ../src/owner/take-over': DAEMON,
  'commands/daemon.ts → ../src/owner/spawn': DAEMON,
  'commands/daemon.ts → ../src/owner/cli-path': DAEMON,
  'commands/daemon.ts → ../src/owner/paths': DAEMON,
  'commands/daemon.ts → ../src/owner/daemon': DAEMON,
  'commands/daemon.ts → ./run': DAEMON,
  ...Object.fromEntries(
    ['portfolio', 'prices', 'quote', 'options', 'market', 'fred', 'cftc', 'fx', 'feeds', 'system', 'init', 'ingest', 'store', 'keys', 'accounts', 'serve', 'config', 'board', 'daemon', 'mcp']
      .map((family) => [`commands/families.ts → ./${family}`, HELP]),
  ),
  'commands/init.ts → ../src/owner/take-over': INIT,
  'commands/init.ts → ../src/store/open': INIT,
  'commands/init.ts → ../src/store/meta': INIT,
  'commands/init.ts → ../src/store/store': INIT,
  'commands/progress.ts → ora': TERMINAL,
  'commands/render.ts → ./render-portfolio': TERMINAL,
  'commands/render.ts → ./render-ingest': TERMINAL,
  'commands/render.ts → ./render-store-info': TERMINAL,
  'commands/render.ts → ./render-table': TERMINAL,
  'commands/render.ts → ./tables/index': TERMINAL,
  'commands/call.ts → ./tables/index': TERMINAL,
  'commands/families.ts → ./completion': WORDS,
  'commands/run.ts → ./completion': WORDS,
  'commands/run.ts → ./error-wording': WORDS,
  'commands/run.ts → ./ingest': INGEST,
  'commands/run.ts → ./init': INIT,
  'commands/run.ts → ./serve': SERVE,
  'commands/run.ts → ./config': CONFIG,
  'commands/run.ts → ./board': BOARD,
  'commands/run.ts → ./daemon': DAEMON,
  'commands/run.ts → ./mcp': MCP_STDIO,
  'commands/mcp.ts → ../src/mcp/call': MCP_STDIO,
  'commands/mcp.ts → ../src/mcp/tools': MCP_STDIO,
  'commands/mcp.ts → ../src/mcp/stdio': MCP_STDIO,
  'commands/mcp.ts → ../src/operations/index': MCP_STDIO,
  'commands/serve.ts → ../src/store/open': SERVE,
  'commands/serve.ts → ../src/store/store': SERVE,
  'commands/serve.ts → ../src/owner/take-over': SERVE,
  'commands/serve.ts → ../src/http/serve': SERVE,
  'commands/serve.ts → ./daemon': SERVE,
  'src/client/connect.ts → ./local-engine': BOARD,
  'src/client/connect.ts → ../store/store': BOARD,
  'src/client/connect.ts → ./owner-engine': BOARD,
  'src/client/connect.ts → ../owner/spawn': DAEMON,
  'src/client/connect.ts → ../owner/cli-path': DAEMON,
  'src/client/owner-engine.ts → ../owner/take-over': DAEMON,
  'src/client/remote-engine.ts → undici': REMOTE,
  'src/engine/options/upstream.ts → undici': UPSTREAM,
  'src/http/serve.ts → ../owner/runtime': SERVE,
  'src/http/mcp-route.ts → ../mcp/http': SERVE,
  'src/http/mcp-route.ts → ../mcp/tools': SERVE,
  'src/operations/cftc.ts → ../engine/cftc/search': SERVE,
  'src/operations/cftc.ts → ../engine/cftc/positions': SERVE,
  'src/operations/cftc.ts → ../engine/cftc/latest': SERVE,
  'src/operations/feeds.ts → ../engine/feeds/list': SERVE,
  'src/operations/feeds.ts → ../engine/feeds/result': SERVE,
  'src/operations/fred.ts → ../engine/fred/search': SERVE,
  'src/operations/fred.ts → ../engine/fred/observations': SERVE,
  'src/operations/fred.ts → ../engine/fred/latest': SERVE,
  'src/operations/fred.ts → ../engine/fred/calendar': SERVE,
  'src/operations/fx.ts → ../engine/fx/list-rates': SERVE,
  'src/operations/gauges.ts → ../engine/gauges/put-call': SERVE,
  'src/operations/gauges.ts → ../engine/gauges/vix': SERVE,
  'src/operations/gauges.ts → ../engine/fda/catalysts': SERVE,
  'src/operations/options.ts → ../engine/options/read': SERVE,
  'src/operations/portfolios.ts → ../engine/portfolios/portfolios': SERVE,
  'src/operations/portfolios.ts → ../engine/portfolios/lots': SERVE,
  'src/operations/portfolios.ts → ../engine/portfolios/watches': SERVE,
  'src/operations/portfolios.ts → ../engine/portfolios/shares': SERVE,
  'src/operations/portfolios.ts → ../engine/portfolios/access': SERVE,
  'src/operations/portfolios.ts → ../engine/portfolios/valuation': SERVE,
  'src/operations/prices.ts → ../engine/prices/list': SERVE,
  'src/operations/prices.ts → ../engine/prices/dividends': SERVE,
  'src/operations/prices.ts → ../engine/prices/splits': SERVE,
  'src/operations/prices.ts → ../engine/prices/latest': SERVE,
  'src/operations/quotes.ts → ../engine/quotes/read': SERVE,
  'src/operations/store-admin.ts → ../store/info': TERMINAL,
  'src/operations/store-admin.ts → ../store/ingest/index': INGEST,
  'src/operations/system.ts → ./index': SERVE,
  'src/operations/system.ts → ./openapi': SERVE,
  'src/operations/technicals.ts → ../engine/technicals/indicator-series': SERVE,
  'src/operations/technicals.ts → ../engine/technicals/correlations': SERVE,
  'src/owner/daemon.ts → ../store/open': DAEMON,
  'src/owner/daemon.ts → ../store/store': DAEMON,
  'src/owner/runtime.ts → ../operations/index': SERVE,
  'src/owner/take-over.ts → ../store/store': SERVE,
  'src/owner/take-over.ts → ../client/connect-env': SERVE,
  'src/store/ingest/importers/zip-entry.ts → fflate': INGEST,
  'src/store/ingest/importers/cftc-cot.ts → ./cftc-cot-load': INGEST,
  'src/store/ingest/importers/fda-catalysts.ts → ./fda-catalysts-load': INGEST,
  'src/store/ingest/importers/fred.ts → ./fred-load': INGEST,
  'src/store/ingest/importers/fx-rates.ts → ./fx-rates-load': INGEST,
  'src/store/ingest/importers/options.ts → ./options-load': INGEST,
  'src/store/ingest/importers/put-call.ts → ./put-call-load': INGEST,
  'src/store/ingest/importers/vix.ts → ./vix-load': INGEST,
  'src/store/ingest/importers/web-feed.ts → ./web-feed-load': INGEST,
  'commands/families.ts → ./indexes': HELP,
  'commands/families.ts → ./insiders': HELP,
  'commands/families.ts → ./funds': HELP,
  'commands/families.ts → ./short': HELP,
  'commands/families.ts → ./filings': HELP,
  'commands/families.ts → ./executives': HELP,
  'commands/families.ts → ./supply-chain': HELP,
  'commands/families.ts → ./congress': HELP,
  'commands/families.ts → ./ipos': HELP,
  'commands/families.ts → ./earnings': HELP,
  'commands/families.ts → ./institutions': HELP,
  'commands/families.ts → ./stocks': HELP,
  'commands/families.ts → ./state': HELP,
  'commands/families.ts → ./captures': HELP,
  'commands/run.ts → ./captures': CAPTURES,
  'commands/render.ts → ./render-captures': CAPTURES,
  'commands/serve.ts → ../src/store/captures/attach': CAPTURES,
  'src/operations/captures.ts → ../store/captures/publish': CAPTURES,
  'commands/run.ts → ./state': STATE,
  'commands/state.ts → ../src/state/pg/state': STATE,
  'commands/state.ts → ../src/state/pg/migrate': STATE,
  'commands/state.ts → ../src/state/pg/errors': STATE,
  'commands/serve.ts → ../src/state/pg/shared': STATE,
  'commands/render.ts → ./render-state': STATE,
  'src/operations/indexes.ts → ../engine/indexes/changes': SERVE,
  'src/operations/indexes.ts → ../engine/indexes/constituents': SERVE,
  'src/operations/indexes.ts → ../engine/indexes/forecast': SERVE,
  'src/operations/indexes.ts → ../engine/indexes/list': SERVE,
  'src/operations/insiders.ts → ../engine/insiders/director-transactions': SERVE,
  'src/operations/insiders.ts → ../engine/insiders/ownership': SERVE,
  'src/operations/insiders.ts → ../engine/insiders/proposed-sales': SERVE,
  'src/operations/insiders.ts → ../engine/insiders/search': SERVE,
  'src/operations/insiders.ts → ../engine/insiders/sentiment': SERVE,
  'src/operations/insiders.ts → ../engine/insiders/transactions': SERVE,
  'src/operations/short.ts → ../engine/short/eu-disclosures': SERVE,
  'src/operations/short.ts → ../engine/short/eu-aggregates': SERVE,
  'src/operations/short-us.ts → ../engine/short/us-volume': SERVE,
  'src/operations/short-us.ts → ../engine/short/us-interest': SERVE,
  'src/operations/short-us.ts → ../engine/short/us-off-exchange': SERVE,
  'src/operations/short-us.ts → ../engine/short/us-fails': SERVE,
  'src/operations/short-us.ts → ../engine/short/us-snapshot': SERVE,
  'src/operations/short-us.ts → ../engine/short/us-largest': SERVE,
  'src/operations/buybacks.ts → ../engine/buybacks/programs': SERVE,
  'src/operations/buybacks.ts → ../engine/buybacks/atm': SERVE,
  'src/operations/supply-chain.ts → ../engine/supply-chain/read': SERVE,
  'src/operations/supply-chain.ts → ../engine/supply-chain/overlap': SERVE,
  'src/operations/congress.ts → ../engine/congress/members': SERVE,
  'src/operations/congress.ts → ../engine/congress/trades': SERVE,
  'src/operations/congress.ts → ../engine/congress/net-worth': SERVE,
  'src/operations/congress.ts → ../engine/congress/market-activity': SERVE,
  'src/operations/ipos.ts → ../engine/ipos/list': SERVE,
  'src/operations/stocks.ts → ../engine/stocks/profile': SERVE,
  'src/operations/stocks.ts → ../engine/stocks/screener': SERVE,
  'src/operations/filings.ts → ../engine/filings/list': SERVE,
  'src/operations/filings.ts → ../engine/filings/document': SERVE,
  'src/operations/executives.ts → ../engine/executives/changes': SERVE,
  'src/operations/filing-search.ts → ../engine/filings/search/run': SERVE,
  'src/operations/filing-search.ts → ../engine/filings/search/reindex': INGEST,
  'src/operations/store-admin.ts → ../engine/filings/search/reindex': INGEST,
  'src/engine/filing-text/semantic/endpoint.ts → undici': INGEST,
  'src/store/ingest/importers/filing.ts → ./filing-load': INGEST,
  'src/store/ingest/importers/sec-submissions.ts → ./sec-submissions-load': INGEST,
  'commands/render.ts → ./render-lines': TERMINAL,
  'commands/render.ts → ./render-excerpts': TERMINAL,
  'src/operations/ipos.ts → ../engine/ipos/detail': SERVE,
  'src/operations/institutions.ts → ../engine/institutions/holders': SERVE,
  'src/operations/institutions.ts → ../engine/institutions/ownership': SERVE,
  'src/operations/institutions.ts → ../engine/institutions/activity': SERVE,
  'src/operations/institutions.ts → ../engine/institutions/most-held': SERVE,
  'src/operations/institutions.ts → ../engine/institutions/market-activity': SERVE,
  'src/operations/institutions.ts → ../engine/institutions/search': SERVE,
  'src/operations/institutions.ts → ../engine/institutions/portfolio': SERVE,
  'src/operations/institutions.ts → ../engine/institutions/sectors': SERVE,
  'src/operations/institutions.ts → ../engine/institutions/changes': SERVE,
  'src/operations/institutions.ts → ../engine/institutions/super-investors': SERVE,
  'src/operations/institutions.ts → ../engine/institutions/consensus': SERVE,
  'src/operations/earnings.ts → ../engine/earnings/call': SERVE,
  'src/operations/earnings.ts → ../engine/earnings/transcript': SERVE,
  'src/operations/earnings.ts → ../engine/earnings/briefs': SERVE,
  'src/operations/earnings.ts → ../engine/earnings/events': SERVE,
  'src/operations/short-scores.ts → ../engine/short/forecast': SERVE,
  'src/operations/short-scores.ts → ../engine/short/squeeze': SERVE,
  'src/store/ingest/importers/company-facts.ts → ./company-facts-load': INGEST,
  'src/store/ingest/importers/sec-tickers.ts → ./sec-tickers-load': INGEST,
  'src/store/ingest/importers/sec-fund-tickers.ts → ./sec-fund-tickers-load': INGEST,
  'src/store/ingest/importers/sec-filing.ts → ./sec-filing-load': INGEST,
  'src/store/ingest/importers/buyback-programs.ts → ./buyback-programs-load': INGEST,
  'src/store/ingest/importers/atm-programs.ts → ./atm-programs-load': INGEST,
  'src/store/ingest/importers/sec-10k.ts → ./sec-10k-load': INGEST,
  'src/store/ingest/importers/supply-chain-statements.ts → ./supply-chain-statements-load': INGEST,
  'src/store/ingest/importers/congress-legislators.ts → ./congress-legislators-load': INGEST,
  'src/store/ingest/importers/congress-senate-ptr.ts → ./congress-senate-ptr-load': INGEST,
  'src/store/ingest/importers/congress-house-index.ts → ./congress-house-index-load': INGEST,
  'src/store/ingest/importers/congress-house-ptr.ts → ./congress-house-ptr-load': INGEST,
  'src/store/ingest/importers/congress-annual-report.ts → ./congress-annual-report-load': INGEST,
  'src/store/ingest/importers/edgar-form-index.ts → ./edgar-form-index-load': INGEST,
  'src/store/ingest/importers/registration-terms.ts → ./registration-terms-load': INGEST,
  'src/store/ingest/importers/sec-prospectus.ts → ./sec-prospectus-load': INGEST,
  'src/store/ingest/importers/earnings-event.ts → ./earnings-event-load': INGEST,
  'src/store/ingest/importers/transcript.ts → ./transcript-load': INGEST,
  'src/store/ingest/importers/sec-13f.ts → ./sec-13f-load': INGEST,
  'src/store/ingest/importers/cusip-map.ts → ./cusip-map-load': INGEST,
  'src/store/ingest/importers/fi-insiders.ts → ./fi-insiders-load': INGEST,
  'src/store/ingest/importers/form144.ts → ./form144-load': INGEST,
  'src/store/ingest/importers/form4.ts → ./form4-load': INGEST,
  'src/store/ingest/importers/index-holdings.ts → ./index-holdings-load': INGEST,
  'src/store/ingest/importers/short-positions.ts → ./short-positions-load': INGEST,
  'src/store/ingest/importers/short-positions.ts → ./short-aggregates-load': INGEST,
  'src/store/ingest/importers/finra-off-exchange.ts → ./finra-off-exchange-load': INGEST,
  'src/store/ingest/importers/finra-short-interest.ts → ./finra-short-interest-load': INGEST,
  'src/store/ingest/importers/finra-short-volume.ts → ./finra-short-volume-load': INGEST,
  'src/store/ingest/importers/sec-ftd.ts → ./sec-ftd-load': INGEST,
  'src/store/ingest/importers/sec-form-adv.ts → ./sec-form-adv-load': INGEST,
  'src/operations/advisers.ts → ../engine/advisers/search': SERVE,
  'src/operations/advisers.ts → ../engine/advisers/profile': SERVE,
  'src/operations/funds.ts → ../engine/funds/directory': SERVE,
  'src/operations/funds.ts → ../engine/funds/holdings': SERVE,
  'src/operations/funds.ts → ../engine/funds/owners': SERVE,
  'src/operations/funds.ts → ../engine/funds/operations': SERVE,
  'src/operations/funds-sweden.ts → ../engine/funds/se-positions': SERVE,
  'src/store/ingest/importers/sec-nport-p.ts → ./sec-nport-p-load': INGEST,
  'src/store/ingest/importers/sec-ncen.ts → ./sec-ncen-load': INGEST,
  'src/store/ingest/importers/fi-fund-holdings.ts → ./fi-fund-holdings-load': INGEST,
  'src/store/open.ts → ./sample/families': INIT,
  'src/store/open.ts → ./sample': INIT,
};

/** One request per public operation (the parity cases, plus the families parity-support.ts keeps inline). */
const REQUESTS: ParityCases = {
  ...optionsCases, ...technicalsCases, ...gaugesCases, ...fredCases, ...cftcCases, ...fxCases, ...portfoliosCases, ...feedsCases,
  ...indexesCases, ...insidersCases, ...shortCases, ...shortUsCases, ...fundsCases, ...advisersCases, ...buybacksCases, ...supplyChainCases, ...congressCases,
  ...iposCases, ...earningsCases, ...filingsCases, ...institutionsCases, ...executivesCases, ...stocksCases,
  'system.health': [{ argv: [], path: '/v1/health' }],
  'system.openapi': [{ argv: [], path: '/v1/openapi.json' }],
  'prices.list': [{ argv: [], path: '/v1/stocks/AAPL/prices?limit=3' }],
  'prices.dividends': [{ argv: [], path: '/v1/stocks/KO/dividends' }],
  'prices.splits': [{ argv: [], path: '/v1/stocks/NVDA/splits' }],
  'prices.latest': [{ argv: [], path: '/v1/prices/latest?tickers=AAPL,ZZZZ' }],
  'quotes.get': [{ argv: [], path: '/v1/stocks/AAPL/quote' }],
  'quotes.batch': [{ argv: [], path: '/v1/quotes?tickers=AAPL,MSFT' }],
  'market.status': [{ argv: [], path: '/v1/market/status' }],
  'market.calendar': [{ argv: [], path: '/v1/market/calendar' }],
};

let box: Sandbox;
let recorder: LoadRecorder;
const servers: ResultPromise[] = [];

beforeAll(async () => {
  await ensureBuilt();
  box = sandbox();
  recorder = loadRecorder(join(box.dir, 'loads'));
  // Every child (and every process a child starts) records what it loads; the daemon only where a case asks.
  Object.assign(box.env, { NODE_OPTIONS: recorder.nodeOptions, FDS_NO_DAEMON: '1' });
});

afterAll(async () => {
  try {
    for (const server of servers) await stop(server);
  } finally {
    (box as Sandbox | undefined)?.remove();
  }
});

const ok = (run: CliRun, what: string): CliRun => {
  expect(run.exitCode, `${what}: ${run.stderr}`).toBe(0);
  return run;
};
const json = <T>(run: CliRun): T => JSON.parse(run.stdout) as T;

/** Runs `body`, then checks every site the table gives to `name` loaded its module during it. */
async function reaches(name: string, body: () => Promise<void>): Promise<void> {
  const from = recorder.mark();
  await body();
  const loaded = recorder.loadedSince(from);
  const sites = lazyImports().filter((s) => SITES[s.site] === name);
  expect(sites.length, `no site is given to "${name}"`).toBeGreaterThan(0);
  const missing = sites.filter((s) => !wasLoaded(s.target, loaded)).map((s) => s.site);
  expect(missing, `modules "${name}" should have loaded from the bundle`).toEqual([]);
}

/** A server of this sandbox, stopped at the end if not before. */
async function serve(argv: readonly string[]): Promise<{ url: string; child: ResultPromise }> {
  const child = box.spawn(['serve', '--port', '0', ...argv]);
  servers.push(child);
  return { url: await listening(child), child };
}

/** A pro key on the store at `db` (the default store when undefined), made through the CLI. */
async function proKey(account: string, db?: string): Promise<string> {
  const run = ok(await box.fds(['keys', 'create', '--account', account, '--plan', 'pro', '--json', ...(db === undefined ? [] : ['--db', db])]), 'keys create');
  return json<{ key: string }>(run).key;
}

describe('the bundle smoke table', () => {
  it('names a case for every dynamic import in src/ and commands/, and no site that no longer exists', () => {
    const sites = lazyImports().map((s) => s.site).sort();
    expect(sites.filter((site) => SITES[site] === undefined), 'add these sites to SITES with a case reaching them').toEqual([]);
    expect(Object.keys(SITES).filter((site) => !sites.includes(site)), 'remove these sites from SITES').toEqual([]);
  });

  it('has a request for every public operation', () => {
    expect(Object.keys(REQUESTS).sort()).toEqual(registry.filter((op) => op.access !== 'local').map((op) => op.id).sort());
  });
});

// The cases share one sandbox and run in order: the store is built first and served last.
describe('through bin/fds', () => {
  it(HELP, () =>
    reaches(HELP, async () => {
      const run = ok(await box.fds(['--help']), 'fds --help');
      expect(run.stdout).toMatch(/portfolio[\s\S]*daemon/);
    }));

  it(INIT, () =>
    reaches(INIT, async () => {
      ok(await box.fds(['init']), 'fds init');
    }), 120_000);

  it(MCP_STDIO, () =>
    reaches(MCP_STDIO, async () => {
      const client = await stdioClient(box, []);
      try {
        const { tools } = await client.listTools();
        expect(tools.length).toBe(registry.filter((op) => op.method === 'GET' && op.access !== 'local' && op.access !== 'open').length);
        const bars = await callTool(client, 'prices_list', { ticker: 'AAPL', limit: 2 });
        expect((JSON.parse(bars.content[0]!.text) as { data: unknown[] }).data).toHaveLength(2);
      } finally {
        await client.close();
      }
    }), 60_000);

  it(CONFIG, () =>
    reaches(CONFIG, async () => {
      const config = join(box.dir, 'config-case');
      const set = ok(await box.fds(['config', 'set', 'apiKey', 'fds_smoke', '--json'], { FDS_CONFIG_DIR: config }), 'config set');
      expect(json(set)).toEqual({ apiKey: 'fds_smoke' });
      expect(json(await box.fds(['config', 'get', 'apiKey', '--json'], { FDS_CONFIG_DIR: config }))).toEqual({ apiKey: 'fds_smoke' });
    }));

  it(INGEST, () =>
    reaches(INGEST, async () => {
      const file = (name: string, content: string | Uint8Array) => {
        const path = join(box.dir, name);
        writeFileSync(path, content);
        return path;
      };
      const feed = {
        feed: { id: 'a7c1f0e2-1111-4222-8333-944455556666', account: 'local', name: 'Rates page', schedule: 'daily 06:00 America/New_York', accessMode: 'public' },
        runs: [{ runId: 'r1', state: 'Succeeded', startedAt: '2026-11-18T11:00:00Z', completedAt: '2026-11-18T11:00:30Z', verified: true, result: { data: { raw: 1 }, sources: [{ url: 'https://example.org/rates' }] } }],
      };
      const inputs: [string, string][] = [
        ['vix', realFixture('cboe-vix-history/VIX_History.csv')],
        ['put-call', realFixture('cboe-put-call-ratio/totalpc.csv')],
        ['fred', realFixture('fred-csv/DGS10.csv')],
        ['fx-rates', realFixture('ecb-eurofxref/eurofxref-hist.csv')],
        ['cftc', file('deacot2025.zip', zipSync({ 'annual.txt': strToU8(readFileSync(realFixture('cftc-cot-legacy-futures/annual.txt'), 'utf8')) }))],
        ['fda-catalysts', file('catalysts.csv', 'meeting_date,end_date,title,center,catalyst_type,source_url\n2026-12-03,,Oncologic Drugs Advisory Committee Meeting,CDER,AdvisoryCommittee,https://www.fda.gov/odac\n')],
        ['options', file('options.csv', [
          'observed_at,underlying,expiration_date,occ_symbol,contract_type,exercise_style,strike_price,shares_per_contract,active,snapshot_date,day_close,day_volume,implied_volatility,open_interest,open_interest_date,delta,gamma,theta,vega,bid_price,ask_price,quote_as_of',
          '2026-11-20T16:15:00-05:00,BRK.B,2026-12-18,BRKB261218C00470000,call,american,470,100,true,2026-11-20,12.5,140,0.1834,2200,2026-11-19,0.5312,0.0121,-0.1402,0.5531,12.4,12.6,2026-11-20T20:59:58Z',
          '',
        ].join('\n'))],
        ['web-feed', file('feed.json', JSON.stringify(feed))],
        ['index-holdings', realFixture('invesco-etf-holdings/QQQ_holdings.csv')],
        ['company-facts', realFixture('sec-xbrl-companyfacts/CIK0001835632.json')],
        ['sec-tickers', realFixture('sec-submissions-json/CIK0001835632.json')],
        // Marvell's 8-K (its ticker link comes with the submissions file above), named by accession and filing date.
        ['sec-filing', file('0001835632-26-000050-2026-05-01.htm', '<html><body><div style="display:none"><ix:header><ix:hidden>'
          + '<ix:nonNumeric name="dei:DocumentType" contextRef="c">8-K</ix:nonNumeric><ix:nonNumeric name="dei:EntityCentralIndexKey" contextRef="c">0001835632</ix:nonNumeric>'
          + '</ix:hidden></ix:header></div><p>On April 28, 2026, our Board of Directors authorized the repurchase of up to $3.0 billion of our common stock.</p></body></html>')],
        ['sec-fund-tickers', file('company_tickers_mf.json', '{"fields":["cik","seriesId","classId","symbol"],"data":[[1100663,"S000004354","C000012084","SOXX"]]}')],
        ['form4', realFixture('sec-form4/form4-rule10b5one-checked.xml')],
        ['form144', realFixture('sec-form144/apple.144.xml')],
        ['finra-short-volume', realFixture('finra-short-volume/CNMSshvol20260730.txt')],
        ['finra-short-interest', realFixture('finra-short-interest/consolidatedShortInterest_AAPL_BRKB.json')],
        ['finra-off-exchange', realFixture('finra-otc-ats-weekly/weeklySummary_ATS_W_SMBL_T1_AAPL.json')],
        ['sec-form-adv', realFixture('sec-form-adv/ia-sample-2022-04.csv')],
        ['sec-nport-p', realFixture('sec-nport-p/NPORT.AdvancedSeries.xml')],
        ['sec-ncen', realFixture('sec-ncen/ncen-0001410368-26-010921-primary_doc.xml')],
        ['fi-fund-holdings', file('fondinnehav-51066.xml', fiReportXml({ periodEnd: '2026-09-30', positions: [{}] }))],
        ['sec-ftd', file('cnsfails202009a.zip', zipSync({ 'cnsfails202009a.txt': readFileSync(realFixture('sec-fails-to-deliver/cnsfails202009a.txt')) }))],
        ['fi-insiders', file('insynsregistret.csv', [
          'Publiceringsdatum;Emittent;LEI-kod;Anmälningsskyldig;Person i ledande ställning;Befattning;Närstående;Korrigering;Beskrivning av korrigering;Är förstagångsrapportering;Är kopplad till aktieprogram;Karaktär;Instrumenttyp;Instrumentnamn;ISIN;Transaktionsdatum;Volym;Volymsenhet;Pris;Valuta;Handelsplats;Status',
          '2026-11-18 08:31:12;Hennes & Mauritz AB;529900O5RR7R39FRDM42;Eva Lund;Eva Lund;Styrelseledamot/suppleant;Nej;Nej;;Nej;Nej;Förvärv;Aktie;Hennes & Mauritz AB, H & M ser. B;SE0000106270;2026-11-17 00:00:00;4 000;Antal;149,6959;SEK;NASDAQ STOCKHOLM AB;Aktuell',
          '',
        ].join('\n'))],
        ['short-afm-nl-current', realFixture('short-positions-afm-nl/nettoshortpositiesactueel.csv')],
        ['short-fsma-be-current', realFixture('short-positions-fsma-be/de-shortselling.csv')],
        ['short-fca-uk-current', realFixture('short-positions-fca-uk/short-positions-daily-update.csv')],
        ['short-amf-fr', file('amf-positions.csv', [
          'Detenteur de la position courte nette;Legal Entity Identifier detenteur;Emetteur / issuer;Ratio;code ISIN;Date de debut position;Date de debut de publication position;Date de fin de publication position',
          'Example Fund LLP;;TOTALENERGIES SE;0,62;FR0000120271;2026-11-17;2026-11-18;',
          '',
        ].join('\n'))],
        ...REGISTER_FILES.map((register): [string, string] => [register.dataset, file(register.name, register.content)]),
        ['buyback-programs', fixture('buyback-programs.json')],
        ['atm-programs', fixture('atm-programs.json')],
        ['supply-chain-statements', fixture('supply-chain-statements.json')],
        ['congress-legislators', realFixture('congress-legislators-csv/legislators-current.csv')],
        ['congress-senate-ptr', realFixture('congress-senate-ptr-json/transaction_report_for_01_12_2021.json')],
        ['congress-house-fd-index', realFixture('congress-house-fd-index-xml/house-fd-2025-mixed-types.xml')],
        ['congress-house-ptr', file('house-ptr.csv', [
          'DocID,FilingDate,Name,StateDst,BioguideID,TransactionDate,Owner,Ticker,Asset,AssetType,Subholding,TransactionType,Amount',
          '20099001,8/20/2025,Hon. Robert B. Aderholt,AL04,A000055,8/1/2025,SP,AAPL,Apple Inc. - Common Stock (AAPL),ST,,P,"$1,001 - $15,000"',
          '',
        ].join('\n'))],
        ['congress-annual-report', file('annual-reports.csv', [
          'ReportID,FilingDate,Year,BioguideID,Name,Chamber,State,Part,Description,Owner,Value',
          '10001,5/15/2025,2024,A000055,Hon. Robert B. Aderholt,House,AL,Asset,Index fund,Self,"$100,001 - $250,000"',
          '',
        ].join('\n'))],
        ['edgar-form-index', realFixture('sec-edgar-index/form.20200318.idx')],
        ['registration-terms', fixture('registration-terms.json')],
        ['sec-prospectus', file('0001104659-24-108432.txt', [
          '<SEC-HEADER>', 'ACCESSION NUMBER:\t\t0001104659-24-108432', 'FILED AS OF DATE:\t\t20241011', 'CENTRAL INDEX KEY:\t\t\t0001999301', '</SEC-HEADER>',
          readFileSync(realFixture('sec-424b4/camp4_424b4.htm'), 'latin1'),
        ].join('\n'))],
        // A ticker the sample has no events of, so the sample's DIS and JPM events stay for the other cases.
        ['earnings-event', file('xmpl-q4-2026.json', JSON.stringify({
          ticker: 'XMPL', eventType: 'EarningsCall', title: 'Example Q4 FY2026 earnings call', eventDate: '2026-11-10', fiscalYear: 2026, fiscalQuarter: 4,
          status: 'Concluded', earningsRelease: { form: '8-K', filedDate: '2026-11-10', url: null, accession: '0001999003-26-000010' },
          guidance: [{ metric: 'Revenue', period: 'Q1 FY2027', fiscalYear: 2027, fiscalQuarter: 1, unit: 'USD', low: 1e9, high: 1.1e9, basis: 'GAAP', fromTable: true, quote: 'Revenue of $1.0 billion to $1.1 billion.' }],
        }))],
        ['transcript', file('XMPL_q3_2026.txt', JSON.stringify({
          header_texts: ['Example Corp (XMPL) Q3 2026 Earnings Call', 'August 12, 2026'],
          prepared_remarks: [{ speaker: 'Operator', speech: 'Welcome.' }, { speaker: 'Pat Example', speech: 'Revenue grew.' }],
          q_and_a: [{ speaker: 'Lee Analyst', speech: 'Margins?' }],
          participants: ['Pat Example--Chief Executive Officer'],
        }))],
        ['sec-submissions', realFixture('sec-submissions-json/CIK0001835632.json')],
        // Marvell's 10-Q in EDGAR's folder layout: its filing date, ticker and period join from the submissions file above.
        ['filing', (() => {
          const folder = join(box.dir, 'edgar', 'data', '1835632', '000183563226000019');
          mkdirSync(folder, { recursive: true });
          const path = join(folder, 'mrvl-20260502.htm');
          writeFileSync(path, '<html><body><div style="display:none"><ix:header><ix:hidden><ix:nonNumeric name="dei:DocumentType" contextRef="c">10-Q</ix:nonNumeric>'
            + '<ix:nonNumeric name="dei:EntityCentralIndexKey" contextRef="c">0001835632</ix:nonNumeric></ix:hidden></ix:header></div>'
            + '<p>Net revenue for the quarter increased.</p><table><tr><td>Revenue</td><td>$</td><td>1,895</td></tr></table></body></html>');
          return path;
        })()],
        // A filer the sample does not hold (its CIK is far outside the roster's), so the sample's quarters stay for the other cases.
        ['sec-13f', fixture('sec-13f/000999900125000001')],
        ['cusip-map', file('cusips.csv', 'cusip,ticker,name\n037833100,AAPL,APPLE INC\n')],
        ['sec-10k', file('exs-20251231.htm', inlineReport({
          cik: '0001999002', name: 'Example Semiconductor Corp', form: '10-K', start: '2025-01-01', end: '2025-12-31', fiscalYear: 2025,
          paragraphs: ['Sales to Microsoft Corporation accounted for 19% of our revenue in fiscal 2025.'],
        }))],
      ];
      for (const [dataset, path] of inputs) {
        const run = ok(await box.fds(['ingest', dataset, path, '--json']), `fds ingest ${dataset}`);
        expect(json<{ data: { rowsRead: number }[] }>(run).data[0]!.rowsRead, dataset).toBeGreaterThan(0);
      }
      // The filing store's semantic index: from an embeddings endpoint (a small one of this test), searched with
      // it, then the local model again, retrained on what the store now holds.
      const embeddings = createHttpServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        req.on('end', () => {
          const input = (JSON.parse(body) as { input: string[] }).input;
          const data = input.map((text, index) => ({ index, embedding: [text.length % 7, 1 + (text.length % 5), text.includes('revenue') ? 3 : 0, 1] }));
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
        });
      });
      await new Promise<void>((resolve) => embeddings.listen(0, '127.0.0.1', resolve));
      try {
        const endpoint = { FDS_EMBEDDINGS_URL: `http://127.0.0.1:${(embeddings.address() as AddressInfo).port}/v1/embeddings`, FDS_EMBEDDINGS_MODEL: 'smoke' };
        const fromEndpoint = json<{ kind: string; dimensions: number }>(ok(await box.fds(['filings', 'reindex', '--json'], endpoint), 'fds filings reindex (endpoint)'));
        expect(fromEndpoint).toMatchObject({ kind: 'endpoint', dimensions: 4 });
        expect(json<{ count: number }>(ok(await box.fds(['filings', 'search', 'revenue', '--json'], endpoint), 'fds filings search (endpoint)')).count).toBeGreaterThan(0);
      } finally {
        await new Promise<void>((resolve) => embeddings.close(() => resolve()));
      }
      const index = json<{ kind: string; passages: number; vectors: number }>(ok(await box.fds(['filings', 'reindex', '--json']), 'fds filings reindex'));
      expect(index).toMatchObject({ kind: 'local', vectors: index.passages });
    }), 120_000);

  it(TERMINAL, () =>
    reaches(TERMINAL, async () => {
      const portfolio = json<{ id: string }>(ok(await box.fds(['portfolio', 'create', 'Smoke', '--json']), 'portfolio create'));
      ok(await box.fds(['portfolio', 'add', portfolio.id, 'AAPL', '10', '150', '--date', '2026-01-05', '--json']), 'portfolio add');
      const prices = join(box.dir, 'next.csv');
      // XOM: a real row replaces a ticker's whole sample, and the cases after this one read AAPL's.
      writeFileSync(prices, 'ticker,date,open,high,low,close,volume\nXOM,2026-11-23,111,113,110,112.5,1000\n');
      const fds = `node ${BIN}`;
      const documentId = json<{ data: { id: string }[] }>(ok(await box.fds(['filings', 'list', '--limit', '1', '--json']), 'filings list')).data[0]!.id;
      // One pseudo-terminal session: each command draws for a person; the board waits for q.
      const session = [
        'stty cols 100 rows 40',
        `${fds} prices AAPL --limit 2`,
        `${fds} store info`,
        `${fds} filings read ${documentId} --limit 3`,
        `${fds} filings search workforce reduction --limit 2`,
        `${fds} portfolio show ${portfolio.id} --lots`,
        `${fds} ingest prices ${prices}`,
        `${fds} board AAPL MSFT`,
      ].join(' && ');
      const child = execa('script', ['-qefc', session, '/dev/null'], { cwd: box.dir, env: personAtTerminal({ ...process.env, ...box.env }), extendEnv: false, reject: false, timeout: 90_000 });
      let seen = '';
      let quit = false;
      child.stdout?.on('data', (chunk: Buffer) => {
        seen += chunk.toString('utf8');
        if (seen.includes('q quit') && !quit) {
          quit = true;
          child.stdin?.write('q');
        }
      });
      const ended = await child;
      // The board quits on q at once: a session still running at the timeout is a board that missed it.
      expect(ended.timedOut, seen.slice(-400)).toBe(false);
      expect(ended.exitCode, seen).toBe(0);
      expect(seen).toContain('2026-11-20'); // the price table
      expect(seen).toContain('Smoke'); // the portfolio
      expect(seen).toContain(`fds filings read ${documentId} --start 4`); // a document's lines
      expect(seen).toMatch(/1\. \d{4}-\d{2}-\d{2} {2}MSFT {2}8-K {2}line 1/); // the passages a search found
      expect(seen).toContain('Ingested'); // the spinner's last word
      expect(seen).toMatch(/AAPL[\s\S]*MSFT[\s\S]*q quit/); // the board
    }), 120_000);

  it(CAPTURES, () =>
    reaches(CAPTURES, async () => {
      const dir = join(box.dir, 'captures');
      expect(json<{ version: number }>(ok(await box.fds(['captures', 'publish', 'captures', '--json']), 'captures publish')).version).toBe(1);
      const session = `stty cols 100 rows 40 && node ${BIN} captures publish captures --keep 2`;
      const run = await execa('script', ['-qefc', session, '/dev/null'], { cwd: box.dir, env: personAtTerminal({ ...process.env, ...box.env }), extendEnv: false, reject: false });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.stdout).toContain('Published version 2 of the captures');
      const replica = await serve(['--captures', dir]);
      try {
        const health = await http(`${replica.url}/v1/health`, 'none');
        expect(JSON.parse(health.body)).toEqual({ status: 'ok', version: 'v1', state: 'embedded', captures: `parquet ${dir} v2` });
      } finally {
        await stop(replica.child);
      }
    }), 120_000);

  it(STATE, () =>
    reaches(STATE, async () => {
      const postgres = await startPostgres();
      try {
        const url = await postgres.database('fds_smoke');
        expect(json(ok(await box.fds(['state', 'migrate', '--state', url, '--json']), 'state migrate'))).toMatchObject({ applied: STATE_MIGRATIONS.map((m) => m.version) });
        const session = `stty cols 100 rows 40 && node ${BIN} state migrate --state '${url}'`;
        const run = await execa('script', ['-qefc', session, '/dev/null'], { cwd: box.dir, env: personAtTerminal({ ...process.env, ...box.env }), extendEnv: false, reject: false });
        expect(run.exitCode, run.stdout).toBe(0);
        expect(run.stdout).toContain('Nothing to apply: the state schema is at version');
        expect(run.stdout).toContain(`State store: ${url.replace(`:${new URL(url).password}@`, ':****@')}`);
        // fds serve --state loads pg from the bundle, and refuses a database fds state migrate has not prepared.
        const bare = await postgres.database('fds_smoke_bare');
        const refused = await box.fds(['serve', '--port', '0', '--state', bare]);
        expect(refused.exitCode, refused.stderr).toBe(6);
        expect(refused.stderr).toContain('run fds state migrate');
      } finally {
        await postgres.stop();
      }
    }), 60_000);

  it(WORDS, () =>
    reaches(WORDS, async () => {
      expect(ok(await box.fds(['completion', 'bash']), 'completion bash').stdout).toContain('complete ');
      expect(ok(await box.fds(['completion', '--words', '--', 'prices', 'lat']), 'completion words').stdout).toContain('latest');
      const refused = await box.fds(['prices', 'AAPL', '--start-date', 'yesterday']);
      expect(refused.exitCode).toBe(2);
      expect(refused.stderr).toContain('--start-date');
    }));

  it(BOARD, () =>
    reaches(BOARD, async () => {
      const run = ok(await box.fds(['board', 'AAPL', 'MSFT']), 'fds board');
      expect(run.stdout).toMatch(/AAPL[\s\S]*MSFT/);
    }), 60_000);

  it(DAEMON, () =>
    reaches(DAEMON, async () => {
      const withDaemon = { FDS_NO_DAEMON: '' };
      // A daemon run from the sources (build `sources`): a command of this build makes it step aside.
      const old = execa(process.execPath, ['--import', 'tsx', join(ROOT, 'test/e2e/fixtures/daemon-child.ts'), box.store], { cwd: ROOT, env: { ...process.env, ...box.env }, reject: false });
      try {
        for (let waited = 0; ; waited += 100) {
          const status = json<{ owner: { build: string } | null }>(await box.fds(['daemon', 'status', '--json']));
          if (status.owner?.build === 'sources') break;
          if (waited > 30_000) throw new Error('the daemon of the sources did not start');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        ok(await box.fds(['prices', 'AAPL', '--limit', '1', '--json'], withDaemon), 'a command reaching the old daemon');
        expect((await old).stdout.trim()).toBe('served');
      } finally {
        old.kill('SIGTERM');
      }
      const started = json<{ owner: { build: string } }>(ok(await box.fds(['daemon', 'start', '--json'], withDaemon), 'daemon start'));
      expect(started.owner.build).not.toBe('sources');
      const forwarded = ok(await box.fds(['market', 'status', '--json'], withDaemon), 'a command the daemon runs');
      expect(json<{ session: string }>(forwarded).session).toEqual(expect.any(String));
      expect(json<{ stopped: boolean }>(ok(await box.fds(['daemon', 'stop', '--json']), 'daemon stop')).stopped).toBe(true);
    }), 120_000);

  let url = '';
  let key = '';

  it(SERVE, () =>
    reaches(SERVE, async () => {
      url = (await serve([])).url;
      key = await proKey('smoke');
      const portfolio = await http(`${url}/v1/portfolios`, key, 'POST', { name: 'Smoke' });
      const id = (JSON.parse(portfolio.body) as { id: string }).id;
      for (const [op, requests] of Object.entries(REQUESTS)) {
        for (const request of requests) {
          const answer = await http(`${url}${request.path.replaceAll(PORTFOLIO_ID, id)}`, key, request.method, request.body);
          expect(answer.status, `${op} ${request.path}: ${answer.body}`).toBeLessThan(500);
          expect(() => JSON.parse(answer.body || '{}') as unknown, op).not.toThrow();
        }
      }
      const client = await httpClient(url, key);
      try {
        expect((await client.listTools()).tools.length).toBeGreaterThan(0);
        const bars = await callTool(client, 'prices_list', { ticker: 'AAPL', limit: 2 });
        expect(JSON.parse(bars.content[0]!.text)).toEqual(JSON.parse((await http(`${url}/v1/stocks/AAPL/prices?limit=2`, key)).body));
      } finally {
        await client.close();
      }
    }), 120_000);

  it(REMOTE, () =>
    reaches(REMOTE, async () => {
      const remote = ['--remote', url, '--api-key', key];
      const bars = json<{ data: unknown[] }>(ok(await box.fds([...remote, 'prices', 'AAPL', '--limit', '2', '--json']), 'remote prices'));
      expect(bars.data).toHaveLength(2);
      const quotes = json<{ ticker: string }[] | { data: { ticker: string }[] }>(ok(await box.fds([...remote, 'board', 'AAPL', '--json']), 'remote board'));
      expect(JSON.stringify(quotes)).toContain('AAPL');
      // The assistant tools on stdio, every call sent to the server with the key.
      const client = await stdioClient(box, ['--url', url, '--api-key', key]);
      try {
        const status = await callTool(client, 'market_status', {});
        expect(JSON.parse(status.content[0]!.text)).toEqual(JSON.parse((await http(`${url}/v1/market/status`, key)).body));
      } finally {
        await client.close();
      }
    }), 60_000);

  it(UPSTREAM, () =>
    reaches(UPSTREAM, async () => {
      // Fronts with stores of their own, each asking the server above for chains and contracts.
      const front = join(box.dir, 'front.duckdb');
      ok(await box.fds(['init', '--db', front]), 'init front');
      const frontKey = await proKey('front', front);
      const upstream = ['--options-upstream-key', await proKey('upstream')];
      const working = await serve(['--db', front, '--options-upstream', url, ...upstream]);
      // An expiration and a contract the upstream lists (the sample's dates follow the pinned clock).
      const listed = JSON.parse((await http(`${url}/v1/stocks/AAPL/options/expirations`, key)).body) as { expirations: { expirationDate: string }[] };
      const chain = `/v1/stocks/AAPL/options/chain?expiration=${listed.expirations[1]!.expirationDate}&type=call&limit=3`;
      const symbol = (JSON.parse((await http(`${url}${chain}`, key)).body) as { contracts: { occTicker: string }[] }).contracts[0]!.occTicker;
      const contract = `/v1/stocks/AAPL/options/contract?symbol=${symbol}`;
      for (const path of [chain, contract]) {
        const through = await http(`${working.url}${path}`, frontKey);
        expect(through.status, through.body).toBe(200);
        expect(JSON.parse(through.body)).toEqual(JSON.parse((await http(`${url}${path}`, key)).body));
      }
      expect((await http(`${working.url}/v1/stocks/ZZZZ/options/chain`, frontKey)).status).toBe(404);
      await stop(working.child);

      // A closed port: chains and contracts are 503 in the envelope, never 500; expirations are stored.
      const { url: down } = await serve(['--db', front, '--options-upstream', await closedPort(), ...upstream]);
      for (const path of [chain, contract]) {
        const answer = await http(`${down}${path}`, frontKey);
        expect([answer.status, JSON.parse(answer.body)], path).toEqual([503, { error: { code: 'service_unavailable', message: expect.stringContaining('unavailable'), status: 503 } }]);
      }
      expect((await http(`${down}/v1/stocks/AAPL/options/expirations`, frontKey)).status).toBe(200);
      expect((await http(`${down}/v1/stocks/ZZZZ/options/contract?symbol=ZZZZ261218C00100000`, frontKey)).status).toBe(404);
    }), 120_000);
});

/** The URL of a port that was just free and is closed again: connections to it are refused. */
async function closedPort(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
