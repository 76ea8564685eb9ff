/**
 * History bounds of a web data feed, applied whenever runs are ingested, oldest run removed first (by
 * start time, then run id). The size bound counts the UTF-8 bytes of each stored result (normalizedData,
 * data and sources as JSON text); a megabyte is 1,000,000 bytes.
 */
export const FEED_HISTORY_MONTHS = 12;
export const FEED_HISTORY_MAX_RUNS = 4_000;
export const FEED_HISTORY_MAX_BYTES = 20_000_000;
