/**
 * Which tickers the buyback and ATM reads answer for, and the SEC company a listing's XBRL facts are read
 * under. A ticker is known when the store holds it as a listing, as SEC's ticker link, or in an ingested
 * program record; any other is 404.
 */
import { notFound } from '../../core/errors';
import type { EngineContext } from '../context';
import { companyNameOf } from '../listings/company-name';

// A listing's CIK: SEC's newest link of its ticker, else its newest insider issuer record (as the squeeze
// scores find it).
const COMPANY = `
SELECT
  EXISTS (SELECT 1 FROM listings WHERE ticker = $1)
    OR EXISTS (SELECT 1 FROM sec_tickers WHERE ticker = $1)
    OR EXISTS (SELECT 1 FROM buyback_programs WHERE ticker = $1)
    OR EXISTS (SELECT 1 FROM atm_programs WHERE ticker = $1) AS known,
  coalesce(
    (SELECT first(t.cik ORDER BY t.captured_at DESC, t.cik) FROM sec_tickers t WHERE t.ticker = $1),
    (SELECT first(i.issuer_cik ORDER BY i.captured_at DESC, i.issuer_cik) FROM insider_issuers i WHERE i.ticker = $1)) AS cik,
  (SELECT first(t.name ORDER BY t.captured_at DESC, t.cik) FROM sec_tickers t WHERE t.ticker = $1) AS "secName",
  EXISTS (SELECT 1 FROM listings WHERE ticker = $1) AS listed`;

export interface Company {
  ticker: string;
  companyName: string | null;
  cik: number | null;
}

/** The company of `ticker`, or 404 when the store does not know the ticker at all. */
export async function requireCompany(ctx: EngineContext, ticker: string, what: string): Promise<Company> {
  const row = await ctx.store.one<{ known: boolean; cik: number | null; secName: string | null; listed: boolean }>(COMPANY, [ticker]);
  if (!(row?.known ?? false)) throw notFound(`Unknown ticker ${ticker}: no listing, SEC ticker link or ${what} record names it.`);
  const companyName = row!.listed ? await companyNameOf(ctx, ticker) : row!.secName;
  return { ticker, companyName, cik: row!.cik === null ? null : Number(row!.cik) };
}
