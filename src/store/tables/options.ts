/**
 * Capture tables of option chains (reference contracts and daily snapshots). Part of migration 3 (see `../schema.ts`); every capture row carries
 * the provenance columns.
 */
export const OPTIONS_TABLES = '';