import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/core/errors';
import { fixedClock } from '../../../src/core/clock';
import { authenticateKey, createKey, listKeys, revokeKey } from '../../../src/engine/keys/keys';
import { generateKey, randomBase62 } from '../../../src/engine/keys/key-material';
import { loadUsage, saveUsage } from '../../../src/engine/keys/usage';
import { describeOnStateBackends, onEmbedded, type StateFixture } from '../../support/state';
import { emptyStore } from '../../support/store';

let f: StateFixture;
describeOnStateBackends((onState) => {
  beforeEach(async () => {
    f = await onState(await emptyStore('2026-11-20T10:00:00Z'));
  });
  afterEach(() => f.close());

  describe('API keys', () => {
    it('issues keys as fds_ followed by 32 base62 characters, all different', () => {
      const keys = new Set(Array.from({ length: 500 }, generateKey));
      expect(keys.size).toBe(500);
      for (const key of keys) expect(key).toMatch(/^fds_[0-9A-Za-z]{32}$/);
      const pooled = randomBase62(20_000);
      // Every one of the 62 characters turns up in a long draw: nothing is excluded by the sampling.
      expect(new Set(pooled).size).toBe(62);
    });

    it('stores only the sha256 of a key and a short display prefix, never the key', async () => {
      const created = await createKey(f.state, f.clock, { account: 'alice', plan: 'free' });
      const rows = await f.state.all<Record<string, string>>('SELECT * FROM api_keys');
      expect(rows).toHaveLength(1);
      expect(rows[0]!.key_hash).toBe(createHash('sha256').update(created.key).digest('hex'));
      expect(rows[0]!.key_prefix).toBe(created.key.slice(0, 8));
      expect(JSON.stringify(rows)).not.toContain(created.key);
    });

    it('creates the account on first use and returns the key once with its account and plan', async () => {
      const created = await createKey(f.state, f.clock, { account: 'alice', plan: 'plus' });
      expect(created).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        key: expect.stringMatching(/^fds_/),
        account: 'alice',
        accountId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        organization: null,
        organizationId: null,
        plan: 'plus',
        createdAt: '2026-11-20T10:00:00.000Z',
      });
      expect(await f.state.all('SELECT name, plan FROM accounts')).toEqual([{ name: 'alice', plan: 'plus' }]);
    });

    it("keeps one account per name: a later key takes the account's plan, and never moves it to another", async () => {
      const first = await createKey(f.state, f.clock, { account: 'alice', plan: 'plus' });
      const second = await createKey(f.state, f.clock, { account: 'alice' });
      expect(second).toMatchObject({ accountId: first.accountId, plan: 'plus' });
      await expect(createKey(f.state, f.clock, { account: 'alice', plan: 'pro' })).rejects.toMatchObject({
        status: 400,
        message: "Invalid parameter 'plan': account 'alice' is on the plus plan and its keys take that plan; leave plan out, or move the account and all its keys to pro with PUT /_local/accounts/alice/plan?plan=pro.",
      });
      expect(await f.state.all('SELECT name, plan FROM accounts')).toEqual([{ name: 'alice', plan: 'plus' }]);
      expect(await f.state.all('SELECT count(*)::INTEGER AS keys FROM api_keys')).toEqual([{ keys: 2 }]);
      expect(await authenticateKey(f.state, first.key)).toEqual({ kind: 'account', id: first.accountId, name: 'alice', plan: 'plus' });
    });

    it('creates a new account named without a plan on the free plan', async () => {
      expect(await createKey(f.state, f.clock, { account: 'bob' })).toMatchObject({ account: 'bob', plan: 'free' });
    });

    it('lists keys with id, prefix, account, plan, createdAt and revokedAt, never the key', async () => {
      const a = await createKey(f.state, f.clock, { account: 'alice', plan: 'free' });
      const b = await createKey(f.state, fixedClock('2026-11-20T11:00:00Z'), { account: 'bob', plan: 'plus' });
      const listed = await listKeys(f.state);
      expect(listed).toEqual([
        { id: a.id, prefix: a.key.slice(0, 8), account: 'alice', organization: null, plan: 'free', createdAt: '2026-11-20T10:00:00.000Z', revokedAt: null },
        { id: b.id, prefix: b.key.slice(0, 8), account: 'bob', organization: null, plan: 'plus', createdAt: '2026-11-20T11:00:00.000Z', revokedAt: null },
      ]);
    });

    it('authenticates an active key as its account and refuses unknown, malformed and revoked keys', async () => {
      const created = await createKey(f.state, f.clock, { account: 'alice', plan: 'free' });
      expect(await authenticateKey(f.state, created.key)).toEqual({ kind: 'account', id: created.accountId, name: 'alice', plan: 'free' });
      expect(await authenticateKey(f.state, `fds_${'x'.repeat(32)}`)).toBeNull();
      expect(await authenticateKey(f.state, `${created.key}x`)).toBeNull();
      expect(await authenticateKey(f.state, "' OR 1=1 --")).toBeNull();
      await revokeKey(f.state, f.clock, created.id);
      expect(await authenticateKey(f.state, created.key)).toBeNull();
    });

    it('revokes a key once: a second revocation keeps the first time', async () => {
      const created = await createKey(f.state, f.clock, { account: 'alice', plan: 'free' });
      const first = await revokeKey(f.state, f.clock, created.id);
      const again = await revokeKey(f.state, fixedClock('2026-11-21T00:00:00Z'), created.id);
      expect(first.revokedAt).toBe('2026-11-20T10:00:00.000Z');
      expect(again.revokedAt).toBe('2026-11-20T10:00:00.000Z');
    });

    it('answers revoking an unknown id with 404 not_found', async () => {
      const error = await revokeKey(f.state, f.clock, 'no-such-id').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 404, code: 'not_found' });
    });
  });
});

describe('usage counters', () => {
  beforeEach(async () => {
    f = onEmbedded(await emptyStore('2026-11-20T10:00:00Z'));
  });
  afterEach(() => f.close());

  it('saves whole counts per account and day, replacing earlier ones, and loads one day', async () => {
    await saveUsage(f.state, [
      { accountId: 'a', day: '2026-11-20', count: 3 },
      { accountId: 'b', day: '2026-11-20', count: 1 },
      { accountId: 'a', day: '2026-11-19', count: 9 },
    ]);
    await saveUsage(f.state, [{ accountId: 'a', day: '2026-11-20', count: 4 }]);
    const today = await loadUsage(f.state, '2026-11-20');
    expect(today.sort((x, y) => x.accountId.localeCompare(y.accountId))).toEqual([
      { accountId: 'a', day: '2026-11-20', count: 4 },
      { accountId: 'b', day: '2026-11-20', count: 1 },
    ]);
  });
});
