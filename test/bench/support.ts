/**
 * What every bench step shares: where generated files go (`.bench/`, git-ignored), running the built
 * CLI as a child process with a private store and config, timing, and printing a figure next to its target.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BENCH_DIR = join(ROOT, '.bench');
export const BIN = join(ROOT, 'bin/fds');

export function benchPath(name: string): string {
  mkdirSync(BENCH_DIR, { recursive: true });
  return join(BENCH_DIR, name);
}

/** Environment of a CLI child: its own store and config, never a remote server. */
export function cliEnv(store: string): NodeJS.ProcessEnv {
  return { ...process.env, FDS_DB: store, FDS_CONFIG_DIR: benchPath('config'), FDS_BASE_URL: '', FDS_API_KEY: '', NO_COLOR: '1' };
}

/** Runs a command to completion within `timeoutMs`; returns its wall time in ms and its stdout. */
export function run(command: string, args: readonly string[], options: SpawnSyncOptions & { timeoutMs: number }): { ms: number; stdout: string } {
  const started = performance.now();
  const result = spawnSync(command, args, { ...options, timeout: options.timeoutMs, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const ms = performance.now() - started;
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.signal ?? `exit ${result.status}`}): ${String(result.stderr).trim()}`);
  }
  return { ms, stdout: String(result.stdout) };
}

/**
 * CPU time (user + system, ms) used so far by the children this process waited for, from Linux's
 * /proc/self/stat (clock ticks of 1/100 s); null elsewhere. On a shared machine CPU time moves far less
 * with other load than wall time does, so ratios of it are the steadier figure.
 */
export function childrenCpuMs(): number | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields after the command name start at field 3 (state); cutime and cstime are fields 16 and 17.
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return null;
  }
}

/** Runs `node bin/fds …` on `store`; returns its wall time in ms and its stdout. */
export const fds = (store: string, args: readonly string[], timeoutMs = 120_000) => run(process.execPath, [BIN, ...args], { env: cliEnv(store), cwd: ROOT, timeoutMs });

/** Deletes a store file and its WAL. */
export function removeStore(path: string): void {
  for (const file of [path, `${path}.wal`]) rmSync(file, { force: true });
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const median = (values: readonly number[]): number => percentile(values, 50);

export const ms = (value: number): string => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

export interface Figure {
  title: string;
  /** What was measured, in words and numbers. */
  detail: string;
  value: number;
  /** `max` targets are met at or below `target`; `min` targets at or above. */
  kind: 'max' | 'min';
  target: number;
  unit: string;
}

export function printFigure(figure: Figure): boolean {
  const met = figure.kind === 'max' ? figure.value <= figure.target : figure.value >= figure.target;
  const sign = figure.kind === 'max' ? '≤' : '≥';
  console.log(`${figure.title}: ${figure.value.toFixed(2)}${figure.unit} (target ${sign} ${figure.target}${figure.unit}) ${met ? 'MET' : 'MISSED'}`);
  console.log(`    ${figure.detail}`);
  return met;
}

/** A figure printed with no target: what a reader weighs, not what a run is judged by. */
export type Measure = Pick<Figure, 'title' | 'detail' | 'value' | 'unit'>;

export function printMeasure(measure: Measure): void {
  console.log(`${measure.title}: ${measure.value.toFixed(2)}${measure.unit} (no target)`);
  console.log(`    ${measure.detail}`);
}

/** Announces a step on stderr, so stdout holds only the figures. */
export const step = (text: string): void => void process.stderr.write(`bench: ${text}\n`);

/**
 * Median wall time (ms) of `runs` calls of `measured` after one warm-up call; `before` runs untimed
 * ahead of each call (to clear a cache the measured call would otherwise read).
 */
export async function medianMs(runs: number, measured: () => Promise<unknown>, before?: () => Promise<unknown>): Promise<number> {
  await before?.();
  await measured();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await before?.();
    const started = performance.now();
    await measured();
    times.push(performance.now() - started);
  }
  return median(times);
}
