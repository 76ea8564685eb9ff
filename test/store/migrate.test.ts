import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/core/clock';
import { checksumOf, migrate, readSchemaState } from '../../src/store/migrate';
import { openStore } from '../../src/store/open';
import { migrations } from '../../src/store/schema';
import { Store } from '../../src/store/store';

const clock = fixedClock('2026-11-21T15:00:00Z');
let store: Store | undefined;
afterEach(() => store?.close());

describe('versioned, checksummed migrations', () => {
  it('a new store has no schema state, and migrating applies every migration once with its checksum', async () => {
    store = await Store.open(':memory:');
    expect(await readSchemaState(store)).toBeNull();
    expect(await migrate(store, clock, null)).toEqual(migrations.map((m) => m.version));
    const rows = await store.all('SELECT version, name, checksum FROM schema_migrations ORDER BY version');
    expect(rows).toEqual(migrations.map((m) => ({ version: m.version, name: m.name, checksum: checksumOf(m) })));
    const state = await readSchemaState(store);
    expect(state).toEqual({ applied: migrations.map((m) => ({ version: m.version, checksum: checksumOf(m) })), initialized: false });
    expect(await migrate(store, clock, state)).toEqual([]);
  });

  it('refuses to open a store whose recorded migration differs from this build', async () => {
    store = await Store.open(':memory:');
    await migrate(store, clock, null);
    await store.write((tx) => tx.run("UPDATE schema_migrations SET checksum = 'edited' WHERE version = 1"));
    await expect(migrate(store, clock, await readSchemaState(store))).rejects.toThrow(/checksum mismatch/);
  });

  it('refuses a store migrated by a newer build', async () => {
    store = await Store.open(':memory:');
    await migrate(store, clock, null);
    await store.write((tx) => tx.run("INSERT INTO schema_migrations VALUES (999, 'future', 'x', TIMESTAMP '2030-01-01 00:00:00')"));
    await expect(migrate(store, clock, await readSchemaState(store))).rejects.toThrow(/newer than this build/);
  });

  it('applies only the migrations that are pending', async () => {
    store = await Store.open(':memory:');
    const extra = { version: Math.max(...migrations.map((m) => m.version)) + 1, name: 'extra', sql: 'CREATE TABLE extra_table (x INTEGER)' };
    await migrate(store, clock, null);
    expect(await migrate(store, clock, await readSchemaState(store), [...migrations, extra])).toEqual([extra.version]);
    expect(await store.all("SELECT count(*) AS n FROM duckdb_tables() WHERE table_name = 'extra_table'")).toEqual([{ n: 1 }]);
  });

  it('reports the store initialised once first use has completed', async () => {
    store = await openStore({ path: ':memory:', clock, sample: false });
    expect((await readSchemaState(store))?.initialized).toBe(true);
  });
});
