/**
 * `fds state migrate` as the command line sees it: argv to planned command, where the URL comes from,
 * how it is checked and masked, and what a person reads on a terminal. The migration itself runs against
 * a real PostgreSQL in test/state/pg/ and test/e2e/state-migrate.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { parseArgv } from '../../commands/program';
import { renderResult } from '../../commands/render';
import type { Terminal } from '../../commands/terminal';
import { ApiError } from '../../src/core/errors';
import { checkStateUrl, maskUrl, stateUrlOf } from '../../src/state/pg/url';

const terminal = (format: Terminal['format'], width = 80): Terminal => ({ format, envelopeOnStdout: false, color: false, spinner: false, width });

describe('argv → fds state migrate', () => {
  it.each([
    { argv: ['state', 'migrate'], expected: { kind: 'state', action: 'migrate' } },
    { argv: ['state', 'migrate', '--state', 'postgres://u:p@h/db'], expected: { kind: 'state', action: 'migrate', url: 'postgres://u:p@h/db' } },
  ])('fds $argv', async ({ argv, expected }) => {
    expect((await parseArgv(argv)).planned).toEqual(expected);
  });

  it('fds state alone is a usage mistake', async () => {
    await expect(parseArgv(['state'])).rejects.toMatchObject({ code: 'invalid_parameter' });
  });
});

describe('the state URL', () => {
  it('comes from --state, else FDS_STATE_URL; blank counts as none', () => {
    expect(stateUrlOf('postgres://flag/db', { FDS_STATE_URL: 'postgres://env/db' })).toBe('postgres://flag/db');
    expect(stateUrlOf(undefined, { FDS_STATE_URL: ' postgres://env/db ' })).toBe('postgres://env/db');
    expect(stateUrlOf(undefined, { FDS_STATE_URL: '  ' })).toBeUndefined();
    expect(stateUrlOf(undefined, {})).toBeUndefined();
  });

  it('is shown with every password masked, in the user part and in the query', () => {
    expect(maskUrl('postgres://fds:s3cret@db.example:5432/fds')).toBe('postgres://fds:****@db.example:5432/fds');
    expect(maskUrl('postgresql://fds@db/fds?sslmode=require&password=s3cret')).toBe('postgresql://fds@db/fds?sslmode=require&password=****');
    expect(maskUrl('postgres://fds@db/fds')).toBe('postgres://fds@db/fds');
    // Not a URL: nothing of it can be shown safely.
    expect(maskUrl('postgres://fds:pa/ss@db/fds')).toBe('(not a URL)');
  });

  it('must be a postgres:// or postgresql:// URL: anything else is a usage error that never echoes a password', () => {
    expect(checkStateUrl('postgres://fds:pw@db/fds')).toBe('postgres://fds:pw@db/fds');
    expect(checkStateUrl('postgresql://db/fds')).toBe('postgresql://db/fds');
    for (const bad of ['mysql://root:pw-secret@db/fds', 'db.example:5432', 'postgres://fds:pw-sec/ret@db/fds']) {
      let error: unknown;
      try {
        checkStateUrl(bad);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe('invalid_parameter');
      expect((error as ApiError).message).not.toMatch(/pw-sec/);
    }
  });
});

describe('what fds state migrate prints', () => {
  const store = 'postgres://fds:****@db.example:5432/fds';

  it('on a terminal: what was applied, the version now and the store', async () => {
    const text = await renderResult({ body: { applied: [1, 2], current: 2 }, sampleAsOf: null, view: { kind: 'state-migrate', store } }, terminal('table'));
    expect(text).toBe(`Applied state migrations 1, 2; the state schema is at version 2.\nState store: ${store}\n`);
    const again = await renderResult({ body: { applied: [], current: 2 }, sampleAsOf: null, view: { kind: 'state-migrate', store } }, terminal('table'));
    expect(again).toBe(`Nothing to apply: the state schema is at version 2.\nState store: ${store}\n`);
  });

  it('with --json: exactly {applied, current}', async () => {
    const text = await renderResult({ body: { applied: [1], current: 1 }, sampleAsOf: null, view: { kind: 'state-migrate', store } }, terminal('json'));
    expect(text).toBe('{"applied":[1],"current":1}\n');
  });
});
