/**
 * Tables of the registered funds: a fund's holdings (the fund and its report said above the rows), the
 * directory and the fund owners of a stock. The widest fields carry the lowest priority so each reads at
 * 60 columns.
 */
import { count, text } from './format';
import type { Row } from './layout';
import { computed, countColumn, fixedColumn, textColumn, type TableSpec } from './spec';

const COVERAGE: Readonly<Record<string, string>> = {
  fullPortfolio: 'the whole portfolio the filing reports',
  trackedEquitiesOnly: 'fewer rows than the filing reports (tracked equities only)',
  unknown: 'unknown (the filing\'s count is missing or inconsistent)',
};

/** How many rows are shown of how many, when a page holds fewer than all. */
const shownOf = (total: unknown, shown: number, noun: string): string[] =>
  typeof total === 'number' && total > shown ? [`${count(shown)} of ${count(total)} ${noun} shown (--limit, max 500; --offset).`] : [];

export const fundHoldings: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('name', 'Name', 1),
    countColumn('valueUsd', 'Value $', 1),
    fixedColumn('percentOfNetAssets', '% NA', 1, 2),
    countColumn('balance', 'Balance', 2),
    textColumn('assetCategory', 'Cat', 3),
    textColumn('cusip', 'CUSIP', 4),
    textColumn('units', 'Units', 5),
    textColumn('country', 'Ctry', 5),
  ],
  above: (body) => [
    `${text(body.seriesName)} (${text(body.ticker ?? body.profileId)}), report of ${text(body.reportPeriodDate)}, net assets $${count(body.netAssets)}.`,
  ],
  below: (body, rows) => [
    `Holdings: ${count(body.totalHoldings)} stored, ${count(body.reportedHoldingCount)} reported; coverage: ${COVERAGE[String(body.holdingsCoverage)] ?? text(body.holdingsCoverage)}.`,
    ...shownOf(body.totalHoldings, rows.length, 'holdings'),
  ],
  says: ['profileId', 'seriesName', 'ticker', 'reportPeriodDate', 'netAssets', 'totalHoldings', 'reportedHoldingCount', 'holdingsCoverage'],
};

/** Short words for holdingsCoverage in a narrow cell. */
const COVERAGE_CELL: Readonly<Record<string, string>> = { fullPortfolio: 'full', trackedEquitiesOnly: 'tracked', unknown: 'unknown' };

export const fundDirectory: TableSpec = {
  rows: 'data',
  columns: [
    computed('fund', 'Fund', 1, (row: Row) => text(row.ticker ?? row.profileId), 'left'),
    textColumn('seriesName', 'Series', 1),
    countColumn('netAssets', 'Net assets $', 1),
    textColumn('latestReportPeriodDate', 'Report', 2),
    countColumn('holdingCount', 'Rows', 3),
    computed('holdingsCoverage', 'Coverage', 3, (row: Row) => COVERAGE_CELL[String(row.holdingsCoverage)] ?? text(row.holdingsCoverage), 'left'),
    textColumn('registrantName', 'Registrant', 4),
    textColumn('profileId', 'Profile id', 5),
    textColumn('fundType', 'Type', 6),
  ],
  below: (body, rows) => {
    const total = typeof body.totalMatches === 'number' ? body.totalMatches : rows.length;
    return [
      ...(total > rows.length ? [`${count(total)} funds match; ${count(rows.length)} shown (--limit, max 500).`] : []),
      'Fund is the fund\'s own ticker, else its profile id (SEC series id); either works with fds funds holdings.',
    ];
  },
  says: ['totalMatches'],
};

export const fundOwners: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('seriesName', 'Series', 1),
    countColumn('valueUsd', 'Value $', 1),
    fixedColumn('percentOfNetAssets', '% NA', 1, 2),
    countColumn('balance', 'Balance', 2),
    textColumn('reportPeriodDate', 'Report', 3),
    textColumn('payoffProfile', 'Payoff', 4),
    textColumn('registrantName', 'Registrant', 5),
    textColumn('units', 'Units', 6),
  ],
  below: (body, rows) => [
    `${count(body.totalPositions)} positions in series that filed within 18 months; values as of each row's report.`,
    ...shownOf(body.totalPositions, rows.length, 'positions'),
  ],
  says: ['totalPositions'],
};
