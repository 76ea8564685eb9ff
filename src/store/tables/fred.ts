/**
 * Capture tables of economic data series and observations. Part of migration 3 (see `../schema.ts`); every capture row carries
 * the provenance columns.
 */
export const FRED_TABLES = '';