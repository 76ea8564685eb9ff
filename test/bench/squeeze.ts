/**
 * 8. The short-squeeze universe (the `short.squeeze` engine function, first leaderboard page) over 6,000
 * listings with one year of daily bars, daily short volume and daily fails-to-deliver, 24 short-interest
 * settlements, and share counts from issuer records (half) or SEC facts linked by CIK (the other half),
 * called in process. Cold: every call computes the universe (an empty capture write, untimed, moves the
 * store's ingest generation before each, as an ingest would). Cached: the same call with the universe
 * kept. Printed beside them: a bare DuckDB scan of the same rows (one aggregate per table read), measured
 * in the same run, and the ratio of the cold figure to it. The store is built once with DuckDB SQL and
 * reused by later runs.
 */
import { fixedClock } from '../../src/core/clock';
import { LOCAL_CALLER } from '../../src/engine/context';
import { tradingDaysBetween } from '../../src/engine/market/calendar';
import { shortInterestSettlements } from '../../src/engine/short/calendar';
import { squeezeScores } from '../../src/engine/short/squeeze';
import { openStore } from '../../src/store/open';
import type { Store, WriteTx } from '../../src/store/store';
import { benchPath, medianMs, ms, printFigure, step } from './support';
import { BENCH_NOW, LAST_SESSION, benchCompany, benchTicker as ticker, ensureBenchStore, insertListingsAndBars } from './universe';

const LISTINGS = 6_000;
const FIRST_SESSION = '2025-11-21';
const SESSIONS = tradingDaysBetween(FIRST_SESSION, LAST_SESSION);
const SETTLEMENTS = shortInterestSettlements().map((s) => s.settlementDate).filter((d) => d >= '2025-11-14' && d <= '2026-10-30');
const RUNS = 7;
const MARKER = `${LISTINGS}x${SESSIONS.length}-sessions-${SETTLEMENTS.length}-settlements-squeeze`;
const PROVENANCE = "'bench', NULL, TIMESTAMP '2026-01-01'";

/** Listing `i` crossed with every session (`d`, its index `k`), as SQL rows. */
const EACH_SESSION = `FROM range(${LISTINGS}) r(i),
  (SELECT date AS d, row_number() OVER (ORDER BY date) AS k FROM (SELECT unnest(from_json(CAST($1 AS JSON), '["DATE"]')) AS date))`;

async function fill(tx: WriteTx): Promise<void> {
  await insertListingsAndBars(tx, LISTINGS, 0);
  const days = JSON.stringify(SESSIONS);
  // Closes and volumes cycle, so some listings spike and surge in their last sessions.
  await tx.run(`INSERT INTO prices
    SELECT ${ticker('i')}, d, 20.0, 21.0, 19.0, 20.0 + ((i * 31 + k * 7) % 23) * 0.5, 20.0 + ((i * 31 + k * 7) % 23) * 0.5,
           CAST(10000 + (i * k) % 9973 AS BIGINT), ${PROVENANCE} ${EACH_SESSION}`, [days]);
  await tx.run(`INSERT INTO short_volume_daily
    SELECT d, ${ticker('i')}, ${ticker('i')}, TRUE, 'CNMS', 'B,Q,N', 4000.0 + (i * 13 + k * 17) % 2000, 0, 10000.0, ${PROVENANCE} ${EACH_SESSION}`, [days]);
  await tx.run(`INSERT INTO fails_to_deliver
    SELECT d, 'CUSIP' || i, ${ticker('i')}, ${ticker('i')}, TRUE, CAST(100 + (i * 7 + k * 3) % 5000 AS BIGINT), 20.0, 'BENCH', ${PROVENANCE}
    ${EACH_SESSION}`, [days]);
  await tx.run(`INSERT INTO fails_to_deliver_periods
    SELECT start, CASE WHEN day(start) = 1 THEN start + INTERVAL 14 DAY ELSE last_day(start) END, 0, 0, 0, TRUE, ${PROVENANCE}
    FROM (SELECT unnest(generate_series(DATE '2025-11-01', DATE '2026-10-31', INTERVAL 1 MONTH)) AS month),
         LATERAL (VALUES (CAST(month AS DATE)), (CAST(month + INTERVAL 15 DAY AS DATE))) s(start)`);
  await tx.run(`INSERT INTO short_interest
    SELECT s, ${ticker('i')}, ${ticker('i')}, TRUE, 'Bench', 'NNM', NULL, CAST(100000 + (i * 7919 + k * 104729) % 5000000 AS BIGINT),
           NULL, NULL, NULL, CAST(50000 + i % 1000 AS BIGINT), 1.0 + (i * k) % 50, FALSE, FALSE, FALSE, ${PROVENANCE}
    FROM range(${LISTINGS}) r(i),
         (SELECT s, row_number() OVER (ORDER BY s) AS k FROM (SELECT unnest(from_json(CAST($1 AS JSON), '["DATE"]')) AS s))`, [JSON.stringify(SETTLEMENTS)]);
  // Share counts: even listings from an issuer record, odd ones from SEC facts found by SEC's ticker link.
  await tx.run(`INSERT INTO insider_issuers
    SELECT 1000000 + i, ${ticker('i')}, 'Bench issuer', 10000000 + i * 1000, DATE '${LAST_SESSION}', 'Common', FALSE, ${PROVENANCE}
    FROM range(${LISTINGS}) r(i) WHERE i % 2 = 0`);
  await tx.run(`INSERT INTO sec_tickers
    SELECT 2000000 + i, ${ticker('i')}, ${benchCompany('i')}, 'Nasdaq', 'company-tickers', ${PROVENANCE} FROM range(${LISTINGS}) r(i) WHERE i % 2 = 1`);
  await tx.run(`INSERT INTO company_facts
    SELECT 2000000 + i, ${benchCompany('i')}, 'dei', 'EntityCommonStockSharesOutstanding', 'shares', NULL, DATE '2026-10-31',
           20000000 + i * 1000, 2026, 'Q3', '10-Q', DATE '2026-11-01', 'acc-' || i, ${PROVENANCE}
    FROM range(${LISTINGS}) r(i) WHERE i % 2 = 1`);
}

const BARE = [
  `SELECT ticker, sum(close * volume) AS dollars, max(date) AS last FROM prices WHERE date > DATE '${LAST_SESSION}' - INTERVAL 45 DAY GROUP BY ticker`,
  `SELECT ticker, sum(short_volume) AS short, sum(total_volume) AS total FROM short_volume_daily WHERE date > DATE '${LAST_SESSION}' - INTERVAL 45 DAY GROUP BY ticker`,
  "SELECT ticker, sum(quantity) AS quantity FROM fails_to_deliver WHERE settlement_date >= DATE '2026-10-16' AND settlement_date <= DATE '2026-10-31' GROUP BY ticker",
  "SELECT ticker, max(short_position) AS position FROM short_interest WHERE settlement_date IN (DATE '2026-10-15', DATE '2026-10-30') GROUP BY ticker",
];

/** The squeeze bench store (built on first use), which the screener step reads too; its path. */
export async function squeezeBenchStore(): Promise<string> {
  const path = benchPath('squeeze-6k.duckdb');
  await ensureBenchStore(path, 'bench_squeeze', MARKER, `squeeze scores: ${LISTINGS.toLocaleString('en-US')} listings × ${SESSIONS.length} sessions`, fill);
  return path;
}

export async function printSqueeze(): Promise<boolean> {
  const path = await squeezeBenchStore();
  const clock = fixedClock(BENCH_NOW);
  const store: Store = await openStore({ path, clock, sample: false });
  try {
    const ctx = { store, state: store, clock, caller: LOCAL_CALLER };
    const page = () => squeezeScores(ctx, { limit: 25, offset: 0 });
    step(`squeeze scores: ${RUNS} cold universes, ${RUNS} cached pages and ${RUNS} bare scans`);
    const cold = await medianMs(RUNS, page, () => store.write(() => Promise.resolve(), { ingest: true }));
    const cached = await medianMs(RUNS, page);
    const bare = await medianMs(RUNS, async () => {
      for (const sql of BARE) await store.all(sql);
    });
    const scored = (await page()).scoredCount;
    const rows = LISTINGS * SESSIONS.length;
    const coldMet = printFigure({
      title: '8. squeeze universe (short.squeeze, first page), computed',
      detail: `${rows.toLocaleString('en-US')} bars, daily short volumes and fails each, ${(LISTINGS * SETTLEMENTS.length).toLocaleString('en-US')} `
        + `short-interest readings; ${scored.toLocaleString('en-US')} stocks scored; bare DuckDB scan of the same rows ${ms(bare)}, ratio ${(cold / bare).toFixed(2)}x`,
      value: cold / 1000,
      kind: 'max',
      target: 1,
      unit: ' s',
    });
    const cachedMet = printFigure({
      title: '8. squeeze universe, kept until the next ingest',
      detail: `the same page from the cached universe; ${(cold / Math.max(cached, 0.001)).toFixed(0)}x faster than computing it`,
      value: cached,
      kind: 'max',
      target: 5,
      unit: ' ms',
    });
    return coldMet && cachedMet;
  } finally {
    store.close();
  }
}
