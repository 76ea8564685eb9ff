/**
 * Capture tables of the congressional-trading family. Migration 17 (see `../schema.ts`); every row carries
 * the provenance columns.
 *   - congress_members: the public legislators roster, one row per member, keyed by a uuid derived from the
 *     member's Bioguide id (`src/engine/congress/member-id.ts`), so an id never depends on insertion order.
 *   - congress_filings: which disclosure filings exist and when they were filed (the House Clerk's index).
 *   - congress_trades: periodic-transaction-report rows of both chambers; amounts are the disclosed band.
 *   - congress_net_worth: net-worth bands of electronically filed annual reports, one row per member and year.
 */
import { PROVENANCE_COLUMNS } from './provenance';

export const CONGRESS_TABLES = `
CREATE TABLE congress_members (
  member_id UUID NOT NULL,          -- derived from the Bioguide id, stable across ingests
  bioguide_id VARCHAR NOT NULL,
  name VARCHAR NOT NULL,            -- full name as the roster writes it
  first_name VARCHAR,
  last_name VARCHAR,
  aliases VARCHAR[] NOT NULL,       -- verified other names (nickname with last name, official name)
  chamber VARCHAR NOT NULL,         -- senate or house
  state VARCHAR,
  district VARCHAR,                 -- House district number, empty for senators and at-large seats
  party VARCHAR,
  position VARCHAR NOT NULL,${PROVENANCE_COLUMNS}  -- position: Senator (WA), Representative (NC-11)
);
CREATE TABLE congress_filings (
  chamber VARCHAR NOT NULL,         -- house
  doc_id VARCHAR NOT NULL,          -- the Clerk's DocID
  filer_name VARCHAR NOT NULL,      -- First Last as indexed
  state_district VARCHAR,           -- StateDst as indexed (NC11)
  filing_type VARCHAR NOT NULL,     -- the Clerk's code: P periodic transaction report, A, C, O annual, …
  filing_year INTEGER NOT NULL,
  filing_date DATE NOT NULL,${PROVENANCE_COLUMNS}
);
CREATE TABLE congress_trades (
  filing_id VARCHAR NOT NULL,       -- Senate report link or House DocID
  row_in_filing INTEGER NOT NULL,   -- 1-based place of the transaction in its filing
  member_id UUID NOT NULL,
  chamber VARCHAR NOT NULL,         -- senate or house
  filer_name VARCHAR NOT NULL,      -- the member's name as the filing writes it
  transaction_date DATE NOT NULL,
  filing_date DATE NOT NULL,        -- when the market could first know
  ticker VARCHAR,                   -- null when the filing names none (-- in Senate reports)
  transaction_type VARCHAR NOT NULL, -- Purchase, Sale or Exchange
  type_as_filed VARCHAR NOT NULL,   -- Sale (Partial), S (partial), P, …
  asset_name VARCHAR NOT NULL,      -- HTML stripped to text
  asset_type VARCHAR NOT NULL,      -- as stated (Stock, ST, OP); empty when none
  subholding VARCHAR NOT NULL,      -- disclosed parent account; empty when none
  owner_type VARCHAR NOT NULL,      -- Self, Spouse, Joint, Child; empty when none stated
  amount_from DOUBLE NOT NULL,      -- band bounds, USD
  amount_to DOUBLE,${PROVENANCE_COLUMNS}  -- amount_to: null for an open band (Over $50,000,000)
);
CREATE TABLE congress_net_worth (
  member_id UUID NOT NULL,
  year INTEGER NOT NULL,            -- the calendar year the annual report covers
  filed_date DATE NOT NULL,
  net_worth_minimum DOUBLE NOT NULL,
  net_worth_maximum DOUBLE NOT NULL,
  asset_count INTEGER NOT NULL,
  liability_count INTEGER NOT NULL,${PROVENANCE_COLUMNS}
);
`;
