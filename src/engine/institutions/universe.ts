/**
 * The market-wide reads (`most-held`, `market-activity`) share their quarter: the one asked, else the
 * newest whose filing window has closed, with its vintage; and a statement's per-stock Shares positions of
 * a quarter, by filer, through the one CUSIP map.
 */
import type { EngineContext } from '../context';
import { chooseQuarter, vintageOf, type Vintage } from './quarters';

/** The quarter and its vintage; null when no 13F report is stored. */
export async function marketQuarter(ctx: EngineContext, given: string | undefined): Promise<Vintage | null> {
  const quarter = await chooseQuarter(ctx, given, true);
  return quarter === null ? null : vintageOf(ctx, quarter);
}

/** The vintage of an answer with no stored quarter. */
export const NOTHING_STORED = {
  reportDate: null, previousReportDate: null, isFilingWindowOpen: false, comparisonAvailable: false, comparisonUnavailableReason: 'No 13F report is stored.',
} as const;

/**
 * SQL: `(ticker, filer_cik, shares, value, issuer)` of the Shares positions at the quarter `at` (an SQL
 * date expression) whose CUSIP maps to a listing. Needs `cusip_map` in scope.
 */
export const heldAt = (at: string): string => `
SELECT m.ticker, p.filer_cik, sum(p.shares) AS shares, sum(p.value) AS value, min(p.issuer_name) AS issuer
FROM thirteenf_positions p JOIN cusip_map m USING (cusip)
WHERE p.report_date = ${at} AND p.position_type = 'Shares'
GROUP BY m.ticker, p.filer_cik`;

/** SQL: the company name of `ticker` column of `alias`: the listing's name, else the issuer as filed. */
export const companyName = (alias: string): string =>
  `coalesce((SELECT l.name FROM listings l WHERE l.ticker = ${alias}.ticker), ${alias}.issuer)`;
