/** Tables of the prices family: daily bars, dividends, splits and latest closes. */
import { fixed, MISSING, price, text, yesNo } from './format';
import type { Row } from './layout';
import { column, computed, countColumn, fixedColumn, priceColumn, signedColumn, textColumn, type TableSpec } from './spec';

/**
 * A listing quoted in another currency than the dollar names it on each price-bearing row (`currency`,
 * absent on US dollar rows): the Ccy column (left out when empty) shows it, and a note says the `$`
 * headers do not apply to those rows.
 */
const currencyColumn = { ...textColumn('currency', 'Ccy', 1), onlyWhenPresent: true };

function currencyNote(rows: readonly Row[]): string[] {
  const named = [...new Set(rows.map((row) => row.currency).filter((c): c is string => typeof c === 'string'))];
  return named.length === 0 ? [] : [`Prices of rows with a Ccy are in that currency (${named.join(', ')}), not in dollars.`];
}

/** Daily bars: date and close always; open, high, low, then volume, then the dividend-adjusted close. */
export const priceBars: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('date', 'Date', 1),
    currencyColumn,
    priceColumn('open', 'Open', 2),
    priceColumn('high', 'High', 2),
    priceColumn('low', 'Low', 2),
    priceColumn('close', 'Close', 1),
    countColumn('volume', 'Volume', 3),
    priceColumn('adjustedClose', 'Adj close', 4),
  ],
  below: (_body, rows) => currencyNote(rows),
  says: [],
};

export const dividends: TableSpec = {
  rows: 'data',
  columns: [textColumn('exDate', 'Ex-date', 1), fixedColumn('amountPerShare', 'Per share', 1, 4), textColumn('currency', 'Ccy', 1)],
  says: [],
};

export const splits: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('effectiveDate', 'Effective', 1),
    computed('numerator', 'Ratio', 1, (row) => `${fixed(row.numerator, 0)}:${fixed(row.denominator, 0)}`),
    column('priceHistoryAdjusted', 'History adjusted', 2, yesNo, 'left'),
  ],
  says: [],
};

/** `192.17–255.94`, with `*` when the range is partial (explained under the table). */
function range52(row: Row): string {
  if (typeof row.low52Week !== 'number' || typeof row.high52Week !== 'number') return MISSING;
  return `${price(row.low52Week)}–${price(row.high52Week)}${row.range52WeekIsPartial === true ? '*' : ''}`;
}

/** Latest closes: ticker, close, change, change % and the 52-week range first. */
export const latestCloses: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('ticker', 'Ticker', 1),
    currencyColumn,
    textColumn('date', 'Date', 5),
    priceColumn('close', 'Close', 1),
    signedColumn('change', 'Chg $', 2, 2),
    signedColumn('changePercent', 'Chg %', 2, 2),
    computed('high52Week', '52-wk range $', 3, range52),
    signedColumn('changeFrom52WeekHighPercent', 'vs high %', 6, 2),
    signedColumn('changeFrom52WeekLowPercent', 'vs low %', 7, 2),
    countColumn('volume', 'Volume', 4),
    priceColumn('previousClose', 'Prev', 8),
    priceColumn('adjustedClose', 'Adj close', 9),
  ],
  below: (body, rows) => {
    const partial = rows.filter((row) => row.range52WeekIsPartial === true);
    const notes = [...currencyNote(rows), ...partial.map((row) => `* ${text(row.ticker)}: ${typeof row.range52WeekNote === 'string' ? row.range52WeekNote : 'partial 52-week range.'}`)];
    const notFound = Array.isArray(body.notFound) ? body.notFound.filter((t): t is string => typeof t === 'string') : [];
    if (notFound.length > 0) notes.push(`Not found: ${notFound.join(', ')}.`);
    return notes;
  },
  says: ['notFound'],
};
