/** The reading code of the `sec-submissions` importer (what it reads in `./sec-submissions.ts`). */
import { isIsoDate } from '../../../core/dates';
import { ITEM_NUMBER, sortedItems, typeOfForm } from '../../../engine/filings/forms';
import { replaceSample, type ReplacedSample } from '../../sample-keys';
import type { WriteTx } from '../../store';
import { fileProblem, fileProblems, readJsonFile, type FileIssue } from '../problems';
import type { Importer } from './importer';
import { storeLinks, submissionLinks, type Link } from './sec-tickers-load';
import { filerTicker } from './supply-chain-names';

interface IndexRow {
  cik: number;
  company_name: string;
  accession: string;
  form: string;
  filed_date: string;
  report_date: string | null;
  item_numbers: string[];
  primary_document: string | null;
}

const FIELDS = ['accessionNumber', 'filingDate', 'reportDate', 'form', 'items', 'primaryDocument'] as const;
const REQUIRED: ReadonlySet<string> = new Set(['accessionNumber', 'filingDate', 'form']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const NOT_SUBMISSIONS = 'is not an EDGAR submissions document: expected {"cik", "name", "tickers", "filings": {"recent": {"accessionNumber": […], …}}}';

/** The filings of the forms the store keeps, with every problem of theirs added to `issues`. */
function indexRows(cik: number, name: string, recent: Record<string, unknown>, issues: FileIssue[]): IndexRow[] {
  const lists = Object.fromEntries(FIELDS.map((field) => [field, recent[field]])) as Record<(typeof FIELDS)[number], unknown>;
  const count = Array.isArray(lists.accessionNumber) ? lists.accessionNumber.length : -1;
  for (const field of FIELDS) {
    const list = lists[field];
    if ((list === undefined || list === null) && !REQUIRED.has(field)) continue;
    if (!Array.isArray(list) || list.length !== count) {
      issues.push({ line: null, at: `filings.recent.${field}`, column: null, problem: count < 0 ? 'is not a list' : `is not a list of ${count} values, one per accessionNumber` });
    }
  }
  if (issues.length > 0) return [];
  const at = (field: string, i: number) => ({ line: null, at: `filings.recent.${field}[${i}]`, column: null });
  const value = (field: (typeof FIELDS)[number], i: number): unknown => (Array.isArray(lists[field]) ? (lists[field] as unknown[])[i] : undefined);
  const rows: IndexRow[] = [];
  for (let i = 0; i < count; i++) {
    const form = value('form', i);
    if (typeof form !== 'string' || form.trim() === '') {
      issues.push({ ...at('form', i), value: JSON.stringify(form ?? null), problem: 'is not a form' });
      continue;
    }
    if (typeOfForm(form) === null) continue;
    const accession = value('accessionNumber', i);
    const filed = value('filingDate', i);
    const report = value('reportDate', i) ?? '';
    const items = value('items', i) ?? '';
    const primary = value('primaryDocument', i) ?? '';
    const found = issues.length;
    if (typeof accession !== 'string' || !/^\d{10}-\d{2}-\d{6}$/.test(accession)) issues.push({ ...at('accessionNumber', i), value: JSON.stringify(accession ?? null), problem: 'is not an accession number (0000320193-24-000123)' });
    if (typeof filed !== 'string' || !isIsoDate(filed)) issues.push({ ...at('filingDate', i), value: JSON.stringify(filed ?? null), problem: 'is not a date in yyyy-MM-dd form' });
    if (typeof report !== 'string' || (report !== '' && !isIsoDate(report))) issues.push({ ...at('reportDate', i), value: JSON.stringify(report), problem: 'is neither empty nor a date in yyyy-MM-dd form' });
    const itemList = typeof items === 'string' ? items.split(',').map((item) => item.trim()).filter((item) => item !== '') : null;
    if (itemList === null || itemList.some((item) => !ITEM_NUMBER.test(item))) issues.push({ ...at('items', i), value: JSON.stringify(items), problem: 'is not a list of item numbers such as "2.02,9.01"' });
    if (typeof primary !== 'string') issues.push({ ...at('primaryDocument', i), value: JSON.stringify(primary), problem: 'is not a file name' });
    if (issues.length > found) continue;
    rows.push({
      cik, company_name: name, accession: accession as string, form: form.trim().toUpperCase(), filed_date: filed as string,
      report_date: report === '' ? null : (report as string), item_numbers: sortedItems(itemList!), primary_document: primary === '' ? null : (primary as string),
    });
  }
  return rows;
}

const ROW_TYPE = JSON.stringify([{
  cik: 'BIGINT', company_name: 'VARCHAR', accession: 'VARCHAR', form: 'VARCHAR', filed_date: 'DATE', report_date: 'DATE', item_numbers: 'VARCHAR[]', primary_document: 'VARCHAR',
}]);
const ROWS = `SELECT unnest(from_json(CAST(? AS JSON), '${ROW_TYPE}'), recursive := true)`;

/**
 * Stored documents of the listed filings take what they lack (see the importer's manual); documents of the
 * CIK without a ticker take the one SEC's links give now. Returns the synthetic rows that gave way.
 */
async function joinDocuments(tx: WriteTx, cik: number, json: string): Promise<ReplacedSample[]> {
  await tx.run(
    `UPDATE filing_documents AS d SET
       period_date = coalesce(d.period_date, n.report_date),
       item_numbers = CASE WHEN d.document_type = 'EightK' AND len(n.item_numbers) > 0 THEN n.item_numbers ELSE d.item_numbers END,
       company_name = coalesce(d.company_name, n.company_name),
       url = CASE WHEN d.document_name IS NULL AND n.primary_document IS NOT NULL
         THEN 'https://www.sec.gov/Archives/edgar/data/' || CAST(d.cik AS VARCHAR) || '/' || replace(d.accession, '-', '') || '/' || n.primary_document
         ELSE d.url END,
       document_name = coalesce(d.document_name, n.primary_document)
     FROM (${ROWS}) AS n WHERE d.accession = n.accession`,
    [json],
  );
  const ticker = await filerTicker(tx, cik, []);
  if (ticker === null) return [];
  const orphans = await tx.one<{ n: number }>('SELECT count(*)::INTEGER AS n FROM filing_documents WHERE cik = ? AND ticker IS NULL', [cik]);
  if ((orphans?.n ?? 0) === 0) return [];
  const replaced = await replaceSample(tx, 'filings', 'SELECT ? AS key', [ticker]);
  await tx.run('UPDATE filing_documents SET ticker = ? WHERE cik = ? AND ticker IS NULL', [ticker, cik]);
  return replaced;
}

/** The company's SIC code and title, when the document gives a code (an empty one, as some filers have, is none). */
function industryOf(doc: Record<string, unknown>, issues: FileIssue[]): { sic: number; title: string | null } | null {
  const sic = typeof doc.sic === 'string' ? doc.sic.trim() : doc.sic;
  if (sic === undefined || sic === null || sic === '') return null;
  if (typeof sic !== 'string' || !/^\d{3,4}$/.test(sic)) {
    issues.push({ line: null, at: 'sic', column: null, value: JSON.stringify(sic), problem: 'is not a Standard Industrial Classification code such as "3674"' });
    return null;
  }
  const title = typeof doc.sicDescription === 'string' && doc.sicDescription.trim() !== '' ? doc.sicDescription.trim() : null;
  return { sic: Number(sic), title };
}

/**
 * Replaces the company's industry row (a synthetic one of the sample gives way, and is reported); adds
 * nothing when the same real classification is stored.
 */
async function storeIndustry(
  tx: WriteTx, cik: number, industry: { sic: number; title: string | null }, provenance: { file: string; capturedAt: string },
): Promise<{ added: number; replaced: ReplacedSample[] }> {
  const replaced = await replaceSample(tx, 'industry', 'SELECT ? AS key', [cik]);
  const same = await tx.one<{ n: number }>(
    'SELECT count(*)::INTEGER AS n FROM sec_industries WHERE cik = ? AND sic = ? AND sic_description IS NOT DISTINCT FROM ?',
    [cik, industry.sic, industry.title],
  );
  if ((same?.n ?? 0) > 0) return { added: 0, replaced };
  await tx.run('DELETE FROM sec_industries WHERE cik = ?', [cik]);
  await tx.run("INSERT INTO sec_industries VALUES (?, ?, ?, 'ingest', ?, CAST(? AS TIMESTAMP))", [cik, industry.sic, industry.title, provenance.file, provenance.capturedAt]);
  return { added: 1, replaced };
}

export const load: Importer['load'] = async ({ tx, file, provenance }) => {
  const doc = await readJsonFile(file);
  if (!isRecord(doc) || !('cik' in doc) || !isRecord(doc.filings) || !isRecord(doc.filings.recent)) throw fileProblem(file, NOT_SUBMISSIONS);
  const issues: FileIssue[] = [];
  const links = submissionLinks(doc, issues);
  const company = { cik: Number(doc.cik), name: typeof doc.name === 'string' ? doc.name.trim() : '' };
  const industry = industryOf(doc, issues);
  const rows = issues.length > 0 ? [] : indexRows(company.cik, company.name, doc.filings.recent, issues);
  if (issues.length > 0) throw fileProblems(file, issues);
  const stored = await storeLinks(tx, links as Link[], 'submissions', provenance);
  const json = JSON.stringify(rows);
  const added = await tx.run(
    `INSERT INTO filing_index
     SELECT n.*, 'ingest', ?, CAST(? AS TIMESTAMP) FROM (${ROWS}) AS n
     WHERE NOT EXISTS (SELECT 1 FROM filing_index i WHERE i.accession = n.accession)
     ORDER BY n.cik, n.filed_date, n.accession`,
    [provenance.file, provenance.capturedAt, json],
  );
  const replaced = await joinDocuments(tx, company.cik, json);
  const classified = industry === null ? { added: 0, replaced: [] } : await storeIndustry(tx, company.cik, industry, provenance);
  return {
    format: 'json',
    rowsRead: rows.length + links.length + (industry === null ? 0 : 1),
    rowsAdded: added + stored.added + classified.added,
    replaced: [...stored.replaced, ...replaced, ...classified.replaced],
  };
};
