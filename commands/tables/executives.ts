/**
 * The table of a stock's executive changes: one row per change (filing date, person, role, action,
 * effective date), the title as written when there is room, and under it what was read, so an empty table
 * still says how many filings it looked at.
 */
import { text } from './format';
import type { Row } from './layout';
import { computed, textColumn, type TableSpec } from './spec';

/** `CEO`, or `CEO (interim)` when the title as written says interim or acting. */
const roleCell = (row: Row): string => {
  const written = typeof row.roleText === 'string' ? row.roleText : '';
  const temporary = /\b(?:interim|acting)\b/i.exec(written)?.[0]?.toLowerCase();
  return temporary === undefined ? text(row.role) : `${text(row.role)} (${temporary})`;
};

/** What was read: `Read 3 Item 5.02 filings, filed 2024-02-01 to 2026-10-30.`, and that none held a change when so. */
export function coverageLine(body: Row): string {
  const coverage = typeof body.coverage === 'object' && body.coverage !== null ? (body.coverage as Row) : {};
  const n = typeof coverage.processedFilingCount === 'number' ? coverage.processedFilingCount : 0;
  if (n === 0) return 'Read 0 Item 5.02 filings: none is stored for this stock in the date window.';
  const span = coverage.coverageStartDate === coverage.coverageEndDate ? `on ${text(coverage.coverageEndDate)}` : `${text(coverage.coverageStartDate)} to ${text(coverage.coverageEndDate)}`;
  const none = Array.isArray(body.data) && body.data.length === 0 ? ' No change was read in them.' : '';
  return `Read ${n} Item 5.02 filing${n === 1 ? '' : 's'}, filed ${span}.${none}`;
}

export const executiveChanges: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('filedDate', 'Filed', 1),
    textColumn('personName', 'Person', 1),
    computed('role', 'Role', 1, roleCell, 'left'),
    textColumn('action', 'Action', 1),
    textColumn('effectiveDate', 'Effective', 1),
    textColumn('form', 'Form', 2),
    textColumn('roleText', 'Title as written', 4),
  ],
  above: (body) => [`${text(body.ticker)}: executive and director changes from 8-K Item 5.02`],
  below: (body) => [coverageLine(body), 'The sentence each change was read from, and the filing: --json.'],
  says: ['ticker', 'coverage'],
};
