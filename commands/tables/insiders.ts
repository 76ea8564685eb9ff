/**
 * Tables of the insider family: Form 4 transactions and holdings, Form 144 notices, the insider search,
 * the sentiment ranking, and the observations of the Swedish insider register (whose context, what the
 * register covers and when it was captured, is said above its table).
 */
import { count, fixed, price, text, yesNo } from './format';
import type { Row } from './layout';
import { column, computed, countColumn, fixedColumn, priceColumn, textColumn, type TableSpec } from './spec';

export const insiderTransactions: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('transactionDate', 'Date', 1),
    textColumn('insiderName', 'Insider', 1),
    textColumn('transactionCode', 'Code', 1),
    countColumn('shares', 'Shares', 1),
    priceColumn('pricePerShare', 'Price', 2),
    column('isRule10b5One', '10b5-1', 2, yesNo, 'left'),
    countColumn('value', 'Value $', 3),
    textColumn('role', 'Role', 4),
    countColumn('sharesOwnedAfter', 'Owned after', 5),
    textColumn('ownershipForm', 'Form', 6),
    textColumn('securityKind', 'Security', 7),
  ],
  below: (_body, rows) => {
    const noted = rows.filter((row) => Array.isArray(row.footnotes) && row.footnotes.length > 0).length;
    return noted === 0 ? [] : [`${count(noted)} of these rows ${noted === 1 ? 'carries' : 'carry'} footnotes (weighted-average prices, 10b5-1 plans): --json shows them.`];
  },
  says: [],
};

export const insiderOwnership: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('insiderName', 'Insider', 1),
    countColumn('sharesOwned', 'Shares owned', 1),
    textColumn('role', 'Role', 2),
    textColumn('lastTransactionType', 'Last', 3),
    textColumn('lastTransactionDate', 'Last on', 3),
  ],
  says: [],
};

export const proposedSales: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('filingDate', 'Filed', 1),
    textColumn('sellerName', 'Seller', 1),
    countColumn('sharesToBeSold', 'Shares', 1),
    countColumn('aggregateMarketValue', 'Value $', 2),
    textColumn('approxSaleDate', 'Sale date', 2),
    textColumn('relationshipToIssuer', 'Relationship', 3),
    textColumn('brokerName', 'Broker', 4),
    textColumn('remarks', 'Remarks', 5),
  ],
  says: [],
};

export const insiderSearch: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('name', 'Name', 1),
    textColumn('latestCompanyTicker', 'Latest', 1),
    textColumn('cik', 'CIK', 2),
    textColumn('role', 'Role', 3),
    textColumn('city', 'City', 4),
    textColumn('stateOrCountry', 'State', 4),
    textColumn('latestCompanyName', 'Company', 5),
  ],
  below: (body) => (body.hasMore === true ? ['More matches exist: narrow the query.'] : []),
  says: ['hasMore'],
};

export const insiderSentiment: TableSpec = {
  rows: 'data',
  columns: [
    countColumn('rank', 'Rank', 1),
    textColumn('ticker', 'Ticker', 1),
    fixedColumn('score', 'Score', 1, 2),
    countColumn('distinctBuyers', 'Buyers', 2),
    countColumn('distinctSellers', 'Sellers', 2),
    countColumn('netBuyValue', 'Net buy $', 3),
    column('isClusterBuy', 'Cluster', 4, yesNo, 'left'),
    column('marketCapUsd', 'Mkt cap $B', 5, (v) => (typeof v === 'number' ? fixed(v / 1e9, 1) : fixed(v, 1))),
    priceColumn('sharePriceUsd', 'Price', 6),
  ],
  above: (body) => [`Open-market trades of officers and directors over ${count(body.windowDays)} days; ${count(body.totalScored)} tickers scored.`],
  says: ['windowDays', 'totalScored'],
};

/** Why a register answer without observations says nothing about whether there were transactions. */
const COVERAGE: Readonly<Record<string, string>> = {
  unresolved_security: "The listing's ISIN is not known, so no observation can be matched to it.",
  not_captured: 'The register has not been captured.',
  no_matching_observations: 'No observation of this ISIN in the publication days captured.',
};

function registerContext(body: Row): string[] {
  const lei = typeof body.issuerLei === 'string' ? ` (issuer LEI ${body.issuerLei})` : '';
  const lines = [`ISIN ${text(body.isin)}${lei} · ${text(body.sourceName)}`];
  const days = body.firstCapturedPublicationDay === null ? 'no publication days' : `${count(body.capturedPublicationDays)} publication days from ${text(body.firstCapturedPublicationDay)} to ${text(body.lastCapturedPublicationDay)}`;
  lines.push(`Captured: ${days}, last checked ${text(body.checkedAt)}; ${count(body.totalObservations)} observations.`);
  if (body.isStale === true) lines.push('The last capture is stale: newer notifications may be missing.');
  const gap = COVERAGE[text(body.coverageStatus)];
  if (gap !== undefined) lines.push(`${gap} This does not mean there were no transactions.`);
  return lines;
}

/** `2026-11-18 08:31`: the register's local publication time, to the minute. */
const published = (row: Row): string => (typeof row.publishedAt === 'string' ? row.publishedAt.slice(0, 16).replace('T', ' ') : text(row.publishedAt));

/** Notifications by a closely associated person, corrections and first notifications, in words. */
function flags(row: Row): string {
  const words = [row.isRelatedPerson === true ? 'related' : '', row.isAmendment === true ? 'amendment' : '', row.isLinkedToShareProgramme === true ? 'programme' : ''];
  return words.filter((w) => w !== '').join(', ');
}

export const directorTransactions: TableSpec = {
  rows: 'observations',
  columns: [
    textColumn('transactionDate', 'Date', 1),
    textColumn('person', 'Person', 1),
    textColumn('transactionType', 'Type', 1),
    countColumn('volume', 'Volume', 1),
    column('price', 'Price', 2, (v) => (typeof v === 'number' && Number.isInteger(v * 100) ? price(v) : fixed(v, 4))),
    textColumn('currency', 'Ccy', 2),
    computed('isRelatedPerson', 'Note', 3, flags, 'left'),
    computed('publishedAt', 'Published', 4, published, 'left'),
    textColumn('role', 'Role', 5),
    textColumn('instrumentName', 'Instrument', 6),
    textColumn('volumeUnit', 'Unit', 7),
    textColumn('notifier', 'Notifier', 7),
    textColumn('venue', 'Venue', 8),
    textColumn('status', 'Status', 8),
  ],
  above: registerContext,
  says: [
    'source', 'sourceName', 'sourceUrl', 'coverageStatus', 'coverage', 'isin', 'issuerLei', 'checkedAt', 'isStale',
    'firstCapturedPublicationDay', 'lastCapturedPublicationDay', 'capturedPublicationDays', 'totalObservations',
  ],
};
