/**
 * The board without a terminal to draw on: one table of the rows as they stand, printed once. The rows
 * go through the same state and formatting as the live board, so both agree cell for cell.
 */
import { formatLine, headerLine, rowCells } from './format';
import { initialState, reduce, sortedRows } from './state';
import type { Quote, SettledClose } from './types';

/** The snapshot table: a header and one line per ticker asked for, in ticker order, then a newline. */
export function snapshotTable(tickers: readonly string[], quotes: readonly Quote[], closes: ReadonlyMap<string, SettledClose>, now: number): string {
  let state = reduce(initialState(tickers), { type: 'settled', closes });
  for (const quote of quotes) state = reduce(state, { type: 'quote', quote, now: 0 });
  const lines = [headerLine(), ...sortedRows(state, now).map((row) => formatLine(rowCells(row, now)))];
  return `${lines.join('\n')}\n`;
}
