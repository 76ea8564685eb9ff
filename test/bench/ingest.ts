/**
 * 3. `fds ingest prices` of a generated 10M-bar CSV ÷ DuckDB's own `CREATE TABLE t AS SELECT * FROM
 * read_csv(file)` into a fresh database file. The fds figure is the whole process (start, open, ingest,
 * close); the DuckDB figure is only the statement and the closing checkpoint, timed inside its process —
 * the comparison is tilted against fds, not for it. Rounds alternate so both see the same machine load.
 */
import { existsSync, statSync } from 'node:fs';
import { DuckDBInstance } from '@duckdb/node-api';
import { benchPath, childrenCpuMs, fds, median, ms, printFigure, removeStore, ROOT, run, step, type Figure } from './support';

const BARS = 10_000_000;
const TICKERS = 4_000;
const ROUNDS = 3;

/** Writes the canonical CSV once (sorted by ticker then date, as exports usually are); reused by later runs. */
async function generate(file: string): Promise<void> {
  if (existsSync(file) && statSync(file).size > 100_000_000) return;
  step(`ingest: generating ${BARS.toLocaleString('en-US')} bars in ${file}`);
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const days = BARS / TICKERS;
  try {
    await connection.run(`COPY (
      SELECT 'T' || lpad(CAST(i // ${days} AS VARCHAR), 4, '0') AS ticker,
             DATE '2000-01-03' + CAST(i % ${days} AS INTEGER) AS date,
             round(20 + (i // ${days}) % 300 + (i % ${days}) * 0.01, 2) AS open,
             round(21 + (i // ${days}) % 300 + (i % ${days}) * 0.01, 2) AS high,
             round(19 + (i // ${days}) % 300 + (i % ${days}) * 0.01, 2) AS low,
             round(20.5 + (i // ${days}) % 300 + (i % ${days}) * 0.01, 2) AS close,
             1000 + (i * 7919) % 1000000 AS volume
      FROM range(${BARS}) r(i)) TO '${file}' (HEADER)`);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

// Runs in its own process so neither side shares a DuckDB instance or a heap with the other.
const DUCKDB_BASELINE = `
import { DuckDBInstance } from '@duckdb/node-api';
const [database, file] = process.argv.slice(1);
const started = performance.now();
const cpu = process.cpuUsage();
const instance = await DuckDBInstance.create(database);
const connection = await instance.connect();
await connection.run("CREATE TABLE t AS SELECT * FROM read_csv('" + file.replaceAll("'", "''") + "')");
connection.closeSync();
instance.closeSync();
const used = process.cpuUsage(cpu);
process.stdout.write(JSON.stringify({ wall: performance.now() - started, cpu: (used.user + used.system) / 1000 }));
`;

export async function ingestThroughput(): Promise<{ figure: Figure; cpu: string }> {
  const csv = benchPath('prices-10m.csv');
  await generate(csv);
  const ingestStore = benchPath('ingest.duckdb');
  const baselineDb = benchPath('baseline.duckdb');
  const ingestMs: number[] = [];
  const duckdbMs: number[] = [];
  const ingestCpu: number[] = [];
  const duckdbCpu: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    removeStore(baselineDb);
    step(`ingest: round ${round}/${ROUNDS}, DuckDB CREATE TABLE AS SELECT * FROM read_csv`);
    const baseline = run(process.execPath, ['--input-type=module', '-e', DUCKDB_BASELINE, baselineDb, csv], { cwd: ROOT, timeoutMs: 300_000 });
    const measured = JSON.parse(baseline.stdout) as { wall: number; cpu: number };
    duckdbMs.push(measured.wall);
    duckdbCpu.push(measured.cpu);

    removeStore(ingestStore);
    fds(ingestStore, ['init', '--no-sample']);
    step(`ingest: round ${round}/${ROUNDS}, fds ingest prices --no-daemon`);
    const cpuBefore = childrenCpuMs();
    // In this process (--no-daemon): the figure is ingest throughput, and only a child's CPU time is counted.
    const ingest = fds(ingestStore, ['--no-daemon', 'ingest', 'prices', csv], 300_000);
    const cpuAfter = childrenCpuMs();
    if (cpuBefore !== null && cpuAfter !== null) ingestCpu.push(cpuAfter - cpuBefore);
    const report = (JSON.parse(ingest.stdout) as { data: { rowsAdded: number }[] }).data[0];
    if (report?.rowsAdded !== BARS) throw new Error(`fds ingest added ${report?.rowsAdded} rows, expected ${BARS}`);
    ingestMs.push(ingest.ms);
  }
  removeStore(baselineDb);
  removeStore(ingestStore);
  const cpu =
    ingestCpu.length === 0
      ? '    CPU time: not measurable on this system'
      : `    CPU time, median of ${ROUNDS}: fds ${ms(median(ingestCpu))}, DuckDB ${ms(median(duckdbCpu))}: ${(median(ingestCpu) / median(duckdbCpu)).toFixed(2)}×`;
  return {
    figure: {
      title: '3. `fds --no-daemon ingest prices` of 10M bars ÷ DuckDB CREATE TABLE AS SELECT * FROM read_csv',
      detail: `median wall time of ${ROUNDS}: fds ${ms(median(ingestMs))} (whole process), DuckDB ${ms(median(duckdbMs))} (statement + close)`,
      value: median(ingestMs) / median(duckdbMs),
      kind: 'max',
      target: 1.3,
      unit: '×',
    },
    cpu,
  };
}

export async function printIngest(): Promise<boolean> {
  const { figure, cpu } = await ingestThroughput();
  const met = printFigure(figure);
  console.log(cpu);
  return met;
}
