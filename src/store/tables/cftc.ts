/**
 * Capture tables of futures positioning (CFTC legacy Commitments of Traders). Part of migration 3 (see `../schema.ts`); every capture row carries
 * the provenance columns.
 */
export const CFTC_TABLES = '';