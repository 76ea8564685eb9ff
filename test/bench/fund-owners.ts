/**
 * 9. Fund owners of the most widely held stock (GET /v1/stocks/S0000/fund-owners, a page of 50) served by
 * `fds serve` over 10,000 N-PORT-P reports: 2,500 series with four monthly reports each and 100 holdings
 * per report (1,000,000 holding rows); every series holds S0000 in every report. Each timed request asks
 * for a different page, so none is answered from the response cache; the p50 of those is the figure.
 * Printed beside it: the cached p50 (one page asked again), and a bare DuckDB query of the same rows (the
 * newest report of each series joined to its S0000 holding, ranked by value, first page) measured in this
 * process on the same file before the server starts, with the ratio between the two. The store is built
 * once with DuckDB SQL and reused by later runs.
 */
import { fixedClock } from '../../src/core/clock';
import { openStore } from '../../src/store/open';
import type { WriteTx } from '../../src/store/store';
import { startServer, stop } from './server-child';
import { benchPath, BIN, cliEnv, fds, median, medianMs, ms, printFigure, step } from './support';
import { BENCH_NOW, benchTicker as ticker, ensureBenchStore, insertListingsAndBars } from './universe';

const SERIES = 2_500;
const MONTHS = 4;
const HOLDINGS = 100;
const LISTINGS = 400;
const PAGE = 50;
const RUNS = 40;
const MARKER = `${SERIES}x${MONTHS}x${HOLDINGS}-fund-owners`;
const PROVENANCE = "'bench', NULL, TIMESTAMP '2026-01-01'";
/** Month ends of the four reports, newest first (all well inside the 18 months a series counts for). */
const PERIODS = ['2026-10-31', '2026-09-30', '2026-08-31', '2026-07-31'];

/** Series `s` of the bench, as SQL. */
const series = (s: string): string => `'S9' || lpad(CAST(${s} AS VARCHAR), 8, '0')`;

async function fill(tx: WriteTx): Promise<void> {
  await insertListingsAndBars(tx, LISTINGS, 5);
  const periods = `(SELECT unnest(from_json(CAST($1 AS JSON), '["DATE"]')) AS d)`;
  const months = JSON.stringify(PERIODS);
  await tx.run(`INSERT INTO fund_reports
    SELECT ${series('s')}, d, DATE '2026-12-31', 'Bench Fund ' || s, 'Bench Trust ' || (s // 10), NULL, 'NPORT-P',
           1e9 + s * 1000, 1e9 + s * 900, ${HOLDINGS}, ${PROVENANCE}
    FROM range(${SERIES}) r(s), ${periods}`, [months]);
  // Position 1 of every report is S0000; the others cycle over the listings.
  await tx.run(`INSERT INTO fund_holdings
    SELECT ${series('s')}, d, p + 1, 'Bench Company', 'Common Stock', NULL, NULL, NULL,
           CASE WHEN p = 0 THEN 'S0000' ELSE ${ticker(`(s * 7 + p * 13) % ${LISTINGS}`)} END,
           1000 + (s * 31 + p) % 5000, 'NS', 'USD', 10000 + ((s * 7919 + p * 104729) % 1000000), 0.01 + p / 1000,
           'Long', 'EC', 'US', ${PROVENANCE}
    FROM range(${SERIES}) r(s), ${periods}, range(${HOLDINGS}) q(p)`, [months]);
}

const BARE = `
SELECT r.series_id, h.value_usd
FROM (SELECT series_id, max(report_period_date) AS report_period_date FROM fund_reports GROUP BY series_id) r
JOIN fund_holdings h USING (series_id, report_period_date)
WHERE h.ticker = 'S0000'
ORDER BY h.value_usd DESC
LIMIT ${PAGE}`;

async function bareQueryMs(path: string): Promise<number> {
  const store = await openStore({ path, clock: fixedClock(BENCH_NOW), sample: false });
  try {
    return await medianMs(RUNS, () => store.all(BARE));
  } finally {
    store.close();
  }
}

async function timedGet(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${body.slice(0, 200)}`);
  return elapsed;
}

export async function printFundOwners(): Promise<boolean> {
  const path = benchPath('fund-owners-10k.duckdb');
  await ensureBenchStore(path, 'bench_fund_owners', MARKER, `fund owners: ${(SERIES * MONTHS).toLocaleString('en-US')} fund reports`, fill);
  step(`fund owners: ${RUNS} bare DuckDB queries`);
  const bare = await bareQueryMs(path);
  const { key } = JSON.parse(fds(path, ['keys', 'create', '--account', 'bench', '--plan', 'pro']).stdout) as { key: string };
  const headers = { authorization: `Bearer ${key}` };
  const server = await startServer(process.execPath, [BIN, 'serve', '--port', '0', '--quota-pro', '1000000000'], cliEnv(path));
  try {
    const page = (n: number) => `${server.url}/v1/stocks/S0000/fund-owners?limit=${PAGE}&offset=${(n % (SERIES / PAGE)) * PAGE}`;
    step(`fund owners: ${RUNS} uncached pages and ${RUNS} cached ones from fds serve`);
    await timedGet(page(SERIES / PAGE - 1), headers); // warm-up: opens the reader connections
    const uncached: number[] = [];
    for (let n = 0; n < RUNS; n++) uncached.push(await timedGet(page(n), headers));
    const cached: number[] = [];
    for (let n = 0; n < RUNS; n++) cached.push(await timedGet(page(0), headers));
    const served = median(uncached);
    return printFigure({
      title: '9. fund owners of the most widely held stock, served (p50, a page of 50) over 10,000 fund reports',
      detail: `${(SERIES * MONTHS * HOLDINGS).toLocaleString('en-US')} holding rows, ${SERIES.toLocaleString('en-US')} owners; `
        + `cached p50 ${ms(median(cached))}; bare DuckDB query of the same rows ${ms(bare)}, ratio ${(served / bare).toFixed(2)}x`,
      value: served,
      kind: 'max',
      target: 50,
      unit: ' ms',
    });
  } finally {
    await stop(server.child);
  }
}
