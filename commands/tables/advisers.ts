/**
 * Tables of the investment advisers: the search (one row per adviser) and the profile, drawn as one row
 * of its headline figures with the names, website and compensation said under it, so it reads at 60
 * columns without a line per field.
 */
import { count, text } from './format';
import type { Row } from './layout';
import { countColumn, SELF, textColumn, type TableSpec } from './spec';

/** City, state and country of the main office in one cell: `NEW YORK, NY, United States`. */
const office = (row: Row): string => [row.city, row.state, row.country].filter((part) => typeof part === 'string' && part !== '').join(', ') || text(null);

export const adviserSearch: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('crd', 'CRD', 1),
    textColumn('legalName', 'Legal name', 1),
    countColumn('totalRegulatoryAum', 'AUM $', 1),
    countColumn('numberOfEmployees', 'Staff', 2),
    { field: 'office', header: 'Office', priority: 3, align: 'left', cell: office },
    textColumn('primaryBusinessName', 'Business name', 4),
    textColumn('asOfDate', 'As of', 5),
  ],
  below: (body, rows) => {
    const total = typeof body.totalMatches === 'number' ? body.totalMatches : rows.length;
    return total > rows.length ? [`${count(total)} advisers match; ${count(rows.length)} shown (--limit, max 500).`] : [];
  },
  says: ['totalMatches'],
};

/** The compensation boxes checked, in the order of Form ADV Item 5E. */
const CHARGES: readonly [string, string][] = [
  ['chargesPercentageOfAum', 'percentage of AUM'],
  ['chargesHourly', 'hourly'],
  ['chargesSubscription', 'subscription'],
  ['chargesFixed', 'fixed fees'],
  ['chargesCommissions', 'commissions'],
  ['chargesPerformanceBased', 'performance-based'],
  ['chargesOther', 'other'],
];

function profileBelow(body: Row): string[] {
  const charged = CHARGES.filter(([field]) => body[field] === true).map(([, label]) => label);
  return [
    `Legal name: ${text(body.legalName)}${body.primaryBusinessName !== null && body.primaryBusinessName !== body.legalName ? `, doing business as ${text(body.primaryBusinessName)}` : ''}.`,
    `Office: ${office(body)}. SEC number ${text(body.secNumber)}, status ${text(body.secStatus)}.`,
    `Website (as filed): ${text(body.website)}.`,
    `Regulatory AUM $: discretionary ${count(body.discretionaryAum)}, non-discretionary ${count(body.nonDiscretionaryAum)}.`,
    `Compensated by: ${charged.length === 0 ? 'none checked' : charged.join(', ')}.`,
    `As of the monthly Form ADV extract of ${text(body.asOfDate)}; the figures in it may be older.`,
  ];
}

export const adviserProfile: TableSpec = {
  rows: SELF,
  columns: [
    textColumn('crd', 'CRD', 1),
    textColumn('primaryBusinessName', 'Name', 1),
    countColumn('totalRegulatoryAum', 'AUM $', 1),
    countColumn('numberOfEmployees', 'Staff', 2),
  ],
  below: profileBelow,
  says: [],
};
