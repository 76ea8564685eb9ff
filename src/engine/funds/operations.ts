/**
 * `funds.operations`: the N-CEN filings that cover a fund, newest first, each with the fund's service
 * providers and the registrant's. N-CEN is a registrant-level filing: a filing covers a fund when it lists
 * the fund's series id, or, listing no series at all, when its registrant's CIK is the fund's. Coverage is
 * always `registrantLevelTrackedIssuerFeed`; an empty list says no such filing is stored, never that none
 * was filed.
 */
import type { EngineContext } from '../context';
import { requireOperationsFund } from './operations-fund';
import { OPERATIONS_COVERAGE, type FundOperationRow, type FundOperations } from './operations-schemas';

export interface FundOperationsParams {
  ticker: { key: string };
  limit: number;
}

export const COVERAGE_NOTE =
  'Form N-CEN is filed once a year by a registrant (the trust or company) for the series it lists. Rows are the stored '
  + "filings that list this fund's series id (or that list no series and were filed by its registrant), with the fund's "
  + "service providers and the registrant's. An empty list means no such filing is stored here: it is not evidence that "
  + 'none was filed.';

/** $1 series id, $2 registrant CIK of the fund (or null), $3 limit. */
const ROWS = `
WITH listed AS (SELECT filing_id, unnest(series).series_id AS series_id FROM fund_ncen_filings),
linked AS (
  SELECT filing_id FROM listed WHERE series_id = $1
  UNION
  SELECT filing_id FROM fund_ncen_filings
  WHERE $2 IS NOT NULL AND len(series) = 0 AND ltrim(registrant_cik, '0') = ltrim($2, '0')
)
SELECT f.filed_date AS "filedDate", f.report_period_end AS "reportPeriodEnd", f.investment_company_type AS "investmentCompanyType",
       f.investment_company_file_number AS "investmentCompanyFileNumber", f.is_amendment AS "isAmendment",
       f.is_first_filing AS "isFirstFiling", f.is_last_filing AS "isLastFiling",
       coalesce((SELECT list({'role': p.role, 'name': p.name, 'country': p.country, 'isAffiliated': p.is_affiliated}
                             ORDER BY p.series_id IS NULL, p.position)
                 FROM fund_ncen_providers p WHERE p.filing_id = f.filing_id AND (p.series_id IS NULL OR p.series_id = $1)), []) AS "serviceProviders",
       f.accession AS "accessionNumber", f.registrant_name AS "registrantName", f.registrant_cik AS "registrantCik"
FROM fund_ncen_filings f
WHERE f.filing_id IN (SELECT filing_id FROM linked)
ORDER BY f.report_period_end DESC, f.filed_date DESC NULLS LAST, f.filing_id DESC
LIMIT $3`;

export async function fundOperations(ctx: EngineContext, p: FundOperationsParams): Promise<FundOperations> {
  const fund = await requireOperationsFund(ctx, p.ticker.key);
  const data = await ctx.store.all<FundOperationRow>(ROWS, [fund.profileId, fund.registrantCik, p.limit]);
  return { profileId: fund.profileId, seriesName: fund.seriesName, coverage: OPERATIONS_COVERAGE, coverageNote: COVERAGE_NOTE, data };
}
