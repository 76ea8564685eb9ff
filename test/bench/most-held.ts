/**
 * 13. 13F most-held stocks (the `institutions.mostHeld` engine function, sorted by filers, with the change
 * from the quarter before) over 5,000 filers × 8 quarters: 60 positions a filer and quarter in 3,000 CUSIPs
 * mapped to listings, 2.4 million counted positions, called in process; its p50. Printed beside it: a bare
 * DuckDB scan of the same rows (filers and value per listing of one quarter), measured in the same run, and
 * the ratio. The store is built once with DuckDB SQL and reused by later runs.
 */
import { fixedClock } from '../../src/core/clock';
import { LOCAL_CALLER } from '../../src/engine/context';
import { mostHeld } from '../../src/engine/institutions/most-held';
import { openStore } from '../../src/store/open';
import type { WriteTx } from '../../src/store/store';
import { benchPath, medianMs, ms, printFigure, step } from './support';
import { BENCH_NOW, benchTicker as ticker, ensureBenchStore } from './universe';

const FILERS = 5_000;
const QUARTERS = ['2024-09-30', '2024-12-31', '2025-03-31', '2025-06-30', '2025-09-30', '2025-12-31', '2026-03-31', '2026-06-30'];
const POSITIONS = 60;
const CUSIPS = 3_000;
const RUNS = 15;
const MARKER = `${FILERS}x${QUARTERS.length}x${POSITIONS}-13f`;
const PROVENANCE = "'bench', NULL, TIMESTAMP '2026-01-01'";
const QUARTER_LIST = `[${QUARTERS.map((q) => `DATE '${q}'`).join(', ')}]`;

async function fill(tx: WriteTx): Promise<void> {
  await tx.run(`INSERT INTO cusip_listings SELECT 'B' || lpad(CAST(c AS VARCHAR), 8, '0'), ${ticker('c')}, 'BENCH ISSUER ' || c, ${PROVENANCE} FROM range(${CUSIPS}) r(c)`);
  // Each filer holds mostly the same CUSIPs quarter after quarter (a slow drift), sizes varying by quarter.
  await tx.run(`INSERT INTO thirteenf_positions
    SELECT lpad(CAST(f AS VARCHAR), 10, '0'), q.d, 'B' || lpad(CAST((f * 7 + k * 37 + (CASE WHEN (f + k + q.i) % 11 = 0 THEN 1 ELSE 0 END)) % ${CUSIPS} AS VARCHAR), 8, '0'),
           'Shares', 'BENCH ISSUER', 1000 + (f * 13 + k * 17 + q.i * 5) % 9000, (1000 + (f * 13 + k * 17 + q.i * 5) % 9000) * (10 + k % 90), ${PROVENANCE}
    FROM range(${FILERS}) a(f), range(${POSITIONS}) b(k), (SELECT unnest(${QUARTER_LIST}) AS d, generate_subscripts(${QUARTER_LIST}, 1) AS i) q
    ORDER BY q.d, 3`);
  await tx.run(`INSERT INTO thirteenf_reports
    SELECT filer_cik, report_date, 'Bench Filer ' || filer_cik, 'HOLDINGS', report_date + 40, 1, count(*), sum(value), ${PROVENANCE}
    FROM thirteenf_positions GROUP BY filer_cik, report_date ORDER BY report_date, filer_cik`);
}

const BARE = `
SELECT m.ticker, count(*) AS filers, sum(p.value) AS value
FROM thirteenf_positions p JOIN cusip_listings m USING (cusip)
WHERE p.report_date = DATE '${QUARTERS.at(-1)}' AND p.position_type = 'Shares'
GROUP BY m.ticker ORDER BY filers DESC LIMIT 25`;

export async function printMostHeld(): Promise<boolean> {
  const path = benchPath('13f-8q.duckdb');
  await ensureBenchStore(path, 'bench_13f', MARKER, `13F: ${FILERS.toLocaleString('en-US')} filers × ${QUARTERS.length} quarters`, fill);
  const store = await openStore({ path, clock: fixedClock(BENCH_NOW), sample: false });
  try {
    const ctx = { store, state: store, clock: fixedClock(BENCH_NOW), caller: LOCAL_CALLER };
    step(`13F: ${RUNS} most-held reads and ${RUNS} bare scans`);
    const p50 = await medianMs(RUNS, () => mostHeld(ctx, { sort: 'filers', reportDate: QUARTERS.at(-1), limit: 25 }));
    const bare = await medianMs(RUNS, () => store.all(BARE));
    return printFigure({
      title: '13. 13F most-held stocks (institutions.mostHeld, with the change from the quarter before) over 5,000 filers × 8 quarters',
      detail: `${(FILERS * QUARTERS.length * POSITIONS).toLocaleString('en-US')} positions in ${CUSIPS.toLocaleString('en-US')} CUSIPs; `
        + `bare DuckDB scan of the same rows ${ms(bare)}, ratio ${(p50 / bare).toFixed(2)}x`,
      value: p50,
      kind: 'max',
      target: 100,
      unit: ' ms',
    });
  } finally {
    store.close();
  }
}
