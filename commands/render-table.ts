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
}

const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

const cell = (value: unknown): Table.Cell =>
  typeof value === 'number' ? { content: fieldText(value), hAlign: 'right' } : fieldText(value);

function style(options: TableOptions): Partial<Table.TableInstanceOptions['style']> {
  // Compact: no rule between rows, only under the header.
  return { head: options.color ? ['cyan'] : [], border: options.color ? ['grey'] : [], compact: true };
}

const widest = (text: string): number => Math.max(...text.split('\n').map((line) => stripVTControlCharacters(line).length));

function keyValueTable(record: Row, options: TableOptions): string {
  const keys = Object.keys(record);
  if (keys.length === 0) return '(empty)';
  const keyWidth = Math.max(...keys.map((k) => k.length)) + 2;
  const longest = Math.max(...keys.map((k) => fieldText(record[k]).length)) + 2;
  // Two cells and three borders; a value longer than what is left wraps.
  const valueWidth = Math.max(12, Math.min(longest, options.width - keyWidth - 3));
  const table = new Table({ style: style(options), colWidths: [keyWidth, valueWidth], wordWrap: true, wrapOnWordBoundary: true });
  for (const key of keys) table.push([options.color ? `\u001b[1m${key}\u001b[22m` : key, fieldText(record[key])]);
  return table.toString();
}

function rowsTable(rows: readonly unknown[], options: TableOptions): string {
  if (rows.length === 0) return 'No rows.';
  if (!rows.every(isRecord)) return rows.map(fieldText).join('\n');
  const columns = columnsOf(rows);
  const table = new Table({ head: columns, style: style(options) });
  for (const row of rows) table.push(columns.map((c) => cell(row[c])));
  const text = table.toString();
  if (widest(text) <= options.width) return text;
  return rows.map((row) => keyValueTable(row, options)).join('\n');
}

function pageLine(meta: Row): string | null {
  const { offset, count, total, hasMore } = meta;
  if (typeof offset !== 'number' || typeof count !== 'number' || count === 0) return null;
  const of = typeof total === 'number' ? ` of ${total}` : '';
  const more = hasMore === true ? ` More with --offset ${offset + count}.` : '';
  const rows = count === 1 ? `Row ${offset + 1}` : `Rows ${offset + 1}–${offset + count}`;
  return `${rows}${of}.${more}`;
}

function extraLine(key: string, value: unknown): string | null {
  if (Array.isArray(value)) return value.length === 0 ? null : `${key}: ${value.map(fieldText).join(', ')}`;
  return `${key}: ${fieldText(value)}`;
}

export function renderTable(body: unknown, options: TableOptions): string {
  const parts: string[] = [];
  if (Array.isArray(body)) {
    parts.push(rowsTable(body, options));
  } else if (isRecord(body) && Array.isArray(body.data)) {
    parts.push(rowsTable(body.data, options));
    for (const [key, value] of Object.entries(body)) {
      if (key === 'data') continue;
      const line = key === 'meta' && isRecord(value) ? pageLine(value) : extraLine(key, value);
      if (line !== null) parts.push(line);
    }
  } else if (isRecord(body)) {
    parts.push(keyValueTable(body, options));
  } else {
    parts.push(fieldText(body));
  }
  if (options.footer !== null) parts.push(options.footer);
  return `${parts.join('\n')}\n`;
}
