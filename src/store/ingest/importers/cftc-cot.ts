/**
 * Importer of CFTC legacy futures-only Commitments of Traders (annual deacot file, text, CSV or zip).
 *
 * The file is read by header name, never by position, so the 129-column layout may gain, lose or reorder
 * columns without harm. Only the "(All)" position columns are kept, and only for the tracked contracts
 * (src/engine/cftc/universe.ts): the other reports are counted as read and skipped, which keeps the
 * universe curated. Every row's market code and date are checked; the positions of the rows that are
 * stored must be whole numbers of contracts. Key: market code + report date.
 */
import type { Importer } from './importer';

export const cftcCotImporter: Importer = {
  name: 'cftc',
  description: 'CFTC legacy futures-only Commitments of Traders (annual deacot file, text, CSV or zip)',
  manual:
    'The legacy futures-only Commitments of Traders report as the CFTC publishes it: the annual file annual.txt '
    + '(comma-separated, every header name quoted, numbers padded with spaces), the same content saved as .csv, or the '
    + 'deacotYYYY.zip archive holding it. Columns are found by header name, in any order: CFTC Contract Market Code, '
    + 'As of Date in Form YYYY-MM-DD (or As of Date in Form YYMMDD), Open Interest (All), Noncommercial Positions-Long, '
    + '-Short and -Spreading (All), Commercial Positions-Long and -Short (All); the other columns are ignored, and the '
    + 'underscore names of the spreadsheet edition (Open_Interest_All, NonComm_Positions_Long_All, …) are accepted too. '
    + 'Market codes are compared without surrounding spaces, letters in any case. Only reports of the tracked contracts '
    + '(fds cftc contracts) are stored; the others count as read and skipped. A file without those columns, with an '
    + 'empty market code, a date that is not a date, or a position of a tracked contract that is not a whole number is '
    + 'refused, listing every bad value with its file line (the header is line 1), column and value as written. Key: '
    + 'market code and report date; re-ingesting adds nothing, and a '
    + 'report whose key is stored already (the synthetic sample included) is skipped, so load real reports into a store '
    + 'made with fds init --no-sample.',
  extensions: ['.txt', '.csv', '.zip'],
  // The reading code loads only when a file of this layout is ingested.
  load: async (input) => (await import('./cftc-cot-load')).load(input),
};
