/**
 * `fds captures publish DIR`: the store's published tables (see `tables.ts`) written as Parquet files,
 * each sorted by its lookup key, under DIR/v<N>/, then DIR/manifest.json naming version N.
 *
 * - One snapshot: every table is copied in one read transaction, so the files hold the store as it was
 *   at one instant, whatever ingest commits meanwhile; ingest is not held up.
 * - All or nothing: the manifest is written last, as a new file renamed over the old one. A failure
 *   before that removes the new version's directory and leaves the previous manifest as it was, so a
 *   replica never sees a half version.
 * - N is one more than the newest version the manifest or the directory knows, and its directory is
 *   created exclusively: two publishes never write into the same one. Publishes to one DIR from this
 *   process take turns; one DIR has one publishing node.
 * - The newest `keep` versions stay; older version directories are removed after the manifest moved on
 *   (replicas still answering from them switch at their next look at the manifest).
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Clock } from '../../core/clock';
import { forbidden, invalidParameter } from '../../core/errors';
import type { Sql, Store } from '../store';
import { readManifest, versionDirName, versionOfDirName, writeManifest, type Manifest, type ManifestColumn, type ManifestTable } from './manifest';
import { sqlIdentifier, sqlString } from './sql-text';
import { PUBLISHED_TABLES } from './tables';

export interface PublishOptions {
  /** Absolute path of the captures directory; created when missing. */
  dir: string;
  /** Versions to keep, the new one included (at least 1). */
  keep: number;
  clock: Clock;
}

/** Publishes in progress per directory: a second publish to the same DIR waits for the first. */
const publishing = new Map<string, Promise<unknown>>();

export function publishCaptures(store: Store, options: PublishOptions): Promise<Manifest> {
  if (store.captures.kind === 'parquet') {
    return Promise.reject(forbidden(`This server serves the captures published in ${store.captures.dir}; publish on the node that ingests them.`));
  }
  const before = publishing.get(options.dir) ?? Promise.resolve();
  const run = before.then(
    () => publishNow(store, options),
    () => publishNow(store, options),
  );
  const settled = run.catch(() => undefined);
  publishing.set(options.dir, settled);
  void settled.then(() => {
    if (publishing.get(options.dir) === settled) publishing.delete(options.dir);
  });
  return run;
}

/** The reason of a filesystem or DuckDB failure as a sentence, without a stack. */
function reasonOf(error: unknown): string {
  const text = (error instanceof Error ? error.message : String(error)).trim();
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

async function publishNow(store: Store, options: PublishOptions): Promise<Manifest> {
  const { dir, keep } = options;
  let previous: Manifest | null = null;
  const current = (): string => (previous === null ? 'Nothing was published.' : `Version ${previous.version} stays current.`);
  let claimed: { version: number; path: string };
  try {
    mkdirSync(dir, { recursive: true });
    previous = readManifest(dir);
    claimed = claimVersionDir(dir, previous);
  } catch (error) {
    throw invalidParameter(`Cannot publish to ${dir}: ${reasonOf(error)} ${current()}`);
  }
  const { version, path } = claimed;
  let manifest: Manifest;
  try {
    manifest = await store.snapshot(async (sql) => ({
      version,
      publishedAt: options.clock.now().toISOString(),
      schemaVersion: await schemaVersionOf(sql),
      tables: await copyTables(sql, path, version),
    }));
    writeManifest(dir, manifest);
  } catch (error) {
    rmSync(path, { recursive: true, force: true });
    throw invalidParameter(`Publishing version ${version} to ${dir} failed: ${reasonOf(error)} ${current()} No part of version ${version} was left.`);
  }
  pruneVersions(dir, version, keep);
  return manifest;
}

/**
 * The next version and its directory, created exclusively: one more than the newest the manifest or a
 * directory names (a directory left by a publish that was killed is never reused).
 */
function claimVersionDir(dir: string, previous: Manifest | null): { version: number; path: string } {
  for (let attempt = 0; ; attempt++) {
    const newest = Math.max(previous?.version ?? 0, ...versionDirs(dir).map((v) => v.version));
    const version = newest + 1;
    const path = join(dir, versionDirName(version));
    try {
      mkdirSync(path);
      return { version, path };
    } catch (error) {
      // Another publish took this number between the listing and the mkdir: take the next one.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST' && attempt < 3) continue;
      throw error;
    }
  }
}

function versionDirs(dir: string): { version: number; name: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const version = entry.isDirectory() ? versionOfDirName(entry.name) : null;
    return version === null ? [] : [{ version, name: entry.name }];
  });
}

async function schemaVersionOf(sql: Sql): Promise<number> {
  const row = await sql.one<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
  return row?.version ?? 0;
}

const COLUMNS = `
SELECT column_name AS name, data_type AS type FROM duckdb_columns()
WHERE database_name = current_database() AND schema_name = 'main' AND table_name = ?
ORDER BY column_index`;

/** Copies every published table into `path`, each sorted by its order, and describes the files. */
async function copyTables(sql: Sql, path: string, version: number): Promise<Record<string, ManifestTable>> {
  const tables: Record<string, ManifestTable> = {};
  for (const table of PUBLISHED_TABLES) {
    const columns = await sql.all<ManifestColumn>(COLUMNS, [table.name]);
    if (columns.length === 0) throw new Error(`the store has no table ${table.name}.`);
    const file = `${versionDirName(version)}/${table.name}.parquet`;
    const order = table.order.map(sqlIdentifier).join(', ');
    const select = `SELECT * FROM ${sqlIdentifier(table.name)}${order === '' ? '' : ` ORDER BY ${order}`}`;
    const rows = await sql.run(`COPY (${select}) TO ${sqlString(join(path, `${table.name}.parquet`))} (FORMAT parquet, COMPRESSION zstd)`);
    tables[table.name] = { file, rows, columns, orderedBy: [...table.order] };
  }
  return tables;
}

/** Removes the version directories older than the newest `keep` (the new version counts as one). */
function pruneVersions(dir: string, version: number, keep: number): void {
  const failed: string[] = [];
  for (const old of versionDirs(dir)) {
    if (old.version > version - keep) continue;
    try {
      rmSync(join(dir, old.name), { recursive: true, force: true });
    } catch (error) {
      failed.push(`${old.name} (${reasonOf(error).slice(0, -1)})`);
    }
  }
  if (failed.length > 0) {
    throw invalidParameter(`Published version ${version} to ${dir}, but could not remove the old versions ${failed.join(', ')}; remove them by hand.`);
  }
}
