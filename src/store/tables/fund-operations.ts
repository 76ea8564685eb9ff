/**
 * Capture tables of fund operations (migration 15, see `../schema.ts`), from the SEC's annual census
 * report of registered investment companies, Form N-CEN. N-CEN is filed by a registrant (the trust or
 * company), not by a fund: one filing covers the series it lists (SEC series ids, the funds' profile
 * ids), and the fund routes link a fund to the filings that list its series. Every capture row carries the provenance
 * columns.
 */
import { PROVENANCE_COLUMNS } from './provenance';

export const FUND_OPERATION_TABLES = `
-- One N-CEN filing (key: filing_id). A re-filed document of the same filing replaces it whole.
CREATE TABLE fund_ncen_filings (
  filing_id VARCHAR NOT NULL,           -- the accession number (0001410368-26-010921), or sha256: and the file's digest
  accession VARCHAR,                    -- EDGAR accession number, from the file name; null when it states none
  registrant_cik VARCHAR NOT NULL,      -- registrantCik, as filed (leading zeros kept)
  registrant_name VARCHAR NOT NULL,     -- registrantFullName
  submission_type VARCHAR NOT NULL,     -- N-CEN, or N-CEN/A for an amendment
  filed_date DATE,                      -- from the file name; null when it states none
  report_period_end DATE NOT NULL,      -- generalInfo reportEndingPeriod
  investment_company_type VARCHAR,      -- N-1A, N-2, N-3, N-4, N-5, N-6, S-6
  investment_company_file_number VARCHAR, -- investmentCompFileNo (811-…)
  is_amendment BOOLEAN NOT NULL,
  is_first_filing BOOLEAN,              -- isRegistrantFirstFiling
  is_last_filing BOOLEAN,               -- isRegistrantLastFiling
  series STRUCT(series_id VARCHAR, series_name VARCHAR)[] NOT NULL, -- the series it covers (header or answered for); names from mgmtInvFundName
  document_sha256 VARCHAR NOT NULL,     -- of the document stored: the same document again adds nothing${PROVENANCE_COLUMNS}
);

-- A service provider a filing names (key: filing_id, position), for one series or for the registrant.
CREATE TABLE fund_ncen_providers (
  filing_id VARCHAR NOT NULL,
  series_id VARCHAR,                    -- null: named for the registrant (principal underwriter, public accountant)
  position INTEGER NOT NULL,            -- 1-based place in the filing
  role VARCHAR NOT NULL,                -- investmentAdviser, subAdviser, custodian, transferAgent, …
  name VARCHAR NOT NULL,
  country VARCHAR,                      -- ISO 3166 code as filed
  is_affiliated BOOLEAN,                -- null where the form asks nothing of it (investment advisers, accountants)
  lei VARCHAR,${PROVENANCE_COLUMNS}
);
`;
