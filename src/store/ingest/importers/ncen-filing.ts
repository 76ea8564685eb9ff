/**
 * The filing-level facts an N-CEN document states itself: registrant, reporting period, company type and
 * file number, first and last filing answers, amendment. What only its file name can state (accession,
 * filing date) is read by `filingNameFacts` (./edgar-submission.ts).
 */
import { isIsoDate } from '../../../core/dates';
import { fileProblem, type FileIssue } from '../problems';
import { yesNo } from './ncen';
import { child, textAt, type XmlElement } from './xml';

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
