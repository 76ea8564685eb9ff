/**
 * Tables of the stock profile and the screener. The profile: one row of its headline facts, the
 * identifiers and the share count said under it, so it reads at 60 columns without a line per field. The
 * screener: ticker, price and market cap at any width, then the short-interest figures, yield and volume,
 * the fundamentals and ownership; what does not fit is named under the table (--json has every field).
 */
import { count, fixed, text } from './format';
import type { Row } from './layout';
import { column, countColumn, priceColumn, SELF, textColumn, type TableSpec } from './spec';

/** `15,000,000,000 (as of 2026-10-30)`, or a dash. */
const shares = (body: Row): string => (typeof body.sharesOutstanding === 'number' ? `${count(body.sharesOutstanding)} (as of ${text(body.sharesOutstandingDate)})` : text(null));

function profileBelow(body: Row): string[] {
  return [
    `Identifiers: CIK ${text(body.cik)}, ISIN ${text(body.isin)}; industry ${text(body.industry)}.`,
    `${text(body.kind)} quoted in ${text(body.currency)}; shares outstanding ${shares(body)}; market cap at the close of ${text(body.marketCapDate)}.`,
    `First stored bar: ${text(body.listingDate)} (the closest date known to the listing date).`,
  ];
}

export const stockProfile: TableSpec = {
  rows: SELF,
  columns: [
    textColumn('ticker', 'Ticker', 1),
    textColumn('name', 'Name', 1),
    textColumn('exchange', 'Exch', 2),
    countColumn('marketCap', 'Market cap', 1),
    textColumn('sector', 'Sector', 2),
  ],
  below: profileBelow,
  says: ['kind', 'cik', 'isin', 'industry', 'sharesOutstanding', 'sharesOutstandingDate', 'currency', 'marketCapDate', 'listingDate'],
};

const percentColumn = (name: string, header: string, priority: number) => column(name, header, priority, (v) => fixed(v, 2));

function screenerAbove(body: Row): string[] {
  const v = (body.vintages ?? {}) as Row;
  return [
    `${count(body.totalCount)} listings pass; page ${text(body.page)} of ${count(body.totalPages)} (--page, --limit).`,
    `Prices of ${text(v.priceDate)}; short interest of the ${text(v.shortInterestSettlementDate)} settlement; 13F quarter ended ${text(v.thirteenFQuarterEnd)}.`,
  ];
}

export const stockScreener: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('ticker', 'Ticker', 1),
    priceColumn('price', 'Price', 1),
    countColumn('marketCap', 'Market cap $', 1),
    percentColumn('shortInterestPercent', 'Short %', 2),
    column('daysToCover', 'DTC', 2, (v) => fixed(v, 2)),
    percentColumn('dividendYieldPercent', 'Yield %', 3),
    countColumn('volume', 'Avg volume', 3),
    percentColumn('revenueGrowthPercent', 'Growth %', 4),
    percentColumn('grossMarginPercent', 'Margin %', 4),
    percentColumn('institutionalOwnershipPercent', 'Inst %', 5),
    textColumn('sector', 'Sector', 6),
    textColumn('name', 'Name', 7),
  ],
  above: screenerAbove,
  says: ['totalCount', 'count', 'page', 'totalPages', 'vintages'],
};
