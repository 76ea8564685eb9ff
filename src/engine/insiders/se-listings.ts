/**
 * Swedish listings the director-transactions route answers for (curated in data/se-listings.json): a
 * market identifier code and ticker resolve to the listing's ISIN and issuer LEI. An unknown listing, or
 * one the table names twice, is a 404.
 */
import table from '../../../data/se-listings.json';
import { notFound } from '../../core/errors';

export interface SwedishListing {
  mic: string;
  ticker: string;
  name: string;
  /** Null until the ISIN is verified: the listing then answers `unresolved_security`. */
  isin: string | null;
  issuerLei: string | null;
}

export const SE_LISTINGS: readonly SwedishListing[] = table.listings;

/** Ticker as compared: upper case, a dot or space between symbol and class written as a dash. */
const normalTicker = (text: string): string => text.trim().toUpperCase().replace(/[.\s]+/g, '-');

/** The one listing `exchange` (a MIC) and `ticker` name among `listings`; 404 when none or several. */
export function resolveSwedishListing(exchange: string, ticker: string, listings: readonly SwedishListing[] = SE_LISTINGS): SwedishListing {
  const mic = exchange.trim().toUpperCase();
  const symbol = normalTicker(ticker);
  const found = listings.filter((l) => l.mic === mic && normalTicker(l.ticker) === symbol);
  if (found.length === 0) {
    throw notFound(`Unknown listing ${mic}:${symbol}: it is not one of the Swedish listings the register is matched to.`);
  }
  if (found.length > 1) {
    throw notFound(`Ambiguous listing ${mic}:${symbol}: it names ${found.length} instruments (${found.map((l) => l.isin ?? 'ISIN unknown').join(', ')}).`);
  }
  return found[0]!;
}
