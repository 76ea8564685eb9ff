/**
 * `funds.swedishPositions`: the positions Swedish UCITS funds report to Finansinspektionen in a listing's
 * exact ISIN, for one quarter: `periodEnd` when given, else the newest captured quarter. Each fund's quarter
 * is read from its newest captured revision; every position row of it stays a row of its own, with its
 * source row. The listing resolves as on the European short-selling routes (a verified listing's ISIN).
 *
 * Coverage: `unresolved_security` (no verified ISIN), `not_captured` (the quarter, or any quarter, is not
 * captured), `no_matching_positions` (captured, no fund reports the ISIN), `available`. None of the first
 * three says that no fund holds the security.
 */
import { fromUtcDate } from '../../core/dates';
import { pageWithTotal } from '../../core/params';
import type { EngineContext } from '../context';
import { resolveEuropeanListing } from '../short/eu-listings';
import { isStaleCapture, SE_FUND_SOURCE } from './se-positions-source';
import type { SePositionCoverage, SwedishFundPosition, SwedishFundPositions } from './se-positions-schemas';

export interface SwedishPositionsParams {
  exchange: string;
  ticker: string;
  periodEnd?: string | undefined;
  limit: number;
  offset: number;
}

/** The newest captured quarter, and the answered quarter's last capture ($1: the quarter asked for, or null). */
const QUARTERS = `
WITH asked AS (SELECT latest, coalesce(CAST($1 AS DATE), latest) AS answered FROM (SELECT max(period_end) AS latest FROM se_fund_reports))
SELECT latest, answered, (SELECT max(captured_at) FROM se_fund_reports WHERE period_end = answered) AS "checkedAt" FROM asked`;

/** Each fund's newest captured revision of the quarter $1, joined to its position rows in ISIN $2. */
const IN_QUARTER = `
WITH revisions AS (
  SELECT * FROM se_fund_reports WHERE period_end = CAST($1 AS DATE)
  QUALIFY row_number() OVER (PARTITION BY institute_number ORDER BY captured_at DESC, revision_id DESC) = 1
)`;
const MATCHED = 'FROM revisions r JOIN se_fund_positions p USING (institute_number, period_end, revision_id) WHERE p.isin = $2';

/** The page of rows ($3 limit, $4 offset), each with the total. */
const POSITIONS = `${IN_QUARTER}
SELECT r.institute_number AS "fundInstituteNumber", r.fund_name AS "fundName", r.company_name AS "managementCompany",
       r.period_end AS "reportingDate", p.instrument_name AS "instrumentName", p.isin, p.asset_type AS "assetType",
       p.issuer_country AS "issuerCountry", p.currency, p.quantity, p.market_value_sek AS "marketValueSek",
       p.percent_of_fund_assets AS "percentOfFundAssets", r.fund_assets_sek AS "fundAssetsSek", r.captured_at AS "revisionCapturedAt",
       {'revisionId': p.revision_id, 'rowNumber': p.row_number} AS "sourceRow",
       count(*) OVER () AS total
${MATCHED}
ORDER BY p.market_value_sek DESC NULLS LAST, r.institute_number, p.row_number
LIMIT $3 OFFSET $4`;

const COUNT = `${IN_QUARTER}
SELECT count(*) AS n ${MATCHED}`;

function coverageStatus(isin: string | null, captured: boolean, total: number): SePositionCoverage {
  if (isin === null) return 'unresolved_security';
  if (!captured) return 'not_captured';
  return total === 0 ? 'no_matching_positions' : 'available';
}

export async function swedishFundPositions(ctx: EngineContext, p: SwedishPositionsParams): Promise<SwedishFundPositions> {
  const listing = resolveEuropeanListing(p.exchange, p.ticker);
  const quarters = await ctx.store.one<{ latest: string | null; answered: string | null; checkedAt: string | null }>(QUARTERS, [p.periodEnd ?? null]);
  const checkedAt = quarters?.checkedAt ?? null;
  const periodEnd = quarters?.answered ?? null;
  const captured = checkedAt !== null;
  let rows: (SwedishFundPosition & { total?: number })[] = [];
  let total = 0;
  if (listing.isin !== null && captured) {
    rows = await ctx.store.all(POSITIONS, [periodEnd!, listing.isin, p.limit, p.offset]);
    // The total rides on each row; a page past the last row counts apart.
    total = rows.length > 0 ? Number(rows[0]!.total) : Number((await ctx.store.one<{ n: number }>(COUNT, [periodEnd!, listing.isin]))?.n ?? 0);
  }
  const latest = quarters?.latest ?? null;
  return {
    ...SE_FUND_SOURCE,
    coverageStatus: coverageStatus(listing.isin, captured, total),
    isin: listing.isin,
    periodEnd,
    latestCapturedPeriodEnd: latest,
    checkedAt,
    isStale: isStaleCapture(latest, fromUtcDate(ctx.clock.now())),
    totalPositions: total,
    ...pageWithTotal(rows.map(({ total: _total, ...row }) => row), p.limit, p.offset, total),
  };
}
