/**
 * The one list of which tables are captures (src/store/captures/tables.ts): every table of the schema is
 * classified, so a migration that adds a table fails here until it says whether replicas get it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_TABLES, TABLE_ROLES, UNPUBLISHED_TABLES } from '../../../src/store/captures/tables';
import type { Store } from '../../../src/store/store';
import { emptyStore } from '../../support/store';

let store: Store;

beforeAll(async () => {
  ({ store } = await emptyStore());
});
afterAll(() => store.close());

const schemaTables = async (): Promise<string[]> =>
  (
    await store.all<{ name: string }>(
      "SELECT table_name AS name FROM duckdb_tables() WHERE database_name = current_database() AND schema_name = 'main' AND NOT temporary ORDER BY 1",
    )
  ).map((row) => row.name);

describe('the classification of the store\'s tables', () => {
  it('classifies every table of the schema, and names no table the schema lacks', async () => {
    expect(Object.keys(TABLE_ROLES).sort()).toEqual(await schemaTables());
  });

  it('keeps exactly the state tables of the issue, and the migrations log, out of what is published', () => {
    expect(UNPUBLISHED_TABLES).toEqual([
      'accounts', 'api_keys', 'lots', 'organization_members', 'organizations', 'portfolio_shares', 'portfolios',
      'schema_migrations', 'usage_counters', 'watches', 'web_feed_runs', 'web_feeds',
    ]);
  });

  it('publishes what describes the captures with them: the sample manifest, store facts, the ingest log and forecast snapshots', () => {
    const published = new Map(PUBLISHED_TABLES.map((t) => [t.name, t.kind]));
    expect(published.get('sample_keys')).toBe('capture');
    expect(published.get('store_meta')).toBe('capture');
    expect(published.get('ingest_files')).toBe('capture');
    expect(published.get('index_forecast_snapshots')).toBe('copied');
  });

  it('sorts every published table by columns it has', async () => {
    const columns = await store.all<{ table: string; column: string }>(
      "SELECT table_name AS \"table\", column_name AS \"column\" FROM duckdb_columns() WHERE database_name = current_database() AND schema_name = 'main'",
    );
    const byTable = new Map<string, Set<string>>();
    for (const { table, column } of columns) byTable.set(table, (byTable.get(table) ?? new Set()).add(column));
    const missing = PUBLISHED_TABLES.flatMap((t) => t.order.filter((c) => !byTable.get(t.name)?.has(c)).map((c) => `${t.name}.${c}`));
    expect(missing).toEqual([]);
    expect(PUBLISHED_TABLES.filter((t) => t.order.length === 0)).toEqual([]);
  });
});
