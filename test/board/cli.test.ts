/**
 * `fds board` without a terminal, through the built CLI on a private store: one snapshot, exit 0. The
 * JSON snapshot is the same Quote objects `fds quote --json` returns; the table shows them row for row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../src/board/types';
import { ensureBuilt, sandbox, type Sandbox } from '../e2e/support';

// A Friday mid-session, so the sample's ticks are current.
const NOW = { FDS_NOW: '2026-11-20T15:00:05Z' };

let box: Sandbox;
beforeAll(async () => {
  await ensureBuilt();
  box = sandbox();
}, 180_000);
afterAll(() => box.remove());

describe('fds board without a terminal', () => {
  it('prints the Quote objects of fds quote as a JSON array with --json and exits 0', async () => {
    const board = await box.fds(['board', 'AAPL', 'msft', 'NOPE', '--json'], NOW);
    expect(board.exitCode).toBe(0);
    const quotes = JSON.parse(board.stdout) as Quote[];
    const quote = await box.fds(['quote', 'AAPL', 'MSFT', '--json'], NOW);
    expect(quotes).toEqual((JSON.parse(quote.stdout) as { data: Quote[] }).data);
    expect(quotes.map((q) => q.ticker)).toEqual(['AAPL', 'MSFT']);
  });

  it('prints the snapshot quotes one per line with --ndjson', async () => {
    const json = JSON.parse((await box.fds(['board', 'AAPL', 'MSFT', '--json'], NOW)).stdout) as Quote[];
    const run = await box.fds(['board', 'AAPL', 'MSFT', '--ndjson'], NOW);
    expect(run.exitCode).toBe(0);
    expect(run.stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as Quote)).toEqual(json);
  });

  it('prints one snapshot table (every ticker asked for, unknown where no listing answers) and exits 0', async () => {
    const quotes = JSON.parse((await box.fds(['board', 'AAPL', 'MSFT', '--json'], NOW)).stdout) as Quote[];
    const run = await box.fds(['board', 'MSFT', 'AAPL', 'NOPE'], NOW);
    expect(run.exitCode).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^TICKER\s+LAST\s+CHG\s+CHG%\s+BID\s+ASK\s+SPREAD\s+TREND\s+AGE\s+NOTE$/);
    expect(lines.slice(1, 4).map((line) => line.split(/\s+/)[0])).toEqual(['AAPL', 'MSFT', 'NOPE']);
    for (const [i, q] of quotes.entries()) expect(lines[i + 1]!.split(/\s+/)[1]).toBe(q.price.toFixed(2));
    expect(lines[3]).toMatch(/ unknown$/);
    expect(lines[4]).toMatch(/^Synthetic sample data as of \d{4}-\d{2}-\d{2} — not market data\.$/);
  });

  it('refuses something that cannot be a ticker with a 400 naming the parameter', async () => {
    const run = await box.fds(['board', 'AAPL', 'no way'], NOW);
    expect(run.exitCode).toBe(2);
    expect(JSON.parse(run.stdout)).toMatchObject({ error: { code: 'invalid_parameter', status: 400 } });
    expect(run.stderr).toContain("tickers: 'no way' is not a ticker");
  });
});
