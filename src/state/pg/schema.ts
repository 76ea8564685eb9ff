/**
 * The state tables on PostgreSQL, as versioned migrations recorded in `state_migrations`. A migration is
 * never edited once released: its checksum is recorded and a mismatch stops `fds state migrate`.
 *
 * Each table has the columns, in the same order, types and meanings, of its DuckDB twin (see
 * `../../store/schema.ts` and `../../store/tables/{accounts,portfolios,feeds}.ts`, where the meanings are
 * written down), so one statement text serves both stores:
 * VARCHAR → text, TIMESTAMP → timestamp (UTC, without a zone, as DuckDB's), DATE → date, BIGINT → bigint,
 * BOOLEAN → boolean, DECIMAL(38, 12) → numeric(38, 12) (exact; read back as decimal text).
 *
 * Beyond DuckDB: CHECK constraints for what the engines and importers already keep true (one holder per
 * key; the plan, access, run-state and instrument vocabularies; no negative count), which DuckDB cannot
 * add to an existing table, and indexes for the lookups made by a column other than the primary key.
 *
 * Only state lives here. Captures (prices, filings, …) and what is derived from them (forecast snapshots,
 * the sample manifest, the ingest log) stay in the capture store.
 */

export interface StateMigration {
  version: number;
  name: string;
  sql: string;
}

const PLANS = "'free', 'plus', 'pro'";

export const STATE_MIGRATIONS: readonly StateMigration[] = [
  {
    version: 1,
    name: 'accounts, organizations, keys, daily usage, portfolios and web data feeds',
    sql: `
CREATE TABLE accounts (
  id text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  plan text NOT NULL CHECK (plan IN (${PLANS})),
  created_at timestamp NOT NULL
);

CREATE TABLE api_keys (
  id text PRIMARY KEY,
  account_id text,                  -- set for an account key
  key_hash text NOT NULL UNIQUE,    -- sha256 of the key; the key itself is never stored
  key_prefix text NOT NULL,
  created_at timestamp NOT NULL,
  revoked_at timestamp,
  organization_id text,             -- set for an organization key
  CHECK ((account_id IS NULL) <> (organization_id IS NULL))
);
CREATE INDEX api_keys_account ON api_keys (account_id);
CREATE INDEX api_keys_organization ON api_keys (organization_id);

CREATE TABLE usage_counters (
  account_id text NOT NULL,         -- the caller: an account's or an organization's id
  day date NOT NULL,                -- UTC day the quota applies to
  count bigint NOT NULL CHECK (count >= 0),
  PRIMARY KEY (account_id, day)
);

CREATE TABLE organizations (
  id text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  plan text NOT NULL CHECK (plan IN (${PLANS})),
  created_at timestamp NOT NULL
);

CREATE TABLE organization_members (
  organization_id text NOT NULL,
  account_id text NOT NULL,         -- 'local' for the local CLI's owner
  added_at timestamp NOT NULL,
  PRIMARY KEY (organization_id, account_id)
);
CREATE INDEX organization_members_account ON organization_members (account_id);

CREATE TABLE portfolios (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  name text NOT NULL,
  currency text NOT NULL,
  created_at timestamp NOT NULL,
  UNIQUE (account_id, name)
);

CREATE TABLE lots (
  id text PRIMARY KEY,
  portfolio_id text NOT NULL,
  instrument_kind text NOT NULL CHECK (instrument_kind IN ('Stock', 'Option')),
  ticker text NOT NULL,
  occ_ticker text,
  quantity numeric(38, 12) NOT NULL,
  cost_per_unit numeric(38, 12) NOT NULL,
  acquired_date date NOT NULL,
  fx_rate numeric(38, 12),
  note text,
  closed_date date,
  close_price_per_unit numeric(38, 12),
  split_from text,
  created_at timestamp NOT NULL,
  seq bigint NOT NULL
);
CREATE INDEX lots_portfolio ON lots (portfolio_id, seq);

CREATE TABLE watches (
  id text PRIMARY KEY,
  portfolio_id text NOT NULL,
  instrument_kind text NOT NULL CHECK (instrument_kind IN ('Stock', 'Option')),
  ticker text NOT NULL,
  occ_ticker text,
  created_at timestamp NOT NULL,
  UNIQUE (portfolio_id, ticker, occ_ticker)
);

CREATE TABLE portfolio_shares (
  portfolio_id text NOT NULL,
  organization_id text NOT NULL,
  access text NOT NULL CHECK (access IN ('Edit', 'View')),
  shared_at timestamp NOT NULL,
  PRIMARY KEY (portfolio_id, organization_id)
);
CREATE INDEX portfolio_shares_organization ON portfolio_shares (organization_id);

CREATE TABLE web_feeds (
  id text NOT NULL,
  account_id text NOT NULL,
  name text NOT NULL,
  schedule text NOT NULL,
  access_mode text NOT NULL CHECK (access_mode IN ('public', 'authenticated')),
  created_at timestamp NOT NULL,
  source text NOT NULL,
  source_file text,
  captured_at timestamp NOT NULL
);
CREATE INDEX web_feeds_account ON web_feeds (account_id, id);

CREATE TABLE web_feed_runs (
  feed_id text NOT NULL,
  run_id text NOT NULL,
  started_at timestamp NOT NULL,
  completed_at timestamp,
  state text NOT NULL CHECK (state IN ('Running', 'Succeeded', 'Failed')),
  verified boolean NOT NULL,
  normalized_data text,
  data text,
  sources text,
  bytes bigint NOT NULL,
  source text NOT NULL,
  source_file text,
  captured_at timestamp NOT NULL
);
CREATE INDEX web_feed_runs_feed ON web_feed_runs (feed_id, started_at);
CREATE INDEX web_feed_runs_run ON web_feed_runs (run_id);
`,
  },
  {
    version: 2,
    name: 'keys and names compared byte by byte, as in the embedded store',
    // The database's default collation (often a language's, such as en_US) orders 'a' before 'B' and may
    // skip punctuation; DuckDB compares the bytes. Every text column takes the "C" collation, so listings
    // come out in the embedded store's order and a name is equal to exactly what DuckDB finds equal.
    sql: `
ALTER TABLE accounts
  ALTER COLUMN id TYPE text COLLATE "C",
  ALTER COLUMN name TYPE text COLLATE "C",
  ALTER COLUMN plan TYPE text COLLATE "C";
ALTER TABLE api_keys
  ALTER COLUMN id TYPE text COLLATE "C",
  ALTER COLUMN account_id TYPE text COLLATE "C",
  ALTER COLUMN key_hash TYPE text COLLATE "C",
  ALTER COLUMN key_prefix TYPE text COLLATE "C",
  ALTER COLUMN organization_id TYPE text COLLATE "C";
ALTER TABLE usage_counters
  ALTER COLUMN account_id TYPE text COLLATE "C";
ALTER TABLE organizations
  ALTER COLUMN id TYPE text COLLATE "C",
  ALTER COLUMN name TYPE text COLLATE "C",
  ALTER COLUMN plan TYPE text COLLATE "C";
ALTER TABLE organization_members
  ALTER COLUMN organization_id TYPE text COLLATE "C",
  ALTER COLUMN account_id TYPE text COLLATE "C";
ALTER TABLE portfolios
  ALTER COLUMN id TYPE text COLLATE "C",
  ALTER COLUMN account_id TYPE text COLLATE "C",
  ALTER COLUMN name TYPE text COLLATE "C",
  ALTER COLUMN currency TYPE text COLLATE "C";
ALTER TABLE lots
  ALTER COLUMN id TYPE text COLLATE "C",
  ALTER COLUMN portfolio_id TYPE text COLLATE "C",
  ALTER COLUMN instrument_kind TYPE text COLLATE "C",
  ALTER COLUMN ticker TYPE text COLLATE "C",
  ALTER COLUMN occ_ticker TYPE text COLLATE "C",
  ALTER COLUMN note TYPE text COLLATE "C",
  ALTER COLUMN split_from TYPE text COLLATE "C";
ALTER TABLE watches
  ALTER COLUMN id TYPE text COLLATE "C",
  ALTER COLUMN portfolio_id TYPE text COLLATE "C",
  ALTER COLUMN instrument_kind TYPE text COLLATE "C",
  ALTER COLUMN ticker TYPE text COLLATE "C",
  ALTER COLUMN occ_ticker TYPE text COLLATE "C";
ALTER TABLE portfolio_shares
  ALTER COLUMN portfolio_id TYPE text COLLATE "C",
  ALTER COLUMN organization_id TYPE text COLLATE "C",
  ALTER COLUMN access TYPE text COLLATE "C";
ALTER TABLE web_feeds
  ALTER COLUMN id TYPE text COLLATE "C",
  ALTER COLUMN account_id TYPE text COLLATE "C",
  ALTER COLUMN name TYPE text COLLATE "C",
  ALTER COLUMN schedule TYPE text COLLATE "C",
  ALTER COLUMN access_mode TYPE text COLLATE "C",
  ALTER COLUMN source TYPE text COLLATE "C",
  ALTER COLUMN source_file TYPE text COLLATE "C";
ALTER TABLE web_feed_runs
  ALTER COLUMN feed_id TYPE text COLLATE "C",
  ALTER COLUMN run_id TYPE text COLLATE "C",
  ALTER COLUMN state TYPE text COLLATE "C",
  ALTER COLUMN source TYPE text COLLATE "C",
  ALTER COLUMN source_file TYPE text COLLATE "C";
`,
  },
];
