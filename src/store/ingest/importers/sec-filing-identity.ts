/**
 * Which filing a document read for buyback and at-the-market programs is: its form, filer CIK, the
 * trading symbols its cover page states, filing date and accession number. Inline XBRL documents (8-K,
 * 10-Q, 10-K) state the form and CIK in their dei facts; a prospectus (424B2/3/5) is plain HTML, so its
 * form comes from EDGAR's <TYPE> and its CIK from the submission header or EDGAR's folder path. The date
 * and accession come from a submission's header, else from the file's path or name (`readSubmission`).
 */
import { fileProblem } from '../problems';
import { readSubmission } from './edgar-submission';
import { firstFact, readDeiFacts } from './inline-xbrl-dei';

/** The forms read for programs: current and periodic reports, and prospectus supplements. */
export const PROGRAM_FORMS = ['8-K', '8-K/A', '10-Q', '10-Q/A', '10-K', '10-K/A', '424B2', '424B3', '424B5'] as const;

export interface ProgramFiling {
  form: string;
  cik: number;
  tradingSymbols: string[];
  filedDate: string;
  accession: string;
  /** The document's markup (the chosen document of a submission). */
  document: string;
  /** What was read: `submission` for EDGAR's full text, else `html`. */
  format: 'submission' | 'html';
}

const HEADER_CIK = /CENTRAL INDEX KEY:\s*0*(\d{1,10})\b/;
const PATH_CIK = /(?:^|[\\/])edgar[\\/]data[\\/]0*(\d{1,10})[\\/]/;

/** The filer CIK a submission header or an EDGAR folder path of `file` states, as text; null when neither does. */
export const headerOrPathCik = (text: string, file: string): string | null => HEADER_CIK.exec(text.slice(0, 8192))?.[1] ?? PATH_CIK.exec(file)?.[1] ?? null;
const WHERE_FROM = 'EDGAR\'s full submission text (.txt) states it in its header; a primary document can carry it in its path or name '
  + '(…/edgar/data/320193/000032019326000012/doc.htm, or 0000320193-26-000012-2026-05-01.htm)';

export function readProgramFiling(file: string, text: string): ProgramFiling {
  const submission = readSubmission(text, file, PROGRAM_FORMS);
  const dei = readDeiFacts(submission.document);
  const form = (submission.type ?? firstFact(dei, 'DocumentType')?.value ?? null)?.toUpperCase() ?? null;
  if (form === null) throw fileProblem(file, 'does not say which form it is: it has neither an EDGAR <TYPE> line nor a dei:DocumentType fact');
  if (!(PROGRAM_FORMS as readonly string[]).includes(form)) throw fileProblem(file, `is a ${form}, not one of the forms read for programs (${PROGRAM_FORMS.join(', ')})`);
  const cikText = firstFact(dei, 'EntityCentralIndexKey')?.value ?? headerOrPathCik(text, file);
  if (cikText === null || !/^\d{1,10}$/.test(cikText) || Number(cikText) === 0) {
    throw fileProblem(file, `does not say whose filing it is: no dei:EntityCentralIndexKey, no CENTRAL INDEX KEY in a submission header and no CIK in an EDGAR path`);
  }
  const { filedDate, accession } = submission;
  if (filedDate === null) throw fileProblem(file, `states no filing date, which a program's 13-month window needs: ${WHERE_FROM}`);
  if (accession === null) throw fileProblem(file, `states no accession number, which names a program's source filing: ${WHERE_FROM}`);
  return {
    form,
    cik: Number(cikText),
    tradingSymbols: (dei.facts.get('TradingSymbol') ?? []).map((f) => f.value).filter((v) => v !== ''),
    filedDate,
    accession,
    document: submission.document,
    format: submission.type === null ? 'html' : 'submission',
  };
}
