/**
 * Importer of registration filings themselves (S-1, F-1, their amendments, 424B4), read for their offering
 * terms by the deterministic cover-page reader (`engine/ipos/extract-terms.ts`).
 */
import { FINAL_PROSPECTUS, REGISTRATION_STATEMENTS } from '../../../engine/ipos/forms';
import type { Importer } from './importer';

export const PROSPECTUS_FORMS: readonly string[] = [...REGISTRATION_STATEMENTS, FINAL_PROSPECTUS];

export const secProspectusImporter: Importer = {
  name: 'sec-prospectus',
  description: 'An S-1, F-1, amendment or 424B4 as EDGAR serves it: the offering terms its cover page states',
  manual:
    `A registration statement or prospectus (${PROSPECTUS_FORMS.join(', ')}) as EDGAR serves it: the full submission text `
    + '(<SEC-HEADER>, then one <DOCUMENT> per file), a document cut from it (starting with its <DOCUMENT> and <TYPE> lines), '
    + 'or the bare HTML document. The form is EDGAR\'s <TYPE>; a document without one, or of another form, is refused. The '
    + 'filer is the submission header\'s CENTRAL INDEX KEY, else the CIK of an EDGAR folder path (…/edgar/data/1736243/…); '
    + 'the accession and filing date come from the header, else from the path or file name '
    + '(0001104659-24-108432-2024-10-11.htm); a document stating none of them is refused. The cover page is read sentence by '
    + 'sentence: the offering type (Primary when the company offers shares, Resale when only selling holders do, '
    + 'DirectListing, else Unknown, which shows no figure), a fixed price or price range per share or unit, the shares or '
    + 'units offered, the proposed ticker and exchange, and whether the filer is a blank check company (its cover says so, or the submission header classes it under SIC 6770, Blank Checks). Each '
    + 'comes from one sentence in a form covers are written in; anything else gives nothing rather than a guess. '
    + 'Underwriters and risk factors are not read (Unavailable). Key: accession; a new reading of a filing replaces the '
    + 'stored one, the same reading changes nothing. Reads made elsewhere load with fds ingest registration-terms.',
  extensions: ['.htm', '.html', '.txt'],
  load: async (input) => (await import('./sec-prospectus-load')).load(input),
};
