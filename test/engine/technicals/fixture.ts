/**
 * Hand-made bar series written straight into an empty store, for checking the technicals against
 * arithmetic done by hand in the tests' comments.
 */
import type { Store } from '../../../src/store/store';

export interface FixtureBar {
  date: string;
  high: number;
  low: number;
  close: number;
  /** Defaults to 1000; 0 makes a carry-forward candle, which every calculation must skip. */
  volume?: number;
}

/** Adds a listing row (a US one unless `mic` is given). */
export async function addListing(store: Store, ticker: string, name: string, mic: string | null = null): Promise<void> {
  const symbol = mic === null ? ticker : ticker.slice(mic.length + 1);
  await store.run(
    `INSERT INTO listings (ticker, mic, symbol, name, issuer, kind, currency, source, captured_at)
     VALUES (?, ?, ?, ?, NULL, 'Stock', ?, 'test', TIMESTAMP '2026-11-20 00:00:00')`,
    [ticker, mic, symbol, name, mic === null ? 'USD' : 'GBP'],
  );
}

/** Adds daily bars of `ticker`; open is the close (the technicals never read it). */
export async function addBars(store: Store, ticker: string, bars: readonly FixtureBar[]): Promise<void> {
  for (const b of bars) {
    await store.run(
      `INSERT INTO prices (ticker, date, open, high, low, close, adjusted_close, volume, source, captured_at)
       VALUES (?, CAST(? AS DATE), ?, ?, ?, ?, ?, ?, 'test', TIMESTAMP '2026-11-20 00:00:00')`,
      [ticker, b.date, b.close, b.high, b.low, b.close, b.close, b.volume ?? 1000],
    );
  }
}

/** `count` consecutive weekdays from `first` (a Monday..Friday date), as yyyy-MM-dd. */
export function weekdays(first: string, count: number): string[] {
  const out: string[] = [];
  const d = new Date(`${first}T00:00:00Z`);
  while (out.length < count) {
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}
