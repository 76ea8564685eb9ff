/**
 * Human tables through the built CLI on a terminal (a pseudo-terminal from script(1)) that is 70 columns
 * wide by COLUMNS: every line fits, one line per row; and `fds quote` naming tickers that did not resolve.
 */
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ensureBuilt, sandbox, type Sandbox } from './support';

let box: Sandbox;
beforeAll(async () => {
  await ensureBuilt();
  box = sandbox();
  // Creates the store off the terminal, so no spinner is drawn on the terminal runs below.
  expect((await box.fds(['market', 'status', '--json'])).exitCode).toBe(0);
}, 180_000);
afterAll(() => box.remove());

const NO_DAEMON = { FDS_NO_DAEMON: '1' };

/** `fds …` with stdout and stderr on a pseudo-terminal, `COLUMNS` wide; the lines it printed. */
async function onTerminal(argv: readonly string[], columns: number): Promise<{ exitCode: number; lines: string[] }> {
  const command = ['node', BIN, ...argv].map((word) => `'${word.replaceAll("'", `'\\''`)}'`).join(' ');
  const run = await execa('script', ['-qfec', command, '/dev/null'], { cwd: box.dir, env: { ...box.env, ...NO_DAEMON, COLUMNS: String(columns) }, reject: false });
  const lines = String(run.stdout).replaceAll('\r', '').trimEnd().split('\n');
  return { exitCode: run.exitCode ?? -1, lines };
}

const cells = (line: string): string[] => line.split('│').map((cell) => cell.trim()).filter((cell) => cell !== '');

describe('tables at COLUMNS=70 through the built CLI', () => {
  it('fds prices AAPL: one line per bar, every line within 70 columns, date to volume kept', async () => {
    const bars = (JSON.parse((await box.fds(['prices', 'AAPL', '--json'], NO_DAEMON)).stdout) as { data: unknown[] }).data.length;
    const { exitCode, lines } = await onTerminal(['prices', 'AAPL'], 70);
    expect(exitCode).toBe(0);
    for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(70);
    expect(cells(lines[1]!)).toEqual(['Date', 'Open $', 'High $', 'Low $', 'Close $', 'Volume']);
    // The bars, the frame (4 lines), and a few lines of notes: what was left out, the page, the sample notice.
    expect(lines.length).toBeGreaterThanOrEqual(bars + 4);
    expect(lines.length).toBeLessThanOrEqual(bars + 4 + 5);
    expect(lines.join(' ')).toContain('Left out to fit 70 columns: adjustedClose.');
  });

  it('fds options chain AAPL: the expiration above, one line per contract, every line within 70 columns', async () => {
    const chain = JSON.parse((await box.fds(['options', 'chain', 'AAPL', '--json'], NO_DAEMON)).stdout) as { expiration: string; returned: number };
    const { exitCode, lines } = await onTerminal(['options', 'chain', 'AAPL'], 70);
    expect(exitCode).toBe(0);
    for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(70);
    expect(lines[0]).toContain(`expiration ${chain.expiration}`);
    const header = lines.find((line) => line.startsWith('│ Type'))!;
    expect(cells(header).slice(0, 4)).toEqual(['Type', 'Strike $', 'Bid $', 'Ask $']);
    expect(lines.filter((line) => /^│ (Call|Put) /.test(line))).toHaveLength(chain.returned);
    expect(lines.length).toBeLessThanOrEqual(chain.returned + 4 + 8);
  });

  it('fds prices latest: ticker, close and change first, four closes in a handful of lines', async () => {
    const { exitCode, lines } = await onTerminal(['prices', 'latest', 'AAPL', 'MSFT', 'KO', 'NVDA'], 70);
    expect(exitCode).toBe(0);
    for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(70);
    expect(cells(lines[1]!).slice(0, 2)).toEqual(['Ticker', 'Close $']);
    expect(lines.length).toBeLessThanOrEqual(4 + 4 + 8);
  });
});

describe('fds quote with tickers that do not resolve', () => {
  it('names them on stderr and exits 0 when some resolved, the body exactly the /v1 body', async () => {
    const run = await box.fds(['quote', 'AAPL', 'NOPE', 'ZZZZ', '--json'], NO_DAEMON);
    expect(run.exitCode).toBe(0);
    const body = JSON.parse(run.stdout) as { data: { ticker: string }[] };
    expect(body.data.map((q) => q.ticker)).toEqual(['AAPL']);
    expect(Object.keys(body)).toEqual(['data']);
    expect(run.stderr).toContain('fds: no quotes for NOPE, ZZZZ');
  });

  it('exits 3 when none resolved, still printing the /v1 body and naming them on stderr', async () => {
    const run = await box.fds(['quote', 'nope', '--json'], NO_DAEMON);
    expect(run.exitCode).toBe(3);
    expect(JSON.parse(run.stdout)).toEqual({ data: [] });
    expect(run.stderr).toContain('fds: no quote for NOPE');
    expect(run.stderr).toContain('none of the tickers asked for resolved');
  });

  it('says nothing and exits 0 when every ticker resolved', async () => {
    const run = await box.fds(['quote', 'AAPL', 'MSFT', '--json'], NO_DAEMON);
    expect(run.exitCode).toBe(0);
    expect(run.stderr).not.toContain('no quote');
  });

  it('exits 3 the same way on a terminal, the table saying there are no rows', async () => {
    const { exitCode, lines } = await onTerminal(['quote', 'NOPE'], 70);
    expect(exitCode).toBe(3);
    expect(lines.join('\n')).toContain('fds: no quote for NOPE');
  });
});
