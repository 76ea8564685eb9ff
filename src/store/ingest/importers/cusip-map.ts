/**
 * Importer of a CUSIP map: which listing each CUSIP of a 13F information table is. The one map the
 * institutional reads join through (`cusip_listings`); a position whose CUSIP no map names is kept with
 * no listed ticker.
 */
import type { Importer } from './importer';

export const cusipMapImporter: Importer = {
  name: 'cusip-map',
  description: 'CUSIP to ticker map for 13F holdings (CSV: cusip,ticker[,name])',
  manual:
    'A CSV file with a header naming the columns cusip and ticker, and optionally name (the issuer), in any order '
    + '(other columns are passed over): one row per security, such as 037833100,AAPL,APPLE INC. A cusip is nine '
    + 'letters and digits (stored in upper case); a ticker is a listing as fds writes it (AAPL, BRK-B, BRK.B read '
    + 'as BRK-B). Blank lines are skipped. A row whose cusip or ticker is missing or malformed, or a cusip the '
    + 'file maps to two tickers, is refused with its line, column and value as written. Key: the cusip; a row '
    + 'replaces the stored link of its cusip, so re-ingesting the same file changes nothing. Every 13F read '
    + '(holders, ownership, activity, portfolios) maps positions through these links, the ones a file gives '
    + 'winning over the sample set\'s.',
  extensions: ['.csv'],
  load: async (input) => (await import('./cusip-map-load')).load(input),
};
