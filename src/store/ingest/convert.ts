/**
 * A staged value, held as the text the file wrote, turned into its typed value in SQL, by column type and
 * by the file's layout (its date form, a sign before prices). Each expression yields NULL for a value it
 * cannot convert, so the very same expression finds the values that do not convert (to refuse them with
 * their line) and converts all the others.
 *
 * The SQL is assembled from code only: column names of the layouts and the formats declared with them.
 */
import type { ColumnType } from './datasets';
import { columnTypeLabels } from './datasets';
import type { SourceColumn, SourceLayout } from './source-layout';

/** A column name as a SQL identifier; a name read from a file (a JSON key) may hold a quote, which is doubled. */
export const quoted = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** A SQL string literal of a text written in code (never of a value from a file). */
export const literal = (text: string): string => {
  if (text.includes("'")) throw new Error(`not a code literal: ${text}`);
  return `'${text}'`;
};

/** SQL true when the text `c` is absent or only spaces. */
export const isBlank = (c: string): string => `(${c} IS NULL OR trim(${c}) = '')`;

/**
 * An ISO-8601 date and time with an offset: `T` or a space between them, seconds and fractions optional,
 * `Z` or `±hh`, `±hhmm`, `±hh:mm` after. DuckDB's TIMESTAMPTZ cast then checks the calendar and applies
 * the offset.
 */
const ISO_TIMESTAMP = String.raw`\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?[ ]?(Z|z|[+-]\d{2}(:?\d{2})?)`;

/** The UTC instant of a timestamp text as a TIMESTAMP, or NULL when it is not one with an offset. */
const utcInstant = (text: string): string =>
  `CASE WHEN regexp_full_match(trim(${text}), '${ISO_TIMESTAMP}') THEN make_timestamp(epoch_us(TRY_CAST(trim(${text}) AS TIMESTAMPTZ))) END`;

/** The number in a price text, without the sign the layout writes before prices (`$182.89` → 182.89). */
function priceText(layout: SourceLayout, c: string): string {
  if (layout.pricePrefix === null) return `trim(${c})`;
  const prefix = literal(layout.pricePrefix);
  return `CASE WHEN starts_with(trim(${c}), ${prefix}) THEN substr(trim(${c}), ${layout.pricePrefix.length + 1}) ELSE trim(${c}) END`;
}

/** The type a staged column converts to; null for columns kept as text. */
const typeOf = (column: SourceColumn): ColumnType | null => column.canonical?.type ?? null;

/**
 * SQL of the typed value of `column` (referred to as `c`), NULL when the text does not convert; null for a
 * column that stays text (tickers, currencies, transports, columns only checked).
 */
export function converted(layout: SourceLayout, column: SourceColumn, c = quoted(column.name)): string | null {
  switch (typeOf(column)) {
    case 'date':
      return `CAST(TRY_STRPTIME(trim(${c}), ${literal(layout.date.strptime)}) AS DATE)`;
    case 'number':
      return `TRY_CAST(${priceText(layout, c)} AS DOUBLE)`;
    case 'integer':
      // Staged as DOUBLE on purpose: DuckDB's own BIGINT conversion rounds 1.5 to 2, and a rule must see the 1.5.
      return `TRY_CAST(trim(${c}) AS DOUBLE)`;
    case 'timestamp':
      return utcInstant(c);
    case 'ticker':
    case 'currency':
    case 'transport':
    case null:
      return null;
  }
}

/** What a value of `column` must be, as a problem says it: `a date, MM/dd/yyyy`. */
export function typeLabel(layout: SourceLayout, column: SourceColumn): string {
  const type = typeOf(column);
  if (type === null) return 'a value';
  return type === 'date' ? `a date, ${layout.date.label}` : `a ${columnTypeLabels[type]}`;
}

/** The SQL type a canonical column of `type` is staged as. */
export const stagedType: Readonly<Record<ColumnType, string>> = {
  ticker: 'VARCHAR',
  date: 'DATE',
  number: 'DOUBLE',
  integer: 'DOUBLE',
  currency: 'VARCHAR',
  timestamp: 'TIMESTAMP',
  transport: 'VARCHAR',
};
