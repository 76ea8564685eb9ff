/**
 * Tables of the congressional reads: members (name, position, id), trades (one row per disclosed trade,
 * the amount as its band), net-worth bands by year, and market activity (flows per ticker, the top names
 * under the table). Member ids are long: the member table keeps them, the trades table names the member.
 */
import { count, text } from './format';
import type { Row } from './layout';
import { computed, countColumn, textColumn, type TableSpec } from './spec';

/** A disclosed band: `$15,001–$50,000`, `over $50,000,000` for an open one. */
const band = (row: Row): string => {
  if (typeof row.amountFrom !== 'number') return text(null);
  return typeof row.amountTo === 'number' ? `$${count(row.amountFrom)}–$${count(row.amountTo)}` : `over $${count(row.amountFrom - 1)}`;
};

/** A signed dollar flow with a thousands separator: `+175,001`, `-49,916,000`. */
const flow = (value: unknown): string => (typeof value === 'number' ? `${value > 0 ? '+' : ''}${count(value)}` : text(null));

export const congressMembers: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('name', 'Name', 1),
    // The id is what trades and net worth take: it stays when the position has to go.
    textColumn('id', 'Member id', 1),
    textColumn('position', 'Position', 2),
  ],
  below: (body) => (body.hasMore === true ? ['More members match than shown (--limit, max 500).'] : []),
  says: ['hasMore'],
};

export const congressTrades: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('transactionDate', 'Traded', 1),
    textColumn('memberName', 'Member', 1),
    textColumn('transactionType', 'Type', 1),
    textColumn('ticker', 'Ticker', 1),
    computed('amount', 'Amount band', 1, band),
    textColumn('filingDate', 'Filed', 2),
    textColumn('ownerType', 'Owner', 3),
    textColumn('assetType', 'Asset type', 4),
    textColumn('assetName', 'Asset', 5),
    textColumn('memberPosition', 'Position', 6),
    textColumn('subholding', 'Subholding', 7),
  ],
  below: () => ['Amounts are the disclosed bands, never exact. Filed: when the market could first know.'],
  says: [],
};

export const congressNetWorth: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('year', 'Year', 1),
    textColumn('filedDate', 'Filed', 1),
    countColumn('netWorthMinimum', 'Min $', 1),
    countColumn('netWorthMaximum', 'Max $', 1),
    countColumn('assetCount', 'Assets', 2),
    countColumn('liabilityCount', 'Liabilities', 2),
  ],
  above: (body) => [`${text(body.memberName)}: net-worth bands from electronically filed annual reports, newest first.`],
  below: (body, rows) => [
    ...(rows.length === 0 ? ['No electronically filed annual report is on file.'] : []),
    'A missing year means no electronic filing, not a net worth of zero.',
    ...(body.hasMore === true ? ['More years are on file (--limit).'] : []),
  ],
  says: ['memberId', 'memberName', 'hasMore'],
};

const names = (value: unknown): string => (Array.isArray(value) && value.length > 0 ? value.join(', ') : text(null));

export const congressActivity: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('ticker', 'Ticker', 1),
    computed('net', 'Net flow $', 1, (row) => flow(row.estimatedNetFlowUsd)),
    countColumn('buyTrades', 'Buys', 1),
    countColumn('sellTrades', 'Sells', 1),
    countColumn('distinctBuyers', 'Buyers', 2),
    countColumn('distinctSellers', 'Sellers', 2),
    textColumn('latestFilingDate', 'Last filed', 3),
    computed('buyers', 'Top buyers', 4, (row) => names(row.topBuyers), 'left'),
    computed('sellers', 'Top sellers', 5, (row) => names(row.topSellers), 'left'),
  ],
  above: (body) => [
    `Net ${body.direction === 'sells' ? 'selling' : 'buying'} by members of ${body.chamber === 'senate' ? 'the Senate' : body.chamber === 'house' ? 'the House' : 'Congress'}, `
      + `trades filed in the last ${text(body.windowDays)} days: ${count(body.total)} tickers.`,
  ],
  below: () => ['Each trade at the midpoint of its disclosed band (an open band at its lower bound): an estimate, not a sum of exact amounts.'],
  says: ['windowDays', 'direction', 'chamber', 'total'],
};
