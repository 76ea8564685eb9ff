/**
 * `insiders.proposedSales`: Form 144 notices of a listing's issuer, newest filing first. A notice names
 * its issuer by CIK; the issuer record links that CIK to the listing, and supplies `sharesOutstanding`
 * (the listing's current count, never the notice's own figure). A notice whose issuer is not linked to a
 * listing answers for no ticker.
 */
import { pageFromProbe } from '../../core/params';
import type { EngineContext } from '../context';
import { requireKnownTicker } from './listing';
import type { ProposedSalePage, ProposedSaleRow } from './schemas';
import type { TickerPageParams } from '../prices/query-params';

// One record per issuer: a known share count first, then the newest capture.
const PAGE = `
WITH issuer AS (
  SELECT issuer_cik, shares_outstanding FROM insider_issuers WHERE ticker = ?
  QUALIFY row_number() OVER (PARTITION BY issuer_cik ORDER BY shares_outstanding IS NULL, captured_at DESC) = 1
)
SELECT p.filing_date AS "filingDate", p.seller_name AS "sellerName", p.relationship AS "relationshipToIssuer",
       p.shares_to_be_sold AS "sharesToBeSold", p.aggregate_market_value AS "aggregateMarketValue",
       p.approx_sale_date AS "approxSaleDate", p.broker_name AS "brokerName",
       i.shares_outstanding AS "sharesOutstanding", p.remarks
FROM proposed_sales p JOIN issuer i USING (issuer_cik)
WHERE (p.filing_date IS NULL AND ? IS NULL AND ? IS NULL)
   OR (p.filing_date >= CAST(coalesce(?, '0001-01-01') AS DATE) AND p.filing_date <= CAST(coalesce(?, '9999-12-31') AS DATE))
ORDER BY p.filing_date DESC NULLS LAST, p.seller_name, p.document_id
LIMIT ? OFFSET ?`;

export async function listProposedSales(ctx: EngineContext, p: TickerPageParams): Promise<ProposedSalePage> {
  const ticker = p.ticker.key;
  const start = p.startDate ?? null;
  const end = p.endDate ?? null;
  const rows = await ctx.store.all<ProposedSaleRow>(PAGE, [ticker, start, end, start, end, p.limit + 1, p.offset]);
  if (rows.length === 0) await requireKnownTicker(ctx, ticker);
  return pageFromProbe(rows, p.limit, p.offset);
}
