/**
 * The manifest of a captures directory (`DIR/manifest.json`): which version is current and, for each
 * published table, its Parquet file (relative to DIR, so the directory can be mounted anywhere), its row
 * count, its columns with their DuckDB types, and the order its rows were written in. Written by
 * `fds captures publish` as a whole new file renamed over the old one, so a reader sees the old manifest
 * or the new one, never a mix.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { migrations } from '../schema';

export const MANIFEST_FILE = 'manifest.json';

/** The store schema (newest migration) of this build: a replica attaches only captures published at it. */
export const SCHEMA_VERSION = Math.max(...migrations.map((m) => m.version));

/** `v12`: the directory of version 12, under DIR. */
export const versionDirName = (version: number): string => `v${version}`;

/** A version directory's name back to its number; null for any other name. */
export function versionOfDirName(name: string): number | null {
  const match = /^v([1-9]\d{0,8})$/.exec(name);
  return match ? Number(match[1]) : null;
}

/** A column as the publishing store declares it: name and DuckDB type (`VARCHAR`, `FLOAT[384]`, …). */
const ColumnSchema = z.object({ name: z.string().min(1), type: z.string().min(1) });

const TableSchema = z.object({
  /** Relative to DIR: `v3/prices.parquet`. Only that shape is accepted, so a manifest names no other file. */
  file: z.string().regex(/^v[1-9]\d{0,8}\/[a-z][a-z0-9_]*\.parquet$/, 'must be vN/<table>.parquet'),
  rows: z.number().int().nonnegative(),
  columns: z.array(ColumnSchema).min(1),
  orderedBy: z.array(z.string()),
});

export const ManifestSchema = z.object({
  version: z.number().int().positive(),
  publishedAt: z.string(),
  /** The store schema (newest migration) the tables were published at; a replica must have the same. */
  schemaVersion: z.number().int().positive(),
  tables: z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), TableSchema),
});

export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestTable = z.infer<typeof TableSchema>;
export type ManifestColumn = z.infer<typeof ColumnSchema>;

/** Why a manifest cannot be used, in words that name the file. */
export class ManifestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ManifestError';
  }
}

/** The manifest in `dir`; null when there is none yet. Throws ManifestError when it cannot be read as one. */
export function readManifest(dir: string): Manifest | null {
  const path = join(dir, MANIFEST_FILE);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new ManifestError(`Cannot read ${path}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ManifestError(`${path} is not JSON.`);
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ManifestError(`${path} is not a captures manifest: ${issue.path.join('.') || 'the document'} ${issue.message}.`);
  }
  return parsed.data;
}

/**
 * Writes `manifest` as `dir/manifest.json` atomically: to a temporary file in the same directory, then
 * renamed over the old one (a rename within one filesystem replaces the file in one step).
 */
export function writeManifest(dir: string, manifest: Manifest): void {
  const temporary = join(dir, `.${MANIFEST_FILE}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    writeFileSync(temporary, `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
    renameSync(temporary, join(dir, MANIFEST_FILE));
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
