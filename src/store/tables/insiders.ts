/**
 * Capture tables of the insider family: SEC ownership filings (Forms 3, 4 and 5), Form 144 notices, the
 * issuer records that link an SEC issuer to a listing, and the Swedish insider register
 * (Finansinspektionen). Migration 8 (see `../schema.ts`); every capture row carries the provenance columns.
 */
import { PROVENANCE_COLUMNS } from './provenance';

export const INSIDER_TABLES = `
CREATE TABLE insider_issuers (
  issuer_cik BIGINT NOT NULL,       -- SEC central index key of the issuer
  ticker VARCHAR,                   -- listing key the issuer's filings belong to; null while unlinked
  name VARCHAR NOT NULL,
  shares_outstanding BIGINT,        -- the listing's own current share count; null when unknown
  shares_as_of DATE,
  listing_class VARCHAR NOT NULL,   -- class of the listed security: Common | Preferred | Debt | Warrant | Right
  depositary_receipt BOOLEAN NOT NULL, -- the listing is a depositary receipt over that class${PROVENANCE_COLUMNS}
);

-- One row per table row of an ownership filing and reporting owner (a joint filing repeats its rows
-- under each owner). Key: document + owner + table + row.
CREATE TABLE insider_transactions (
  document_id VARCHAR NOT NULL,     -- sha256 prefix of the filed XML document
  ticker VARCHAR NOT NULL,          -- issuerTradingSymbol, as a listing key
  issuer_cik BIGINT NOT NULL,
  issuer_name VARCHAR NOT NULL,
  owner_cik BIGINT NOT NULL,
  owner_name VARCHAR NOT NULL,      -- as filed (EDGAR writes family name first)
  owner_city VARCHAR,
  owner_state VARCHAR,              -- state or country code
  is_director BOOLEAN NOT NULL,
  is_officer BOOLEAN NOT NULL,
  is_ten_percent_owner BOOLEAN NOT NULL,
  is_other BOOLEAN NOT NULL,
  officer_title VARCHAR,
  document_type VARCHAR NOT NULL,   -- 3, 4, 5 (and their /A amendments)
  schema_version VARCHAR,
  filed_date DATE NOT NULL,         -- signature date, else the period of report
  row_kind VARCHAR NOT NULL,        -- Transaction | Holding
  security_kind VARCHAR NOT NULL,   -- Non-derivative | Derivative
  row_number INTEGER NOT NULL,      -- position in its table, from 1
  security_title VARCHAR,
  transaction_date DATE,            -- null on a holding row
  transaction_code VARCHAR,         -- the filed letter (P, S, A, M, F, …); null on a holding row
  acquired_disposed VARCHAR,        -- A | D
  shares DOUBLE,
  price DOUBLE,
  shares_owned_after DOUBLE,
  ownership_form VARCHAR NOT NULL,  -- Direct | Indirect
  nature_of_ownership VARCHAR,
  rule_10b5_1 BOOLEAN,              -- null on schemas without the checkbox
  footnotes VARCHAR,                -- footnotes of the row's price, code and ownership, joined${PROVENANCE_COLUMNS}
);

-- Verified aliases of reporting owners (a name the owner is known by besides the filed one), for search.
CREATE TABLE insider_aliases (
  owner_cik BIGINT NOT NULL,
  alias VARCHAR NOT NULL,${PROVENANCE_COLUMNS}
);

-- One row per Form 144 notice (key: document).
CREATE TABLE proposed_sales (
  document_id VARCHAR NOT NULL,
  issuer_cik BIGINT NOT NULL,
  issuer_name VARCHAR,
  filing_date DATE,                 -- notice date
  seller_name VARCHAR,
  relationship VARCHAR,
  security_title VARCHAR,
  shares_to_be_sold DOUBLE,         -- as filed
  aggregate_market_value DOUBLE,
  approx_sale_date DATE,
  broker_name VARCHAR,
  remarks VARCHAR,${PROVENANCE_COLUMNS}
);

-- The Swedish insider register as published, one row per register row (key: every published field).
CREATE TABLE se_insider_observations (
  published_at TIMESTAMP NOT NULL,  -- Publiceringsdatum, Stockholm local time as published
  issuer VARCHAR,
  issuer_lei VARCHAR,
  notifier VARCHAR,
  person VARCHAR,
  role VARCHAR,
  is_related_person BOOLEAN,
  is_amendment BOOLEAN,
  amendment_details VARCHAR,
  is_initial_notification BOOLEAN,
  is_linked_to_share_programme BOOLEAN,
  transaction_type VARCHAR,
  instrument_type VARCHAR,
  instrument_name VARCHAR,
  isin VARCHAR,
  transaction_date DATE,
  volume DOUBLE,
  volume_unit VARCHAR,
  price DOUBLE,
  currency VARCHAR,
  venue VARCHAR,
  status VARCHAR,${PROVENANCE_COLUMNS}
);
`;
