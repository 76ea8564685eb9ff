/**
 * Importer of tracking-fund holdings: the constituent lists of the covered stock indexes. Three layouts,
 * told apart by the file: the iShares holdings CSV, the Invesco holdings CSV and the SEC N-PORT-P XML.
 */
import type { Importer } from './importer';
import { WHOLE_WEIGHT_MAX, WHOLE_WEIGHT_MIN } from './index-holdings-store';

export const indexHoldingsImporter: Importer = {
  name: 'index-holdings',
  description: 'Tracking-fund holdings: iShares or Invesco holdings CSV, SEC N-PORT-P XML',
  manual:
    'The disclosed holdings of a full-replication fund of a covered index (IVV or SPY for the S&P 500, IJH, IJR, QQQ, IWB, '
    + 'IWM, DIA), in one of three layouts. The iShares holdings download (.csv): the fund\'s name on line 1 (which names the '
    + 'fund), a "Fund Holdings as of" line ("Sep 01, 2026"), other preamble lines, a blank line (a no-break space counts as '
    + 'blank; a byte-order mark is ignored), then the header Ticker, Name, Sector, Asset Class, Market Value, Weight (%), '
    + 'Quantity, Location, Exchange, … with every field quoted and thousands separators inside numbers; the table ends at '
    + 'the first blank line (the legal footer after it is ignored). Only rows of Asset Class Equity are kept: cash, '
    + 'money-market, futures and collateral rows are read and skipped. The Invesco holdings download (.csv): the header '
    + 'Fund Ticker, Security Identifier, Holding Ticker, Shares/Par Value, MarketValue, Weight, Name, Class of Shares, '
    + 'Sector, Date (or the older FundTicker, SecurityNum, HoldingsTicker, Shares, …), the fund ticker and an MM/DD/YYYY '
    + 'date on every row, both the same on every row. The N-PORT-P filing (.xml): the fund is recognised by its series '
    + 'name, the list is dated by repPdDate, and the investments of asset category EC are kept (pctVal the weight, '
    + 'balance the shares, valUSD the value, the identifiers\' ticker when given). Weights become fractions; shares and '
    + 'values size the fund\'s position. A file is published as the index\'s list only when it proves it arrived whole: '
    + `none of these layouts states how many holdings it has, so the kept rows' weights must sum to between ${WHOLE_WEIGHT_MIN * 100}% and `
    + `${WHOLE_WEIGHT_MAX * 100}% of net assets; a narrowed file (the first rows of a download) is stored, never published, and the `
    + 'previous list stays. A file of a fund that tracks no covered index, a missing column, a date that is not a date, or '
    + 'a weight, value or share count that is not a number is refused, listing every bad value with its file line, column '
    + 'and value as written. Key: fund and holdings date; re-ingesting adds nothing, except that a whole file replaces a '
    + 'narrowed one of the same fund and date (and is published). A real file of a fund replaces that '
    + 'fund\'s synthetic sample lists.',
  extensions: ['.csv', '.xml'],
  load: async (input) => (await import('./index-holdings-load')).load(input),
};
