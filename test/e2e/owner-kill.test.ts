/**
 * The process holding the store dies mid-write and nothing acknowledged is lost: the store's daemon is
 * killed with SIGKILL while it writes a large ingest; the writes it had acknowledged before (portfolio
 * lots) are all there, the interrupted file left no trace, and the next command recovers by itself (the
 * dead owner's socket is found stale, the store opened again) without anyone cleaning up.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/core/clock';
import { openStore } from '../../src/store/open';
import { ensureBuilt, NOW, sandbox, type Sandbox, writeBarsCsv } from './support';

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
  await writeBarsCsv(bigFile, ROWS, { prefix: 'K', perTicker: 2000, firstDate: '2000-01-03' });
}, 120_000);

afterAll(() => box?.remove());

const json = <T>(run: { stdout: string }): T => JSON.parse(run.stdout) as T;

/** The daemon's pid, started if need be. */
async function daemonPid(): Promise<number> {
  const started = await box.fds(['daemon', 'start', '--json']);
  expect(started.exitCode, started.stderr).toBe(0);
  return json<{ owner: { pid: number } }>(started).owner.pid;
}

/** The store read directly, once no process holds it. */
async function stateWithNoOwner(): Promise<Awaited<ReturnType<typeof storeState>>> {
  expect((await box.fds(['daemon', 'stop'])).exitCode).toBe(0);
  return storeState(box.store);
}

describe('the owner of the store killed mid-write', () => {
  let portfolio = '';
  const lots: string[] = [];

  it('loses nothing it acknowledged, keeps nothing of the interrupted write, and the next command recovers by itself', async () => {
    const before = await stateWithNoOwner();
    expect(before.counts.prices).toBeGreaterThan(0);
    const pid = await daemonPid();

    // Acknowledged writes, each answered by the daemon before the kill.
    portfolio = json<{ id: string }>(await box.fds(['portfolio', 'create', 'Kept', '--json'])).id;
    for (const [ticker, quantity] of [['AAPL', '10'], ['MSFT', '5'], ['NVDA', '3']] as const) {
      const added = await box.fds(['portfolio', 'add', portfolio, ticker, quantity, '100', '--date', '2026-01-05', '--json']);
      expect(added.exitCode, added.stderr).toBe(0);
      lots.push(json<{ id: string }>(added).id);
    }
    expect(json<{ owner: { pid: number } }>(await box.fds(['daemon', 'status', '--json'])).owner.pid).toBe(pid);

    const bytesBefore = storeBytes(box.store);
    const ingest = box.spawn(['ingest', 'prices', bigFile]);
    let exited = false;
    void ingest.finally(() => {
      exited = true;
    });
    // Wait until the daemon has begun writing this file's rows into the store file (uncommitted).
    const deadline = Date.now() + 60_000;
    while (!exited && storeBytes(box.store) <= bytesBefore && Date.now() < deadline) await sleep(20);
    expect(exited, 'the ingest finished before it could be caught writing; the file is too small for this machine').toBe(false);
    process.kill(pid, 'SIGKILL');
    const interrupted = await ingest;
    expect(interrupted.exitCode).toBe(6);
    expect(interrupted.stderr).toContain('stopped while answering');

    // No clean-up in between: the next command finds the socket stale and the store whole.
    const shown = await box.fds(['portfolio', 'show', portfolio, '--lots', '--json']);
    expect(shown.exitCode, shown.stderr).toBe(0);
    const held = json<{ positions: { lots: { id: string }[] }[] }>(shown).positions.flatMap((p) => p.lots.map((l) => l.id));
    expect(held.sort()).toEqual([...lots].sort());

    const after = await stateWithNoOwner();
    expect(after.pricesChecksum).toBe(before.pricesChecksum);
    expect(after.counts.prices).toBe(before.counts.prices);
    expect(after.counts.ingest_files).toBe(before.counts.ingest_files);
    expect(after.counts.lots).toBe(before.counts.lots! + lots.length);
  }, 120_000);

  it('ingests the same file completely afterwards', async () => {
    const before = await stateWithNoOwner();
    const run = await box.fds(['ingest', 'prices', bigFile]);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ data: [{ rowsRead: ROWS, rowsAdded: ROWS, rowsSkipped: 0 }] });
    const after = await stateWithNoOwner();
    expect(after.counts.prices).toBe(before.counts.prices! + ROWS);
    expect(after.counts.ingest_files).toBe(before.counts.ingest_files! + 1);
  }, 120_000);
});
