/**
 * Capture tables of futures positioning (CFTC legacy Commitments of Traders). Part of migration 3 (see `../schema.ts`); every capture row carries
 * the provenance columns.
 */
import { PROVENANCE_COLUMNS } from './provenance';

/**
 * One row per weekly report of a tracked contract (key: market_code + report_date, kept unique by the
 * importer's anti-join; rows are inserted ordered by that key). Positions are the "(All)" futures-only
 * columns of the legacy report: contracts, whole numbers.
 */
export const CFTC_TABLES = `
CREATE TABLE cftc_positions (
  market_code VARCHAR NOT NULL,     -- CFTC Contract Market Code, trimmed, letters upper case
  report_date DATE NOT NULL,        -- "As of Date" of the report (the Tuesday the positions are taken)
  open_interest BIGINT NOT NULL,
  comm_long BIGINT NOT NULL,
  comm_short BIGINT NOT NULL,
  noncomm_long BIGINT NOT NULL,
  noncomm_short BIGINT NOT NULL,
  noncomm_spreads BIGINT NOT NULL,${PROVENANCE_COLUMNS}
);`;
