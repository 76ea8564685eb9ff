/**
 * The bulk path for the file that matters most for speed: a large CSV of daily bars in the canonical
 * columns. One statement reads the file, checks every value and inserts, sorted by (ticker, date) so the
 * table stays clustered by its lookup key; a few cheap queries over the rows it added then confirm what the
 * staged path would have checked first.
 *
 * Most such files are exported sorted already. For those the insert keeps the file's order and skips the
 * sort; the check that the added rows rise strictly by (ticker, date) then proves the order was right.
 * When it was not, the caller tries again with the sort.
 *
 * The path never reports a problem itself. Whenever something is off — a value that breaks a rule, a row
 * DuckDB cannot read, a ticker not written as its stored key, a key repeated inside the file — it answers
 * `declined`; the caller rolls the transaction back and runs the staged path, which lists every problem of the
 * file or loads it exactly (keeping the first of repeated rows, normalising tickers). Both paths store the
 * same rows for the same file.
 *
 * The rows this ingest added are told apart from those stored before by `rowid`: appended rows always get
 * row ids above every row the transaction could already see, so `rowid > last` is exactly the new rows.
 */
import { parseTicker } from '../../core/tickers';
import { replaceSample, type ReplacedSample } from '../sample-keys';
import type { Sql, WriteTx } from '../store';
import type { CanonicalColumn } from './datasets';
import { datasets } from './datasets';
import { quoted } from './convert';
import { csvRejected, typedCsvReader } from './csv-read';
import type { Provenance } from './load';
import { barHolds, validOrNull } from './rules';
import { fillTickerTable, TICKERS } from './tickers';

const prices = datasets.prices;

/** True when a prices file with these columns can take the bulk path (a currency column needs the staged one). */
export function bulkPathApplies(present: readonly CanonicalColumn[]): boolean {
  return !present.some((c) => c.name === 'currency');
}

function column(name: string): CanonicalColumn {
  return prices.columns.find((c) => c.name === name)!;
}

/**
 * Every price column as its checked value or NULL: the table's NOT NULL constraints turn any broken rule
 * into a failed statement. An absent or empty adjusted_close is the close; a given one must be valid. The
 * open is NULL as well when the bar's prices break `low ≤ open ≤ high` or `low ≤ close ≤ high`.
 */
function insertSelect(present: readonly CanonicalColumn[]): string {
  const checked = (name: string) => validOrNull(column(name), `s.${quoted(name)}`);
  const barIsWhole = barHolds((name) => `s.${quoted(name)}`);
  const adjusted = present.some((c) => c.name === 'adjusted_close')
    ? `CASE WHEN s.adjusted_close IS NULL THEN ${checked('close')} ELSE ${checked('adjusted_close')} END`
    : checked('close');
  return [
    's.ticker',
    's.date',
    `CASE WHEN ${barIsWhole} THEN ${checked('open')} END`,
    checked('high'),
    checked('low'),
    checked('close'),
    adjusted,
    `CAST(${checked('volume')} AS BIGINT)`,
  ].join(', ');
}

/** `file`: rows go in as the file has them (it must be sorted); `key`: sorted by (ticker, date) first. */
export type InsertOrder = 'file' | 'key';

export interface BulkResult {
  rowsRead: number;
  rowsAdded: number;
  replaced: ReplacedSample[];
}

/**
 * What a one-pass attempt came to: the counts; `unsorted` when rows inserted in file order did not rise
 * by key (try again in key order); `declined` when the file needs the staged path. On anything but counts
 * the caller must roll the transaction back.
 */
export type BulkOutcome = BulkResult | 'unsorted' | 'declined';

const SAMPLE_ROWS = 4096;

/**
 * True when the first rows of the file rise strictly by (ticker, date): then the file is most likely
 * sorted throughout and worth inserting in file order. Reads only those rows, outside any transaction.
 */
export async function firstRowsRiseByKey(sql: Sql, file: string, delimiter: string, present: readonly CanonicalColumn[]): Promise<boolean> {
  const falls = await sql.one<{ n: number }>(
    `SELECT count(*) AS n FROM (
       SELECT ticker, date, lag(ticker) OVER () AS prev_ticker, lag(date) OVER () AS prev_date
       FROM (SELECT ticker, date FROM ${typedCsvReader(present, 'sample')} LIMIT ${SAMPLE_ROWS})
     ) WHERE prev_ticker IS NOT NULL AND (ticker < prev_ticker OR (ticker = prev_ticker AND date <= prev_date))`,
    [file, delimiter],
  );
  return falls?.n === 0;
}

/**
 * Loads the CSV at `file` into `prices` in one pass, inside the caller's transaction, in the given order.
 * See {@link BulkOutcome} for what it answers.
 */
export async function loadPricesInOnePass(
  tx: WriteTx,
  file: string,
  delimiter: string,
  present: readonly CanonicalColumn[],
  provenance: Provenance,
  order: InsertOrder,
): Promise<BulkOutcome> {
  // As text: a row id does not always fit a JS number exactly.
  const last = (await tx.one<{ last: string }>('SELECT CAST(coalesce(max(rowid), -1) AS VARCHAR) AS last FROM prices'))!.last;
  let rowsRead: number;
  try {
    rowsRead = await tx.run(
      `INSERT INTO prices (ticker, date, open, high, low, close, adjusted_close, volume, source, source_file, captured_at)
       SELECT ${insertSelect(present)}, 'ingest', ?, CAST(? AS TIMESTAMP)
       FROM ${typedCsvReader(present)} s
       ${order === 'key' ? 'ORDER BY s.ticker, s.date' : ''}`,
      [provenance.file, provenance.capturedAt, file, delimiter],
    );
  } catch {
    // A NOT NULL constraint refused a value that breaks a rule (or the file could not be read at all): the
    // staged path finds every such value and says what is wrong with each.
    return 'declined';
  }
  if (rowsRead === 0 || (await csvRejected(tx))) return 'declined';

  // One streaming pass over the added rows, in the order they were inserted. They must rise strictly by
  // (ticker, date): then the table stays clustered and no key repeats, and each ticker starts one run. In
  // file order a fall may only mean the file was not sorted; in key order it means a repeated key, which
  // the staged path resolves.
  const scan = await tx.one<{ falls: number; tickers: string[] | null }>(
    `SELECT count(*) FILTER (WHERE prev_ticker IS NOT NULL AND (ticker < prev_ticker OR (ticker = prev_ticker AND date <= prev_date))) AS falls,
            list(ticker) FILTER (WHERE prev_ticker IS NULL OR ticker <> prev_ticker) AS tickers
     FROM (SELECT ticker, date, lag(ticker) OVER () AS prev_ticker, lag(date) OVER () AS prev_date
           FROM prices WHERE rowid > CAST(? AS BIGINT))`,
    [last],
  );
  if (scan?.falls !== 0) return order === 'file' ? 'unsorted' : 'declined';
  const tickers = scan.tickers ?? [];
  if (tickers.some((ticker) => parseTicker(ticker)?.key !== ticker)) return 'declined';

  // Fills the ticker table the listings step reads; every ticker here is already its own stored key.
  await fillTickerTable(tx, tickers);
  // Synthetic rows of these tickers go before the comparison below, so they never shadow the file's rows.
  const replaced = await replaceSample(tx, 'listing', `SELECT key FROM ${TICKERS}`);
  const skipped = await dropStoredAlready(tx, last);
  return { rowsRead, rowsAdded: rowsRead - skipped, replaced };
}

/**
 * Removes the added rows whose key was stored before this ingest: idempotency, applied after the insert
 * so the insert itself stays one pass. Only the stored rows of the file's tickers are compared, and only
 * when there are any. Returns how many it removed.
 */
async function dropStoredAlready(tx: WriteTx, last: string): Promise<number> {
  const earlier = `SELECT o.ticker, o.date FROM prices o SEMI JOIN ${TICKERS} t ON o.ticker = t.key WHERE o.rowid <= CAST(? AS BIGINT)`;
  const overlap = await tx.one<{ found: boolean }>(`SELECT EXISTS (${earlier}) AS found`, [last]);
  if (overlap?.found !== true) return 0;
  return tx.run(
    `DELETE FROM prices p WHERE p.rowid > CAST(? AS BIGINT)
       AND EXISTS (SELECT 1 FROM (${earlier}) e WHERE e.ticker = p.ticker AND e.date = p.date)`,
    [last, last],
  );
}
