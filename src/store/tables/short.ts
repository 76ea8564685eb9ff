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
  rows BIGINT NOT NULL,             -- positions the export held
  source_modified_at TIMESTAMP,     -- the register's own last update, when the export states one${PROVENANCE_COLUMNS}
);

-- Named holders' positions as a disclosure register publishes them (key: every field).
CREATE TABLE short_positions (
  register VARCHAR NOT NULL,
  holder_name VARCHAR NOT NULL,
  holder_lei VARCHAR,               -- null when the register gives none
  issuer_name VARCHAR,
  isin VARCHAR NOT NULL,
  net_short_position DOUBLE NOT NULL, -- as stated: percentage points, or a fraction (CBI-Ireland)
  position_date DATE NOT NULL,
  publication_date DATE,            -- null when the register does not state it (unknown)
  publication_end_date DATE,        -- moved out of the current publication; null while current or unknown${PROVENANCE_COLUMNS}
);

-- A register's aggregate figure for an ISIN (or, issuer-scoped, for an issuer's LEI) on a date.
CREATE TABLE short_aggregates (
  register VARCHAR NOT NULL,
  isin VARCHAR,                     -- null for an issuer-scoped register
  issuer_lei VARCHAR,
  issuer_name VARCHAR,
  position_date DATE NOT NULL,
  net_short_position DOUBLE NOT NULL,
  shares BIGINT,                    -- null when the register states none
  became_historical_on DATE,${PROVENANCE_COLUMNS}
);

-- The holders an aggregate register names under one of its figures, each with its own date and shares.
CREATE TABLE short_aggregate_holders (
  register VARCHAR NOT NULL,
  isin VARCHAR,
  issuer_lei VARCHAR,
  aggregate_date DATE NOT NULL,     -- position_date of the figure the holder is listed under
  holder_name VARCHAR NOT NULL,
  position_date DATE,               -- the holder's own date
  net_short_position DOUBLE,
  shares BIGINT,${PROVENANCE_COLUMNS}
);

-- Aggregates reported without a position date (Denmark's daily register): the latest report per ISIN.
CREATE TABLE short_reported_aggregates (
  register VARCHAR NOT NULL,
  isin VARCHAR NOT NULL,
  issuer_name VARCHAR,
  net_short_position DOUBLE NOT NULL,
  latest_reported_at_local TIMESTAMP NOT NULL, -- local time as reported, no zone${PROVENANCE_COLUMNS}
);
`;
