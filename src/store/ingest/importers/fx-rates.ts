/**
 * Importer of the ECB euro foreign exchange reference rates, in both published CSV layouts: the history
 * file `eurofxref-hist.csv` and the daily `eurofxref.csv`. Key: (date, currency); a rate stored already (or
 * repeated in the file) is skipped. EUR is the base and never a column.
 */
import type { Importer } from './importer';

export const fxRatesImporter: Importer = {
  name: 'fx-rates',
  description: 'ECB euro reference rates (eurofxref-hist.csv or eurofxref.csv)',
  manual:
    'The ECB euro foreign exchange reference rates as published, in either CSV layout. The history file '
    + 'eurofxref-hist.csv has the header Date,USD,JPY,…,ZAR, then one row per publication day, newest first, dates as '
    + 'yyyy-MM-dd; the daily file eurofxref.csv has the header Date, USD, JPY, … with a space after each comma and one row '
    + 'dated like 09 May 2025. Either date form is accepted in either file. Every line may end with a comma (both files do). '
    + 'Columns are read by their header name, so any set and order of currencies is accepted (the columns change over the '
    + 'years): each is a three-letter ISO code, once, never EUR (the base, 1 by definition). A rate is the number of units '
    + 'of the currency per 1 euro, a positive decimal with at most 12 decimals; N/A or an empty cell means the currency was '
    + 'not quoted that day and stores nothing. The key is the date and the currency: a rate stored already, or repeated in '
    + 'the file, is skipped (the first occurrence wins), so re-ingesting a newer history file adds only the new days. Rows '
    + 'are stored with source ecb; the rows read and added count rates (one per date and quoted currency).',
  extensions: ['.csv'],
  // The reading code loads only when a file of this layout is ingested.
  load: async (input) => (await import('./fx-rates-load')).load(input),
};
