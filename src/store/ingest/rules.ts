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

interface Rule {
  column: CanonicalColumn;
  /** True for a row that breaks the rule. */
  broken: string;
  problem: string;
}

function rulesFor(column: CanonicalColumn): Rule[] {
  const c = quoted(column.name);
  const rules: Rule[] = [];
  if (column.required) rules.push({ column, broken: `${c} IS NULL`, problem: 'is empty' });
  switch (column.type) {
    case 'number':
      // isfinite first: NaN compares greater than every number in DuckDB.
      rules.push({ column, broken: `${c} IS NOT NULL AND NOT (isfinite(${c}) AND ${c} > 0)`, problem: 'must be a number greater than 0' });
      break;
    case 'integer':
      rules.push({
        column,
        broken: `${c} IS NOT NULL AND NOT (isfinite(${c}) AND ${c} >= 0 AND ${c} = trunc(${c}) AND ${c} <= ${MAX_WHOLE})`,
        problem: 'must be a whole number, 0 or more',
      });
      break;
    case 'currency':
      rules.push({ column, broken: `${c} IS NOT NULL AND NOT regexp_full_match(trim(${c}), '[A-Za-z]{3}')`, problem: 'must be a three-letter currency code' });
      break;
    case 'ticker':
    case 'date':
      break;
  }
  return rules;
}

/** Throws a 400 naming the first row that breaks a rule of `layout`, its column and its value. */
export async function checkRules(tx: WriteTx, file: string, layout: DatasetLayout): Promise<void> {
  const rules = layout.columns.flatMap(rulesFor);
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
