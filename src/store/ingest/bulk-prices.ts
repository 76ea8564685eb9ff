/**
 * The bulk path for the file that matters most for speed: a large CSV of daily bars in the canonical
 * columns. One statement reads the file, checks every value, sorts by (ticker, date) and inserts; a few
 * cheap queries over the rows it added then confirm what the staged path would have checked first.
 *
 * The path never reports a problem itself. Whenever something is off — a value that breaks a rule, a row
 * DuckDB cannot read, a ticker not written as its stored key, a key repeated inside the file — it answers
 * `null`; the caller rolls the transaction back and runs the staged path, which names the first bad row or
 * loads the file exactly (keeping the first of repeated rows, normalising tickers). Both paths store the
 * same rows for the same file.
 *
 * The rows this ingest added are told apart from those stored before by `rowid`: appended rows always get
 * row ids above every row the transaction could already see, so `rowid > last` is exactly the new rows.
 */
import { parseTicker } from '../../core/tickers';
import type { WriteTx } from '../store';
import type { CanonicalColumn } from './datasets';
import { datasets } from './datasets';
import type { Provenance } from './load';
import { validOrNull } from './rules';
import { csvReaderSql, firstCsvReject, quoted } from './stage';
import { TICKERS } from './tickers';

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
 * into a failed statement. An absent or empty adjusted_close is the close; a given one must be valid.
 */
function insertSelect(present: readonly CanonicalColumn[]): string {
  const checked = (name: string) => validOrNull(column(name), `s.${quoted(name)}`);
  const adjusted = present.some((c) => c.name === 'adjusted_close')
    ? `CASE WHEN s.adjusted_close IS NULL THEN ${checked('close')} ELSE ${checked('adjusted_close')} END`
    : checked('close');
  return [
    's.ticker',
    's.date',
    checked('open'),
    checked('high'),
    checked('low'),
    checked('close'),
    adjusted,
    `CAST(${checked('volume')} AS BIGINT)`,
  ].join(', ');
}

export interface BulkResult {
  rowsRead: number;
  rowsAdded: number;
}

/**
 * Loads the CSV at `file` into `prices` in one pass, inside the caller's transaction. Returns the counts,
 * or null when the file needs the staged path (see the module comment); the caller must then roll back.
 */
export async function loadPricesInOnePass(
  tx: WriteTx,
  file: string,
  delimiter: string,
  present: readonly CanonicalColumn[],
  provenance: Provenance,
): Promise<BulkResult | null> {
  // As text: a row id does not always fit a JS number exactly.
  const last = (await tx.one<{ last: string }>('SELECT CAST(coalesce(max(rowid), -1) AS VARCHAR) AS last FROM prices'))!.last;
  let rowsRead: number;
  try {
    rowsRead = await tx.run(
      `INSERT INTO prices (ticker, date, open, high, low, close, adjusted_close, volume, source, source_file, captured_at)
       SELECT ${insertSelect(present)}, 'ingest', ?, CAST(? AS TIMESTAMP)
       FROM ${csvReaderSql(present)} s
       ORDER BY s.ticker, s.date`,
      [provenance.file, provenance.capturedAt, file, delimiter],
    );
  } catch {
    // A NOT NULL constraint refused a value that breaks a rule (or the file could not be read at all): the
    // staged path finds the row and says what is wrong with it.
    return null;
  }
  if (rowsRead === 0 || (await firstCsvReject(tx, file, prices)) !== null) return null;

  const added = `prices WHERE rowid > CAST(? AS BIGINT)`;
  const tickers = await tx.all<{ ticker: string }>(`SELECT DISTINCT ticker FROM ${added}`, [last]);
  if (tickers.some(({ ticker }) => parseTicker(ticker)?.key !== ticker)) return null;

  // The added rows, in the order they were inserted, must rise strictly by (ticker, date): then no key
  // repeats. Anything else (a repeat, or an order this check does not recognise) goes the staged way.
  const notRising = await tx.one<{ n: number }>(
    `SELECT count(*) AS n FROM (
       SELECT ticker, date, lag(ticker) OVER () AS prev_ticker, lag(date) OVER () AS prev_date FROM ${added}
     ) WHERE prev_ticker IS NOT NULL AND (ticker < prev_ticker OR (ticker = prev_ticker AND date <= prev_date))`,
    [last],
  );
  if (notRising?.n !== 0) return null;

  await recordTickers(tx, tickers.map((t) => t.ticker));
  const skipped = await dropStoredAlready(tx, last);
  return { rowsRead, rowsAdded: rowsRead - skipped };
}

/** Fills the ticker table the listings step reads; every ticker here is already its own stored key. */
async function recordTickers(tx: WriteTx, keys: readonly string[]): Promise<void> {
  await tx.run(`CREATE OR REPLACE TEMP TABLE ${TICKERS} (raw VARCHAR NOT NULL, key VARCHAR NOT NULL, mic VARCHAR, symbol VARCHAR NOT NULL)`);
  const appender = await tx.connection.createAppender(TICKERS, 'main', 'temp');
  try {
    for (const key of keys) {
      const parsed = parseTicker(key)!;
      appender.appendVarchar(key);
      appender.appendVarchar(parsed.key);
      if (parsed.mic === null) appender.appendNull();
      else appender.appendVarchar(parsed.mic);
      appender.appendVarchar(parsed.symbol);
      appender.endRow();
    }
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
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
