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

async function writeStock(tx: WriteTx, s: StockCaptures): Promise<void> {
  await tx.run(`INSERT INTO listings VALUES (?, NULL, ?, ?, NULL, ?, 'USD', TRUE, ${PROVENANCE})`, [s.ticker, s.ticker, `${s.ticker} Test Co`, s.kind ?? 'Stock']);
  if (s.shares !== undefined) {
    await tx.run(`INSERT INTO insider_issuers VALUES (?, ?, ?, ?, CAST('2026-11-20' AS DATE), 'Common', FALSE, ${PROVENANCE})`, [
      9_000_000 + s.ticker.charCodeAt(0) * 100 + s.ticker.length, s.ticker, `${s.ticker} Test Co`, s.shares,
    ]);
  }
  for (const r of s.shortInterest ?? []) {
    const placeholder = r.daysToCover === null;
    await tx.run(
      `INSERT INTO short_interest VALUES (CAST(? AS DATE), ?, ?, TRUE, ?, 'NNM', NULL, ?, NULL, NULL, NULL, ?, ?, ?, FALSE, FALSE, ${PROVENANCE})`,
      [r.settlement, s.ticker, s.ticker, `${s.ticker} Test Co`, r.position, placeholder ? 0 : 1_000_000, placeholder ? 999.99 : (r.daysToCover ?? 2), placeholder],
    );
  }
  for (const b of s.bars ?? []) {
    await tx.run(`INSERT INTO prices VALUES (?, CAST(? AS DATE), ?, ?, ?, ?, ?, ?, ${PROVENANCE})`, [s.ticker, b.date, b.close, b.close, b.close, b.close, b.close, b.volume]);
  }
  for (const v of s.shortVolume ?? []) {
    await tx.run(`INSERT INTO short_volume_daily VALUES (CAST(? AS DATE), ?, ?, TRUE, 'CNMS', 'B,Q,N', ?, 0, ?, ${PROVENANCE})`, [v.date, s.ticker, s.ticker, v.short, v.total]);
  }
  for (const f of s.fails ?? []) {
    await tx.run(`INSERT INTO fails_to_deliver VALUES (CAST(? AS DATE), ?, ?, ?, TRUE, ?, 10, ?, ${PROVENANCE})`, [f.date, `TEST${s.ticker}`, s.ticker, s.ticker, f.quantity, `${s.ticker} TEST CO`]);
  }
}

/** Writes the stocks in one transaction that loads captures (it moves the store's ingest generation). */
export function writeStocks(store: Store, stocks: readonly StockCaptures[]): Promise<void> {
  return store.write(async (tx) => {
    for (const stock of stocks) await writeStock(tx, stock);
  }, { ingest: true });
}
