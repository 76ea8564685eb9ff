/** Tables of web data feeds and their captured results. Part of migration 4 (see `../schema.ts`). */
export const FEED_TABLES = '';
