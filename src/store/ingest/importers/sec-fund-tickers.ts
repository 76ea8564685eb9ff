/**
 * Importer of SEC's mutual fund and ETF ticker file, `company_tickers_mf.json` (www.sec.gov/files/): one
 * row per share class, tying its ticker to the SEC series and class ids the N-PORT-P reports use, so
 * `/v1/funds/{ticker}/…` finds a real fund by any of its class tickers.
 */
import type { Importer } from './importer';

export const secFundTickersImporter: Importer = {
  name: 'sec-fund-tickers',
  description: 'SEC mutual fund and ETF tickers by series and class (company_tickers_mf.json)',
  manual:
    'SEC\'s tickers of registered funds by share class, which fund reads use to find a series by ticker. The layout is '
    + '{"fields": ["cik", "seriesId", "classId", "symbol"], "data": [[2110, "S000009184", "C000024954", "LACAX"], …]}: the fields '
    + 'must be exactly those four names (in any order) and place each row\'s values. A CIK is a positive whole number of '
    + 'at most 10 digits; a series id is S and 9 digits, a class id C and 9 digits; a symbol is a US ticker, stored in '
    + 'upper case. A row with a missing or malformed value is refused, named by its place (data[3], column \'classId\'). '
    + 'Each class\'s ticker is stored as an alias of its series; a series with a single class in the file also gets that '
    + 'ticker as its own (most ETFs), unless it has one already. A class whose ticker the file changes keeps only the '
    + 'file\'s. Key: series, class and ticker; re-ingesting adds nothing. A real fund\'s ticker is found before a '
    + 'synthetic sample fund\'s with the same ticker.',
  extensions: ['.json'],
  load: async (input) => (await import('./sec-fund-tickers-load')).load(input),
};
