/**
 * Importer of option contract snapshots in fds's own canonical CSV layout: one row per contract per
 * snapshot, carrying the contract's reference columns, plus optional marker rows that confirm an
 * expiration whose snapshot held no contracts. DuckDB reads the file (its path a bound parameter); the
 * rules, the conversion and the inserts are set-based SQL over a temporary table.
 *
 * Idempotent: a snapshot row whose (occ_symbol, observed_at) is stored is skipped, as is a run already
 * stored; a reference row is added only when it is newer than the symbol's stored reference and differs
 * from it, so re-ingesting a file adds nothing.
 */
import type { Importer } from './importer';

/** The canonical layout, for fds-ingest(1). */
const MANUAL = [
  'A CSV file with a header row, comma-separated, double quotes around values that contain commas. One row per option contract per',
  'snapshot, carrying the contract\'s reference columns; column names are case-insensitive and may come in any order. Required columns:',
  'observed_at (when the chain snapshot was taken, ISO-8601 with an offset, e.g. 2026-11-20T21:15:00Z; rows sharing underlying,',
  'expiration_date and observed_at form one snapshot), underlying (the listing, e.g. BRK-B or BRK.B), expiration_date (yyyy-MM-dd),',
  'occ_symbol, contract_type (call or put), exercise_style (american or european), strike_price (USD, positive), shares_per_contract',
  '(positive whole number) and active (true or false). Optional columns, empty when unknown: snapshot_date and open_interest_date',
  '(yyyy-MM-dd, each dating its own values), day_open, day_high, day_low, day_close, day_vwap, bid_price, ask_price (USD),',
  'day_volume and open_interest (whole numbers), implied_volatility, delta, gamma, theta, vega (decimal fractions: 0.4351 is 43.51%),',
  'quote_as_of (ISO-8601 with an offset). A row with an empty occ_symbol and only observed_at, underlying and expiration_date confirms',
  'that expiration with an empty snapshot. The terms of a contract are taken from these columns, never from its symbol; the newest',
  'observed reference of a symbol is its reference. The file is loaded whole or not at all; a refusal lists every bad value with its',
  'file line (the header is line 1), column and value as written; re-ingesting a file adds nothing (a snapshot row is keyed by occ_symbol',
  'and observed_at).',
].join(' ');

export const optionsImporter: Importer = {
  name: 'options',
  description: 'option contract snapshots (fds canonical options CSV)',
  manual: MANUAL,
  extensions: ['.csv'],
  // The reading code loads only when a file of this layout is ingested.
  load: async (input) => (await import('./options-load')).load(input),
};
