import { execa } from 'execa';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../src/core/clock';
import { readServerState, serve } from '../../src/http/serve';
import { serverStateFile } from '../../src/store/location';
import { openStore } from '../../src/store/open';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fds-serve-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const clock = fixedClock('2026-11-20T15:00:00Z');

describe('fds serve', () => {
  it('writes a 0600 state file with url, pid, admin token and start time, and removes it on close', async () => {
    const storePath = join(dir, 'fds.duckdb');
    const store = await openStore({ path: storePath, clock, sample: false });
    const banner: string[] = [];
    const running = await serve({ store, clock, host: '127.0.0.1', port: 0, storePath, log: () => undefined }, (line) => banner.push(line));
    try {
      const file = serverStateFile(storePath);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const state = JSON.parse(readFileSync(file, 'utf8'));
      expect(state).toEqual({ url: running.url, pid: process.pid, adminToken: expect.any(String), startedAt: '2026-11-20T15:00:00.000Z' });
      expect(readServerState(storePath)).toEqual(state);
      expect(banner).toHaveLength(1);
      expect(banner[0]).toContain(running.url);
      expect(banner[0]).not.toMatch(/synthetic/);

      const keys = await request(`${running.url}/_local/keys`, { headers: { authorization: `Bearer ${state.adminToken}` } });
      expect(keys.statusCode).toBe(200);
      expect(await keys.body.json()).toEqual({ data: [] });
    } finally {
      await running.close();
    }
    expect(existsSync(serverStateFile(storePath))).toBe(false);
    expect(readServerState(storePath)).toBeNull();
    // The store was closed: another open of the same file succeeds.
    (await openStore({ path: storePath, clock, sample: false })).close();
  });

  it('warns in the banner when the store holds synthetic sample data', async () => {
    const store = await openStore({ path: ':memory:', clock, sample: false });
    await store.write((tx) => tx.run("INSERT INTO store_meta VALUES ('sample_as_of', '2026-11-20')"));
    const banner: string[] = [];
    const running = await serve({ store, clock, host: '127.0.0.1', port: 0, storePath: ':memory:', log: () => undefined }, (line) => banner.push(line));
    await running.close();
    expect(banner[0]).toMatch(/synthetic sample data \(as of 2026-11-20\), not market data/);
  });

  it('writes no state file for a :memory: store', async () => {
    const store = await openStore({ path: ':memory:', clock, sample: false });
    const running = await serve({ store, clock, host: '127.0.0.1', port: 0, storePath: ':memory:', log: () => undefined }, () => undefined);
    await running.close();
    expect(existsSync(serverStateFile(':memory:'))).toBe(false);
  });

  it('reads no server state when the file is missing, unreadable, or its process is gone', async () => {
    const storePath = join(dir, 'gone.duckdb');
    expect(readServerState(storePath)).toBeNull();
    writeFileSync(serverStateFile(storePath), 'not json');
    expect(readServerState(storePath)).toBeNull();
    const child = execa(process.execPath, ['-e', 'process.exit(0)']);
    await child;
    const exited = { pid: child.pid! };
    const state = { url: 'http://127.0.0.1:1', pid: exited.pid, adminToken: 'x', startedAt: '2026-11-20T15:00:00.000Z' };
    writeFileSync(serverStateFile(storePath), JSON.stringify(state));
    expect(readServerState(storePath)).toBeNull();
    writeFileSync(serverStateFile(storePath), JSON.stringify({ ...state, pid: process.pid }));
    expect(readServerState(storePath)).toEqual({ ...state, pid: process.pid });
  });

  it('on SIGTERM finishes, writes the quota counters, removes the state file, closes the store and exits 0', async () => {
    const storePath = join(dir, 'served.duckdb');
    const child = execa(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'fixtures/serve-child.ts'), storePath], {
      cwd: join(import.meta.dirname, '../..'),
      reject: false,
    });
    const state = await vi.waitFor(
      () => {
        const found = readServerState(storePath);
        if (!found) throw new Error('server not up yet');
        return found;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(state.pid).toBe(child.pid);
    const admin = { authorization: `Bearer ${state.adminToken}` };
    const created = await request(`${state.url}/_local/keys?account=ops&plan=free`, { method: 'POST', headers: admin });
    const { key, accountId } = (await created.body.json()) as { key: string; accountId: string };
    for (let i = 0; i < 2; i++) {
      const res = await request(`${state.url}/v1/market/status`, { headers: { authorization: `Bearer ${key}` } });
      expect(res.statusCode).toBe(200);
      await res.body.dump();
    }
    child.kill('SIGTERM');
    const result = await child;
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toMatch(/SIGTERM/);
    expect(existsSync(serverStateFile(storePath))).toBe(false);
    const store = await openStore({ path: storePath, clock, sample: false });
    try {
      const row = await store.one<{ count: number }>('SELECT count FROM usage_counters WHERE account_id = ?', [accountId]);
      expect(row?.count).toBe(2);
    } finally {
      store.close();
    }
  });
});
