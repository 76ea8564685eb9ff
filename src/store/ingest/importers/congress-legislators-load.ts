/**
 * The reading code of the `congress-legislators` importer (layout in `./congress-legislators.ts`).
 */
import { BIOGUIDE_PATTERN, memberIdOf } from '../../../engine/congress/member-id';
import { replaceSample, WHOLE_KEYS } from '../../sample-keys';
import { fileProblem, fileProblems, type FileIssue } from '../problems';
import { readCsvRecords, writeRows, type StagedRow } from './congress-store';
import type { Importer } from './importer';

const NEEDED = ['bioguide_id', 'last_name', 'first_name', 'nickname', 'full_name', 'type', 'state', 'district', 'party'] as const;

const TYPES = {
  member_id: 'VARCHAR', bioguide_id: 'VARCHAR', name: 'VARCHAR', first_name: 'VARCHAR', last_name: 'VARCHAR', aliases: 'VARCHAR[]',
  chamber: 'VARCHAR', state: 'VARCHAR', district: 'VARCHAR', party: 'VARCHAR', position: 'VARCHAR',
};

/** Senator (WA), Representative (NC-11), Representative (AK-AL) for an at-large seat. */
export function positionOf(chamber: 'senate' | 'house', state: string, district: string): string {
  if (chamber === 'senate') return `Senator (${state})`;
  const seat = district === '' || district === '0' ? 'AL' : district.padStart(2, '0');
  return `Representative (${state}-${seat})`;
}

export const load: Importer['load'] = async ({ tx, file, provenance }) => {
  const { header, records } = await readCsvRecords(tx, file, 'a legislators roster CSV');
  const missing = NEEDED.filter((name) => !header.includes(name));
  if (missing.length > 0) throw fileProblem(file, `is not a legislators roster: it lacks the column${missing.length === 1 ? '' : 's'} ${missing.map((m) => `'${m}'`).join(', ')}`);
  if (records.length === 0) throw fileProblem(file, 'has no members (only a header)');
  const issues: FileIssue[] = [];
  const rows = new Map<string, StagedRow>();
  for (const r of records) {
    const bad = (column: string, problem: string) => issues.push({ line: r.line, column, value: r[column] === '' ? null : r[column], problem });
    if (!BIOGUIDE_PATTERN.test(r.bioguide_id!)) bad('bioguide_id', 'is not a Bioguide id (one capital letter and six digits)');
    if (r.type !== 'sen' && r.type !== 'rep') bad('type', 'is not sen or rep');
    if (r.last_name === '') bad('last_name', 'is empty: every member has a last name');
    if (issues.length > 0 || rows.has(r.bioguide_id!)) continue;
    const chamber = r.type === 'sen' ? 'senate' : 'house';
    const name = r.full_name || `${r.first_name} ${r.last_name}`.trim();
    const aliases = r.nickname === '' ? [] : [`${r.nickname} ${r.last_name}`];
    rows.set(r.bioguide_id!, {
      member_id: memberIdOf(r.bioguide_id!), bioguide_id: r.bioguide_id!, name, first_name: r.first_name || null, last_name: r.last_name!,
      aliases, chamber, state: r.state || null, district: r.district || null, party: r.party || null, position: positionOf(chamber, r.state!, r.district!),
    });
  }
  if (issues.length > 0) throw fileProblems(file, issues);
  const replaced = await replaceSample(tx, 'congress', `SELECT '${WHOLE_KEYS.congress}' AS key`);
  const rowsAdded = await writeRows(tx, {
    table: 'congress_members', key: ['member_id'], values: Object.keys(TYPES).filter((c) => c !== 'member_id'), order: ['member_id'],
  }, [...rows.values()], TYPES, provenance);
  return { format: 'csv', rowsRead: records.length, rowsAdded, replaced };
};
