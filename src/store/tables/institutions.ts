/**
 * Capture tables of the institutional-ownership family (migration 22, see `../schema.ts`), from the SEC's
 * Form 13F: the quarterly report of an institutional investment manager's holdings of 13(f) securities.
 *
 *   - thirteenf_filings: one row per filing as filed (the cover page and summary page), key `filing_id`.
 *   - thirteenf_holdings: one row per information-table entry of a filing, values in whole dollars.
 *   - thirteenf_reports and thirteenf_positions: what a filer's quarter counts once its amendments are
 *     applied (a RESTATEMENT replaces the quarter, NEW HOLDINGS adds to it). Derived from the two capture
 *     tables by `src/store/ingest/importers/thirteenf-quarters.ts` whenever a filing of the quarter is written, so the
 *     reads never redo the amendment logic; each row keeps the provenance of the filings it comes from.
 *   - thirteenf_quarters: one row per stored quarter, synthetic while any filer of it is (the key of the
 *     market-wide reads, which draw on every filer of a quarter).
 *   - cusip_listings: the one CUSIP → listing map every read joins through.
 *
 * A filer's quarter (filer CIK and report date) is one dataset key: a real filing of the quarter replaces
 * every synthetic row of it.
 */
import { PROVENANCE_COLUMNS } from './provenance';

export const INSTITUTION_TABLES = `
CREATE TABLE thirteenf_filings (
  filing_id VARCHAR NOT NULL,           -- accession number (0001067983-25-000008), or sha256: and the digest when unknown
  filer_cik VARCHAR NOT NULL,           -- ten digits, leading zeros kept
  filer_name VARCHAR NOT NULL,          -- coverPage/filingManager/name
  report_date DATE NOT NULL,            -- periodOfReport: the quarter end the holdings are as of
  filed_date DATE,                      -- the submission's FILED AS OF DATE, else the signature date
  submission_type VARCHAR NOT NULL,     -- 13F-HR, 13F-HR/A, 13F-NT, 13F-NT/A
  report_type VARCHAR NOT NULL,         -- HOLDINGS, COMBINATION or NOTICE (coverPage/reportType)
  amendment_no INTEGER,                 -- coverPage/amendmentNo; null on an original
  amendment_type VARCHAR,               -- RESTATEMENT or NEW HOLDINGS; null on an original
  value_unit VARCHAR NOT NULL,          -- thousands (filed before 2023-01-03) or dollars, as the values were filed
  table_entry_total INTEGER,            -- summaryPage/tableEntryTotal as filed
  table_value_total DOUBLE,             -- summaryPage/tableValueTotal, whole dollars
  other_managers_count INTEGER,         -- summaryPage/otherIncludedManagersCount
  content_sha256 VARCHAR NOT NULL,      -- digest of the documents read: the same filing again changes nothing${PROVENANCE_COLUMNS}
);

CREATE TABLE thirteenf_holdings (
  filing_id VARCHAR NOT NULL,
  position INTEGER NOT NULL,            -- 1-based place of the infoTable entry in the filing
  issuer_name VARCHAR NOT NULL,         -- nameOfIssuer
  title_of_class VARCHAR,               -- titleOfClass
  cusip VARCHAR NOT NULL,               -- nine characters, upper case
  value DOUBLE NOT NULL,                -- whole dollars (a thousands-era value times 1,000)
  shares DOUBLE NOT NULL,               -- shrsOrPrnAmt/sshPrnamt
  shares_type VARCHAR NOT NULL,         -- SH shares or PRN principal amount
  put_call VARCHAR,                     -- Put or Call; null for the security itself
  investment_discretion VARCHAR,        -- SOLE, DFND or OTR
  voting_sole DOUBLE,
  voting_shared DOUBLE,
  voting_none DOUBLE,${PROVENANCE_COLUMNS}
);

-- The quarter of a filer as counted (key: filer_cik, report_date).
CREATE TABLE thirteenf_reports (
  filer_cik VARCHAR NOT NULL,
  report_date DATE NOT NULL,
  filer_name VARCHAR NOT NULL,          -- the name on the newest counted filing
  report_type VARCHAR NOT NULL,         -- of the base filing (the original or the latest restatement)
  filed_date DATE,                      -- newest filing date among the counted filings
  filing_count INTEGER NOT NULL,        -- filings counted (the base and the NEW HOLDINGS amendments after it)
  position_count INTEGER NOT NULL,      -- rows of thirteenf_positions
  total_value DOUBLE NOT NULL,          -- every counted entry, options included, whole dollars${PROVENANCE_COLUMNS}
);

-- One security of a filer's quarter and position type (key: filer_cik, report_date, cusip, position_type).
CREATE TABLE thirteenf_positions (
  filer_cik VARCHAR NOT NULL,
  report_date DATE NOT NULL,
  cusip VARCHAR NOT NULL,
  position_type VARCHAR NOT NULL,       -- Shares, Principal, Call or Put
  issuer_name VARCHAR NOT NULL,
  shares DOUBLE NOT NULL,
  value DOUBLE NOT NULL,${PROVENANCE_COLUMNS}
);

-- One row per stored quarter (key: report_date): how many filers' quarters it counts, and source sample
-- while any of them is synthetic. The key an aggregate read of the quarter draws on.
CREATE TABLE thirteenf_quarters (
  report_date DATE NOT NULL,
  filer_count INTEGER NOT NULL,${PROVENANCE_COLUMNS}
);

-- CUSIP to listing (key: cusip): imported maps and the sample set's listings.
CREATE TABLE cusip_listings (
  cusip VARCHAR NOT NULL,
  ticker VARCHAR NOT NULL,              -- canonical listing key
  issuer_name VARCHAR,${PROVENANCE_COLUMNS}
);
`;
