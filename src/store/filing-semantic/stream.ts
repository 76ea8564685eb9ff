/**
 * Reading a large result chunk by chunk on the write transaction's connection, without a row object per
 * row: a full refold reads every posting of the store.
 */
import type { DuckDBValue } from '@duckdb/node-api';
import type { SqlValue } from '../store';
import type { WriteTx } from '../store';

/** Calls `each` with every chunk's columns (values by column, then row) and its row count, in order. */
export async function streamColumns(tx: WriteTx, sql: string, params: readonly SqlValue[], each: (columns: DuckDBValue[][], rows: number) => void): Promise<void> {
  const result = await tx.connection.stream(sql, params as DuckDBValue[]);
  for (let chunk = await result.fetchChunk(); chunk !== null && chunk.rowCount > 0; chunk = await result.fetchChunk()) {
    each(Array.from({ length: chunk.columnCount }, (_, i) => chunk.getColumnValues(i)), chunk.rowCount);
  }
}
