/**
 * `fds state migrate` through the built CLI (`bin/fds`) on a real PostgreSQL: it migrates an empty
 * database, does nothing the second time, takes its URL from --state or FDS_STATE_URL, never prints the
 * password, and fails with a clear message and the documented exit code (no stack trace) without a URL,
 * with one that is not PostgreSQL's, or when the server cannot be reached or refuses the login.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgState } from '../../src/state/pg/state';
import { STATE_MIGRATIONS } from '../../src/state/pg/schema';
import { startPostgres, type PostgresServer } from '../support/postgres';
import { directSandbox, type CliRun, type Sandbox } from './support';

let box: Sandbox;
let server: PostgresServer;
let url: string;
const NEWEST = Math.max(...STATE_MIGRATIONS.map((m) => m.version));

beforeAll(async () => {
  [box, server] = await Promise.all([directSandbox(), startPostgres()]);
  url = await server.database('fds_state');
}, 120_000);

afterAll(async () => {
  box?.remove();
  await server?.stop();
});

const passwordOf = (text: string): string => new URL(text).password;

/** Runs `fds state migrate …` with no FDS_STATE_URL unless `env` sets one. */
const migrate = (argv: readonly string[], env: Record<string, string> = {}): Promise<CliRun> =>
  box.fds(['state', 'migrate', ...argv], { FDS_STATE_URL: '', ...env });

/** A failed run: the envelope on stdout (output is piped), one line on stderr, no stack, no password. */
function expectCleanFailure(run: CliRun, exitCode: number, code: string, message: RegExp): void {
  expect(run.exitCode, run.stderr).toBe(exitCode);
  expect(JSON.parse(run.stdout)).toMatchObject({ error: { code, message: expect.stringMatching(message) } });
  expect(run.stderr).toMatch(/^fds: .+\n$/);
  expect(run.stderr).not.toMatch(/\n\s+at /);
}

describe('fds state migrate', () => {
  it('migrates an empty database: --json prints {applied, current}; the embedded store is not touched', async () => {
    const run = await migrate(['--state', url, '--json']);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ applied: STATE_MIGRATIONS.map((m) => m.version), current: NEWEST });
    expect(run.stderr).toBe('');
    const db = PgState.open(url);
    try {
      expect(await db.one('SELECT count(*) AS n FROM state_migrations')).toEqual({ n: STATE_MIGRATIONS.length });
      expect(await db.one("SELECT to_regclass('usage_counters') IS NOT NULL AS present")).toEqual({ present: true });
    } finally {
      await db.close();
    }
    expect(existsSync(box.store)).toBe(false);
  });

  it('running it again applies nothing; the URL may come from FDS_STATE_URL', async () => {
    const run = await migrate([], { FDS_STATE_URL: url });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ applied: [], current: NEWEST });
  });

  it('--state wins over FDS_STATE_URL', async () => {
    const run = await migrate(['--state', url], { FDS_STATE_URL: 'postgres://nobody:x@127.0.0.1:1/none' });
    expect(run.exitCode, run.stderr).toBe(0);
  });

  it('without a URL: a usage error naming --state and FDS_STATE_URL (exit 2)', async () => {
    expectCleanFailure(await migrate([]), 2, 'invalid_parameter', /needs the state store's URL: --state .*FDS_STATE_URL/);
  });

  it('with a URL that is not PostgreSQL\'s: a usage error, the password masked (exit 2)', async () => {
    const run = await migrate(['--state', 'mysql://admin:hunter2@db.example/fds']);
    expectCleanFailure(run, 2, 'invalid_parameter', /Invalid state URL 'mysql:\/\/admin:\*\*\*\*@db\.example\/fds'/);
    expect(run.stdout + run.stderr).not.toContain('hunter2');
    const garbled = await migrate(['--state', 'postgres://admin:hun/ter2@db/fds']);
    expectCleanFailure(garbled, 2, 'invalid_parameter', /not a URL/);
    expect(garbled.stdout + garbled.stderr).not.toContain('ter2');
  });

  it('when nothing listens at the address: unavailable, naming the store with its password masked (exit 6)', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const run = await migrate(['--state', `postgres://fds:s3cret-pw@127.0.0.1:${closed}/fds_state`]);
    expectCleanFailure(run, 6, 'service_unavailable', new RegExp(`Cannot reach the state store postgres://fds:\\*\\*\\*\\*@127\\.0\\.0\\.1:${closed}/fds_state`));
    expect(run.stdout + run.stderr).not.toContain('s3cret-pw');
  });

  it('when the server refuses the login: unavailable with PostgreSQL\'s reason, never the password (exit 6)', async () => {
    const wrong = url.replace(`:${passwordOf(url)}@`, ':not-the-password@');
    const run = await migrate(['--state', wrong]);
    expectCleanFailure(run, 6, 'service_unavailable', /password authentication failed/);
    expect(run.stdout + run.stderr).not.toContain('not-the-password');
    expect(run.stdout + run.stderr).not.toContain(passwordOf(url));
  });
});
