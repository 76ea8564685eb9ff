/**
 * Every check a staged text row must pass, as `RowCheck`s for `findProblems`: a required value is present;
 * a value converts to its column's type (a date in the layout's form, a number, …); a converted value
 * passes its column's rule; the prices of a bar lie between its low and high; the ticker is a ticker; a
 * ticker keeps one currency; a column the layout fixes holds its value. A day the layout writes without
 * data is left out of every check (and of the load). Problems name columns as the file writes them and
 * show values as written.
 */
import { converted, isBlank, literal, quoted, typeLabel } from './convert';
import { currencyCheck } from './currencies';
import type { RowCheck } from './find-problems';
import { BAR_RULES, valueRules } from './rules';
import { columnFilling, withoutDataSql, type SourceColumn, type SourceLayout } from './source-layout';
import { notATicker, tickerKeyOf } from './tickers';

/** The checks of one column that fills a canonical column. */
function columnChecks(layout: SourceLayout, column: SourceColumn, table: string): RowCheck[] {
  const canonical = column.canonical;
  if (canonical === null) return [];
  const c = quoted(column.name);
  const present = `NOT ${isBlank(c)}`;
  const on = (failed: string, problem: string): RowCheck => ({ failed, column: column.header, value: c, problem });
  const checks: RowCheck[] = [];
  if (canonical.required) checks.push({ failed: isBlank(c), column: column.header, value: null, problem: 'is empty' });
  const typed = converted(layout, column);
  if (typed !== null) checks.push(on(`${present} AND ${typed} IS NULL`, `is not ${typeLabel(layout, column)}`));
  const rule = valueRules[canonical.type];
  // A value that did not convert is reported once, above: its rule then compares NULL and does not fail.
  if (rule !== null) checks.push(on(`${present} AND NOT (${rule.holds(typed ?? c)})`, rule.problem));
  if (canonical.type === 'ticker') checks.push(on(`${present} AND ${tickerKeyOf(layout, table)} IS NULL`, notATicker(layout)));
  return checks;
}

/** `low ≤ open ≤ high` and `low ≤ close ≤ high`, checked only between prices that are valid themselves. */
function barChecks(layout: SourceLayout): RowCheck[] {
  if (layout.dataset.name !== 'prices') return [];
  return BAR_RULES.flatMap((rule) => {
    const column = columnFilling(layout, rule.column);
    const other = columnFilling(layout, rule.other);
    if (column === undefined || other === undefined) return [];
    const valid = (c: SourceColumn): string => {
      const typed = converted(layout, c)!;
      return `${typed} IS NOT NULL AND ${valueRules.number!.holds(typed)}`;
    };
    return [{
      failed: `${valid(column)} AND ${valid(other)} AND ${rule.broken(converted(layout, column)!, converted(layout, other)!)}`,
      column: column.header,
      value: quoted(column.name),
      problem: rule.problem,
      detail: `${literal(`${rule.other} `)} || ${quoted(other.name)}`,
    }];
  });
}

/** A column the layout fixes to one value (Stooq's period, `D` for daily bars). */
function fixedCheck(layout: SourceLayout): RowCheck[] {
  const fixed = layout.fixed;
  const column = fixed === null ? undefined : layout.columns.find((c) => c.name === fixed.as);
  if (fixed === null || column === undefined) return [];
  const c = quoted(column.name);
  return [{ failed: `upper(trim(coalesce(${c}, ''))) <> ${literal(fixed.value)}`, column: column.header, value: c, problem: fixed.problem }];
}

/** Every check of `layout` over the staged text rows of `table`, in the order problems of one line are listed. */
export function rowChecks(layout: SourceLayout, table: string): RowCheck[] {
  const checks = [
    ...layout.columns.flatMap((column) => columnChecks(layout, column, table)),
    ...barChecks(layout),
    ...fixedCheck(layout),
    ...[currencyCheck(layout, table)].filter((check): check is RowCheck => check !== null),
  ];
  const skipped = withoutDataSql(layout);
  return skipped === null ? checks : checks.map((check) => ({ ...check, failed: `NOT ${skipped} AND (${check.failed})` }));
}
