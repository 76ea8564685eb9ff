/**
 * 6. The insider sentiment ranking (the `insiders.sentiment` engine function, full leaderboard page) over
 * a universe of 6,000 listings with two years of daily bars and Form 4 rows, called in process. Printed
 * beside it: a bare DuckDB scan of the same rows (one aggregate over the bars and one over the filing
 * rows), measured in the same run, and the ratio between the two. The store is built once with DuckDB SQL
 * and reused by later runs.
 */
import { existsSync } from 'node:fs';
import { fixedClock } from '../../src/core/clock';
import { LOCAL_CALLER } from '../../src/engine/context';
import { sentimentScores } from '../../src/engine/insiders/sentiment';
import { openStore } from '../../src/store/open';
import type { Store } from '../../src/store/store';
import { benchPath, median, ms, printFigure, removeStore, step } from './support';

const LISTINGS = 6_000;
const SESSIONS = 504;
/** Form 4 rows per listing over the two years (a third of them open-market trades). */
const FILING_ROWS = 30;
const RUNS = 7;
const NOW = '2026-11-21T15:00:00Z';
const MARKER = `${LISTINGS}x${SESSIONS}x${FILING_ROWS}`;

async function build(path: string): Promise<void> {
  step(`insider sentiment: building ${LISTINGS.toLocaleString('en-US')} listings × ${SESSIONS} sessions in ${path} (once)`);
  removeStore(path);
  const store = await openStore({ path, clock: fixedClock(NOW), sample: false });
  try {
    await store.write(async (tx) => {
      const ticker = (i: string) => `'S' || lpad(CAST(${i} AS VARCHAR), 4, '0')`;
      await tx.run(`INSERT INTO listings SELECT ${ticker('i')}, NULL, ${ticker('i')}, 'Bench listing', NULL, 'Stock', 'USD', TRUE, 'bench', NULL, TIMESTAMP '2026-01-01' FROM range(${LISTINGS}) r(i)`);
      await tx.run(`INSERT INTO prices
        SELECT ${ticker(`i // ${SESSIONS}`)}, DATE '2026-11-20' - CAST(${SESSIONS} - 1 - i % ${SESSIONS} AS INTEGER),
               20.0, 21.0, 19.0, 20.0 + (i % 23) * 0.5, 20.0 + (i % 23) * 0.5, 10000 + i % 9973, 'bench', NULL, TIMESTAMP '2026-01-01'
        FROM range(${LISTINGS * SESSIONS}) r(i)`);
      await tx.run(`INSERT INTO insider_issuers
        SELECT 1000000 + i, ${ticker('i')}, 'Bench issuer', 100000000 + i * 1000, DATE '2026-11-20', 'Common', FALSE, 'bench', NULL, TIMESTAMP '2026-01-01'
        FROM range(${LISTINGS}) r(i)`);
      // Owners cycle through directors, officers and 10% owners; codes through P, S and others; dates over two years.
      await tx.run(`INSERT INTO insider_transactions
        SELECT 'doc' || (i // 3), ${ticker(`i // ${FILING_ROWS}`)}, 1000000 + i // ${FILING_ROWS}, 'Bench issuer',
               2000000 + (i * 7919) % 50000, 'Owner ' || ((i * 7919) % 50000), 'City', 'NY',
               i % 3 = 0, i % 3 = 1, i % 5 = 0, FALSE, CASE WHEN i % 3 = 1 THEN 'Officer' END,
               '4', 'X0508', DATE '2026-11-20' - CAST(i % 730 AS INTEGER),
               'Transaction', 'Non-derivative', CAST(i % 3 + 1 AS INTEGER), 'Common Stock',
               DATE '2026-11-20' - CAST(i % 730 AS INTEGER), ['P', 'S', 'A', 'M', 'F', 'S'][i % 6 + 1], 'A',
               100 + i % 1000, 10 + i % 50, 10000 + i, CASE WHEN i % 4 = 0 THEN 'Indirect' ELSE 'Direct' END, NULL,
               i % 7 = 0, NULL, 'bench', NULL, TIMESTAMP '2026-01-01'
        FROM range(${LISTINGS * FILING_ROWS}) r(i)`);
      await tx.run("INSERT INTO store_meta VALUES ('bench_insiders', ?)", [MARKER]);
    });
  } finally {
    store.close();
  }
}

async function complete(path: string): Promise<boolean> {
  if (!existsSync(path)) return false;
  const store = await openStore({ path, clock: fixedClock(NOW), sample: false });
  try {
    return (await store.one<{ value: string }>("SELECT value FROM store_meta WHERE key = 'bench_insiders'"))?.value === MARKER;
  } finally {
    store.close();
  }
}

const BARE = [
  'SELECT ticker, count(*) AS n, sum(close * volume) AS dollars FROM prices GROUP BY ticker',
  'SELECT ticker, count(DISTINCT owner_cik) AS owners, sum(shares * price) AS value FROM insider_transactions GROUP BY ticker',
];

async function timed(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

export async function printInsiderSentiment(): Promise<boolean> {
  const path = benchPath('insiders-6k.duckdb');
  if (!(await complete(path))) await build(path);
  const store: Store = await openStore({ path, clock: fixedClock(NOW), sample: false });
  try {
    const ctx = { store, clock: fixedClock(NOW), caller: LOCAL_CALLER };
    step(`insider sentiment: ${RUNS} rankings and ${RUNS} bare scans`);
    const ranking = await timed(() => sentimentScores(ctx, { limit: 25, offset: 0 }));
    const bare = await timed(async () => {
      for (const sql of BARE) await store.all(sql);
    });
    const scored = (await sentimentScores(ctx, { limit: 1, offset: 0 })).totalScored;
    const met = printFigure({
      title: '6. insider sentiment ranking (insiders.sentiment, first page) over 6,000 listings',
      detail: `${(LISTINGS * SESSIONS).toLocaleString('en-US')} bars, ${(LISTINGS * FILING_ROWS).toLocaleString('en-US')} Form 4 rows, `
        + `${scored.toLocaleString('en-US')} stocks scored; bare DuckDB scan of the same rows ${ms(bare)}, ratio ${(ranking / bare).toFixed(2)}x`,
      value: ranking / 1000,
      kind: 'max',
      target: 1,
      unit: ' s',
    });
    return met;
  } finally {
    store.close();
  }
}
