/**
 * A replica's store (`fds serve --captures DIR`): the published captures of the sample store attached
 * read-only, refusals at start and on every capture write, and the switch to a newer version, which
 * requests already running never see. Real DuckDB, real files.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/core/errors';
import { LOCAL_CALLER } from '../../../src/engine/context';
import { reindexFilings } from '../../../src/engine/filings/search/reindex';
import { answer } from '../../../src/operations/invoke';
import { ingestOperation } from '../../../src/operations/store-admin';
import { CaptureSwitch } from '../../../src/store/captures/attach';
import { SCHEMA_VERSION, readManifest, writeManifest } from '../../../src/store/captures/manifest';
import { publishCaptures } from '../../../src/store/captures/publish';
import { UNPUBLISHED_TABLES } from '../../../src/store/captures/tables';
import { withLease } from '../../../src/store/source';
import type { Store } from '../../../src/store/store';
import { sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
let root: string;
let dir: string;
let replica: CaptureSwitch;
const logged: string[] = [];

const attach = (at: string): Promise<CaptureSwitch> =>
  CaptureSwitch.open({ dir: at, clock: fx.clock, pollMs: 3_600_000, log: (line) => logged.push(line) });

beforeAll(async () => {
  fx = await sampleStore();
  root = mkdtempSync(join(tmpdir(), 'fds-attach-'));
  dir = join(root, 'captures');
  await publishCaptures(fx.store, { dir, keep: 3, clock: fx.clock });
  replica = await attach(dir);
});
afterAll(async () => {
  await replica.close();
  fx.store.close();
  rmSync(root, { recursive: true, force: true });
});

const refusalOf = async (work: Promise<unknown>): Promise<ApiError> => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

const READ_ONLY = `Captures are read-only on this server: it serves version 1 of the captures published in `;

describe('starting a replica', () => {
  it('refuses a directory with no manifest (400), saying how to publish there', async () => {
    const empty = join(root, 'empty');
    mkdirSync(empty);
    const refusal = await refusalOf(attach(empty));
    expect(refusal.status).toBe(400);
    expect(refusal.message).toBe(`${empty} holds no captures manifest (manifest.json); publish there first: fds captures publish ${empty}`);
  });

  it('refuses captures published with another store schema (503), naming both versions', async () => {
    const other = join(root, 'other-schema');
    cpSync(dir, other, { recursive: true });
    writeManifest(other, { ...readManifest(other)!, schemaVersion: SCHEMA_VERSION + 1 });
    const refusal = await refusalOf(attach(other));
    expect(refusal.status).toBe(503);
    expect(refusal.message).toContain(`have store schema ${SCHEMA_VERSION + 1}, and this fds has ${SCHEMA_VERSION}`);
  });

  it('refuses a version whose file is missing (503), naming it', async () => {
    const broken = join(root, 'broken');
    cpSync(dir, broken, { recursive: true });
    rmSync(join(broken, 'v1/prices.parquet'));
    const refusal = await refusalOf(attach(broken));
    expect(refusal.status).toBe(503);
    expect(refusal.message).toMatch(new RegExp(`^Cannot serve the captures in ${broken}: cannot read v1/prices\\.parquet: `));
  });

  it('keeps only the state and the migrations log in its own database: captures are the version\'s views', async () => {
    const tables = await replica.state.all<{ name: string }>(
      "SELECT table_name AS name FROM duckdb_tables() WHERE database_name = current_database() AND schema_name = 'main' ORDER BY 1",
    );
    expect(tables.map((t) => t.name)).toEqual(UNPUBLISHED_TABLES);
    const views = await replica.state.one<{ n: number }>("SELECT count(*) AS n FROM duckdb_views() WHERE schema_name = 'captures_1' AND NOT internal");
    expect(views!.n).toBeGreaterThan(70);
  });
});

describe('reading the attached version', () => {
  it('answers queries with the rows of the store it was published from', async () => {
    const query = "SELECT ticker, CAST(date AS VARCHAR) AS date, close, volume FROM prices WHERE ticker = 'AAPL' ORDER BY date DESC LIMIT 5";
    expect(await replica.current().all(query)).toEqual(await fx.store.all(query));
    const meta = "SELECT value FROM store_meta WHERE key = 'sample_as_of'";
    expect(await replica.current().one(meta)).toEqual(await fx.store.one(meta));
  });

  it('gives each column its published type back, even where Parquet keeps another (fixed-size vectors)', async () => {
    const types = "SELECT typeof(vector) AS t FROM filing_vectors LIMIT 1";
    expect(await replica.current().one(types)).toEqual(await fx.store.one(types));
    const uuid = 'SELECT typeof(document_id) AS t FROM filing_documents LIMIT 1';
    expect(await replica.current().one(uuid)).toEqual({ t: 'UUID' });
  });

  it('says where its captures are: parquet DIR v1', () => {
    expect(replica.current().captures).toEqual({ kind: 'parquet', dir, version: 1 });
    expect(fx.store.captures).toEqual({ kind: 'embedded' });
  });
});

describe('captures are read-only on a replica', () => {
  const ctx = () => ({ store: replica.current(), state: replica.state, clock: fx.clock, caller: LOCAL_CALLER });

  it('refuses an ingest with 403, saying to ingest on the publishing node, before reading the file', async () => {
    const refusal = await refusalOf(answer(ingestOperation, ctx(), { dataset: 'prices' }, { file: join(root, 'no-such.csv') }));
    expect(refusal.status).toBe(403);
    expect(refusal.code).toBe('forbidden');
    expect(refusal.message).toBe(`${READ_ONLY}${dir}. Ingest on the publishing node, then publish with fds captures publish.`);
  });

  it('refuses any write that loads captures, and any write into a capture table', async () => {
    expect((await refusalOf(replica.current().write(() => Promise.resolve(1), { ingest: true }))).status).toBe(403);
    const insert = replica.current().write((tx) => tx.run("INSERT INTO listings (ticker, symbol, name, kind, currency, source, captured_at) VALUES ('ZZ', 'ZZ', 'Z', 'Stock', 'USD', 'ingest', now())"));
    const refusal = await refusalOf(insert);
    expect(refusal.status).toBe(403);
    expect(refusal.message).toContain(READ_ONLY);
  });

  it('refuses to rebuild the filing search index (it is part of the captures)', async () => {
    expect((await refusalOf(reindexFilings(ctx()))).status).toBe(403);
  });

  it('refuses to publish from a replica', async () => {
    const refusal = await refusalOf(publishCaptures(replica.current(), { dir: join(root, 'again'), keep: 3, clock: fx.clock }));
    expect(refusal.status).toBe(403);
    expect(refusal.message).toBe(`This server serves the captures published in ${dir}; publish on the node that ingests them.`);
  });

  it('writes state and forecast snapshots in its own database', async () => {
    await replica.current().write((tx) => tx.run("INSERT INTO accounts VALUES ('replica-account', 'replica', 'free', now())"));
    await replica.current().write((tx) =>
      tx.run("INSERT INTO index_forecast_snapshots VALUES ('sp500', DATE '2026-11-20', 99, 'test', '{}', now())"),
    );
    expect(await replica.state.one("SELECT name FROM accounts WHERE id = 'replica-account'")).toEqual({ name: 'replica' });
    expect(await replica.current().one('SELECT max(revision) AS r FROM index_forecast_snapshots')).toEqual({ r: 99 });
  });
});

describe('switching to a newer version', () => {
  const NEWEST = "SELECT CAST(max(date) AS VARCHAR) AS d FROM prices WHERE ticker = 'AAPL'";

  it('leaves a request on the version it started with, and gives later requests the new one', async () => {
    const v1Newest = (await replica.current().one<{ d: string }>(NEWEST))!.d;
    await fx.store.write((tx) =>
      tx.run("INSERT INTO prices VALUES ('AAPL', DATE '2026-12-31', 1, 1, 1, 1, 1, 1, 'ingest', '/next.csv', TIMESTAMP '2026-11-21 15:00:00')"),
    );
    await publishCaptures(fx.store, { dir, keep: 3, clock: fx.clock });

    let switched: number | undefined;
    replica.onSwitch((version) => {
      switched = version;
    });
    const during = await withLease(replica, async (store: Store) => {
      const before = (await store.one<{ d: string }>(NEWEST))!.d;
      await replica.check();
      const after = (await store.one<{ d: string }>(NEWEST))!.d;
      const other = (await withLease(replica, (next) => next.one<{ d: string }>(NEWEST)))!.d;
      return { before, after, other };
    });
    expect(during).toEqual({ before: v1Newest, after: v1Newest, other: '2026-12-31' });
    expect(switched).toBe(2);
    expect(replica.version).toBe(2);
    expect(replica.current().captures).toEqual({ kind: 'parquet', dir, version: 2 });
    expect(logged).toContain(`captures: switched to v2 of ${dir} (published ${fx.clock.now().toISOString()}).`);
  });

  it('drops the old version once its last request is done; state and forecasts start from the new version', async () => {
    // The old version's lease was released above: its schema goes with it.
    await expect.poll(async () => (await replica.state.all("SELECT schema_name FROM duckdb_schemas() WHERE schema_name LIKE 'captures_%'")).length).toBe(1);
    expect(await replica.state.one("SELECT name FROM accounts WHERE id = 'replica-account'")).toEqual({ name: 'replica' });
    expect(await replica.current().one('SELECT max(revision) AS r FROM index_forecast_snapshots')).toEqual({ r: null });
  });

  it('skips a newer manifest of another schema version, says so once, and keeps serving', async () => {
    const manifest = readManifest(dir)!;
    writeManifest(dir, { ...manifest, version: manifest.version + 1, schemaVersion: SCHEMA_VERSION + 1 });
    await replica.check();
    await replica.check();
    expect(replica.version).toBe(2);
    expect(logged.filter((line) => line.includes(`has store schema ${SCHEMA_VERSION + 1}`))).toHaveLength(1);
    writeManifest(dir, manifest);
  });

  it('skips a manifest that names broken files, and keeps serving', async () => {
    const manifest = readManifest(dir)!;
    mkdirSync(join(dir, 'v9'));
    writeFileSync(join(dir, 'v9/prices.parquet'), 'not parquet');
    const tables = Object.fromEntries(Object.entries(manifest.tables).map(([name, t]) => [name, { ...t, file: t.file.replace(/^v2\//, 'v9/') }]));
    writeManifest(dir, { ...manifest, version: 9, tables });
    await replica.check();
    expect(replica.version).toBe(2);
    expect(logged.some((line) => line.startsWith(`captures: cannot attach v9 of ${dir} (cannot read v9/`))).toBe(true);
    expect(await replica.state.all("SELECT schema_name FROM duckdb_schemas() WHERE schema_name LIKE 'captures_%'")).toHaveLength(1);
    writeManifest(dir, manifest);
  });
});
