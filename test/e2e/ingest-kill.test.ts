/**
 * Ingest is atomic per file even when the process dies: `fds ingest` is killed with SIGKILL while it is
 * writing a large file into the store, and the store, opened again, is exactly what it was before.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/core/clock';
import { openStore } from '../../src/store/open';
import { ensureBuilt, NOW, sandbox, type Sandbox } from './support';

const ROWS = 2_000_000;

let box: Sandbox;
let bigFile: string;

/** Row counts of every table, and a checksum over every column of every price row. */
async function storeState(path: string): Promise<{ counts: Record<string, number>; pricesChecksum: string }> {
  const store = await openStore({ path, clock: fixedClock(NOW) });
  try {
    const tables = await store.all<{ name: string }>("SELECT table_name AS name FROM duckdb_tables() WHERE NOT temporary ORDER BY name");
    const counts: Record<string, number> = {};
    for (const { name } of tables) counts[name] = (await store.one<{ n: number }>(`SELECT count(*) AS n FROM "${name}"`))!.n;
    const checksum = await store.one<{ sum: string }>('SELECT CAST(sum(hash(p)) AS VARCHAR) AS sum FROM prices p');
    return { counts, pricesChecksum: checksum!.sum };
  } finally {
    store.close();
  }
}

/** Total size of the store's files: it grows as soon as the insert writes row groups, before any commit. */
function storeBytes(path: string): number {
  let bytes = 0;
  for (const file of [path, `${path}.wal`]) {
    try {
      bytes += statSync(file).size;
    } catch {
      // The WAL exists only while there is something in it.
    }
  }
  return bytes;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  await ensureBuilt();
  box = sandbox();
  bigFile = join(box.dir, 'bars.csv');
  // A store with content (the sample set), and a large canonical file the kill will interrupt.
  const init = await box.fds(['init']);
  expect(init.exitCode, init.stderr).toBe(0);
  const generator = await openStore({ path: ':memory:', clock: fixedClock(NOW), sample: false });
  try {
    await generator.run(`COPY (
      SELECT 'K' || lpad(CAST(i // 2000 AS VARCHAR), 4, '0') AS ticker, DATE '2000-01-03' + CAST(i % 2000 AS INTEGER) AS date,
             10.0 + i % 7 AS open, 11.0 + i % 7 AS high, 9.0 + i % 7 AS low, 10.5 + i % 7 AS close, 1000 + i % 13 AS volume
      FROM range(${ROWS}) r(i)) TO '${bigFile}' (HEADER)`);
  } finally {
    generator.close();
  }
}, 120_000);

afterAll(() => box?.remove());

describe('fds ingest killed mid-file', () => {
  it('leaves the store unchanged when the process is killed while writing the file', async () => {
    const before = await storeState(box.store);
    expect(before.counts.prices).toBeGreaterThan(0);
    expect(before.pricesChecksum).toMatch(/^\d+$/);
    const bytesBefore = storeBytes(box.store);

    const child = box.spawn(['ingest', 'prices', bigFile]);
    let exited = false;
    void child.finally(() => {
      exited = true;
    });
    // Wait until the ingest has begun writing this file's rows into the store file (uncommitted).
    const deadline = Date.now() + 60_000;
    while (!exited && storeBytes(box.store) <= bytesBefore && Date.now() < deadline) await sleep(20);
    expect(exited, 'the ingest finished before it could be caught writing; the file is too small for this machine').toBe(false);
    expect(storeBytes(box.store)).toBeGreaterThan(bytesBefore);
    expect(child.kill('SIGKILL')).toBe(true);
    const result = await child;
    expect(result.signal).toBe('SIGKILL');

    expect(await storeState(box.store)).toEqual(before);
  }, 90_000);

  it('ingests the same file completely afterwards', async () => {
    const before = await storeState(box.store);
    const run = await box.fds(['ingest', 'prices', bigFile]);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ data: [{ rowsRead: ROWS, rowsAdded: ROWS, rowsSkipped: 0 }] });
    const after = await storeState(box.store);
    expect(after.counts.prices).toBe(before.counts.prices! + ROWS);
    expect(after.counts.ingest_files).toBe(before.counts.ingest_files! + 1);
  }, 90_000);
});
