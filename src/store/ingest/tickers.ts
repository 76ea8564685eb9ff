/**
 * Tickers of an ingested file, normalised by the same parser the API uses (`core/tickers`), so a file's
 * `brk.b` is stored as `BRK-B` and found by `GET /v1/stocks/BRK.B/prices`. The parser runs once per
 * distinct value, never per row; {@link TICKERS} then maps each value as written to its stored key, and
 * staged rows reach their key by joining it.
 */
import { parseTicker, type ListingKey } from '../../core/tickers';
import type { Sql, WriteTx } from '../store';
import { isBlank, quoted } from './convert';
import type { SourceLayout } from './source-layout';
import { namesTickers } from './source-layout';

/** One row per distinct ticker value: `raw` as written, and `key`, `mic`, `symbol` as stored (NULL key: not a ticker). */
export const TICKERS = 'ingest_tickers';

interface TickerEntry {
  raw: string;
  parsed: ListingKey | null;
}

/** (Re)creates {@link TICKERS} with `entries`. */
async function writeTickers(tx: WriteTx, entries: readonly TickerEntry[]): Promise<void> {
  await tx.run(`CREATE OR REPLACE TEMP TABLE ${TICKERS} (raw VARCHAR NOT NULL, key VARCHAR, mic VARCHAR, symbol VARCHAR)`);
  const appender = await tx.connection.createAppender(TICKERS, 'main', 'temp');
  const text = (value: string | null | undefined) => (value === null || value === undefined ? appender.appendNull() : appender.appendVarchar(value));
  try {
    for (const { raw, parsed } of entries) {
      text(raw);
      text(parsed?.key);
      text(parsed?.mic);
      text(parsed?.symbol);
      appender.endRow();
    }
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
}

/**
 * Fills {@link TICKERS} with `raws`, every one a ticker (the one-pass path only passes values it found to
 * be their own stored key).
 */
export async function fillTickerTable(tx: WriteTx, raws: readonly string[]): Promise<void> {
  await writeTickers(tx, raws.map((raw) => ({ raw, parsed: parseTicker(raw) })));
}

/** The text the parser reads from a value of a layout whose tickers carry a market suffix (`AAPL.US` → `AAPL`). */
function withoutSuffix(layout: SourceLayout, raw: string): string | null {
  const suffix = layout.tickerSuffix;
  if (suffix === null) return raw;
  const text = raw.trim();
  return text.toUpperCase().endsWith(suffix.toUpperCase()) ? text.slice(0, -suffix.length) : null;
}

/**
 * Fills {@link TICKERS} for the staged rows of `table`: with `given`, the one ticker of a file whose rows
 * name none; otherwise with every distinct value of the ticker column, parsed once each.
 */
export async function readTickers(tx: WriteTx, table: string, layout: SourceLayout, given: ListingKey | null): Promise<void> {
  if (!namesTickers(layout)) {
    if (given === null) throw new Error('a file whose rows name no ticker needs one given');
    await writeTickers(tx, [{ raw: given.key, parsed: given }]);
    return;
  }
  const values = await tx.all<{ raw: string }>(`SELECT DISTINCT ticker AS raw FROM ${table} WHERE NOT ${isBlank('ticker')}`);
  await writeTickers(
    tx,
    values.map(({ raw }) => {
      const text = withoutSuffix(layout, raw);
      return { raw, parsed: text === null ? null : parseTicker(text) };
    }),
  );
}

/** SQL of the stored key of a staged row (`row` is its alias); NULL when its ticker value is not a ticker. */
export function tickerKeyOf(layout: SourceLayout, row: string): string {
  return namesTickers(layout)
    ? `(SELECT t.key FROM ${TICKERS} t WHERE t.raw = ${row}.${quoted('ticker')})`
    : `(SELECT t.key FROM ${TICKERS} t)`;
}

/** What is wrong with a ticker value the parser refused, in this layout. */
export function notATicker(layout: SourceLayout): string {
  return layout.tickerSuffix === null
    ? 'is not a ticker (AAPL, BRK-B or BRK.B, XLON:VOD)'
    : `is not a ticker written with ${layout.tickerSuffix} (AAPL${layout.tickerSuffix}): only US listings are read from this layout`;
}

/** Drops the values that are not tickers, once every row was found fine (they can only be on rows not loaded). */
export async function keepTickers(sql: Sql): Promise<void> {
  await sql.run(`DELETE FROM ${TICKERS} WHERE key IS NULL`);
}
