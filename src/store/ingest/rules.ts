/**
 * The value rules of the canonical columns, derived from their types, and the rules between the prices of
 * one bar (`low ≤ open ≤ high`, `low ≤ close ≤ high`), as SQL over typed values. The staged path turns
 * them into checks that list every broken rule (`row-checks.ts`); the one-pass path turns them into
 * values that are NULL when a rule breaks, so its insert fails and it declines (`bulk-prices.ts`).
 * Tickers are checked separately (`tickers.ts`), against the same parser the API uses.
 */
import type { CanonicalColumn, ColumnType } from './datasets';
import { quoted } from './convert';

/** The largest whole number a DOUBLE holds exactly; volumes beyond it cannot be stored faithfully. */
const MAX_WHOLE = 9_007_199_254_740_991;
/** The largest finite DOUBLE. DuckDB orders NaN above every number, so `<=` this refuses NaN and infinity. */
const MAX_FINITE = '1.7976931348623157e308';

export interface ValueRule {
  /** SQL true when the value `v` passes. */
  holds: (v: string) => string;
  /** What is wrong with a value that breaks it. */
  problem: string;
}

/** The rule a present value of each type must pass; null for types whose conversion is the whole check. */
export const valueRules: Readonly<Record<ColumnType, ValueRule | null>> = {
  number: { holds: (v) => `${v} > 0 AND ${v} <= ${MAX_FINITE}`, problem: 'must be a number greater than 0' },
  integer: { holds: (v) => `${v} >= 0 AND ${v} <= ${MAX_WHOLE} AND ${v} = trunc(${v})`, problem: 'must be a whole number, 0 or more' },
  currency: { holds: (v) => `regexp_full_match(trim(${v}), '[A-Za-z]{3}')`, problem: 'must be a three-letter currency code' },
  transport: { holds: (v) => `lower(trim(${v})) IN ('websocket', 'rest')`, problem: 'must be WebSocket or Rest' },
  ticker: null,
  date: null,
  timestamp: null,
};

/**
 * One rule between two prices of a bar, said of `column`: it breaks when `column` lies on the wrong side
 * of `other`. Together they are `low ≤ open ≤ high` and `low ≤ close ≤ high`.
 */
export interface BarRule {
  column: 'high' | 'low';
  other: 'open' | 'close';
  /** SQL true when the rule breaks, given the SQL of the two typed values. */
  broken: (column: string, other: string) => string;
  problem: string;
}

export const BAR_RULES: readonly BarRule[] = [
  { column: 'high', other: 'open', broken: (high, open) => `${high} < ${open}`, problem: 'is below the open' },
  { column: 'high', other: 'close', broken: (high, close) => `${high} < ${close}`, problem: 'is below the close' },
  { column: 'low', other: 'open', broken: (low, open) => `${low} > ${open}`, problem: 'is above the open' },
  { column: 'low', other: 'close', broken: (low, close) => `${low} > ${close}`, problem: 'is above the close' },
];

/** SQL true when every bar rule holds, with `value(name)` the SQL of a typed price. */
export const barHolds = (value: (name: string) => string): string =>
  BAR_RULES.map((rule) => `NOT (${rule.broken(value(rule.column), value(rule.other))})`).join(' AND ');

/**
 * SQL for `column`'s value when it passes the value rule of its column, else NULL (a missing value stays
 * NULL). Inserted into a NOT NULL column, a broken rule then fails the statement instead of being stored.
 */
export function validOrNull(column: CanonicalColumn, c = quoted(column.name)): string {
  const rule = valueRules[column.type];
  return rule === null ? c : `CASE WHEN ${rule.holds(c)} THEN ${c} END`;
}
