/** Tables of organizations, their member accounts and organization keys. Part of migration 4 (see `../schema.ts`). */
export const ACCOUNT_TABLES = '';
