/**
 * The statements a company's supply chain is built from: those of its own current annual report, and
 * those of every other filer's current report that name it. A filer's current report is its newest by
 * fiscal period (an original before an amendment of the same period, which often restates only part of
 * it); older reports are kept in the store but not read, so a relationship a company stopped stating is
 * not shown as current.
 */
import type { Sql } from '../../store/store';
import type { Company } from './company';
import type { StoredStatement } from './statement';

/** Each filer's current annual report. */
export const CURRENT_REPORTS = `
SELECT * FROM annual_reports
QUALIFY row_number() OVER (PARTITION BY cik ORDER BY period_end DESC, form LIKE '%/A', filed_date DESC NULLS LAST, form) = 1`;

/** One stored statement with its report, as the rules read it. */
export interface StatementRow extends StoredStatement {
  own: boolean;
  cik: number;
  filerTicker: string | null;
  filerName: string;
  form: string;
  filedDate: string | null;
  filingUrl: string | null;
  accession: string | null;
  periodEnd: string;
  fiscalYear: number | null;
  /** The report is part of the synthetic sample: its values are read from synthetic facts only. */
  synthetic: boolean;
  position: number;
}

const REPORT_COLUMNS = `r.cik, r.ticker AS "filerTicker", r.name AS "filerName", r.form, CAST(r.filed_date AS VARCHAR) AS "filedDate",
  r.filing_url AS "filingUrl", r.accession, CAST(r.period_end AS VARCHAR) AS "periodEnd", r.fiscal_year AS "fiscalYear", r.source = 'sample' AS synthetic`;

// The company is the filer when its ticker or CIK is the report's; it is named when a statement resolved
// to its ticker or to another ticker SEC links to its CIK (another share class).
const STATEMENTS = `
WITH cur AS (${CURRENT_REPORTS}),
tickers AS (SELECT CAST($1 AS VARCHAR) AS ticker UNION SELECT ticker FROM sec_tickers WHERE cik = CAST($2 AS BIGINT))
SELECT (coalesce(r.ticker = $1, false) OR r.cik IS NOT DISTINCT FROM CAST($2 AS BIGINT)) AS own, ${REPORT_COLUMNS},
  s.position, s.side, s.counterparty, s.counterparty_ticker AS "counterpartyTicker", s.role, s.quote, s.percent,
  s.percent_floor AS "percentFloor", s.basis, s.period
FROM cur r JOIN supply_chain_statements s USING (cik, form, period_end)
WHERE r.ticker = $1 OR r.cik IS NOT DISTINCT FROM CAST($2 AS BIGINT) OR s.counterparty_ticker IN (SELECT ticker FROM tickers)
ORDER BY own DESC, r.filed_date DESC NULLS LAST, r.period_end DESC, r.cik, s.position`;

const OWN_REPORT = `
WITH cur AS (${CURRENT_REPORTS})
SELECT r.form, CAST(r.filed_date AS VARCHAR) AS "filedDate", r.filing_url AS "filingUrl"
FROM cur r WHERE r.ticker = $1 OR r.cik IS NOT DISTINCT FROM CAST($2 AS BIGINT)`;

export const readStatements = (sql: Sql, company: Company): Promise<StatementRow[]> => sql.all<StatementRow>(STATEMENTS, [company.ticker, company.cik]);

export interface AnnualReport {
  form: string;
  filedDate: string | null;
  filingUrl: string | null;
}

/** The company's own current annual report, or null when none is read. */
export async function ownReport(sql: Sql, company: Company): Promise<AnnualReport | null> {
  return (await sql.one<AnnualReport>(OWN_REPORT, [company.ticker, company.cik])) ?? null;
}

/** Which of `tickers` have an annual report of their own in the store (by ticker or SEC's CIK link). */
export async function tickersRead(sql: Sql, tickers: readonly string[]): Promise<Set<string>> {
  if (tickers.length === 0) return new Set();
  const rows = await sql.all<{ ticker: string }>(
    `SELECT t.ticker FROM (SELECT unnest(from_json(CAST(? AS JSON), '["VARCHAR"]')) AS ticker) t
     WHERE EXISTS (SELECT 1 FROM annual_reports r WHERE r.ticker = t.ticker OR r.cik IN (SELECT cik FROM sec_tickers s WHERE s.ticker = t.ticker))`,
    [JSON.stringify(tickers)],
  );
  return new Set(rows.map((r) => r.ticker));
}
