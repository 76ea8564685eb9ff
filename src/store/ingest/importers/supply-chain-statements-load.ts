/** The reading code of the `supply-chain-statements` importer (layout in `./supply-chain-statements.ts`). */
import { edgarFilingUrl } from '../../../engine/buybacks/rules';
import { isAnonymousCounterparty, SUPPLY_CHAIN_SIDES } from '../../../engine/supply-chain/extract';
import { fileProblems, type FileIssue } from '../problems';
import type { Importer } from './importer';
import { booleanField, dateField, orNull, readRecordList, textField, tickerField, urlField, type FieldReader, type FieldValue } from './program-records';
import { counterpartyResolver, filerTicker } from './supply-chain-names';
import { replaceSampleStatements, storeReport, type ReportRow, type StatementRow } from './supply-chain-store';

const wholeNumber = (min: number, max: number, problem: string): FieldReader => (v) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? { ok: v } : { problem };
const oneOf = (words: readonly string[]): FieldReader => (v) =>
  typeof v === 'string' && words.includes(v) ? { ok: v } : { problem: `is not one of ${words.join(', ')}` };

const FIELDS = {
  filerCik: wholeNumber(1, 9_999_999_999, 'is not a CIK (a whole number from 1 to 9999999999)'),
  filerName: textField,
  filerTicker: orNull(tickerField),
  form: textField,
  periodEnd: dateField,
  fiscalYear: orNull(wholeNumber(1900, 2999, 'is not a year')),
  filedDate: dateField,
  accession: ((v) => (typeof v === 'string' && /^\d{10}-\d{2}-\d{6}$/.test(v) ? { ok: v } : { problem: 'is not an accession number such as 0000320193-24-000123' })) as FieldReader,
  filingUrl: orNull(urlField),
  side: oneOf(SUPPLY_CHAIN_SIDES),
  counterparty: textField,
  counterpartyTicker: orNull(tickerField),
  role: textField,
  quote: textField,
  percent: orNull((v) => (typeof v === 'number' && v > 0 && v <= 100 ? { ok: v } : { problem: 'is not a percent above 0 and at most 100' })),
  percentFloor: orNull(booleanField),
  basis: orNull(oneOf(['Revenue', 'Receivables'])),
  period: orNull(textField),
};

type Statement = Record<keyof typeof FIELDS, FieldValue>;

/** The fields every statement of one report must give alike. */
const REPORT_FIELDS = ['filerName', 'filerTicker', 'fiscalYear', 'filedDate', 'accession', 'filingUrl'] as const;

const reportKey = (s: Statement): string => JSON.stringify([s.filerCik, s.form, s.periodEnd]);

/** What a record-by-record read cannot see: a share's parts without its percent, a report told two ways. */
function crossIssues(records: readonly Statement[]): FileIssue[] {
  const issues: FileIssue[] = [];
  const firstOf = new Map<string, number>();
  records.forEach((s, i) => {
    for (const part of ['basis', 'period'] as const) {
      if (s.percent === null && s[part] !== null) issues.push({ line: null, at: `statements[${i}].${part}`, column: null, value: String(s[part]), problem: 'must be null when percent is (a share needs its percent)' });
    }
    const first = firstOf.get(reportKey(s));
    if (first === undefined) {
      firstOf.set(reportKey(s), i);
      return;
    }
    for (const field of REPORT_FIELDS) {
      if (s[field] !== records[first]![field]) {
        issues.push({ line: null, at: `statements[${i}].${field}`, column: null, value: s[field] === null ? null : String(s[field]), problem: `differs from statements[${first}] of the same report (filerCik, form, periodEnd)` });
      }
    }
  });
  return issues;
}

export const load: Importer['load'] = async ({ tx, file, provenance }) => {
  const records = (await readRecordList(file, { list: 'statements', document: 'a supply-chain statement document' }, FIELDS, [['percent', 'percentFloor']])) as Statement[];
  const issues = crossIssues(records);
  if (issues.length > 0) throw fileProblems(file, issues);
  const resolve = await counterpartyResolver(tx);
  const reports = new Map<string, { report: ReportRow; statements: StatementRow[] }>();
  for (const s of records) {
    const key = reportKey(s);
    let entry = reports.get(key);
    if (entry === undefined) {
      const cik = s.filerCik as number;
      const report: ReportRow = {
        cik, ticker: (s.filerTicker as string | null) ?? (await filerTicker(tx, cik, [])), name: s.filerName as string, form: s.form as string,
        periodEnd: s.periodEnd as string, fiscalYear: s.fiscalYear as number | null, filedDate: s.filedDate as string, accession: s.accession as string,
        filingUrl: (s.filingUrl as string | null) ?? edgarFilingUrl(cik, s.accession as string),
      };
      entry = { report, statements: [] };
      reports.set(key, entry);
    }
    const counterparty = s.counterparty as string;
    if (isAnonymousCounterparty(counterparty)) continue;
    const counterpartyTicker = (s.counterpartyTicker as string | null) ?? resolve(counterparty);
    if (counterpartyTicker !== null && counterpartyTicker === entry.report.ticker) continue;
    entry.statements.push({
      side: s.side as StatementRow['side'], counterparty, counterpartyTicker, role: s.role as string, quote: s.quote as string,
      percent: s.percent as number | null, percentFloor: s.percentFloor as boolean | null, basis: s.basis as StatementRow['basis'], period: s.period as string | null,
    });
  }
  const replaced = records.length === 0 ? [] : await replaceSampleStatements(tx);
  let added = 0;
  for (const { report, statements } of reports.values()) added += await storeReport(tx, report, statements, provenance);
  return { format: 'json', rowsRead: records.length, rowsAdded: added, replaced };
};
