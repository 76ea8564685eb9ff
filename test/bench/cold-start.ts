/**
 * 1. Start-up of `fds prices AAPL --json`, both ways it runs, each against its own floor measured in the
 * same run with interleaved runs, so both see the same machine load:
 *
 * - cold (nobody holds the store: the command opens the file itself, then starts the store's daemon)
 *   ÷ a bare script that opens the store with @duckdb/node-api and runs the same query — the physical
 *   floor of a command that has to open the file;
 * - warm (the store's daemon holds it: the launcher forwards the command over the socket and loads
 *   neither DuckDB nor the CLI) ÷ `node -e 0`.
 */
import { fileURLToPath } from 'node:url';
import { benchPath, fds, median, ms, printFigure, removeStore, run, step, type Figure } from './support';

const RUNS = 15;
const WARMUP = 2;
const BARE = fileURLToPath(new URL('./bare-prices.mjs', import.meta.url));
const PRICES = ['prices', 'AAPL', '--json'];

function checkBody(stdout: string, what: string): void {
  if (!stdout.startsWith('{"data":[{"date":')) throw new Error(`${what} printed ${stdout.slice(0, 80)}`);
}

/** Makes sure no process holds the store (untimed): the daemon a cold run started is stopped. */
const letGo = (store: string): void => void fds(store, ['daemon', 'stop'], 60_000);

export function startUp(): Figure[] {
  const store = benchPath('cli.duckdb');
  removeStore(store);
  step('start-up: creating a store with the sample set');
  fds(store, ['init']);
  const cold: number[] = [];
  const bare: number[] = [];
  step(`start-up: ${RUNS} cold runs of fds prices AAPL --json and of the bare DuckDB script`);
  for (let i = 0; i < WARMUP + RUNS; i++) {
    letGo(store);
    const bareRun = run(process.execPath, [BARE, store], { timeoutMs: 60_000 });
    letGo(store);
    const coldRun = fds(store, PRICES, 60_000);
    if (i === 0) {
      checkBody(coldRun.stdout, 'fds prices AAPL --json');
      checkBody(bareRun.stdout, 'the bare script');
    }
    if (i < WARMUP) continue;
    cold.push(coldRun.ms);
    bare.push(bareRun.ms);
  }

  const warm: number[] = [];
  const node: number[] = [];
  step(`start-up: ${RUNS} warm runs of fds prices AAPL --json (the daemon holding the store) and of node -e 0`);
  fds(store, ['daemon', 'start'], 60_000);
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const warmRun = fds(store, PRICES, 30_000);
    const nodeRun = run(process.execPath, ['-e', '0'], { timeoutMs: 30_000 });
    if (i === 0) checkBody(warmRun.stdout, 'fds prices AAPL --json');
    if (i < WARMUP) continue;
    warm.push(warmRun.ms);
    node.push(nodeRun.ms);
  }
  letGo(store);
  return [
    {
      title: '1a. cold `fds prices AAPL --json` ÷ a bare @duckdb/node-api script running the same query',
      detail: `median of ${RUNS}: fds ${ms(median(cold))}, bare script ${ms(median(bare))}`,
      value: median(cold) / median(bare),
      kind: 'max',
      target: 1.15,
      unit: '×',
    },
    {
      title: '1b. warm `fds prices AAPL --json` (the daemon holds the store) ÷ `node -e 0`',
      detail: `median of ${RUNS}: fds ${ms(median(warm))}, node -e 0 ${ms(median(node))}`,
      value: median(warm) / median(node),
      kind: 'max',
      target: 1.5,
      unit: '×',
    },
  ];
}

export const printColdStart = (): boolean => startUp().map(printFigure).every(Boolean);
