/**
 * Importer of buyback program records in fds's canonical JSON layout: repurchase authorizations extracted
 * from a company's filings elsewhere (8-K announcements, 10-Q and 10-K equity notes), read by
 * `fds filings buybacks` next to the XBRL repurchase facts.
 */
import type { Importer } from './importer';

export const buybackProgramsImporter: Importer = {
  name: 'buyback-programs',
  description: 'Buyback program records extracted from filings (fds canonical JSON)',
  manual:
    'A JSON document in fds\'s own layout: {"programs": [ … ]}, one object per statement of a repurchase program in one '
    + 'filing. Fields: ticker (AAPL, BRK-B or BRK.B); announcedDate (yyyy-MM-dd, or null when the filing does not say); '
    + 'authorizedAmount (a number above 0) and authorizedUnit (USD or shares); remainingAuthorizedAmount (0 or more, or '
    + 'null when the filing does not disclose it: null is never read as zero) and remainingAuthorizedUnit (USD or shares, '
    + 'null exactly when the amount is); asOfDate (the date the figures are measured at); expires (yyyy-MM-dd or null); '
    + 'dollarsAreCombinedEquity (true when the dollar authorization covers common and other equity together); form, '
    + 'filedDate and accession of the filing; url (http or https, or null). Every bad value is named by its place '
    + '(programs[2].asOfDate) and the file is refused whole. Key: ticker, announcedDate, authorizedAmount, authorizedUnit, '
    + 'asOfDate and accession; a record stored already, or repeated in the file, is skipped. A file naming a ticker '
    + 'replaces its synthetic sample program records.',
  extensions: ['.json'],
  load: async (input) => (await import('./buyback-programs-load')).load(input),
};
