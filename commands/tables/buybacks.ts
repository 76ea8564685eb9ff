/**
 * Tables of the buyback and at-the-market reads. Buybacks: the newest authorization and each tracked
 * program said above, then the repurchase history as two titled tables (fiscal years, quarters). ATM: one
 * row per program; under it, what an empty list means.
 */
import { count, fractionAsPercent, text } from './format';
import type { Row } from './layout';
import { column, countColumn, textColumn, type RowList, type TableSpec } from './spec';

const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const rowsOf = (v: unknown): Row[] => (Array.isArray(v) ? v.filter(isRow) : []);

/** `$90,000,000,000` or `12,000,000 shares`; `not disclosed` for a null amount. */
function amount(value: unknown, unit: unknown): string {
  if (typeof value !== 'number') return 'not disclosed';
  return unit === 'shares' ? `${count(value)} shares` : `$${count(value)}`;
}

function programLine(p: Row): string {
  const source = isRow(p.source) ? `${text(p.source.form)} filed ${text(p.source.filedDate)}` : '';
  const announced = typeof p.announcedDate === 'string' ? `announced ${p.announcedDate}, ` : '';
  const expires = typeof p.expires === 'string' ? `, expires ${p.expires}` : '';
  const scope = p.dollarsAreCombinedEquity === true ? ' (common and other equity combined)' : '';
  return `· ${announced}authorized ${typeof p.authorizedAmount === 'number' ? amount(p.authorizedAmount, p.authorizedUnit) : 'not stated'}${scope}, remaining ${amount(p.remainingAuthorizedAmount, p.remainingAuthorizedUnit)} as of ${text(p.asOfDate)}${expires} [${source}]`;
}

function buybackAbove(body: Row): string[] {
  const name = typeof body.companyName === 'string' ? ` · ${body.companyName}` : '';
  const lines = [`${text(body.ticker)}${name}`];
  const programs = rowsOf(body.programs);
  if (programs.length === 0) {
    lines.push('No buyback program is on file.');
  } else {
    lines.push(`Programs (newest first): ${programs.length}`, ...programs.map(programLine));
  }
  const ytd = isRow(body.yearToDate) ? body.yearToDate : {};
  if (typeof ytd.periodEnd === 'string') {
    lines.push(`Fiscal ${text(ytd.fiscalYear)} to ${ytd.periodEnd}: ${count(ytd.sharesRepurchased)} shares, $${count(ytd.amountRepurchasedUsd)}.`);
  }
  return lines;
}

const buybackLists = (body: Row): RowList[] => [
  { title: 'Fiscal years', rows: rowsOf(body.annualHistory) },
  { title: 'Quarters', rows: rowsOf(body.quarterlyHistory) },
];

export const buybackPrograms: TableSpec = {
  rows: 'annualHistory',
  lists: buybackLists,
  columns: [
    column('fiscalYear', 'FY', 1, text, 'left'),
    textColumn('fiscalPeriod', 'Per', 1),
    textColumn('periodEnd', 'Ends', 1),
    countColumn('sharesRepurchased', 'Shares', 1),
    countColumn('amountRepurchasedUsd', 'Amount $', 1),
    column('averagePriceUsd', 'Avg $', 2, (v) => (typeof v === 'number' ? v.toFixed(2) : '—')),
    textColumn('periodStart', 'Starts', 3),
  ],
  above: buybackAbove,
  below: () => ['— : not tagged in any filing on file. Sources and filings: --json.'],
  says: [
    'ticker', 'companyName', 'cik', 'authorizedAmount', 'authorizedUnit', 'authorizedAsOf', 'remainingAuthorizedAmount', 'remainingAuthorizedUnit',
    'programExpires', 'dollarsAreCombinedEquity', 'programs', 'yearToDate', 'quarterlyHistory',
  ],
};

/** `expired`, `≤90d` or nothing. */
const status = (row: Row): string => (row.isExpired === true ? 'expired' : row.expiresWithin90Days === true ? '≤90d' : '');

export const atmPrograms: TableSpec = {
  rows: 'programs',
  columns: [
    textColumn('establishedDate', 'Since', 1),
    countColumn('capacityUsd', 'Capacity $', 1),
    countColumn('cumulativeSoldUsd', 'Sold $', 1),
    column('utilization', 'Used %', 1, (v) => fractionAsPercent(v, 1)),
    textColumn('expirationDate', 'Expires', 2),
    { field: 'status', header: 'Status', priority: 1, align: 'left', cell: status },
    countColumn('remainingUsd', 'Left $', 3),
    textColumn('soldAsOf', 'Sold as of', 4),
  ],
  above: (body) => [`${text(body.ticker)}${typeof body.companyName === 'string' ? ` · ${body.companyName}` : ''} · filings since ${text(body.lookbackStartDate)}`],
  below: (_body, rows) =>
    rows.length === 0
      ? ['No at-the-market program was captured from these filings: that is not proof that none exists.']
      : ['Used % is sold ÷ capacity; — : no sold figure disclosed. Sources: --json.'],
  says: ['ticker', 'companyName', 'lookbackStartDate'],
};
