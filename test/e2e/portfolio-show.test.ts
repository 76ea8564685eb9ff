/**
 * `fds portfolio show` through the built CLI on the sample store, the clock pinned by FDS_NOW at 11:00 New
 * York on a trading day: the marks are the last settled closes (as `fds prices latest` says), and
 * `--csv` prints one row per position (or per lot with --lots), not the body flattened into one row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, sandbox, type Sandbox } from './support';

// Friday 2026-11-20, 11:00 in New York and 16:00 in London: both sessions still trading.
const MID_SESSION = { FDS_NO_DAEMON: '1', FDS_NOW: '2026-11-20T16:00:00Z' };

let box: Sandbox;
let id: string;
const fds = (argv: string[]) => box.fds(argv, MID_SESSION);

beforeAll(async () => {
  await ensureBuilt();
  box = sandbox();
  const created = await fds(['portfolio', 'create', 'Core', '--json']);
  expect(created.exitCode, created.stderr).toBe(0);
  id = (JSON.parse(created.stdout) as { id: string }).id;
  for (const [ticker, quantity, cost] of [['AAPL', '10', '150'], ['XLON:VOD', '100', '0.6'], ['MSFT', '2', '300']]) {
    const added = await fds(['portfolio', 'add', id, ticker!, quantity!, cost!, '--date', '2026-01-05', '--json']);
    expect(added.exitCode, added.stderr).toBe(0);
  }
});
afterAll(() => (box as Sandbox | undefined)?.remove());

describe('fds portfolio show mid-session', () => {
  it('never marks at the bar of a session still trading: a live reading of it, or the close fds prices latest answers', async () => {
    const show = await fds(['portfolio', 'show', id, '--json']);
    const latest = await fds(['prices', 'latest', 'AAPL', 'XLON:VOD', 'MSFT', '--json']);
    const positions = (JSON.parse(show.stdout) as { positions: { ticker: string; markSource: string; markAsOf: string; markPerUnit: number }[] }).positions;
    const rows = (JSON.parse(latest.stdout) as { data: { date: string; close: number }[] }).data;
    expect(rows.map((r) => r.date)).toEqual(['2026-11-19', '2026-11-19', '2026-11-19']);
    // US listings: the sample's ticks of today's session are newer than the settled close (LiveQuote).
    // London: marked at its settled close only, the same close as prices latest.
    expect(positions.map((p) => [p.ticker, p.markSource, p.markAsOf])).toEqual([
      ['AAPL', 'LiveQuote', '2026-11-20'], ['VOD', 'SettledClose', '2026-11-19'], ['MSFT', 'LiveQuote', '2026-11-20'],
    ]);
    expect(positions[1]!.markPerUnit).toBe(rows[1]!.close);
  });

  it('--csv prints a header and one row per position, --lots one per lot', async () => {
    const csv = await fds(['portfolio', 'show', id, '--csv']);
    expect(csv.exitCode, csv.stderr).toBe(0);
    const [header, ...rows] = csv.stdout.trimEnd().split('\n');
    expect(header!.split(',').slice(0, 3)).toEqual(['instrumentKind', 'ticker', 'exchange']);
    expect(header).toContain('markAsOf');
    expect(header).not.toContain('lots');
    expect(rows.map((r) => r.split(',')[1])).toEqual(['AAPL', 'VOD', 'MSFT']);
    const lots = await fds(['portfolio', 'show', id, '--csv', '--lots']);
    const [lotHeader, ...lotRows] = lots.stdout.trimEnd().split('\n');
    expect(lotHeader!.split(',')[0]).toBe('id');
    expect(lotRows).toHaveLength(3);
  });
});
