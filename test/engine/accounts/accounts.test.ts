/**
 * The operator's accounts, organizations, seats and organization keys, through the registry exactly as
 * every face calls them, on both state stores: the embedded one and PostgreSQL.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../src/core/clock';
import type { EngineContext } from '../../../src/engine/context';
import { authenticateKey, revokeKey } from '../../../src/engine/keys/keys';
import { operationById } from '../../../src/operations/index';
import { migrate, readSchemaState } from '../../../src/store/migrate';
import { migrations } from '../../../src/store/schema';
import { Store } from '../../../src/store/store';
import { call, callError } from '../../support/invoke';
import { describeOnStateBackends, type StateFixture } from '../../support/state';
import { emptyStore } from '../../support/store';

interface Account {
  id: string;
  name: string;
  plan: string;
  createdAt: string;
  activeKeyCount: number;
  organizations: string[];
}
interface Organization {
  id: string;
  name: string;
  plan: string;
  createdAt: string;
  activeKeyCount: number;
  members: string[];
}
interface Key {
  id: string;
  key: string;
  account: string | null;
  accountId: string | null;
  organization: string | null;
  organizationId: string | null;
  plan: string;
}

describeOnStateBackends((onState) => {
  let f: StateFixture;
  let ctx: EngineContext;
  beforeEach(async () => {
    f = await onState(await emptyStore('2026-11-21T15:00:00Z'));
    ctx = f.ctx;
  });
  afterEach(() => f.close());

  const later = (iso: string): EngineContext => ({ ...ctx, clock: fixedClock(iso) });

  describe('accounts', () => {
    it('changes a plan only through accounts.setPlan, which names the plan before and after and the active keys moved', async () => {
      const account = await call<Account>(ctx, 'accounts.create', {}, { name: 'acme', plan: 'pro' });
      const kept = await call<Key>(ctx, 'keys.create', {}, { account: 'acme' });
      const revoked = await call<Key>(ctx, 'keys.create', {}, { account: 'acme' });
      await revokeKey(f.state, f.clock, revoked.id);
      const change = await call(ctx, 'accounts.setPlan', { account: 'acme' }, { plan: 'plus' });
      expect(change).toEqual({ id: account.id, name: 'acme', previousPlan: 'pro', plan: 'plus', changed: true, keys: [{ id: kept.id, prefix: kept.key.slice(0, 8) }] });
      expect(await authenticateKey(f.state, kept.key)).toMatchObject({ plan: 'plus' });
      expect(await call(ctx, 'accounts.setPlan', { account: account.id }, { plan: 'plus' })).toMatchObject({ previousPlan: 'plus', changed: false });
      expect(await callError(ctx, 'accounts.setPlan', { account: 'nobody' }, { plan: 'plus' })).toMatchObject({ status: 404 });
      expect(await callError(ctx, 'accounts.setPlan', { account: 'local' }, { plan: 'free' })).toMatchObject({ status: 400 });
    });

    it('creates an account on the free plan by default and answers 201 with it', async () => {
      expect(operationById('accounts.create').successStatus).toBe(201);
      const created = await call<Account>(ctx, 'accounts.create', {}, { name: 'alice' });
      expect(created).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'alice',
        plan: 'free',
        createdAt: '2026-11-21T15:00:00.000Z',
        activeKeyCount: 0,
        organizations: [],
      });
      expect((await call<Account>(ctx, 'accounts.create', {}, { name: 'bob', plan: 'pro' })).plan).toBe('pro');
    });

    it('a duplicate account name returns 400 invalid_parameter naming the reason, and adds nothing', async () => {
      await call(ctx, 'accounts.create', {}, { name: 'alice' });
      const error = await callError(ctx, 'accounts.create', {}, { name: 'alice', plan: 'pro' });
      expect(error).toMatchObject({ status: 400, code: 'invalid_parameter', message: "Invalid parameter 'name': an account named 'alice' already exists." });
      expect(await f.state.all('SELECT name, plan FROM accounts')).toEqual([{ name: 'alice', plan: 'free' }]);
    });

    it('creates a name once under parallel requests: one account, every other request 400', async () => {
      const results = await Promise.allSettled(Array.from({ length: 8 }, () => call(ctx, 'accounts.create', {}, { name: 'alice' })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ status: 400, code: 'invalid_parameter' });
      expect(await f.state.all('SELECT name FROM accounts')).toEqual([{ name: 'alice' }]);
    });

    it('refuses a malformed name, an unknown plan and the reserved name local', async () => {
      expect((await callError(ctx, 'accounts.create', {}, { name: 'a b' })).message).toMatch(/^Invalid parameter 'name': must be 1 to 64/);
      expect((await callError(ctx, 'accounts.create', {}, { name: 'x'.repeat(65) })).message).toMatch(/^Invalid parameter 'name'/);
      expect((await callError(ctx, 'accounts.create', {}, { name: 'alice', plan: 'gold' })).message).toMatch(/^Invalid parameter 'plan'/);
      expect((await callError(ctx, 'accounts.create', {}, { name: 'local' })).message).toBe(
        "Invalid parameter 'name': 'local' is the built-in owner of the local CLI.",
      );
      expect((await callError(ctx, 'accounts.create', {}, {})).message).toBe("Invalid parameter 'name': is required.");
    });

    it('lists accounts oldest first with their active keys and seats', async () => {
      await call(later('2026-11-21T10:00:00Z'), 'accounts.create', {}, { name: 'zed' });
      await call(later('2026-11-21T11:00:00Z'), 'accounts.create', {}, { name: 'amy', plan: 'plus' });
      const first = await call<Key>(ctx, 'keys.create', {}, { account: 'zed', plan: 'free' });
      await call(ctx, 'keys.create', {}, { account: 'zed', plan: 'free' });
      await call(ctx, 'keys.revoke', { id: first.id });
      await call(ctx, 'orgs.create', {}, { name: 'beta' });
      await call(ctx, 'orgs.create', {}, { name: 'acme' });
      await call(ctx, 'orgs.addMember', { org: 'beta', account: 'zed' });
      await call(ctx, 'orgs.addMember', { org: 'acme', account: 'zed' });
      const { data } = await call<{ data: Account[] }>(ctx, 'accounts.list', {});
      expect(data.map((a) => [a.name, a.plan, a.activeKeyCount, a.organizations])).toEqual([
        ['zed', 'free', 1, ['acme', 'beta']],
        ['amy', 'plus', 0, []],
      ]);
    });
  });

  describe('organizations and seats', () => {
    it('creates an organization with no members, 201, free by default; a duplicate name is 400', async () => {
      expect(operationById('orgs.create').successStatus).toBe(201);
      const created = await call<Organization>(ctx, 'orgs.create', {}, { name: 'acme' });
      expect(created).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'acme', plan: 'free', createdAt: '2026-11-21T15:00:00.000Z', activeKeyCount: 0, members: [] });
      const error = await callError(ctx, 'orgs.create', {}, { name: 'acme', plan: 'pro' });
      expect(error).toMatchObject({ status: 400, code: 'invalid_parameter', message: "Invalid parameter 'name': an organization named 'acme' already exists." });
      expect((await call<{ data: Organization[] }>(ctx, 'orgs.list', {})).data.map((o) => [o.name, o.plan])).toEqual([['acme', 'free']]);
    });

    it('adds members by name or id; adding a member again changes nothing', async () => {
      const org = await call<Organization>(ctx, 'orgs.create', {}, { name: 'acme', plan: 'plus' });
      const bob = await call<Account>(ctx, 'accounts.create', {}, { name: 'bob' });
      await call(ctx, 'accounts.create', {}, { name: 'alice' });
      await call(ctx, 'orgs.addMember', { org: 'acme', account: 'bob' });
      const again = await call<Organization>(later('2026-11-22T00:00:00Z'), 'orgs.addMember', { org: org.id, account: bob.id });
      expect(again.members).toEqual(['bob']);
      const both = await call<Organization>(ctx, 'orgs.addMember', { org: 'acme', account: 'alice' });
      expect(both.members).toEqual(['alice', 'bob']);
      expect(await f.state.all('SELECT CAST(added_at AS VARCHAR) AS at FROM organization_members WHERE account_id = ?', [bob.id])).toEqual([
        { at: '2026-11-21 15:00:00' },
      ]);
    });

    it('gives the local CLI owner a seat under the name local without an account row', async () => {
      await call(ctx, 'orgs.create', {}, { name: 'acme' });
      expect((await call<Organization>(ctx, 'orgs.addMember', { org: 'acme', account: 'local' })).members).toEqual(['local']);
      expect(await f.state.all('SELECT * FROM accounts')).toEqual([]);
    });

    it('answers an unknown organization or account with 404 naming the list to look in', async () => {
      await call(ctx, 'orgs.create', {}, { name: 'acme' });
      await call(ctx, 'accounts.create', {}, { name: 'bob' });
      expect(await callError(ctx, 'orgs.addMember', { org: 'nope', account: 'bob' })).toMatchObject({
        status: 404,
        message: "No organization 'nope'. List organizations with GET /_local/orgs.",
      });
      expect(await callError(ctx, 'orgs.addMember', { org: 'acme', account: 'nobody' })).toMatchObject({
        status: 404,
        message: "No account 'nobody'. List accounts with GET /_local/accounts.",
      });
      expect(await f.state.all('SELECT * FROM organization_members')).toEqual([]);
    });

    it('removes a seat; removing an account without a seat is 404', async () => {
      await call(ctx, 'orgs.create', {}, { name: 'acme' });
      await call(ctx, 'accounts.create', {}, { name: 'bob' });
      await call(ctx, 'orgs.addMember', { org: 'acme', account: 'bob' });
      expect((await call<Organization>(ctx, 'orgs.removeMember', { org: 'acme', account: 'bob' })).members).toEqual([]);
      expect(await callError(ctx, 'orgs.removeMember', { org: 'acme', account: 'bob' })).toMatchObject({
        status: 404,
        code: 'not_found',
        message: "Account 'bob' holds no seat in organization 'acme'.",
      });
    });

    it('are operator operations: any other caller gets the 404 of a path that does not exist', async () => {
      const caller = { kind: 'account' as const, id: 'x', name: 'x', plan: 'pro' as const };
      for (const [id, path] of [
        ['accounts.list', {}],
        ['orgs.create', {}],
        ['orgs.addMember', { org: 'a', account: 'b' }],
      ] as const) {
        expect(await callError({ ...ctx, caller }, id, path, { name: 'acme' })).toMatchObject({ status: 404, code: 'not_found' });
      }
      expect(await f.state.all('SELECT * FROM organizations')).toEqual([]);
    });
  });

  describe('organization keys', () => {
    it("an organization key belongs to the organization, owns nothing and is on the organization's plan", async () => {
      const org = await call<Organization>(ctx, 'orgs.create', {}, { name: 'acme', plan: 'plus' });
      const created = await call<Key>(ctx, 'keys.create', {}, { org: 'acme' });
      expect(created).toMatchObject({ account: null, accountId: null, organization: 'acme', organizationId: org.id, plan: 'plus' });
      expect(await authenticateKey(f.state, created.key)).toEqual({ kind: 'organization', id: org.id, name: 'acme', plan: 'plus' });
      expect(await f.state.all('SELECT account_id, organization_id FROM api_keys')).toEqual([{ account_id: null, organization_id: org.id }]);
      expect(await f.state.all('SELECT * FROM accounts')).toEqual([]);
      const { data } = await call<{ data: { account: string | null; organization: string | null; plan: string }[] }>(ctx, 'keys.list', {});
      expect(data).toEqual([expect.objectContaining({ account: null, organization: 'acme', plan: 'plus' })]);
      expect((await call<{ data: Organization[] }>(ctx, 'orgs.list', {})).data[0]!.activeKeyCount).toBe(1);
    });

    it('a revoked organization key no longer authenticates', async () => {
      await call(ctx, 'orgs.create', {}, { name: 'acme', plan: 'pro' });
      const created = await call<Key>(ctx, 'keys.create', {}, { org: 'acme' });
      await revokeKey(f.state, f.clock, created.id);
      expect(await authenticateKey(f.state, created.key)).toBeNull();
    });

    it('refuses an unknown organization (404), a plan with an organization, both holders or neither (400)', async () => {
      await call(ctx, 'orgs.create', {}, { name: 'acme' });
      expect(await callError(ctx, 'keys.create', {}, { org: 'nope' })).toMatchObject({ status: 404, message: "No organization 'nope'. List organizations with GET /_local/orgs." });
      expect((await callError(ctx, 'keys.create', {}, { org: 'acme', plan: 'pro' })).message).toBe(
        "Invalid parameter 'plan': an organization key is on its organization's plan; leave plan out.",
      );
      expect((await callError(ctx, 'keys.create', {}, { org: 'acme', account: 'bob', plan: 'pro' })).message).toBe(
        "Invalid parameter 'org': give account or org, not both.",
      );
      expect((await callError(ctx, 'keys.create', {}, {})).message).toMatch(/^Invalid parameter 'account': is required/);
      expect(await f.state.all('SELECT * FROM api_keys')).toEqual([]);
    });

    it('keys create --account still creates the account on first use and sets its plan', async () => {
      const created = await call<Key>(ctx, 'keys.create', {}, { account: 'carol', plan: 'plus' });
      expect(created).toMatchObject({ account: 'carol', organization: null, organizationId: null, plan: 'plus' });
      expect(await authenticateKey(f.state, created.key)).toEqual({ kind: 'account', id: created.accountId, name: 'carol', plan: 'plus' });
    });
  });
});

describe('migration 4 on a store that already has keys', () => {
  it('keeps existing account keys working and lets organization keys in', async () => {
    const store = await Store.open(':memory:');
    try {
      await migrate(store, fixedClock('2026-11-21T15:00:00Z'), null, migrations.slice(0, 3));
      await store.run("INSERT INTO accounts VALUES ('acc', 'old', 'plus', TIMESTAMP '2026-01-01 00:00:00')");
      await store.run("INSERT INTO api_keys VALUES ('k1', 'acc', 'hash1', 'fds_abcd', TIMESTAMP '2026-01-01 00:00:00', NULL)");
      // Migration 4 and every later one run, in order.
      expect(await migrate(store, fixedClock('2026-11-21T15:00:00Z'), await readSchemaState(store))).toEqual(migrations.slice(3).map((m) => m.version));
      expect(await store.all('SELECT id, account_id, organization_id FROM api_keys')).toEqual([{ id: 'k1', account_id: 'acc', organization_id: null }]);
      await store.run("INSERT INTO api_keys VALUES ('k2', NULL, 'hash2', 'fds_efgh', TIMESTAMP '2026-01-02 00:00:00', NULL, 'org')");
      // The key hash stays unique after the columns changed.
      await expect(store.run("INSERT INTO api_keys VALUES ('k3', NULL, 'hash2', 'fds_efgh', TIMESTAMP '2026-01-02 00:00:00', NULL, 'org')")).rejects.toThrow(
        /unique|Duplicate/i,
      );
    } finally {
      store.close();
    }
  });
});
