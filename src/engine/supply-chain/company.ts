/**
 * Which company a supply-chain read is about. A ticker is known when the store holds it as a listing, as
 * SEC's ticker link, as the filer of an annual report or as a counterparty a report resolved to; any other
 * is 404, as on every stock route. A known company with nothing read answers 200 with empty lists.
 */
import { notFound } from '../../core/errors';
import type { ListingKey } from '../../core/tickers';
import type { EngineContext } from '../context';
import { companyNameOf } from '../listings/company-name';

const COMPANY = `
SELECT
  EXISTS (SELECT 1 FROM listings WHERE ticker = $1)
    OR EXISTS (SELECT 1 FROM sec_tickers WHERE ticker = $1)
    OR EXISTS (SELECT 1 FROM annual_reports WHERE ticker = $1)
    OR EXISTS (SELECT 1 FROM supply_chain_statements WHERE counterparty_ticker = $1) AS known,
  EXISTS (SELECT 1 FROM listings WHERE ticker = $1) AS listed,
  coalesce(
    (SELECT first(t.cik ORDER BY t.captured_at DESC, t.cik) FROM sec_tickers t WHERE t.ticker = $1),
    (SELECT first(r.cik ORDER BY r.period_end DESC) FROM annual_reports r WHERE r.ticker = $1)) AS cik,
  (SELECT first(t.name ORDER BY t.captured_at DESC, t.cik) FROM sec_tickers t WHERE t.ticker = $1) AS "secName",
  (SELECT first(r.name ORDER BY r.period_end DESC) FROM annual_reports r WHERE r.ticker = $1) AS "reportName",
  EXISTS (SELECT 1 FROM listings l JOIN listings o ON o.issuer = l.issuer WHERE l.ticker = $1 AND o.mic IS NULL) AS "usListed"`;

export interface Company {
  ticker: string;
  companyName: string | null;
  /** SEC's CIK of the company: its newest ticker link, else the filer of a report under this ticker. */
  cik: number | null;
  /** Listed outside the US only: a `MIC:TICKER` listing with no US listing of the same issuer. */
  listedOnlyOutsideUs: boolean;
}

/** The company of `ticker`, or 404 when the store does not know the ticker at all. */
export async function requireCompany(ctx: EngineContext, ticker: ListingKey): Promise<Company> {
  const row = await ctx.store.one<{ known: boolean; listed: boolean; cik: number | null; secName: string | null; reportName: string | null; usListed: boolean }>(COMPANY, [ticker.key]);
  if (row === undefined || !row.known) {
    throw notFound(`Unknown ticker ${ticker.key}: no listing, SEC ticker link or annual report names it.`);
  }
  const listingName = row.listed ? await companyNameOf(ctx, ticker.key) : null;
  return {
    ticker: ticker.key,
    companyName: listingName ?? row.secName ?? row.reportName,
    cik: row.cik,
    listedOnlyOutsideUs: ticker.mic !== null && !row.usListed,
  };
}
