/**
 * A deterministic reader of a registration statement's or prospectus's cover page: offering type, the
 * price or price range, the shares (or units) offered, the proposed ticker and exchange, and whether the
 * filer calls itself a blank check company. Each figure comes from one sentence of a form registration
 * covers are written in; a sentence in any other form gives nothing rather than a guess. Underwriters
 * and risk factors are not read here (a cover lays out underwriters as logos and cells, not sentences),
 * so they stay unread.
 */
import { documentSentences } from '../filing-text/sentences';
import type { OfferingType } from './forms';

export interface CoverTerms {
  offeringType: OfferingType;
  offeringTypeQuote: string | null;
  isBlankCheck: boolean;
  proposedTicker: string | null;
  exchange: string | null;
  priceLow: number | null;
  priceHigh: number | null;
  priceQuote: string | null;
  sharesOffered: number | null;
  sharesQuote: string | null;
}

/** The cover is read up to this many sentences in: it ends well before the prospectus summary. */
const COVER_SENTENCES = 60;

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+)`;
const PRICE = String.raw`\$\s?(\d+(?:\.\d{1,2})?)`;
const FIXED_PRICE = new RegExp(String.raw`^(?:The )?(?:initial )?public offering price (?:is|will be) ${PRICE} per (?:share|unit)\.?$`, 'i');
const PRICE_RANGE = new RegExp(String.raw`\b(?:initial )?public offering price (?:per (?:share|unit) )?(?:is expected to be|will be) between ${PRICE} and ${PRICE} per (?:share|unit)\b`, 'i');
const UNIT_PRICE = new RegExp(String.raw`^Each unit has an offering price of ${PRICE}\.?$`, 'i');
const WE_OFFER = new RegExp(String.raw`^We are offering ${NUMBER} (?:shares|units|American Depositary Shares)\b`, 'i');
const SELLERS_OFFER = new RegExp(String.raw`^The selling (?:stockholders|shareholders) (?:identified in this prospectus )?are offering ${NUMBER} (?:shares|American Depositary Shares)\b`, 'i');
const LISTING = /(?:approved for listing|applied to list(?: our [a-z ]+)?) on (?:the )?(New York Stock Exchange|NYSE American|NYSE|Nasdaq Global Select Market|Nasdaq Global Market|Nasdaq Capital Market) under the (?:trading )?symbol [“"]([A-Z]{1,5}(?:\.[A-Z])?)\.?[”"]/;
const IPO = /^This is (?:an|the) initial public offering\b/i;
const DIRECT_LISTING = /\bdirect listing\b/i;
const BLANK_CHECK = /\bblank check company\b/i;

const numberOf = (text: string): number => Number(text.replaceAll(',', ''));

/** What the cover of `html` states. */
export function extractCoverTerms(html: string): CoverTerms {
  const sentences = documentSentences(html).slice(0, COVER_SENTENCES);
  const find = (pattern: RegExp) => {
    for (const sentence of sentences) {
      const match = pattern.exec(sentence);
      if (match !== null) return { sentence, match };
    }
    return null;
  };
  const fixed = find(FIXED_PRICE) ?? find(UNIT_PRICE);
  const range = fixed === null ? find(PRICE_RANGE) : null;
  const ours = find(WE_OFFER);
  const sellers = find(SELLERS_OFFER);
  const ipo = find(IPO);
  const direct = find(DIRECT_LISTING);
  const listing = find(LISTING);
  const offering: { type: OfferingType; quote: string | null } =
    ours !== null ? { type: 'Primary', quote: (ipo ?? ours).sentence }
      : sellers !== null ? { type: 'Resale', quote: sellers.sentence }
        : direct !== null ? { type: 'DirectListing', quote: direct.sentence }
          : { type: 'Unknown', quote: null };
  const shares = ours ?? sellers;
  return {
    offeringType: offering.type,
    offeringTypeQuote: offering.quote,
    isBlankCheck: find(BLANK_CHECK) !== null,
    proposedTicker: listing?.match[2] ?? null,
    exchange: listing?.match[1] ?? null,
    priceLow: fixed !== null ? Number(fixed.match[1]) : range !== null ? Number(range.match[1]) : null,
    priceHigh: fixed !== null ? Number(fixed.match[1]) : range !== null ? Number(range.match[2]) : null,
    priceQuote: (fixed ?? range)?.sentence ?? null,
    sharesOffered: shares === null ? null : numberOf(shares.match[1]!),
    sharesQuote: shares?.sentence ?? null,
  };
}
