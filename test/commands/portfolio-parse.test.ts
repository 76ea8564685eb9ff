/**
 * `fds portfolio …` argv in, planned call out: the operation, path values and the JSON body a write
 * sends (numbers typed as numbers, absent flags absent). Nothing runs here.
 */
import { describe, expect, it } from 'vitest';
import type { Planned } from '../../commands/planned';
import { parseArgv } from '../../commands/program';
import { ApiError } from '../../src/core/errors';

const P = 'p-1';
const L = 'l-1';

interface Case {
  argv: string[];
  id: string;
  pathValues?: Record<string, string>;
  body?: unknown;
}

const cases: Case[] = [
  { argv: ['list'], id: 'portfolios.list' },
  { argv: ['list', '--shared'], id: 'portfolios.shared' },
  { argv: ['create', 'Long', 'term', '--currency', 'EUR'], id: 'portfolios.create', body: { name: 'Long term', currency: 'EUR' } },
  { argv: ['create', 'Plain'], id: 'portfolios.create', body: { name: 'Plain' } },
  { argv: ['show', P], id: 'portfolios.get', pathValues: { id: P } },
  { argv: ['delete', P], id: 'portfolios.delete', pathValues: { id: P } },
  {
    argv: ['add', P, 'XLON:VOD', '1000', '0.65', '--date', '2026-03-02', '--fx-rate', '1.17', '--note', 'UK'],
    id: 'portfolios.lots.add',
    pathValues: { id: P },
    body: { ticker: 'XLON:VOD', quantity: 1000, costPerUnit: 0.65, acquiredDate: '2026-03-02', fxRate: 1.17, note: 'UK' },
  },
  {
    argv: ['add', P, '--option', 'AAPL261204C00195000', '-2', '3.5', '--date', '2026-11-02'],
    id: 'portfolios.lots.add',
    pathValues: { id: P },
    body: { optionContract: 'AAPL261204C00195000', quantity: -2, costPerUnit: 3.5, acquiredDate: '2026-11-02' },
  },
  // Not a number: sent as typed, so the server names the field exactly as over HTTP.
  { argv: ['add', P, 'AAPL', 'ten', '1', '--date', '2026-01-05'], id: 'portfolios.lots.add', pathValues: { id: P }, body: { ticker: 'AAPL', quantity: 'ten', costPerUnit: 1, acquiredDate: '2026-01-05' } },
  { argv: ['edit', P, L, '--cost', '151.25', '--note', 'fixed'], id: 'portfolios.lots.edit', pathValues: { id: P, lotId: L }, body: { costPerUnit: 151.25, note: 'fixed' } },
  { argv: ['close', P, L, '--price', '240', '--date', '2026-06-01'], id: 'portfolios.lots.close', pathValues: { id: P, lotId: L }, body: { pricePerUnit: 240, closedDate: '2026-06-01' } },
  { argv: ['close', P, L, '--price', '240', '--date', '2026-06-01', '--quantity', '-2'], id: 'portfolios.lots.close', pathValues: { id: P, lotId: L }, body: { quantity: -2, pricePerUnit: 240, closedDate: '2026-06-01' } },
  { argv: ['remove', P, L], id: 'portfolios.lots.remove', pathValues: { id: P, lotId: L } },
  { argv: ['watch', P, 'MSFT'], id: 'portfolios.watches.add', pathValues: { id: P }, body: { ticker: 'MSFT' } },
  { argv: ['watch', P, '--option', 'AAPL261204P00195000'], id: 'portfolios.watches.add', pathValues: { id: P }, body: { optionContract: 'AAPL261204P00195000' } },
  { argv: ['unwatch', P, 'w-1'], id: 'portfolios.watches.remove', pathValues: { id: P, watchId: 'w-1' } },
  { argv: ['share', P, 'o-1', '--access', 'view'], id: 'portfolios.shares.set', pathValues: { id: P, orgId: 'o-1' }, body: { access: 'View' } },
  { argv: ['share', P, 'o-1', '--remove'], id: 'portfolios.shares.remove', pathValues: { id: P, orgId: 'o-1' } },
];

describe('fds portfolio argv → planned call', () => {
  it.each(cases)('fds portfolio $argv', async ({ argv, id, pathValues = {}, body }) => {
    const { planned } = await parseArgv(['portfolio', ...argv]);
    const call = planned as Extract<Planned, { kind: 'call' }>;
    expect([call.kind, call.op.id, call.pathValues, call.query]).toEqual(['call', id, pathValues, {}]);
    expect(call.body).toEqual(body);
  });

  it.each(cases.filter((c) => c.pathValues?.id !== undefined))('fds portfolio $argv.0 may take the portfolio by name', async ({ argv, pathValues }) => {
    const { planned } = await parseArgv(['portfolio', ...argv]);
    const names = (planned as Extract<Planned, { kind: 'call' }>).names ?? {};
    // The organization of a share is a name too; every other path value (a lot, a watch) is an id.
    const expected = pathValues?.orgId === undefined ? ['id'] : ['id', 'orgId'];
    expect(Object.keys(names)).toEqual(expected);
    expect(names.id?.lists.map((op) => op.id)).toEqual(['portfolios.list', 'portfolios.shared']);
  });

  it('show --lots asks for the lots in the human view', async () => {
    const { planned } = await parseArgv(['portfolio', 'show', P, '--lots']);
    expect((planned as Extract<Planned, { kind: 'call' }>).view).toEqual({ kind: 'portfolio', lots: true });
  });

  it.each([
    [['add', P, 'AAPL', '1', '--date', '2026-01-05'], 'give TICKER QUANTITY COST'],
    [['add', P, '--option', 'AAPL261204C00195000', 'AAPL', '1', '2', '--date', '2026-01-05'], 'with --option give QUANTITY COST only'],
    [['add', P, 'AAPL', '1', '2'], "required option '--date"],
    [['close', P, L, '--date', '2026-01-05'], "required option '--price"],
    [['share', P, 'o-1'], 'give --access edit|view, or --remove'],
    [['share', P, 'o-1', '--access', 'edit', '--remove'], 'not both'],
  ])('refuses fds portfolio %j as a usage error (400)', async (argv, message) => {
    const error = await parseArgv(['portfolio', ...argv]).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toContain(message);
  });
});
