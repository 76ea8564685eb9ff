/**
 * The synthetic universe the store-scale bench steps share, built with set-based DuckDB SQL: US stock
 * listings (S0000, S0001, …, each under its own company name) with a run of daily bars ending on the
 * last session, and helpers to build a bench store once and find it complete on later runs.
 */
import { existsSync } from 'node:fs';
import { fixedClock } from '../../src/core/clock';
import { openStore } from '../../src/store/open';
import type { WriteTx } from '../../src/store/store';
import { removeStore, step } from './support';

/** The clock every store-scale step runs at, and the last session of the bars (the Friday before). */
export const BENCH_NOW = '2026-11-21T15:00:00Z';
export const LAST_SESSION = '2026-11-20';

/** SQL of listing number `i`'s ticker. */
export const benchTicker = (i: string): string => `'S' || lpad(CAST(${i} AS VARCHAR), 4, '0')`;

/** SQL of listing number `i`'s company name, distinct per listing so SEC facts can be linked by name. */
export const benchCompany = (i: string): string => `'Bench Company ' || CAST(${i} AS VARCHAR)`;

/** SQL of bar number `i`'s volume by default: cycling over 9,973 levels. */
const cyclingVolume = (i: string): string => `10000 + ${i} % 9973`;

/**
 * Inserts `listings` US stock listings with `sessions` daily bars each, ending on LAST_SESSION. Closes
 * cycle over 23 levels, so aggregates differ from one listing to the next; `volumeOf` gives the SQL of
 * a bar's volume from its listing number and bar number.
 */
export async function insertListingsAndBars(tx: WriteTx, listings: number, sessions: number,
  volumeOf: (listing: string, bar: string) => string = (_listing, bar) => cyclingVolume(bar)): Promise<void> {
  await tx.run(`INSERT INTO listings SELECT ${benchTicker('i')}, NULL, ${benchTicker('i')}, ${benchCompany('i')}, NULL, 'Stock', 'USD', TRUE, 'bench', NULL, TIMESTAMP '2026-01-01' FROM range(${listings}) r(i)`);
  await tx.run(`INSERT INTO prices
    SELECT ${benchTicker(`i // ${sessions}`)}, DATE '${LAST_SESSION}' - CAST(${sessions} - 1 - i % ${sessions} AS INTEGER),
           20.0, 21.0, 19.0, 20.0 + (i % 23) * 0.5, 20.0 + (i % 23) * 0.5, CAST(${volumeOf(`i // ${sessions}`, 'i')} AS BIGINT), 'bench', NULL, TIMESTAMP '2026-01-01'
    FROM range(${listings * sessions}) r(i)`);
}

/**
 * Opens the bench store at `path`, building it first with `fill` unless a previous run left it complete
 * (its `store_meta` row `key` holds `marker`, which names the universe's shape).
 */
export async function ensureBenchStore(path: string, key: string, marker: string, what: string, fill: (tx: WriteTx) => Promise<void>): Promise<void> {
  if (existsSync(path)) {
    const store = await openStore({ path, clock: fixedClock(BENCH_NOW), sample: false });
    try {
      if ((await store.one<{ value: string }>('SELECT value FROM store_meta WHERE key = ?', [key]))?.value === marker) return;
    } finally {
      store.close();
    }
  }
  step(`${what}: building in ${path} (once)`);
  removeStore(path);
  const store = await openStore({ path, clock: fixedClock(BENCH_NOW), sample: false });
  try {
    await store.write(async (tx) => {
      await fill(tx);
      await tx.run('INSERT INTO store_meta VALUES (?, ?)', [key, marker]);
    });
  } finally {
    store.close();
  }
}
