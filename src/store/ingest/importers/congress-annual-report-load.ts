/**
 * The reading code of the `congress-annual-report` importer (layout in `./congress-annual-report.ts`): the
 * lines of each report summed into one net-worth band, the newest report of a member's year standing.
 */
import { readValueBand, type Band } from '../../../engine/congress/bands';
import { BIOGUIDE_PATTERN, memberIdOf } from '../../../engine/congress/member-id';
import { replaceSample, WHOLE_KEYS } from '../../sample-keys';
import { fileProblem, fileProblems, type FileIssue } from '../problems';
import { ANNUAL_REPORT_COLUMNS } from './congress-annual-report';
import { disclosureDate, findMember, readCsvRecords, readRoster, stageRows, type StagedRow } from './congress-store';
import type { Importer } from './importer';
import { writeCapture } from './regulator-lines';

const CHAMBERS: Readonly<Record<string, string>> = { senate: 'senate', sen: 'senate', house: 'house', rep: 'house' };

/** One report as its lines add up. */
interface Report {
  id: string;
  memberId: string;
  year: number;
  filedDate: string;
  assets: Band[];
  liabilities: Band[];
  /** File line of its first row, where a disagreement is reported. */
  line: number;
}

const TYPES = {
  member_id: 'VARCHAR', year: 'INTEGER', filed_date: 'DATE', net_worth_minimum: 'DOUBLE', net_worth_maximum: 'DOUBLE', asset_count: 'INTEGER', liability_count: 'INTEGER',
};

const floorOf = (band: Band): number => band.from;
const ceilingOf = (band: Band): number => band.to ?? band.from;
const sum = (bands: readonly Band[], bound: (b: Band) => number): number => bands.reduce((total, b) => total + bound(b), 0);

/** The net-worth band of a report: assets' floors less liabilities' ceilings, up to assets' ceilings less liabilities' floors. */
export function netWorthOf(report: Pick<Report, 'assets' | 'liabilities'>): { minimum: number; maximum: number } {
  return {
    minimum: sum(report.assets, floorOf) - sum(report.liabilities, ceilingOf),
    maximum: sum(report.assets, ceilingOf) - sum(report.liabilities, floorOf),
  };
}

export const load: Importer['load'] = async ({ tx, file, provenance }) => {
  const { header, records } = await readCsvRecords(tx, file, 'an annual financial-disclosure report CSV');
  const missing = ANNUAL_REPORT_COLUMNS.filter((name) => !header.includes(name));
  if (missing.length > 0) throw fileProblem(file, `is not an annual report CSV: it lacks the column${missing.length === 1 ? '' : 's'} ${missing.map((m) => `'${m}'`).join(', ')}`);
  if (records.length === 0) throw fileProblem(file, 'has no report lines (only a header)');
  const roster = records.some((r) => !BIOGUIDE_PATTERN.test(r.BioguideID!)) ? await readRoster(tx) : [];
  const issues: FileIssue[] = [];
  const reports = new Map<string, Report>();
  for (const r of records) {
    const bad = (column: string, value: string, problem: string) => issues.push({ line: r.line, column, value: value === '' ? null : value, problem });
    const filedDate = disclosureDate(r.FilingDate);
    const year = /^\d{4}$/.test(r.Year!) ? Number(r.Year) : null;
    const chamber = CHAMBERS[r.Chamber!.toLowerCase()] ?? null;
    const part = r.Part!.toLowerCase();
    const band = readValueBand(r.Value!);
    if (r.ReportID === '') bad('ReportID', '', 'is empty: every line names its report');
    if (filedDate === null) bad('FilingDate', r.FilingDate!, 'is not a filing date (M/D/YYYY or yyyy-MM-dd)');
    if (year === null) bad('Year', r.Year!, 'is not the year the report covers (four digits)');
    else if (filedDate !== null && Number(filedDate.slice(0, 4)) <= year) bad('FilingDate', r.FilingDate!, `is not after the year ${year} the report covers`);
    if (chamber === null) bad('Chamber', r.Chamber!, 'is not senate or house');
    if (part !== 'asset' && part !== 'liability') bad('Part', r.Part!, 'is not Asset or Liability');
    if (band === null) bad('Value', r.Value!, 'is not a value band such as $1,001 - $15,000, Over $50,000,000, None (or less than $1,001) or Unascertainable');
    const state = r.State!.slice(0, 2).toUpperCase() || null;
    const memberId = BIOGUIDE_PATTERN.test(r.BioguideID!) ? memberIdOf(r.BioguideID!) : r.BioguideID === '' && chamber !== null ? findMember(roster, chamber, r.Name!, state) : null;
    if (memberId === null) {
      if (r.BioguideID === '') bad('Name', r.Name!, 'names no single member of the stored legislators roster (give BioguideID, or ingest congress-legislators first)');
      else bad('BioguideID', r.BioguideID!, 'is not a Bioguide id (one capital letter and six digits)');
    }
    if (filedDate === null || year === null || memberId === null || r.ReportID === '') continue;
    const report = reports.get(r.ReportID!) ?? { id: r.ReportID!, memberId, year, filedDate, assets: [], liabilities: [], line: r.line };
    reports.set(report.id, report);
    if (report.memberId !== memberId || report.year !== year || report.filedDate !== filedDate) {
      bad('ReportID', r.ReportID!, `disagrees with its line ${report.line} on the member, year or filing date of the report`);
    } else if (band !== null) {
      (part === 'asset' ? report.assets : report.liabilities).push(band);
    }
  }
  if (issues.length > 0) throw fileProblems(file, issues);

  // Of several reports of one member's year (an amendment), the one filed last stands.
  const standing = new Map<string, Report>();
  for (const report of reports.values()) {
    const key = `${report.memberId} ${report.year}`;
    const held = standing.get(key);
    if (held === undefined || report.filedDate > held.filedDate || (report.filedDate === held.filedDate && report.id > held.id)) standing.set(key, report);
  }
  const rows: StagedRow[] = [...standing.values()].map((report) => {
    const { minimum, maximum } = netWorthOf(report);
    return {
      member_id: report.memberId, year: report.year, filed_date: report.filedDate, net_worth_minimum: minimum, net_worth_maximum: maximum,
      asset_count: report.assets.length, liability_count: report.liabilities.length,
    };
  });
  const replaced = await replaceSample(tx, 'congress', `SELECT '${WHOLE_KEYS.congress}' AS key`);
  await stageRows(tx, 'congress_net_worth_staged', rows, TYPES);
  // A report filed before the stored one of its year is an older version: the stored one stands.
  await tx.run(`DELETE FROM congress_net_worth_staged s WHERE EXISTS (
    SELECT 1 FROM congress_net_worth t WHERE t.member_id = CAST(s.member_id AS UUID) AND t.year = s.year AND t.filed_date > s.filed_date)`);
  const rowsAdded = await writeCapture(tx, {
    table: 'congress_net_worth', key: ['member_id', 'year'], values: ['filed_date', 'net_worth_minimum', 'net_worth_maximum', 'asset_count', 'liability_count'],
    order: ['member_id', 'year'],
  }, 'congress_net_worth_staged', provenance);
  await tx.run('DROP TABLE congress_net_worth_staged');
  return { format: 'csv', rowsRead: records.length, rowsAdded, replaced };
};
