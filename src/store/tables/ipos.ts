import { PROVENANCE_COLUMNS } from './provenance';

/**
 * Capture tables of the registration (IPO) pipeline.
 *
 * `registration_filings`: one S-1, S-1/A, F-1, F-1/A, 424B4 or RW filing as EDGAR's form index lists it
 * (key: accession). A registration is the set of these filings of one CIK; its status is derived from
 * them when read (`engine/ipos/status.ts`).
 *
 * `registration_terms`: what one read of one of those filings found (key: accession). `state` says how
 * the read ended: `Pending` (not read yet), `Rejected` (read, but its figures were not verified) or
 * `Completed` (read; a null field then means the filing stated none). The offering terms of a
 * registration come only from the read of its effective filing (`engine/ipos/effective.ts`).
 */
export const IPO_TABLES = `
CREATE TABLE registration_filings (
  cik BIGINT NOT NULL,              -- SEC central index key of the filer
  company_name VARCHAR NOT NULL,    -- as the index writes it
  form_type VARCHAR NOT NULL,       -- S-1 | S-1/A | F-1 | F-1/A | 424B4 | RW
  filed_date DATE NOT NULL,
  accession VARCHAR NOT NULL,       -- 0001140361-20-006155
  url VARCHAR NOT NULL,             -- the submission on www.sec.gov/Archives${PROVENANCE_COLUMNS}
);

CREATE TABLE registration_terms (
  cik BIGINT NOT NULL,
  accession VARCHAR NOT NULL,       -- the filing read
  form_type VARCHAR NOT NULL,
  filed_date DATE NOT NULL,
  state VARCHAR NOT NULL,           -- Pending | Rejected | Completed
  offering_type VARCHAR,            -- Primary | Resale | DirectListing | NonOffering | Unknown; null unless Completed
  offering_type_quote VARCHAR,
  is_blank_check BOOLEAN,           -- the filing calls the filer a blank check company; null: not read
  proposed_ticker VARCHAR,
  exchange VARCHAR,
  price_low DOUBLE,                 -- USD per share; a fixed price has low = high
  price_high DOUBLE,
  price_quote VARCHAR,
  shares_offered DOUBLE,
  shares_quote VARCHAR,
  underwriters VARCHAR,             -- JSON array of names; null: not read; []: the filing names none
  business_summary VARCHAR,
  use_of_proceeds VARCHAR,
  risk_factors VARCHAR,             -- JSON array of {title, sourceQuote}; null: not read${PROVENANCE_COLUMNS}
);
`;
