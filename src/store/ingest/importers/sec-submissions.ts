/**
 * Importer of a company's EDGAR submissions document (data.sec.gov/submissions/CIK##########.json): SEC's
 * links of its tickers to its CIK, and the metadata of its 8-K, 10-Q and 10-K filings, which documents of
 * the filing store take by accession whichever of the two is ingested first.
 */
import { EDGAR_DOCUMENT_FORMS } from '../../../engine/filings/forms';
import type { Importer } from './importer';

export const secSubmissionsImporter: Importer = {
  name: 'sec-submissions',
  description: 'A company\'s EDGAR submissions JSON: its tickers and the metadata of its 8-K, 10-Q and 10-K filings',
  manual:
    'A company\'s submissions document as data.sec.gov serves it (CIK##########.json): cik (a zero-padded string or a '
    + 'number), name, tickers and exchanges (parallel lists), and filings.recent, parallel lists of which these are read: '
    + 'accessionNumber, filingDate, reportDate (empty when none), form, items (8-K items as "2.02,9.01", empty when '
    + 'none) and primaryDocument. The older pages listed under filings.files are separate files and are not read. '
    + 'Every ticker is stored as SEC\'s link to the CIK, as fds ingest sec-tickers stores it. Filings of the forms the '
    + `filing store keeps (${EDGAR_DOCUMENT_FORMS.join(', ')}) are stored by accession; other forms are passed over. `
    + 'Documents stored already (fds ingest filing) join the metadata by accession: a document without a period takes '
    + 'the report date, an 8-K takes the listed items, a document without a file name takes the primary document\'s '
    + '(and its EDGAR address), and a document of the CIK without a ticker takes the one SEC\'s links now give. A document '
    + 'ingested later joins it the same way. A file that is not a submissions document is refused, and so is a filing '
    + 'whose accession, date or form is missing or malformed, or lists of unequal length, each named by its place '
    + '(filings.recent.filingDate[12]). Key: accession; re-ingesting adds nothing. The company\'s industry, sic and '
    + 'sicDescription (3674, Semiconductors & Related Devices), is kept by CIK, the newest file standing, for the stock '
    + 'profile\'s industry (fds profile); an empty sic is none, a malformed one is refused.',
  extensions: ['.json'],
  load: async (input) => (await import('./sec-submissions-load')).load(input),
};
