/**
 * The runner end to end, in-process: argv → engine → rendering → exit code, over real DuckDB stores
 * loaded with the sample set, and over a real server on an ephemeral port for remote mode.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/core/clock';
import { LOCAL_CALLER } from '../../src/engine/context';
import { createKey } from '../../src/engine/keys/keys';
import { startServer, type RunningServer } from '../../src/http/server';
import { invoke } from '../../src/operations/invoke';
import { operationById } from '../../src/operations/index';
import { openStore } from '../../src/store/open';
import type { Store } from '../../src/store/store';
import { realFixture } from '../fixtures/ingest/helpers';
import { AS_OF, NOW, fds } from './support';

const MEMORY = ['--db', ':memory:'];
// A sample store file built once, as `fds init` leaves it: the commands below read it rather than each
// building the whole sample set again in a fresh `:memory:` store (the first test keeps that path covered).
const SAMPLE_DIR = mkdtempSync(join(tmpdir(), 'fds-run-'));
const STORE = ['--db', join(SAMPLE_DIR, 'sample.duckdb')];
beforeAll(async () => {
  (await openStore({ path: STORE[1]!, clock: fixedClock(NOW), asOf: AS_OF })).close();
}, 120_000);
afterAll(() => rmSync(SAMPLE_DIR, { recursive: true, force: true }));

describe('local commands on the embedded store', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore({ path: ':memory:', clock: fixedClock(NOW), asOf: AS_OF });
  });
  afterAll(() => store.close());

  const direct = (id: string, pathValues: Record<string, string>, query: Record<string, string>) =>
    invoke(operationById(id), { store, state: store, clock: fixedClock(NOW), caller: LOCAL_CALLER }, pathValues, query);

  it('--json prints exactly the body the operation returns, plus one newline', async () => {
    const run = await fds([...MEMORY, 'prices', 'AAPL', '--limit', '3', '--json']);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${JSON.stringify(await direct('prices.list', { ticker: 'AAPL' }, { limit: '3' }))}\n`);
  });

  it('joins the tickers of fds prices latest into one tickers= value', async () => {
    const run = await fds([...STORE, 'prices', 'latest', 'AAPL', 'BRK.B', 'ZZZZ', '--json']);
    expect(run.stdout).toBe(`${JSON.stringify(await direct('prices.latest', {}, { tickers: 'AAPL,BRK.B,ZZZZ' }))}\n`);
  });

  it('defaults to JSON when stdout is not a TTY', async () => {
    const plain = await fds([...STORE, 'market', 'calendar', '--year', '2026']);
    const json = await fds([...STORE, 'market', 'calendar', '--year', '2026', '--json']);
    expect(plain.stdout).toBe(json.stdout);
    expect(JSON.parse(plain.stdout)).toEqual(await direct('market.calendar', {}, { year: '2026' }));
  });

  it('keeps the exact body on stdout for --json, --ndjson and --csv and says on stderr, in one line, that it is synthetic', async () => {
    for (const format of ['--json', '--ndjson', '--csv']) {
      const run = await fds([...STORE, 'prices', 'AAPL', '--limit', '2', format]);
      expect(run.code, format).toBe(0);
      expect(run.stderr, format).toBe(`fds: note: this answer holds synthetic sample data (as of ${AS_OF}), not market data; fds store info lists what is still synthetic.\n`);
    }
    const json = await fds([...STORE, 'prices', 'AAPL', '--limit', '2', '--json']);
    expect(json.stdout).toBe(`${JSON.stringify(await direct('prices.list', { ticker: 'AAPL' }, { limit: '2' }))}\n`);
  });

  it('says nothing on stderr for an answer that reads no captured data', async () => {
    const run = await fds([...STORE, 'market', 'calendar', '--year', '2026', '--json']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
  });

  it('prints a human table with the synthetic-sample footer on a TTY', async () => {
    const run = await fds([...STORE, 'prices', 'dividends', 'KO'], { tty: true, env: { NO_COLOR: '1' } });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/│ Ex-date +│ Per share │ Ccy │/);
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe(`Synthetic sample data as of ${AS_OF} — not market data.`);
    expect(run.stdout).not.toContain('\u001b[');
  });

  it('prints the OpenAPI document as indented JSON on a TTY (a document, not a table), and the exact body with --json', async () => {
    const document = await direct('system.openapi', {}, {});
    const run = await fds([...STORE, 'openapi'], { tty: true, columns: 80, env: { NO_COLOR: '1' } });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${JSON.stringify(document, null, 2)}\n`);
    const json = await fds([...STORE, 'openapi', '--json']);
    expect(json.stdout).toBe(`${JSON.stringify(document)}\n`);
  });

  it('--ndjson prints one line per data row and --csv a header plus the rows', async () => {
    const ndjson = await fds([...STORE, 'prices', 'MSFT', '--limit', '4', '--ndjson']);
    const lines = ndjson.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual(((await direct('prices.list', { ticker: 'MSFT' }, { limit: '4' })) as { data: unknown[] }).data);
    const csv = await fds([...STORE, 'prices', 'MSFT', '--limit', '4', '--csv']);
    const rows = csv.stdout.trimEnd().split('\n');
    expect(rows[0]).toBe('date,open,high,low,close,adjustedClose,volume');
    expect(rows).toHaveLength(5);
  });

  it('exits 2 with the envelope on stdout when limit is above its maximum (501)', async () => {
    const run = await fds([...STORE, 'prices', 'AAPL', '--limit', '501']);
    expect(run.code).toBe(2);
    const envelope = JSON.parse(run.stdout) as { error: { code: string; status: number; message: string } };
    expect(envelope.error).toMatchObject({ code: 'invalid_parameter', status: 400 });
    // The envelope is the /v1 body, in the API's words; the line for people names the flag.
    expect(envelope.error.message).toBe("Invalid parameter 'limit': must be at most 500.");
    expect(run.stderr).toBe('fds: Invalid option --limit: must be at most 500.\n');
  });

  it('exits 3 for an unknown ticker', async () => {
    const run = await fds([...STORE, 'prices', 'ZZZZ', '--json']);
    expect(run.code).toBe(3);
    expect(JSON.parse(run.stdout)).toMatchObject({ error: { code: 'not_found', status: 404 } });
  });

  it('on a TTY reports an error as one line on stderr and nothing on stdout', async () => {
    const run = await fds([...STORE, 'prices', 'AAPL', '--start-date', '2026-13-01'], { tty: true });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('fds: Invalid option --start-date: must be a calendar date in yyyy-MM-dd form.\n');
  });

  it('exits 2 for a usage mistake, with the envelope when JSON was asked for', async () => {
    const run = await fds(['prices', 'AAPL', '--bogus', '--json']);
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stdout)).toMatchObject({ error: { code: 'invalid_parameter', status: 400 } });
    expect(run.stderr).toContain('--bogus');
  });

  it('exits 0 for --help and prints the help on stdout', async () => {
    const run = await fds(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: fds');
    expect(run.stderr).toBe('');
  });
});

describe('the store file', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'fds-run-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is created with the sample set on first use at the default location', async () => {
    const data = join(dir, 'xdg');
    const path = join(data, 'fds', 'fds.duckdb');
    const run = await fds(['market', 'status', '--json'], { env: { XDG_DATA_HOME: data } });
    expect(run.code).toBe(0);
    expect(existsSync(path)).toBe(true);
    const info = await fds(['store', 'info', '--json'], { env: { XDG_DATA_HOME: data } });
    expect(info.code).toBe(0);
    expect(JSON.parse(info.stdout)).toMatchObject({ path, sampleAsOf: AS_OF });
  });

  it('is never created from --db or FDS_DB naming a missing file: exit 2 says how to create it, nothing is written', async () => {
    const missing = join(dir, 'not', 'there.duckdb');
    const viaFlag = await fds(['--db', missing, 'prices', 'AAPL', '--json']);
    expect(viaFlag.code).toBe(2);
    expect(viaFlag.stderr).toContain(`The store ${missing} (named by --db) does not exist; create it with: fds --db ${missing} init`);
    expect(JSON.parse(viaFlag.stdout)).toMatchObject({ error: { code: 'invalid_parameter', status: 400 } });
    const viaEnv = await fds(['prices', 'AAPL'], { env: { FDS_DB: missing } });
    expect(viaEnv.code).toBe(2);
    expect(viaEnv.stderr).toContain('(named by FDS_DB) does not exist; create it with: fds init');
    expect(existsSync(join(dir, 'not'))).toBe(false);
    // fds init is how it is created on purpose.
    expect((await fds(['--db', missing, 'init', '--no-sample', '--json'])).code).toBe(0);
    expect((await fds(['--db', missing, 'market', 'status', '--json'])).code).toBe(0);
  });

  it('fds init builds the store, --force rebuilds it and --no-sample leaves it empty', async () => {
    const path = join(dir, 'init.duckdb');
    const first = await fds(['--db', path, 'init', '--as-of', '2026-06-30', '--json']);
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toEqual({ store: path, created: true, rebuilt: false, removed: [], sampleAsOf: '2026-06-30' });

    const again = await fds(['--db', path, 'init', '--no-sample', '--json']);
    expect(JSON.parse(again.stdout)).toMatchObject({ created: false, rebuilt: false, sampleAsOf: '2026-06-30', note: expect.stringContaining('--force') as unknown });

    const rebuilt = await fds(['--db', path, 'init', '--force', '--yes', '--no-sample', '--json']);
    expect(JSON.parse(rebuilt.stdout)).toEqual({ store: path, created: false, rebuilt: true, removed: [path], sampleAsOf: null });
    expect(rebuilt.stderr).toBe(`fds: removed ${path}.\n`);
    const gone = await fds(['--db', path, 'prices', 'AAPL', '--json']);
    expect(gone.code).toBe(3);
  });

  it('says in the table where the data ends when the default window of a series is empty', async () => {
    const path = join(dir, 'window.duckdb');
    expect((await fds(['--db', path, 'init', '--no-sample'])).code).toBe(0);
    expect((await fds(['--db', path, 'ingest', 'cftc', realFixture('cftc-cot-legacy-futures/annual.txt')])).code).toBe(0);
    const run = await fds(['--db', path, 'cftc', 'positions', '001602'], { tty: true, columns: 80, env: { NO_COLOR: '1' } });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('No rows.');
    expect(run.stdout).toContain('No weekly reports in the default window (the last year, ending today); the\nnewest is dated 2025-03-11. Add --start-date 2024-03-11 (or earlier) to reach\nit.\n');
    expect(run.stderr).toBe('');
  });

  it('refuses --remote for fds init', async () => {
    const run = await fds(['--db', join(dir, 'x.duckdb'), 'init', '--remote', 'http://127.0.0.1:9']);
    expect(run.code).toBe(2);
  });
});

describe('remote mode', () => {
  let store: Store;
  let server: RunningServer;
  let key: string;
  let freeKey: string;
  beforeAll(async () => {
    const clock = fixedClock(NOW);
    store = await openStore({ path: ':memory:', clock, asOf: AS_OF });
    key = (await createKey(store, clock, { account: 'remote-pro', plan: 'pro' })).key;
    freeKey = (await createKey(store, clock, { account: 'remote-free', plan: 'free' })).key;
    server = await startServer({ store, clock, host: '127.0.0.1', port: 0, log: () => undefined });
  });
  afterAll(async () => {
    await server.close();
    store.close();
  });

  const remote = () => ['--remote', server.url, '--api-key', key];

  it.each([
    ['prices', 'AAPL', '--limit', '5'],
    ['prices', 'BRK.B', '--start-date', '2026-01-05', '--end-date', '2026-02-27'],
    ['prices', 'dividends', 'KO'],
    ['prices', 'splits', 'NVDA'],
    ['prices', 'latest', 'AAPL', 'GOOGL', 'ZZZZ'],
    ['market', 'status'],
    ['market', 'calendar', '--year', '2027'],
  ])('prints byte-identical output to the local store: fds %s …', async (...argv) => {
    const local = await fds([...STORE, ...argv, '--json']);
    const far = await fds([...remote(), ...argv, '--json']);
    expect(far.code).toBe(0);
    expect(far.stdout).toBe(local.stdout);
  });

  it('rebuilds the server error: same envelope and exit code as local', async () => {
    const local = await fds([...STORE, 'prices', 'ZZZZ', '--json']);
    const far = await fds([...remote(), 'prices', 'ZZZZ', '--json']);
    expect(far.code).toBe(3);
    expect(far.stdout).toBe(local.stdout);
    const tooMany = await fds([...remote(), 'prices', 'AAPL', '--limit', '501', '--json']);
    expect(tooMany.code).toBe(2);
  });

  it('exits 4 without a valid key', async () => {
    const run = await fds(['--remote', server.url, '--api-key', 'fds_not_a_real_key_000000000000000', 'prices', 'AAPL']);
    expect(run.code).toBe(4);
    expect(JSON.parse(run.stdout)).toMatchObject({ error: { code: 'unauthorized', status: 401 } });
  });

  it('takes the server and key from FDS_BASE_URL and FDS_API_KEY', async () => {
    const local = await fds([...STORE, 'market', 'calendar', '--year', '2025', '--json']);
    const run = await fds(['market', 'calendar', '--year', '2025', '--json'], { env: { FDS_BASE_URL: server.url, FDS_API_KEY: freeKey } });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(local.stdout);
  });

  it('shows the synthetic-sample footer from the server notice', async () => {
    const run = await fds([...remote(), 'prices', 'AAPL', '--limit', '2'], { tty: true, env: { NO_COLOR: '1' } });
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe(`Synthetic sample data as of ${AS_OF} — not market data.`);
  });

  it('exits 6 when the server cannot be reached', async () => {
    const run = await fds(['--remote', 'http://127.0.0.1:9', 'market', 'status']);
    expect(run.code).toBe(6);
    expect(JSON.parse(run.stdout)).toMatchObject({ error: { code: 'service_unavailable', status: 503 } });
  });
});
