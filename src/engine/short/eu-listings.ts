/**
 * European listings the short-selling routes answer for (curated in data/eu-listings.json): a market
 * identifier code and ticker resolve to the listing's country (whose regulator's aggregates apply), its
 * ISIN and its issuer's LEI. An unknown listing, or one the table names twice, is a 404.
 */
import table from '../../../data/eu-listings.json';
import { notFound } from '../../core/errors';

export interface EuropeanListing {
  mic: string;
  ticker: string;
  name: string;
  /** ISO 3166 alpha-2 country of the listing's competent authority for short selling (GB for the FCA). */
  country: string;
  /** Null until the ISIN is verified: ISIN-matched sources then answer `unresolved_security`. */
  isin: string | null;
  /** Null until the LEI is verified: issuer-matched sources then answer `unresolved_issuer`. */
  issuerLei: string | null;
}

export const EU_LISTINGS: readonly EuropeanListing[] = table.listings;

/** Ticker as compared: upper case, a dot or space between symbol and class written as a dash. */
const normalTicker = (text: string): string => text.trim().toUpperCase().replace(/[.\s]+/g, '-');

/** The one listing `exchange` (a MIC) and `ticker` name among `listings`; 404 when none or several. */
export function resolveEuropeanListing(exchange: string, ticker: string, listings: readonly EuropeanListing[] = EU_LISTINGS): EuropeanListing {
  const mic = exchange.trim().toUpperCase();
  const symbol = normalTicker(ticker);
  const found = listings.filter((l) => l.mic === mic && normalTicker(l.ticker) === symbol);
  if (found.length === 0) {
    throw notFound(`Unknown listing ${mic}:${symbol}: it is not one of the European listings the short-selling registers are matched to.`);
  }
  if (found.length > 1) {
    throw notFound(`Ambiguous listing ${mic}:${symbol}: it names ${found.length} instruments (${found.map((l) => l.isin ?? 'ISIN unknown').join(', ')}).`);
  }
  return found[0]!;
}
