/**
 * `funds.holdings`: the holdings of one fund's newest report. The fund id is a profile id (SEC series
 * id), a series' own ticker or a verified share-class ticker; the report is the one with the greatest
 * reporting-period date. An unknown fund is 404; a page past the last holding is empty, not an error.
 */
import { notFound } from '../../core/errors';
import { pageWithTotal } from '../../core/params';
import type { EngineContext } from '../context';
import type { FundHoldingRow, FundHoldings } from './schemas';
import { COVERAGE_SQL, NEWEST_REPORTS, SERIES_OF_ID } from './sql';

export interface FundHoldingsParams {
  ticker: { key: string };
  limit: number;
  offset: number;
}

interface ReportRow {
  profileId: string;
  seriesName: string;
  ticker: string | null;
  reportPeriodDate: string;
  netAssets: number | null;
  totalHoldings: number;
  reportedHoldingCount: number | null;
  holdingsCoverage: FundHoldings['holdingsCoverage'];
}

const REPORT = `
SELECT series_id AS "profileId", series_name AS "seriesName", ticker, report_period_date AS "reportPeriodDate", net_assets AS "netAssets",
       CAST(holding_count AS INTEGER) AS "totalHoldings", reported_holding_count AS "reportedHoldingCount",
       ${COVERAGE_SQL('holding_count', 'reported_holding_count')} AS "holdingsCoverage"
FROM (${NEWEST_REPORTS})
WHERE series_id = (${SERIES_OF_ID})`;

const ROWS = `
SELECT name, cusip, balance, units, value_usd AS "valueUsd", percent_of_net_assets AS "percentOfNetAssets", asset_category AS "assetCategory", country
FROM fund_holdings
WHERE series_id = ? AND report_period_date = CAST(? AS DATE)
ORDER BY value_usd DESC NULLS LAST, position
LIMIT ? OFFSET ?`;

/** The series a fund id names and its newest report, or 404. */
export async function requireFund(ctx: EngineContext, id: string): Promise<ReportRow> {
  const report = await ctx.store.one<ReportRow>(REPORT, [id]);
  if (report === undefined) {
    throw notFound(`Unknown fund '${id}': no stored N-PORT-P report has it as profile id, series id, series ticker or verified share-class ticker.`);
  }
  return report;
}

export async function fundHoldings(ctx: EngineContext, p: FundHoldingsParams): Promise<FundHoldings> {
  const report = await requireFund(ctx, p.ticker.key);
  const rows = await ctx.store.all<FundHoldingRow>(ROWS, [report.profileId, report.reportPeriodDate, p.limit, p.offset]);
  return { ...report, ...pageWithTotal(rows, p.limit, p.offset, report.totalHoldings) };
}
