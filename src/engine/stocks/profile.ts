/**
 * `stocks.profile`: a listing's identity and basic facts in one statement. Every part is a lookup of the
 * one ticker (its bars, SEC ticker links, insider issuer records, tracking-fund rows naming it, N-PORT rows
 * naming it); only the share count reads the US stock listings, to know whether the company has another.
 * A ticker with neither a listing row nor a bar is a 404.
 */
import type { ListingKey } from '../../core/tickers';
import { EU_LISTINGS } from '../short/eu-listings';
import type { EngineContext } from '../context';
import { listingSharesSql } from '../listings/shares-sql';
import { majorCurrency } from '../money';
import { unknownTicker } from '../prices/listing';
import { priceUnit } from '../prices/price-currency';
import { settledThrough } from '../prices/sessions';
import { micOf } from './exchanges';
import type { Profile } from './schemas';

export interface ProfileParams {
  ticker: ListingKey;
}

/**
 * Binds: `$1` the listing key, `$2` the newest settled session of its market (bars after it are not read;
 * the share count is restated onto its split basis).
 */
const PROFILE = `
WITH stocks AS (SELECT ticker FROM listings WHERE kind = 'Stock' AND mic IS NULL AND active),
wanted AS (SELECT CAST($1 AS VARCHAR) AS ticker),
steps AS (SELECT ticker, effective_date, ln(numerator / denominator) AS lr FROM splits WHERE ticker = $1 AND effective_date <= CAST($2 AS DATE)),
${listingSharesSql('CAST($2 AS DATE)', 'wanted')},
bars AS (
  SELECT CAST(min(date) AS VARCHAR) AS first_date, CAST(max(date) AS VARCHAR) AS last_date, arg_max(close, date) AS close
  FROM prices WHERE ticker = $1 AND volume > 0 AND date <= CAST($2 AS DATE)
),
sec AS (
  SELECT first(cik ORDER BY captured_at DESC, cik) AS cik, first(name ORDER BY captured_at DESC, cik) AS name,
         first(exchange ORDER BY captured_at DESC, cik) FILTER (WHERE exchange IS NOT NULL) AS exchange
  FROM sec_tickers WHERE ticker = $1
),
issuer AS (SELECT first(issuer_cik ORDER BY captured_at DESC, issuer_cik) AS cik FROM insider_issuers WHERE ticker = $1),
-- Tracking-fund rows linked to the listing as LINKED_HOLDINGS links them (the ticker as written, else its
-- class-share form), read only among the rows whose ticker could link to it.
held AS (
  SELECT arg_max(h.sector, h.as_of_date) FILTER (WHERE h.sector IS NOT NULL) AS sector,
         arg_max(h.exchange, h.as_of_date) FILTER (WHERE h.exchange IS NOT NULL AND h.exchange <> '-') AS exchange
  FROM index_fund_holdings h
  WHERE h.holding_ticker IN ($1, replace($1, '-', '.'), replace($1, '-', ''))
    AND (replace(h.holding_ticker, '.', '-') = $1
         OR (NOT contains(h.holding_ticker, '.') AND length(h.holding_ticker) >= 2
             AND substr(h.holding_ticker, 1, length(h.holding_ticker) - 1) || '-' || substr(h.holding_ticker, length(h.holding_ticker), 1) = $1
             AND NOT EXISTS (SELECT 1 FROM listings x WHERE x.ticker = h.holding_ticker)))
),
nport AS (
  SELECT first(isin ORDER BY report_period_date DESC, series_id) AS isin
  FROM fund_holdings WHERE ticker IN ($1, replace($1, '-', '.')) AND length(isin) = 12
)
SELECT coalesce(l.ticker, $1) AS ticker, coalesce(l.name, s.name) AS name, coalesce(l.kind, 'Stock') AS kind, l.mic,
       coalesce(l.currency, 'USD') AS currency, l.ticker IS NOT NULL AS listed,
       s.exchange AS sec_exchange, h.exchange AS fund_exchange, h.sector,
       coalesce(s.cik, i.cik) AS cik, n.isin, ind.sic_description AS industry,
       sh.shares, CAST(sh.as_of AS VARCHAR) AS shares_as_of,
       b.first_date, b.last_date, b.close
FROM bars b CROSS JOIN sec s CROSS JOIN issuer i CROSS JOIN held h CROSS JOIN nport n
LEFT JOIN listings l ON l.ticker = $1
LEFT JOIN shares sh ON sh.ticker = $1
LEFT JOIN sec_industries ind ON ind.cik = coalesce(s.cik, i.cik)`;

interface Row {
  ticker: string;
  name: string | null;
  kind: 'Stock' | 'ETF';
  mic: string | null;
  currency: string;
  listed: boolean;
  sec_exchange: string | null;
  fund_exchange: string | null;
  sector: string | null;
  cik: number | null;
  isin: string | null;
  industry: string | null;
  shares: number | null;
  shares_as_of: string | null;
  first_date: string | null;
  last_date: string | null;
  close: number | null;
}

/** A verified European listing's ISIN. */
const europeanIsin = (key: ListingKey): string | null =>
  key.mic === null ? null : (EU_LISTINGS.find((l) => l.mic === key.mic && l.ticker.toUpperCase().replace(/[.\s]+/g, '-') === key.symbol)?.isin ?? null);

export async function stockProfile(ctx: EngineContext, p: ProfileParams): Promise<Profile> {
  const session = settledThrough(p.ticker.mic, ctx.clock.now());
  const row = await ctx.store.one<Row>(PROFILE, [p.ticker.key, session]);
  if (row === undefined || (!row.listed && row.last_date === null)) throw unknownTicker(p.ticker.key);
  const unit = priceUnit(row.currency);
  const close = row.close === null ? null : unit.toMajor(row.close);
  const shares = row.shares === null ? null : Math.round(row.shares);
  return {
    ticker: row.ticker,
    name: row.name ?? row.ticker,
    kind: row.kind,
    exchange: row.mic ?? micOf(row.sec_exchange) ?? micOf(row.fund_exchange),
    currency: majorCurrency(row.currency),
    sector: row.sector,
    industry: row.industry,
    cik: row.cik === null ? null : Number(row.cik),
    isin: europeanIsin(p.ticker) ?? row.isin,
    sharesOutstanding: shares,
    sharesOutstandingDate: shares === null ? null : row.shares_as_of,
    marketCap: shares === null || close === null ? null : Math.round(shares * close * 100) / 100,
    marketCapDate: row.last_date,
    listingDate: row.first_date,
  };
}
