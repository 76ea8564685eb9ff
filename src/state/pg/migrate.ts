/**
 * Brings a PostgreSQL state store to this build's schema. Each pending migration runs in its own
 * transaction together with its `state_migrations` row, so a migration is applied whole or not at all.
 * Every step holds one advisory lock: replicas started together migrate one after the other, and the
 * later ones find nothing left to do. Running it again changes nothing.
 */
import { createHash } from 'node:crypto';
import type { Clock } from '../../core/clock';
import { serviceUnavailable } from '../../core/errors';
import type { Sql } from '../../store/store';
import { STATE_MIGRATIONS, type StateMigration } from './schema';
import type { PgState, StateTx } from './state';

/** The advisory lock every migration step takes (see `StateTx.lock`). */
const MIGRATION_LOCK = 'fds:state-migrations';

export interface StateMigrateResult {
  /** Versions this run applied, in order; empty when the store was up to date. */
  applied: number[];
  /** The store's schema version now: its newest applied migration (0 for none). */
  current: number;
}

interface AppliedRow {
  version: number;
  checksum: string;
}

export const stateChecksum = (m: StateMigration): string => createHash('sha256').update(m.sql).digest('hex');

const CREATE_LEDGER = `
CREATE TABLE IF NOT EXISTS state_migrations (
  version integer PRIMARY KEY,
  name text NOT NULL,
  checksum text NOT NULL,           -- sha256 of the migration's text
  applied_at timestamp NOT NULL     -- UTC
)`;

const LEDGER = 'SELECT version, checksum FROM state_migrations ORDER BY version';

/**
 * What the ledger records, checked against `migrations`: a recorded migration that differs from this
 * build's, or a version newer than this build knows, is refused (the store is not this build's to use).
 */
function checkedLedger(rows: readonly AppliedRow[], migrations: readonly StateMigration[]): Map<number, string> {
  const applied = new Map(rows.map((row) => [row.version, row.checksum]));
  for (const m of migrations) {
    const recorded = applied.get(m.version);
    if (recorded !== undefined && recorded !== stateChecksum(m)) {
      throw serviceUnavailable(`State store migration ${m.version} (${m.name}) differs from this build's (checksum mismatch); refusing to use it.`);
    }
  }
  const newest = Math.max(0, ...migrations.map((m) => m.version));
  const unknown = rows.find((row) => row.version > newest);
  if (unknown !== undefined) {
    throw serviceUnavailable(`State store has schema version ${unknown.version}, newer than this build supports (${newest}); upgrade fds.`);
  }
  return applied;
}

/** Under the lock: the ledger (created when missing) and what it records, checked against `migrations`. */
async function appliedUnderLock(tx: StateTx, migrations: readonly StateMigration[]): Promise<Map<number, string>> {
  await tx.lock(MIGRATION_LOCK);
  await tx.run(CREATE_LEDGER);
  return checkedLedger(await tx.all<AppliedRow>(LEDGER), migrations);
}

/**
 * The migrations of this build the store lacks, read without changing anything (a server checks this
 * at start and never migrates). Refuses, as `migrateState` does, a store whose recorded migrations differ
 * from this build's or are newer.
 */
export async function pendingStateMigrations(db: Sql, migrations: readonly StateMigration[] = STATE_MIGRATIONS): Promise<number[]> {
  const ledger = await db.one<{ found: string | null }>("SELECT to_regclass('state_migrations') AS found");
  const rows = (ledger?.found ?? null) === null ? [] : await db.all<AppliedRow>(LEDGER);
  const applied = checkedLedger(rows, migrations);
  return migrations.map((m) => m.version).filter((version) => !applied.has(version)).sort((a, b) => a - b);
}

/** Applies every migration the store lacks, in version order. */
export async function migrateState(db: PgState, clock: Clock, migrations: readonly StateMigration[] = STATE_MIGRATIONS): Promise<StateMigrateResult> {
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  const before = await db.write((tx) => appliedUnderLock(tx, ordered));
  const applied: number[] = [];
  for (const m of ordered) {
    if (before.has(m.version)) continue;
    const ran = await db.write(async (tx) => {
      // Another process may have applied it since: the ledger is read again under the lock.
      if ((await appliedUnderLock(tx, ordered)).has(m.version)) return false;
      await tx.run(m.sql);
      await tx.run('INSERT INTO state_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, CAST(? AS timestamp))', [
        m.version,
        m.name,
        stateChecksum(m),
        clock.now().toISOString(),
      ]);
      return true;
    });
    if (ran) applied.push(m.version);
  }
  const current = await db.one<{ current: number }>('SELECT coalesce(max(version), 0) AS current FROM state_migrations');
  return { applied, current: current?.current ?? 0 };
}
