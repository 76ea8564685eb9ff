/**
 * Importer of the House Clerk's annual financial-disclosure index (YYYYFD.xml): which filings exist, by whom
 * and when they were filed. Transaction rows of House reports come from `congress-house-ptr`.
 */
import type { Importer } from './importer';

export const congressHouseIndexImporter: Importer = {
  name: 'congress-house-fd-index',
  description: 'House Clerk financial-disclosure index XML (YYYYFD.xml): the filings and their dates',
  manual:
    'The House Clerk\'s annual financial-disclosure index as XML: a FinancialDisclosure root holding one Member element '
    + 'per filing, each with Prefix, Last, First, Suffix, FilingType (the Clerk\'s code: P a periodic transaction '
    + 'report, A, C, O annual and other reports, …), StateDst (NC11), Year, FilingDate (M/D/YYYY) and DocID. Every '
    + 'filing type is stored as indexed; the date of a P filing is the filing date of its transactions when a '
    + 'congress-house-ptr file leaves it empty. A Member without Last, FilingType, Year, a readable FilingDate or '
    + 'DocID is refused, listing every problem with its line. Key: the DocID; re-ingesting adds nothing, and an '
    + 'amended index entry replaces the stored one. Any real congressional file replaces the synthetic congressional '
    + 'set whole.',
  extensions: ['.xml'],
  load: async (input) => (await import('./congress-house-index-load')).load(input),
};
