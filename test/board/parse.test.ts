/** argv in, planned board out: `fds board …` and `fds quote --watch …` plan the same board. */
import { describe, expect, it } from 'vitest';
import type { Planned } from '../../commands/planned';
import { parseArgv } from '../../commands/program';
import { boardTickers } from '../../commands/board';
import { ApiError } from '../../src/core/errors';

const boardCases: { argv: string[]; planned: Planned }[] = [
  { argv: ['board'], planned: { kind: 'board', tickers: [], speed: 1 } },
  { argv: ['board', 'AAPL', 'brk.b'], planned: { kind: 'board', tickers: ['AAPL', 'brk.b'], speed: 1 } },
  { argv: ['board', 'AAPL', '--speed', '10'], planned: { kind: 'board', tickers: ['AAPL'], speed: 10 } },
  { argv: ['board', 'AAPL', '--speed', '0.5'], planned: { kind: 'board', tickers: ['AAPL'], speed: 0.5 } },
  { argv: ['quote', 'AAPL', 'MSFT', '--watch'], planned: { kind: 'board', tickers: ['AAPL', 'MSFT'], speed: 1 } },
  { argv: ['quote', '--watch', 'AAPL', '--speed', '60'], planned: { kind: 'board', tickers: ['AAPL'], speed: 60 } },
];

describe('fds board argv', () => {
  it.each(boardCases)('$argv plans the board', async ({ argv, planned }) => {
    expect((await parseArgv(argv)).planned).toEqual(planned);
  });

  it('keeps fds quote without --watch a quotes.batch call', async () => {
    const { planned } = await parseArgv(['quote', 'AAPL', 'MSFT']);
    expect(planned.kind === 'call' && [planned.op.id, planned.query]).toEqual(['quotes.batch', { tickers: 'AAPL,MSFT' }]);
  });

  it.each([['0'], ['-1'], ['fast'], ['1e3']])('refuses --speed %s as a usage error', async (speed) => {
    await expect(parseArgv(['board', 'AAPL', '--speed', speed])).rejects.toMatchObject({ status: 400, code: 'invalid_parameter' });
  });

  it('canonicalises tickers (dot to dash, upper case), drops repeats and names the parameter of a bad one', () => {
    expect(boardTickers(['brk.b', 'AAPL', 'aapl', 'xlon:vod'])).toEqual(['BRK-B', 'AAPL', 'XLON:VOD']);
    expect(() => boardTickers(['AAPL', 'a b'])).toThrow(ApiError);
    expect(() => boardTickers(['a b'])).toThrow(/^tickers: 'a b' is not a ticker/);
  });
});
