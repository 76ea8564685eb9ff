/**
 * Which captures are synthetic, by dataset key. A key is what one real file replaces as a whole: a
 * listing's market data, a FRED series, a CFTC market, the VIX series, a put/call type, a currency's
 * official rates, a web data feed, the advisory-committee calendar. A key is either all sample or all
 * real, never part of each: an ingest that brings real rows for a key first removes that key's sample
 * rows, in its own transaction (`replaceSample`), so answers never splice the two.
 *
 * `sample_keys` is the manifest of what is still synthetic: one row per kind, key and table with its
 * count of sample rows. The sample generator fills it (`rebuildSampleKeys`), replacement removes from it,
 * and every face asks it whether an answer drew on synthetic rows (`SampleManifest`).
 */
import type { Sql, SqlValue, WriteTx } from './store';

/** The kinds of dataset key; each names what one real file replaces. */
export type SampleKeyKind =
  | 'listing'
  | 'vix'
  | 'put-call'
  | 'fred-series'
  | 'fred-calendar'
  | 'cftc-market'
  | 'fx-currency'
  | 'fda-catalysts'
  | 'web-feed'
  | 'insider-ticker'
  | 'insider-issuer'
  | 'proposed-sales'
  | 'se-insider-isin'
  | 'index-fund'
  | 'company-facts'
  | 'sec-tickers'
  | 'short-volume'
  | 'short-interest'
  | 'off-exchange'
  | 'fails-to-deliver'
  | 'ftd-coverage'
  | 'short-register'
  | 'investment-adviser'
  | 'fund-series'
  | 'fund-ncen-registrant'
  | 'se-fund-quarter'
  | 'buyback-programs'
  | 'atm-programs'
  | 'supply-chain'
  | 'congress'
  | 'registration'
  | 'earnings'
  | 'filings'
  | '13f-quarter'
  | 'cusip-listing'
  | 'industry';

/** A capture table holding rows of a kind, and how its sample rows are keyed. */
interface KeyedTable {
  table: string;
  /** What its rows are called in a summary: `bars`, `dividends`, … */
  noun: string;
  /** SQL: one `key` per sample row of the table. */
  sampleKeys: string;
  /** SQL predicate on the table's rows, with one `?` for the key. */
  ofKey: string;
}

/** Rows keyed by a column, or by an SQL expression of the row's columns (a key derived from two). */
const byColumn = (table: string, column: string, noun: string): KeyedTable => ({
  table,
  noun,
  sampleKeys: `SELECT ${column} AS key FROM ${table} WHERE source = 'sample'`,
  ofKey: `${column} = ?`,
});

/** A dataset that one file replaces whole: every sample row has the same key. */
const whole = (table: string, key: string, noun: string): KeyedTable => ({
  table,
  noun,
  sampleKeys: `SELECT '${key}' AS key FROM ${table} WHERE source = 'sample'`,
  ofKey: `? = '${key}'`,
});

/** Rows of an N-CEN filing, keyed by the registrant CIK of their filing. */
const ofFiling = (table: string, noun: string): KeyedTable => ({
  table,
  noun,
  sampleKeys: `SELECT f.registrant_cik AS key FROM ${table} t JOIN fund_ncen_filings f USING (filing_id) WHERE t.source = 'sample'`,
  ofKey: 'filing_id IN (SELECT filing_id FROM fund_ncen_filings WHERE registrant_cik = ?)',
});

/** Rows of a 13F filer's quarter, keyed by the filer's CIK and the report date (`0001067983:2025-06-30`). */
const ofQuarter = (table: string, noun: string): KeyedTable => ({
  table,
  noun,
  sampleKeys: `SELECT filer_cik || ':' || CAST(report_date AS VARCHAR) AS key FROM ${table} WHERE source = 'sample'`,
  ofKey: `filer_cik || ':' || CAST(report_date AS VARCHAR) = ?`,
});

/** The key of a Form 144 notice: the ticker its issuer CIK is linked to, or `CIK:` and the CIK while unlinked. */
export const NOTICE_KEY =
  "coalesce((SELECT min(i.ticker) FROM insider_issuers i WHERE i.issuer_cik = proposed_sales.issuer_cik), 'CIK:' || proposed_sales.issuer_cik)";

/** The key of a Swedish register row: its ISIN, or `LEI:` and its issuer's LEI for a row without one. */
export const SE_REGISTER_KEY = "coalesce(isin, 'LEI:' || coalesce(issuer_lei, issuer, ''))";

/** The key of the whole VIX series, the FRED release calendar and the advisory-committee calendar. */
export const WHOLE_KEYS = { vix: 'VIX', fredCalendar: 'release calendar', fdaCatalysts: 'meetings', ftdCoverage: 'coverage', supplyChain: 'statements', congress: 'congress' } as const;

/** The key of a stored document: its ticker, or `CIK:` and its CIK while it has none. */
export const DOCUMENT_KEY = "coalesce(ticker, 'CIK:' || CAST(cik AS VARCHAR))";

/** Rows of a stored document's text, keyed by the document's key. */
const ofDocument = (table: string, noun: string): KeyedTable => ({
  table,
  noun,
  sampleKeys: `SELECT coalesce(d.ticker, 'CIK:' || CAST(d.cik AS VARCHAR)) AS key
               FROM ${table} t JOIN filing_documents d USING (document_id) WHERE t.source = 'sample'`,
  ofKey: `document_id IN (SELECT document_id FROM filing_documents WHERE ${DOCUMENT_KEY} = ?)`,
});

/**
 * Every kind with its tables, in the order their rows are removed (option snapshots find their
 * underlying through the contracts, so they go first).
 */
export const SAMPLE_KINDS: Readonly<Record<SampleKeyKind, { keyName: string; tables: readonly KeyedTable[] }>> = {
  listing: {
    keyName: 'ticker',
    tables: [
      {
        table: 'option_snapshots',
        noun: 'option snapshot rows',
        sampleKeys: `SELECT c.underlying AS key FROM option_snapshots s
                     JOIN (SELECT DISTINCT occ_symbol, underlying FROM option_contracts) c USING (occ_symbol)
                     WHERE s.source = 'sample'`,
        ofKey: 'occ_symbol IN (SELECT occ_symbol FROM option_contracts WHERE underlying = ?)',
      },
      byColumn('option_snapshot_runs', 'underlying', 'option snapshot runs'),
      byColumn('option_contracts', 'underlying', 'option contracts'),
      byColumn('prices', 'ticker', 'bars'),
      byColumn('dividends', 'ticker', 'dividends'),
      byColumn('splits', 'ticker', 'splits'),
      byColumn('ticks', 'ticker', 'ticks'),
    ],
  },
  vix: { keyName: 'series', tables: [whole('vix_daily', WHOLE_KEYS.vix, 'VIX sessions')] },
  'put-call': { keyName: 'type', tables: [byColumn('put_call_ratios', 'type', 'put/call sessions')] },
  'fred-series': { keyName: 'series', tables: [byColumn('fred_observations', 'series_id', 'observations')] },
  'fred-calendar': { keyName: 'calendar', tables: [whole('fred_release_dates', WHOLE_KEYS.fredCalendar, 'release dates')] },
  'cftc-market': { keyName: 'market', tables: [byColumn('cftc_positions', 'market_code', 'weekly reports')] },
  'fx-currency': { keyName: 'currency', tables: [byColumn('fx_rates', 'currency', 'daily rates')] },
  'fda-catalysts': { keyName: 'calendar', tables: [whole('fda_catalysts', WHOLE_KEYS.fdaCatalysts, 'advisory-committee meetings')] },
  'web-feed': {
    keyName: 'feed',
    tables: [byColumn('web_feed_runs', 'feed_id', 'feed runs'), byColumn('web_feeds', 'id', 'feeds')],
  },
  // Insider family: a Form 4 replaces its issuer's ticker, a Form 144 its issuer's ticker, a register
  // export the ISINs it names. Issuer records (share counts) are keyed by ticker and no importer here
  // replaces them.
  'insider-ticker': {
    keyName: 'ticker',
    tables: [
      {
        // An alias belongs to an owner: it goes with the ticker of the owner's filings, before those rows.
        table: 'insider_aliases',
        noun: 'insider aliases',
        sampleKeys: `SELECT (SELECT min(t.ticker) FROM insider_transactions t WHERE t.owner_cik = a.owner_cik) AS key
                     FROM insider_aliases a WHERE a.source = 'sample'`,
        ofKey: 'owner_cik IN (SELECT owner_cik FROM insider_transactions WHERE ticker = ?)',
      },
      byColumn('insider_transactions', 'ticker', 'insider filing rows'),
    ],
  },
  'insider-issuer': { keyName: 'ticker', tables: [byColumn('insider_issuers', 'ticker', 'issuer records')] },
  // A notice names its issuer by CIK; the issuer record links the CIK to a ticker (`CIK:n` while unlinked).
  'proposed-sales': { keyName: 'ticker', tables: [byColumn('proposed_sales', NOTICE_KEY, 'Form 144 notices')] },
  // A row without an ISIN (an unlisted option) is keyed by its issuer's LEI instead.
  'se-insider-isin': { keyName: 'isin', tables: [byColumn('se_insider_observations', SE_REGISTER_KEY, 'register rows')] },
  // A tracking fund's holdings lists (IVV, QQQ, …), and a company's SEC facts by CIK.
  'index-fund': {
    keyName: 'fund',
    tables: [byColumn('index_fund_holdings', 'fund', 'fund holdings'), byColumn('index_fund_lists', 'fund', 'fund holdings lists')],
  },
  'company-facts': { keyName: 'cik', tables: [byColumn('company_facts', 'cik', 'company facts')] },
  // A company's SEC industry classification, by CIK: its real submissions document replaces it.
  industry: { keyName: 'cik', tables: [byColumn('sec_industries', 'cik', 'industry classifications')] },
  // SEC's link of a ticker to a CIK, by ticker (a real file naming the ticker or its CIK replaces it).
  'sec-tickers': { keyName: 'ticker', tables: [byColumn('sec_tickers', 'ticker', 'SEC ticker links')] },
  // US short selling: each regulator file replaces the series of the listings it names, one dataset at a
  // time (a short-interest file leaves a listing's synthetic short volume alone). Rows stored under an
  // unmapped symbol are never sample rows. Any real fails-to-deliver file replaces the synthetic coverage
  // spans whole, so no span of the sample claims coverage over real rows.
  'short-volume': { keyName: 'ticker', tables: [byColumn('short_volume_daily', 'ticker', 'daily short volumes')] },
  'short-interest': { keyName: 'ticker', tables: [byColumn('short_interest', 'ticker', 'short-interest settlements')] },
  'off-exchange': { keyName: 'ticker', tables: [byColumn('off_exchange_weekly', 'ticker', 'off-exchange weeks')] },
  'fails-to-deliver': { keyName: 'ticker', tables: [byColumn('fails_to_deliver', 'ticker', 'fails-to-deliver rows')] },
  'ftd-coverage': { keyName: 'coverage', tables: [whole('fails_to_deliver_periods', WHOLE_KEYS.ftdCoverage, 'fails-to-deliver periods')] },
  // A European short-selling register: an export is the whole register as published, so it replaces the
  // register's every table at once (AMF-France, AFM-Netherlands-Current, …).
  'short-register': {
    keyName: 'register',
    tables: [
      byColumn('short_positions', 'register', 'short positions'),
      byColumn('short_aggregates', 'register', 'short aggregates'),
      byColumn('short_exports', 'register', 'register exports'),
    ],
  },
  // An investment adviser by CRD: a real Form ADV extract naming the CRD replaces every synthetic extract of it.
  'investment-adviser': { keyName: 'crd', tables: [byColumn('investment_advisers', 'CAST(crd AS VARCHAR)', 'adviser extracts')] },
  // A fund series by SEC series id: a real N-PORT-P filing of the series replaces its synthetic reports,
  // holdings and tickers.
  'fund-series': {
    keyName: 'series',
    tables: [
      byColumn('fund_holdings', 'series_id', 'fund holdings'),
      byColumn('fund_reports', 'series_id', 'fund reports'),
      byColumn('fund_tickers', 'series_id', 'fund tickers'),
    ],
  },
  // A registrant's N-CEN filings by its CIK as filed: a real N-CEN of the registrant replaces every
  // synthetic filing of it, with the service providers those filings name.
  'fund-ncen-registrant': {
    keyName: 'registrant',
    tables: [
      ofFiling('fund_ncen_providers', 'N-CEN service providers'),
      byColumn('fund_ncen_filings', 'registrant_cik', 'N-CEN filings'),
    ],
  },
  // A quarter of Finansinspektionen's fund holdings, by quarter-end date: a real report of any fund for
  // the quarter replaces the whole synthetic quarter, so a quarter's capture is never part synthetic.
  'se-fund-quarter': {
    keyName: 'quarter',
    tables: [
      byColumn('se_fund_positions', 'CAST(period_end AS VARCHAR)', 'Swedish fund positions'),
      byColumn('se_fund_reports', 'CAST(period_end AS VARCHAR)', 'Swedish fund reports'),
    ],
  },
  // Program records extracted from filings, by the ticker they name: a file naming a ticker replaces its
  // synthetic programs of that kind (the XBRL repurchase figures are company facts, replaced by CIK).
  'buyback-programs': { keyName: 'ticker', tables: [byColumn('buyback_programs', 'ticker', 'buyback program records')] },
  'atm-programs': { keyName: 'ticker', tables: [byColumn('atm_programs', 'ticker', 'at-the-market program records')] },
  // The supply-chain statements are one graph: a company's answer joins its own report with every other
  // report naming it, so any real report or statement file replaces the synthetic graph whole, and no
  // answer ever joins real and synthetic reports.
  'supply-chain': {
    keyName: 'dataset',
    tables: [
      whole('supply_chain_statements', WHOLE_KEYS.supplyChain, 'supply-chain statements'),
      whole('annual_reports', WHOLE_KEYS.supplyChain, 'annual reports'),
    ],
  },
  // The congressional set is one whole: trades, filings and net-worth bands name members of the roster, so
  // any real congressional file (roster, index or transaction report) replaces the synthetic set whole.
  congress: {
    keyName: 'dataset',
    tables: [
      whole('congress_members', WHOLE_KEYS.congress, 'members'),
      whole('congress_filings', WHOLE_KEYS.congress, 'disclosure filings'),
      whole('congress_trades', WHOLE_KEYS.congress, 'congressional trades'),
      whole('congress_net_worth', WHOLE_KEYS.congress, 'net-worth bands'),
    ],
  },
  // A registration by its filer's CIK: a real index row or terms read of the CIK replaces its synthetic
  // filings and reads together, so a registration is never part synthetic.
  registration: {
    keyName: 'cik',
    tables: [
      byColumn('registration_terms', 'CAST(cik AS VARCHAR)', 'registration terms reads'),
      byColumn('registration_filings', 'CAST(cik AS VARCHAR)', 'registration filings'),
    ],
  },
  // A company's investor events by ticker: a real event file of a ticker replaces every synthetic event of
  // it, with their guidance, transcripts, corrections and briefs (the actuals are company facts, by CIK).
  earnings: {
    keyName: 'ticker',
    tables: [
      byColumn('earnings_guidance', 'ticker', 'guidance rows'),
      byColumn('earnings_turns', 'ticker', 'transcript turns'),
      byColumn('earnings_corrections', 'ticker', 'transcript corrections'),
      byColumn('earnings_briefs', 'ticker', 'earnings briefs'),
      byColumn('earnings_events', 'ticker', 'investor events'),
    ],
  },
  // Stored documents by the company they belong to (its ticker): a real document of a ticker replaces the
  // ticker's synthetic corpus whole, with its lines, passages and postings.
  filings: {
    keyName: 'ticker',
    tables: [
      {
        // The sample's submissions metadata, keyed by the company of the sample document it describes.
        table: 'filing_index',
        noun: 'filing index entries',
        sampleKeys: `SELECT coalesce(d.ticker, 'CIK:' || CAST(d.cik AS VARCHAR)) AS key
                     FROM filing_index i JOIN filing_documents d USING (accession) WHERE i.source = 'sample'`,
        ofKey: `accession IN (SELECT accession FROM filing_documents WHERE ${DOCUMENT_KEY} = ?)`,
      },
      ofDocument('filing_postings', 'filing postings'),
      ofDocument('filing_chunks', 'filing passages'),
      ofDocument('filing_lines', 'filing lines'),
      byColumn('filing_documents', DOCUMENT_KEY, 'filing documents'),
    ],
  },
  // A 13F filer's quarter: a real filing of it replaces its synthetic filings, entries and counted rows.
  '13f-quarter': {
    keyName: 'quarter',
    tables: [
      {
        table: 'thirteenf_holdings',
        noun: '13F entries',
        sampleKeys: `SELECT f.filer_cik || ':' || CAST(f.report_date AS VARCHAR) AS key FROM thirteenf_holdings h JOIN thirteenf_filings f USING (filing_id) WHERE h.source = 'sample'`,
        ofKey: `filing_id IN (SELECT filing_id FROM thirteenf_filings WHERE filer_cik || ':' || CAST(report_date AS VARCHAR) = ?)`,
      },
      ofQuarter('thirteenf_positions', '13F positions'),
      ofQuarter('thirteenf_reports', '13F filer quarters'),
      ofQuarter('thirteenf_filings', '13F filings'),
      // The quarter-wide key (`*:2025-06-30`) an aggregate read draws on: some filer of that quarter is
      // synthetic. A filing replaces only its filer's quarter; the sec-13f importer drops this key once the
      // rebuilt quarter row is no longer synthetic.
      {
        table: 'thirteenf_quarters',
        noun: '13F quarters',
        sampleKeys: `SELECT '*:' || CAST(report_date AS VARCHAR) AS key FROM thirteenf_quarters WHERE source = 'sample'`,
        ofKey: 'FALSE AND ? IS NULL',
      },
    ],
  },
  'cusip-listing': { keyName: 'cusip', tables: [byColumn('cusip_listings', 'cusip', 'CUSIP links')] },
};

export const SAMPLE_KEY_KINDS = Object.keys(SAMPLE_KINDS) as SampleKeyKind[];

/** The noun of a table's rows in a summary (`bars` for prices). */
export function rowNoun(table: string): string {
  for (const kind of SAMPLE_KEY_KINDS) {
    const found = SAMPLE_KINDS[kind].tables.find((t) => t.table === table);
    if (found) return found.noun;
  }
  return 'rows';
}

/** Sample rows one ingest removed: `rows` of `table` under `key`. */
export interface ReplacedSample {
  /** The capture table (`prices`, `fred_observations`, …). */
  dataset: string;
  kind: SampleKeyKind;
  key: string;
  rows: number;
}

/** One manifest row: `rows` sample rows of `table` are still stored under `kind`/`key`. */
export interface SampleKeyRow {
  kind: SampleKeyKind;
  key: string;
  table: string;
  rows: number;
}

/** Fills the manifest from the sample rows the capture tables hold now (after a sample load). */
export async function rebuildSampleKeys(tx: WriteTx): Promise<void> {
  await tx.run('DELETE FROM sample_keys');
  for (const kind of SAMPLE_KEY_KINDS) {
    for (const t of SAMPLE_KINDS[kind].tables) {
      await tx.run(
        `INSERT INTO sample_keys (kind, key, table_name, rows)
         SELECT ?, key, ?, count(*) FROM (${t.sampleKeys}) GROUP BY key ORDER BY key`,
        [kind, t.table],
      );
    }
  }
}

/**
 * Removes the sample rows of every key of `kind` that `incoming` selects (SQL yielding a `key` column,
 * with `params` bound), from every table of the kind, and their manifest rows. Run inside the ingest's
 * transaction before its insert, so the key ends up all real. Returns what was removed.
 */
export async function replaceSample(tx: WriteTx, kind: SampleKeyKind, incoming: string, params: readonly SqlValue[] = []): Promise<ReplacedSample[]> {
  const keys = await tx.all<{ key: string }>(
    `SELECT DISTINCT key FROM sample_keys WHERE kind = ? AND key IN (SELECT CAST(key AS VARCHAR) FROM (${incoming})) ORDER BY key`,
    [kind, ...params],
  );
  const replaced: ReplacedSample[] = [];
  for (const { key } of keys) {
    for (const t of SAMPLE_KINDS[kind].tables) {
      const rows = await tx.run(`DELETE FROM ${t.table} WHERE source = 'sample' AND ${t.ofKey}`, [key]);
      if (rows > 0) replaced.push({ dataset: t.table, kind, key, rows });
    }
    await tx.run('DELETE FROM sample_keys WHERE kind = ? AND key = ?', [kind, key]);
  }
  return replaced;
}

/** Every manifest row, by kind, key and table. */
export function readSampleKeys(sql: Sql): Promise<SampleKeyRow[]> {
  return sql.all<SampleKeyRow>('SELECT kind, key, table_name AS "table", rows FROM sample_keys ORDER BY kind, key, table_name');
}
