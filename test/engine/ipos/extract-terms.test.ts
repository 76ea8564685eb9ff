/** The cover-page reader of registration filings, on the real 424B4 and on sentences in the forms covers use. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractCoverTerms } from '../../../src/engine/ipos/extract-terms';
import { realFixture } from '../../fixtures/ingest/helpers';

const cover = (...sentences: string[]) => `<html><body>${sentences.map((s) => `<p>${s}</p>`).join('')}</body></html>`;

describe('cover terms', () => {
  it('reads the real CAMP4 424B4: primary offering at a fixed $11.00, 6,820,000 shares, CAMP on the Nasdaq Global Market', () => {
    const terms = extractCoverTerms(readFileSync(realFixture('sec-424b4/camp4_424b4.htm'), 'latin1'));
    expect(terms).toEqual({
      offeringType: 'Primary',
      offeringTypeQuote: 'This is an initial public offering of shares of common stock by CAMP4 Therapeutics Corporation.',
      isBlankCheck: false,
      proposedTicker: 'CAMP',
      exchange: 'Nasdaq Global Market',
      priceLow: 11,
      priceHigh: 11,
      priceQuote: 'The initial public offering price is $11.00 per share.',
      sharesOffered: 6_820_000,
      sharesQuote: 'We are offering 6,820,000 shares of our common stock.',
    });
  });

  it('a price range of a preliminary prospectus', () => {
    const terms = extractCoverTerms(cover('This is an initial public offering of Example Co.', 'We are offering 4,000,000 shares of our common stock.', 'We currently estimate that the initial public offering price per share will be between $14.00 and $16.00 per share.'));
    expect(terms).toMatchObject({ offeringType: 'Primary', priceLow: 14, priceHigh: 16, sharesOffered: 4_000_000 });
  });

  it('a blank check company offering units at $10.00', () => {
    const terms = extractCoverTerms(cover('Example Acquisition Corp is a newly incorporated blank check company.', 'We are offering 20,000,000 units.', 'Each unit has an offering price of $10.00.'));
    expect(terms).toMatchObject({ isBlankCheck: true, priceLow: 10, priceHigh: 10, sharesOffered: 20_000_000 });
  });

  it('only selling stockholders offering is a Resale; a cover in no known form is Unknown with nothing guessed', () => {
    expect(extractCoverTerms(cover('The selling stockholders are offering 2,500,000 shares of common stock.'))).toMatchObject({ offeringType: 'Resale', sharesOffered: 2_500_000, priceLow: null });
    expect(extractCoverTerms(cover('We may offer up to $50,000,000 of securities from time to time.', 'The price may be about $12 a share.'))).toEqual({
      offeringType: 'Unknown', offeringTypeQuote: null, isBlankCheck: false, proposedTicker: null, exchange: null,
      priceLow: null, priceHigh: null, priceQuote: null, sharesOffered: null, sharesQuote: null,
    });
  });
});
