/**
 * Tickers of an ingested file, normalised by the same parser the API uses (`core/tickers`), so a file's
 * `brk.b` is stored as `BRK-B` and found by `GET /v1/stocks/BRK.B/prices`. The parser runs once per
 * distinct value, never per row: the staged table is rewritten only for values that change.
 */
import { parseTicker } from '../../core/tickers';
import type { WriteTx } from '../store';
import { quoteValue, rowProblem } from './problems';
import { STAGED } from './stage';

/** One row per distinct ticker value of the file: `raw` as written, `key`, `mic`, `symbol` as stored. */
export const TICKERS = 'ingest_tickers';

/**
 * Fills {@link TICKERS} and rewrites the staged `ticker` column to stored keys. A value that is not a
 * ticker is refused with its first row.
 */
export async function resolveTickers(tx: WriteTx, file: string): Promise<void> {
  const distinct = await tx.all<{ raw: string; first: string }>(
    // min(rowid) as text: transaction-local row ids exceed what a JS number holds exactly.
    `SELECT ticker AS raw, CAST(min(rowid) AS VARCHAR) AS first FROM ${STAGED} GROUP BY ticker`,
  );
  const bad = distinct.filter((t) => parseTicker(t.raw) === null).sort((a, b) => (BigInt(a.first) < BigInt(b.first) ? -1 : 1))[0];
  if (bad) {
    const located = await tx.one<{ row: number }>(`SELECT count(*) AS row FROM ${STAGED} WHERE rowid <= CAST(? AS BIGINT)`, [bad.first]);
    throw rowProblem(file, located?.row ?? 0, 'ticker', `${quoteValue(bad.raw)} is not a ticker (AAPL, BRK-B or BRK.B, XLON:VOD)`);
  }

  const renamed = await fillTickerTable(tx, distinct.map((t) => t.raw));
  if (renamed) {
    await tx.run(`UPDATE ${STAGED} SET ticker = t.key FROM ${TICKERS} t WHERE ${STAGED}.ticker = t.raw AND t.raw <> t.key`);
  }
}

/**
 * (Re)creates {@link TICKERS} with one row per value of `raws` (each must parse as a ticker) and says
 * whether any value differs from its stored key.
 */
export async function fillTickerTable(tx: WriteTx, raws: readonly string[]): Promise<boolean> {
  await tx.run(`CREATE OR REPLACE TEMP TABLE ${TICKERS} (raw VARCHAR NOT NULL, key VARCHAR NOT NULL, mic VARCHAR, symbol VARCHAR NOT NULL)`);
  const appender = await tx.connection.createAppender(TICKERS, 'main', 'temp');
  let renamed = false;
  try {
    for (const raw of raws) {
      const parsed = parseTicker(raw)!;
      renamed ||= parsed.key !== raw;
      appender.appendVarchar(raw);
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
  return renamed;
}
