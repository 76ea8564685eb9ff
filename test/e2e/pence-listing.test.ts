/**
 * A listing quoted in pence, loaded by `fds ingest` as a user would (currency written `GBp`, the way
 * exchanges publish it), read back through the built CLI: its prices, latest close and dividends are in
 * pounds and say so, and a portfolio holding it shows the same pounds (Portfolio rule 10).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, sandbox, type Sandbox } from './support';

const NO_DAEMON = { FDS_NO_DAEMON: '1' };

let box: Sandbox;
const fds = (argv: string[]) => box.fds(argv, NO_DAEMON);
const json = async <T>(argv: string[]): Promise<T> => {
  const run = await fds([...argv, '--json']);
  expect(run.exitCode, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as T;
};

beforeAll(async () => {
  await ensureBuilt();
  box = sandbox();
  expect((await fds(['init', '--no-sample'])).exitCode).toBe(0);
  const prices = join(box.dir, 'barc.csv');
  writeFileSync(prices, [
    'ticker,date,open,high,low,close,volume,currency',
    'XLON:BARC,2026-11-19,200,204,199,202.5,1000,GBp',
    'XLON:BARC,2026-11-20,202,206,201,203.5,1000,GBp',
    '',
  ].join('\n'));
  const dividends = join(box.dir, 'barc-dividends.csv');
  writeFileSync(dividends, ['ticker,ex_date,amount,currency', 'XLON:BARC,2026-08-07,5.3,GBp', ''].join('\n'));
  for (const [dataset, file] of [['prices', prices], ['dividends', dividends]] as const) {
    const run = await fds(['ingest', dataset, file, '--json']);
    expect(run.exitCode, run.stderr).toBe(0);
  }
});
afterAll(() => (box as Sandbox | undefined)?.remove());

describe('a listing quoted in pence (GBp)', () => {
  it('fds prices list: bars in pounds, each naming GBP', async () => {
    const page = await json<{ data: unknown[] }>(['prices', 'list', 'XLON:BARC', '--limit', '1']);
    expect(page.data).toEqual([{ date: '2026-11-20', open: 2.02, high: 2.06, low: 2.01, close: 2.035, adjustedClose: 2.035, volume: 1000, currency: 'GBP' }]);
  });

  it('fds prices latest and dividends: pounds, naming GBP', async () => {
    const latest = await json<{ data: Record<string, unknown>[] }>(['prices', 'latest', 'XLON:BARC']);
    expect(latest.data[0]).toMatchObject({ close: 2.035, previousClose: 2.025, change: 0.01, currency: 'GBP' });
    const dividends = await json<{ data: unknown[] }>(['prices', 'dividends', 'XLON:BARC']);
    expect(dividends.data).toEqual([{ exDate: '2026-08-07', amountPerShare: 0.053, currency: 'GBP' }]);
  });

  it('a portfolio holding it marks it at the same pounds as fds prices latest', async () => {
    const created = await json<{ id: string }>(['portfolio', 'create', 'pence']);
    await json(['portfolio', 'add', created.id, 'XLON:BARC', '100', '1.5', '--date', '2026-11-19']);
    const valuation = await json<{ positions: Record<string, unknown>[] }>(['portfolio', 'show', created.id]);
    expect(valuation.positions[0]).toMatchObject({ currency: 'GBP', markPerUnit: 2.035, markAsOf: '2026-11-20', marketValue: 203.5, costBasis: 150 });
  });
});
