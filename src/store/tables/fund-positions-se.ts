/**
 * Capture tables of Swedish fund positions (migration 15, see `../schema.ts`), from Finansinspektionen's
 * quarterly publication of Swedish UCITS funds' holdings (Fondinnehav per kvartal): one XML report per
 * fund and quarter. A fund is identified by the regulator's institute number, not by a share-class ISIN.
 * FI publishes a revised report in place of the earlier one; here every revision is kept, and reads take
 * the newest captured revision of a fund's quarter. Every capture row carries the provenance columns;
 * `captured_at` orders the revisions.
 */
import { PROVENANCE_COLUMNS } from './provenance';

export const SE_FUND_TABLES = `
-- One revision of a fund's quarterly report (key: institute_number, period_end, revision_id).
CREATE TABLE se_fund_reports (
  institute_number VARCHAR NOT NULL,    -- Fond_institutnummer: the fund's identity
  period_end DATE NOT NULL,             -- Kvartalsslut: the quarter-end date the positions are as of
  revision_id VARCHAR NOT NULL,         -- sha256 of the report file: one per distinct file
  fund_name VARCHAR NOT NULL,           -- Fond_namn
  fund_isin VARCHAR,                    -- Fond_ISIN-kod, as reported (a share class's, never the identity)
  company_name VARCHAR,                 -- Fondbolag_namn: the management company
  company_institute_number VARCHAR,     -- Fondbolag_institutnummer
  fund_assets_sek DOUBLE,               -- Fondförmögenhet, SEK
  position_count INTEGER NOT NULL,      -- FinansielltInstrument rows in the report${PROVENANCE_COLUMNS}
);

-- One position row of a report revision, as reported (key: revision_id, row_number); repeated
-- positions stay separate rows.
CREATE TABLE se_fund_positions (
  institute_number VARCHAR NOT NULL,
  period_end DATE NOT NULL,
  revision_id VARCHAR NOT NULL,
  row_number INTEGER NOT NULL,          -- 1-based place of the FinansielltInstrument in the report
  instrument_name VARCHAR,              -- Instrumentnamn
  isin VARCHAR,                         -- ISIN-kod_instrument; null for an instrument without one
  asset_type VARCHAR,                   -- Tillgångsslag_enligt_LVF_5_kap
  issuer_country VARCHAR,               -- Landkod_Emittent
  currency VARCHAR,                     -- Valuta of the instrument
  quantity DOUBLE,                      -- Antal
  price DOUBLE,                         -- Kurs_som_använts_vid_värdering_av_instrumentet, in the instrument's currency
  fx_rate DOUBLE,                       -- Valutakurs_instrument: SEK per unit of the currency
  market_value_sek DOUBLE,              -- Marknadsvärde_instrument, SEK
  percent_of_fund_assets DOUBLE,        -- Andel_av_fondförmögenhet_instrument: portfolio weight (5.2 is 5.2%)${PROVENANCE_COLUMNS}
);
`;
