/**
 * `funds.owners`: the fund series that hold a stock, from each series' newest report only. A series whose
 * newest reporting period is more than {@link SILENT_MONTHS} months before today has stopped filing and is
 * left out of the rows and of totalPositions. `registrantOrSeries` (a case-insensitive substring of the
 * registrant or series name) filters before the total and the paging.
 *
 * A holding is the stock's when the filing identifies it so: its identifiers' ticker is the listing's
 * ticker (a dot or slash class separator read as the dash, BRK.B is BRK-B), or its CUSIP, or the CUSIP
 * inside its ISIN (characters 3 to 11 of a US or CA ISIN), is a CUSIP the SEC's fails-to-deliver files
 * pair with the ticker. Set-based in one statement: ranked by value, largest first.
 */
import { addMonths } from '../../core/dates';
import { pageWithTotal } from '../../core/params';
import { todayInNewYork } from '../windows';
import type { EngineContext } from '../context';
import type { FundOwnerRow, FundOwners } from './schemas';

/** Months without a report after which a series no longer counts as a fund owner. */
export const SILENT_MONTHS = 18;

export interface FundOwnersParams {
  ticker: { key: string };
  registrantOrSeries?: string | undefined;
  limit: number;
  offset: number;
}

/**
 * The stock's positions in each counted series' newest report ($1 ticker, $2 oldest period counted, $3
 * filter, $4 and $5 the ticker with its class separator written as a dot and as a slash). The holdings
 * that are the stock's are found first and only then joined to the newest reports: a scan of one column
 * instead of a join of every holding.
 */
const HELD = `
WITH listed AS (SELECT DISTINCT cusip FROM fails_to_deliver WHERE ticker = $1),
mine AS (
  SELECT * FROM fund_holdings h
  WHERE h.ticker IN ($1, $4, $5)
     OR h.cusip IN (SELECT cusip FROM listed)
     OR (substr(h.isin, 1, 2) IN ('US', 'CA') AND substr(h.isin, 3, 9) IN (SELECT cusip FROM listed))
),
newest AS (SELECT series_id, max(report_period_date) AS report_period_date FROM fund_reports GROUP BY series_id),
held AS (
  SELECT r.series_id, r.registrant_name, r.series_name, r.report_period_date, h.position, h.balance, h.units, h.value_usd,
         h.percent_of_net_assets, h.payoff_profile
  FROM newest JOIN fund_reports r USING (series_id, report_period_date) JOIN mine h USING (series_id, report_period_date)
  WHERE r.report_period_date >= CAST($2 AS DATE)
    AND ($3 IS NULL OR contains(lower(r.registrant_name), lower($3)) OR contains(lower(r.series_name), lower($3)))
)`;

const OWNERS = `${HELD}
SELECT series_id AS "profileId", registrant_name AS "registrantName", series_name AS "seriesName", report_period_date AS "reportPeriodDate",
       balance, units, value_usd AS "valueUsd", percent_of_net_assets AS "percentOfNetAssets", payoff_profile AS "payoffProfile",
       count(*) OVER () AS total
FROM held
ORDER BY value_usd DESC NULLS LAST, registrant_name, series_name, series_id, position
LIMIT $6 OFFSET $7`;

const COUNT = `${HELD}
SELECT count(*) AS n FROM held`;

export async function fundOwners(ctx: EngineContext, p: FundOwnersParams): Promise<FundOwners> {
  const cutoff = addMonths(todayInNewYork(ctx.clock), -SILENT_MONTHS);
  const filter = p.registrantOrSeries?.trim() || null;
  const key = p.ticker.key;
  const held = [key, cutoff, filter, key.replaceAll('-', '.'), key.replaceAll('-', '/')];
  const rows = await ctx.store.all<FundOwnerRow & { total: number }>(OWNERS, [...held, p.limit, p.offset]);
  // The total rides on each row; a page past the last row reads it apart.
  const total = rows.length > 0 ? Number(rows[0]!.total) : Number((await ctx.store.one<{ n: number }>(COUNT, held))?.n ?? 0);
  const data = rows.map(({ total: _total, ...row }) => row);
  return { totalPositions: total, ...pageWithTotal(data, p.limit, p.offset, total) };
}
