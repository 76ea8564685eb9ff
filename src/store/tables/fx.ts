/**
 * Tables of official exchange rates: the ECB euro reference rates, one row per currency and publication
 * day, in the ECB's convention (units of the currency per 1 euro). EUR itself is the base, 1 by definition
 * on every day, and is NOT stored: the lookups in `engine/fx/rates.ts` supply it. Key (date, currency);
 * rows are kept in that order. Part of migration 4 (see `../schema.ts`).
 *
 * `per_euro` is DECIMAL(38, 12), like the portfolio amounts: exact, read back as text by the money module.
 */
import { PROVENANCE_COLUMNS } from './provenance';

export const FX_TABLES = `
CREATE TABLE fx_rates (
  date DATE NOT NULL,               -- ECB publication day (TARGET business day)
  currency VARCHAR NOT NULL,        -- ISO 4217 code, upper case; never EUR
  per_euro DECIMAL(38, 12) NOT NULL, -- units of the currency per 1 EUR, as published; > 0${PROVENANCE_COLUMNS}
);
`;
