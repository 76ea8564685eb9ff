/**
 * Importer of EDGAR documents into the filing store: the primary document of an 8-K, 10-Q or 10-K (or an
 * amendment) as EDGAR serves it, or the filing's full submission text.
 */
import { EDGAR_DOCUMENT_FORMS } from '../../../engine/filings/forms';
import type { Importer } from './importer';

export const filingImporter: Importer = {
  name: 'filing',
  description: 'A company\'s 8-K, 10-Q or 10-K document, stored line-numbered for reading and search',
  manual:
    'The primary document of a filing as EDGAR serves it (HTML or inline XBRL, .htm), or the filing\'s full submission '
    + 'text (.txt: <SEC-HEADER> then one <DOCUMENT> per file; the document whose <TYPE> is the form is taken). Forms '
    + `stored: ${EDGAR_DOCUMENT_FORMS.join(', ')}; an amendment or transition report is stored under its base type `
    + '(a 10-K/A is a TenK) and keeps its own form label. Any other form is refused. '
    + 'Text: scripts, styles and the inline XBRL header with its hidden facts are dropped, the tags of the facts in the '
    + 'text are dropped and their text kept; each paragraph, heading, list item and table row is a line, a row\'s cells '
    + 'joined by " | " (empty cells left out); blank lines are dropped; a document without HTML keeps its own lines. '
    + 'Lines are numbered once, from 1, when the document is stored. '
    + 'What the document is, first found wins: the form from the submission header\'s CONFORMED SUBMISSION TYPE, the '
    + 'document\'s <TYPE> or dei:DocumentType; the filer from dei:EntityCentralIndexKey, the header\'s CENTRAL INDEX KEY '
    + 'or an EDGAR folder path (…/edgar/data/320193/000032019324000123/…); the company from dei:EntityRegistrantName '
    + 'or COMPANY CONFORMED NAME; the period from dei:DocumentPeriodEndDate or CONFORMED PERIOD OF REPORT; the filing '
    + 'date and accession from the header, else the path or the file name (0000320193-24-000123-2024-11-01.htm); then '
    + 'the submissions metadata of the company stored by fds ingest sec-submissions, by accession, or, for a document '
    + 'naming no accession, the one filing of its CIK, form and period there. 8-K items: the header\'s ITEMS or ITEM '
    + 'INFORMATION (titles read as their numbers), else the submissions metadata, else the item headings of the text '
    + '("Item 2.02"). The ticker: SEC\'s ticker links of the CIK (fds ingest sec-tickers or sec-submissions; the cover '
    + 'page\'s dei:TradingSymbol first among them), else the cover page\'s first symbol; none is not an error. '
    + 'A document whose form, filer, accession or filing date cannot be known, or that holds no text, is refused naming '
    + 'what is missing and where it can come from. Key: the accession (a filing has one primary document), so the same '
    + 'filing as a submission .txt or as its .htm is one document, and re-ingesting it keeps its id and line numbers and '
    + 'changes nothing. A real document of a company replaces its synthetic sample documents.',
  extensions: ['.htm', '.html', '.xhtml', '.txt'],
  load: async (input) => (await import('./filing-load')).load(input),
};
