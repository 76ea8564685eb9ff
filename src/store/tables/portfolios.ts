/**
 * State tables of portfolios: the only rows the API writes. Part of migration 4 (see `../schema.ts`).
 *
 * Quantities, costs, prices and rates are DECIMAL(38, 12): exact decimal values, read back as text by the
 * money module (`engine/money/`), never through a binary float.
 */
export const PORTFOLIO_TABLES = `
CREATE TABLE portfolios (
  id VARCHAR PRIMARY KEY,           -- uuid
  account_id VARCHAR NOT NULL,      -- the owning account (the creator); 'local' for the local CLI's owner
  name VARCHAR NOT NULL,            -- up to 128 characters, unique among the account's own
  currency VARCHAR NOT NULL,        -- reporting currency: USD EUR GBP CHF DKK NOK SEK CNY HKD
  created_at TIMESTAMP NOT NULL,
  UNIQUE (account_id, name)
);

CREATE TABLE lots (
  id VARCHAR PRIMARY KEY,           -- uuid
  portfolio_id VARCHAR NOT NULL,
  instrument_kind VARCHAR NOT NULL, -- Stock | Option
  ticker VARCHAR NOT NULL,          -- listing key (AAPL, BRK-B, XLON:VOD); the underlying of an option
  occ_ticker VARCHAR,               -- option contract symbol; null for a stock
  quantity DECIMAL(38, 12) NOT NULL,        -- signed: shares, or contracts for an option
  cost_per_unit DECIMAL(38, 12) NOT NULL,   -- >= 0, listing currency major units; option premium per share
  acquired_date DATE NOT NULL,
  fx_rate DECIMAL(38, 12),          -- broker rate supplied with the lot (listing currency -> portfolio currency)
  note VARCHAR,
  closed_date DATE,                 -- set once closed
  close_price_per_unit DECIMAL(38, 12),
  split_from VARCHAR,               -- the lot a partial close split this one from
  created_at TIMESTAMP NOT NULL,
  seq BIGINT NOT NULL               -- creation order inside the portfolio, for stable listing
);

CREATE TABLE watches (
  id VARCHAR PRIMARY KEY,           -- uuid
  portfolio_id VARCHAR NOT NULL,
  instrument_kind VARCHAR NOT NULL, -- Stock | Option
  ticker VARCHAR NOT NULL,
  occ_ticker VARCHAR,
  created_at TIMESTAMP NOT NULL,
  UNIQUE (portfolio_id, ticker, occ_ticker)
);

CREATE TABLE portfolio_shares (
  portfolio_id VARCHAR NOT NULL,
  organization_id VARCHAR NOT NULL,
  access VARCHAR NOT NULL,          -- Edit | View
  shared_at TIMESTAMP NOT NULL,
  PRIMARY KEY (portfolio_id, organization_id)
);
`;
