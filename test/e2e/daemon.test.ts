/**
 * The store's daemon through the built CLI: fds daemon status|start|stop, its exit when idle, its private
 * socket, a store held by fds serve (which fds daemon stop refuses), and a daemon of another build, which
 * steps aside when a command of this build reaches it.
 */
import { execa } from 'execa';
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerPaths } from '../../src/owner/paths';
import { ensureBuilt, ROOT, sandbox, type Sandbox } from './support';

let box: Sandbox;
beforeAll(async () => {
  await ensureBuilt();
  box = sandbox();
  expect((await box.fds(['init'])).exitCode).toBe(0);
}, 120_000);
afterAll(() => box?.remove());

interface Held {
  store: string;
  held: boolean;
  stopped?: boolean;
  owner: { kind: string; pid: number; build: string; socket: string; idleTimeoutSeconds: number | null; requests: number; log: string | null } | null;
}

const status = async (env: Record<string, string> = {}): Promise<Held> => JSON.parse((await box.fds(['daemon', 'status', '--json'], env)).stdout) as Held;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(probe: () => Promise<T | null>, timeoutMs = 30_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(100)) {
    const found = await probe();
    if (found !== null) return found;
  }
  throw new Error('timed out');
}

describe('fds daemon', () => {
  it('status says nobody holds the store; start starts the daemon; stop ends it and says so', async () => {
    expect(await status()).toEqual({ store: box.store, held: false, owner: null });
    const started = JSON.parse((await box.fds(['daemon', 'start', '--json'])).stdout) as Held;
    expect(started).toMatchObject({ store: box.store, held: true, owner: { kind: 'daemon', idleTimeoutSeconds: 60 } });
    expect((await status()).owner?.pid).toBe(started.owner!.pid);

    // Commands are answered by it: its request count rises.
    expect((await box.fds(['prices', 'AAPL', '--limit', '1'])).exitCode).toBe(0);
    expect((await status()).owner!.requests).toBeGreaterThan(0);

    const stopped = JSON.parse((await box.fds(['daemon', 'stop', '--json'])).stdout) as Held;
    expect(stopped).toMatchObject({ held: false, stopped: true, owner: { pid: started.owner!.pid } });
    expect(await status()).toMatchObject({ held: false, owner: null });
    expect(JSON.parse((await box.fds(['daemon', 'stop', '--json'])).stdout)).toMatchObject({ held: false, stopped: false, owner: null });
  }, 60_000);

  it('keeps its socket private: a directory of mode 0700 and a socket of mode 0600', async () => {
    expect((await box.fds(['daemon', 'start'])).exitCode).toBe(0);
    const paths = ownerPaths(box.store, box.env);
    expect(statSync(paths.dir).mode & 0o777).toBe(0o700);
    expect(statSync(paths.socket).mode & 0o777).toBe(0o600);
    expect((await box.fds(['daemon', 'stop'])).exitCode).toBe(0);
  }, 60_000);

  it('exits by itself after its idle period (FDS_DAEMON_IDLE_SECONDS)', async () => {
    const env = { FDS_DAEMON_IDLE_SECONDS: '2' };
    expect((await box.fds(['daemon', 'start'], env)).exitCode).toBe(0);
    expect((await status(env)).owner?.idleTimeoutSeconds).toBe(2);
    await waitFor(async () => ((await status(env)).held ? null : true), 20_000);
  }, 60_000);

  it('a one-shot command on an unheld store leaves the daemon holding it, answering the next one', async () => {
    expect((await box.fds(['market', 'vix', '--limit', '1'])).exitCode).toBe(0);
    const owner = await waitFor(async () => (await status()).owner);
    expect(owner.kind).toBe('daemon');
    expect((await box.fds(['daemon', 'stop'])).exitCode).toBe(0);
  }, 60_000);

  it('refuses to stop the fds serve holding the store (exit 6), which answers the other commands meanwhile', async () => {
    const server = box.spawn(['serve', '--port', '0']);
    try {
      const owner = await waitFor(async () => ((await status()).owner?.kind === 'serve' ? (await status()).owner : null));
      const refused = await box.fds(['daemon', 'stop']);
      expect(refused.exitCode).toBe(6);
      expect(refused.stderr).toContain(`held by fds serve (process ${owner.pid})`);
      expect((await box.fds(['prices', 'AAPL', '--limit', '1'])).exitCode).toBe(0);
    } finally {
      server.kill('SIGTERM');
      expect((await server).exitCode).toBe(0);
    }
  }, 60_000);

  it('a daemon of another build steps aside when a command of this build reaches it, and the command still answers', async () => {
    const old = execa(process.execPath, ['--import', 'tsx', join(ROOT, 'test/e2e/fixtures/daemon-child.ts'), box.store], { cwd: ROOT, env: { ...process.env, ...box.env }, reject: false });
    try {
      const owner = await waitFor(async () => (await status()).owner);
      expect(owner.build).toBe('sources');
      const run = await box.fds(['prices', 'AAPL', '--limit', '1', '--json']);
      expect(run.exitCode, run.stderr).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({ data: [{ date: expect.any(String) }] });
      const ended = await old;
      expect(ended.stdout.trim()).toBe('served');
    } finally {
      old.kill('SIGTERM');
    }
    // The next daemon is this build's.
    const next = await waitFor(async () => (await status()).owner);
    expect(next.build).not.toBe('sources');
    expect((await box.fds(['daemon', 'stop'])).exitCode).toBe(0);
  }, 90_000);

  it('never answers for a store file deleted from under it: a store created again at the path is the one used', async () => {
    expect((await box.fds(['daemon', 'start'])).exitCode).toBe(0);
    const old = (await status()).owner!;
    rmSync(box.store);
    rmSync(`${box.store}.wal`, { force: true });
    // At the default location the next command creates the store anew: an empty one here.
    expect((await box.fds(['init', '--no-sample'])).exitCode).toBe(0);
    const unknown = await box.fds(['prices', 'AAPL']);
    expect(unknown.exitCode, unknown.stderr).toBe(3);
    expect(JSON.parse(unknown.stdout)).toMatchObject({ error: { code: 'not_found' } });
    await waitFor(async () => ((await status()).owner?.pid === old.pid ? null : true));
    // The sample set again, for the tests after this one.
    expect((await box.fds(['init', '--force', '--yes'])).exitCode).toBe(0);
  }, 60_000);

  it('exits when stopped even after its directory (socket, claim, log) was removed from under it', async () => {
    const pid = (JSON.parse((await box.fds(['daemon', 'start', '--json'])).stdout) as Held).owner!.pid;
    rmSync(ownerPaths(box.store, box.env).dir, { recursive: true, force: true });
    process.kill(pid, 'SIGTERM');
    const alive = (): boolean => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    await waitFor(() => Promise.resolve(alive() ? null : true), 20_000);
    expect(await status()).toMatchObject({ held: false });
  }, 60_000);
});

