/**
 * One company's supply chain as the rules see it: the company, its own current annual report, the
 * companies on each side with their statements, and the value of every share of revenue. Both reads (the
 * supply chain and the overlap) start here.
 */
import type { ListingKey } from '../../core/tickers';
import type { EngineContext } from '../context';
import { requireCompany, type Company } from './company';
import { groupEntries, type Sides } from './entries';
import type { Statement } from './schemas';
import { ownReport, readStatements, type AnnualReport, type StatementRow } from './statements-sql';
import { statementValues } from './values';

export interface View {
  company: Company;
  report: AnnualReport | null;
  sides: Sides;
  /** Statements concerning the company, none from its own report. */
  onlyOthers: boolean;
  values: ReadonlyMap<StatementRow, NonNullable<Statement['value']>>;
}

/** The view of a company already known to exist. */
export async function viewOfCompany(ctx: EngineContext, company: Company): Promise<View> {
  const rows = await readStatements(ctx.store, company);
  return {
    company,
    report: await ownReport(ctx.store, company),
    sides: groupEntries(rows),
    onlyOthers: rows.length > 0 && rows.every((r) => !r.own),
    values: await statementValues(ctx.store, rows),
  };
}

/** The view of `ticker`, or 404 when the store does not know it. */
export async function viewOf(ctx: EngineContext, ticker: ListingKey): Promise<View> {
  return viewOfCompany(ctx, await requireCompany(ctx, ticker));
}
