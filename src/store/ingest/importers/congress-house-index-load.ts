/**
 * The reading code of the `congress-house-fd-index` importer (layout in `./congress-house-index.ts`).
 */
import { readFile } from 'node:fs/promises';
import { replaceSample, WHOLE_KEYS } from '../../sample-keys';
import { fileProblem, fileProblems, type FileIssue } from '../problems';
import { disclosureDate, writeRows, type StagedRow } from './congress-store';
import type { Importer } from './importer';
import { childrenNamed, readXmlFile, textAt } from './xml';

const TYPES = {
  chamber: 'VARCHAR', doc_id: 'VARCHAR', filer_name: 'VARCHAR', state_district: 'VARCHAR', filing_type: 'VARCHAR', filing_year: 'INTEGER', filing_date: 'DATE',
};

export const load: Importer['load'] = async ({ tx, file, provenance }) => {
  const root = readXmlFile(file, await readFile(file, 'utf8'));
  if (root.name !== 'FinancialDisclosure') throw fileProblem(file, `is not a House financial-disclosure index: its root is ${root.name}, not FinancialDisclosure`);
  const members = childrenNamed(root, 'Member');
  if (members.length === 0) throw fileProblem(file, 'has no Member entries');
  const issues: FileIssue[] = [];
  const rows = new Map<string, StagedRow>();
  for (const m of members) {
    const field = (name: string): string => textAt(m, name) ?? '';
    const bad = (column: string, problem: string) => issues.push({ line: m.line, column, value: field(column) === '' ? null : field(column), problem });
    const date = disclosureDate(field('FilingDate'));
    if (field('Last') === '') bad('Last', 'is empty: every filing names its filer');
    if (field('FilingType') === '') bad('FilingType', 'is empty');
    if (!/^\d{4}$/.test(field('Year'))) bad('Year', 'is not a year');
    if (date === null) bad('FilingDate', 'is not a date (M/D/YYYY)');
    if (!/^\w+$/.test(field('DocID'))) bad('DocID', 'is not a document id');
    if (issues.length > 0 || rows.has(field('DocID'))) continue;
    rows.set(field('DocID'), {
      chamber: 'house', doc_id: field('DocID'), filer_name: `${field('First')} ${field('Last')}`.trim(), state_district: field('StateDst') || null,
      filing_type: field('FilingType'), filing_year: Number(field('Year')), filing_date: date,
    });
  }
  if (issues.length > 0) throw fileProblems(file, issues);
  const replaced = await replaceSample(tx, 'congress', `SELECT '${WHOLE_KEYS.congress}' AS key`);
  const rowsAdded = await writeRows(tx, {
    table: 'congress_filings', key: ['chamber', 'doc_id'], values: ['filer_name', 'state_district', 'filing_type', 'filing_year', 'filing_date'], order: ['filing_date', 'doc_id'],
  }, [...rows.values()], TYPES, provenance);
  return { format: 'xml', rowsRead: members.length, rowsAdded, replaced };
};
