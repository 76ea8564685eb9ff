/**
 * Capture tables of US short selling: FINRA daily short-sale volume, FINRA bi-monthly short interest,
 * FINRA weekly off-exchange (ATS and non-ATS OTC) volume and SEC fails-to-deliver. Migration 10 (see
 * `../schema.ts`); every capture row carries the provenance columns.
 *
 * Symbols. Each row keeps the regulator's symbol exactly as filed (`symbol`: `BRK/B`, `BRKB`, `brk.b`)
 * and the listing key it belongs to (`ticker`). `symbol_mapped` says whether the symbol resolved to a
 * stored listing (see `../ingest/regulator-symbols.ts`): when it did, `ticker` is that listing's key (`BRK-B`);
 * when it did not, `ticker` is the symbol as filed, unchanged, and the ingest summary reports it. Reads
 * look rows up by `ticker`.
 *
 * Keys and repeats. Each table states its key below. Re-ingesting a file adds nothing; a later capture of
 * a stored key whose figures differ (FINRA republishes corrected files, short interest carries a revision
 * flag) replaces the stored row, so a key holds one row.
 *
 * `short_volume_daily`: one row per ticker, trade date and reporting facility (key: ticker + date +
 * facility), as a FINRA Reg SHO daily file states it. `facility` is the file the row came from:
 *   CNMS  consolidated NMS file: exchange-listed securities across the TRFs and the ADF
 *   FNSQ  FINRA/Nasdaq TRF Carteret (market `Q`)   FNQC  FINRA/Nasdaq TRF Chicago (market `B`)
 *   FNYX  FINRA/NYSE TRF (market `N`)               FNRA  ADF (market `D`)
 *   FORF  ORF, OTC equity securities (market `O`)
 * The CNMS row of a ticker and date already is the sum of its TRF/ADF facility rows, so the two must
 * never be added. The CNMS row WINS: a day's figure for a ticker is its CNMS row when one is stored, and
 * otherwise the sum of its facility rows of that date (an OTC security appears only in the ORF file; a
 * day may have been captured from facility files alone). Volumes
 * are DOUBLE because FINRA files carry fractional shares (6 decimals); they are as filed, on the basis of
 * the trade date (restating onto today's split basis happens when read, from `splits`).
 *
 * `short_interest`: one row per ticker and settlement date (key: ticker + settlement_date), as FINRA
 * disseminated it (the pipe-delimited file or the Query API `consolidatedShortInterest` body).
 * `days_to_cover` is as filed, INCLUDING FINRA's 999.99 cap. `days_to_cover_placeholder` is true when
 * that 999.99 was filed for a zero average daily volume: it is a placeholder, not a reading (served as
 * null); a 999.99 with a positive volume is a real reading meaning 999.99 or more.
 *
 * `off_exchange_weekly`: one row per ticker, week start, summary kind and filed symbol (key: ticker +
 * week_start_date + venue + symbol), from the FINRA Query API `weeklySummary` body. `venue` is `ATS`
 * (summary type ATS_W_SMBL) or `OTC` (non-ATS OTC, summary type OTC_W_SMBL). Before 2025-08-11 FINRA
 * folded symbols that differ only by case into one row, so a row of that period may include a
 * case-folded sibling's volume; from then on siblings are filed separately and a reader sums the rows of
 * a ticker, week and venue.
 *
 * `fails_to_deliver`: one row per ticker, CUSIP and settlement date (key: those three), from the SEC
 * fails-to-deliver files. `quantity` is the aggregate outstanding fail balance on that date (never summed
 * across dates). `price` is the file's prior-day close; null where the file writes `.`. A row filed
 * without a symbol is stored under `CUSIP:` and its CUSIP (`symbol` empty, `symbol_mapped` false).
 *
 * `fails_to_deliver_periods`: the settlement-date span each ingested fails file covers (key: period_start
 * + period_end). Within a `complete` span an absent date means no reported fails; outside any complete
 * span nothing is known. The span comes from the file name (`cnsfails202009a`: 1st to 15th, `…b`: 16th
 * to month end) or else from its first and last settlement dates. A file whose trailer count disagrees
 * with its rows (a cut copy) keeps its rows but its span is not complete.
 */
import { PROVENANCE_COLUMNS } from './provenance';

export const SHORT_SELLING_TABLES = `
CREATE TABLE short_volume_daily (
  date DATE NOT NULL,               -- trade date
  ticker VARCHAR NOT NULL,          -- listing key; the symbol as filed when symbol_mapped is false
  symbol VARCHAR NOT NULL,          -- Symbol as filed: BRK/B, AAPL
  symbol_mapped BOOLEAN NOT NULL,   -- the symbol resolved to a stored listing
  facility VARCHAR NOT NULL,        -- CNMS | FNSQ | FNQC | FNYX | FNRA | FORF: the file the row came from
  markets VARCHAR NOT NULL,         -- Market as filed: one code or a comma list (B,Q,N)
  short_volume DOUBLE NOT NULL,     -- short and short-exempt shares, regular hours
  short_exempt_volume DOUBLE NOT NULL,
  total_volume DOUBLE NOT NULL,${PROVENANCE_COLUMNS}
);

CREATE TABLE short_interest (
  settlement_date DATE NOT NULL,
  ticker VARCHAR NOT NULL,          -- listing key; the symbol as filed when symbol_mapped is false
  symbol VARCHAR NOT NULL,          -- symbolCode as filed: BRKB
  symbol_mapped BOOLEAN NOT NULL,
  issue_name VARCHAR,               -- issueName as filed (FINRA truncates it to 30 characters in files)
  market_class VARCHAR,             -- marketClassCode: NNM, NYSE, ARCA, BZX, SC, OTC, …
  exchange_code VARCHAR,            -- issuerServicesGroupExchangeCode (file only; null from the API)
  short_position BIGINT NOT NULL,   -- currentShortPositionQuantity, shares
  previous_short_position BIGINT,   -- previousShortPositionQuantity
  change_in_short_position BIGINT,  -- changePreviousNumber
  change_percent DOUBLE,            -- changePercent, percent as filed (41.39 = 41.39%)
  average_daily_volume BIGINT,      -- averageDailyVolumeQuantity; 0 is filed for no volume
  days_to_cover DOUBLE,             -- daysToCoverQuantity as filed, capped at 999.99 by FINRA
  days_to_cover_placeholder BOOLEAN NOT NULL, -- 999.99 filed with zero average daily volume: not a reading
  revised BOOLEAN NOT NULL,         -- revisionFlag R: FINRA revised this figure after first publication
  split BOOLEAN NOT NULL,           -- stockSplitFlag S: a split took effect in the reporting period${PROVENANCE_COLUMNS}
);

CREATE TABLE off_exchange_weekly (
  week_start_date DATE NOT NULL,    -- Monday of the reporting week
  ticker VARCHAR NOT NULL,          -- listing key; the symbol as filed when symbol_mapped is false
  symbol VARCHAR NOT NULL,          -- issueSymbolIdentifier as filed
  symbol_mapped BOOLEAN NOT NULL,
  venue VARCHAR NOT NULL,           -- ATS | OTC (non-ATS OTC)
  summary_type VARCHAR NOT NULL,    -- summaryTypeCode: ATS_W_SMBL | OTC_W_SMBL
  tier VARCHAR,                     -- tierDescription: NMS Tier 1, NMS Tier 2, OTC Equity
  issue_name VARCHAR,
  share_volume BIGINT NOT NULL,     -- totalWeeklyShareQuantity
  trade_count BIGINT NOT NULL,      -- totalWeeklyTradeCount
  notional_usd DOUBLE,              -- totalNotionalSum, when published
  last_reported_date DATE,          -- last trade date of the week
  initial_published_date DATE,
  last_update_date DATE,${PROVENANCE_COLUMNS}
);

CREATE TABLE fails_to_deliver (
  settlement_date DATE NOT NULL,
  cusip VARCHAR NOT NULL,
  ticker VARCHAR NOT NULL,          -- listing key; the symbol as filed when symbol_mapped is false
  symbol VARCHAR NOT NULL,          -- SYMBOL as filed
  symbol_mapped BOOLEAN NOT NULL,
  quantity BIGINT NOT NULL,         -- aggregate outstanding fail balance on the date, shares
  price DOUBLE,                     -- prior trading day's close as filed; null where the file has '.'
  description VARCHAR,              -- DESCRIPTION as filed (cut to 30 characters by the SEC), trimmed${PROVENANCE_COLUMNS}
);

CREATE TABLE fails_to_deliver_periods (
  period_start DATE NOT NULL,       -- first settlement date the file covers
  period_end DATE NOT NULL,         -- last settlement date the file covers
  record_count BIGINT NOT NULL,     -- data rows of the file
  trailer_record_count BIGINT,      -- 'Trailer record count N' as filed; null when the file has none
  trailer_quantity BIGINT,          -- 'Trailer total quantity of shares N' as filed; null when none
  complete BOOLEAN NOT NULL,        -- no trailer, or the trailer count equals record_count${PROVENANCE_COLUMNS}
);
`;
