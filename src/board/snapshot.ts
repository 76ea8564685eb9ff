/**
 * The board without a terminal to draw on: one table of the rows as they stand, printed once. The rows
 * go through the same state and formatting as the live board, so both agree cell for cell.
 */
import { columnsFor, formatLine, headerLine, rowCells } from './format';
import { initialState, reduce, sortedRows } from './state';
import type { Quote, SettledCloses } from './types';

/**
 * The snapshot table: a header and one line per ticker asked for, in ticker order, then a newline; the
 * columns that fit `width` (every column when no width is known).
 */
export function snapshotTable(tickers: readonly string[], quotes: readonly Quote[], settled: SettledCloses, now: number, width = Infinity): string {
  let state = reduce(initialState(tickers), { type: 'settled', closes: settled.closes, unknown: settled.unknown });
  for (const quote of quotes) state = reduce(state, { type: 'quote', quote, now: 0 });
  const columns = columnsFor(width);
  const lines = [headerLine(columns), ...sortedRows(state, now).map((row) => formatLine(rowCells(row, now), columns))];
  return `${lines.join('\n')}\n`;
}
