/** The company entries and statements of an answer, as the response schema shapes them. */
import type { Entry } from './entries';
import type { CompanyEntry, Statement } from './schemas';
import type { StatementRow } from './statements-sql';
import type { View } from './view';

export function statementOf(row: StatementRow, view: View): Statement {
  return {
    statedBy: row.filerTicker ?? row.filerName,
    isOwnFiling: row.own,
    form: row.form,
    filedDate: row.filedDate,
    filingUrl: row.filingUrl,
    quote: row.quote,
    role: row.role,
    share: row.percentFloor === null ? null : { percent: row.percent, percentFloor: row.percentFloor, basis: row.basis, period: row.period },
    value: view.values.get(row) ?? null,
  };
}

export const entryOf = (entry: Entry, view: View): CompanyEntry => ({
  name: entry.name,
  ticker: entry.ticker,
  competitorNamedBy: entry.namedBy,
  statements: entry.rows.map((row) => statementOf(row, view)),
});
