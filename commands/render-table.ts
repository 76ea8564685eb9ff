/**
 * Human tables for any body: a list becomes a table with one column per field (or one block per row when
 * that table would not fit the terminal), an object becomes key/value lines, and a page's `meta` becomes
 * a sentence saying where the rows sit and how to get more.
 */
import Table from 'cli-table3';
import { stripVTControlCharacters } from 'node:util';
import { columnsOf, fieldText } from './render';

type Row = Record<string, unknown>;

export interface TableOptions {
  /** Width in columns the output must fit. */
  width: number;
  color: boolean;
  /** Last line (the synthetic-sample notice), or null. */
  footer: string | null;
  /** The command has `--offset`, so "more rows" can say which offset comes next. */
  offsetFlag?: boolean;
}

const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

const isScalar = (value: unknown): boolean => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * A value as a person reads it: a list of plain values is comma-separated, a record of plain values reads
 * `name=value, …`; anything deeper is JSON.
 */
function cellText(value: unknown): string {
  if (Array.isArray(value) && value.every(isScalar)) return value.map(fieldText).join(', ');
  if (isRecord(value) && !isNestedRecord(value)) {
    return Object.entries(value).map(([key, field]) => `${key}=${fieldText(field)}`).join(', ');
  }
  return fieldText(value);
}

const cell = (value: unknown): Table.Cell =>
  typeof value === 'number' ? { content: cellText(value), hAlign: 'right' } : cellText(value);

/** A list of records is shown as its own table rather than squeezed into one cell. */
const isRecordList = (value: unknown): value is Row[] => Array.isArray(value) && value.length > 0 && value.every(isRecord);

/** Fields a record may have and still read well on one line as `name=value, …`. */
const INLINE_FIELDS = 4;

/** A record too big for one line (an option contract, say), or with a record inside, is shown as its own block too. */
const isNestedRecord = (value: unknown): value is Row =>
  isRecord(value) && (Object.keys(value).length > INLINE_FIELDS || !Object.values(value).every(isScalar));

/** Shown as a titled block of its own rather than as a key/value line. */
const isBlock = (value: unknown): boolean => isRecordList(value) || isNestedRecord(value);

// Compact: no rule between rows, only under the header. Colour is applied here, by our own decision
// (terminal.ts), never by cli-table3's colour library, which guesses from the environment on its own.
const STYLE: Partial<Table.TableInstanceOptions['style']> = { head: [], border: [], compact: true };

const bold = (text: string, options: TableOptions): string => (options.color ? `\u001b[1m${text}\u001b[22m` : text);
const cyan = (text: string, options: TableOptions): string => (options.color ? `\u001b[36m${text}\u001b[39m` : text);

const widest = (text: string): number => Math.max(...text.split('\n').map((line) => stripVTControlCharacters(line).length));

function keyValueTable(record: Row, options: TableOptions): string {
  const keys = Object.keys(record).filter((key) => !isBlock(record[key]));
  if (keys.length === 0) return '';
  const keyWidth = Math.max(...keys.map((k) => k.length)) + 2;
  const longest = Math.max(...keys.map((k) => cellText(record[k]).length)) + 2;
  // Two cells and three borders; a value longer than what is left wraps.
  const valueWidth = Math.max(12, Math.min(longest, options.width - keyWidth - 3));
  const table = new Table({ style: STYLE, colWidths: [keyWidth, valueWidth], wordWrap: true, wrapOnWordBoundary: true });
  for (const key of keys) table.push([bold(key, options), cellText(record[key])]);
  return table.toString();
}

/** An object: its plain fields as key/value lines, then each list of records or nested record as a titled block. */
function objectView(record: Row, options: TableOptions): string {
  const parts = [keyValueTable(record, options)].filter((part) => part !== '');
  for (const [key, value] of Object.entries(record)) {
    if (isRecordList(value)) parts.push(`${key}:\n${rowsTable(value, options)}`);
    else if (isNestedRecord(value)) parts.push(`${key}:\n${objectView(value, options)}`);
  }
  return parts.length === 0 ? '(empty)' : parts.join('\n');
}

function rowsTable(rows: readonly unknown[], options: TableOptions): string {
  if (rows.length === 0) return 'No rows.';
  if (!rows.every(isRecord)) return rows.map(cellText).join('\n');
  const columns = columnsOf(rows);
  const table = new Table({ head: columns.map((c) => cyan(c, options)), style: STYLE });
  for (const row of rows) table.push(columns.map((c) => cell(row[c])));
  const text = table.toString();
  if (widest(text) <= options.width) return text;
  return rows.map((row) => objectView(row, options)).join('\n');
}

function pageLine(meta: Row, options: TableOptions): string | null {
  const { offset, count, total, hasMore } = meta;
  if (typeof offset !== 'number' || typeof count !== 'number' || count === 0) return null;
  const of = typeof total === 'number' ? ` of ${total}` : '';
  const next = options.offsetFlag === true ? ` More with --offset ${offset + count}.` : ' More rows exist: raise --limit or narrow the dates.';
  const more = hasMore === true ? next : '';
  const rows = count === 1 ? `Row ${offset + 1}` : `Rows ${offset + 1}–${offset + count}`;
  return `${rows}${of}.${more}`;
}

function extraLine(key: string, value: unknown, options: TableOptions): string | null {
  if (Array.isArray(value)) return value.length === 0 ? null : `${key}: ${cellText(value)}`;
  if (isNestedRecord(value)) return `${key}:\n${objectView(value, options)}`;
  return `${key}: ${cellText(value)}`;
}

export function renderTable(body: unknown, options: TableOptions): string {
  const parts: string[] = [];
  if (Array.isArray(body)) {
    parts.push(rowsTable(body, options));
  } else if (isRecord(body) && Array.isArray(body.data)) {
    parts.push(rowsTable(body.data, options));
    for (const [key, value] of Object.entries(body)) {
      if (key === 'data') continue;
      const line = key === 'meta' && isRecord(value) ? pageLine(value, options) : extraLine(key, value, options);
      if (line !== null) parts.push(line);
    }
  } else if (isRecord(body)) {
    parts.push(objectView(body, options));
  } else {
    parts.push(cellText(body));
  }
  if (options.footer !== null) parts.push(options.footer);
  return `${parts.join('\n')}\n`;
}
