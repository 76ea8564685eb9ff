/**
 * Capture tables of the European short-selling registers. Migration 11 (see `../schema.ts`); every row
 * carries the provenance columns, and `register` names the register it was captured from (AMF-France,
 * AFM-Netherlands-Current, …, FCA-UK-Current: see `engine/short/eu-sources.ts`). Figures are stored as
 * the register states them: percentage points, or a fraction where the register states fractions.
 */
import { PROVENANCE_COLUMNS } from './provenance';

export const SHORT_TABLES = `
-- One row per accepted export of a register: its capture time (provenance) is when the register was
-- checked. A register without one is not captured, whatever else is stored.
CREATE TABLE short_exports (
  register VARCHAR NOT NULL,
  sha256 VARCHAR,                   -- of the file; null for the sample
  rows BIGINT NOT NULL,             -- rows the export held
  source_modified_at TIMESTAMP,     -- the register's own last update, when the export states one${PROVENANCE_COLUMNS}
);

-- Named holders' positions as a register states them (key: every field): the rows of a disclosure
-- register, and the holders an aggregate register lists under one of its figures (aggregate_date set).
CREATE TABLE short_positions (
  register VARCHAR NOT NULL,
  holder_name VARCHAR NOT NULL,
  holder_lei VARCHAR,               -- null when the register gives none
  issuer_name VARCHAR,
  isin VARCHAR NOT NULL,
  net_short_position DOUBLE,        -- as stated: percentage points, or a fraction (CBI-Ireland); null when not stated
  shares BIGINT,                    -- shares short, when the register states them
  position_date DATE,               -- the position's own date; null when not stated
  publication_date DATE,            -- null when the register does not state it (unknown)
  publication_end_date DATE,        -- moved out of the current publication; null while current or unknown
  aggregate_date DATE,              -- the aggregate figure the holder is listed under; null in a disclosure register${PROVENANCE_COLUMNS}
);

-- A register's aggregate figure for an ISIN (or, issuer-scoped, for an issuer's LEI): on a position date,
-- or, for a register reporting its latest figure without one (Denmark's daily), at a local report time.
CREATE TABLE short_aggregates (
  register VARCHAR NOT NULL,
  isin VARCHAR,                     -- null for an issuer-scoped register
  issuer_lei VARCHAR,
  issuer_name VARCHAR,
  position_date DATE,               -- null for a register reporting without position dates
  reported_at_local TIMESTAMP,      -- local time of the latest report, no zone; null otherwise
  net_short_position DOUBLE NOT NULL,
  shares BIGINT,                    -- null when the register states none
  became_historical_on DATE,${PROVENANCE_COLUMNS}
);
`;
