/**
 * Keeping the keyword index quick to read: the postings rewritten in term order, so the postings of a term
 * sit together and a query reads only the row groups of its terms (DuckDB skips the others by their
 * min/max), and the passages in document order, so the excerpts of a few documents are read from few row
 * groups. Done when the semantic index is rebuilt (a retrain at ingest, fds filings reindex); rows stored
 * since follow in arrival order until the next rebuild.
 */
import type { WriteTx } from '../store';

async function rewriteOrdered(tx: WriteTx, table: string, order: string): Promise<void> {
  await tx.run(`CREATE TEMP TABLE ordered_rows AS SELECT * FROM ${table} ORDER BY ${order}`);
  await tx.run(`DELETE FROM ${table}`);
  await tx.run(`INSERT INTO ${table} SELECT * FROM ordered_rows ORDER BY ${order}`);
  await tx.run('DROP TABLE ordered_rows');
}

/** Rewrites the postings in term order and the passages in document order. */
export async function compactTextIndex(tx: WriteTx): Promise<void> {
  await rewriteOrdered(tx, 'filing_postings', 'term, document_id, chunk_index');
  await rewriteOrdered(tx, 'filing_chunks', 'document_id, chunk_index');
}
