/**
 * Tables of the 13F reads: holders, ownership by quarter, buyers and sellers, most-held stocks, market
 * activity buckets, institution search, portfolio, summary, sectors, changes, super-investors and
 * consensus. Each says its quarter above the table, and under it when the filing window is open or a
 * change is not shown (and why).
 */
import { count, fixed, text } from './format';
import type { Row } from './layout';
import { computed, countColumn, SELF, textColumn, type RowList, type TableSpec } from './spec';

/** A signed whole number with separators: `+1,250`, `-80`. */
const delta = (value: unknown): string => (typeof value === 'number' ? `${value > 0 ? '+' : ''}${count(value)}` : text(null));
const pct = (value: unknown): string => (typeof value === 'number' ? `${fixed(value, 2)}%` : text(null));

/** What every quarter-dated answer says under its table. */
function vintage(body: Row): string[] {
  return [
    ...(body.isFilingWindowOpen === true ? [`The filing window of ${text(body.reportDate)} is still open: figures are partial until its reports are in.`] : []),
    ...(body.comparisonAvailable === false && typeof body.comparisonUnavailableReason === 'string' ? [body.comparisonUnavailableReason] : []),
  ];
}
const VINTAGE_FIELDS = ['reportDate', 'previousReportDate', 'isFilingWindowOpen', 'comparisonAvailable', 'comparisonUnavailableReason'];

const meta = (body: Row): Row => (typeof body.meta === 'object' && body.meta !== null ? (body.meta as Row) : {});

export const institutionalHolders: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('name', 'Institution', 1),
    countColumn('shares', 'Shares', 1),
    countColumn('value', 'Value $', 1),
    computed('percentOfTotal', '% of inst.', 2, (row) => pct(row.percentOfTotal)),
    textColumn('positionType', 'Type', 2),
    textColumn('cik', 'CIK', 3),
  ],
  above: (body) => {
    const m = meta(body);
    return m.reportDate === null
      ? ['No 13F report is stored.']
      : [`Quarter ${text(m.reportDate)}: ${count(m.totalInstitutions)} institutions report ${count(m.totalShares)} shares worth $${count(m.totalValue)}.`];
  },
  below: (body) => {
    const m = meta(body);
    return [
      ...vintage({ reportDate: m.reportDate, isFilingWindowOpen: m.isFilingWindowOpen }),
      ...(m.isCombinedQuarter === true ? ['Combined quarter: some holder filed a combination report (part of its book is reported by other managers).'] : []),
    ];
  },
  says: [],
};

export const institutionalOwnership: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('reportDate', 'Quarter', 1),
    countColumn('institutions', 'Institutions', 1),
    countColumn('totalShares', 'Shares', 1),
    computed('changePercent', 'Change', 1, (row) => pct(row.changePercent)),
    countColumn('totalValue', 'Value $', 2),
    computed('flags', 'Notes', 3, (row) => [row.isFilingWindowOpen === true ? 'window open' : '', row.isCombinedQuarter === true ? 'combined' : ''].filter(Boolean).join(', ') || text(null), 'left'),
  ],
  above: (body) => [`Institutional ownership of ${text(body.ticker)} by quarter, newest first.`],
  below: () => ['Change: shares against the quarter before; none while a quarter\'s filing window is open.'],
  says: ['ticker'],
};

const activityColumns = [
  textColumn('name', 'Institution', 1),
  computed('deltaShares', 'Shares chg', 1, (row) => delta(row.deltaShares)),
  countColumn('currentShares', 'Now', 2),
  countColumn('previousShares', 'Before', 2),
  computed('deltaValue', 'Value chg $', 3, (row) => delta(row.deltaValue)),
  computed('flags', 'Notes', 4, (row) => [row.isNewPosition === true ? 'new' : '', row.isSoldOut === true ? 'sold out' : '', row.isFirst13F === true ? 'first 13F' : ''].filter(Boolean).join(', ') || text(null), 'left'),
];

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

export const institutionalActivity: TableSpec = {
  rows: 'buyers',
  lists: (body): RowList[] => (body.comparisonAvailable === true ? [{ title: 'Buyers', rows: rowsOf(body.buyers) }, { title: 'Sellers', rows: rowsOf(body.sellers) }] : []),
  columns: activityColumns,
  above: (body) => [`${text(body.ticker)}: institutions' changes from ${text(body.previousReportDate)} to ${text(body.reportDate)}.`],
  below: vintage,
  says: ['ticker', 'buyers', 'sellers', ...VINTAGE_FIELDS],
};

export const mostHeld: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('ticker', 'Ticker', 1),
    countColumn('filerCount', 'Filers', 1),
    computed('deltaFilerCount', 'Chg', 1, (row) => delta(row.deltaFilerCount)),
    countColumn('totalValue', 'Value $', 1),
    computed('percentOfUniverse', '% filers', 2, (row) => pct(row.percentOfUniverse)),
    computed('deltaValue', 'Value chg $', 3, (row) => delta(row.deltaValue)),
    textColumn('company', 'Company', 4),
  ],
  above: (body) => [`Most-held stocks, quarter ${text(body.reportDate)} (${count(body.filersInUniverse)} filers with holdings), by ${text(body.sort)}.`],
  below: vintage,
  says: ['sort', 'filersInUniverse', ...VINTAGE_FIELDS],
};

export const marketActivity13f: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('ticker', 'Ticker', 1),
    computed('deltaValue', 'Value chg $', 1, (row) => delta(row.deltaValue)),
    computed('deltaShares', 'Shares chg', 1, (row) => delta(row.deltaShares)),
    countColumn('filerCount', 'Filers', 1),
    textColumn('company', 'Company', 2),
  ],
  above: (body) => [`13F ${text(body.bucket)}, ${text(body.previousReportDate)} to ${text(body.reportDate)} (filers that reported both quarters).`],
  below: vintage,
  says: ['bucket', ...VINTAGE_FIELDS],
};

export const institutionSearch: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('name', 'Institution', 1),
    textColumn('cik', 'CIK', 1),
    countColumn('portfolioValue', 'Value $', 2),
    countColumn('positionCount', 'Positions', 3),
    textColumn('latestReportDate', 'Quarter', 3),
  ],
  below: (body) => (body.hasMore === true ? ['More institutions match than shown (--limit, max 500).'] : []),
  says: ['hasMore'],
};

const head = (body: Row): string =>
  `${text(body.name)} (CIK ${text(body.cik)}), quarter ${text(body.reportDate)}${body.reportType === 'HOLDINGS' ? '' : `, ${String(body.reportType).toLowerCase()} report`}`;
const HEAD_FIELDS = ['cik', 'name', 'reportDate', 'isFilingWindowOpen', 'reportType', 'isCombinedQuarter', 'portfolioValue'];

export const institutionPortfolio: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('issuerName', 'Issuer', 1),
    textColumn('listedTicker', 'Ticker', 1),
    countColumn('value', 'Value $', 1),
    computed('percentOfPortfolio', 'Weight', 1, (row) => pct(row.percentOfPortfolio)),
    countColumn('shares', 'Shares', 2),
    textColumn('positionType', 'Type', 3),
    textColumn('cusip', 'CUSIP', 4),
  ],
  above: (body) => [`${head(body)}: $${count(body.portfolioValue)}.`],
  below: vintage,
  says: HEAD_FIELDS,
};

export const institutionSummary: TableSpec = {
  rows: SELF,
  columns: [
    countColumn('portfolioValue', 'Value $', 1),
    countColumn('positionCount', 'Positions', 1),
    computed('largestPositionPercent', 'Largest', 1, (row) => pct(row.largestPositionPercent)),
    computed('top10Percent', 'Top 10', 1, (row) => pct(row.top10Percent)),
    computed('qoqChangePercent', 'QoQ', 2, (row) => pct(row.qoqChangePercent)),
    countColumn('quartersReported', 'Quarters', 3),
  ],
  above: (body) => [`${head(body)}.`],
  below: (body) => [...vintage(body), `First stored quarter: ${text(body.firstReportDate)}.`],
  says: [...HEAD_FIELDS, 'firstReportDate', 'previousPortfolioValue'],
};

export const institutionSectors: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('sector', 'Sector', 1),
    countColumn('value', 'Value $', 1),
    computed('percentOfPortfolio', 'Weight', 1, (row) => pct(row.percentOfPortfolio)),
    countColumn('positionCount', 'Positions', 2),
  ],
  above: (body) => [`${head(body)}: $${count(body.portfolioValue)} by sector.`],
  below: vintage,
  says: HEAD_FIELDS,
};

export const institutionChanges: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('issuerName', 'Issuer', 1),
    textColumn('change', 'Change', 1),
    computed('deltaShares', 'Shares chg', 1, (row) => delta(row.deltaShares)),
    computed('deltaValue', 'Value chg $', 2, (row) => delta(row.deltaValue)),
    textColumn('listedTicker', 'Ticker', 2),
    countColumn('currentShares', 'Now', 3),
    countColumn('previousShares', 'Before', 3),
  ],
  above: (body) => [`${text(body.name)} (CIK ${text(body.cik)}): changes from ${text(body.previousReportDate)} to ${text(body.reportDate)}.`],
  below: vintage,
  says: ['cik', 'name', ...VINTAGE_FIELDS],
};

export const superInvestors: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('managerName', 'Manager', 1),
    countColumn('portfolioValue', 'Value $', 1),
    textColumn('asOf', 'Quarter', 1),
    computed('qoqChangePercent', 'QoQ', 2, (row) => pct(row.qoqChangePercent)),
    countColumn('positionCount', 'Positions', 2),
    computed('isStale', 'Stale', 3, (row) => (row.isStale === true ? 'stale' : ''), 'left'),
    textColumn('firmName', 'Firm', 4),
    textColumn('cik', 'CIK', 5),
  ],
  below: (_body, rows) =>
    rows.some((row) => row.isStale === true) ? ['Stale: the newest stored report is older than the newest quarter whose filing deadline has passed.'] : [],
  says: [],
};

export const consensusHoldings: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('ticker', 'Ticker', 1),
    countColumn('holderCount', 'Holders', 1),
    countColumn('totalValue', 'Value $', 1),
    textColumn('company', 'Company', 2),
    textColumn('cusip', 'CUSIP', 3),
  ],
  above: (body) => {
    const listed = Array.isArray(body.institutions) ? (body.institutions as Row[]) : [];
    const missing = listed.filter((i) => i.reported !== true).map((i) => text(i.cik));
    return [
      `Held in common, quarter ${text(body.reportDate)}, by ${listed.length - missing.length} of ${listed.length} institutions.`,
      ...(missing.length > 0 ? [`No report of the quarter stored for: ${missing.join(', ')}.`] : []),
    ];
  },
  below: (body) => [...(body.isFilingWindowOpen === true ? [`The filing window of ${text(body.reportDate)} is still open.`] : [])],
  says: ['reportDate', 'isFilingWindowOpen', 'institutions'],
};

