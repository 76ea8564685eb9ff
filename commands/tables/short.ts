/**
 * Tables of the short-selling family. A register's answer says above its rows which register it is, when
 * it was captured and, when it holds no rows, why that is not a zero; the aggregates answer says so for
 * each of its reports, then draws each report's observations as a titled table of its own (reports are
 * never added together).
 */
import { count, fixed, text, yesNo } from './format';
import type { Row } from './layout';
import { column, computed, isRecord, textColumn, type RowList, type TableSpec } from './spec';

/** Why an answer without rows says nothing about short positions, by coverage status. */
const WHY_EMPTY: Readonly<Record<string, string>> = {
  permission_required: "Collecting the UK's data needs this deployment's permission (FDS_UK_SHORT_PERMISSION), which it has not stated.",
  unresolved_security: "The listing's ISIN is not verified, so nothing can be matched to it.",
  unresolved_issuer: "The issuer's LEI is not verified, so the issuer-wide figure cannot be matched.",
  not_captured: 'No export of the register has been accepted yet.',
  no_matching_disclosures: 'The register as captured lists no position in this ISIN.',
  no_matching_observations: 'The register as captured has no observation of this listing.',
};

const NOT_ZERO = 'This does not mean there are no short positions.';

/** A percentage-point figure: `0.62%`. */
const points = (value: unknown): string => (typeof value === 'number' ? `${fixed(value, 2)}%` : fixed(value, 2));

/** `last checked …; the register last updated …`, and whether that capture is stale. */
function captureLine(body: Row): string {
  if (body.checkedAt === null) return '';
  const modified = typeof body.sourceModifiedAt === 'string' ? `; the register states its last update as ${body.sourceModifiedAt.slice(0, 10)}` : '';
  const stale = body.isStale === true ? ' The capture is stale: newer positions may be missing.' : '';
  return `Last checked ${text(body.checkedAt)}${modified}.${stale}`;
}

function disclosuresAbove(body: Row): string[] {
  const lines = [`${text(body.source)} · ISIN ${text(body.isin)} · ${text(body.sourceName)}`, `${captureLine(body)} ${count(body.totalDisclosures)} disclosures.`.trim()];
  const why = WHY_EMPTY[text(body.coverageStatus)];
  if (why !== undefined) lines.push(`${why} ${NOT_ZERO}`);
  return lines;
}

export const euDisclosures: TableSpec = {
  rows: 'disclosures',
  columns: [
    textColumn('positionDate', 'Date', 1),
    textColumn('holderName', 'Holder', 1),
    column('percentOfIssuedCapital', 'Position', 1, points),
    textColumn('publicationDate', 'Published', 2),
    textColumn('publicationEndDate', 'Ended', 3),
    textColumn('holderLei', 'Holder LEI', 4),
    textColumn('issuerName', 'Issuer', 5),
  ],
  above: disclosuresAbove,
  below: (body) => (text(body.coverageStatus) === 'available' ? ['Positions are percentage points of issued share capital, as the register publishes them; never sum a current register with its archive.'] : []),
  says: [
    'source', 'sourceName', 'isin', 'coverageStatus', 'coverage', 'measure', 'percentageBasis', 'checkedAt', 'sourceModifiedAt', 'isStale',
    'sourceUrl', 'totalDisclosures',
  ],
};

const reportsOf = (body: Row): Row[] => (Array.isArray(body.reports) ? body.reports.filter(isRecord) : []);

/** What a report holds, in a few words. */
function holding(report: Row): string {
  const reported = Array.isArray(report.reportedAggregates) ? report.reportedAggregates.length : 0;
  if (text(report.coverageStatus) !== 'available') return text(report.coverageStatus).replaceAll('_', ' ');
  return reported > 0 ? `${count(reported)} reported aggregate${reported === 1 ? '' : 's'}` : `${count(report.totalObservations)} observations`;
}

/** The identity a report matched on. */
const identity = (report: Row): string => (report.identityScope === 'issuer' ? `issuer LEI ${text(report.issuerLei)}` : `ISIN ${text(report.isin)}`);

function aggregatesAbove(body: Row): string[] {
  const reports = reportsOf(body);
  if (reports.length === 0) return ["No register of this listing's country publishes aggregates here. This does not mean there are no short positions."];
  const lines = reports.flatMap((report) => {
    const why = WHY_EMPTY[text(report.coverageStatus)];
    return [[`${text(report.source)} (${identity(report)}): ${holding(report)}.`, captureLine(report), why ?? ''].filter((part) => part !== '').join(' ')];
  });
  return [...lines, 'Each report stands alone: never add reports together. Only available ones say anything about positions; a missing observation is not a zero.'];
}

/** The holders a register names under a figure; their own dates, positions and shares are in --json. */
const holders = (row: Row): string => (Array.isArray(row.holders) ? row.holders.filter(isRecord).map((h) => text(h.holderName)).join('; ') : '');

/** Each report's observations (or Denmark's reported aggregates) as its own list. */
function reportLists(body: Row): RowList[] {
  return reportsOf(body).map((report) => {
    // An observation naming no holders (Sweden's) has no holders cell, so a report of such alone has no Holders column.
    const observations = (Array.isArray(report.observations) ? report.observations.filter(isRecord) : []).map((o) => {
      if (!Array.isArray(o.holders) || o.holders.length > 0) return o;
      const { holders: _none, ...rest } = o;
      return rest;
    });
    const reported = Array.isArray(report.reportedAggregates) ? report.reportedAggregates.filter(isRecord) : [];
    return { title: text(report.source), rows: [...observations, ...reported] };
  });
}

export const euAggregates: TableSpec = {
  rows: 'reports',
  bareList: 'reports',
  lists: reportLists,
  columns: [
    { ...textColumn('positionDate', 'Date', 1), onlyWhenPresent: true },
    { ...textColumn('latestReportedAtLocal', 'Reported (local)', 1), onlyWhenPresent: true },
    column('percentOfIssuedCapital', 'Position', 1, points),
    { ...computed('holders', 'Holders', 2, holders, 'left'), onlyWhenPresent: true },
    { ...column('shares', 'Shares', 3, count), onlyWhenPresent: true },
    { ...column('holderSharesReconcile', 'Adds up', 4, yesNo, 'left'), onlyWhenPresent: true },
    { ...textColumn('becameHistoricalOn', 'Historical on', 5), onlyWhenPresent: true },
  ],
  above: aggregatesAbove,
  below: (_body, rows) => [
    ...(rows.some((row) => Array.isArray(row.holders)) ? ["Each holder's own date, position and shares: --json."] : []),
    ...(rows.some((row) => typeof row.holderSharesReconcile === 'boolean') ? ["Adds up: the holders' shares equal the register's figure, which is never replaced by their sum."] : []),
  ],
  says: [],
};
