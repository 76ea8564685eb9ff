import { PROVENANCE_COLUMNS } from './provenance';

/**
 * Capture tables of the supply-chain family (migration 16, see `../schema.ts`).
 *
 * `annual_reports`: one annual report a filer filed (10-K, 10-K/A, 10-KT, 20-F, …), as read by an ingest
 * (key: cik + form + period_end). Kept apart from what was extracted from it, so a later filings family can
 * list the same documents. The accession, filing date and URL are null when the ingested file does not
 * say them (a bare primary document names neither its accession nor its filing date).
 *
 * `supply_chain_statements`: one statement one sentence of a report makes about one counterparty (key:
 * the report's cik + form + period_end, and position). Everything is kept as the filing writes it (the
 * quote, the role, the counterparty's name, the period); `counterparty_ticker` is the listing the written
 * name resolved to when it was ingested, null when it resolved to none. Re-ingesting a report replaces its
 * statements whole.
 */
export const SUPPLY_CHAIN_TABLES = `
CREATE TABLE annual_reports (
  cik BIGINT NOT NULL,              -- the filer's SEC central index key
  ticker VARCHAR,                   -- the filer's listing (SEC's ticker link of the CIK); null when none
  name VARCHAR NOT NULL,            -- the filer's name as the report writes it
  form VARCHAR NOT NULL,            -- 10-K, 10-K/A, 10-KT, 20-F, …
  period_end DATE NOT NULL,         -- last day of the fiscal period the report covers
  fiscal_year INTEGER,              -- the report's own fiscal year (dei:DocumentFiscalYearFocus)
  filed_date DATE,                  -- null when the ingested file does not say
  accession VARCHAR,                -- SEC accession number (0000320193-24-000123); null when not known
  filing_url VARCHAR,               -- where the filing is published; null when not known
  statement_count INTEGER NOT NULL, -- statements stored from it (0: read, nothing found)${PROVENANCE_COLUMNS}
);

CREATE TABLE supply_chain_statements (
  cik BIGINT NOT NULL,              -- the report's filer, form and period: its key in annual_reports
  form VARCHAR NOT NULL,
  period_end DATE NOT NULL,
  position INTEGER NOT NULL,        -- 1-based reading order within the report
  side VARCHAR NOT NULL,            -- customers | suppliers | competitors | partners, as the filer states it
  counterparty VARCHAR NOT NULL,    -- the counterparty's name as written
  counterparty_ticker VARCHAR,      -- the listing the name resolved to; null when unlisted or unresolved
  role VARCHAR NOT NULL,            -- as written: customer, sole supplier, principal competitor, …
  quote VARCHAR NOT NULL,           -- the whole sentence, whitespace collapsed
  percent DOUBLE,                   -- the stated share's percent; null without a share
  percent_floor BOOLEAN,            -- the percent is a lower bound (10% or more); null exactly without a share
  basis VARCHAR,                    -- Revenue | Receivables; null when of something else or no share
  period VARCHAR,                   -- the share's period as written; null when the sentence states none${PROVENANCE_COLUMNS}
);
`;
