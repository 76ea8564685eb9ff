/**
 * Human tables for any body. An answer with a table spec (see tables/) gets its own columns by priority,
 * formatted per column, with its context above the table and its notes under it. Any other list becomes a
 * table with one column per field, the rightmost left out first when it is too wide; an object becomes
 * key/value lines; a page's `meta` becomes a sentence saying where the rows sit and how to get more.
 * Whatever is left out to fit the terminal is named under the table, with how to see it.
 */
import { columnsOf, fieldText, rowsOf } from './render';
import { bold, layoutRows, pairsTable, type Column, type Layout, type LayoutOptions, type Related } from './tables/layout';
import { rowsFor, specBody, type RowList, type TableSpec } from './tables/spec';
import { wrap } from './wrap';

type Row = Record<string, unknown>;

export interface TableOptions extends LayoutOptions {
  /** Last line (the synthetic-sample notice), or null. */
  footer: string | null;
  /** The command has `--offset`, so "more rows" can say which offset comes next. */
  offsetFlag?: boolean;
  /** The answer's own table, when its operation has one. */
  spec?: TableSpec | undefined;
  /** Rows of a related answer the spec draws on, by ticker. */
  related?: Related | undefined;
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

/** A list of records is shown as its own table rather than squeezed into one cell. */
const isRecordList = (value: unknown): value is Row[] => Array.isArray(value) && value.length > 0 && value.every(isRecord);

/** Fields a record may have and still read well on one line as `name=value, …`. */
const INLINE_FIELDS = 4;

/** A record too big for one line (an option contract, say), or with a record inside, is shown as its own block too. */
const isNestedRecord = (value: unknown): value is Row =>
  isRecord(value) && (Object.keys(value).length > INLINE_FIELDS || !Object.values(value).every(isScalar));

/** Shown as a titled block of its own rather than as a key/value line. */
const isBlock = (value: unknown): boolean => isRecordList(value) || isNestedRecord(value);

function keyValueTable(record: Row, options: TableOptions): string {
  const keys = Object.keys(record).filter((key) => !isBlock(record[key]));
  return pairsTable(keys.map((key) => [key, cellText(record[key])] as const), options);
}

/** An object: its plain fields as key/value lines, then each list of records or nested record as a titled block. */
function objectView(record: Row, options: TableOptions): string {
  const parts = [keyValueTable(record, options)].filter((part) => part !== '');
  for (const [key, value] of Object.entries(record)) {
    if (isRecordList(value)) parts.push(`${key}:\n${genericRows(value, options).join('\n')}`);
    else if (isNestedRecord(value)) parts.push(`${key}:\n${objectView(value, options)}`);
  }
  return parts.length === 0 ? '(empty)' : parts.join('\n');
}

/** Columns of rows without a spec: every field in the order first seen; the first two are always kept. */
function genericColumns(rows: readonly Row[]): Column[] {
  return columnsOf(rows).map((field, index) => {
    const numeric = rows.every((row) => row[field] === null || row[field] === undefined || typeof row[field] === 'number');
    return {
      field,
      header: field,
      priority: index < 2 ? 1 : index,
      align: numeric ? 'right' : 'left',
      cell: (row) => cellText(row[field]),
    } satisfies Column;
  });
}

/** The table and the note on what it left out, as lines. */
function laidOut(layout: Layout, options: TableOptions, csv: boolean): string[] {
  return [layout.text, ...leftOutNote(layout.leftOut, options, csv)];
}

/** Names the fields left out to fit, and how to see them. */
function leftOutNote(leftOut: readonly Column[], options: TableOptions, csv: boolean): string[] {
  if (leftOut.length === 0) return [];
  const machine = csv ? '--json or --csv shows' : '--json shows';
  const fields = leftOut.map((column) => column.field).join(', ');
  const them = leftOut.length === 1 ? 'it' : 'them';
  return wrap(`Left out to fit ${options.width} columns: ${fields}. A wider terminal shows ${them}; ${machine} every field.`, options.width);
}

function genericRows(rows: readonly unknown[], options: TableOptions, csv = false): string[] {
  if (rows.length === 0) return ['No rows.'];
  if (!rows.every(isRecord)) return [rows.map(cellText).join('\n')];
  return laidOut(layoutRows(rows, genericColumns(rows), options), options, csv);
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

/** The fields of a list body other than its rows and `meta`: its context, said above the table. */
function contextLines(body: Row, skip: ReadonlySet<string>, options: TableOptions): string[] {
  return Object.entries(body).flatMap(([key, value]) => {
    if (skip.has(key) || key === 'meta') return [];
    const line = extraLine(key, value, options);
    return line === null ? [] : [line];
  });
}

const metaLine = (body: Row, options: TableOptions): string[] => {
  const line = isRecord(body.meta) ? pageLine(body.meta, options) : null;
  return line === null ? [] : [line];
};

/** A body through its spec: context above, the fitted table, notes and the page line under it. */
function specView(body: Row, spec: TableSpec, rows: readonly Row[], options: TableOptions): string[] {
  const prose = (lines: readonly string[]): string[] => lines.flatMap((line) => wrap(line, options.width));
  const above = [...prose(spec.above?.(body) ?? []), ...contextLines(body, new Set([spec.rows, ...spec.says]), options)];
  // `--csv` writes the rows `rowsOf` finds (`data`, a lone list of records, or a one-row body), so it only
  // helps when those are the rows shown.
  const csv = spec.rows === 'self' || (rows.length > 0 && rowsOf(body)[0] === rows[0]);
  const columns = spec.columns.filter((c) => c.onlyWhenPresent !== true || rows.some((row) => row[c.field] !== undefined && row[c.field] !== null));
  const { table, leftOut } = spec.lists === undefined ? oneTable(rows, columns, above.length === 0, options) : titledTables(spec.lists(body), columns, options);
  // Notes on rows first (they explain marks in the table), then what was left out and the page.
  const notes = [...prose(spec.below?.(body, rows) ?? []), ...leftOutNote(leftOut, options, csv && spec.lists === undefined)];
  return [...(spec.rows === 'self' ? [] : above), ...table, ...notes, ...metaLine(body, options)];
}

interface Drawn {
  table: string[];
  leftOut: readonly Column[];
}

/** The rows as one table; with nothing above it, an empty list says so. */
function oneTable(rows: readonly Row[], columns: readonly Column[], alone: boolean, options: TableOptions): Drawn {
  if (rows.length === 0) return { table: alone ? ['No rows.'] : [], leftOut: [] };
  const layout = layoutRows(rows, columns, options, options.related);
  return { table: [layout.text], leftOut: layout.leftOut };
}

/** Each list as a table under its title (an empty one in a line); what any of them left out is said once. */
function titledTables(lists: readonly RowList[], columns: readonly Column[], options: TableOptions): Drawn {
  const table: string[] = [];
  const leftOut = new Set<Column>();
  // A title longer than the terminal wraps, each of its lines in bold.
  const title = (text: string): string[] => wrap(text, options.width).map((line) => bold(line, options));
  for (const list of lists) {
    if (list.rows.length === 0) {
      table.push(...title(`${list.title}: none.`));
      continue;
    }
    const layout = layoutRows(list.rows, columns, options, options.related);
    table.push(...title(`${list.title}:`), layout.text);
    for (const column of layout.leftOut) leftOut.add(column);
  }
  return { table, leftOut: columns.filter((column) => leftOut.has(column)) };
}

export function renderTable(answer: unknown, options: TableOptions): string {
  const body = specBody(options.spec, answer);
  const parts: string[] = [];
  const rows = options.spec === undefined ? null : rowsFor(options.spec, body);
  if (options.spec !== undefined && rows !== null && isRecord(body)) {
    parts.push(...specView(body, options.spec, rows, options));
  } else if (Array.isArray(body)) {
    parts.push(...genericRows(body, options));
  } else if (isRecord(body) && Array.isArray(body.data)) {
    parts.push(...contextLines(body, new Set(['data']), options), ...genericRows(body.data, options, true), ...metaLine(body, options));
  } else if (isRecord(body)) {
    parts.push(objectView(body, options));
  } else {
    parts.push(cellText(body));
  }
  if (options.footer !== null) parts.push(options.footer);
  return `${parts.join('\n')}\n`;
}
