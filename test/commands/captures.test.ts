/**
 * `fds captures publish DIR` and `fds serve --captures DIR` as the command line sees them: argv to planned
 * command, usage mistakes, and what a person reads on a terminal. Publishing and attaching run against
 * real files in test/store/captures/, the server in test/http/captures.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { parseArgv } from '../../commands/program';
import { renderResult } from '../../commands/render';
import type { Terminal } from '../../commands/terminal';
import { isLocalOnly } from '../../commands/local-only';

const terminal = (format: Terminal['format'], width = 80): Terminal => ({ format, envelopeOnStdout: false, color: false, spinner: false, width });

describe('argv → fds captures publish', () => {
  it.each([
    { argv: ['captures', 'publish', 'out'], expected: { kind: 'captures', action: 'publish', dir: 'out' } },
    { argv: ['captures', 'publish', '/srv/captures', '--keep', '5'], expected: { kind: 'captures', action: 'publish', dir: '/srv/captures', keep: 5 } },
  ])('fds $argv', async ({ argv, expected }) => {
    const { planned } = await parseArgv(argv);
    expect(planned).toMatchObject({ ...expected, op: { id: 'captures.publish', access: 'local' } });
    expect(Object.keys(planned).sort()).toEqual([...Object.keys(expected), 'op'].sort());
  });

  it('works on the local store only (refused in remote mode)', async () => {
    expect(isLocalOnly((await parseArgv(['captures', 'publish', 'out'])).planned)).toBe(true);
  });

  it.each([
    { argv: ['captures', 'publish'], mentions: 'dir' },
    { argv: ['captures', 'publish', 'out', '--keep', '0'], mentions: '--keep' },
    { argv: ['captures', 'publish', 'out', '--keep', 'all'], mentions: '--keep' },
  ])('fds $argv is a usage mistake naming $mentions', async ({ argv, mentions }) => {
    await expect(parseArgv(argv)).rejects.toMatchObject({ code: 'invalid_parameter', message: expect.stringContaining(mentions) });
  });
});

describe('argv → fds serve --captures', () => {
  it.each([
    { argv: ['serve', '--captures', 'captures'], expected: { captures: 'captures' } },
    { argv: ['serve', '--captures', '/srv/c', '--captures-poll', '30'], expected: { captures: '/srv/c', capturesPollSeconds: 30 } },
  ])('fds $argv', async ({ argv, expected }) => {
    expect((await parseArgv(argv)).planned).toEqual({ kind: 'serve', host: '127.0.0.1', port: 8080, quotas: {}, ...expected });
  });

  it('refuses a poll interval outside 1 to 3600 seconds', async () => {
    await expect(parseArgv(['serve', '--captures', 'c', '--captures-poll', '0'])).rejects.toMatchObject({ message: expect.stringContaining('--captures-poll') });
  });
});

describe('what fds captures publish prints', () => {
  const body = {
    version: 3,
    publishedAt: '2026-11-21T15:00:00.000Z',
    schemaVersion: 23,
    tables: {
      prices: { file: 'v3/prices.parquet', rows: 19_500, columns: [], orderedBy: ['ticker', 'date'] },
      listings: { file: 'v3/listings.parquet', rows: 25, columns: [], orderedBy: ['ticker'] },
      ticks: { file: 'v3/ticks.parquet', rows: 0, columns: [], orderedBy: ['ts', 'ticker'] },
    },
  };

  it('on a terminal: the version, its size, the directory on a line of its own, the largest tables', async () => {
    const text = await renderResult({ body, sampleAsOf: null, view: { kind: 'captures-publish', dir: '/srv/captures' } }, terminal('table'));
    expect(text).toBe(
      'Published version 3 of the captures (store schema 23): 3 tables, 19,525 rows.\nDirectory: /srv/captures\nLargest: prices 19,500, listings 25.\n',
    );
  });

  it('with --json: the manifest exactly', async () => {
    const text = await renderResult({ body, sampleAsOf: null, view: { kind: 'captures-publish', dir: '/srv/captures' } }, terminal('json'));
    expect(text).toBe(`${JSON.stringify(body)}\n`);
  });
});
