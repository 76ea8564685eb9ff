import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runConfig } from '../../commands/config';
import type { CommandContext } from '../../commands/context';
import { configFile, readSettings, resolveRemote, resolveUpgradeUrl } from '../../commands/settings';
import { fixedClock } from '../../src/core/clock';
import { ApiError } from '../../src/core/errors';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function configEnv(): NodeJS.ProcessEnv {
  const dir = mkdtempSync(join(tmpdir(), 'fds-config-'));
  dirs.push(dir);
  return { FDS_CONFIG_DIR: dir };
}

function context(env: NodeJS.ProcessEnv): CommandContext {
  const quiet = { write: () => undefined, isTTY: false };
  return {
    globals: {},
    effects: { stdout: quiet, stderr: quiet, env, cwd: '/' },
    terminal: { format: 'json', envelopeOnStdout: true, color: false, spinner: false, width: 100 },
    clock: fixedClock('2026-11-21T15:00:00Z'),
    storePath: ':memory:',
    requireStore: () => undefined,
    engine: () => Promise.reject(new Error('config needs no engine')),
    progress: () => Promise.resolve({ succeed: () => undefined, stop: () => undefined }),
  };
}

describe('remote mode: flags beat the environment, which beats fds config', () => {
  const saved = { remote: 'http://saved:1', apiKey: 'saved-key' };
  const env = { FDS_BASE_URL: 'http://env:2', FDS_API_KEY: 'env-key' };

  it.each([
    { name: 'nothing set → local store', globals: {}, env: {}, settings: {}, expected: undefined },
    { name: 'saved settings alone', globals: {}, env: {}, settings: saved, expected: { baseUrl: 'http://saved:1', apiKey: 'saved-key' } },
    { name: 'environment over saved', globals: {}, env, settings: saved, expected: { baseUrl: 'http://env:2', apiKey: 'env-key' } },
    {
      name: 'flags over environment',
      globals: { remote: 'http://flag:3', apiKey: 'flag-key' },
      env,
      settings: saved,
      expected: { baseUrl: 'http://flag:3', apiKey: 'flag-key' },
    },
    { name: 'a flag URL with the key from the environment', globals: { remote: 'http://flag:3' }, env, settings: {}, expected: { baseUrl: 'http://flag:3', apiKey: 'env-key' } },
    { name: 'a saved key without any server stays local', globals: {}, env: {}, settings: { apiKey: 'k' }, expected: undefined },
  ])('$name', ({ globals, env: vars, settings, expected }) => {
    expect(resolveRemote(globals, vars, settings)).toEqual(expected);
  });

  it('refuses a server that is not an http(s) URL, naming where it came from', () => {
    expect(() => resolveRemote({ remote: 'ftp://x' }, {}, {})).toThrow(/--remote/);
    expect(() => resolveRemote({}, { FDS_BASE_URL: 'nope' }, {})).toThrow(/FDS_BASE_URL/);
    let caught: unknown;
    try {
      resolveRemote({ remote: 'nope' }, {}, {});
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect(caught).toMatchObject({ code: 'invalid_parameter', status: 400 });
  });
});

describe('fds config set|get|list', () => {
  it('saves a setting that later commands read', async () => {
    const env = configEnv();
    const set = await runConfig({ kind: 'config', action: 'set', key: 'remote', value: 'http://10.0.0.2:8080', scope: 'user' }, context(env));
    expect(set.body).toEqual({ remote: 'http://10.0.0.2:8080' });
    expect(readSettings(env)).toEqual({ remote: 'http://10.0.0.2:8080' });
    expect(JSON.parse(readFileSync(configFile(env), 'utf8'))).toMatchObject({ remote: 'http://10.0.0.2:8080' });
  });

  it('gets null for an unset setting and lists every setting', async () => {
    const env = configEnv();
    expect((await runConfig({ kind: 'config', action: 'get', key: 'apiKey' }, context(env))).body).toEqual({ apiKey: null });
    await runConfig({ kind: 'config', action: 'set', key: 'apiKey', value: 'fds_abc', scope: 'user' }, context(env));
    expect((await runConfig({ kind: 'config', action: 'list' }, context(env))).body).toEqual({ remote: null, apiKey: 'fds_abc', upgradeUrl: null });
  });

  it('refuses to save a remote that is not a URL', async () => {
    const env = configEnv();
    await expect(runConfig({ kind: 'config', action: 'set', key: 'remote', value: 'localhost', scope: 'user' }, context(env))).rejects.toMatchObject({ code: 'invalid_parameter' });
    expect(readSettings(env)).toEqual({});
  });
});

describe('fds serve upgrade page: --upgrade-url beats FDS_UPGRADE_URL, which beats fds config', () => {
  const FLAG = 'https://flag.example/up';
  const ENV = 'https://env.example/up';
  const SAVED = 'https://saved.example/up';
  it.each([
    { flag: FLAG, env: ENV, saved: SAVED, expected: FLAG },
    { flag: undefined, env: ENV, saved: SAVED, expected: ENV },
    { flag: undefined, env: '', saved: SAVED, expected: SAVED },
    { flag: undefined, env: undefined, saved: undefined, expected: undefined },
  ])('flag $flag, env $env, saved $saved → $expected', ({ flag, env, saved, expected }) => {
    const environment: NodeJS.ProcessEnv = env === undefined ? {} : { FDS_UPGRADE_URL: env };
    expect(resolveUpgradeUrl(flag, environment, saved === undefined ? {} : { upgradeUrl: saved })).toBe(expected);
  });

  it('refuses an upgrade page that is not an http(s) URL, naming where it came from', () => {
    expect(() => resolveUpgradeUrl(undefined, { FDS_UPGRADE_URL: 'pricing' }, {})).toThrow(/FDS_UPGRADE_URL 'pricing'/);
    expect(() => resolveUpgradeUrl(undefined, {}, { upgradeUrl: 'ftp://x' })).toThrow(/config upgradeUrl/);
  });

  it('saves upgradeUrl with fds config, refusing one that is not a URL', async () => {
    const env = configEnv();
    await runConfig({ kind: 'config', action: 'set', key: 'upgradeUrl', value: SAVED, scope: 'user' }, context(env));
    expect(readSettings(env).upgradeUrl).toBe(SAVED);
    await expect(runConfig({ kind: 'config', action: 'set', key: 'upgradeUrl', value: 'pricing', scope: 'user' }, context(env))).rejects.toMatchObject({ code: 'invalid_parameter' });
  });
});
