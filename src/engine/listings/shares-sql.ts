/**
 * A US stock listing's own share count, as one set of CTEs that the squeeze scores, the stock profile and
 * the screener share, so the three never disagree on a listing's shares or market value.
 *
 * The count is the listing's exchange record (an insider issuer record's shares outstanding) when one is
 * stored, else its company's newest dei:EntityCommonStockSharesOutstanding on or before the as-of date;
 * the company's SEC figure counts as the listing's own only when the company has no other US stock
 * listing (companyfacts do not tell share classes apart). Every count is restated onto the as-of date's
 * split basis by the listing's splits after its own date.
 *
 * A listing's CIK: SEC's newest link of its ticker, else its newest insider issuer record.
 */

/**
 * CTEs `ciks(ticker, cik)`, `sole`, `fact_shares`, `issuer_shares`, `counted` and
 * `shares(ticker, shares, as_of)`. Needs in scope `stocks(ticker)` (every US stock listing: a company's
 * listings are counted among them), `${wanted}(ticker)` (the listings whose count is wanted) and
 * `steps(ticker, effective_date, lr)` (log split ratios effective on or before `asOf`). `asOf` is an SQL
 * date expression.
 */
export const listingSharesSql = (asOf: string, wanted = 'stocks'): string => `
ciks AS (
  SELECT s.ticker, coalesce(
    (SELECT first(t.cik ORDER BY t.captured_at DESC, t.cik) FROM sec_tickers t WHERE t.ticker = s.ticker),
    (SELECT first(i.issuer_cik ORDER BY i.captured_at DESC, i.issuer_cik) FROM insider_issuers i WHERE i.ticker = s.ticker)) AS cik
  FROM stocks s
),
-- A company's SEC share count is the listing's own only when the company has no other US stock listing.
sole AS (SELECT cik FROM ciks WHERE cik IS NOT NULL GROUP BY cik HAVING count(*) = 1),
fact_shares AS (
  SELECT cik, arg_max(value, period_end) AS shares, max(period_end) AS as_of
  FROM company_facts
  WHERE concept = 'EntityCommonStockSharesOutstanding' AND unit = 'shares' AND value > 0 AND period_end <= ${asOf}
    AND cik IN (SELECT cik FROM sole) AND cik IN (SELECT cik FROM ciks WHERE ticker IN (SELECT ticker FROM ${wanted}))
  GROUP BY cik
),
issuer_shares AS (
  SELECT ticker, arg_max(shares_outstanding, captured_at) AS shares, arg_max(shares_as_of, captured_at) AS as_of
  FROM insider_issuers WHERE ticker IN (SELECT ticker FROM ${wanted}) AND shares_outstanding > 0
  GROUP BY ticker
),
counted AS (
  SELECT c.ticker, coalesce(i.shares, f.shares) AS shares, CASE WHEN i.shares IS NOT NULL THEN i.as_of ELSE f.as_of END AS as_of
  FROM ciks c LEFT JOIN issuer_shares i USING (ticker) LEFT JOIN fact_shares f ON f.cik = c.cik
  WHERE c.ticker IN (SELECT ticker FROM ${wanted})
),
-- Every count on the as-of date's split basis: restated by the splits after its own date.
shares AS (
  SELECT c.ticker, c.shares * exp(coalesce((SELECT sum(x.lr) FROM steps x WHERE x.ticker = c.ticker AND x.effective_date > c.as_of), 0)) AS shares, c.as_of
  FROM counted c WHERE c.shares IS NOT NULL
)`;

/** CTE `steps(ticker, effective_date, lr)`: the log ratio of every split effective on or before `asOf` (an SQL date expression). */
export const splitStepsSql = (asOf: string): string =>
  `steps AS (SELECT ticker, effective_date, ln(numerator / denominator) AS lr FROM splits WHERE effective_date <= ${asOf})`;
