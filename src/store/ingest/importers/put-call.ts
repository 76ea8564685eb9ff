/**
 * Importer of Cboe's daily put/call ratio files (totalpc.csv, equitypc.csv, indexpc.csv, vixpc.csv,
 * etppc.csv): a disclaimer line, a `, PRODUCT: TOTAL,,EXCHANGE: Cboe,` line naming the product, the
 * header `DATE,CALLS,PUTS,TOTAL,P/C Ratio`, then one session per line; CRLF. Older rows write `11/1/2006`
 * and bare fields, later ones `10/03/2019, 2097645, ...`: both are read. Key: product and date.
 */
import type { Importer } from './importer';

export const putCallImporter: Importer = {
  name: 'put-call',
  description: 'Cboe daily put/call ratios (totalpc.csv, equitypc.csv, indexpc.csv, vixpc.csv, etppc.csv)',
  manual:
    'Cboe\'s daily put/call ratio CSV as published: a disclaimer line, a product line such as ", PRODUCT: TOTAL,,EXCHANGE: '
    + 'Cboe,", the header DATE,CALLS,PUTS,TOTAL,P/C Ratio (CALL and PUT are accepted too), then one row per session; CRLF or '
    + 'LF. The product names the put/call type: TOTAL is Total, EQUITY Equity, INDEX Index, VIX Vix, ETP Etp (spelled-out '
    + 'wordings such as INDEX OPTIONS or EXCHANGE TRADED PRODUCTS are recognised); a file without a product line is refused, '
    + 'since its type would be a guess. Dates are MM/DD/YYYY with or without leading zeros (11/1/2006, 10/03/2019); fields '
    + 'may be padded with spaces after the comma. CALLS, PUTS and TOTAL must be whole numbers, P/C Ratio a non-negative '
    + 'number; they are stored as published. The key is the type and the date: a session stored already, or repeated in the '
    + 'file, is skipped, so re-ingesting a newer download adds only the new sessions. Rows are stored with source cboe.',
  extensions: ['.csv'],
  // The reading code loads only when a file of this layout is ingested.
  load: async (input) => (await import('./put-call-load')).load(input),
};
