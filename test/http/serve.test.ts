import { execa } from 'execa';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../src/core/clock';
import { serve } from '../../src/http/serve';
import { ownerPaths } from '../../src/owner/paths';
import { ownerStatus } from '../../src/owner/take-over';
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
  it('holds the store and answers other fds processes on its owner socket, with its URL and operator token; lets go on close', async () => {
    const storePath = join(dir, 'fds.duckdb');
    const store = await openStore({ path: storePath, clock, sample: false });
    const banner: string[] = [];
    const running = await serve({ store, clock, host: '127.0.0.1', port: 0, storePath, log: () => undefined }, (line) => banner.push(line));
    try {
      const owner = await ownerStatus(storePath, process.env);
      expect(owner).toMatchObject({ kind: 'serve', pid: process.pid, store: storePath, idleTimeoutSeconds: null, server: { url: running.url, adminToken: expect.any(String) } });
      expect(statSync(ownerPaths(storePath, process.env).socket).mode & 0o777).toBe(0o600);
      expect(banner).toHaveLength(1);
      expect(banner[0]).toContain(running.url);
      expect(banner[0]).toContain('state: embedded');
      expect(banner[0]).not.toMatch(/synthetic/);

      const keys = await request(`${running.url}/_local/keys`, { headers: { authorization: `Bearer ${owner!.server!.adminToken}` } });
      expect(keys.statusCode).toBe(200);
      expect(await keys.body.json()).toEqual({ data: [] });
    } finally {
      await running.close();
    }
    expect(await ownerStatus(storePath, process.env)).toBeNull();
    expect(existsSync(ownerPaths(storePath, process.env).socket)).toBe(false);
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

  it('opens no owner socket for a :memory: store, which no other process can share', async () => {
    const store = await openStore({ path: ':memory:', clock, sample: false });
    const running = await serve({ store, clock, host: '127.0.0.1', port: 0, storePath: ':memory:', log: () => undefined }, () => undefined);
    try {
      expect(existsSync(ownerPaths(':memory:', process.env).socket)).toBe(false);
    } finally {
      await running.close();
    }
  });

  it('on SIGTERM finishes, writes the quota counters, removes its owner socket, closes the store and exits 0', async () => {
    const storePath = join(dir, 'served.duckdb');
    const child = execa(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'fixtures/serve-child.ts'), storePath], {
      cwd: join(import.meta.dirname, '../..'),
      reject: false,
    });
    const owner = await vi.waitFor(
      async () => {
        const found = await ownerStatus(storePath, process.env);
        if (!found?.server) throw new Error('server not up yet');
        return found;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(owner.pid).toBe(child.pid);
    const state = owner.server!;
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
    expect(existsSync(ownerPaths(storePath, process.env).socket)).toBe(false);
    const store = await openStore({ path: storePath, clock, sample: false });
    try {
      const row = await store.one<{ count: number }>('SELECT count FROM usage_counters WHERE account_id = ?', [accountId]);
      expect(row?.count).toBe(2);
    } finally {
      store.close();
    }
  });
});
