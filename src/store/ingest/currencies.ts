/**
 * A price series has one currency. {@link CURRENCIES} holds each ticker's currency as the first row that
 * gives one says; a row giving its ticker another currency breaks the rule, and the check of it names that
 * row, the currency it gives and the one given first. New listings take their currency from the table.
 */
import type { WriteTx } from '../store';
import { isBlank, quoted } from './convert';
import type { RowCheck } from './find-problems';
import { columnFilling, type SourceLayout } from './source-layout';
import { tickerKeyOf } from './tickers';

/** Currency of each ticker (its stored key) as its first row with a currency gives it. */
export const CURRENCIES = 'ingest_currencies';

/**
 * A currency code as stored: upper case, except that the minor-unit spellings `GBp`, `ZAc` and `ILa` become
 * `GBX`, `ZAC` and `ILA` first (upper-casing `GBp` would read pence as pounds, a hundredfold error).
 */
export const normalised = (c: string): string =>
  `CASE trim(${c}) WHEN 'GBp' THEN 'GBX' WHEN 'ZAc' THEN 'ZAC' WHEN 'ILa' THEN 'ILA' ELSE upper(trim(${c})) END`;

/** Fills {@link CURRENCIES} from the staged text rows of `table` (see `tickers.ts` for the keys). */
export async function readCurrencies(tx: WriteTx, table: string, layout: SourceLayout): Promise<void> {
  const c = quoted('currency');
  await tx.run(
    `CREATE OR REPLACE TEMP TABLE ${CURRENCIES} AS
     SELECT ticker, arg_min(currency, ordinal) AS currency
     FROM (SELECT ${tickerKeyOf(layout, table)} AS ticker, ${normalised(c)} AS currency, ordinal FROM ${table} WHERE NOT ${isBlank(c)})
     WHERE ticker IS NOT NULL
     GROUP BY ticker`,
  );
}

/** The check of a prices file with a currency column, over the rows of `table`; null for any other file. */
export function currencyCheck(layout: SourceLayout, table: string): RowCheck | null {
  const column = columnFilling(layout, 'currency');
  if (layout.dataset.name !== 'prices' || column === undefined) return null;
  const c = quoted(column.name);
  const key = tickerKeyOf(layout, table);
  const first = `(SELECT f.currency FROM ${CURRENCIES} f WHERE f.ticker = ${key})`;
  return {
    failed: `NOT ${isBlank(c)} AND ${normalised(c)} <> ${first}`,
    column: column.header,
    value: c,
    problem: 'is not the currency given first for its ticker',
    detail: `${first} || ' for ' || ${key}`,
  };
}
