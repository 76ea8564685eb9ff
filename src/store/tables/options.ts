/**
 * Capture tables of option chains. Part of migration 3 (see `../schema.ts`); every capture row carries the
 * provenance columns.
 *
 * - `option_contracts`: the reference of each contract (underlying, type, style, strike, expiration,
 *   shares per contract, active), versioned by `as_of`: the newest row of a symbol is its reference. These
 *   columns are the only source of a contract's terms; nothing is ever parsed out of the OCC symbol.
 * - `option_snapshot_runs`: one row per captured chain snapshot of an (underlying, expiration). A run
 *   without any `option_snapshots` row is a confirmed expiration whose snapshot was empty.
 * - `option_snapshots`: one row per contract per run (`observed_at`), with the day bar, IV, open interest,
 *   greeks and the bid/ask observation. `snapshot_date` and `open_interest_date` are recorded separately
 *   and either may be unknown (NULL).
 */
import { PROVENANCE_COLUMNS } from './provenance';

export const OPTIONS_TABLES = `
CREATE TABLE option_contracts (
  occ_symbol VARCHAR NOT NULL,
  underlying VARCHAR NOT NULL,      -- canonical listing key: AAPL, BRK-B
  contract_type VARCHAR NOT NULL,   -- Call | Put
  exercise_style VARCHAR NOT NULL,  -- American | European
  strike_price DOUBLE NOT NULL,
  expiration_date DATE NOT NULL,
  shares_per_contract INTEGER NOT NULL,
  active BOOLEAN NOT NULL,
  as_of TIMESTAMP NOT NULL,         -- when this reference was observed; the newest row of a symbol wins${PROVENANCE_COLUMNS}
);

CREATE TABLE option_snapshot_runs (
  underlying VARCHAR NOT NULL,
  expiration_date DATE NOT NULL,
  observed_at TIMESTAMP NOT NULL,   -- when the chain snapshot was taken; joins option_snapshots${PROVENANCE_COLUMNS}
);

CREATE TABLE option_snapshots (
  occ_symbol VARCHAR NOT NULL,
  observed_at TIMESTAMP NOT NULL,   -- the run this row belongs to
  snapshot_date DATE,               -- session of the day bar; NULL = unknown
  day_open DOUBLE,
  day_high DOUBLE,
  day_low DOUBLE,
  day_close DOUBLE,
  day_volume BIGINT,
  day_vwap DOUBLE,
  implied_volatility DOUBLE,        -- fraction: 0.4351 is 43.51%
  open_interest BIGINT,
  open_interest_date DATE,          -- dates open_interest on its own; NULL = unknown
  delta DOUBLE,
  gamma DOUBLE,
  theta DOUBLE,
  vega DOUBLE,
  bid_price DOUBLE,
  ask_price DOUBLE,
  quote_as_of TIMESTAMP,            -- source time of the bid/ask; NULL = unknown, never replaced${PROVENANCE_COLUMNS}
);
`;
