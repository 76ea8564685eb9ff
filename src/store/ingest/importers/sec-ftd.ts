/**
 * Importer of the SEC's fails-to-deliver data (from NSCC): the half-month text file `cnsfailsYYYYMM[a|b].txt`
 * and the `.zip` it is distributed in. Pipe-delimited, `SETTLEMENT DATE|CUSIP|SYMBOL|QUANTITY (FAILS)|
 * DESCRIPTION|PRICE`, ending either with two `Trailer` lines or with a blank line. Each file also records
 * the span of settlement dates it covers (`fails_to_deliver_periods`).
 */
import type { Importer } from './importer';

export const secFtdImporter: Importer = {
  name: 'sec-ftd',
  description: 'SEC fails-to-deliver (the cnsfails text, or the zip as distributed)',
  manual:
    'The SEC\'s fails-to-deliver file as distributed, the text file or the .zip holding it (cnsfails202009a.zip: one '
    + '.txt inside). Pipe-delimited with the header SETTLEMENT DATE|CUSIP|SYMBOL|QUANTITY (FAILS)|DESCRIPTION|PRICE; '
    + 'settlement dates are yyyyMMdd, QUANTITY (FAILS) a whole number of shares (the aggregate outstanding fail balance '
    + 'on that date, never a flow), PRICE the prior trading day\'s close, where a . (or nothing) means no price was '
    + 'available and is stored as missing; DESCRIPTION is cut to 30 characters by the SEC and stored trimmed. The file '
    + 'may end with the lines Trailer record count N and Trailer total quantity of shares N, or with a blank line and no '
    + 'trailer. The span of settlement dates the file covers is recorded from its name (…a: the 1st to the 15th, …b: '
    + 'the 16th to the month end; otherwise its first and last dates): within a complete span an absent date means no '
    + 'reported fails. A file whose trailer disagrees with its rows (a cut copy) keeps its rows but its span is not '
    + 'complete. Symbols are matched to listings (BRK.B and BRKB are BRK-B; case is ignored); a symbol that matches none '
    + 'is stored as filed and named in the summary (a row without a symbol is stored under CUSIP: and its CUSIP). The key '
    + 'is the listing, the CUSIP and the settlement date: a file ingested again adds nothing. The synthetic fails of the '
    + 'listings the file names, and the synthetic coverage spans, are replaced.',
  extensions: ['.txt', '.zip'],
  load: async (input) => (await import('./sec-ftd-load')).load(input),
};
