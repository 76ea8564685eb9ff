/**
 * Importer of SEC's ticker ↔ CIK files: `company_tickers.json`, `company_tickers_exchange.json` (both
 * www.sec.gov/files/) and a company's `submissions` document (data.sec.gov/submissions/CIK##########.json).
 * The links tie a listing to its company facts by CIK, which names alone cannot do reliably.
 */
import type { Importer } from './importer';

export const secTickersImporter: Importer = {
  name: 'sec-tickers',
  description: 'SEC ticker to CIK links (company_tickers, company_tickers_exchange or submissions JSON)',
  manual:
    'SEC\'s own links of a ticker to a company\'s CIK, which the index forecasts use to find a listing\'s company facts '
    + '(fds ingest company-facts). Three JSON layouts, told apart by their content: company_tickers.json, an object of '
    + 'entries {"0":{"cik_str":320193,"ticker":"AAPL","title":"Apple Inc."},…}; company_tickers_exchange.json, '
    + '{"fields":["cik","name","ticker","exchange"],"data":[[320193,"Apple Inc.","AAPL","Nasdaq"],…]}, whose fields must '
    + 'be exactly those four names (in any order) and place each row\'s values, the exchange possibly null; and a '
    + 'company\'s submissions document (CIK##########.json: cik a zero-padded string, name, and the parallel arrays '
    + 'tickers and exchanges), one link per ticker. A CIK is a positive whole number of at most 10 digits, written as a '
    + 'number or a string of digits; a ticker is stored as a listing key (SEC\'s BRK-B and BRK.B are both BRK-B). A file '
    + 'in none of the layouts is refused, and so is an entry whose CIK, ticker or name is missing or malformed, each named '
    + 'by its place (data[3], column \'ticker\'; ["17"], column \'cik_str\'; tickers[1]). Key: CIK and ticker; re-ingesting '
    + 'adds nothing. A real file replaces the synthetic links of every ticker and every CIK it names.',
  extensions: ['.json'],
  load: async (input) => (await import('./sec-tickers-load')).load(input),
};
