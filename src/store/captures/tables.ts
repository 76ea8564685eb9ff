/**
 * Which tables of the store are captures: the one list `fds captures publish` writes as Parquet and a
 * replica (`fds serve --captures DIR`) attaches. Every table of the schema is named here exactly once; a
 * test fails when a migration adds a table this list does not classify.
 *
 * - **state**: accounts, organizations and their seats, API keys, usage counters, portfolios with their
 *   lots, watches and shares, web data feeds and their runs. Written by requests, never by ingest; they
 *   live where the server's state lives (the embedded store, or a state store the replicas share) and are
 *   never published.
 * - **capture**: market and filing data, written only by ingest and the sample generator, and with them
 *   what describes those rows and must change in the same instant:
 *   - `sample_keys`, the manifest of keys that are still synthetic: it is derived from the capture tables,
 *     and a replica whose X-Data-Notice came from another version than its rows would mislabel answers;
 *   - `store_meta`, the facts the store keeps about its captures (the sample set's as-of date, the
 *     ordering marks ingest keeps): published for the same reason. A replica's own database records only
 *     that it was created (`initialized_at`, read when it is opened, before any version is attached);
 *   - `ingest_files`, the log of ingested files: the provenance of the rows, and the fingerprint a forecast
 *     snapshot is stamped with. Its other use, refusing a file ingested before, matters only where ingest
 *     runs, which is the publishing node.
 * - **copied**: `index_forecast_snapshots`, forecasts computed from the captures and appended as a new
 *   revision when a reader finds none for the current captures. Published, so a replica starts with the
 *   publisher's revisions (and numbers them as it does); attached as a writable copy that belongs to one
 *   version, so a replica may append the forecasts it computes and a new version starts again from the
 *   publisher's.
 * - **local**: bookkeeping of one database that no other database could use: `schema_migrations`.
 *
 * No other table caches anything: answers derived from the captures are kept in memory, per store
 * (see `operations/synthetic.ts`, `engine/short/ingest-cache.ts`, `http/response-cache.ts`).
 *
 * A published table is written sorted by the key its reads look rows up by (`order`), so a lookup reads
 * few Parquet row groups, as the embedded tables are kept sorted for the same reason.
 */

export type TableRole =
  | { kind: 'state' }
  | { kind: 'local' }
  | { kind: 'capture'; order: readonly string[] }
  | { kind: 'copied'; order: readonly string[] };

const STATE: TableRole = { kind: 'state' };
const capture = (...order: string[]): TableRole => ({ kind: 'capture', order });

export const TABLE_ROLES: Readonly<Record<string, TableRole>> = {
  // State.
  accounts: STATE,
  api_keys: STATE,
  usage_counters: STATE,
  organizations: STATE,
  organization_members: STATE,
  portfolios: STATE,
  lots: STATE,
  watches: STATE,
  portfolio_shares: STATE,
  web_feeds: STATE,
  web_feed_runs: STATE,

  // Bookkeeping of one database.
  schema_migrations: { kind: 'local' },

  // What describes the captures.
  store_meta: capture('key'),
  sample_keys: capture('kind', 'key', 'table_name'),
  ingest_files: capture('captured_at', 'id'),
  index_forecast_snapshots: { kind: 'copied', order: ['index_slug', 'session_date', 'revision'] },

  // Prices, listings and intraday ticks. Ticks are read by the replay by time, across tickers.
  listings: capture('ticker'),
  prices: capture('ticker', 'date'),
  dividends: capture('ticker', 'ex_date'),
  splits: capture('ticker', 'effective_date'),
  ticks: capture('ts', 'ticker'),

  // Options.
  option_contracts: capture('underlying', 'occ_symbol'),
  option_snapshot_runs: capture('underlying', 'expiration_date', 'observed_at'),
  option_snapshots: capture('occ_symbol', 'observed_at'),

  // Gauges, economic data, futures positioning, exchange rates.
  put_call_ratios: capture('type', 'date'),
  vix_daily: capture('date'),
  fda_catalysts: capture('meeting_date', 'title'),
  fred_observations: capture('series_id', 'date'),
  fred_release_dates: capture('date', 'release'),
  cftc_positions: capture('market_code', 'report_date'),
  fx_rates: capture('date', 'currency'),

  // Stock indexes and company facts.
  index_fund_lists: capture('fund', 'as_of_date'),
  index_fund_holdings: capture('fund', 'as_of_date', 'position'),
  company_facts: capture('cik', 'taxonomy', 'concept', 'unit', 'period_end', 'accession'),
  sec_tickers: capture('cik', 'ticker'),
  sec_industries: capture('cik'),

  // Insiders.
  insider_issuers: capture('issuer_cik'),
  insider_transactions: capture('ticker', 'document_id', 'owner_cik', 'row_kind', 'row_number'),
  insider_aliases: capture('owner_cik', 'alias'),
  proposed_sales: capture('issuer_cik', 'document_id'),
  se_insider_observations: capture('published_at', 'issuer'),

  // Short selling, US and European.
  short_volume_daily: capture('ticker', 'date', 'facility'),
  short_interest: capture('ticker', 'settlement_date'),
  off_exchange_weekly: capture('ticker', 'week_start_date', 'summary_type', 'symbol'),
  fails_to_deliver: capture('ticker', 'cusip', 'settlement_date'),
  fails_to_deliver_periods: capture('period_start'),
  short_exports: capture('register'),
  short_positions: capture('register', 'isin', 'position_date'),
  short_aggregates: capture('register', 'isin', 'position_date'),

  // Advisers, buybacks, funds.
  investment_advisers: capture('crd', 'as_of_date'),
  buyback_programs: capture('ticker', 'announced_date'),
  atm_programs: capture('ticker', 'established_date'),
  fund_reports: capture('series_id', 'report_period_date'),
  fund_holdings: capture('series_id', 'report_period_date', 'position'),
  fund_tickers: capture('series_id', 'class_id'),
  fund_ncen_filings: capture('filing_id'),
  fund_ncen_providers: capture('filing_id', 'position'),
  se_fund_reports: capture('institute_number', 'period_end', 'revision_id'),
  se_fund_positions: capture('institute_number', 'period_end', 'revision_id', 'row_number'),

  // Institutions (13F).
  thirteenf_filings: capture('filing_id'),
  thirteenf_holdings: capture('filing_id', 'position'),
  thirteenf_reports: capture('filer_cik', 'report_date'),
  thirteenf_positions: capture('filer_cik', 'report_date', 'cusip', 'position_type'),
  thirteenf_quarters: capture('report_date'),
  cusip_listings: capture('cusip'),

  // Supply chain, congress, registrations, earnings.
  annual_reports: capture('cik', 'period_end', 'accession'),
  supply_chain_statements: capture('cik', 'form', 'period_end', 'position'),
  congress_members: capture('member_id'),
  congress_filings: capture('chamber', 'doc_id'),
  congress_trades: capture('filing_id', 'row_in_filing'),
  congress_net_worth: capture('member_id', 'year'),
  registration_filings: capture('cik', 'accession'),
  registration_terms: capture('cik', 'accession'),
  earnings_events: capture('ticker', 'event_date', 'event_id'),
  earnings_guidance: capture('event_id', 'position'),
  earnings_turns: capture('event_id', 'position'),
  earnings_corrections: capture('event_id', 'position'),
  earnings_briefs: capture('event_id'),

  // The filing store and its search index: postings by term, vectors by inverted-file list.
  filing_documents: capture('document_id'),
  filing_lines: capture('document_id', 'line_number'),
  filing_chunks: capture('document_id', 'chunk_index'),
  filing_postings: capture('term', 'document_id', 'chunk_index'),
  filing_index: capture('cik', 'filed_date', 'accession'),
  filing_semantic_model: capture('captured_at'),
  filing_semantic_terms: capture('term_id'),
  filing_vectors: capture('list_id', 'document_id', 'chunk_index'),
  filing_centroids: capture('list_id'),
};

/** A table that is published: a capture, or a table copied per version. */
export interface PublishedTable {
  name: string;
  kind: 'capture' | 'copied';
  order: readonly string[];
}

/** Every published table, by name. */
export const PUBLISHED_TABLES: readonly PublishedTable[] = Object.entries(TABLE_ROLES)
  .flatMap(([name, role]) => (role.kind === 'capture' || role.kind === 'copied' ? [{ name, kind: role.kind, order: role.order }] : []))
  .sort((a, b) => a.name.localeCompare(b.name));

/** Tables a replica's own database keeps: state and local bookkeeping. */
export const UNPUBLISHED_TABLES: readonly string[] = Object.entries(TABLE_ROLES)
  .filter(([, role]) => role.kind === 'state' || role.kind === 'local')
  .map(([name]) => name)
  .sort();
