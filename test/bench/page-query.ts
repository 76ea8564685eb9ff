/**
 * 4. Latency of a one-ticker page (the `prices.list` engine function, default page of 260 bars) on a
 * store of 50M bars, called in process, not through HTTP. The store is built once with DuckDB SQL, sorted
 * by ticker then date as ingest keeps it, and reused by later runs.
 */
import { existsSync } from 'node:fs';
import { systemClock } from '../../src/core/clock';
import { parseTicker } from '../../src/core/tickers';
import { LOCAL_CALLER } from '../../src/engine/context';
import { listPrices } from '../../src/engine/prices/list';
import { openStore } from '../../src/store/open';
import type { Store } from '../../src/store/store';
import { benchPath, ms, percentile, printFigure, removeStore, step, type Figure } from './support';

const BARS = 50_000_000;
const TICKERS = 10_000;
const QUERIES = 400;
const WARMUP = 40;

const tickerOf = (n: number): string => `B${String(n).padStart(5, '0')}`;

async function build(path: string): Promise<void> {
  step(`page query: building a store of ${BARS.toLocaleString('en-US')} bars in ${path} (once)`);
  removeStore(path);
  const store = await openStore({ path, clock: systemClock, sample: false });
  const days = BARS / TICKERS;
  try {
    await store.write(async (tx) => {
      // range() yields i in order, and the zero-padded ticker sorts as i // days: rows go in sorted by key.
      await tx.run(`INSERT INTO prices
        SELECT 'B' || lpad(CAST(i // ${days} AS VARCHAR), 5, '0'), DATE '2006-01-02' + CAST(i % ${days} AS INTEGER),
               50.0, 51.0, 49.0, 50.5 + (i % 17) * 0.1, 50.5 + (i % 17) * 0.1, 1000 + i % 997,
               'bench', NULL, TIMESTAMP '2026-01-01'
        FROM range(${BARS}) r(i)`);
      await tx.run(`INSERT INTO listings
        SELECT 'B' || lpad(CAST(i AS VARCHAR), 5, '0'), NULL, 'B' || lpad(CAST(i AS VARCHAR), 5, '0'), 'Bench listing', NULL, 'Stock', 'USD', TRUE,
               'bench', NULL, TIMESTAMP '2026-01-01'
        FROM range(${TICKERS}) r(i)`);
      await tx.run("INSERT INTO store_meta VALUES ('bench_bars', ?)", [String(BARS)]);
    });
  } finally {
    store.close();
  }
}

async function complete(path: string): Promise<boolean> {
  if (!existsSync(path)) return false;
  const store = await openStore({ path, clock: systemClock, sample: false });
  try {
    const marker = await store.one<{ value: string }>("SELECT value FROM store_meta WHERE key = 'bench_bars'");
    return marker?.value === String(BARS);
  } finally {
    store.close();
  }
}

async function timeQueries(store: Store): Promise<number[]> {
  const ctx = { store, state: store, clock: systemClock, caller: LOCAL_CALLER };
  // A fixed pseudo-random walk over the tickers: every run asks for the same pages.
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % TICKERS;
  const times: number[] = [];
  for (let i = 0; i < WARMUP + QUERIES; i++) {
    const ticker = parseTicker(tickerOf(next()))!;
    const started = performance.now();
    const page = await listPrices(ctx, { ticker, limit: 260, offset: 0 });
    const elapsed = performance.now() - started;
    if (page.data.length !== 260) throw new Error(`page of ${ticker.key} has ${page.data.length} bars`);
    if (i >= WARMUP) times.push(elapsed);
  }
  return times;
}

export async function pageQuery(): Promise<{ figure: Figure; p99: string }> {
  const path = benchPath('bars-50m.duckdb');
  if (!(await complete(path))) await build(path);
  const store = await openStore({ path, clock: systemClock, sample: false });
  try {
    step(`page query: ${QUERIES} one-ticker pages`);
    const times = await timeQueries(store);
    return {
      figure: {
        title: '4. p50 of a one-ticker page (prices.list, 260 bars) on a 50M-bar store',
        detail: `${QUERIES} queries over ${TICKERS.toLocaleString('en-US')} tickers, engine function in process`,
        value: percentile(times, 50),
        kind: 'max',
        target: 5,
        unit: ' ms',
      },
      p99: `    p99: ${ms(percentile(times, 99))}`,
    };
  } finally {
    store.close();
  }
}

export async function printPageQuery(): Promise<boolean> {
  const { figure, p99 } = await pageQuery();
  const met = printFigure(figure);
  console.log(p99);
  return met;
}
