/**
 * The reading code of the `congress-house-ptr` importer (layout in `./congress-house-ptr.ts`).
 */
import { BIOGUIDE_PATTERN, memberIdOf } from '../../../engine/congress/member-id';
import { fileProblem, fileProblems, type FileIssue } from '../problems';
import { findMember, readCsvRecords, readRoster, type StagedRow } from './congress-store';
import { HOUSE_PTR_COLUMNS } from './congress-house-ptr';
import { tradeRow, writeTrades, type WrittenTrade } from './congress-trade-rows';
import type { Importer } from './importer';

const COLUMN_OF: Partial<Record<keyof WrittenTrade, string>> = {
  filingDate: 'FilingDate', transactionDate: 'TransactionDate', owner: 'Owner', type: 'TransactionType', amount: 'Amount',
};

export const load: Importer['load'] = async ({ tx, file, provenance }) => {
  const { header, records } = await readCsvRecords(tx, file, 'a House transaction report CSV');
  const missing = HOUSE_PTR_COLUMNS.filter((name) => !header.includes(name));
  if (missing.length > 0) throw fileProblem(file, `is not a House transaction report CSV: it lacks the column${missing.length === 1 ? '' : 's'} ${missing.map((m) => `'${m}'`).join(', ')}`);
  if (records.length === 0) throw fileProblem(file, 'has no transactions (only a header)');
  const indexed = new Map(
    (await tx.all<{ doc_id: string; filing_date: string }>("SELECT doc_id, CAST(filing_date AS VARCHAR) AS filing_date FROM congress_filings WHERE chamber = 'house'"))
      .map((f) => [f.doc_id, f.filing_date]),
  );
  const roster = records.some((r) => !BIOGUIDE_PATTERN.test(r.BioguideID!)) ? await readRoster(tx) : [];
  const issues: FileIssue[] = [];
  const rows: StagedRow[] = [];
  const seen = new Map<string, number>();
  for (const r of records) {
    const bad = (column: string, value: string, problem: string) => issues.push({ line: r.line, column, value: value === '' ? null : value, problem });
    if (r.DocID === '') bad('DocID', '', 'is empty: every row names its report');
    const state = (r.StateDst ?? '').slice(0, 2).toUpperCase() || null;
    const memberId = BIOGUIDE_PATTERN.test(r.BioguideID!) ? memberIdOf(r.BioguideID!) : r.BioguideID === '' ? findMember(roster, 'house', r.Name!, state) : null;
    if (memberId === null) {
      if (r.BioguideID === '') bad('Name', r.Name!, 'names no single representative of the stored legislators roster (give BioguideID, or ingest congress-legislators first)');
      else bad('BioguideID', r.BioguideID!, 'is not a Bioguide id (one capital letter and six digits)');
    }
    const rowInFiling = (seen.get(r.DocID!) ?? 0) + 1;
    seen.set(r.DocID!, rowInFiling);
    const read = tradeRow({
      filingId: r.DocID!, rowInFiling, memberId: memberId ?? '', chamber: 'house', filerName: r.Name!, filingDate: r.FilingDate || (indexed.get(r.DocID!) ?? null),
      transactionDate: r.TransactionDate!, ticker: r.Ticker!, assetName: r.Asset!, assetType: r.AssetType!, subholding: r.Subholding!,
      owner: r.Owner!, type: r.TransactionType!, amount: r.Amount!,
    });
    if ('problems' in read) {
      for (const p of read.problems) {
        const problem = p.field === 'filingDate' && r.FilingDate === '' ? 'is empty and no stored House index lists this DocID' : p.problem;
        bad(COLUMN_OF[p.field] ?? p.field, p.value, problem);
      }
    } else if (memberId !== null) {
      rows.push(read.row);
    }
  }
  if (issues.length > 0) throw fileProblems(file, issues);
  const { rowsAdded, replaced } = await writeTrades(tx, rows, provenance);
  return { format: 'csv', rowsRead: records.length, rowsAdded, replaced };
};
