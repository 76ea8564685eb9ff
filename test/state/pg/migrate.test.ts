/**
 * Versioned migrations of the PostgreSQL state store: from an empty database, again (nothing changes),
 * from replicas at once, one transaction each, checksummed; and tables with the very columns of their
 * DuckDB twins, so one statement text serves both stores.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../src/core/clock';
import { migrateState, stateChecksum } from '../../../src/state/pg/migrate';
import { STATE_MIGRATIONS } from '../../../src/state/pg/schema';
import { PgState } from '../../../src/state/pg/state';
import { emptyStore } from '../../support/store';
import { startPostgres, type PostgresServer } from '../../support/postgres';

const clock = fixedClock('2026-11-21T15:00:00Z');
const NEWEST = Math.max(...STATE_MIGRATIONS.map((m) => m.version));

/** Every state table of the DuckDB store (captures and what derives from them stay there). */
const STATE_TABLES = [
  'accounts',
  'api_keys',
  'lots',
  'organization_members',
  'organizations',
  'portfolio_shares',
  'portfolios',
  'usage_counters',
  'watches',
  'web_feed_runs',
  'web_feeds',
];

let server: PostgresServer;
const opened: PgState[] = [];

/** A pool on a new, empty database. */
async function freshDatabase(): Promise<PgState> {
  const db = PgState.open(await server.database());
  opened.push(db);
  return db;
}

beforeAll(async () => {
  server = await startPostgres();
});

afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
  await server?.stop();
});

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: string;
}

const TYPE_TWINS: Readonly<Record<string, string>> = {
  text: 'VARCHAR',
  'timestamp without time zone': 'TIMESTAMP',
  date: 'DATE',
  bigint: 'BIGINT',
  boolean: 'BOOLEAN',
  'numeric(38,12)': 'DECIMAL(38,12)',
};

describe('state migrations', () => {
  it('migrate from an empty database applies every migration once, recorded with version, name, checksum and time', async () => {
    const db = await freshDatabase();
    expect(await migrateState(db, clock)).toEqual({ applied: STATE_MIGRATIONS.map((m) => m.version), current: NEWEST });
    expect(await db.all('SELECT version, name, checksum, applied_at FROM state_migrations ORDER BY version')).toEqual(
      STATE_MIGRATIONS.map((m) => ({ version: m.version, name: m.name, checksum: stateChecksum(m), applied_at: '2026-11-21T15:00:00.000Z' })),
    );
    const tables = await db.all<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'state_migrations' ORDER BY 1",
    );
    expect(tables.map((t) => t.name)).toEqual(STATE_TABLES);
  });

  it('running it again is a no-op: nothing applied, nothing recorded, the schema unchanged', async () => {
    const db = await freshDatabase();
    await migrateState(db, clock);
    const schema = () =>
      db.all("SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 2");
    const before = { schema: await schema(), ledger: await db.all('SELECT * FROM state_migrations') };
    expect(await migrateState(db, fixedClock('2026-11-22T09:00:00Z'))).toEqual({ applied: [], current: NEWEST });
    expect({ schema: await schema(), ledger: await db.all('SELECT * FROM state_migrations') }).toEqual(before);
  });

  it('replicas migrating at once apply each migration exactly once between them', async () => {
    const first = await freshDatabase();
    const url = await server.database();
    const others = [PgState.open(url), PgState.open(url), PgState.open(url)];
    opened.push(...others);
    await first.close();
    const results = await Promise.all(others.map((db) => migrateState(db, clock)));
    expect(results.flatMap((r) => r.applied).sort()).toEqual(STATE_MIGRATIONS.map((m) => m.version));
    expect(results.every((r) => r.current === NEWEST)).toBe(true);
    expect(await others[0]!.one('SELECT count(*) AS n FROM state_migrations')).toEqual({ n: STATE_MIGRATIONS.length });
  });

  it('a migration that fails leaves nothing of itself: it runs in one transaction with its ledger row', async () => {
    const db = await freshDatabase();
    const broken = { version: NEWEST + 1, name: 'broken', sql: 'CREATE TABLE half_done (x integer); SELECT no_such_column FROM accounts;' };
    await expect(migrateState(db, clock, [...STATE_MIGRATIONS, broken])).rejects.toThrow(/no_such_column/);
    expect(await db.one("SELECT to_regclass('half_done') AS t")).toEqual({ t: null });
    expect(await db.one('SELECT max(version) AS v FROM state_migrations')).toEqual({ v: NEWEST });
  });

  it('refuses a store whose recorded migration differs from this build, or that is newer than it', async () => {
    const db = await freshDatabase();
    await migrateState(db, clock);
    await db.run("UPDATE state_migrations SET checksum = 'edited' WHERE version = 1");
    await expect(migrateState(db, clock)).rejects.toThrow(/migration 1 .* differs from this build's \(checksum mismatch\)/);
    await db.run('UPDATE state_migrations SET checksum = ? WHERE version = 1', [stateChecksum(STATE_MIGRATIONS[0]!)]);
    await db.run("INSERT INTO state_migrations VALUES (?, 'from the future', 'x', now())", [NEWEST + 5]);
    await expect(migrateState(db, clock)).rejects.toThrow(`schema version ${NEWEST + 5}, newer than this build supports (${NEWEST})`);
  });

  it('gives each state table the columns of its DuckDB twin: names, order, types and nullability', async () => {
    const db = await freshDatabase();
    await migrateState(db, clock);
    const pgColumns = await db.all<ColumnRow>(`
      SELECT table_name, column_name,
             CASE WHEN data_type = 'numeric' THEN 'numeric(' || numeric_precision || ',' || numeric_scale || ')' ELSE data_type END AS data_type,
             is_nullable
      FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> 'state_migrations'
      ORDER BY table_name, ordinal_position`);
    const duck = await emptyStore();
    try {
      const duckColumns = await duck.store.all<ColumnRow>(
        `SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
         WHERE table_name IN (${STATE_TABLES.map(() => '?').join(', ')}) ORDER BY table_name, ordinal_position`,
        STATE_TABLES,
      );
      expect(pgColumns.map((c) => ({ ...c, data_type: TYPE_TWINS[c.data_type] ?? c.data_type }))).toEqual(duckColumns);
    } finally {
      duck.store.close();
    }
  });

  it('keeps what the engines keep true: one holder per key, known plans and access, no negative count', async () => {
    const db = await freshDatabase();
    await migrateState(db, clock);
    const at = '2026-11-21T15:00:00Z';
    const key = (id: string, account: string | null, organization: string | null) =>
      db.run('INSERT INTO api_keys VALUES (?, ?, ?, ?, CAST(? AS TIMESTAMP), NULL, ?)', [id, account, `hash-${id}`, 'fds_abcd', at, organization]);
    await expect(key('k1', 'acct', null)).resolves.toBe(1);
    await expect(key('k2', null, 'org')).resolves.toBe(1);
    await expect(key('k3', 'acct', 'org')).rejects.toThrow(/check constraint/);
    await expect(key('k4', null, null)).rejects.toThrow(/check constraint/);
    await expect(db.run("INSERT INTO accounts VALUES ('a', 'a', 'gold', CAST(? AS TIMESTAMP))", [at])).rejects.toThrow(/check constraint/);
    await expect(db.run("INSERT INTO usage_counters VALUES ('a', DATE '2026-11-21', -1)")).rejects.toThrow(/check constraint/);
    await expect(db.run("INSERT INTO portfolio_shares VALUES ('p', 'o', 'Admin', CAST(? AS TIMESTAMP))", [at])).rejects.toThrow(/check constraint/);
  });
});
