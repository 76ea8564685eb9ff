/**
 * Keeping the keyword and semantic indexes quick to read. DuckDB skips a row group by the min/max of a
 * filtered column, so a table read by one key is quick only while rows of a key sit together:
 *
 * - the postings in term order: a query reads only the row groups of its terms;
 * - the vectors in list order: a probe of a few inverted-file lists reads only those lists' vectors;
 * - the passages in document order: the excerpts of a few documents come from few row groups.
 *
 * A rebuild of the semantic index (a retrain at ingest, fds filings reindex) rewrites all three. Rows stored
 * since follow in arrival order, and every query reads that unordered tail whole, so an ingest also puts
 * the postings and vectors back in order once the tail has grown past a sixteenth of the ordered rows
 * ({@link TAIL_SHARE}, and at least {@link MIN_TAIL} postings): a query then reads at most that much
 * beyond its own terms' rows, and the rewrites cost a bounded share of ingest (one per sixteenth of growth).
 */
import type { Sql, WriteTx } from '../store';

/** The unordered postings a store tolerates, as a share of the ordered ones, before ordering them again. */
export const TAIL_SHARE = 1 / 16;
/** Below this many unordered postings a query reads them in a few milliseconds: no rewrite. */
export const MIN_TAIL = 1_000_000;
/** `store_meta` key: the postings stored when they were last put in order. */
const ORDERED_POSTINGS = 'filing_ordered_postings';

async function rewriteOrdered(tx: WriteTx, table: string, order: string): Promise<void> {
  await tx.run(`CREATE TEMP TABLE ordered_rows AS SELECT * FROM ${table} ORDER BY ${order}`);
  await tx.run(`DELETE FROM ${table}`);
  // Insertion order is kept (DuckDB preserves it), so the rows go back already sorted without a second sort.
  await tx.run(`INSERT INTO ${table} SELECT * FROM ordered_rows`);
  await tx.run('DROP TABLE ordered_rows');
}

const postingCount = async (sql: Sql): Promise<number> => (await sql.one<{ n: number }>('SELECT count(*)::INTEGER AS n FROM filing_postings'))!.n;

/** The postings in term order and the vectors in list order, and the mark of how many postings that was. */
async function orderIndexes(tx: WriteTx): Promise<void> {
  await rewriteOrdered(tx, 'filing_postings', 'term, document_id, chunk_index');
  await rewriteOrdered(tx, 'filing_vectors', 'list_id, document_id, chunk_index');
  await tx.run('INSERT OR REPLACE INTO store_meta VALUES (?, ?)', [ORDERED_POSTINGS, String(await postingCount(tx))]);
}

/** Rewrites the postings in term order, the vectors in list order and the passages in document order. */
export async function compactTextIndex(tx: WriteTx): Promise<void> {
  await orderIndexes(tx);
  await rewriteOrdered(tx, 'filing_chunks', 'document_id, chunk_index');
}

/**
 * The postings stored out of term order: those stored since they were last put in order. A store that
 * has never recorded it (written before the mark was kept) counts all of them.
 */
export async function unorderedPostings(sql: Sql): Promise<number> {
  const mark = await sql.one<{ value: string }>('SELECT value FROM store_meta WHERE key = ?', [ORDERED_POSTINGS]);
  return Math.max(0, (await postingCount(sql)) - Number(mark?.value ?? 0));
}

/**
 * After new passages are stored: the postings and vectors put back in order when their unordered tail is
 * too long (`minTail` lowers the floor, for measuring the rule on a small store). Says whether it did.
 */
export async function keepIndexesOrdered(tx: WriteTx, minTail = MIN_TAIL): Promise<boolean> {
  const unordered = await unorderedPostings(tx);
  const ordered = (await postingCount(tx)) - unordered;
  if (unordered === 0 || unordered < Math.max(minTail, ordered * TAIL_SHARE)) return false;
  await orderIndexes(tx);
  return true;
}
