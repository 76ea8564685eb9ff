import { createHash } from 'node:crypto';
import type { Store } from './store';
import { migrations as allMigrations, type Migration } from './schema';
import type { Clock } from '../core/clock';

export const checksumOf = (m: Migration): string => createHash('sha256').update(m.sql).digest('hex');

/**
 * Brings the store to the newest schema. Each pending migration runs in its own transaction together with
 * its `schema_migrations` row; an applied migration whose checksum differs stops everything.
 */
export async function migrate(store: Store, clock: Clock, migrations: readonly Migration[] = allMigrations): Promise<number[]> {
  // Look before creating: a CREATE on every open would make each read-only command a write, and DuckDB
  // checkpoints a written store when it closes.
  const exists = await store.one("SELECT 1 AS found FROM duckdb_tables() WHERE table_name = 'schema_migrations'");
  if (!exists) {
    await store.run(`CREATE TABLE schema_migrations (
      version INTEGER PRIMARY KEY, name VARCHAR NOT NULL, checksum VARCHAR NOT NULL, applied_at TIMESTAMP NOT NULL)`);
  }
  const applied = await store.all<{ version: number; checksum: string }>('SELECT version, checksum FROM schema_migrations ORDER BY version');
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
