/**
 * 3. `fds ingest prices` of a generated 10M-bar CSV ÷ DuckDB's own `CREATE TABLE t AS SELECT * FROM
 * read_csv(file)` into a fresh database file. The fds figure is the whole process (start, open, ingest,
 * close); the DuckDB figure is only the statement and the closing checkpoint, timed inside its process —
 * the comparison is tilted against fds, not for it. Rounds alternate so both see the same machine load.
 */
import { existsSync, statSync } from 'node:fs';
import { DuckDBInstance } from '@duckdb/node-api';
import { benchPath, fds, median, ms, printFigure, removeStore, ROOT, run, step, type Figure } from './support';

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
const instance = await DuckDBInstance.create(database);
const connection = await instance.connect();
await connection.run("CREATE TABLE t AS SELECT * FROM read_csv('" + file.replaceAll("'", "''") + "')");
connection.closeSync();
instance.closeSync();
process.stdout.write(String(performance.now() - started));
`;

export async function ingestThroughput(): Promise<Figure> {
  const csv = benchPath('prices-10m.csv');
  await generate(csv);
  const ingestStore = benchPath('ingest.duckdb');
  const baselineDb = benchPath('baseline.duckdb');
  const ingestMs: number[] = [];
  const duckdbMs: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    removeStore(baselineDb);
    step(`ingest: round ${round}/${ROUNDS}, DuckDB CREATE TABLE AS SELECT * FROM read_csv`);
    const baseline = run(process.execPath, ['--input-type=module', '-e', DUCKDB_BASELINE, baselineDb, csv], { cwd: ROOT, timeoutMs: 300_000 });
    duckdbMs.push(Number(baseline.stdout));

    removeStore(ingestStore);
    fds(ingestStore, ['init', '--no-sample']);
    step(`ingest: round ${round}/${ROUNDS}, fds ingest prices`);
    const ingest = fds(ingestStore, ['ingest', 'prices', csv], 300_000);
    const report = (JSON.parse(ingest.stdout) as { data: { rowsAdded: number }[] }).data[0];
    if (report?.rowsAdded !== BARS) throw new Error(`fds ingest added ${report?.rowsAdded} rows, expected ${BARS}`);
    ingestMs.push(ingest.ms);
  }
  removeStore(baselineDb);
  removeStore(ingestStore);
  return {
    title: '3. `fds ingest prices` of 10M bars ÷ DuckDB CREATE TABLE AS SELECT * FROM read_csv',
    detail: `median of ${ROUNDS}: fds ${ms(median(ingestMs))} (whole process), DuckDB ${ms(median(duckdbMs))} (statement + close)`,
    value: median(ingestMs) / median(duckdbMs),
    kind: 'max',
    target: 1.3,
    unit: '×',
  };
}

export const printIngest = async (): Promise<boolean> => printFigure(await ingestThroughput());
