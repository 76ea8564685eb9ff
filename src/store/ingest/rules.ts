/**
 * The value rules every staged row must pass, derived from the column types of the dataset layout. One
 * scan of the staged table checks them all; the first bad row is then named with its column and value.
 * Tickers are checked separately (`tickers.ts`), against the same parser the API uses.
 */
import type { WriteTx } from '../store';
import type { CanonicalColumn, DatasetLayout } from './datasets';
import { quoteValue, rowProblem } from './problems';
import { STAGED, firstViolation, quoted } from './stage';

/** The largest whole number a DOUBLE holds exactly; volumes beyond it cannot be stored faithfully. */
const MAX_WHOLE = 9_007_199_254_740_991;
/** The largest finite DOUBLE. DuckDB orders NaN above every number, so `<=` this refuses NaN and infinity. */
const MAX_FINITE = '1.7976931348623157e308';

interface Rule {
  column: CanonicalColumn;
  /** What a present value must satisfy; null for the rule that the value be present at all. */
  holds: string | null;
  /** True for a row that breaks the rule. */
  broken: string;
  problem: string;
}

/** The rules of one column; `c` is how SQL refers to its value. */
function rulesFor(column: CanonicalColumn, c = quoted(column.name)): Rule[] {
  const rules: Rule[] = [];
  if (column.required) rules.push({ column, holds: null, broken: `${c} IS NULL`, problem: 'is empty' });
  const valueRule = (holds: string, problem: string): Rule => ({ column, holds, broken: `${c} IS NOT NULL AND NOT (${holds})`, problem });
  switch (column.type) {
    case 'number':
      rules.push(valueRule(`${c} > 0 AND ${c} <= ${MAX_FINITE}`, 'must be a number greater than 0'));
      break;
    case 'integer':
      rules.push(valueRule(`${c} >= 0 AND ${c} <= ${MAX_WHOLE} AND ${c} = trunc(${c})`, 'must be a whole number, 0 or more'));
      break;
    case 'currency':
      rules.push(valueRule(`regexp_full_match(trim(${c}), '[A-Za-z]{3}')`, 'must be a three-letter currency code'));
      break;
    case 'transport':
      rules.push(valueRule(`lower(trim(${c})) IN ('websocket', 'rest')`, 'must be WebSocket or Rest'));
      break;
    case 'ticker':
    case 'date':
    case 'timestamp':
      break;
  }
  return rules;
}

/**
 * SQL for `column`'s value when it passes the value rules of its column, else NULL (a missing value stays
 * NULL). Inserted into a NOT NULL column, a broken rule then fails the statement instead of being stored.
 */
export function validOrNull(column: CanonicalColumn, c = quoted(column.name)): string {
  const holds = rulesFor(column, c).flatMap((r) => (r.holds === null ? [] : [r.holds]));
  return holds.length === 0 ? c : `CASE WHEN ${holds.join(' AND ')} THEN ${c} END`;
}

/** Throws a 400 naming the first row that breaks a rule of `layout`, its column and its value. */
export async function checkRules(tx: WriteTx, file: string, layout: DatasetLayout): Promise<void> {
  const rules = layout.columns.flatMap((c) => rulesFor(c));
  const bad = await firstViolation(tx, STAGED, rules.map((r) => r.broken));
  if (!bad) return;
  const rule = rules[bad.check]!;
  const cell = await tx.one<{ value: string | null }>(
    `SELECT CAST(${quoted(rule.column.name)} AS VARCHAR) AS value FROM ${STAGED} WHERE rowid = (SELECT min(rowid) FROM ${STAGED} WHERE ${rule.broken})`,
  );
  const value = cell?.value;
  const problem = value === null || value === undefined ? rule.problem : `${quoteValue(value)} ${rule.problem}`;
  throw rowProblem(file, bad.row, rule.column.name, problem);
}
