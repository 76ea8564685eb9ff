/**
 * Captures the forecast and squeeze tests write by hand (source `test`): a US stock listing with its
 * issuer record, short-interest readings, bars, daily short volume and fails-to-deliver. Each writes in
 * one transaction marked as loading captures, as an ingest would.
 */
import type { IsoDate } from '../../../src/core/dates';
import { previousTradingDay } from '../../../src/engine/market/calendar';
import type { Store, WriteTx } from '../../../src/store/store';

const PROVENANCE = "'test', NULL, CAST('2026-11-21' AS TIMESTAMP)";

/** The `count` trading days ending on `last` (inclusive), oldest first. */
export function sessionsThrough(last: IsoDate, count: number): IsoDate[] {
  const days = [last];
  while (days.length < count) days.unshift(previousTradingDay(days[0]!));
  return days;
}

export interface StockCaptures {
  ticker: string;
  kind?: 'Stock' | 'ETF';
  /** The listing's own share count (an issuer record); omitted, none is stored. */
  shares?: number;
  /** Short positions by settlement date, with FINRA's days to cover (null: the zero-volume placeholder). */
  shortInterest?: readonly { settlement: IsoDate; position: number; daysToCover?: number | null }[];
  bars?: readonly { date: IsoDate; close: number; volume: number }[];
  /** Daily CNMS short volume. */
  shortVolume?: readonly { date: IsoDate; short: number; total: number }[];
  fails?: readonly { date: IsoDate; quantity: number }[];
}

/** Inserts `rows` (objects of the named JSON types) into `table` in one statement, `select` naming the columns in order. */
async function insertJson(tx: WriteTx, table: string, types: Record<string, string>, select: string, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.run(
    `INSERT INTO ${table} SELECT ${select}, ${PROVENANCE} FROM (SELECT unnest(from_json(CAST(? AS JSON), '${JSON.stringify([types])}'), recursive := true))`,
    [JSON.stringify(rows)],
  );
}

async function writeStock(tx: WriteTx, s: StockCaptures): Promise<void> {
  const name = `${s.ticker} Test Co`;
  await tx.run(`INSERT INTO listings VALUES (?, NULL, ?, ?, NULL, ?, 'USD', TRUE, ${PROVENANCE})`, [s.ticker, s.ticker, name, s.kind ?? 'Stock']);
  if (s.shares !== undefined) {
    await tx.run(`INSERT INTO insider_issuers VALUES (?, ?, ?, ?, CAST('2026-11-20' AS DATE), 'Common', FALSE, ${PROVENANCE})`, [
      9_000_000 + s.ticker.charCodeAt(0) * 100 + s.ticker.length, s.ticker, name, s.shares,
    ]);
  }
  const t = s.ticker.replaceAll("'", "''");
  await insertJson(tx, 'short_interest', { settlement: 'DATE', position: 'BIGINT', placeholder: 'BOOLEAN', dtc: 'DOUBLE' },
    `settlement, '${t}', '${t}', TRUE, '${t} Test Co', 'NNM', NULL, position, NULL, NULL, NULL,
     CASE WHEN placeholder THEN 0 ELSE 1000000 END, CASE WHEN placeholder THEN 999.99 ELSE dtc END, placeholder, FALSE, FALSE`,
    (s.shortInterest ?? []).map((r) => ({ settlement: r.settlement, position: r.position, placeholder: r.daysToCover === null, dtc: r.daysToCover ?? 2 })));
  await insertJson(tx, 'prices', { date: 'DATE', close: 'DOUBLE', volume: 'BIGINT' }, `'${t}', date, close, close, close, close, close, volume`, s.bars ?? []);
  await insertJson(tx, 'short_volume_daily', { date: 'DATE', short: 'DOUBLE', total: 'DOUBLE' }, `date, '${t}', '${t}', TRUE, 'CNMS', 'B,Q,N', short, 0, total`, s.shortVolume ?? []);
  await insertJson(tx, 'fails_to_deliver', { date: 'DATE', quantity: 'BIGINT' }, `date, 'TEST${t}', '${t}', '${t}', TRUE, quantity, 10, '${t} TEST CO'`, s.fails ?? []);
}

/** Writes the stocks in one transaction that loads captures (it moves the store's ingest generation). */
export function writeStocks(store: Store, stocks: readonly StockCaptures[]): Promise<void> {
  return store.write(async (tx) => {
    for (const stock of stocks) await writeStock(tx, stock);
  }, { ingest: true });
}
