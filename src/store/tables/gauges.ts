/**
 * Capture tables of put/call ratios, the volatility index and advisory-committee catalysts. Part of
 * migration 3 (see `../schema.ts`); every capture row carries the provenance columns. Rows are inserted
 * sorted by the lookup key named on each table, so a date-window read touches few row groups.
 */
import { PROVENANCE_COLUMNS } from './provenance';

export const GAUGES_TABLES = `
-- Lookup key: (type, date). One row per Cboe product and session.
CREATE TABLE put_call_ratios (
  type VARCHAR NOT NULL,            -- Total | Equity | Index | Vix | Etp
  date DATE NOT NULL,               -- session date
  call_volume BIGINT NOT NULL,      -- contracts
  put_volume BIGINT NOT NULL,       -- contracts
  total_volume BIGINT NOT NULL,     -- contracts, as published (calls + puts)
  put_call_ratio DOUBLE NOT NULL,   -- as published (Cboe rounds to two decimals)${PROVENANCE_COLUMNS}
);

-- Lookup key: date. The Cboe volatility index, daily, from 1990.
CREATE TABLE vix_daily (
  date DATE NOT NULL,
  open DOUBLE NOT NULL,
  high DOUBLE NOT NULL,
  low DOUBLE NOT NULL,
  close DOUBLE NOT NULL,${PROVENANCE_COLUMNS}
);

-- Lookup key: (meeting_date, title). Announced FDA advisory-committee meetings.
CREATE TABLE fda_catalysts (
  meeting_date DATE NOT NULL,       -- first day of the meeting
  end_date DATE NOT NULL,           -- last day; equals meeting_date for a one-day meeting
  title VARCHAR NOT NULL,
  center VARCHAR NOT NULL,          -- FDA center: CDER, CBER, CDRH, ...
  catalyst_type VARCHAR NOT NULL,
  source_url VARCHAR NOT NULL,${PROVENANCE_COLUMNS}
);
`;
