/**
 * A board row as text cells, shared by the live board and the non-interactive snapshot table. Every mark
 * that colour carries is also spelled out in words (stale, delayed 15m, up/down arrows).
 */
import { ageSeconds, changeOf, type Row } from './state';

const SPARK_LEVELS = '▁▂▃▄▅▆▇█';

export interface Column {
  key: keyof RowCells;
  title: string;
  width: number;
  align: 'left' | 'right';
  /** 1: shown at any width; on a narrow terminal the largest numbers go first, equal numbers together. */
  priority: number;
}

export interface RowCells {
  ticker: string;
  last: string;
  change: string;
  changePercent: string;
  bid: string;
  ask: string;
  spread: string;
  trend: string;
  age: string;
  note: string;
}

/**
 * Every column, in board order. All of them fit 100 columns; at 80 the spread and then the sparkline go,
 * at 60 the bid and ask too. The note (stale, delayed, unknown) stays at any width.
 */
export const COLUMNS: readonly Column[] = [
  { key: 'ticker', title: 'TICKER', width: 8, align: 'left', priority: 1 },
  { key: 'last', title: 'LAST', width: 10, align: 'right', priority: 1 },
  { key: 'change', title: 'CHG', width: 8, align: 'right', priority: 3 },
  { key: 'changePercent', title: 'CHG%', width: 8, align: 'right', priority: 2 },
  { key: 'bid', title: 'BID', width: 9, align: 'right', priority: 4 },
  { key: 'ask', title: 'ASK', width: 9, align: 'right', priority: 4 },
  { key: 'spread', title: 'SPREAD', width: 6, align: 'right', priority: 6 },
  { key: 'trend', title: 'TREND', width: 10, align: 'left', priority: 5 },
  { key: 'age', title: 'AGE', width: 4, align: 'right', priority: 2 },
  { key: 'note', title: 'NOTE', width: 14, align: 'left', priority: 1 },
];

/** Columns of a line of `columns`, one space between cells. */
const lineWidth = (columns: readonly Column[]): number => columns.reduce((sum, c) => sum + c.width, Math.max(0, columns.length - 1));

/** The columns that fit `width` terminal columns, dropping the lowest priorities first. */
export function columnsFor(width: number): readonly Column[] {
  let kept: readonly Column[] = COLUMNS;
  while (lineWidth(kept) > width) {
    const lowest = Math.max(...kept.map((c) => c.priority));
    if (lowest === 1) break;
    kept = kept.filter((c) => c.priority !== lowest);
  }
  return kept;
}

const price = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : value.toFixed(2));
const signed = (value: number, digits: number): string => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(digits)}`;

/** `▁▃▅█`: each price placed between the session's low and high so far. */
export function sparkline(prices: readonly number[]): string {
  if (prices.length === 0) return '';
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const top = SPARK_LEVELS.length - 1;
  return prices.map((p) => SPARK_LEVELS[high === low ? Math.floor(top / 2) : Math.round(((p - low) / (high - low)) * top)]).join('');
}

/** `45s`, `12m`, `3h`, `2d`: the age of a reading in the largest whole unit. */
export function formatAge(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3_600) return `${Math.floor(seconds / 60)}m`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3_600)}h`;
  return `${Math.floor(seconds / 86_400)}d`;
}

/** The words a row carries besides its numbers: unknown, no reading yet, stale, delayed. */
export function rowNote(row: Row): string {
  const quote = row.quote;
  if (!quote) return row.unknown ? 'unknown' : 'waiting';
  // Both at once must fit the note's 14 columns; `delayed 15m` alone says how late the feed is.
  if (quote.stale && quote.delayed) return 'stale, delayed';
  return quote.stale ? 'stale' : quote.delayed ? 'delayed 15m' : '';
}

/** ` ▲` or ` ▼` while a tick is highlighted, so the flash reads without colour too. */
export function flashMark(row: Row, now: number): string {
  if (!row.flash || row.flash.until <= now) return '';
  return row.flash.direction === 'up' ? ' ▲' : ' ▼';
}

export function rowCells(row: Row, now: number): RowCells {
  const quote = row.quote;
  const change = changeOf(row);
  const spread = quote && quote.bidPrice !== null && quote.askPrice !== null ? quote.askPrice - quote.bidPrice : null;
  return {
    ticker: row.ticker,
    last: `${price(quote?.price)}${flashMark(row, now)}`,
    change: change ? signed(change.change, 2) : '—',
    changePercent: change ? `${signed(change.changePercent, 2)}%` : '—',
    bid: price(quote?.bidPrice),
    ask: price(quote?.askPrice),
    spread: price(spread),
    trend: sparkline(row.history),
    age: formatAge(ageSeconds(row, now)),
    note: rowNote(row),
  };
}

/** Pads or cuts `text` to exactly `width` columns (every glyph the board draws is one column wide). */
export function fit(text: string, width: number, align: 'left' | 'right'): string {
  const chars = [...text];
  if (chars.length > width) return `${chars.slice(0, width - 1).join('')}…`;
  const pad = ' '.repeat(width - chars.length);
  return align === 'left' ? text + pad : pad + text;
}

/** One line of cells separated by a space. */
export function formatLine(cells: RowCells, columns: readonly Column[] = COLUMNS): string {
  return columns.map((c) => fit(cells[c.key], c.width, c.align)).join(' ').trimEnd();
}

export function headerLine(columns: readonly Column[] = COLUMNS): string {
  return columns.map((c) => fit(c.title, c.width, c.align)).join(' ').trimEnd();
}
