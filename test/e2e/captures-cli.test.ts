/**
 * `fds captures publish DIR` and `fds serve --captures DIR` through the built CLI (`bin/fds`): a publish
 * through the store's owner, a replica that says where its captures are, switches to the next publish by
 * itself and stops cleanly, and the refusals with their exit codes.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listening, stop } from './bundle-smoke/serve-child';
import { ensureBuilt, sandbox, type Sandbox } from './support';

let box: Sandbox;
let dir: string;

beforeAll(async () => {
  await ensureBuilt();
  box = sandbox();
  dir = join(box.dir, 'captures');
  expect((await box.fds(['init'])).exitCode).toBe(0);
}, 120_000);

afterAll(() => box?.remove());

const health = async (url: string): Promise<unknown> => (await request(`${url}/v1/health`)).body.json();

/** Collects a child's stderr as it comes. */
function stderrOf(child: ReturnType<Sandbox['spawn']>): () => string {
  let text = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  return () => text;
}

describe('fds captures publish', () => {
  it('publishes the store to DIR (relative to the working directory) and prints the manifest with --json', async () => {
    const run = await box.fds(['captures', 'publish', 'captures', '--json']);
    expect(run.exitCode, run.stderr).toBe(0);
    const manifest = JSON.parse(run.stdout) as { version: number; tables: Record<string, { file: string }> };
    expect(manifest.version).toBe(1);
    expect(manifest.tables.prices!.file).toBe('v1/prices.parquet');
    // The sandbox store holds the sample set: what was published is synthetic, and the CLI says so.
    expect(run.stderr).toContain('fds: note: this answer holds synthetic sample data');
  });

  it('works on the local store only: refused in remote mode (exit 2)', async () => {
    const run = await box.fds(['--remote', 'http://127.0.0.1:9', 'captures', 'publish', 'captures']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain('fds captures publish works only on the local store');
  });
});

describe('fds serve --captures', () => {
  it('serves the published version, says so, switches to the next publish by itself, and stops cleanly', async () => {
    const child = box.spawn(['serve', '--port', '0', '--captures', 'captures', '--captures-poll', '1']);
    const stderr = stderrOf(child);
    try {
      const url = await listening(child);
      expect(stderr()).toContain(`(state: embedded, captures: parquet ${dir} v1, replay feed at 1x, options capture); Ctrl-C stops.`);
      expect(await health(url)).toEqual({ status: 'ok', version: 'v1', state: 'embedded', captures: `parquet ${dir} v1` });

      const again = await box.fds(['captures', 'publish', 'captures']);
      expect(again.exitCode, again.stderr).toBe(0);
      await expect.poll(() => health(url), { timeout: 20_000, interval: 200 }).toEqual({ status: 'ok', version: 'v1', state: 'embedded', captures: `parquet ${dir} v2` });
      expect(stderr()).toContain(`fds serve: captures: switched to v2 of ${dir}`);
    } finally {
      await stop(child);
    }
    expect((await child).exitCode).toBe(0);
  }, 60_000);

  it('takes the directory from FDS_CAPTURES_DIR', async () => {
    // spawn() reads box.env when it is called: set for this child only.
    Object.assign(box.env, { FDS_CAPTURES_DIR: dir });
    const replica = box.spawn(['serve', '--port', '0']);
    delete box.env.FDS_CAPTURES_DIR;
    try {
      const url = await listening(replica);
      expect(await health(url)).toMatchObject({ captures: `parquet ${dir} v2` });
    } finally {
      await stop(replica);
    }
  }, 60_000);

  it('refuses a directory without a manifest (exit 2), saying how to publish there', async () => {
    const empty = join(box.dir, 'empty');
    mkdirSync(empty);
    const run = await box.fds(['serve', '--port', '0', '--captures', 'empty']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toBe(`fds: ${empty} holds no captures manifest (manifest.json); publish there first: fds captures publish ${empty}\n`);
  });

  it('refuses --db with --captures (exit 2): a replica keeps no store file', async () => {
    const run = await box.fds(['--db', box.store, 'serve', '--port', '0', '--captures', 'captures']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain('leave out --db');
  });
});
