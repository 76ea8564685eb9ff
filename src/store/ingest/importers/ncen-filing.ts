/**
 * The filing-level facts of an N-CEN document: what the document itself states (registrant, reporting
 * period, company type and file number, first and last filing answers, amendment) and what only its file
 * name can state. EDGAR's primary document carries neither its accession number nor the date it was
 * filed, so both come from the file name: the accession as EDGAR writes it (0001410368-26-010921, or its
 * 18 digits) and the filing date as yyyy-MM-dd or yyyyMMdd. A name without an accession leaves the filing
 * identified by the document's digest; one without a date leaves the filing date unknown (null).
 */
import { isIsoDate } from '../../../core/dates';
import { fileProblem, type FileIssue } from '../problems';
import { yesNo } from './ncen';
import { child, textAt, type XmlElement } from './xml';

/** What a file name states about its filing. */
export interface NcenNameFacts {
  accession: string | null;
  filedDate: string | null;
}

/** The accession number and filing date a file name states, each null when it states none. */
export function ncenNameFacts(name: string): NcenNameFacts {
  const dashed = /(?<!\d)(\d{10})-(\d{2})-(\d{6})(?!\d)/.exec(name);
  const bare = /(?<!\d)(\d{10})(\d{2})(\d{6})(?!\d)/.exec(name);
  const parts = dashed ?? bare;
  const accession = parts === null ? null : `${parts[1]}-${parts[2]}-${parts[3]}`;
  // The accession's own digits are taken out first, so they are never read as a date.
  const rest = parts === null ? name : name.replace(parts[0], ' ');
  const date = /(?<!\d)(\d{4})-?(\d{2})-?(\d{2})(?!\d)/.exec(rest);
  const filedDate = date === null ? null : `${date[1]}-${date[2]}-${date[3]}`;
  return { accession, filedDate: filedDate !== null && isIsoDate(filedDate) ? filedDate : null };
}

export interface NcenFiling {
  registrantCik: string;
  registrantName: string;
  submissionType: string;
  reportPeriodEnd: string;
  investmentCompanyType: string | null;
  investmentCompanyFileNumber: string | null;
  isAmendment: boolean;
  isFirstFiling: boolean | null;
  isLastFiling: boolean | null;
}

/** The filing's own facts, or the refusal naming the element that is missing or wrong; bad Y/N answers go to `issues`. */
export function ncenFiling(file: string, root: XmlElement, issues: FileIssue[]): NcenFiling {
  const submissionType = (textAt(root, 'headerData', 'submissionType') ?? '').toUpperCase();
  if (!/^N-CEN(\/A)?$/.test(submissionType)) throw fileProblem(file, 'is not an N-CEN filing: no <submissionType>N-CEN</submissionType> in headerData');
  const registrant = child(root, 'formData', 'registrantInfo');
  const filerInfo = child(root, 'headerData', 'filerInfo');
  const registrantName = textAt(registrant, 'registrantFullName');
  if (registrantName === null) throw fileProblem(file, 'has no <registrantFullName> in registrantInfo');
  const registrantCik = textAt(registrant, 'registrantCik') ?? textAt(filerInfo, 'filer', 'issuerCredentials', 'cik');
  if (registrantCik === null) throw fileProblem(file, 'has no <registrantCik> in registrantInfo');
  if (!/^\d{1,10}$/.test(registrantCik)) throw fileProblem(file, `has <registrantCik> "${registrantCik}", not a CIK (up to ten digits)`);
  const period = child(root, 'formData', 'generalInfo')?.attributes.reportEndingPeriod?.trim() ?? null;
  if (period === null || !isIsoDate(period)) {
    throw fileProblem(file, `has no reporting period: <generalInfo reportEndingPeriod> in yyyy-MM-dd form${period === null ? '' : ` (found "${period}")`}`);
  }
  return {
    registrantCik, registrantName, submissionType, reportPeriodEnd: period,
    investmentCompanyType: textAt(filerInfo, 'investmentCompanyType') ?? textAt(registrant, 'registrantClassificationType'),
    investmentCompanyFileNumber: textAt(registrant, 'investmentCompFileNo') ?? textAt(filerInfo, 'filer', 'fileNumber'),
    isAmendment: submissionType.endsWith('/A'),
    isFirstFiling: yesNo(child(registrant, 'isRegistrantFirstFiling'), issues),
    isLastFiling: yesNo(child(registrant, 'isRegistrantLastFiling'), issues),
  };
}
