/** The reading code of the `sec-prospectus` importer (what it reads in `./sec-prospectus.ts`). */
import { readFile } from 'node:fs/promises';
import { extractCoverTerms } from '../../../engine/ipos/extract-terms';
import { fileProblem } from '../problems';
import { readSubmission } from './edgar-submission';
import type { Importer } from './importer';
import type { TermsRead } from './registration-terms-read';
import { storeReads } from './registration-terms-store';
import { headerOrPathCik } from './sec-filing-identity';
import { PROSPECTUS_FORMS } from './sec-prospectus';

// EDGAR files blank check companies (SPACs) under Standard Industrial Classification 6770, which the
// submission header states; a filer so classified is a blank check company whatever its cover says.
const BLANK_CHECK_SIC = /^\s*STANDARD INDUSTRIAL CLASSIFICATION:[^\n]*\[6770\]/m;

/** True when the submission header (absent from a bare document) classes the filer as a blank check company. */
function classedBlankCheck(text: string): boolean {
  const end = text.indexOf('</SEC-HEADER>');
  return end >= 0 && BLANK_CHECK_SIC.test(text.slice(0, end));
}

const WHERE_FROM = 'a submission header states it; a document can carry it in its EDGAR path (…/edgar/data/1736243/…) or its name (0001104659-24-108432-2024-10-11.htm)';

export const load: Importer['load'] = async ({ tx, file, provenance }) => {
  const text = await readFile(file, 'latin1');
  const submission = readSubmission(text, file, PROSPECTUS_FORMS);
  const form = submission.type;
  if (form === null) throw fileProblem(file, 'does not say which form it is: it has no EDGAR <TYPE> line');
  if (!PROSPECTUS_FORMS.includes(form)) throw fileProblem(file, `is a ${form}, not one of the registration forms read (${PROSPECTUS_FORMS.join(', ')})`);
  const cik = headerOrPathCik(text, file);
  if (cik === null || Number(cik) === 0) throw fileProblem(file, `does not say whose filing it is: no CIK, which ${WHERE_FROM}`);
  if (submission.accession === null) throw fileProblem(file, `states no accession number, which ${WHERE_FROM}`);
  if (submission.filedDate === null) throw fileProblem(file, `states no filing date, which ${WHERE_FROM}`);
  const terms = extractCoverTerms(submission.document);
  const read: TermsRead = {
    ...terms, isBlankCheck: terms.isBlankCheck || classedBlankCheck(text), cik: Number(cik), accession: submission.accession, formType: form, filedDate: submission.filedDate, state: 'Completed',
    underwriters: null, businessSummary: null, useOfProceeds: null, riskFactors: null,
  };
  const { added, replaced } = await storeReads(tx, [read], provenance);
  return { format: 'submission', rowsRead: 1, rowsAdded: added, replaced };
};
