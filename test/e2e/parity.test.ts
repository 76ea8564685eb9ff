/**
 * Parity: for every public operation, `fds … --json` prints exactly the body of the matching /v1 request
 * on a real `fds serve`, when the CLI reaches the server because it holds the store (lock routing); and
 * what else lock routing does. The same cases with `--remote URL --api-key KEY` are in
 * parity-remote.test.ts, against a server of their own, so the two files run in parallel.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownerStatus } from '../../src/owner/take-over';
import { registry } from '../../src/operations/index';
import { allCases, cases, parityServer } from './parity-support';

const p = parityServer();

describe('fds … --json equals the /v1 body for every public operation', () => {
  it('lists every operation that is not operator-only', () => {
    const publicIds = registry.filter((op) => op.access !== 'local').map((op) => op.id);
    expect(Object.keys(cases).sort()).toEqual(publicIds.sort());
  });

  it.each(allCases().filter((c) => c.remoteOnly !== true))('$id: fds $argv (through the server holding the store)', async ({ argv, path, method, body }) => {
    const http = await p.httpBody(p.filled(path), method, body);
    const cli = await p.box.fds([...argv.map(p.filled), '--json']);
    expect(cli.stdout).toBe(`${http.body}\n`);
    expect(cli.exitCode === 0).toBe(http.status < 300);
  });
});

describe('lock routing', () => {
  it('reaches operator commands through the server holding the store', async () => {
    const info = await p.box.fds(['store', 'info', '--json']);
    expect(info.exitCode, info.stderr).toBe(0);
    const keys = await p.box.fds(['keys', 'list', '--json']);
    expect(keys.stdout).toContain('parity');
  });

  it('ingests a file through the server, resolving its path from the working directory', async () => {
    writeFileSync(join(p.box.dir, 'next.csv'), 'ticker,date,open,high,low,close,volume\nAAPL,2026-11-23,231,233,230,232.5,1000\n');
    const run = await p.box.fds(['ingest', 'prices', 'next.csv', '--json']);
    expect(run.exitCode, run.stderr).toBe(0);
    expect((JSON.parse(run.stdout) as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ file: join(p.box.dir, 'next.csv'), rowsRead: 1, rowsAdded: 1 }),
    ]);
    const page = JSON.parse((await p.box.fds(['prices', 'AAPL', '--limit', '1'])).stdout) as { data: { date: string }[] };
    expect(page.data[0]!.date).toBe('2026-11-23');
  });

  it('hides operator routes from API keys (404), and the CLI in remote mode refuses operator commands itself (exit 2)', async () => {
    expect((await p.httpBody('/_local/keys')).status).toBe(404);
    const run = await p.box.fds(['--remote', p.url, '--api-key', p.key, 'keys', 'list']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toBe('fds: fds keys list works only on the local store, and remote mode is on (--remote); leave out --remote to run it here.\n');
  });

  it('lets go of the store when the server stops, and the next command opens it', async () => {
    expect((await ownerStatus(p.box.store, p.box.env))?.kind).toBe('serve');
    p.server.kill('SIGTERM');
    const result = await p.server;
    expect(result.exitCode).toBe(0);
    expect(await ownerStatus(p.box.store, p.box.env)).toBeNull();
    const direct = await p.box.fds(['market', 'calendar', '--json']);
    expect(direct.exitCode).toBe(0);
  });
});
