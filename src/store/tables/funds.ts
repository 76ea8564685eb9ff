/**
 * Capture tables of the registered-fund part of the funds family (migration 14, see `../schema.ts`), from
 * the SEC's monthly portfolio report N-PORT-P. A fund is a series (SEC series id `S…`, also its profile
 * id); each filing is one report of a series for one reporting-period date, and its investments are the
 * report's holdings. Every capture row carries the provenance columns.
 */
import { PROVENANCE_COLUMNS } from './provenance';

export const FUND_TABLES = `
-- One N-PORT-P report of a series (key: series_id, report_period_date). An amendment of a period
-- replaces the report of that period; the reads answer from the greatest period of each series.
CREATE TABLE fund_reports (
  series_id VARCHAR NOT NULL,           -- SEC series id (S000030880), the fund's profile id
  report_period_date DATE NOT NULL,     -- repPdDate: the date the holdings are as of
  report_period_end DATE,               -- repPdEnd: the fiscal year end the report belongs to
  series_name VARCHAR NOT NULL,
  registrant_name VARCHAR NOT NULL,     -- regName: the trust or company that files
  registrant_cik VARCHAR,               -- regCik, as filed (leading zeros kept)
  submission_type VARCHAR NOT NULL,     -- NPORT-P or NPORT-P/A
  total_assets DOUBLE,                  -- totAssets, USD
  net_assets DOUBLE,                    -- netAssets, USD: the fund's reported total
  reported_holding_count INTEGER,       -- investments the filing lists (before any storage filtering)${PROVENANCE_COLUMNS}
);

-- One investment of a report (key: series_id, report_period_date, position in the filing).
CREATE TABLE fund_holdings (
  series_id VARCHAR NOT NULL,
  report_period_date DATE NOT NULL,
  position INTEGER NOT NULL,            -- 1-based place of the invstOrSec in the filing
  name VARCHAR NOT NULL,                -- issuer name as filed
  title VARCHAR,                        -- title of the issue
  lei VARCHAR,
  cusip VARCHAR,                        -- as filed, null when N/A
  isin VARCHAR,                         -- identifiers/isin
  ticker VARCHAR,                       -- identifiers/ticker, upper case
  balance DOUBLE,                       -- shares, principal or contracts, per units
  units VARCHAR,                        -- NS shares, PA principal amount, NC contracts, OU other
  currency VARCHAR,                     -- curCd
  value_usd DOUBLE,                     -- valUSD
  percent_of_net_assets DOUBLE,         -- pctVal: percent of net assets (12.5 is 12.5%)
  payoff_profile VARCHAR,               -- Long, Short or N/A
  asset_category VARCHAR,               -- assetCat (EC common equity, DBT debt, …)
  country VARCHAR,                      -- invCountry${PROVENANCE_COLUMNS}
);

-- A series' own ticker and fund type, and the verified tickers of its share classes (class_id set).
CREATE TABLE fund_tickers (
  series_id VARCHAR NOT NULL,
  class_id VARCHAR,                     -- null for the series' own ticker
  ticker VARCHAR NOT NULL,
  fund_type VARCHAR,                    -- ETF, mutual fund, …; on the series row${PROVENANCE_COLUMNS}
);
`;
