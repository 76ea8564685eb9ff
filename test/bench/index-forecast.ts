/**
 * 7. One index forecast (the `indexes.forecast` engine function for the S&P 500) over a universe of 6,000
 * listings with two years of daily bars, SEC company facts (shares, public float, eight quarters of net
 * income) found by CIK (SEC's ticker links, as many as SEC's own file holds, or an insider issuer record)
 * or by name, and the tracking fund's complete holdings list, called in process. The figure is a fresh
 * forecast: the stored snapshots are deleted (untimed) before each call, so every call computes the
 * forecast and writes its snapshot; the read of a stored snapshot is printed beside it, as is a bare
 * DuckDB scan of the same rows measured in the same run, and the ratio between the two. The store is built
 * once with DuckDB SQL and reused by later runs.
 */
import { fixedClock } from '../../src/core/clock';
import { LOCAL_CALLER } from '../../src/engine/context';
import { forecastIndex } from '../../src/engine/indexes/forecast';
import { openStore } from '../../src/store/open';
import type { Store, WriteTx } from '../../src/store/store';
import { benchPath, medianMs, ms, printFigure, step } from './support';
import { BENCH_NOW, benchCompany, benchTicker as ticker, ensureBenchStore, insertListingsAndBars } from './universe';

const INDEX = 'sp-500';
const FUND = 'IVV';
const LISTINGS = 6_000;
const SESSIONS = 504;
const QUARTERS = 8;
const MEMBERS = 500;
const RUNS = 7;
/** SEC's ticker file links about 10,000 tickers, most of them to companies the store has no listing of. */
const SEC_LINKS = 10_000;
const MARKER = `${LISTINGS}x${SESSIONS}x${QUARTERS}x${MEMBERS}-log-shares-${SEC_LINKS}-cik-links`;

/** SQL of listing `i`'s size rank, 0 (smallest) to LISTINGS - 1: a permutation, so sizes are mixed by ticker. */
const sizeRank = (i: string): string => `(((${i}) * 7919) % ${LISTINGS})`;
/**
 * SQL of listing `i`'s shares outstanding, spread log-evenly over 1 million to 10 billion, so about a
 * quarter of the listings clear the market-cap threshold.
 */
const sharesOf = (i: string): string => `1e6 * pow(10, 4.0 * ${sizeRank(i)} / ${LISTINGS})`;
/**
 * The fund holds 500 of the 600 largest (a sixth of those left out, to be likely joins). Each listing
 * trades about its shares outstanding over a year, so the large ones pass the liquidity rule too.
 */
const IS_MEMBER = `${sizeRank('i')} >= ${LISTINGS - 600} AND ${sizeRank('i')} % 6 <> 0`;

async function fill(tx: WriteTx): Promise<void> {
  await insertListingsAndBars(tx, LISTINGS, SESSIONS, (listing, bar) => `${sharesOf(listing)} / 250 + ${bar} % 9973`);
  // One company in ten files as a foreign private issuer, one in five lost money.
  const shares = sharesOf('i');
  const form = `CASE WHEN i % 10 = 9 THEN '20-F' ELSE '10-Q' END`;
  await tx.run(`INSERT INTO company_facts
    SELECT 1000000 + i, upper(${benchCompany('i')}) || ', INC.', 'dei', concept, unit, NULL, period_end, value,
           2026, 'Q3', ${form}, DATE '2026-11-01', 'acc-' || i, 'bench', NULL, TIMESTAMP '2026-01-01'
    FROM range(${LISTINGS}) r(i), LATERAL (VALUES
      ('EntityCommonStockSharesOutstanding', 'shares', DATE '2026-10-31', ${shares}),
      ('EntityPublicFloat', 'USD', DATE '2026-06-30', 0.8 * 25.0 * ${shares})) f(concept, unit, period_end, value)`);
  await tx.run(`INSERT INTO company_facts
    SELECT 1000000 + i, upper(${benchCompany('i')}) || ', INC.', 'us-gaap', 'NetIncomeLoss', 'USD',
           CAST(last_day(DATE '2026-09-30' - to_months(3 * q + 3)) + 1 AS DATE), CAST(last_day(DATE '2026-09-30' - to_months(3 * q)) AS DATE),
           CASE WHEN i % 5 = 0 THEN -1e6 ELSE 1e7 END, 2026, 'Q3', ${form}, DATE '2026-11-01', 'acc-' || i || '-' || q,
           'bench', NULL, TIMESTAMP '2026-01-01'
    FROM range(${LISTINGS}) r(i), range(${QUARTERS}) s(q)`);
  // SEC links nine listings in ten to their CIK (and tickers of companies without a listing); of the rest,
  // half have a Form 4 issuer record and half are found by name.
  await tx.run(`INSERT INTO sec_tickers
    SELECT 1000000 + i, CASE WHEN i < ${LISTINGS} THEN ${ticker('i')} ELSE 'X' || CAST(i AS VARCHAR) END,
           upper(${benchCompany('i')}) || ', INC.', 'Nasdaq', 'company-tickers-exchange', 'bench', NULL, TIMESTAMP '2026-01-01'
    FROM range(${SEC_LINKS}) r(i) WHERE i >= ${LISTINGS} OR i % 10 <> 3`);
  await tx.run(`INSERT INTO insider_issuers
    SELECT 1000000 + i, ${ticker('i')}, upper(${benchCompany('i')}), NULL, NULL, 'Common', FALSE, 'bench', NULL, TIMESTAMP '2026-01-01'
    FROM range(${LISTINGS}) r(i) WHERE i % 20 = 3`);
  const members = MEMBERS;
  await tx.run(`INSERT INTO index_fund_lists VALUES ('${FUND}', '${INDEX}', DATE '2026-11-19', TRUE, 'ishares-csv', ${members}, 1.0, TRUE, 'bench', 'bench', NULL, TIMESTAMP '2026-01-01')`);
  await tx.run(`INSERT INTO index_fund_holdings
    SELECT '${FUND}', DATE '2026-11-19', CAST(row_number() OVER (ORDER BY i) AS INTEGER), ${ticker('i')}, upper(${benchCompany('i')}),
           1.0 / ${members}, 1000000, 25000000, 'Information Technology', 'United States', 'NASDAQ', 'bench', NULL, TIMESTAMP '2026-01-01'
    FROM range(${LISTINGS}) r(i) WHERE ${IS_MEMBER}`);
}

// The rows the forecast reads, each scanned once: the bars per listing, the facts per company, the CIK
// links per ticker, the list.
const BARE = [
  'SELECT ticker, arg_max(close, date) AS close, sum(close * volume) AS dollars, avg(volume) AS volume, min(date) AS first FROM prices GROUP BY ticker',
  'SELECT cik, count(*) AS n, sum(value) AS value FROM company_facts GROUP BY cik',
  'SELECT ticker, max(cik) AS cik FROM sec_tickers GROUP BY ticker',
  'SELECT ticker, max(issuer_cik) AS cik FROM insider_issuers GROUP BY ticker',
  'SELECT fund, count(*) AS n, sum(weight) AS weight FROM index_fund_holdings GROUP BY fund',
];

export async function printIndexForecast(): Promise<boolean> {
  const path = benchPath('indexes-6k.duckdb');
  await ensureBenchStore(path, 'bench_indexes', MARKER, `index forecast: ${LISTINGS.toLocaleString('en-US')} listings × ${SESSIONS} sessions`, fill);
  const store: Store = await openStore({ path, clock: fixedClock(BENCH_NOW), sample: false });
  try {
    const ctx = { store, state: store, clock: fixedClock(BENCH_NOW), caller: LOCAL_CALLER };
    const forecast = () => forecastIndex(ctx, { index: INDEX });
    const forget = () => store.write((tx) => tx.run('DELETE FROM index_forecast_snapshots'));
    step(`index forecast: ${RUNS} fresh forecasts, ${RUNS} snapshot reads and ${RUNS} bare scans`);
    const fresh = await medianMs(RUNS, forecast, forget);
    const cached = await medianMs(RUNS, forecast);
    const bare = await medianMs(RUNS, async () => {
      for (const sql of BARE) await store.all(sql);
    });
    const last = await forecast();
    const counts = Object.entries(last.buckets).map(([name, b]) => `${b.count} ${name}`).join(', ');
    return printFigure({
      title: `7. index forecast (indexes.forecast ${INDEX}, fresh snapshot) over 6,000 listings`,
      detail: `${(LISTINGS * SESSIONS).toLocaleString('en-US')} bars, ${(LISTINGS * (2 + QUARTERS)).toLocaleString('en-US')} company facts, `
        + `${MEMBERS} fund holdings; buckets: ${counts}; stored snapshot read ${ms(cached)}; `
        + `bare DuckDB scan of the same rows ${ms(bare)}, ratio ${(fresh / bare).toFixed(2)}x`,
      value: fresh / 1000,
      kind: 'max',
      target: 1,
      unit: ' s',
    });
  } finally {
    store.close();
  }
}
