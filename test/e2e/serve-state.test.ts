/**
 * `fds serve --state` through the built CLI on a real PostgreSQL: the start line and /v1/health name the
 * state store without secrets, and operator commands given to the CLI on the same store while the server
 * holds it (they go through the server) write the shared state, not the embedded store. With no such
 * server, a state command named to PostgreSQL by FDS_STATE_URL is refused rather than written to the file.
 */
import type { ResultPromise } from 'execa';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/core/clock';
import { migrateState } from '../../src/state/pg/migrate';
import { PgState } from '../../src/state/pg/state';
import { startPostgres, type PostgresServer } from '../support/postgres';
import { listening, stop } from './bundle-smoke/serve-child';
import { ensureBuilt, sandbox, type Sandbox } from './support';

let box: Sandbox;
let postgres: PostgresServer;
let url: string;
let state: PgState;
let server: ResultPromise | undefined;
let base: string;
let startLine = '';

beforeAll(async () => {
  await ensureBuilt();
  postgres = await startPostgres();
  url = await postgres.database('fds_shared');
  state = PgState.open(url);
  await migrateState(state, fixedClock('2026-11-21T15:00:00Z'));
  box = sandbox();
  box.env.FDS_NO_DAEMON = '1';
  expect((await box.fds(['init', '--no-sample'])).exitCode).toBe(0);
  box.env.FDS_STATE_URL = url;
  server = box.spawn(['serve', '--port', '0', '--feed', 'none']);
  server.stderr?.on('data', (chunk: Buffer) => {
    startLine += chunk.toString('utf8');
  });
  base = await listening(server);
}, 120_000);

afterAll(async () => {
  try {
    await stop(server);
  } finally {
    (box as Sandbox | undefined)?.remove();
    await state?.close();
    await postgres?.stop();
  }
});

describe('fds serve --state through the built CLI', () => {
  it('says state: postgres (HOST:PORT/DATABASE) in its start line and in /v1/health, never the password', async () => {
    const where = `postgres (127.0.0.1:${new URL(url).port}/fds_shared)`;
    expect(startLine).toContain(`state: ${where}`);
    expect(startLine).not.toContain(new URL(url).password);
    const health = await request(`${base}/v1/health`);
    expect(await health.body.json()).toEqual({ status: 'ok', version: 'v1', state: where, captures: 'embedded' });
  });

  it('a key created by the CLI while the server holds the store lives in PostgreSQL and authenticates there', async () => {
    const created = await box.fds(['keys', 'create', '--account', 'shared-alice', '--json']);
    expect(created.exitCode, created.stderr).toBe(0);
    const { key, accountId } = JSON.parse(created.stdout) as { key: string; accountId: string };
    expect(await state.all('SELECT name FROM accounts')).toEqual([{ name: 'shared-alice' }]);
    const answer = await request(`${base}/v1/portfolios`, { headers: { authorization: `Bearer ${key}` } });
    expect(answer.statusCode).toBe(200);
    await answer.body.text();
    // The request was counted in the shared daily counter.
    expect(await state.all('SELECT account_id, count FROM usage_counters')).toEqual([{ account_id: accountId, count: 1 }]);
  });
});

describe('FDS_STATE_URL with no server keeping its state there', () => {
  it('refuses state commands (exit 6, saying what to do) instead of writing them to the store file, and leaves other commands alone', async () => {
    const alone = sandbox();
    try {
      alone.env.FDS_NO_DAEMON = '1';
      expect((await alone.fds(['init', '--no-sample'])).exitCode).toBe(0);
      alone.env.FDS_STATE_URL = url;
      for (const argv of [['keys', 'create', '--account', 'lost-bob'], ['accounts', 'list'], ['portfolio', 'list']]) {
        const refused = await alone.fds(argv);
        expect(refused.exitCode, argv.join(' ')).toBe(6);
        expect(refused.stderr).toContain('FDS_STATE_URL is set, but no fds serve keeping its state there holds');
        expect(refused.stderr).toContain('Start fds serve on this store');
      }
      // Not a state command: answered from the store as ever.
      expect((await alone.fds(['health', '--json'])).exitCode).toBe(0);
      delete alone.env.FDS_STATE_URL;
      const accounts = await alone.fds(['accounts', 'list', '--json']);
      expect(accounts.exitCode, accounts.stderr).toBe(0);
      // Nothing reached the file: lost-bob was never created anywhere.
      expect(JSON.stringify(JSON.parse(accounts.stdout))).not.toContain('lost-bob');
      expect(await state.all("SELECT name FROM accounts WHERE name = 'lost-bob'")).toEqual([]);
    } finally {
      alone.remove();
    }
  }, 60_000);
});
