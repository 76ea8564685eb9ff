/**
 * What a Form 13F filing says, read from its documents (`./thirteenf-documents.ts`) and checked.
 *
 * Cover page (`edgarSubmission`): headerData/submissionType (13F-HR, 13F-HR/A, 13F-NT, 13F-NT/A);
 * headerData/filerInfo/filer/credentials/cik; headerData/filerInfo/periodOfReport (MM-DD-YYYY, a quarter
 * end; coverPage/reportCalendarOrQuarter when absent); coverPage/filingManager/name; coverPage/reportType
 * (13F HOLDINGS REPORT, 13F COMBINATION REPORT, 13F NOTICE); coverPage/isAmendment, amendmentNo and
 * amendmentInfo/amendmentType (RESTATEMENT or NEW HOLDINGS); summaryPage/otherIncludedManagersCount,
 * tableEntryTotal and tableValueTotal; signatureBlock/signatureDate.
 *
 * Information table (`informationTable`): one `infoTable` per entry with nameOfIssuer, titleOfClass,
 * cusip, value, shrsOrPrnAmt/sshPrnamt and sshPrnamtType (SH or PRN), putCall (Put or Call, optional),
 * investmentDiscretion, and votingAuthority/Sole, Shared and None.
 *
 * Values: a filing made before 2023-01-03 reported value in thousands of dollars, one made on or after it
 * in dollars (the amended form applies to every filing from that day, amendments of older quarters
 * included). The filing date decides: the submission's FILED AS OF DATE, else the cover's signature
 * date; a filing stating neither is in dollars when its schemaVersion is X0202 or later, else in thousands
 * when its quarter ended by 2022-09-30. Stored values are whole dollars.
 */
import { fileProblem, type FileIssue } from '../problems';
import { fundNumber } from './csv-records';
import type { FiledDocument, FiledThirteenF } from './thirteenf-documents';
import { child, childrenNamed, descendant, type XmlElement } from './xml';

/** The first day filings report value in dollars rather than thousands. */
export const DOLLAR_VALUES_FROM = '2023-01-03';

export type ReportType = 'HOLDINGS' | 'COMBINATION' | 'NOTICE';

export interface ThirteenFCover {
  filerCik: string;
  filerName: string;
  reportDate: string;
  filedDate: string | null;
  submissionType: string;
  reportType: ReportType;
  amendmentNo: number | null;
  amendmentType: 'RESTATEMENT' | 'NEW HOLDINGS' | null;
  valueUnit: 'thousands' | 'dollars';
  tableEntryTotal: number | null;
  tableValueTotal: number | null;
  otherManagersCount: number | null;
}

export interface ThirteenFEntry {
  position: number;
  issuerName: string;
  titleOfClass: string | null;
  cusip: string;
  value: number;
  shares: number;
  sharesType: string;
  putCall: string | null;
  investmentDiscretion: string | null;
  votingSole: number | null;
  votingShared: number | null;
  votingNone: number | null;
}

const text = (element: XmlElement | undefined, name: string): string | null => {
  const found = descendant(element, name);
  return found === undefined || found.text === '' ? null : found.text;
};

/** MM-DD-YYYY (the form's way) or yyyy-MM-dd as yyyy-MM-dd; null otherwise. */
export function formDate(raw: string | null): string | null {
  if (raw === null) return null;
  const us = /^(\d{2})-(\d{2})-(\d{4})$/.exec(raw.trim());
  const iso = us === null ? raw.trim() : `${us[3]}-${us[1]}-${us[2]}`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

const QUARTER_ENDS = ['03-31', '06-30', '09-30', '12-31'];
const REPORT_TYPES: Readonly<Record<string, ReportType>> = {
  '13F HOLDINGS REPORT': 'HOLDINGS',
  '13F COMBINATION REPORT': 'COMBINATION',
  '13F NOTICE': 'NOTICE',
};

function valueUnitOf(filedDate: string | null, schemaVersion: string | null, reportDate: string): 'thousands' | 'dollars' {
  if (filedDate !== null) return filedDate < DOLLAR_VALUES_FROM ? 'thousands' : 'dollars';
  if (schemaVersion !== null && /^X\d{4}$/i.test(schemaVersion)) return schemaVersion.toUpperCase() >= 'X0202' ? 'dollars' : 'thousands';
  return reportDate <= '2022-09-30' ? 'thousands' : 'dollars';
}

/** The cover page's facts, or the refusal naming the element that is missing or wrong. */
export function readCover(filing: FiledThirteenF): ThirteenFCover {
  const { root, file } = filing.cover;
  const at = (element: string, problem: string) => fileProblem(file, `has <${element}> ${problem}`);
  if (root.name !== 'edgarSubmission') throw fileProblem(file, `is not a 13F cover page: its root is <${root.name}>, not <edgarSubmission>`);
  const header = child(root, 'headerData');
  const submissionType = (text(header, 'submissionType') ?? '').toUpperCase();
  if (!/^13F-(HR|NT)(\/A)?$/.test(submissionType)) {
    throw fileProblem(file, `is not a 13F holdings report or notice: <submissionType> is ${submissionType === '' ? 'missing' : `"${submissionType}"`} (13F-HR, 13F-HR/A, 13F-NT or 13F-NT/A)`);
  }
  const cikText = text(child(header, 'filerInfo', 'filer'), 'cik');
  if (cikText === null || !/^\d{1,10}$/.test(cikText)) throw cikText === null ? fileProblem(file, 'has no filer <cik> in headerData') : at('cik', `"${cikText}", not a CIK (up to ten digits)`);
  const form = child(root, 'formData');
  const cover = child(form, 'coverPage');
  const periodText = text(child(header, 'filerInfo'), 'periodOfReport') ?? text(cover, 'reportCalendarOrQuarter');
  const reportDate = formDate(periodText);
  if (reportDate === null) throw periodText === null ? fileProblem(file, 'has no <periodOfReport>') : at('periodOfReport', `"${periodText}", not a date in MM-DD-YYYY form`);
  if (!QUARTER_ENDS.includes(reportDate.slice(5))) throw at('periodOfReport', `"${periodText}", not the end of a calendar quarter`);
  const filerName = text(child(cover, 'filingManager'), 'name');
  if (filerName === null) throw fileProblem(file, 'has no <filingManager><name> on its cover page');
  const typeText = (text(cover, 'reportType') ?? '').toUpperCase().replace(/\s+/g, ' ');
  const reportType = REPORT_TYPES[typeText];
  if (reportType === undefined) throw at('reportType', `"${typeText}", not 13F HOLDINGS REPORT, 13F COMBINATION REPORT or 13F NOTICE`);
  const isAmendment = (text(cover, 'isAmendment') ?? 'false').toLowerCase() === 'true' || submissionType.endsWith('/A');
  const typeOfAmendment = text(cover, 'amendmentType')?.toUpperCase().replace(/\s+/g, ' ') ?? null;
  if (isAmendment && typeOfAmendment !== 'RESTATEMENT' && typeOfAmendment !== 'NEW HOLDINGS') {
    throw typeOfAmendment === null
      ? fileProblem(file, 'is an amendment without <amendmentType> (RESTATEMENT or NEW HOLDINGS): it cannot be told whether it replaces or adds to the quarter')
      : at('amendmentType', `"${typeOfAmendment}", not RESTATEMENT or NEW HOLDINGS`);
  }
  const whole = (element: string, parent: XmlElement | undefined): number | null => {
    const raw = text(parent, element);
    if (raw === null) return null;
    const value = fundNumber(raw);
    if (value === null) throw at(element, `"${raw}", not a number`);
    return value;
  };
  const summary = child(form, 'summaryPage');
  const filedDate = filing.filedDate ?? formDate(text(child(form, 'signatureBlock'), 'signatureDate'));
  const valueUnit = valueUnitOf(filing.filedDate ?? filedDate, text(root, 'schemaVersion'), reportDate);
  const valueTotal = whole('tableValueTotal', summary);
  return {
    filerCik: cikText.padStart(10, '0'), filerName, reportDate, filedDate, submissionType, reportType,
    amendmentNo: isAmendment ? whole('amendmentNo', cover) : null,
    amendmentType: isAmendment ? (typeOfAmendment as 'RESTATEMENT' | 'NEW HOLDINGS') : null,
    valueUnit, tableEntryTotal: whole('tableEntryTotal', summary),
    tableValueTotal: valueTotal === null ? null : valueTotal * (valueUnit === 'thousands' ? 1000 : 1),
    otherManagersCount: whole('otherIncludedManagersCount', summary),
  };
}

const CUSIP = /^[0-9A-Z]{9}$/;

/** The entries of an information table, recording every bad value in `issues`. */
export function readEntries(doc: FiledDocument, unit: 'thousands' | 'dollars', issues: FileIssue[]): ThirteenFEntry[] {
  const entries = childrenNamed(doc.root, 'infoTable');
  return entries.map((entry, index) => {
    const line = entry.line + doc.lineOffset;
    const field = (name: string, parent: XmlElement | undefined = entry): string | null => {
      const found = child(parent, name);
      return found === undefined || found.text === '' ? null : found.text;
    };
    const number = (name: string, parent: XmlElement | undefined, required: boolean): number | null => {
      const raw = field(name, parent);
      if (raw === null) {
        if (required) issues.push({ line, column: name, value: null, problem: 'is empty: every entry states it' });
        return null;
      }
      const value = fundNumber(raw);
      if (value === null || value < 0) issues.push({ line, column: name, value: raw, problem: 'is not a non-negative number' });
      return value;
    };
    const issuerName = field('nameOfIssuer');
    if (issuerName === null) issues.push({ line, column: 'nameOfIssuer', value: null, problem: 'is empty: every entry names its issuer' });
    const cusip = (field('cusip') ?? '').toUpperCase();
    if (!CUSIP.test(cusip)) issues.push({ line, column: 'cusip', value: field('cusip'), problem: 'is not a CUSIP (nine letters and digits)' });
    const amount = child(entry, 'shrsOrPrnAmt');
    const sharesType = (field('sshPrnamtType', amount) ?? '').toUpperCase();
    if (sharesType !== 'SH' && sharesType !== 'PRN') issues.push({ line, column: 'sshPrnamtType', value: field('sshPrnamtType', amount), problem: 'is not SH or PRN' });
    const putCallText = field('putCall');
    const putCall = putCallText === null ? null : putCallText.toLowerCase() === 'put' ? 'Put' : putCallText.toLowerCase() === 'call' ? 'Call' : undefined;
    if (putCall === undefined) issues.push({ line, column: 'putCall', value: putCallText, problem: 'is not Put or Call' });
    const voting = child(entry, 'votingAuthority');
    const value = number('value', entry, true);
    return {
      position: index + 1, issuerName: issuerName ?? '', titleOfClass: field('titleOfClass'), cusip,
      value: (value ?? 0) * (unit === 'thousands' ? 1000 : 1), shares: number('sshPrnamt', amount, true) ?? 0, sharesType,
      putCall: putCall ?? null, investmentDiscretion: field('investmentDiscretion')?.toUpperCase() ?? null,
      votingSole: number('Sole', voting, false), votingShared: number('Shared', voting, false), votingNone: number('None', voting, false),
    };
  });
}
