/**
 * A replica (`fds serve --captures DIR`) against the server it was published from: every read of the
 * parity cases answers the same body, health and the start line say where the captures are, and a new
 * version published while requests run switches the replica without any answer mixing the two versions.
 * Both servers are real (`serve()` on ephemeral ports, each with its replay feed), over real files.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/engine/keys/keys';
import { serve } from '../../src/http/serve';
import { registry } from '../../src/operations';
import type { RunningServer } from '../../src/http/server';
import { CaptureSwitch } from '../../src/store/captures/attach';
import { publishCaptures } from '../../src/store/captures/publish';
import { sqlString } from '../../src/store/captures/sql-text';
import { UNPUBLISHED_TABLES } from '../../src/store/captures/tables';
import type { Store } from '../../src/store/store';
import { allCases } from '../e2e/parity-support';
import { PORTFOLIO_ID } from '../e2e/parity-cases/case';
import { sampleStore, type SampleFixture } from '../support/store';

let fx: SampleFixture;
let root: string;
let dir: string;
let replica: CaptureSwitch;
let embedded: RunningServer;
let served: RunningServer;
let key = '';
let portfolioId = '';
const banners: string[] = [];

async function call(base: string, path: string, method = 'GET', body?: unknown): Promise<{ status: number; body: string; notice: string | undefined }> {
  const response = await request(`${base}${path}`, {
    method: method as 'GET',
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const notice = response.headers['x-data-notice'];
  return { status: response.statusCode, body: await response.body.text(), notice: typeof notice === 'string' ? notice : undefined };
}

/** The state tables of `from` copied into `to` (through Parquet files), so both servers know the same keys and portfolios. */
async function copyState(from: Store, to: Store, through: string): Promise<void> {
  for (const table of UNPUBLISHED_TABLES.filter((name) => name !== 'schema_migrations')) {
    const file = sqlString(join(through, `${table}.parquet`));
    await from.run(`COPY (SELECT * FROM ${table}) TO ${file} (FORMAT parquet)`);
    await to.write(async (tx) => {
      await tx.run(`DELETE FROM ${table}`);
      await tx.run(`INSERT INTO ${table} SELECT * FROM read_parquet(${file})`);
    });
  }
}

beforeAll(async () => {
  fx = await sampleStore();
  root = mkdtempSync(join(tmpdir(), 'fds-replica-'));
  dir = join(root, 'captures');
  const quiet = { log: () => undefined, host: '127.0.0.1', port: 0, clock: fx.clock, quotas: { pro: 1_000_000 } };
  embedded = await serve({ ...quiet, store: fx.store, storePath: ':memory:' }, (line) => banners.push(line));
  key = (await createKey(fx.store, fx.clock, { account: 'parity', plan: 'pro' })).key;
  portfolioId = (JSON.parse((await call(embedded.url, '/v1/portfolios', 'POST', { name: 'Parity' })).body) as { id: string }).id;
  await call(embedded.url, `/v1/portfolios/${portfolioId}/lots`, 'POST', { ticker: 'AAPL', quantity: 10, costPerUnit: 150, acquiredDate: '2026-01-05' });
  await call(embedded.url, `/v1/portfolios/${portfolioId}/watches`, 'POST', { ticker: 'MSFT' });

  await publishCaptures(fx.store, { dir, keep: 3, clock: fx.clock });
  replica = await CaptureSwitch.open({ dir, clock: fx.clock, pollMs: 3_600_000, log: () => undefined });
  await copyState(fx.store, replica.state, root);
  served = await serve({ ...quiet, store: replica.state, storePath: ':memory:', captures: replica }, (line) => banners.push(line));
}, 120_000);

afterAll(async () => {
  await served?.close();
  await embedded?.close();
  rmSync(root, { recursive: true, force: true });
});

/** Every read of the parity cases (health says where the captures are, so it differs by design: below). */
const READS = allCases().filter((c) => c.method === undefined && c.id !== 'system.health');

describe('a replica answers every read as the store it was published from', () => {
  it('covers the parity cases of every public read operation', () => {
    const reads = registry.filter((op) => op.access !== 'local' && op.method === 'GET' && op.id !== 'system.health').map((op) => op.id);
    expect([...new Set(READS.map((c) => c.id))].sort()).toEqual(reads.sort());
  });

  it.each(READS)('$id: GET $path', async ({ path }) => {
    const filled = path.replaceAll(PORTFOLIO_ID, portfolioId);
    const [fromStore, fromReplica] = await Promise.all([call(embedded.url, filled), call(served.url, filled)]);
    expect(fromReplica).toEqual(fromStore);
  });
});

describe('health and the start line say where the captures are', () => {
  it('captures: embedded on a server over its store', async () => {
    expect(JSON.parse((await call(embedded.url, '/v1/health')).body)).toEqual({ status: 'ok', version: 'v1', state: 'embedded', captures: 'embedded' });
    expect(banners[0]).toMatch(/^fds serve: listening on http:\/\/127\.0\.0\.1:\d+ \(store :memory:, state: embedded, captures: embedded, replay feed at 1x, options capture\); Ctrl-C stops\. WARNING: the store holds synthetic sample data/);
  });

  it('captures: parquet DIR v1 on a replica, whose start line also says its state is in memory', async () => {
    expect(JSON.parse((await call(served.url, '/v1/health')).body)).toEqual({ status: 'ok', version: 'v1', state: 'embedded', captures: `parquet ${dir} v1` });
    expect(banners[1]).toContain(`(state: embedded, captures: parquet ${dir} v1, replay feed at 1x, options capture); Ctrl-C stops.`);
    expect(banners[1]).toContain('WARNING: the captures hold synthetic sample data');
    expect(banners[1]).toContain('Accounts, keys and portfolios live in memory here and are lost when it stops.');
  });
});

describe('a new version published while requests run', () => {
  const PATH = '/v1/prices/latest?tickers=AAPL,MSFT';

  it('switches the replica, and every answer is wholly the old version or wholly the new one', async () => {
    const before = await call(served.url, PATH);
    expect(before.status).toBe(200);
    // The newest bar of both tickers changes: an answer mixing versions would hold one old close and one new.
    await fx.store.write((tx) =>
      tx.run(`UPDATE prices SET close = close + 1000 WHERE ticker IN ('AAPL', 'MSFT')
              AND date = (SELECT max(date) FROM prices p WHERE p.ticker = prices.ticker)`),
    );
    const after = await call(embedded.url, PATH);
    expect(after.body).not.toBe(before.body);
    await publishCaptures(fx.store, { dir, keep: 3, clock: fx.clock });

    let running = true;
    const seen: string[][] = [];
    const worker = async (index: number): Promise<void> => {
      const run: string[] = [];
      seen[index] = run;
      while (running) run.push((await call(served.url, PATH)).body);
    };
    const workers = Array.from({ length: 6 }, (_, i) => worker(i));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await replica.check();
    // Until every worker has had an answer since the switch (or ten seconds, failing below).
    const switchedAt = seen.map((run) => run.length);
    for (let waited = 0; waited < 10_000 && seen.some((run, i) => run.length <= switchedAt[i]! + 1); waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    running = false;
    await Promise.all(workers);

    const bodies = seen.flat();
    expect(bodies.filter((body) => body !== before.body && body !== after.body)).toEqual([]);
    expect(bodies).toContain(before.body);
    expect(bodies).toContain(after.body);
    // Once a worker saw the new version it never saw the old one again.
    for (const [i, run] of seen.entries()) {
      expect(run.slice(run.indexOf(after.body)).every((body) => body === after.body)).toBe(true);
      // Requests sent after the switch completed read the new version.
      expect(run.slice(switchedAt[i]! + 1).every((body) => body === after.body)).toBe(true);
    }
    expect((await call(served.url, PATH)).body).toBe(after.body);
    expect(JSON.parse((await call(served.url, '/v1/health')).body)).toMatchObject({ captures: `parquet ${dir} v2` });
  });
});
