/**
 * Capture tables of stock-index constituents and the company facts their forecasts read (migration 7),
 * and SEC's ticker ↔ CIK links that tie those facts to a listing (migration 9; see `../schema.ts`). Every
 * capture row carries the provenance columns.
 */
import { PROVENANCE_COLUMNS } from './provenance';

/**
 * `index_fund_lists`: one row per holdings file or N-PORT filing of a tracking fund (key: fund +
 * as_of_date; a later file of the same key is skipped, unless it is whole and the stored one narrowed: it
 * then replaces it). `complete` records whether the file proved it arrived whole: only complete lists are
 * ever published; a narrowed one is kept for the record until a whole one of its fund and date arrives.
 *
 * `index_fund_holdings`: the security rows of each list (key: fund + as_of_date + position), in file
 * order. Cash, money-market, futures and other non-equity rows are not stored. `holding_ticker` is the
 * ticker as the fund writes it (trimmed, upper case; null when the file gives none); linking to a listing
 * happens when read, so a listing ingested later links old lists too.
 *
 * `company_facts`: SEC XBRL facts of a company (key: cik + taxonomy + concept + unit + period + accession),
 * the few concepts the forecasts read. companyfacts carries no ticker: a listing finds its facts through
 * `sec_tickers` (migration 9), else an insider issuer record, else by name, when read.
 *
 * `index_forecast_snapshots`: a forecast as computed for one index and settled-close session; a model
 * change appends a higher revision for the same day and readers take the highest.
 */
export const INDEX_TABLES = `
CREATE TABLE index_fund_lists (
  fund VARCHAR NOT NULL,            -- tracking fund ticker: IVV, QQQ, IWM, …
  index_slug VARCHAR NOT NULL,      -- the index it replicates
  as_of_date DATE NOT NULL,         -- holdings date the file or filing states
  is_daily BOOLEAN NOT NULL,        -- true: the fund's daily holdings file; false: a quarterly N-PORT filing
  layout VARCHAR NOT NULL,          -- ishares-csv | invesco-csv | nport-xml | sample
  holding_count INTEGER NOT NULL,   -- security rows stored
  weight_sum DOUBLE NOT NULL,       -- sum of the stored rows' weights (fraction)
  complete BOOLEAN NOT NULL,        -- the file proved it arrived whole: published
  completeness VARCHAR NOT NULL,    -- how wholeness was proved, or why it was not${PROVENANCE_COLUMNS}
);

CREATE TABLE index_fund_holdings (
  fund VARCHAR NOT NULL,
  as_of_date DATE NOT NULL,
  position INTEGER NOT NULL,        -- 1-based order in the file
  holding_ticker VARCHAR,           -- as the fund writes it, trimmed, upper case; null when absent
  name VARCHAR NOT NULL,            -- the fund's own name of the security
  weight DOUBLE NOT NULL,           -- fraction of the fund's net assets
  fund_shares DOUBLE,               -- shares the fund holds
  fund_value_usd DOUBLE,            -- market value of the fund's position, USD
  sector VARCHAR,                   -- as the fund classifies it, when stated
  domicile VARCHAR,                 -- the file's location / country of the issuer, when stated
  exchange VARCHAR,                 -- the file's exchange, when stated${PROVENANCE_COLUMNS}
);

CREATE TABLE company_facts (
  cik BIGINT NOT NULL,
  entity_name VARCHAR NOT NULL,
  taxonomy VARCHAR NOT NULL,        -- dei | us-gaap
  concept VARCHAR NOT NULL,         -- EntityCommonStockSharesOutstanding, NetIncomeLoss, …
  unit VARCHAR NOT NULL,            -- shares | USD
  period_start DATE,                -- null for an instant fact
  period_end DATE NOT NULL,
  value DOUBLE NOT NULL,
  fiscal_year INTEGER,
  fiscal_period VARCHAR,            -- FY | Q1 | Q2 | Q3
  form VARCHAR,                     -- 10-K, 10-Q, 20-F, …
  filed DATE,
  accession VARCHAR NOT NULL,${PROVENANCE_COLUMNS}
);

CREATE TABLE index_forecast_snapshots (
  index_slug VARCHAR NOT NULL,
  session_date DATE NOT NULL,       -- settled-close session the snapshot is computed from
  revision INTEGER NOT NULL,        -- 1, then higher for a model-version change on the same day
  model_version VARCHAR NOT NULL,
  body VARCHAR NOT NULL,            -- the full forecast (every bucket's rows), JSON
  computed_at TIMESTAMP NOT NULL
);
`;

/**
 * `sec_tickers`: SEC's own links of a ticker to a company's CIK, from company_tickers.json,
 * company_tickers_exchange.json or a company's submissions document (key: cik + ticker; a pair stored
 * already is skipped). `ticker` is the listing key (`BRK-B`); the name and exchange are SEC's, as first
 * stored. Read by the forecasts to find a listing's company facts.
 */
export const SEC_TICKER_TABLES = `
CREATE TABLE sec_tickers (
  cik BIGINT NOT NULL,              -- SEC central index key
  ticker VARCHAR NOT NULL,          -- listing key: SEC's BRK-B and BRK.B are both BRK-B
  name VARCHAR NOT NULL,            -- SEC's name of the company (its conformed name or title)
  exchange VARCHAR,                 -- as SEC writes it (Nasdaq, NYSE, OTC, …); null when SEC gives none
  source_layout VARCHAR NOT NULL,   -- company-tickers | company-tickers-exchange | submissions | sample${PROVENANCE_COLUMNS}
);
`;
