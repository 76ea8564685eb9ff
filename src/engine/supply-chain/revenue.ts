/**
 * Annual revenue from the store's SEC company facts (`fds ingest company-facts`): a fiscal year is a
 * duration of 350 to 380 days, its revenue the first concept of `REVENUE_CONCEPTS` tagging it. Synthetic
 * and real facts are never mixed with the other kind of report: a real statement is valued with real facts
 * only, a sample one with sample facts only.
 */
import type { Sql } from '../../store/store';
import { FISCAL_YEAR_DAYS } from '../buybacks/rules';
import { REVENUE_CONCEPTS } from './revenue-concepts';

export interface RevenueYear {
  start: string;
  end: string;
  value: number;
}

const RANKS = REVENUE_CONCEPTS.map((concept, i) => `('${concept}', ${i + 1})`).join(', ');

const years = (where: string) => `
SELECT CAST(f.period_start AS VARCHAR) AS start, CAST(f.period_end AS VARCHAR) AS "end",
  first(f.value ORDER BY p.rank, f.filed DESC NULLS LAST, f.accession DESC) AS value
FROM company_facts f JOIN (VALUES ${RANKS}) AS p(concept, rank) ON p.concept = f.concept
WHERE f.cik = ? AND f.unit = 'USD' AND f.period_start IS NOT NULL AND (f.source = 'sample') = ?
  AND date_diff('day', f.period_start, f.period_end) + 1 BETWEEN ${FISCAL_YEAR_DAYS.min} AND ${FISCAL_YEAR_DAYS.max}
  AND ${where}
GROUP BY f.period_start, f.period_end
ORDER BY f.period_end DESC`;

// The facts of one annual report: its accession when known, else the annual facts filed for its fiscal year in its form.
const FILING_YEARS = years("(f.accession = ? OR (f.fiscal_year = ? AND f.fiscal_period = 'FY' AND f.form = ?))");
// Every fiscal year of a company, each from the newest filing tagging it.
const COMPANY_YEARS = years('true');

export interface FilingRef {
  cik: number;
  accession: string | null;
  fiscalYear: number | null;
  form: string;
  synthetic: boolean;
}

/** The fiscal years' revenue one annual report states (its own year and the comparatives), newest first. */
export const filingRevenue = (sql: Sql, filing: FilingRef): Promise<RevenueYear[]> =>
  sql.all<RevenueYear>(FILING_YEARS, [filing.cik, filing.synthetic, filing.accession, filing.fiscalYear, filing.form]);

/** A company's revenue of every fiscal year on file, newest first. */
export const companyRevenue = (sql: Sql, cik: number, synthetic: boolean): Promise<RevenueYear[]> => sql.all<RevenueYear>(COMPANY_YEARS, [cik, synthetic]);

/** SEC's CIK of a listing (its newest ticker link), or null. */
export async function cikOfTicker(sql: Sql, ticker: string): Promise<number | null> {
  return (await sql.one<{ cik: number | null }>('SELECT first(cik ORDER BY captured_at DESC, cik) AS cik FROM sec_tickers WHERE ticker = ?', [ticker]))?.cik ?? null;
}
