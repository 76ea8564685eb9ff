/** Tables of official exchange rates (ECB reference rates). Part of migration 4 (see `../schema.ts`). */
export const FX_TABLES = '';
