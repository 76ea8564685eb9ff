/**
 * 1. Cold start: wall time of `node bin/fds prices AAPL --json` ÷ `node -e 0`, median of interleaved runs,
 * so both see the same machine load.
 */
import { benchPath, fds, median, ms, printFigure, removeStore, run, step, type Figure } from './support';

const RUNS = 15;
const WARMUP = 2;

export function coldStart(): Figure {
  const store = benchPath('cli.duckdb');
  removeStore(store);
  step('cold start: creating a store with the sample set');
  fds(store, ['init']);
  const cli: number[] = [];
  const bare: number[] = [];
  step(`cold start: ${RUNS} runs each of fds prices AAPL --json and node -e 0`);
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const cliRun = fds(store, ['prices', 'AAPL', '--json'], 30_000);
    const bareRun = run(process.execPath, ['-e', '0'], { timeoutMs: 30_000 });
    if (i === 0 && !cliRun.stdout.startsWith('{"data":')) throw new Error(`fds prices AAPL --json printed ${cliRun.stdout.slice(0, 80)}`);
    if (i < WARMUP) continue;
    cli.push(cliRun.ms);
    bare.push(bareRun.ms);
  }
  const ratio = median(cli) / median(bare);
  return {
    title: '1. cold `fds prices AAPL --json` ÷ `node -e 0`',
    detail: `median of ${RUNS}: fds ${ms(median(cli))}, node -e 0 ${ms(median(bare))}`,
    value: ratio,
    kind: 'max',
    target: 2,
    unit: '×',
  };
}

export const printColdStart = (): boolean => printFigure(coldStart());
