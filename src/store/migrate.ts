import { createHash } from 'node:crypto';
import type { Clock } from '../core/clock';
import { migrations as allMigrations, type Migration } from './schema';
import type { Store } from './store';

export const checksumOf = (m: Migration): string => createHash('sha256').update(m.sql).digest('hex');

export interface AppliedMigration {
  version: number;
  checksum: string;
}

/** What a store says about its schema, read in one statement when it is opened. */
export interface SchemaState {
  applied: AppliedMigration[];
  /** `store_meta.initialized_at` is set: the first-use set-up (sample load) has completed. */
  initialized: boolean;
}

/**
 * Reads the applied migrations and the initialised flag in one statement; null for a file with no
 * schema yet. Opening an existing store costs this one read and nothing else: no CREATE on every open,
 * which would turn each read-only command into a write (and a checkpoint when the store closes).
 */
export async function readSchemaState(store: Store): Promise<SchemaState | null> {
  let rows: { version: number | null; checksum: string | null; initialized: boolean }[];
  try {
    rows = await store.all(`
      SELECT m.version, m.checksum,
        EXISTS (SELECT 1 FROM store_meta WHERE key = 'initialized_at') AS initialized
      FROM (SELECT 1) AS always LEFT JOIN schema_migrations m ON true
      ORDER BY m.version`);
  } catch (error) {
    // A new file (or one whose first migration never completed) has no such tables yet.
    if (error instanceof Error && /Catalog Error/i.test(error.message)) return null;
    throw error;
  }
  return {
    applied: rows.filter((r) => r.version !== null).map((r) => ({ version: r.version!, checksum: r.checksum! })),
    initialized: rows[0]?.initialized ?? false,
  };
}

/**
 * Brings the store to the newest schema. Each pending migration runs in its own transaction together with
 * its `schema_migrations` row; an applied migration whose checksum differs stops everything.
 */
export async function migrate(
  store: Store,
  clock: Clock,
  state: SchemaState | null,
  migrations: readonly Migration[] = allMigrations,
): Promise<number[]> {
  if (state === null) {
    await store.run(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY, name VARCHAR NOT NULL, checksum VARCHAR NOT NULL, applied_at TIMESTAMP NOT NULL)`);
  }
  const applied = state?.applied ?? (await store.all<AppliedMigration>('SELECT version, checksum FROM schema_migrations ORDER BY version'));
  const byVersion = new Map(applied.map((row) => [row.version, row.checksum]));
  for (const m of migrations) {
    const recorded = byVersion.get(m.version);
    if (recorded !== undefined && recorded !== checksumOf(m)) {
      throw new Error(`Store migration ${m.version} (${m.name}) differs from this build's (checksum mismatch); refusing to open.`);
    }
  }
  const newest = Math.max(0, ...migrations.map((m) => m.version));
  const unknown = applied.filter((row) => row.version > newest);
  if (unknown.length > 0) throw new Error(`Store has schema version ${unknown[0]!.version}, newer than this build supports (${newest}).`);

  const ran: number[] = [];
  for (const m of migrations) {
    if (byVersion.has(m.version)) continue;
    await store.write(async (tx) => {
      await tx.run(m.sql);
      await tx.run('INSERT INTO schema_migrations VALUES (?, ?, ?, CAST(? AS TIMESTAMP))', [m.version, m.name, checksumOf(m), clock.now().toISOString()]);
    });
    ran.push(m.version);
  }
  return ran;
}
