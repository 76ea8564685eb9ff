/**
 * A store created before migration 3 (options, gauges, economic data, catalysts, futures positioning)
 * gets those tables when it is next opened, and, when it holds the sample set, the families' sample
 * parts for its own as-of date: the same rows a store created today with that as-of date has.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/core/clock';
import { migrate } from '../../src/store/migrate';
import { openStore } from '../../src/store/open';
import { readSampleKeys } from '../../src/store/sample-keys';
import { migrations } from '../../src/store/schema';
import { Store } from '../../src/store/store';
import { DILUTED_EPS_CONCEPT } from '../../src/engine/earnings/actual-concepts';
import { IPO_DURATION_CONCEPTS } from '../../src/engine/ipos/financial-concepts';
import { REVENUE_CONCEPTS } from '../../src/engine/supply-chain/revenue-concepts';

const dir = mkdtempSync(join(tmpdir(), 'fds-upgrade-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const created = fixedClock('2026-11-21T15:00:00Z');
const later = fixedClock('2027-01-04T15:00:00Z');
const FAMILY_MIGRATION = 3;
const SAMPLE_KEYS_MIGRATION = 5;
const SEC_TICKERS_MIGRATION = 9;

const tableNames = async (store: Store): Promise<string[]> =>
  (await store.all<{ name: string }>("SELECT table_name AS name FROM duckdb_tables() WHERE schema_name = 'main' ORDER BY 1")).map((r) => r.name);

const columnNames = async (store: Store): Promise<string[]> =>
  (await store.all<{ name: string }>("SELECT table_name || '.' || column_name AS name FROM duckdb_columns() WHERE schema_name = 'main'")).map((r) => r.name);

interface Added {
  /** Tables a fully migrated store has and a store at migration 2 lacks. */
  tables: string[];
  /** `table.column` pairs later migrations added to tables a store at migration 2 already has. */
  columns: [string, string][];
}

/** What the migrations from 3 on add. */
async function familyTables(): Promise<string[]> {
  return (await addedByFamilies()).tables;
}

async function addedByFamilies(): Promise<Added> {
  const before = await Store.open(':memory:');
  const after = await Store.open(':memory:');
  try {
    await migrate(before, created, null, migrations.filter((m) => m.version < FAMILY_MIGRATION));
    await migrate(after, created, null);
    const oldTables = new Set(await tableNames(before));
    const tables = (await tableNames(after)).filter((name) => !oldTables.has(name) && name !== 'schema_migrations');
    const oldColumns = new Set(await columnNames(before));
    const columns = (await columnNames(after))
      .filter((name) => !oldColumns.has(name) && oldTables.has(name.split('.')[0]!))
      .map((name) => name.split('.') as [string, string]);
    return { tables, columns };
  } finally {
    before.close();
    after.close();
  }
}

/** Every row of `tables` except its capture time, in a stable order. */
async function contents(store: Store, tables: readonly string[]): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) out[table] = await store.all(`SELECT COLUMNS(c -> c <> 'captured_at') FROM "${table}" ORDER BY ALL`);
  return out;
}

/** Turns a current store file back into one made before migration 3. */
async function downgrade(path: string, tables: readonly string[]): Promise<void> {
  const { columns } = await addedByFamilies();
  const store = await openStore({ path, clock: created });
  await store.write(async (tx) => {
    for (const table of tables) await tx.run(`DROP TABLE "${table}"`);
    for (const [table, column] of columns) await tx.run(`ALTER TABLE "${table}" DROP COLUMN "${column}"`);
    await tx.run('DELETE FROM schema_migrations WHERE version >= ?', [FAMILY_MIGRATION]);
  });
  store.close();
}

describe('opening a store made before the families existed', () => {
  // Builds the whole sample set twice (every family's, the filing corpus and its semantic model among them).
  it('adds their tables and the sample parts a new store of the same as-of date has', async () => {
    const tables = await familyTables();
    expect(tables.length).toBeGreaterThan(0);
    const path = join(dir, 'sample.duckdb');
    const fresh = await openStore({ path, clock: created, asOf: '2026-11-20' });
    const expected = await contents(fresh, tables);
    fresh.close();
    expect(Object.values(expected).some((rows) => rows.length > 0)).toBe(true);

    await downgrade(path, tables);
    const upgraded = await openStore({ path, clock: later });
    try {
      expect(await contents(upgraded, tables)).toEqual(expected);
      const version = await upgraded.one<{ v: number }>('SELECT max(version) AS v FROM schema_migrations');
      expect(version?.v).toBe(migrations.at(-1)!.version);
    } finally {
      upgraded.close();
    }
  }, 120_000);

  it('adds only empty tables to a store without the sample set', async () => {
    const tables = await familyTables();
    const path = join(dir, 'empty.duckdb');
    (await openStore({ path, clock: created, sample: false })).close();
    await downgrade(path, tables);
    const upgraded = await openStore({ path, clock: later });
    try {
      for (const rows of Object.values(await contents(upgraded, tables))) expect(rows).toEqual([]);
    } finally {
      upgraded.close();
    }
  });

  it('fills the manifest of sample keys of a sample store made before it existed, exactly as a new store has it', async () => {
    const path = join(dir, 'manifest.duckdb');
    const fresh = await openStore({ path, clock: created, asOf: '2026-11-20' });
    const expected = await readSampleKeys(fresh);
    expect(expected.length).toBeGreaterThan(0);
    await fresh.write(async (tx) => {
      await tx.run('DROP TABLE sample_keys');
      // Only the manifest's migration is undone: later ones made tables this test leaves in place.
      await tx.run('DELETE FROM schema_migrations WHERE version = ?', [SAMPLE_KEYS_MIGRATION]);
    });
    fresh.close();
    const upgraded = await openStore({ path, clock: later });
    try {
      expect(await readSampleKeys(upgraded)).toEqual(expected);
    } finally {
      upgraded.close();
    }
  });

  it("gives a sample store made before SEC's ticker links the links, its synthetic facts moved to the real CIKs, a real company's facts kept whole", async () => {
    const path = join(dir, 'sec.duckdb');
    const fresh = await openStore({ path, clock: created, asOf: '2026-11-20' });
    const expected = await contents(fresh, ['company_facts', 'sec_tickers']);
    await fresh.write(async (tx) => {
      await tx.run('DROP TABLE sec_tickers');
      await tx.run('DELETE FROM schema_migrations WHERE version = ?', [SEC_TICKERS_MIGRATION]);
      // Before it, the sample's facts were under made-up CIKs, and a real file could bring Apple's.
      await tx.run("UPDATE company_facts SET cik = 9000000 + cik % 1000 WHERE source = 'sample'");
      await tx.run(`INSERT INTO company_facts VALUES (320193, 'Apple Inc.', 'dei', 'EntityCommonStockSharesOutstanding', 'shares', NULL,
        DATE '2026-10-17', 14.8e9, 2026, 'FY', '10-K', DATE '2026-10-31', '0000320193-26-000001', 'ingest', 'apple.json', TIMESTAMP '2026-11-21 15:00:00')`);
    });
    fresh.close();
    const upgraded = await openStore({ path, clock: later });
    try {
      const now = await contents(upgraded, ['company_facts', 'sec_tickers']);
      // The sample registrations (migration 18) bring their filers' facts and a ticker link, also long after
      // the links; their CIKs (9800001 to 9800006) are left out of the comparison.
      const ofRegistration = (row: unknown) => (row as { cik: number }).cik >= 9_800_001 && (row as { cik: number }).cik <= 9_800_006;
      expect(now.sec_tickers).toEqual(expected.sec_tickers!.filter((row) => !ofRegistration(row)));
      const isApple = (row: unknown) => (row as { cik: number }).cik === 320193;
      // The sample's revenue and gross-profit facts come with the supply-chain tables (migration 16), long after
      // the links: a store made before the links never held them (nor the diluted EPS the earnings tables,
      // migration 19, bring), so only the facts of that era are compared.
      const later = [...REVENUE_CONCEPTS, IPO_DURATION_CONCEPTS.grossProfit, DILUTED_EPS_CONCEPT] as readonly string[];
      const ofThatEra = (row: unknown) => !isApple(row) && !ofRegistration(row) && !later.includes((row as { concept: string }).concept);
      expect(now.company_facts!.filter(ofThatEra)).toEqual(expected.company_facts!.filter(ofThatEra));
      expect(await upgraded.all('SELECT DISTINCT source FROM company_facts WHERE cik = 320193')).toEqual([{ source: 'ingest' }]);
    } finally {
      upgraded.close();
    }
  });
});
