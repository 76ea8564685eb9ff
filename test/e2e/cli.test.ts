/**
 * The built CLI as a user runs it: a fresh store created on first use, every output mode, exit codes,
 * administration commands, and the message when someone else holds the store.
 */
import { realFixture } from '../fixtures/ingest/helpers';
import { execa } from 'execa';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AS_OF, ROOT, ensureBuilt, sandbox, type Sandbox } from './support';

let box: Sandbox;

beforeAll(async () => {
  await ensureBuilt();
  box = sandbox();
});
afterAll(() => (box as Sandbox | undefined)?.remove());

interface Envelope {
  error: { code: string; message: string; status: number };
}

describe('first use', () => {
  it('creates the store with the synthetic sample set and answers fds prices AAPL', async () => {
    expect(existsSync(box.store)).toBe(false);
    const run = await box.fds(['prices', 'AAPL']);
    expect(run.exitCode).toBe(0);
    expect(existsSync(box.store)).toBe(true);
    const body = JSON.parse(run.stdout) as { data: { date: string; volume: number }[]; meta: { limit: number; count: number } };
    expect(body.meta.limit).toBe(260);
    expect(body.data).toHaveLength(260);
    expect(body.data[0]!.date <= AS_OF).toBe(true);
    const info = await box.fds(['store', 'info', '--json']);
    expect(info.exitCode).toBe(0);
    expect(info.stdout).toContain(AS_OF);
    // The body is the exact /v1 body; that it is synthetic is said on stderr.
    expect(run.stderr).toContain('fds: note: this answer holds synthetic sample data');
  });

  it('refuses a mistyped --db or FDS_DB with exit 2 saying how to create it, and creates nothing', async () => {
    const typo = join(box.dir, 'nowhere', 'stroe.duckdb');
    const viaFlag = await box.fds(['--db', typo, 'prices', 'AAPL']);
    expect(viaFlag.exitCode).toBe(2);
    expect(viaFlag.stderr).toContain(`The store ${typo} (named by --db) does not exist; create it with: fds --db ${typo} init`);
    const viaEnv = await box.fds(['fred', 'latest'], { FDS_DB: typo });
    expect(viaEnv.exitCode).toBe(2);
    expect(viaEnv.stderr).toContain('(named by FDS_DB) does not exist; create it with: fds init');
    expect((await box.fds(['serve', '--port', '0'], { FDS_DB: typo })).exitCode).toBe(2);
    expect(existsSync(join(box.dir, 'nowhere'))).toBe(false);
  });
});

describe('an empty default window over older data', () => {
  it('keeps the JSON body as the server sends it and says on stderr where the data ends and which flag reaches it', async () => {
    const store = join(box.dir, 'window.duckdb');
    expect((await box.fds(['--db', store, 'init', '--no-sample'])).exitCode).toBe(0);
    expect((await box.fds(['--db', store, 'ingest', 'fred', realFixture('fred-csv/DGS10.csv')])).exitCode).toBe(0);
    const run = await box.fds(['--db', store, 'fred', 'observations', 'DGS10', '--json']);
    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ data: [], meta: { count: 0, hasMore: false } });
    expect(run.stderr).toBe('fds: note: No observations in the default window (the last year, ending today); the newest is dated 1963-02-25. Add --start-date 1962-02-25 (or earlier) to reach it.\n');
    const reached = await box.fds(['--db', store, 'fred', 'observations', 'DGS10', '--start-date', '1962-02-25', '--limit', '1', '--json']);
    expect(JSON.parse(reached.stdout)).toMatchObject({ data: [{ date: '1963-02-25', value: 3.95 }] });
    expect(reached.stderr).toBe('');
  });
});

describe('output modes', () => {
  it('defaults to JSON when stdout is not a TTY, identical to --json, one line', async () => {
    const plain = await box.fds(['prices', 'MSFT', '--limit', '5']);
    const json = await box.fds(['prices', 'MSFT', '--limit', '5', '--json']);
    expect(plain.stdout).toBe(json.stdout);
    expect(json.stdout.endsWith('}\n')).toBe(true);
    expect(json.stdout.trimEnd().split('\n')).toHaveLength(1);
  });

  it('--ndjson prints the data rows, one per line', async () => {
    const json = JSON.parse((await box.fds(['prices', 'MSFT', '--limit', '5', '--json'])).stdout) as { data: unknown[] };
    const run = await box.fds(['prices', 'MSFT', '--limit', '5', '--ndjson']);
    expect(run.stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as unknown)).toEqual(json.data);
  });

  it('--csv prints a header and the data rows', async () => {
    const run = await box.fds(['prices', 'dividends', 'KO', '--csv']);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('exDate,amountPerShare,currency');
    const json = JSON.parse((await box.fds(['prices', 'dividends', 'KO', '--json'])).stdout) as { data: unknown[] };
    expect(lines).toHaveLength(json.data.length + 1);
  });

  it('answers market status and the calendar of a curated year', async () => {
    const status = JSON.parse((await box.fds(['market', 'status'])).stdout) as { timeZone: string; date: string };
    expect(status.timeZone).toBe('America/New_York');
    expect(status.date).toBe('2026-11-21');
    const calendar = JSON.parse((await box.fds(['market', 'calendar', '--year', '2026'])).stdout) as { data: { date: string }[] };
    expect(calendar.data.map((d) => d.date)).toContain('2026-11-26');
  });

  it('joins fds prices latest tickers and reports unresolved ones in notFound', async () => {
    const body = JSON.parse((await box.fds(['prices', 'latest', 'AAPL', 'brk.b', 'ZZZZ'])).stdout) as { data: { ticker: string }[]; notFound: string[] };
    expect(body.data.map((row) => row.ticker)).toEqual(['AAPL', 'BRK-B']);
    expect(body.notFound).toEqual(['ZZZZ']);
  });
});

describe('exit codes', () => {
  it('exits 2 when limit is above its maximum (501), envelope on stdout, one line on stderr', async () => {
    const run = await box.fds(['prices', 'AAPL', '--limit', '501']);
    expect(run.exitCode).toBe(2);
    const envelope = JSON.parse(run.stdout) as Envelope;
    expect(envelope.error).toMatchObject({ code: 'invalid_parameter', status: 400 });
    // The envelope is the /v1 body, in the API's words; the line for people names the flag.
    expect(envelope.error.message).toBe("Invalid parameter 'limit': must be at most 500.");
    expect(run.stderr).toBe('fds: Invalid option --limit: must be at most 500.\n');
  });

  it('exits 3 for an unknown ticker', async () => {
    const run = await box.fds(['prices', 'ZZZZ']);
    expect(run.exitCode).toBe(3);
    expect((JSON.parse(run.stdout) as Envelope).error.code).toBe('not_found');
  });

  it('exits 2 for a calendar year outside 2025–2027', async () => {
    const run = await box.fds(['market', 'calendar', '--year', '2031']);
    expect(run.exitCode).toBe(2);
  });

  it('exits 2 for a usage mistake', async () => {
    const run = await box.fds(['prices', 'AAPL', '--frobnicate']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain('--frobnicate');
  });

  it('exits 0 for --help and --version', async () => {
    expect((await box.fds(['--help'])).exitCode).toBe(0);
    const version = await box.fds(['--version']);
    expect(version.exitCode).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('keys', () => {
  it('prints a new key once, lists it without the key, and revokes it', async () => {
    const created = await box.fds(['keys', 'create', '--account', 'acme', '--plan', 'plus']);
    expect(created.exitCode).toBe(0);
    const key = JSON.parse(created.stdout) as { id: string; key: string; plan: string };
    expect(key.plan).toBe('plus');
    const list = await box.fds(['keys', 'list']);
    expect(list.stdout).toContain(key.id);
    expect(list.stdout).not.toContain(key.key);
    const revoked = JSON.parse((await box.fds(['keys', 'revoke', key.id])).stdout) as { revokedAt: string | null };
    expect(revoked.revokedAt).not.toBeNull();
    expect((await box.fds(['keys', 'revoke', 'no-such-key'])).exitCode).toBe(3);
  });

  it('exits 2 for a plan that does not exist', async () => {
    expect((await box.fds(['keys', 'create', '--account', 'acme', '--plan', 'gold'])).exitCode).toBe(2);
  });
});

describe('fds init', () => {
  it('--force --no-sample rebuilds the store empty; --force --as-of rebuilds it with the sample', async () => {
    const other = join(box.dir, 'init.duckdb');
    const empty = await box.fds(['--db', other, 'init', '--force', '--yes', '--no-sample']);
    expect(JSON.parse(empty.stdout)).toMatchObject({ sampleAsOf: null });
    expect((await box.fds(['--db', other, 'prices', 'AAPL'])).exitCode).toBe(3);
    const rebuilt = await box.fds(['--db', other, 'init', '--force', '--yes', '--as-of', '2026-06-30']);
    expect(JSON.parse(rebuilt.stdout)).toMatchObject({ rebuilt: true, sampleAsOf: '2026-06-30' });
    const page = JSON.parse((await box.fds(['--db', other, 'prices', 'AAPL', '--limit', '1'])).stdout) as { data: { date: string }[] };
    expect(page.data[0]!.date <= '2026-06-30').toBe(true);
  });
});

describe('a store held by another process', () => {
  it('exits 6 naming the store and the PID holding it when no fds server answers for it', async () => {
    const held = join(box.dir, 'held.duckdb');
    expect((await box.fds(['--db', held, 'init'])).exitCode).toBe(0);
    // A plain DuckDB client holds the file: no state file, no server.
    const holder = execa(
      'node',
      ['--input-type=module', '-e', `import { DuckDBInstance } from '@duckdb/node-api'; await DuckDBInstance.create(${JSON.stringify(held)}); console.log('held'); setInterval(() => {}, 1000);`],
      { cwd: ROOT, reject: false },
    );
    try {
      await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
      // A process that answers nobody is waited for, at most FDS_LOCK_WAIT_SECONDS.
      const run = await box.fds(['--db', held, 'prices', 'AAPL'], { FDS_LOCK_WAIT_SECONDS: '1' });
      expect(run.exitCode).toBe(6);
      expect(run.stderr).toContain(held);
      expect(run.stderr).toContain(String(holder.pid));
    } finally {
      holder.kill();
      await holder;
    }
  });
});

describe('ingest', () => {
  it('loads a prices file, reports rows read and added per file, and adds nothing the second time', async () => {
    const file = join(box.dir, 'bars.csv');
    writeFileSync(file, ['ticker,date,open,high,low,close,adjusted_close,volume', 'AAPL,2026-11-23,231,233,230,232.5,232.5,1000', 'AAPL,2026-11-24,232.5,234,231,233,233,1200', ''].join('\n'));
    const first = await box.fds(['ingest', 'prices', 'bars.csv']);
    expect(first.exitCode, first.stderr).toBe(0);
    const [report] = (JSON.parse(first.stdout) as { data: Record<string, unknown>[] }).data;
    expect(report).toMatchObject({ rowsRead: 2, rowsAdded: 2 });
    const second = await box.fds(['ingest', 'prices', file]);
    expect((JSON.parse(second.stdout) as { data: Record<string, unknown>[] }).data[0]).toMatchObject({ rowsRead: 2, rowsAdded: 0 });
  });

  it('exits 2 for a file that is not in the canonical columns, naming the file', async () => {
    const file = join(box.dir, 'bad.csv');
    writeFileSync(file, 'what,is,this\n1,2,3\n');
    const run = await box.fds(['ingest', 'prices', file]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain('bad.csv');
    expect(run.stderr.split(file).length - 1, 'the file is named once').toBe(1);
  });

  it('says which earlier files of the same command were ingested when a later one is refused', async () => {
    const good = join(box.dir, 'good-dividends.csv');
    const bad = join(box.dir, 'bad-dividends.csv');
    writeFileSync(good, 'ticker,ex_date,amount,currency\nAAPL,2026-12-10,0.26,USD\n');
    writeFileSync(bad, 'ticker,ex_date,amount,currency\nAAPL,not-a-date,0.26,USD\n');
    const run = await box.fds(['ingest', 'dividends', good, bad]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(`${bad}, line 2, column 'ex_date': "not-a-date" is not a date, yyyy-MM-dd. Nothing of this file was stored.\n`);
    expect(run.stderr).toContain(`Stopped at ${bad} (file 2 of 2).\nLoaded: ${good}.\nNot attempted: none.\n`);
    const again = await box.fds(['ingest', 'dividends', good]);
    expect((JSON.parse(again.stdout) as { data: Record<string, unknown>[] }).data[0]).toMatchObject({ rowsRead: 1, rowsAdded: 0 });
  });
});
