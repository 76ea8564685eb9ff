/**
 * Tables of the stock profile and the screener. The profile: one row of its headline facts, the
 * identifiers and the share count said under it, so it reads at 60 columns without a line per field.
 */
import { count, text } from './format';
import type { Row } from './layout';
import { countColumn, SELF, textColumn, type TableSpec } from './spec';

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
