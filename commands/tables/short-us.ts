/**
 * Tables of the US short-selling reads. Each says under its rows what the figures are not: short volume
 * covers FINRA-reported trades only, a 999.99 days to cover means at least that, a fail is a balance that
 * is never added across dates, a week before 2025-08-11 may hold a case-folded sibling's volume. The
 * fails table says above its rows over which dates an absent date means no reported fails.
 */
import { fixed, text } from './format';
import type { Row } from './layout';
import { column, countColumn, fixedColumn, priceColumn, signedColumn, textColumn, type TableSpec } from './spec';

/** FINRA's cap on days to cover (a reading of it means at least that many days). */
const CAP = 999.99;

/** Days to cover: `999.99+` at FINRA's cap, `—` without a reading. */
const daysToCover = (value: unknown): string => (typeof value === 'number' && value >= CAP ? `${fixed(CAP, 2)}+` : fixed(value, 2));

const daysColumn = column('daysToCover', 'Days', 1, daysToCover);

/** Notes on the days-to-cover readings the rows hold. */
function daysNotes(rows: readonly Row[]): string[] {
  const notes: string[] = [];
  if (rows.some((row) => typeof row.daysToCover === 'number' && row.daysToCover >= CAP)) {
    notes.push("999.99+ is FINRA's cap: 999.99 days to cover or more.");
  }
  if (rows.some((row) => row.daysToCover === null)) notes.push('Days — : FINRA filed no average daily volume, so there is no reading.');
  return notes;
}

const BASELINE = "Short volume counts off-exchange trades reported to FINRA only (about 40% of all volume): 40 to 50% short is a normal baseline. Shares on today's split basis.";

export const shortVolume: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('date', 'Date', 1),
    countColumn('shortVolume', 'Short', 1),
    countColumn('totalVolume', 'Total', 1),
    fixedColumn('shortVolumePercent', 'Short %', 1, 2),
    countColumn('shortExemptVolume', 'Exempt', 2),
  ],
  below: (_body, rows) => (rows.length === 0 ? [] : [BASELINE]),
  says: [],
};

export const shortInterest: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('settlementDate', 'Settlement', 1),
    countColumn('shortPosition', 'Short position', 1),
    signedColumn('changeInShortPosition', 'Change', 1, 0),
    daysColumn,
    countColumn('averageDailyVolume', 'Avg daily volume', 2),
    column('splitInPeriod', 'Split', 3, (v) => (v === true ? 'split' : ''), 'left'),
  ],
  below: (_body, rows) => [
    ...daysNotes(rows),
    ...(rows.some((row) => row.splitInPeriod === true) ? ['split: a split took effect in that period; positions are as FINRA published them, not restated.'] : []),
  ],
  says: [],
};

export const offExchange: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('weekStartDate', 'Week of', 1),
    countColumn('atsVolume', 'ATS', 1),
    countColumn('nonAtsOtcVolume', 'Other OTC', 1),
    countColumn('totalOffExchangeVolume', 'Total', 1),
    countColumn('atsTradeCount', 'ATS trades', 2),
    countColumn('nonAtsOtcTradeCount', 'OTC trades', 2),
    column('mayIncludeCaseFoldedSiblingVolume', 'Folded', 3, (v) => (v === true ? 'maybe' : ''), 'left'),
  ],
  below: (_body, rows) => [
    ...(rows.some((row) => row.mayIncludeCaseFoldedSiblingVolume === true)
      ? ["Weeks before 2025-08-11 may include a case-folded sibling's volume (FINRA then filed symbols differing only by case as one)."]
      : []),
    ...(rows.some((row) => row.atsVolume === null || row.nonAtsOtcVolume === null) ? ['— : no row of that venue is stored for the week.'] : []),
  ],
  says: [],
};

function coverage(body: Row): string[] {
  if (typeof body.coverageStartDate !== 'string') return ['No complete SEC fails file is stored: a date without a row says nothing about fails.'];
  return [
    `Complete SEC files cover ${body.coverageStartDate} to ${text(body.coverageEndDate)}: there, a date without a row had no reported fails. Earlier dates are only partly covered.`,
  ];
}

export const failsToDeliver: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('settlementDate', 'Settlement', 1),
    countColumn('quantity', 'Fails (shares)', 1),
    priceColumn('price', 'Price', 1),
    countColumn('value', 'Value $', 2),
  ],
  above: coverage,
  below: (_body, rows) => (rows.length === 0 ? [] : ["Each figure is the balance outstanding on its date: never add them up. Price is the file's prior-day close."]),
  says: ['coverageStartDate', 'coverageEndDate'],
};

export const shortSnapshot: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('ticker', 'Ticker', 1),
    countColumn('shortPosition', 'Short position', 1),
    daysColumn,
    signedColumn('changeInShortPosition', 'Change', 2, 0),
    countColumn('averageDailyVolume', 'Avg daily volume', 2),
    textColumn('name', 'Name', 3),
  ],
  above: (body) => [typeof body.settlementDate === 'string' ? `Short interest at the ${body.settlementDate} settlement.` : 'No published settlement is stored.'],
  below: (_body, rows) => daysNotes(rows),
  says: ['settlementDate'],
};

export const largestShortVolume: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('ticker', 'Ticker', 1),
    countColumn('shortVolume', 'Short', 1),
    countColumn('totalVolume', 'Total', 1),
    fixedColumn('shortVolumePercent', 'Short %', 1, 2),
    countColumn('shortExemptVolume', 'Exempt', 2),
    textColumn('name', 'Name', 3),
  ],
  above: (body) => [typeof body.date === 'string' ? `Short volume on ${body.date}.` : 'No short volume is stored.'],
  below: (_body, rows) => (rows.length === 0 ? [] : [BASELINE]),
  says: ['date'],
};
