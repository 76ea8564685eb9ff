/**
 * Any mix of fds processes on one store works at the same time, through the built CLI: the live board
 * open on a terminal, an ingest running, eight parallel reads and portfolio writes, all started at once
 * on a store nobody holds yet (the cold start, where one of them opens the file and the others wait for
 * the store's owner), then again once the daemon holds it. None exits 6, each finishes within a bound
 * (nothing waits forever), and every write is there afterwards (nothing is lost).
 */
import { execa, type ResultPromise } from 'execa';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ensureBuilt, sandbox, type CliRun, type Sandbox, writeBarsCsv } from './support';

/** Bars in the ingested file: enough for the ingest to still be running while the others come and go. */
const ROWS = 300_000;
/** Longest any one command may take, the board aside: well above a loaded machine's worst case. */
const BOUND_MS = 90_000;
// A Friday mid-session, so the board's replay has ticks to show.
const NOW = '2026-11-20T15:00:05Z';

let box: Sandbox;
let bars: string;

beforeAll(async () => {
  await ensureBuilt();
  box = sandbox();
  expect((await box.fds(['init'], { FDS_NOW: NOW })).exitCode).toBe(0);
  bars = join(box.dir, 'bars.csv');
  await writeBarsCsv(bars, ROWS, { prefix: 'Q', perTicker: 1000, firstDate: '2020-01-01' });
}, 120_000);

afterAll(() => box?.remove());

/** `fds …` with the clock pinned, bounded by BOUND_MS. */
function fds(argv: readonly string[]): Promise<CliRun> {
  return execa('node', [BIN, ...argv], { cwd: box.dir, env: { ...box.env, FDS_NOW: NOW }, reject: false, timeout: BOUND_MS }).then((r) => ({
    exitCode: r.exitCode ?? -1,
    stdout: String(r.stdout),
    stderr: String(r.stderr),
  }));
}

/** The live board on a pseudo-terminal (script(1)), quit with `q` when `quit` resolves. */
function openBoard(): ResultPromise {
  const command = `stty cols 100 rows 30; exec node ${BIN} board AAPL MSFT`;
  return execa('script', ['-qfec', command, '/dev/null'], {
    cwd: box.dir,
    env: { ...box.env, FDS_NOW: NOW },
    reject: false,
    timeout: BOUND_MS * 2,
    stdin: 'pipe',
  });
}

/** Every run of a mix succeeded; a failure names its command and what it said. */
function expectAllSucceeded(runs: readonly (CliRun & { argv: string })[]): void {
  for (const run of runs) expect({ argv: run.argv, exitCode: run.exitCode, stderr: run.exitCode === 0 ? '' : run.stderr }).toEqual({ argv: run.argv, exitCode: 0, stderr: '' });
}

async function mix(round: number): Promise<{ lots: string[]; ingest: CliRun }> {
  const created = (argv: string[]) => fds(argv).then((run) => ({ ...run, argv: argv.join(' ') }));
  const portfolio = fds(['portfolio', 'create', `Mix ${round}`, '--json']);
  const ingest = created(['ingest', 'prices', bars]);
  const reads = Array.from({ length: 8 }, (_, i) => created(i % 2 === 0 ? ['prices', 'AAPL', '--json'] : ['fred', 'latest', '--json']));
  const made = await portfolio;
  expect(made.exitCode, made.stderr).toBe(0);
  const id = (JSON.parse(made.stdout) as { id: string }).id;
  const writes = ['AAPL', 'MSFT', 'KO'].map((ticker) => created(['portfolio', 'add', id, ticker, '10', '100', '--date', '2026-01-05', '--json']));
  const [ingested, ...others] = await Promise.all([ingest, ...reads, ...writes]);
  expectAllSucceeded([ingested, ...others]);
  const lots = others.slice(reads.length).map((run) => (JSON.parse(run.stdout) as { id: string }).id);
  const shown = await fds(['portfolio', 'show', id, '--json']);
  const stored = (JSON.parse(shown.stdout) as { positions: { lots: { id: string }[] }[] }).positions.flatMap((p) => p.lots.map((l) => l.id));
  expect(stored.sort()).toEqual([...lots].sort());
  return { lots, ingest: ingested };
}

describe('many fds processes on one store at once', () => {
  it('board, ingest, eight reads and portfolio writes from a cold start, then warm: none exits 6, none hangs, nothing is lost', async () => {
    const board = openBoard();
    let boardOutput = '';
    board.stdout?.on('data', (chunk: Buffer) => (boardOutput += chunk.toString('utf8')));

    const cold = await mix(1);
    expect(JSON.parse(cold.ingest.stdout)).toMatchObject({ data: [{ rowsRead: ROWS, rowsAdded: ROWS }] });
    const held = await fds(['daemon', 'status', '--json']);
    expect(JSON.parse(held.stdout)).toMatchObject({ held: true, owner: { kind: 'daemon' } });

    const warm = await mix(2);
    // The same file again adds nothing: every row of the first ingest is stored once.
    expect(JSON.parse(warm.ingest.stdout)).toMatchObject({ data: [{ rowsRead: ROWS, rowsAdded: 0, rowsSkipped: ROWS }] });

    // The board was live through all of it.
    board.stdin?.write('q');
    const closed = await board;
    expect(closed.exitCode, boardOutput.slice(-2000)).toBe(0);
    expect(boardOutput).toContain('AAPL');
    expect(boardOutput).toContain('live');

    const info = JSON.parse((await fds(['store', 'info', '--json'])).stdout) as { tables: { name: string; rows: number }[] };
    expect(info.tables.find((t) => t.name === 'lots')?.rows).toBe(cold.lots.length + warm.lots.length);
  }, 400_000);
});
