/**
 * Reading EDGAR's fixed-width form and company indexes (full-index `form.idx` / `company.idx`, daily
 * `form.YYYYMMDD.idx` / `company.YYYYMMDD.idx`): description lines, a header naming `Form Type`,
 * `Company Name`, `CIK`, `Date Filed` and `File Name` (form or company first), a dashed line, then one
 * row per filing padded with spaces. The two text columns are cut where the header places them; CIK,
 * date and file name are read from the right, so a long name cannot shift them.
 */
import { isIsoDate } from '../../../core/dates';
import type { FileIssue } from '../problems';

export interface IndexRow {
  line: number;
  formType: string;
  companyName: string;
  cik: number;
  filedDate: string;
  accession: string;
  url: string;
}

export interface FormIndex {
  /** Data rows in the file. */
  rows: number;
  /** The rows whose form is one of the forms asked for. */
  kept: IndexRow[];
  issues: FileIssue[];
}

const TAIL = /^(.*?)\s+(\d{1,10})\s+(\d{8}|\d{4}-\d{2}-\d{2})\s+(edgar\/data\/\d+\/(\d{10}-\d{2}-\d{6})\.txt)\s*$/;

/** The header line: its 0-based index and where its second text column starts; null when absent. */
function header(lines: readonly string[]): { at: number; formFirst: boolean; split: number } | null {
  for (let i = 0; i < Math.min(lines.length, 40); i += 1) {
    const line = lines[i]!;
    if (!/^(Form Type|Company Name)\s/.test(line) || !/\bCIK\b/.test(line) || !line.includes('Date Filed') || !line.includes('File Name')) continue;
    const formFirst = line.startsWith('Form Type');
    const split = line.indexOf(formFirst ? 'Company Name' : 'Form Type');
    if (split <= 0) return null;
    return { at: i, formFirst, split };
  }
  return null;
}

const isoOf = (text: string): string => (text.includes('-') ? text : `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`);

/**
 * The rows of `text` whose form is in `forms`, with every malformed data row as an issue; null when
 * `text` has no index header (not an EDGAR form or company index).
 */
export function readFormIndex(text: string, forms: readonly string[]): FormIndex | null {
  const lines = text.split(/\r?\n/);
  const head = header(lines);
  if (head === null) return null;
  let first = head.at + 1;
  if (/^-{20,}\s*$/.test(lines[first] ?? '')) first += 1;
  const kept: IndexRow[] = [];
  const issues: FileIssue[] = [];
  let rows = 0;
  for (let i = first; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    rows += 1;
    const tail = TAIL.exec(line);
    if (tail === null) {
      issues.push({ line: i + 1, column: null, value: line.trim(), problem: 'is not a row of CIK, date filed and an edgar/data/CIK/accession.txt file name' });
      continue;
    }
    const left = tail[1]!;
    const a = left.slice(0, head.split).trim();
    const b = left.slice(head.split).trim();
    const formType = head.formFirst ? a : b;
    const companyName = head.formFirst ? b : a;
    const filedDate = isoOf(tail[3]!);
    if (!isIsoDate(filedDate)) {
      issues.push({ line: i + 1, column: 'Date Filed', value: tail[3]!, problem: 'is not a date' });
      continue;
    }
    if (formType === '' || companyName === '') {
      issues.push({ line: i + 1, column: formType === '' ? 'Form Type' : 'Company Name', value: null, problem: 'is missing' });
      continue;
    }
    if (!forms.includes(formType)) continue;
    kept.push({
      line: i + 1, formType, companyName, cik: Number(tail[2]), filedDate, accession: tail[5]!,
      url: `https://www.sec.gov/Archives/${tail[4]!}`,
    });
  }
  return { rows, kept, issues };
}
