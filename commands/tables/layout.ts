/**
 * Laying rows out as a table that fits the terminal. Each column has a priority: when the table is too
 * wide, the lowest-priority columns are left out first (and reported, so a note can say how to see them);
 * only when even the columns that are always shown do not fit is each row shown as a key/value block.
 */
import Table from 'cli-table3';
import { stripVTControlCharacters } from 'node:util';

export type Row = Record<string, unknown>;

/** Rows of a second answer that a table draws on (the settled closes beside quotes), by ticker. */
export type Related = ReadonlyMap<string, Row>;

export interface Column {
  /** The body field the column shows; named when the column is left out. */
  field: string;
  /** Short header, with the unit or currency when the values carry one (`Close $`, `IV %`). */
  header: string;
  /** 1: shown at any width. Larger numbers are left out first, all columns of one number together. */
  priority: number;
  align: 'left' | 'right';
  cell(row: Row, related: Related): string;
  /** Shown only when some row has the field (a currency only non-dollar rows carry); otherwise not even named as left out. */
  onlyWhenPresent?: boolean;
}

export interface LayoutOptions {
  width: number;
  color: boolean;
}

export interface Layout {
  text: string;
  /** Columns left out to fit the width, in table order (empty when every column fits or rows became blocks). */
  leftOut: Column[];
}

// Compact: no rule between rows, only under the header. Colour is applied here, by our own decision
// (terminal.ts), never by cli-table3's colour library, which guesses from the environment on its own.
const STYLE: Partial<Table.TableInstanceOptions['style']> = { head: [], border: [], compact: true };

export const bold = (text: string, options: Pick<LayoutOptions, 'color'>): string => (options.color ? `\u001b[1m${text}\u001b[22m` : text);
const cyan = (text: string, options: Pick<LayoutOptions, 'color'>): string => (options.color ? `\u001b[36m${text}\u001b[39m` : text);

/** Columns a text takes on a terminal: its widest line, escape codes excluded (every glyph we print is one column). */
export const displayWidth = (text: string): number => Math.max(0, ...text.split('\n').map((line) => [...stripVTControlCharacters(line)].length));

/** Width of a cli-table3 table whose columns hold content this wide: a border and two spaces each, one closing border. */
const tableWidth = (widths: readonly number[]): number => widths.reduce((sum, width) => sum + width + 3, 1);

/** The priority to leave out next: the largest number among the kept columns, or null when only priority 1 is left. */
function nextToDrop(columns: readonly Column[], kept: readonly number[]): number | null {
  const priorities = kept.map((i) => columns[i]!.priority).filter((priority) => priority > 1);
  return priorities.length === 0 ? null : Math.max(...priorities);
}

/** `rows` as a table of the columns that fit `options.width`, or as one key/value block per row. */
export function layoutRows(rows: readonly Row[], columns: readonly Column[], options: LayoutOptions, related: Related = new Map()): Layout {
  const cells = rows.map((row) => columns.map((column) => column.cell(row, related)));
  const widths = columns.map((column, i) => Math.max(displayWidth(column.header), ...cells.map((line) => displayWidth(line[i]!))));
  // A column with nothing to say in any row (no row is stale or delayed) takes no room and is not missed.
  const shown = columns.map((_, i) => i).filter((i) => cells.some((line) => line[i] !== ''));
  let kept = shown;
  while (tableWidth(kept.map((i) => widths[i]!)) > options.width) {
    // Columns of one priority go together: a bid without its ask, or a high without its low, misleads.
    const drop = nextToDrop(columns, kept);
    if (drop === null) break;
    kept = kept.filter((i) => columns[i]!.priority !== drop);
  }
  if (tableWidth(kept.map((i) => widths[i]!)) > options.width) {
    const blocks = cells.map((line) => pairsTable(columns.map((column, i) => [column.header, line[i]!]), options));
    return { text: blocks.join('\n'), leftOut: [] };
  }
  const table = new Table({ head: kept.map((i) => cyan(columns[i]!.header, options)), style: STYLE });
  for (const line of cells) {
    table.push(kept.map((i) => (columns[i]!.align === 'right' ? { content: line[i]!, hAlign: 'right' as const } : line[i]!)));
  }
  return { text: table.toString(), leftOut: columns.filter((_, i) => shown.includes(i) && !kept.includes(i)) };
}

/**
 * Name/value lines in a two-column table; a value longer than the space left wraps at word boundaries.
 * Values that cannot wrap (a URL, a long id) are printed whole under the table, so they are never cut.
 */
export function pairsTable(pairs: readonly (readonly [string, string])[], options: LayoutOptions): string {
  if (pairs.length === 0) return '';
  const keyWidth = Math.max(...pairs.map(([key]) => displayWidth(key))) + 2;
  const valueWidth = Math.max(12, Math.min(Math.max(...pairs.map(([, value]) => displayWidth(value))) + 2, options.width - keyWidth - 3));
  const unbreakable = ([, value]: readonly [string, string]): boolean => value.split(/\s+/).some((word) => word.length > valueWidth - 2);
  const table = new Table({ style: STYLE, colWidths: [keyWidth, valueWidth], wordWrap: true, wrapOnWordBoundary: true });
  for (const pair of pairs) if (!unbreakable(pair)) table.push([bold(pair[0], options), pair[1]]);
  const whole = pairs.filter(unbreakable).map(([key, value]) => `${bold(key, options)}: ${value}`);
  return [...(table.length > 0 ? [table.toString()] : []), ...whole].join('\n');
}
