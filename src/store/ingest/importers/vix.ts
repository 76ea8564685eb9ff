/**
 * Importer of Cboe's VIX daily history (`VIX_History.csv`): a `DATE,OPEN,HIGH,LOW,CLOSE` header, then one
 * session per line, dates `MM/DD/YYYY`, levels with up to six decimals, LF or CRLF. Key: the date; a date
 * stored already (or repeated in the file) is skipped.
 */
import type { Importer } from './importer';

export const vixImporter: Importer = {
  name: 'vix',
  description: 'Cboe VIX daily history (VIX_History.csv)',
  manual:
    'Cboe\'s VIX_History.csv as published: the header DATE,OPEN,HIGH,LOW,CLOSE, then one row per session with the date as '
    + 'MM/DD/YYYY (one- or two-digit month and day) and the four levels as decimal numbers (Cboe writes six decimals). LF or '
    + 'CRLF line ends; blank lines are ignored. Every level is required and must be a non-negative number. The key is the '
    + 'date: a session stored already, or repeated in the file, is skipped (the first occurrence wins), so re-ingesting a '
    + 'newer download adds only the new sessions. Rows are stored with source cboe.',
  extensions: ['.csv'],
  // The reading code loads only when a file of this layout is ingested.
  load: async (input) => (await import('./vix-load')).load(input),
};
