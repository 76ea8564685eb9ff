/**
 * Hand-written capture rows for tests that need a small store whose answers can be computed by hand.
 * Rows go in through one parameterised multi-row INSERT per call, with the provenance columns filled.
 */
import type { Store, SqlValue, WriteTx } from '../../src/store/store';

export interface BarInput {
  date: string;
  close: number;
  open?: number;
  high?: number;
  low?: number;
  adjustedClose?: number;
  volume?: number;
}

const CAPTURED_AT = '2026-11-01T00:00:00Z';

async function insertRows(tx: WriteTx, table: string, rowPlaceholders: string, rows: SqlValue[][]): Promise<void> {
  if (rows.length === 0) return;
  await tx.run(`INSERT INTO ${table} VALUES ${rows.map(() => rowPlaceholders).join(', ')}`, rows.flat());
}

export function insertListing(store: Store, ticker: string, options: { mic?: string | null; currency?: string; name?: string } = {}): Promise<void> {
  const mic = options.mic ?? (ticker.includes(':') ? ticker.split(':')[0]! : null);
  const symbol = ticker.includes(':') ? ticker.split(':')[1]! : ticker;
  return store.write((tx) =>
    insertRows(tx, 'listings', '(?, ?, ?, ?, ?, ?, ?, TRUE, ?, NULL, CAST(? AS TIMESTAMP))', [
      [ticker, mic, symbol, options.name ?? `${ticker} Test Corp`, `${ticker} issuer`, 'Stock', options.currency ?? 'USD', 'test', CAPTURED_AT],
    ]),
  );
}

/** Bars with open/high/low defaulting to the close and volume to 1,000. */
export function insertBars(store: Store, ticker: string, bars: readonly BarInput[]): Promise<void> {
  return store.write((tx) =>
    insertRows(
      tx,
      'prices',
      '(?, CAST(? AS DATE), ?, ?, ?, ?, ?, ?, ?, NULL, CAST(? AS TIMESTAMP))',
      bars.map((b) => [
        ticker, b.date, b.open ?? b.close, b.high ?? Math.max(b.close, b.open ?? b.close), b.low ?? Math.min(b.close, b.open ?? b.close),
        b.close, b.adjustedClose ?? b.close, b.volume ?? 1000, 'test', CAPTURED_AT,
      ]),
    ),
  );
}

export function insertSplit(store: Store, ticker: string, effectiveDate: string, numerator: number, denominator: number, restated = false): Promise<void> {
  return store.write((tx) =>
    insertRows(tx, 'splits', '(?, CAST(? AS DATE), ?, ?, ?, NULL, ?, NULL, CAST(? AS TIMESTAMP))', [
      [ticker, effectiveDate, numerator, denominator, restated, 'test', CAPTURED_AT],
    ]),
  );
}

export function insertDividend(store: Store, ticker: string, exDate: string, amount: number, currency = 'USD'): Promise<void> {
  return store.write((tx) =>
    insertRows(tx, 'dividends', '(?, CAST(? AS DATE), ?, ?, ?, NULL, CAST(? AS TIMESTAMP))', [
      [ticker, exDate, amount, currency, 'test', CAPTURED_AT],
    ]),
  );
}

export interface StoredBar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  adjusted_close: number;
  volume: number;
}

/** A ticker's stored bars, oldest first, every volume included. */
export function storedBars(store: Store, ticker: string): Promise<StoredBar[]> {
  return store.all<StoredBar>('SELECT date, open, high, low, close, adjusted_close, volume FROM prices WHERE ticker = ? ORDER BY date', [ticker]);
}
