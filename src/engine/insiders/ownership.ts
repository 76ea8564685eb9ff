/**
 * `insiders.ownership`: the holders of a listing as its ownership filings report them. An insider's
 * holding is the sum, over non-derivative titles and ownership forms, of the newest reported balance of
 * each (balances are kept per security and form), each restated onto today's split basis before ranking.
 * Largest holder first; ties break on name, then CIK, so pages never repeat or skip. Insiders whose
 * balances are all zero are former holders and are left out.
 */
import type { ListingKey } from '../../core/tickers';
import type { EngineContext } from '../context';
import { todayInNewYork } from '../windows';
import { meaningSql } from './codes';
import { requireKnownTicker } from './listing';
import type { Ownership, OwnershipRow } from './schemas';
import { splitFactorSql } from '../split-basis';
import { ROLE_SQL } from './sql';

export interface OwnershipParams {
  ticker: ListingKey;
  limit: number;
  offset: number;
}

// `newest` orders an owner's rows: as-of date, then filing date, then position in the filing.
const ROSTER = `
WITH r AS (
  SELECT *, coalesce(transaction_date, filed_date) AS as_of FROM insider_transactions WHERE ticker = ?
),
balances AS (
  SELECT owner_cik, shares_owned_after * ${splitFactorSql('?', 'as_of', 'CAST(? AS DATE)')} AS shares
  FROM r
  WHERE security_kind = 'Non-derivative' AND shares_owned_after IS NOT NULL
  QUALIFY row_number() OVER (
    PARTITION BY owner_cik, coalesce(security_title, ''), ownership_form
    ORDER BY as_of DESC, filed_date DESC, document_id DESC, row_number DESC) = 1
),
held AS (SELECT owner_cik, sum(shares) AS shares FROM balances GROUP BY owner_cik HAVING sum(shares) > 0),
newest AS (
  SELECT owner_cik, owner_name, ${ROLE_SQL} AS role,
         CASE WHEN row_kind = 'Holding' THEN 'Holding' ELSE replace(${meaningSql('transaction_code')}, ' ', '') END AS last_type
  FROM r
  QUALIFY row_number() OVER (PARTITION BY owner_cik ORDER BY as_of DESC, filed_date DESC, document_id DESC, security_kind DESC, row_number DESC) = 1
),
last_trade AS (SELECT owner_cik, max(transaction_date) AS last_date FROM r WHERE row_kind = 'Transaction' GROUP BY owner_cik)
SELECT n.owner_name AS "insiderName", n.role, round(h.shares, 4) AS "sharesOwned", n.last_type AS "lastTransactionType",
       t.last_date AS "lastTransactionDate"
FROM held h JOIN newest n USING (owner_cik) LEFT JOIN last_trade t USING (owner_cik)
ORDER BY h.shares DESC, n.owner_name, h.owner_cik
LIMIT ? OFFSET ?`;

export async function listOwnership(ctx: EngineContext, p: OwnershipParams): Promise<Ownership> {
  const ticker = p.ticker.key;
  const rows = await ctx.store.all<OwnershipRow>(ROSTER, [ticker, ticker, todayInNewYork(ctx.clock), p.limit, p.offset]);
  if (rows.length === 0) await requireKnownTicker(ctx, ticker);
  return { data: rows };
}
