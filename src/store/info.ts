/**
 * `store info`: what the store holds — every table with its row count, and for each capture dataset its
 * rows, newest capture time and the sources its rows came from — whether any of it is the synthetic
 * sample set, and which keys are still synthetic (the manifest of `sample-keys.ts`).
 */
import { sqlIdentifier as identifier } from './captures/sql-text';
import { sampleAsOf } from './meta';
import { readSampleKeys, type SampleKeyKind } from './sample-keys';
import type { Store } from './store';

/**
 * Capture tables are recognised by their provenance columns (`source`, `captured_at`): market data written
 * only by ingest or the sample generator. Each family's tables count without being listed here.
 */
const CAPTURE_TABLES_SQL = `
SELECT t.table_name AS name FROM duckdb_tables() t
WHERE t.database_name = current_database() AND t.schema_name = 'main' AND NOT t.temporary
  AND EXISTS (SELECT 1 FROM duckdb_columns() c WHERE c.database_name = t.database_name AND c.schema_name = t.schema_name
              AND c.table_name = t.table_name AND c.column_name = 'source')
  AND EXISTS (SELECT 1 FROM duckdb_columns() c WHERE c.database_name = t.database_name AND c.schema_name = t.schema_name
              AND c.table_name = t.table_name AND c.column_name = 'captured_at')
ORDER BY t.table_name`;

export interface TableInfo {
  name: string;
  rows: number;
}

export interface DatasetInfo {
  /** Name of the capture table. */
  dataset: string;
  rows: number;
  /** ISO-8601 time of the newest row's capture; null for an empty dataset. */
  newestCapture: string | null;
  /** Distinct sources of its rows (`sample`, `ingest`, …), sorted. */
  sources: string[];
}

/** Sample rows of one key still stored in one table. */
export interface SyntheticKeyInfo {
  /** What the key names: a listing's ticker, a FRED series, a CFTC market, … */
  kind: SampleKeyKind;
  key: string;
  /** The capture table holding them. */
  dataset: string;
  rows: number;
}

export interface StoreInfo {
  path: string;
  schemaVersion: number;
  /** True when any capture comes from the synthetic sample set. */
  synthetic: boolean;
  /** As-of date of the sample set, when the store was created with it. */
  sampleAsOf: string | null;
  tables: TableInfo[];
  datasets: DatasetInfo[];
  /** What is still synthetic, per key and table: empty once real files have replaced every sample key. */
  stillSynthetic: SyntheticKeyInfo[];
}

export async function storeInfo(store: Store): Promise<StoreInfo> {
  const version = await store.one<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
  const names = await store.all<{ name: string }>(
    `SELECT table_name AS name FROM duckdb_tables()
     WHERE database_name = current_database() AND schema_name = 'main' AND NOT temporary
     ORDER BY table_name`,
  );
  const tables: TableInfo[] = [];
  for (const { name } of names) {
    const counted = await store.one<{ rows: number }>(`SELECT count(*) AS rows FROM ${identifier(name)}`);
    tables.push({ name, rows: counted?.rows ?? 0 });
  }

  const datasets: DatasetInfo[] = [];
  for (const { name: dataset } of await store.all<{ name: string }>(CAPTURE_TABLES_SQL)) {
    const summary = await store.one<{ rows: number; newest: string | null; sources: string[] | null }>(
      `SELECT count(*) AS rows, max(captured_at) AS newest, list(DISTINCT source ORDER BY source) AS sources FROM ${identifier(dataset)}`,
    );
    datasets.push({
      dataset,
      rows: summary?.rows ?? 0,
      newestCapture: summary?.newest ?? null,
      sources: summary?.sources ?? [],
    });
  }

  return {
    path: store.path,
    schemaVersion: version?.version ?? 0,
    synthetic: datasets.some((d) => d.sources.includes('sample')),
    sampleAsOf: await sampleAsOf(store),
    tables,
    datasets,
    stillSynthetic: (await readSampleKeys(store)).map(({ kind, key, table, rows }) => ({ kind, key, dataset: table, rows })),
  };
}
