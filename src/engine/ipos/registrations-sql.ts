/**
 * The stored material of registrations: their filings, the reads of those filings, and the ticker links
 * of their filers. A registration is a CIK with at least one registration statement, amendment or final
 * prospectus; a withdrawal request alone (filed for many kinds of statement) makes none.
 */
import type { EngineContext } from '../context';
import type { CoverTerms } from './extract-terms';
import { WITHDRAWAL, type OfferingType, type ReadState } from './forms';

export interface StoredFiling {
  cik: number;
  companyName: string;
  formType: string;
  filedDate: string;
  accession: string;
  url: string;
  synthetic: boolean;
}

/** A stored read of a filing: the cover's terms (null until Completed) and what other readers add. */
export interface StoredRead extends Omit<CoverTerms, 'offeringType' | 'isBlankCheck'> {
  accession: string;
  state: ReadState;
  offeringType: OfferingType | null;
  isBlankCheck: boolean | null;
  /** JSON array of names; null when not read. */
  underwriters: string | null;
  businessSummary: string | null;
  useOfProceeds: string | null;
  /** JSON array of {title, sourceQuote}; null when not read. */
  riskFactors: string | null;
}

export interface TickerLink {
  ticker: string;
  exchange: string | null;
}

const FILINGS = `
SELECT cik, company_name AS "companyName", form_type AS "formType", strftime(filed_date, '%Y-%m-%d') AS "filedDate", accession, url,
       source = 'sample' AS synthetic
FROM registration_filings
WHERE cik IN (SELECT cik FROM registration_filings WHERE form_type <> '${WITHDRAWAL}') AND ($1::BIGINT IS NULL OR cik = $1)
ORDER BY cik, filed_date DESC, accession DESC`;

const READS = `
SELECT accession, state, offering_type AS "offeringType", offering_type_quote AS "offeringTypeQuote", is_blank_check AS "isBlankCheck",
       proposed_ticker AS "proposedTicker", exchange, price_low AS "priceLow", price_high AS "priceHigh", price_quote AS "priceQuote",
       shares_offered AS "sharesOffered", shares_quote AS "sharesQuote", underwriters, business_summary AS "businessSummary",
       use_of_proceeds AS "useOfProceeds", risk_factors AS "riskFactors"
FROM registration_terms
WHERE $1::BIGINT IS NULL OR cik = $1`;

// Newest link of each filer CIK (SEC's ticker links), among the registrations' filers.
const LINKS = `
SELECT cik, first(ticker ORDER BY captured_at DESC, ticker) AS ticker, first(exchange ORDER BY captured_at DESC, ticker) AS exchange
FROM sec_tickers
WHERE cik IN (SELECT cik FROM registration_filings) AND ($1::BIGINT IS NULL OR cik = $1)
GROUP BY cik`;

export interface Material {
  filings: Map<number, StoredFiling[]>;
  reads: Map<string, StoredRead>;
  links: Map<number, TickerLink>;
}

/** Every registration's material, or only that of `cik`. */
export async function readMaterial(ctx: EngineContext, cik: number | null): Promise<Material> {
  const filings = new Map<number, StoredFiling[]>();
  for (const f of await ctx.store.all<StoredFiling>(FILINGS, [cik])) {
    const key = Number(f.cik);
    filings.set(key, [...(filings.get(key) ?? []), { ...f, cik: key }]);
  }
  const reads = new Map((await ctx.store.all<StoredRead>(READS, [cik])).map((r) => [r.accession, r]));
  const links = new Map((await ctx.store.all<TickerLink & { cik: number }>(LINKS, [cik])).map((l) => [Number(l.cik), { ticker: l.ticker, exchange: l.exchange }]));
  return { filings, reads, links };
}
