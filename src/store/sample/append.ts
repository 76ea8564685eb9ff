/**
 * Bulk loading of generated rows through the DuckDB appender: one appender per table, no per-row SQL.
 * Every row carries the sample provenance: source `sample`, no source file, captured at the clock's now.
 */
import { DuckDBDateValue, DuckDBTimestampValue, type DuckDBAppender } from '@duckdb/node-api';
import { epochDay, toUtcDate, type IsoDate } from '../../core/dates';
import type { WriteTx } from '../store';
import type { ListingPlan } from './catalogue';
import type { Bar, DividendRow, SplitRow } from './series';
import type { TickSeries } from './ticks';

export const SAMPLE_SOURCE = 'sample';

/** A yyyy-MM-dd date as the appender takes it. */
export const dateValue = (date: IsoDate): DuckDBDateValue => new DuckDBDateValue(epochDay(date) ?? Math.round(toUtcDate(date).getTime() / 86_400_000));

export interface Provenance {
  capturedAt: Date;
}

/**
 * Appends rows to `table` with one appender; `fill` appends every row (each ending with the provenance
 * columns and `endRow()`). A throw drops the half-built chunk.
 */
export async function append(tx: WriteTx, table: string, fill: (appender: DuckDBAppender) => void): Promise<void> {
  const appender = await tx.connection.createAppender(table);
  try {
    fill(appender);
  } catch (error) {
    // Drop the half-built chunk so closing does not flush it; the transaction is rolled back anyway.
    appender.clear();
    appender.closeSync();
    throw error;
  }
  appender.closeSync();
}

/** The three provenance columns of a sample row: source `sample`, no file, the capture time. */
export function provenance(appender: DuckDBAppender, capturedAt: DuckDBTimestampValue): void {
  appender.appendVarchar(SAMPLE_SOURCE);
  appender.appendNull();
  appender.appendTimestamp(capturedAt);
}

/** The capture time of `p` as the appender takes it. */
export const timestamp = (p: Provenance): DuckDBTimestampValue => new DuckDBTimestampValue(BigInt(p.capturedAt.getTime()) * 1000n);

export function appendListings(tx: WriteTx, plans: readonly ListingPlan[], p: Provenance): Promise<void> {
  const at = timestamp(p);
  return append(tx, 'listings', (a) => {
    for (const plan of plans) {
      a.appendVarchar(plan.ticker);
      if (plan.mic === null) a.appendNull();
      else a.appendVarchar(plan.mic);
      a.appendVarchar(plan.symbol);
      a.appendVarchar(plan.name);
      a.appendVarchar(plan.issuer);
      a.appendVarchar(plan.kind);
      a.appendVarchar(plan.currency);
      a.appendBoolean(true);
      provenance(a, at);
      a.endRow();
    }
  });
}

export function appendPrices(tx: WriteTx, series: readonly { ticker: string; bars: readonly Bar[] }[], p: Provenance): Promise<void> {
  const at = timestamp(p);
  return append(tx, 'prices', (a) => {
    for (const { ticker, bars } of series) {
      for (const bar of bars) {
        a.appendVarchar(ticker);
        a.appendDate(dateValue(bar.date));
        a.appendDouble(bar.open);
        a.appendDouble(bar.high);
        a.appendDouble(bar.low);
        a.appendDouble(bar.close);
        a.appendDouble(bar.adjustedClose);
        a.appendBigInt(BigInt(bar.volume));
        provenance(a, at);
        a.endRow();
      }
    }
  });
}

export function appendDividends(
  tx: WriteTx,
  series: readonly { ticker: string; currency: string; dividends: readonly DividendRow[] }[],
  p: Provenance,
): Promise<void> {
  const at = timestamp(p);
  return append(tx, 'dividends', (a) => {
    for (const { ticker, currency, dividends } of series) {
      for (const dividend of dividends) {
        a.appendVarchar(ticker);
        a.appendDate(dateValue(dividend.exDate));
        a.appendDouble(dividend.amount);
        a.appendVarchar(currency);
        provenance(a, at);
        a.endRow();
      }
    }
  });
}

/** Splits go in unrestated; reconciliation decides which ones the stored bars confirm. */
export function appendSplits(tx: WriteTx, series: readonly { ticker: string; splits: readonly SplitRow[] }[], p: Provenance): Promise<void> {
  const at = timestamp(p);
  return append(tx, 'splits', (a) => {
    for (const { ticker, splits } of series) {
      for (const split of splits) {
        a.appendVarchar(ticker);
        a.appendDate(dateValue(split.effectiveDate));
        a.appendDouble(split.numerator);
        a.appendDouble(split.denominator);
        a.appendBoolean(false);
        a.appendNull();
        provenance(a, at);
        a.endRow();
      }
    }
  });
}

/** Sample ticks arrive as the WebSocket feed would have captured them. */
const SAMPLE_TICK_TRANSPORT = 'WebSocket';

export function appendTicks(tx: WriteTx, series: readonly TickSeries[], p: Provenance): Promise<void> {
  const at = timestamp(p);
  return append(tx, 'ticks', (a) => {
    for (const { ticker, ticks } of series) {
      for (const tick of ticks) {
        a.appendVarchar(ticker);
        a.appendTimestamp(new DuckDBTimestampValue(BigInt(tick.at) * 1000n));
        a.appendDouble(tick.price);
        if (tick.bid === null) a.appendNull();
        else a.appendDouble(tick.bid);
        if (tick.ask === null) a.appendNull();
        else a.appendDouble(tick.ask);
        a.appendBigInt(BigInt(tick.size));
        a.appendVarchar(SAMPLE_TICK_TRANSPORT);
        provenance(a, at);
        a.endRow();
      }
    }
  });
}

/** One value of a generated row, typed enough to pick the appender call: a date or a BIGINT is wrapped. */
export type Cell = string | number | boolean | null | { date: IsoDate } | { bigint: number };

/** Appends one cell (a plain number as DOUBLE). */
export function appendCell(a: DuckDBAppender, cell: Cell): void {
  if (cell === null) a.appendNull();
  else if (typeof cell === 'string') a.appendVarchar(cell);
  else if (typeof cell === 'boolean') a.appendBoolean(cell);
  else if (typeof cell === 'number') a.appendDouble(cell);
  else if ('date' in cell) a.appendDate(dateValue(cell.date));
  else a.appendBigInt(BigInt(cell.bigint));
}

/**
 * Appends rows of cells to `table`, each ending with the sample provenance; the columns at `integers`
 * take a plain number as INTEGER.
 */
export function appendCells(tx: WriteTx, table: string, rows: readonly Cell[][], at: DuckDBTimestampValue, integers: readonly number[] = []): Promise<void> {
  return append(tx, table, (a) => {
    for (const row of rows) {
      row.forEach((cell, i) => (integers.includes(i) && typeof cell === 'number' ? a.appendInteger(cell) : appendCell(a, cell)));
      provenance(a, at);
      a.endRow();
    }
  });
}
