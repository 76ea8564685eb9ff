/**
 * What the reads of one institution share: its quarter (the one asked, else its newest stored) and the
 * head every answer carries, or 404 for a CIK with no stored 13F report of that quarter.
 */
import { notFound } from '../../core/errors';
import type { EngineContext } from '../context';
import { todayInNewYork } from '../windows';
import { filingDeadline, isQuarterEnd } from './quarters';
import { invalidParameter } from '../../core/errors';

export interface InstitutionHead {
  cik: string;
  name: string;
  reportDate: string;
  isFilingWindowOpen: boolean;
  reportType: 'HOLDINGS' | 'COMBINATION' | 'NOTICE';
  isCombinedQuarter: boolean;
  portfolioValue: number;
  positionCount: number;
}

/** A CIK as given (digits, leading zeros optional) in its stored ten-digit form. */
export const tenDigits = (cik: string): string => cik.padStart(10, '0');

const QUARTER = `
SELECT filer_cik AS cik, filer_name AS name, CAST(report_date AS VARCHAR) AS "reportDate", report_type AS "reportType",
       total_value AS "portfolioValue", position_count AS "positionCount"
FROM thirteenf_reports
WHERE filer_cik = ? AND (CAST(? AS DATE) IS NULL OR report_date = CAST(? AS DATE))
ORDER BY report_date DESC
LIMIT 1`;

/** The institution's quarter, or 404 naming the CIK (and the quarter when one was asked). */
export async function requireInstitution(ctx: EngineContext, cik: string, reportDate: string | undefined): Promise<InstitutionHead> {
  if (reportDate !== undefined && !isQuarterEnd(reportDate)) {
    throw invalidParameter(`Invalid parameter 'reportDate': ${reportDate} is not a calendar quarter end (03-31, 06-30, 09-30 or 12-31).`);
  }
  const row = await ctx.store.one<Omit<InstitutionHead, 'isFilingWindowOpen' | 'isCombinedQuarter'>>(QUARTER, [tenDigits(cik), reportDate ?? null, reportDate ?? null]);
  if (row === undefined) {
    throw notFound(reportDate === undefined
      ? `No 13F report of CIK ${cik} is stored (fds institutions search finds filers by name).`
      : `No 13F report of CIK ${cik} for the quarter ended ${reportDate} is stored.`);
  }
  return {
    ...row, isFilingWindowOpen: todayInNewYork(ctx.clock) <= filingDeadline(row.reportDate), isCombinedQuarter: row.reportType !== 'HOLDINGS',
  };
}
