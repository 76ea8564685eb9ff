/**
 * Writing and clearing passage vectors (`filing_vectors`). Vectors go in as one JSON parameter per batch,
 * cast to FLOAT[n] by DuckDB: several times faster than appending an array value per row.
 */
import { vectorTables } from '../tables/filings';
import type { Sql, WriteTx } from '../store';

export interface PassageVector {
  documentId: string;
  chunkIndex: number;
  listId: number;
  vector: Float32Array;
}

/** A vector as the text DuckDB casts to FLOAT[n] (`[0.1,-0.2,…]`), for binding as a parameter. */
export const vectorText = (v: ArrayLike<number>): string => `[${Array.from(v, (x) => (Number.isFinite(x) ? x : 0)).join(',')}]`;

/** Vectors per statement. */
const BATCH = 8_192;

/** A vector as JSON: its floats, a non-finite one as 0. */
const floats = (v: ArrayLike<number>): number[] => Array.from(v, (x) => (Number.isFinite(x) ? x : 0));

/** Appends `rows` (vectors of `dimensions` floats). */
export async function appendVectors(tx: WriteTx, dimensions: number, rows: readonly PassageVector[]): Promise<void> {
  for (let from = 0; from < rows.length; from += BATCH) {
    const batch = rows.slice(from, from + BATCH).map((r) => ({ d: r.documentId, c: r.chunkIndex, l: r.listId, v: floats(r.vector) }));
    await tx.run(
      `INSERT INTO filing_vectors SELECT CAST(r.d AS UUID), r.c, r.l, CAST(r.v AS FLOAT[${Math.trunc(dimensions)}])
       FROM (SELECT unnest(from_json(CAST(? AS JSON), '[{"d":"VARCHAR","c":"INTEGER","l":"INTEGER","v":"FLOAT[]"}]')) AS r)`,
      [JSON.stringify(batch)],
    );
  }
}

/** Drops the vectors of passages no longer stored (a document replaced or removed). */
export async function dropOrphanVectors(tx: WriteTx): Promise<void> {
  await tx.run('DELETE FROM filing_vectors v WHERE NOT EXISTS (SELECT 1 FROM filing_chunks c WHERE c.document_id = v.document_id AND c.chunk_index = v.chunk_index)');
}

/** The size of the stored vectors (`FLOAT[n]` of `filing_vectors.vector`). */
export async function storedDimensions(sql: Sql): Promise<number> {
  const row = await sql.one<{ type: string }>("SELECT data_type AS type FROM duckdb_columns() WHERE table_name = 'filing_vectors' AND column_name = 'vector'");
  return Number(/\[(\d+)\]$/.exec(row!.type)![1]);
}

/** Recreates the (emptied) vector and centroid tables for vectors of `dimensions` floats, when their size differs. */
export async function sizeVectorTables(tx: WriteTx, dimensions: number): Promise<void> {
  if ((await storedDimensions(tx)) === dimensions) return;
  await tx.run('DROP TABLE filing_vectors');
  await tx.run('DROP TABLE filing_centroids');
  await tx.run(vectorTables(dimensions));
}
