/**
 * A declarative table for one kind of answer: where its rows are, its columns by priority (short header,
 * formatter, alignment), what is said above and under the table, and, for a table only, a second answer
 * it draws on. A body without a spec gets the generic table.
 */
import type { Engine } from '../../src/client/engine';
import { fixed, price, count, signed, text } from './format';
import type { Column, Related, Row } from './layout';

export interface TableSpec {
  /** Where the rows are: a list field of the body (`data`, `contracts`), or `self` for a body that is one row. */
  rows: string;
  columns: readonly Column[];
  /** Lines above the table: the context of the rows (ticker, expiration, how many). */
  above?(body: Row): string[];
  /** Lines under the table: notes on particular rows, what did not resolve. */
  below?(body: Row, rows: readonly Row[]): string[];
  /** Body fields said by `above`/`below` (or by the rows), which must not be repeated as `name: value` lines. */
  says: readonly string[];
  /** Rows of a related answer, by ticker, loaded only when a table is drawn (the settled closes beside quotes). */
  related?(engine: Engine, body: unknown): Promise<Related>;
  /**
   * For a body with several lists of rows of one kind (the buckets of a forecast, under the field `rows`
   * names): each list, drawn as its own titled table of `columns`. Without it the body has one row list.
   */
  lists?(body: Row): readonly RowList[];
  /**
   * For a body that is a bare array (the reports of an aggregates answer): the field name it is drawn
   * under, as if the body were `{ [bareList]: body }`. Without it an array body gets the generic table.
   */
  bareList?: string;
}

/** One of several lists of rows of a body, drawn as a table under its title (or said empty). */
export interface RowList {
  title: string;
  rows: readonly Row[];
}

export const SELF = 'self';

type Cell = Column['cell'];

const field = (name: string) => (row: Row): unknown => row[name];

/** A column of one field, formatted by `format`. */
export function column(name: string, header: string, priority: number, format: (value: unknown) => string, align: Column['align'] = 'right'): Column {
  const read = field(name);
  return { field: name, header, priority, align, cell: (row) => format(read(row)) };
}

/** A column computed from the whole row (and the related rows). */
export const computed = (name: string, header: string, priority: number, cell: Cell, align: Column['align'] = 'right'): Column => ({ field: name, header, priority, align, cell });

/** Prices: two decimals, `$` in the header (the service's prices are US dollars unless a field names a currency). */
export const priceColumn = (name: string, header: string, priority: number): Column => column(name, `${header} $`, priority, price);
export const countColumn = (name: string, header: string, priority: number): Column => column(name, header, priority, count);
export const textColumn = (name: string, header: string, priority: number): Column => column(name, header, priority, text, 'left');
export const fixedColumn = (name: string, header: string, priority: number, decimals: number): Column => column(name, header, priority, (v) => fixed(v, decimals));
export const signedColumn = (name: string, header: string, priority: number, decimals: number): Column => column(name, header, priority, (v) => signed(v, decimals));

export const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body as `spec` reads it: a bare array under the spec's `bareList` name, anything else as it is. */
export const specBody = (spec: TableSpec | undefined, body: unknown): unknown =>
  spec?.bareList !== undefined && Array.isArray(body) ? { [spec.bareList]: body } : body;

/** The rows `spec` reads from `body`, or null when the body does not have them (another shape: the generic table shows it). */
export function rowsFor(spec: TableSpec, body: unknown): Row[] | null {
  if (!isRecord(body)) return null;
  if (spec.rows === SELF) return [body];
  const rows = body[spec.rows];
  if (spec.lists !== undefined) return isRecord(rows) || Array.isArray(rows) ? spec.lists(body).flatMap((list) => list.rows) : null;
  return Array.isArray(rows) && rows.every(isRecord) ? rows : null;
}
