/**
 * `fds captures publish DIR`: the sample store's capture tables as sorted Parquet files and a manifest,
 * versions kept and pruned, and failures that leave the previous manifest and no half version. Real
 * DuckDB, real files.
 */
import { execa } from 'execa';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/core/errors';
import { SCHEMA_VERSION, readManifest, type Manifest } from '../../../src/store/captures/manifest';
import { publishCaptures } from '../../../src/store/captures/publish';
import { sqlString } from '../../../src/store/captures/sql-text';
import { PUBLISHED_TABLES, UNPUBLISHED_TABLES } from '../../../src/store/captures/tables';
import { publishCapturesOperation } from '../../../src/operations/captures';
import { answer } from '../../../src/operations/invoke';
import { sampleAsOf } from '../../../src/store/meta';
import { emptyStore, sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
let root: string;

beforeAll(async () => {
  fx = await sampleStore();
  root = mkdtempSync(join(tmpdir(), 'fds-publish-'));
});
afterAll(() => {
  fx.store.close();
  rmSync(root, { recursive: true, force: true });
});

let dirs = 0;
/** A fresh captures directory under the test's temporary root (not created). */
const freshDir = (): string => join(root, `captures-${++dirs}`);

const publish = (dir: string, keep = 3): Promise<Manifest> => publishCaptures(fx.store, { dir, keep, clock: fx.clock });

const versionDirs = (dir: string): string[] => readdirSync(dir).filter((name) => /^v\d+$/.test(name)).sort();

describe('publishing the sample store', () => {
  let dir: string;
  let manifest: Manifest;

  beforeAll(async () => {
    dir = freshDir();
    manifest = await publish(dir);
  });

  it('writes version 1 with this build\'s schema version and the publish time', () => {
    expect(manifest.version).toBe(1);
    expect(manifest.schemaVersion).toBe(SCHEMA_VERSION);
    expect(manifest.publishedAt).toBe(fx.clock.now().toISOString());
  });

  it('returns exactly the manifest it wrote to DIR/manifest.json (what --json prints)', () => {
    expect(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'))).toEqual(manifest);
    expect(readManifest(dir)).toEqual(manifest);
  });

  it('publishes every capture table as DIR/v1/<table>.parquet, and no state table', () => {
    expect(Object.keys(manifest.tables).sort()).toEqual(PUBLISHED_TABLES.map((t) => t.name));
    for (const name of UNPUBLISHED_TABLES) expect(manifest.tables[name]).toBeUndefined();
    expect(readdirSync(join(dir, 'v1')).sort()).toEqual(PUBLISHED_TABLES.map((t) => `${t.name}.parquet`));
    expect(manifest.tables.prices!.file).toBe('v1/prices.parquet');
  });

  it('says how many rows each file holds: the table\'s rows at the publish', async () => {
    for (const table of PUBLISHED_TABLES) {
      const stored = await fx.store.one<{ n: number }>(`SELECT count(*) AS n FROM ${table.name}`);
      const written = await fx.store.one<{ n: number }>(`SELECT count(*) AS n FROM read_parquet(${sqlString(join(dir, manifest.tables[table.name]!.file))})`);
      expect({ table: table.name, rows: manifest.tables[table.name]!.rows, written: written!.n }).toEqual({ table: table.name, rows: stored!.n, written: stored!.n });
    }
    expect(manifest.tables.prices!.rows).toBeGreaterThan(1000);
  });

  it('records each table\'s columns with the store\'s types (a fixed-size vector keeps its size)', () => {
    expect(manifest.tables.prices!.columns.slice(0, 3)).toEqual([
      { name: 'ticker', type: 'VARCHAR' },
      { name: 'date', type: 'DATE' },
      { name: 'open', type: 'DOUBLE' },
    ]);
    expect(manifest.tables.filing_vectors!.columns.find((c) => c.name === 'vector')!.type).toMatch(/^FLOAT\[\d+\]$/);
  });

  it('sorts each file by the key its reads look rows up by: prices by ticker then date, ticks by time', async () => {
    expect(manifest.tables.prices!.orderedBy).toEqual(['ticker', 'date']);
    const inFileOrder = async (file: string, columns: string): Promise<string[]> =>
      // chr(1) sorts before every character of a key, so the joined keys sort as the key columns do.
      (await fx.store.all<{ k: string }>(`SELECT concat_ws(chr(1), ${columns}) AS k FROM read_parquet(${sqlString(join(dir, file))})`)).map((r) => r.k);
    const prices = await inFileOrder('v1/prices.parquet', "ticker, strftime(date, '%Y-%m-%d')");
    expect(prices).toEqual([...prices].sort());
    const ticks = await inFileOrder('v1/ticks.parquet', "strftime(ts, '%Y-%m-%dT%H:%M:%S.%f')");
    expect(ticks).toEqual([...ticks].sort());
  });
});

describe('versions', () => {
  it('numbers each publish one more than the last, and keeps the newest --keep versions', async () => {
    const dir = freshDir();
    const versions: number[] = [];
    for (let i = 0; i < 4; i++) versions.push((await publish(dir, 2)).version);
    expect(versions).toEqual([1, 2, 3, 4]);
    expect(versionDirs(dir)).toEqual(['v3', 'v4']);
    expect(readManifest(dir)?.version).toBe(4);
    expect(readManifest(dir)?.tables.prices!.file).toBe('v4/prices.parquet');
  });

  it('never reuses the directory of a publish that was killed: the next version is above it', async () => {
    const dir = freshDir();
    await publish(dir);
    mkdirSync(join(dir, 'v7'));
    expect((await publish(dir)).version).toBe(8);
  });

  it('lets two publishes to one directory take turns: two versions, the newest current', async () => {
    const dir = freshDir();
    const [a, b] = await Promise.all([publish(dir), publish(dir)]);
    expect([a.version, b.version].sort()).toEqual([1, 2]);
    expect(readManifest(dir)?.version).toBe(2);
    expect(versionDirs(dir)).toEqual(['v1', 'v2']);
  });

  it('copies every table in one snapshot: a write committed during the publish is in all of its tables or none', async () => {
    const dir = freshDir();
    const before = (await fx.store.one<{ n: number }>("SELECT count(*) AS n FROM ingest_files"))!.n;
    const writing = fx.store.write(async (tx) => {
      await tx.run("INSERT INTO ingest_files VALUES ('snapshot-test', 'prices', '/x.csv', 'csv', 'abc', 1, 1, TIMESTAMP '2026-11-21 15:00:00')");
      await tx.run("INSERT INTO prices VALUES ('ZZSNAP', DATE '2026-11-20', 1, 1, 1, 1, 1, 1, 'ingest', '/x.csv', TIMESTAMP '2026-11-21 15:00:00')");
    });
    const [manifest] = await Promise.all([publish(dir), writing]);
    const snapped = (await fx.store.one<{ n: number }>(`SELECT count(*) AS n FROM read_parquet(${sqlString(join(dir, 'v1/prices.parquet'))}) WHERE ticker = 'ZZSNAP'`))!.n;
    expect(manifest.tables.ingest_files!.rows - before).toBe(snapped);
  });
});

describe('a publish that fails leaves the previous manifest and no half version', () => {
  it('refuses a directory whose manifest.json is not a captures manifest, writing nothing', async () => {
    const dir = freshDir();
    mkdirSync(dir);
    writeFileSync(join(dir, 'manifest.json'), '{"version": "one"}');
    const refusal = await publish(dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(400);
    expect((refusal as ApiError).message).toContain(`${dir}/manifest.json is not a captures manifest: version`);
    expect(readdirSync(dir)).toEqual(['manifest.json']);
  });

  /** Runs the child publisher against `dir` (as `nobody` when this test runs as root). */
  const child = (dir: string, rows: number, shell?: string) => {
    const script = join(import.meta.dirname, 'fixtures/publish-child.ts');
    const asNobody = process.getuid?.() === 0;
    const command = [process.execPath, '--import', 'tsx', script, dir, String(rows)];
    const run = shell === undefined
      ? execa(command[0]!, command.slice(1), { reject: false, ...(asNobody ? { uid: 65534, gid: 65534 } : {}), env: { ...process.env, HOME: root } })
      : execa('sh', ['-c', `${shell}; exec "$@"`, 'sh', ...command], { reject: false, env: { ...process.env, HOME: root } });
    return run.then((result) => ({ result, answer: JSON.parse(result.stdout || '{}') as { ok: boolean; manifest?: Manifest; error?: { status: number; message: string } } }));
  };

  it('when DIR is not writable: the publish is refused with the reason and version 1 stays', async () => {
    const dir = freshDir();
    await publish(dir);
    const manifestBefore = readFileSync(join(dir, 'manifest.json'), 'utf8');
    // Root may write anywhere: the child then runs as nobody, for whom DIR (root's, 0755) is read-only.
    chmodSync(root, 0o755);
    chmodSync(dir, 0o555);
    try {
      const { result, answer } = await child(dir, 10);
      // A child that could not even start (nobody unable to reach this Node) says so in shortMessage.
      expect(answer.ok, `${result.shortMessage ?? ''}\n${result.stderr}`).toBe(false);
      expect(answer.error!.status).toBe(400);
      expect(answer.error!.message).toMatch(new RegExp(`^Cannot publish to ${dir}: EACCES: permission denied, mkdir '${dir}/v2'\\. Version 1 stays current\\.$`));
    } finally {
      chmodSync(dir, 0o755);
    }
    expect(readFileSync(join(dir, 'manifest.json'), 'utf8')).toBe(manifestBefore);
    expect(versionDirs(dir)).toEqual(['v1']);
  });

  it('when writing a table fails half way (the file-size limit): its files are removed and version 1 stays', async () => {
    const dir = freshDir();
    await publish(dir);
    chmodSync(dir, 0o777);
    const manifestBefore = readFileSync(join(dir, 'manifest.json'), 'utf8');
    // 200,000 price rows make a file far over 256 KiB; every other table (and the manifest) is smaller.
    const { result, answer } = await child(dir, 200_000, "trap '' XFSZ; ulimit -f 512");
    expect(answer.ok, `${result.stderr}\n${result.stdout}`).toBe(false);
    expect(answer.error!.status).toBe(400);
    expect(answer.error!.message).toMatch(new RegExp(`^Publishing version 2 to ${dir} failed: .+ Version 1 stays current\\. No part of version 2 was left\\.$`, 's'));
    expect(readFileSync(join(dir, 'manifest.json'), 'utf8')).toBe(manifestBefore);
    expect(versionDirs(dir)).toEqual(['v1']);
  });
});

describe('a publish says when the captures it carries hold synthetic rows', () => {
  it('names the sample as-of date while any sample key is still stored', async () => {
    const published = await answer(publishCapturesOperation, fx.ctx, {}, { dir: freshDir() });
    expect(published.sampleAsOf).not.toBeNull();
    expect(published.sampleAsOf).toBe(await sampleAsOf(fx.store));
  });

  it('says nothing of the kind for a store without the sample set', async () => {
    const real = await emptyStore();
    try {
      const published = await answer(publishCapturesOperation, real.ctx, {}, { dir: freshDir() });
      expect(published.sampleAsOf).toBeNull();
      expect((published.body as Manifest).version).toBe(1);
    } finally {
      real.store.close();
    }
  });
});
