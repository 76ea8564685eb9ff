/** Writing and clearing passage vectors (`filing_vectors`). */
import { ARRAY, FLOAT, uuidValue } from '@duckdb/node-api';
import { append } from '../sample/append';
import type { WriteTx } from '../store';

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
