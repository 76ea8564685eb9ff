/**
 * Regulator symbols → listing keys: the one place that says which stored listing a symbol in a FINRA or
 * SEC file stands for. Regulators write a class share in several ways (`BRK.B`, `BRK/B`, `BRK B`, `BRKB`)
 * and some files fold case (`brk.b`); the store keys it once, `BRK-B` (`core/tickers`). A symbol maps to a
 * US listing (no market identifier code) the store holds, never to a listing it does not know:
 *   1. the symbol upper-cased, with `.`, `/` and spaces read as the class separator `-` (`brk/b` → `BRK-B`);
 *   2. for a symbol written without a separator, its last letter as the class (`BRKB` → `BRK-B`), only when
 *      step 1 found nothing, so `AAPL` stays `AAPL` while a `BRKB` finds `BRK-B`.
 * A symbol no step maps is stored under the symbol as filed and reported in the ingest summary
 * ({@link unmappedSymbols}); its rows are never dropped.
 *
 * Set-based for importers: {@link mapStagedSymbols} works out each distinct symbol of a staged table once
 * and leaves the answers in {@link SYMBOLS}, which the importer's insert joins.
 */
import type { Sql } from '../store';

/** One row per distinct symbol of the staged rows: `raw` as filed, `ticker` its listing key or NULL. */
export const SYMBOLS = 'regulator_symbols';

/** How many unmapped symbols an ingest summary names; the others are counted. */
export const LISTED_UNMAPPED = 10;

/** Rows of a file whose symbol maps to no listing: stored under the symbol as filed. */
export interface UnmappedSymbols {
  /** Rows stored under a symbol that maps to no listing. */
  rows: number;
  /** Distinct such symbols. */
  symbols: number;
  /** The first {@link LISTED_UNMAPPED} of them, as filed, in sorted order. */
  first: string[];
}

/** The listing keys `raw` may stand for, in the order they are tried (empty for a blank symbol). */
export function listingCandidates(raw: string): string[] {
  const text = raw.trim().toUpperCase();
  if (text === '') return [];
  const separated = text.replace(/[./\s]+/g, '-');
  const candidates = [separated];
  if (!/[-./\s]/.test(text) && /^[A-Z0-9]+[A-Z]$/.test(text) && text.length >= 2) candidates.push(`${text.slice(0, -1)}-${text.slice(-1)}`);
  return candidates;
}

/** SQL: one row per distinct symbol of `symbols` (JSON list of {raw, key, rank}) with its listing key or NULL. */
const RESOLVE = `
WITH c AS (SELECT unnest(from_json(CAST(? AS JSON), '[{"raw":"VARCHAR","key":"VARCHAR","rank":"INTEGER"}]'), recursive := true))
SELECT r.raw, m.ticker
FROM (SELECT DISTINCT raw FROM c) r
LEFT JOIN (
  SELECT c.raw, arg_min(l.ticker, c.rank) AS ticker
  FROM c JOIN listings l ON l.ticker = c.key AND l.mic IS NULL
  GROUP BY c.raw
) m USING (raw)`;

const candidateRows = (raws: readonly string[]) =>
  JSON.stringify([...new Set(raws)].flatMap((raw): { raw: string; key: string | null; rank: number }[] => {
    const keys = listingCandidates(raw);
    return keys.length === 0 ? [{ raw, key: null, rank: 0 }] : keys.map((key, rank) => ({ raw, key, rank }));
  }));

/** The listing key each of `raws` maps to (null: no stored listing), by symbol as filed. */
export async function resolveSymbols(sql: Sql, raws: readonly string[]): Promise<Map<string, string | null>> {
  if (raws.length === 0) return new Map();
  const rows = await sql.all<{ raw: string; ticker: string | null }>(RESOLVE, [candidateRows(raws)]);
  return new Map(rows.map((r) => [r.raw, r.ticker]));
}

/**
 * (Re)creates {@link SYMBOLS} for every distinct value of `column` in the staged `table` (blank values
 * excluded): `raw` as filed and `ticker`, the listing key it maps to or NULL.
 */
export async function mapStagedSymbols(sql: Sql, table: string, column: string): Promise<void> {
  const raws = await sql.all<{ raw: string }>(`SELECT DISTINCT ${column} AS raw FROM ${table} WHERE coalesce(trim(${column}), '') <> ''`);
  await sql.run(`CREATE OR REPLACE TEMP TABLE ${SYMBOLS} (raw VARCHAR NOT NULL, ticker VARCHAR)`);
  if (raws.length === 0) return;
  await sql.run(`INSERT INTO ${SYMBOLS} ${RESOLVE}`, [candidateRows(raws.map((r) => r.raw))]);
}

/** SQL of the key a staged row is stored under: its listing's key, else the symbol as filed (trimmed). */
export const storedTicker = (symbol: string): string => `coalesce((SELECT m.ticker FROM ${SYMBOLS} m WHERE m.raw = ${symbol}), trim(${symbol}))`;

/** SQL true when the staged row's symbol maps to a listing. */
export const symbolMapped = (symbol: string): string => `EXISTS (SELECT 1 FROM ${SYMBOLS} m WHERE m.raw = ${symbol} AND m.ticker IS NOT NULL)`;

/**
 * The rows of staged `table` (those `where` keeps) whose `column` maps to no listing, for the ingest
 * summary; undefined when every symbol mapped.
 */
export async function unmappedSymbols(sql: Sql, table: string, column: string, where = 'true'): Promise<UnmappedSymbols | undefined> {
  const found = await sql.one<{ rows: number; symbols: number; first: string[] | null }>(
    `SELECT count(*) AS rows, count(DISTINCT s.${column}) AS symbols,
            list(DISTINCT trim(s.${column}) ORDER BY trim(s.${column}))[1:${LISTED_UNMAPPED}] AS first
     FROM ${table} s
     WHERE (${where}) AND NOT EXISTS (SELECT 1 FROM ${SYMBOLS} m WHERE m.raw = s.${column} AND m.ticker IS NOT NULL)`,
  );
  if (found === undefined || Number(found.rows) === 0) return undefined;
  return { rows: Number(found.rows), symbols: Number(found.symbols), first: found.first ?? [] };
}

/** Drops {@link SYMBOLS}. */
export async function dropSymbols(sql: Sql): Promise<void> {
  await sql.run(`DROP TABLE IF EXISTS ${SYMBOLS}`);
}
