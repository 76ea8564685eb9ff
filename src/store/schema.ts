/**
 * Every table the store has, as versioned migrations. A migration is never edited once released: its
 * checksum is recorded in `schema_migrations` and a mismatch stops the store from opening.
 *
 * Two kinds of tables: captures (market data, written only by ingest, each row carrying its provenance)
 * and state (accounts, keys, usage).
 */
import { ACCOUNT_TABLES } from './tables/accounts';
import { ADVISER_TABLES } from './tables/advisers';
import { BUYBACK_TABLES } from './tables/buybacks';
import { CFTC_TABLES } from './tables/cftc';
import { CONGRESS_TABLES } from './tables/congress';
import { EARNINGS_TABLES } from './tables/earnings';
import { FEED_TABLES } from './tables/feeds';
import { FILING_TABLES } from './tables/filings';
import { FRED_TABLES } from './tables/fred';
import { FUND_OPERATION_TABLES } from './tables/fund-operations';
import { SE_FUND_TABLES } from './tables/fund-positions-se';
import { FUND_TABLES } from './tables/funds';
import { FX_TABLES } from './tables/fx';
import { GAUGES_TABLES } from './tables/gauges';
import { INDEX_TABLES, SEC_TICKER_TABLES } from './tables/indexes';
import { INDUSTRY_TABLES } from './tables/industries';
import { INSIDER_TABLES } from './tables/insiders';
import { INSTITUTION_TABLES } from './tables/institutions';
import { IPO_TABLES } from './tables/ipos';
import { OPTIONS_TABLES } from './tables/options';
import { PORTFOLIO_TABLES } from './tables/portfolios';
import { PROVENANCE_COLUMNS } from './tables/provenance';
import { SHORT_SELLING_TABLES } from './tables/short-selling';
import { SHORT_TABLES } from './tables/short-europe';
import { SUPPLY_CHAIN_TABLES } from './tables/supply-chain';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const provenance = PROVENANCE_COLUMNS;

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'captures and state',
    sql: `
CREATE TABLE store_meta (key VARCHAR PRIMARY KEY, value VARCHAR NOT NULL);

CREATE TABLE listings (
  ticker VARCHAR PRIMARY KEY,       -- canonical key: AAPL, BRK-B, XLON:VOD
  mic VARCHAR,                      -- market identifier code; null for a US listing
  symbol VARCHAR NOT NULL,
  name VARCHAR NOT NULL,
  issuer VARCHAR,                   -- groups share classes of one issuer (never used to substitute)
  kind VARCHAR NOT NULL,            -- Stock | ETF
  currency VARCHAR NOT NULL,        -- currency of the listing's own prices
  active BOOLEAN NOT NULL DEFAULT TRUE,${provenance}
);

CREATE TABLE prices (
  ticker VARCHAR NOT NULL,
  date DATE NOT NULL,
  open DOUBLE NOT NULL,
  high DOUBLE NOT NULL,
  low DOUBLE NOT NULL,
  close DOUBLE NOT NULL,
  adjusted_close DOUBLE NOT NULL,
  volume BIGINT NOT NULL,           -- 0 marks a carry-forward candle, never served${provenance}
);

CREATE TABLE dividends (
  ticker VARCHAR NOT NULL,
  ex_date DATE NOT NULL,
  amount DOUBLE NOT NULL,
  currency VARCHAR NOT NULL,${provenance}
);

CREATE TABLE splits (
  ticker VARCHAR NOT NULL,
  effective_date DATE NOT NULL,
  numerator DOUBLE NOT NULL,
  denominator DOUBLE NOT NULL,
  restated BOOLEAN NOT NULL DEFAULT FALSE,  -- stored bars confirmed on the post-split basis
  restated_at TIMESTAMP,${provenance}
);

CREATE TABLE ingest_files (
  id VARCHAR PRIMARY KEY,
  dataset VARCHAR NOT NULL,
  path VARCHAR NOT NULL,
  format VARCHAR NOT NULL,
  sha256 VARCHAR NOT NULL,
  rows_read BIGINT NOT NULL,
  rows_added BIGINT NOT NULL,
  captured_at TIMESTAMP NOT NULL
);

CREATE TABLE accounts (
  id VARCHAR PRIMARY KEY,
  name VARCHAR NOT NULL UNIQUE,
  plan VARCHAR NOT NULL,            -- free | plus | pro
  created_at TIMESTAMP NOT NULL
);

CREATE TABLE api_keys (
  id VARCHAR PRIMARY KEY,
  account_id VARCHAR NOT NULL,
  key_hash VARCHAR NOT NULL UNIQUE, -- sha256 of the key; the key itself is never stored
  key_prefix VARCHAR NOT NULL,      -- first characters, to recognise a key in listings
  created_at TIMESTAMP NOT NULL,
  revoked_at TIMESTAMP
);

CREATE TABLE usage_counters (
  account_id VARCHAR NOT NULL,
  day DATE NOT NULL,                -- UTC day the quota applies to
  count BIGINT NOT NULL,
  PRIMARY KEY (account_id, day)
);
`,
  },
  {
    version: 2,
    name: 'intraday ticks',
    sql: `
CREATE TABLE ticks (
  ticker VARCHAR NOT NULL,          -- canonical listing key, as in prices
  ts TIMESTAMP NOT NULL,            -- market-data time of the trade, UTC
  price DOUBLE NOT NULL,            -- trade price
  bid DOUBLE,                       -- consolidated best bid at that moment; null when no quote
  ask DOUBLE,                       -- consolidated best ask; null when no quote
  size BIGINT,                      -- trade size in shares, when known
  transport VARCHAR NOT NULL,       -- how the reading reached the capture: WebSocket | Rest${provenance}
);
`,
  },
  {
    version: 3,
    name: 'options, gauges, economic data, catalysts and futures positioning',
    // Each family declares its own tables next to the others in ./tables/.
    sql: [OPTIONS_TABLES, GAUGES_TABLES, FRED_TABLES, CFTC_TABLES].join('\n'),
  },
  {
    version: 4,
    name: 'organizations, portfolios, exchange rates and web data feeds',
    sql: [ACCOUNT_TABLES, PORTFOLIO_TABLES, FX_TABLES, FEED_TABLES].join('\n'),
  },
  {
    version: 5,
    name: 'manifest of synthetic sample keys',
    // Filled from the capture tables by code when the store holds the sample set (see ../open.ts), so the
    // list of keyed tables lives in one place, sample-keys.ts, and this text never has to change.
    sql: `
CREATE TABLE sample_keys (
  kind VARCHAR NOT NULL,            -- listing | vix | put-call | fred-series | fred-calendar | cftc-market | fx-currency | fda-catalysts | web-feed
  key VARCHAR NOT NULL,             -- the ticker, series id, market code, currency, feed id, …
  table_name VARCHAR NOT NULL,      -- capture table holding the sample rows
  rows BIGINT NOT NULL              -- sample rows of that key still stored in that table
);
`,
  },
  {
    version: 7,
    name: 'stock-index constituents, company facts and forecast snapshots',
    sql: INDEX_TABLES,
  },
  {
    version: 8,
    name: 'insider filings, proposed sales and the Swedish insider register',
    sql: INSIDER_TABLES,
  },
  {
    version: 9,
    name: 'SEC ticker and CIK links',
    sql: SEC_TICKER_TABLES,
  },
  {
    version: 10,
    name: 'US short selling: daily short volume, short interest, off-exchange volume and fails-to-deliver',
    sql: SHORT_SELLING_TABLES,
  },
  {
    version: 11,
    name: 'European short-selling disclosures and aggregates',
    sql: SHORT_TABLES,
  },
  {
    version: 12,
    name: 'investment advisers (SEC Form ADV monthly extracts)',
    sql: ADVISER_TABLES,
  },
  {
    version: 13,
    name: 'buyback and at-the-market programs',
    sql: BUYBACK_TABLES,
  },
  {
    version: 14,
    name: 'registered funds: N-PORT-P reports, their holdings and fund tickers',
    sql: FUND_TABLES,
  },
  {
    version: 15,
    name: 'fund operations (SEC N-CEN) and Swedish fund positions (Finansinspektionen)',
    sql: FUND_OPERATION_TABLES + SE_FUND_TABLES,
  },
  {
    version: 16,
    name: 'supply chain: annual reports and the statements extracted from them',
    sql: SUPPLY_CHAIN_TABLES,
  },
  {
    version: 17,
    name: 'congressional trading: members, disclosure filings, transaction reports and net-worth bands',
    sql: CONGRESS_TABLES,
  },
  {
    version: 18,
    name: 'registration (IPO) pipeline: registration filings and the reads of their terms',
    sql: IPO_TABLES,
  },
  {
    version: 19,
    name: 'earnings calls and investor events: events, guidance, transcripts, corrections and briefs',
    sql: EARNINGS_TABLES,
  },
  {
    version: 20,
    name: 'filing store: documents, numbered lines, passages, postings and EDGAR submission metadata',
    sql: FILING_TABLES,
  },
  // 21 is not used; a store never needs the numbers in sequence.
  {
    version: 22,
    name: 'institutional ownership (SEC Form 13F): filings, entries, counted quarters and the CUSIP map',
    sql: INSTITUTION_TABLES,
  },
  {
    version: 23,
    name: 'industries: SEC industry classification (SIC) of companies, from their submissions documents',
    sql: INDUSTRY_TABLES,
  },
];
