/**
 * 6. The insider sentiment ranking (the `insiders.sentiment` engine function, full leaderboard page) over
 * a universe of 6,000 listings with two years of daily bars and Form 4 rows, called in process. Printed
 * beside it: a bare DuckDB scan of the same rows (one aggregate over the bars and one over the filing
 * rows), measured in the same run, and the ratio between the two. The store is built once with DuckDB SQL
 * and reused by later runs.
 */
import { fixedClock } from '../../src/core/clock';
import { LOCAL_CALLER } from '../../src/engine/context';
import { sentimentScores } from '../../src/engine/insiders/sentiment';
import { openStore } from '../../src/store/open';
import type { Store, WriteTx } from '../../src/store/store';
import { benchPath, medianMs, ms, printFigure, step } from './support';
import { BENCH_NOW, LAST_SESSION, benchTicker as ticker, ensureBenchStore, insertListingsAndBars } from './universe';

const LISTINGS = 6_000;
const SESSIONS = 504;
/** Form 4 rows per listing over the two years (a third of them open-market trades). */
const FILING_ROWS = 30;
const RUNS = 7;
const MARKER = `${LISTINGS}x${SESSIONS}x${FILING_ROWS}-named`;

async function fill(tx: WriteTx): Promise<void> {
  await insertListingsAndBars(tx, LISTINGS, SESSIONS);
  await tx.run(`INSERT INTO insider_issuers
    SELECT 1000000 + i, ${ticker('i')}, 'Bench issuer', 100000000 + i * 1000, DATE '${LAST_SESSION}', 'Common', FALSE, 'bench', NULL, TIMESTAMP '2026-01-01'
    FROM range(${LISTINGS}) r(i)`);
  // Owners cycle through directors, officers and 10% owners; codes through P, S and others; dates over two years.
  await tx.run(`INSERT INTO insider_transactions
    SELECT 'doc' || (i // 3), ${ticker(`i // ${FILING_ROWS}`)}, 1000000 + i // ${FILING_ROWS}, 'Bench issuer',
           2000000 + (i * 7919) % 50000, 'Owner ' || ((i * 7919) % 50000), 'City', 'NY',
           i % 3 = 0, i % 3 = 1, i % 5 = 0, FALSE, CASE WHEN i % 3 = 1 THEN 'Officer' END,
           '4', 'X0508', DATE '${LAST_SESSION}' - CAST(i % 730 AS INTEGER),
           'Transaction', 'Non-derivative', CAST(i % 3 + 1 AS INTEGER), 'Common Stock',
           DATE '${LAST_SESSION}' - CAST(i % 730 AS INTEGER), ['P', 'S', 'A', 'M', 'F', 'S'][i % 6 + 1], 'A',
           100 + i % 1000, 10 + i % 50, 10000 + i, CASE WHEN i % 4 = 0 THEN 'Indirect' ELSE 'Direct' END, NULL,
           i % 7 = 0, NULL, 'bench', NULL, TIMESTAMP '2026-01-01'
    FROM range(${LISTINGS * FILING_ROWS}) r(i)`);
}

const BARE = [
  'SELECT ticker, count(*) AS n, sum(close * volume) AS dollars FROM prices GROUP BY ticker',
  'SELECT ticker, count(DISTINCT owner_cik) AS owners, sum(shares * price) AS value FROM insider_transactions GROUP BY ticker',
];

export async function printInsiderSentiment(): Promise<boolean> {
  const path = benchPath('insiders-6k.duckdb');
  await ensureBenchStore(path, 'bench_insiders', MARKER, `insider sentiment: ${LISTINGS.toLocaleString('en-US')} listings × ${SESSIONS} sessions`, fill);
  const store: Store = await openStore({ path, clock: fixedClock(BENCH_NOW), sample: false });
  try {
    const ctx = { store, state: store, clock: fixedClock(BENCH_NOW), caller: LOCAL_CALLER };
    step(`insider sentiment: ${RUNS} rankings and ${RUNS} bare scans`);
    const ranking = await medianMs(RUNS, () => sentimentScores(ctx, { limit: 25, offset: 0 }));
    const bare = await medianMs(RUNS, async () => {
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
