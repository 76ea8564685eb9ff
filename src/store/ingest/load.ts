/**
 * Moving staged rows into the store: one INSERT … SELECT per file, sorted by key (ticker, then date or time) so tables
 * stay clustered by their lookup key. Rows whose key is already stored are skipped by an anti-join
 * against the stored rows of the file's tickers only, and a key repeated inside the file keeps its first
 * row. Both checks are skipped when a cheap probe shows they cannot match anything, which is the common
 * case of a fresh, sorted file. There is no primary key on the capture tables: index upkeep would make
 * bulk loads several times slower, and ingest (with the sample generator) is their only writer.
 */
import type { DatasetLayout, DatasetName } from './datasets';
import type { WriteTx } from '../store';
import { CURRENCIES, normalised } from './currencies';
import { STAGED } from './stage';
import { TICKERS } from './tickers';

/** Where ingested rows say they came from. */
export interface Provenance {
  /** Absolute path of the file. */
  file: string;
  /** ISO-8601 capture time (the clock's now). */
  capturedAt: string;
}

/** Target column ← staged expression, per dataset. Defaults of optional columns are applied here. */
const insertColumns: Readonly<Record<DatasetName, readonly (readonly [string, string])[]>> = {
  prices: [
    ['ticker', 's.ticker'],
    ['date', 's.date'],
    ['open', 's.open'],
    ['high', 's.high'],
    ['low', 's.low'],
    ['close', 's.close'],
    ['adjusted_close', 'coalesce(s.adjusted_close, s.close)'],
    ['volume', 'CAST(s.volume AS BIGINT)'],
  ],
  dividends: [
    ['ticker', 's.ticker'],
    ['ex_date', 's.ex_date'],
    ['amount', 's.amount'],
    ['currency', `coalesce(${normalised('s.currency')}, 'USD')`],
  ],
  splits: [
    ['ticker', 's.ticker'],
    ['effective_date', 's.effective_date'],
    ['numerator', 's.numerator'],
    ['denominator', 's.denominator'],
  ],
  ticks: [
    ['ticker', 's.ticker'],
    ['ts', 's.ts'],
    ['price', 's.price'],
    ['bid', 's.bid'],
    ['ask', 's.ask'],
    ['size', 'CAST(s.size AS BIGINT)'],
    ['transport', "CASE lower(trim(s.transport)) WHEN 'rest' THEN 'Rest' ELSE 'WebSocket' END"],
  ],
};

/** True when no two staged rows share a key (`ticker` and `key`). */
async function keysAreUnique(tx: WriteTx, key: DatasetLayout['key']): Promise<boolean> {
  // A sequence strictly increasing by (ticker, date) cannot repeat a key: that check is one streaming
  // pass, and it holds for the usual file sorted by ticker then date. Any other file (and any key of
  // more than one column after the ticker) gets the exact test.
  if (key.length === 1) {
    const disorder = await tx.one<{ n: number }>(
      `SELECT count(*) AS n FROM (
         SELECT ticker, ${key[0]} AS d, lag(ticker) OVER () AS prev_ticker, lag(${key[0]}) OVER () AS prev_d FROM ${STAGED}
       ) WHERE prev_ticker IS NOT NULL AND (ticker < prev_ticker OR (ticker = prev_ticker AND d <= prev_d))`,
    );
    if (disorder?.n === 0) return true;
  }
  const repeated = await tx.one<{ n: number }>(
    `SELECT count(*) AS n FROM (SELECT 1 FROM ${STAGED} GROUP BY ticker, ${key.join(', ')} HAVING count(*) > 1)`,
  );
  return repeated?.n === 0;
}

/** True when the table already holds rows for any ticker of the file. */
async function hasStoredRows(tx: WriteTx, table: string): Promise<boolean> {
  const found = await tx.one<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ${table} p SEMI JOIN ${TICKERS} t ON p.ticker = t.key) AS found`,
  );
  return found?.found === true;
}

/** Inserts the staged rows whose key is new; returns how many it added. */
export async function loadRows(tx: WriteTx, layout: DatasetLayout, provenance: Provenance): Promise<number> {
  const { key } = layout;
  const columns = insertColumns[layout.name];
  const storedAlready = await hasStoredRows(tx, layout.table);
  const unique = await keysAreUnique(tx, key);
  const sql = `
    INSERT INTO ${layout.table} (${columns.map(([target]) => target).join(', ')}, source, source_file, captured_at)
    SELECT ${columns.map(([, value]) => value).join(', ')}, 'ingest', ?, CAST(? AS TIMESTAMP)
    FROM ${STAGED} s
    ${storedAlready
      ? `ANTI JOIN (SELECT p.ticker, ${key.map((k) => `p.${k}`).join(', ')} FROM ${layout.table} p SEMI JOIN ${TICKERS} t ON p.ticker = t.key) e
           ON e.ticker = s.ticker ${key.map((k) => `AND e.${k} = s.${k}`).join(' ')}`
      : ''}
    ${unique ? '' : `WHERE s.rowid IN (SELECT min(rowid) FROM ${STAGED} GROUP BY ticker, ${key.join(', ')})`}
    ORDER BY s.ticker, ${key.map((k) => `s.${k}`).join(', ')}`;
  return tx.run(sql, [provenance.file, provenance.capturedAt]);
}

/**
 * Adds a listing for each ticker of a prices file that the store does not know: named after its ticker,
 * kind Stock, in the currency the file gives it (default USD), no issuer. Returns how many it added.
 * `withCurrencies` is false when the file has no currency column (and no currency table was made).
 */
export async function addListings(tx: WriteTx, provenance: Provenance, withCurrencies: boolean): Promise<number> {
  return tx.run(
    `INSERT INTO listings (ticker, mic, symbol, name, issuer, kind, currency, active, source, source_file, captured_at)
     SELECT t.key, any_value(t.mic), any_value(t.symbol), t.key, NULL, 'Stock', ${withCurrencies ? "coalesce(any_value(c.currency), 'USD')" : "'USD'"}, TRUE,
            'ingest', ?, CAST(? AS TIMESTAMP)
     FROM ${TICKERS} t ${withCurrencies ? `LEFT JOIN ${CURRENCIES} c ON c.ticker = t.key` : ''}
     WHERE t.key NOT IN (SELECT ticker FROM listings)
     GROUP BY t.key
     ORDER BY t.key`,
    [provenance.file, provenance.capturedAt],
  );
}

/** Drops the tables loading used. */
export async function dropLoadTables(tx: WriteTx): Promise<void> {
  for (const table of [TICKERS, CURRENCIES]) await tx.run(`DROP TABLE IF EXISTS ${table}`);
}
