/**
 * 10. Congressional market activity (the `congress.marketActivity` engine function, a year of filings,
 * both directions) over five years of trades: 535 members, 300,000 trades over 2,000 tickers, called in
 * process; the slower direction's p50 over the largest window (365 days). Printed beside it: a bare DuckDB scan of
 * the same rows (one aggregate of band midpoints per ticker over the window), measured in the same run, and
 * the ratio. The store is built once with DuckDB SQL and reused by later runs.
 */
import { fixedClock } from '../../src/core/clock';
import { LOCAL_CALLER } from '../../src/engine/context';
import { congressMarketActivity } from '../../src/engine/congress/market-activity';
import { openStore } from '../../src/store/open';
import type { WriteTx } from '../../src/store/store';
import { benchPath, medianMs, ms, printFigure, step } from './support';
import { BENCH_NOW, LAST_SESSION, benchTicker as ticker, ensureBenchStore } from './universe';

const MEMBERS = 535;
const TRADES = 300_000;
const TICKERS = 2_000;
const DAYS = 5 * 365;
const RUNS = 15;
const MARKER = `${MEMBERS}x${TRADES}x${TICKERS}-congress`;
const PROVENANCE = "'bench', NULL, TIMESTAMP '2026-01-01'";
/** Band bounds cycling over the House and Senate bands. */
const BANDS = '[[1001, 15000], [15001, 50000], [50001, 100000], [100001, 250000], [250001, 500000], [500001, 1000000]]';

async function fill(tx: WriteTx): Promise<void> {
  await tx.run(`INSERT INTO congress_members
    SELECT uuid(), 'B' || lpad(CAST(i AS VARCHAR), 6, '0'), 'Bench Member ' || i, 'Bench', 'Member ' || i, [], CASE WHEN i < 100 THEN 'senate' ELSE 'house' END,
           'NY', NULL, 'Independent', 'Bench', ${PROVENANCE}
    FROM range(${MEMBERS}) r(i)`);
  // Trades spread over five years of transaction dates, filed 1 to 45 days later, buys and sells alternating.
  await tx.run(`INSERT INTO congress_trades
    SELECT 'f' || (i // 10), i % 10 + 1, m.member_id, m.chamber, m.name,
           DATE '${LAST_SESSION}' - CAST((i * 7919) % ${DAYS} AS INTEGER) - 45,
           DATE '${LAST_SESSION}' - CAST((i * 7919) % ${DAYS} AS INTEGER) - 45 + CAST(1 + i % 45 AS INTEGER),
           ${ticker(`(i * 104729) % ${TICKERS}`)}, CASE WHEN i % 3 = 0 THEN 'Sale' ELSE 'Purchase' END, 'P', 'Bench asset', 'ST', '', 'Self',
           (${BANDS})[i % 6 + 1][1], (${BANDS})[i % 6 + 1][2], ${PROVENANCE}
    FROM range(${TRADES}) r(i) JOIN (SELECT member_id, chamber, name, row_number() OVER (ORDER BY bioguide_id) - 1 AS k FROM congress_members) m ON m.k = i % ${MEMBERS}`);
}

const BARE = `
SELECT ticker, sum(CASE WHEN transaction_type = 'Purchase' THEN 1 ELSE -1 END * (amount_from + amount_to) / 2) AS net
FROM congress_trades WHERE filing_date >= DATE '${BENCH_NOW.slice(0, 10)}' - 364 GROUP BY ticker ORDER BY net DESC LIMIT 25`;

export async function printCongressActivity(): Promise<boolean> {
  const path = benchPath('congress-5y.duckdb');
  await ensureBenchStore(path, 'bench_congress', MARKER, `congress: ${TRADES.toLocaleString('en-US')} trades over five years`, fill);
  const store = await openStore({ path, clock: fixedClock(BENCH_NOW), sample: false });
  try {
    const ctx = { store, state: store, clock: fixedClock(BENCH_NOW), caller: LOCAL_CALLER };
    step(`congress: ${RUNS} market-activity reads each way and ${RUNS} bare scans`);
    const buys = await medianMs(RUNS, () => congressMarketActivity(ctx, { days: 365, direction: 'buys', limit: 25 }));
    const sells = await medianMs(RUNS, () => congressMarketActivity(ctx, { days: 365, direction: 'sells', limit: 25 }));
    const bare = await medianMs(RUNS, () => store.all(BARE));
    // The slower direction's p50: the figure a reader of either board can count on.
    const p50 = Math.max(buys, sells);
    return printFigure({
      title: '10. congressional market activity (congress.marketActivity, 365 days) over five years of trades',
      detail: `${TRADES.toLocaleString('en-US')} trades of ${MEMBERS} members in ${TICKERS.toLocaleString('en-US')} tickers; buys ${ms(buys)}, sells ${ms(sells)}; `
        + `bare DuckDB scan of the same rows ${ms(bare)}, ratio ${(p50 / bare).toFixed(2)}x`,
      value: p50,
      kind: 'max',
      target: 50,
      unit: ' ms',
    });
  } finally {
    store.close();
  }
}
