/**
 * Importer of annual reports as EDGAR serves them: the inline XBRL primary document of a 10-K (or 10-K/A,
 * 10-KT, 20-F, 40-F), or the filing's full submission text. The report is stored with the supply-chain
 * statements the deterministic extractor (`engine/supply-chain/extract.ts`) reads from it.
 */
import type { Importer } from './importer';
import { ANNUAL_FORMS } from './sec-10k-report';

export const sec10kImporter: Importer = {
  name: 'sec-10k',
  description: "Annual reports (10-K inline XBRL documents): the supply-chain statements they make",
  manual:
    'The primary document of an annual report as EDGAR serves it: inline XBRL XHTML with an ix:header, as filed since '
    + '2019 (a document cut part-way is read up to its cut), or the full submission text of the filing (<SEC-HEADER> '
    + 'then one <DOCUMENT> per file; the annual report\'s document is read). The filer is the dei:EntityCentralIndexKey '
    + 'of the document; its fiscal period is the period of the context those dei facts are given in, its fiscal year '
    + `dei:DocumentFiscalYearFocus, its form dei:DocumentType (${ANNUAL_FORMS.join(', ')}; any other form is refused), `
    + 'its name dei:EntityRegistrantName. Its ticker is the one SEC\'s ticker links (fds ingest sec-tickers) give its CIK, '
    + 'the one its cover page states (dei:TradingSymbol) first; a filer without a link is stored without a ticker. The '
    + 'accession number and filing date come from a submission\'s header, else from the path: the accession of EDGAR\'s '
    + 'folder layout (…/000032019324000123/aapl-20240928.htm, or a folder named 0000320193-24-000123), and an accession '
    + 'and a date written in the file name (0000320193-24-000123-2024-11-01.htm); otherwise they are unknown (null), as '
    + 'is the filing\'s URL. Every sentence is read by the '
    + 'supply-chain extractor (customers with their stated shares, suppliers, competitors, partners; see fds-supply-chain(1)); '
    + 'unnamed counterparties (Customer A, one customer) and the filer itself are not stored. Each counterparty\'s '
    + 'written name is resolved to a listing when the store has one company of that name (listing, issuer or SEC name; '
    + 'case, punctuation and suffixes such as Inc ignored), else stored without a ticker. Key: CIK, form and fiscal '
    + 'period end; re-ingesting a report replaces its statements, and the same file again changes nothing. A document '
    + 'without an ix:header, a CIK, a document type or a dated context is refused, naming what it lacks. Any real report '
    + 'replaces the synthetic sample statements whole.',
  extensions: ['.htm', '.html', '.xhtml', '.txt'],
  load: async (input) => (await import('./sec-10k-load')).load(input),
};
