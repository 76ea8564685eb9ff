/**
 * Portfolio rules 1–3 and Authentication 3: who reaches which portfolio, with which access. Rows are
 * written straight into an empty state store, embedded and PostgreSQL; the portfolio endpoints build on
 * `reachablePortfolio`.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/core/errors';
import type { Caller, EngineContext } from '../../../src/engine/context';
import {
  ownerAccountOf,
  organizationIdsOf,
  portfolioNotFound,
  reachablePortfolio,
  requireOwnerAccount,
  type AccessNeed,
} from '../../../src/engine/portfolios/access';
import type { Sql, SqlValue } from '../../../src/store/store';
import { describeOnStateBackends, type StateFixture } from '../../support/state';
import { emptyStore } from '../../support/store';

const ids = {
  alice: 'a0000000-0000-4000-8000-00000000000a',
  bob: 'a0000000-0000-4000-8000-00000000000b',
  carol: 'a0000000-0000-4000-8000-00000000000c',
  dave: 'a0000000-0000-4000-8000-00000000000d',
  acme: '0a000000-0000-4000-8000-0000000000ac',
  beta: '0a000000-0000-4000-8000-0000000000be',
  /** alice's, shared with acme for Edit */
  edited: 'b0000000-0000-4000-8000-000000000001',
  /** alice's, shared with acme for View and with beta for Edit */
  viewed: 'b0000000-0000-4000-8000-000000000002',
  /** alice's, not shared */
  privateOne: 'b0000000-0000-4000-8000-000000000003',
  /** the local owner's, shared with acme for View */
  local: 'b0000000-0000-4000-8000-000000000004',
  nowhere: 'b0000000-0000-4000-8000-0000000000ff',
};

const account = (name: 'alice' | 'bob' | 'carol' | 'dave'): Caller => ({ kind: 'account', id: ids[name], name, plan: 'plus' });
const orgKey = (name: 'acme' | 'beta'): Caller => ({ kind: 'organization', id: ids[name], name, plan: 'pro' });
const localCaller: Caller = { kind: 'local', id: 'local', name: 'local', plan: 'pro' };

let f: StateFixture;
const as = (caller: Caller): EngineContext => ({ ...f.ctx, caller });

async function seed(): Promise<void> {
  await f.state.write(async (tx) => {
    const at = '2026-11-01 10:00:00';
    for (const name of ['alice', 'bob', 'carol', 'dave'] as const) {
      await tx.run('INSERT INTO accounts VALUES (?, ?, ?, CAST(? AS TIMESTAMP))', [ids[name], name, 'plus', at]);
    }
    for (const name of ['acme', 'beta'] as const) {
      await tx.run('INSERT INTO organizations VALUES (?, ?, ?, CAST(? AS TIMESTAMP))', [ids[name], name, 'pro', at]);
    }
    const seats: [string, string][] = [
      [ids.acme, ids.bob],
      [ids.acme, ids.dave],
    ];
    for (const [org, member] of seats) await tx.run('INSERT INTO organization_members VALUES (?, ?, CAST(? AS TIMESTAMP))', [org, member, at]);
    const portfolios: [string, string, string][] = [
      [ids.edited, ids.alice, 'Growth'],
      [ids.viewed, ids.alice, 'Income'],
      [ids.privateOne, ids.alice, 'Private'],
      [ids.local, 'local', 'Local book'],
    ];
    for (const [id, owner, name] of portfolios) {
      await tx.run("INSERT INTO portfolios VALUES (?, ?, ?, 'USD', CAST(? AS TIMESTAMP))", [id, owner, name, at]);
    }
    const shares: [string, string, string][] = [
      [ids.edited, ids.acme, 'Edit'],
      [ids.viewed, ids.acme, 'View'],
      [ids.viewed, ids.beta, 'Edit'],
      [ids.local, ids.acme, 'View'],
    ];
    for (const [portfolio, org, access] of shares) {
      await tx.run('INSERT INTO portfolio_shares VALUES (?, ?, ?, CAST(? AS TIMESTAMP))', [portfolio, org, access, at]);
    }
  });
}

describeOnStateBackends((onState) => {
  beforeEach(async () => {
    f = await onState(await emptyStore());
    await seed();
  });
  afterEach(() => f.close());

  async function refusal(ctx: EngineContext, id: string, need: AccessNeed): Promise<ApiError> {
    const error = await reachablePortfolio(ctx, id, need).then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!(error instanceof ApiError)) throw new Error(`expected an ApiError for ${id} (${need}), got ${String(error)}`);
    return error;
  }

  /** The exact answer for a portfolio that does not exist at all. */
  const nonexistent = (id: string) => ({ status: 404, code: 'not_found', message: portfolioNotFound(id).message });

  describe('the owner', () => {
    it('reaches its own portfolio as Owner for reading, changing and owner-only actions, with no sharedBy', async () => {
      for (const need of ['read', 'edit', 'owner'] as const) {
        const reached = await reachablePortfolio(as(account('alice')), ids.privateOne, need);
        expect(reached).toEqual({
          portfolio: { id: ids.privateOne, accountId: ids.alice, name: 'Private', currency: 'USD', createdAt: '2026-11-01T10:00:00.000Z' },
          access: 'Owner',
          sharedBy: null,
        });
      }
    });

    it('is Owner of its own portfolio even when it is shared with an organization the owner sits in', async () => {
      await f.state.run('INSERT INTO organization_members VALUES (?, ?, CAST(? AS TIMESTAMP))', [ids.acme, ids.alice, '2026-11-02 00:00:00']);
      const reached = await reachablePortfolio(as(account('alice')), ids.viewed, 'owner');
      expect(reached.access).toBe('Owner');
      expect(reached.sharedBy).toBeNull();
    });

    it('the local caller is the account local: it owns the local portfolios and reaches none of the others', async () => {
      expect((await reachablePortfolio(as(localCaller), ids.local, 'owner')).access).toBe('Owner');
      expect(await refusal(as(localCaller), ids.edited, 'read')).toMatchObject(nonexistent(ids.edited));
    });
  });

  describe('a member of the organization a portfolio is shared with', () => {
    it('reaches an Edit share with Edit access and may change it; sharedBy names the owning account', async () => {
      for (const need of ['read', 'edit'] as const) {
        const reached = await reachablePortfolio(as(account('bob')), ids.edited, need);
        expect(reached.access).toBe('Edit');
        expect(reached.sharedBy).toBe('alice');
        expect(reached.portfolio.accountId).toBe(ids.alice);
      }
    });

    it('a change to a portfolio shared with View access returns 403 forbidden', async () => {
      const reached = await reachablePortfolio(as(account('bob')), ids.viewed, 'read');
      expect(reached).toMatchObject({ access: 'View', sharedBy: 'alice' });
      const error = await refusal(as(account('bob')), ids.viewed, 'edit');
      expect(error).toMatchObject({ status: 403, code: 'forbidden' });
      expect(error.message).toMatch(/viewing only/);
    });

    it('only the creator can delete or change sharing: Edit access is not enough (403)', async () => {
      const error = await refusal(as(account('bob')), ids.edited, 'owner');
      expect(error).toMatchObject({ status: 403, code: 'forbidden' });
      expect(error.message).toMatch(/only the portfolio's creator \(alice\)/);
    });

    it('sees the local owner as sharedBy local', async () => {
      expect(await reachablePortfolio(as(account('bob')), ids.local, 'read')).toMatchObject({ access: 'View', sharedBy: 'local' });
    });

    it('gets the better access when two of its organizations share the same portfolio', async () => {
      await f.state.run('INSERT INTO organization_members VALUES (?, ?, CAST(? AS TIMESTAMP))', [ids.beta, ids.bob, '2026-11-02 00:00:00']);
      const reached = await reachablePortfolio(as(account('bob')), ids.viewed, 'edit');
      expect(reached.access).toBe('Edit');
      expect((await f.state.all('SELECT * FROM portfolio_shares WHERE portfolio_id = ?', [ids.viewed])).length).toBe(2);
    });

    it('does not reach what the owner keeps unshared: exactly a nonexistent portfolio', async () => {
      expect(await refusal(as(account('bob')), ids.privateOne, 'read')).toMatchObject(nonexistent(ids.privateOne));
    });

    it('a member removed from the organization stops reaching its shares at once (404, like nonexistent)', async () => {
      expect((await reachablePortfolio(as(account('dave')), ids.edited, 'edit')).access).toBe('Edit');
      await f.state.run('DELETE FROM organization_members WHERE organization_id = ? AND account_id = ?', [ids.acme, ids.dave]);
      for (const need of ['read', 'edit', 'owner'] as const) {
        expect(await refusal(as(account('dave')), ids.edited, need)).toMatchObject(nonexistent(ids.edited));
      }
    });
  });

  describe('another account', () => {
    it("any portfolio outside the caller's reach is reported exactly as a nonexistent one (404)", async () => {
      for (const id of [ids.edited, ids.viewed, ids.privateOne, ids.local]) {
        for (const need of ['read', 'edit', 'owner'] as const) {
          expect(await refusal(as(account('carol')), id, need)).toMatchObject(nonexistent(id));
        }
      }
      // The very same answer once the portfolio is gone.
      const before = await refusal(as(account('carol')), ids.privateOne, 'read');
      await f.state.run('DELETE FROM portfolios WHERE id = ?', [ids.privateOne]);
      const after = await refusal(as(account('alice')), ids.privateOne, 'read');
      expect({ status: after.status, code: after.code, message: after.message }).toEqual({ status: before.status, code: before.code, message: before.message });
    });
  });

  describe('an organization key', () => {
    it('reaches only the portfolios shared with its organization, with the share access and the owner as sharedBy', async () => {
      expect(await reachablePortfolio(as(orgKey('acme')), ids.edited, 'edit')).toMatchObject({ access: 'Edit', sharedBy: 'alice' });
      expect(await reachablePortfolio(as(orgKey('acme')), ids.viewed, 'read')).toMatchObject({ access: 'View', sharedBy: 'alice' });
      expect(await refusal(as(orgKey('acme')), ids.viewed, 'edit')).toMatchObject({ status: 403, code: 'forbidden' });
      expect(await refusal(as(orgKey('acme')), ids.privateOne, 'read')).toMatchObject(nonexistent(ids.privateOne));
    });

    it('owns no portfolios: owner-only actions on a shared portfolio are 403', async () => {
      expect(await refusal(as(orgKey('acme')), ids.edited, 'owner')).toMatchObject({ status: 403, code: 'forbidden' });
    });

    it("an organization key of another organization does not reach the share (404, like nonexistent)", async () => {
      expect(await refusal(as(orgKey('beta')), ids.edited, 'read')).toMatchObject(nonexistent(ids.edited));
      // beta's own share of `viewed` does reach it.
      expect(await reachablePortfolio(as(orgKey('beta')), ids.viewed, 'edit')).toMatchObject({ access: 'Edit' });
    });

    it('does not reach through the seats its organization has (a member account is not the organization)', async () => {
      // Seats give accounts reach, never the other way round: an account's own portfolio is not the organization's.
      expect(await refusal(as(orgKey('acme')), ids.local, 'owner')).toMatchObject({ status: 403 });
      expect(await refusal(as({ ...orgKey('acme'), id: ids.bob }), ids.edited, 'read')).toMatchObject(nonexistent(ids.edited));
    });
  });

  describe('unknown and malformed ids', () => {
    it('a malformed id answers the same 404 as a well-formed unknown one', async () => {
      for (const id of ['not-a-uuid', "' OR 1=1 --", '', ids.nowhere.toUpperCase(), ids.nowhere]) {
        expect(await refusal(as(account('alice')), id, 'read')).toMatchObject(nonexistent(id));
      }
      expect(portfolioNotFound(ids.nowhere).message).toBe(`No portfolio '${ids.nowhere}'; list yours with GET /v1/portfolios.`);
    });

    it('echoes at most 64 characters of a hostile id', async () => {
      const error = await refusal(as(account('alice')), 'x'.repeat(100_000), 'read');
      expect(error.message).toBe(`No portfolio '${'x'.repeat(64)}…'; list yours with GET /v1/portfolios.`);
    });

    it('answers reachable, unreachable, unknown and malformed ids with one and the same statement', async () => {
      const seen: string[] = [];
      const counting: Sql = {
        all: <T>(sql: string, params?: readonly SqlValue[]) => {
          seen.push(sql);
          return f.state.all<T>(sql, params);
        },
        one: <T>(sql: string, params?: readonly SqlValue[]) => {
          seen.push(sql);
          return f.state.one<T>(sql, params);
        },
        run: (sql: string, params?: readonly SqlValue[]) => {
          seen.push(sql);
          return f.state.run(sql, params);
        },
      };
      await reachablePortfolio(as(account('bob')), ids.edited, 'read', counting);
      for (const id of [ids.privateOne, ids.nowhere, 'garbage']) {
        await reachablePortfolio(as(account('bob')), id, 'read', counting).catch(() => undefined);
      }
      expect(seen).toHaveLength(4);
      expect(new Set(seen).size).toBe(1);
    });

    it('checks inside a write transaction when given one', async () => {
      const access = await f.state.write(async (tx) => (await reachablePortfolio(as(account('bob')), ids.edited, 'edit', tx)).access);
      expect(access).toBe('Edit');
    });
  });

  describe('who a caller acts as', () => {
    it('an account acts as itself, the local CLI as local, an organization key as no account', () => {
      expect(ownerAccountOf(as(account('alice')))).toBe(ids.alice);
      expect(ownerAccountOf(as(localCaller))).toBe('local');
      expect(ownerAccountOf(as(orgKey('acme')))).toBeNull();
    });

    it('an organization key owns no portfolios: creating one is 403 forbidden', () => {
      expect(requireOwnerAccount(as(account('alice')))).toBe(ids.alice);
      let error: unknown;
      try {
        requireOwnerAccount(as(orgKey('acme')));
      } catch (e) {
        error = e;
      }
      expect(error).toMatchObject({ status: 403, code: 'forbidden', message: expect.stringMatching(/an organization key owns no portfolios/) });
    });

    it("organizationIdsOf: an account's seats, or an organization key's own organization", async () => {
      await f.state.run('INSERT INTO organization_members VALUES (?, ?, CAST(? AS TIMESTAMP))', [ids.beta, ids.bob, '2026-11-02 00:00:00']);
      expect(await organizationIdsOf(as(account('bob')))).toEqual([ids.acme, ids.beta].sort());
      expect(await organizationIdsOf(as(account('carol')))).toEqual([]);
      expect(await organizationIdsOf(as(orgKey('beta')))).toEqual([ids.beta]);
    });
  });
});
