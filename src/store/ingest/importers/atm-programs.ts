/**
 * Importer of at-the-market (ATM) program records in fds's canonical JSON layout: equity distribution or
 * sales agreements as a company's own 8-K, 10-Q, 10-K or 424B5 filings state them, extracted elsewhere,
 * read by `fds filings atm`.
 */
import type { Importer } from './importer';

export const atmProgramsImporter: Importer = {
  name: 'atm-programs',
  description: 'At-the-market program records extracted from filings (fds canonical JSON)',
  manual:
    'A JSON document in fds\'s own layout: {"programs": [ … ]}, one object per statement of an at-the-market program '
    + '(an equity distribution or sales agreement) in one of the company\'s own filings. Fields: ticker; establishedDate '
    + '(the agreement\'s date, yyyy-MM-dd: it identifies the program); capacityUsd (the aggregate offering price allowed, '
    + 'a number above 0); cumulativeSoldUsd (gross proceeds sold under it so far, 0 or more, or null when the filing does '
    + 'not say) and soldAsOf (the date that figure is measured at, null exactly when it is); expirationDate (yyyy-MM-dd or '
    + 'null); form (8-K, 10-Q, 10-K, 424B5, …), filedDate and accession of the filing; url (http or https, or null). '
    + 'Every bad value is named by its place (programs[0].capacityUsd) and the file is refused whole. Key: ticker, '
    + 'establishedDate and accession; a record stored already, or repeated in the file, is skipped. A file naming a '
    + 'ticker replaces its synthetic sample program records.',
  extensions: ['.json'],
  load: async (input) => (await import('./atm-programs-load')).load(input),
};
