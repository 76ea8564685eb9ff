/** Writing and clearing passage vectors (`filing_vectors`). */
import { ARRAY, FLOAT, uuidValue } from '@duckdb/node-api';
import { append } from '../sample/append';
import { vectorTables } from '../tables/filings';
import type { Sql, WriteTx } from '../store';

export interface PassageVector {
  documentId: string;
  chunkIndex: number;
  listId: number;
  vector: Float32Array;
}

/** The uuid as the appender takes it. */
const uuid = (id: string) => uuidValue(BigInt(`0x${id.replaceAll('-', '')}`));

/** A vector as the text DuckDB casts to FLOAT[n] (`[0.1,-0.2,…]`), for binding as a parameter. */
export const vectorText = (v: ArrayLike<number>): string => `[${Array.from(v, (x) => (Number.isFinite(x) ? x : 0)).join(',')}]`;

/** Appends `rows` (vectors of `dimensions` floats). */
export async function appendVectors(tx: WriteTx, dimensions: number, rows: readonly PassageVector[]): Promise<void> {
  if (rows.length === 0) return;
  const type = ARRAY(FLOAT, dimensions);
  await append(tx, 'filing_vectors', (a) => {
    for (const row of rows) {
      a.appendUUID(uuid(row.documentId));
      a.appendInteger(row.chunkIndex);
      a.appendInteger(row.listId);
      a.appendArray(Array.from(row.vector), type);
      a.endRow();
    }
  });
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
