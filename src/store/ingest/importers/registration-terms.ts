/**
 * Importer of registration reads extracted elsewhere, in fds's canonical JSON: what one read of an S-1,
 * F-1, amendment or 424B4 found (offering type, price, shares, underwriters, risk factors).
 */
import { OFFERING_TYPES, READ_STATES } from '../../../engine/ipos/forms';
import type { Importer } from './importer';

export const registrationTermsImporter: Importer = {
  name: 'registration-terms',
  description: 'Reads of registration filings (S-1, F-1, amendments, 424B4) in fds\'s canonical JSON: offering terms, underwriters, risk factors',
  manual:
    'A JSON object {"reads": [...]}, one object per read of a filing: cik (number), accession (0001104659-24-108432), '
    + 'formType (S-1, S-1/A, F-1, F-1/A or 424B4), filedDate (yyyy-MM-dd), state '
    + `(${READ_STATES.join(', ')}), and, each optional or null: offeringType (${OFFERING_TYPES.join(', ')}; required `
    + 'when Completed, absent otherwise), offeringTypeQuote, isBlankCheck, proposedTicker, exchange, offerPriceLow and '
    + 'offerPriceHigh (USD per share, both or neither, low not above high; a fixed price gives both equal), offerPriceQuote, '
    + 'sharesOffered, sharesOfferedQuote, underwriters (an array of names; [] when the filing names none), businessSummary, '
    + 'useOfProceeds and riskFactors (an array of {title, sourceQuote}). A null field of a Completed read means the filing '
    + 'states none. Every bad value is named by its place (reads[2].offerPriceLow) and the file refused. Key: accession; '
    + 'a newer read of a filing replaces the stored one, and the same read again changes nothing. The registration shows '
    + 'once the filing itself is stored from an EDGAR index (fds ingest edgar-form-index). A real read of a CIK replaces '
    + 'the synthetic sample registration of that CIK.',
  extensions: ['.json'],
  load: async (input) => (await import('./registration-terms-load')).load(input),
};
