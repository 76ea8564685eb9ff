/**
 * Unique names on a PostgreSQL state store: when a writer that took no lock inserts a name between the
 * name check and the insert of an engine write, PostgreSQL's unique violation (23505) is answered with
 * the very refusal the name check gives (400 naming the name), never a 500 or a 503.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EngineContext } from '../../../src/engine/context';
import { createAccount } from '../../../src/engine/accounts/accounts';
import { createOrganization } from '../../../src/engine/accounts/organizations';
import { createPortfolio } from '../../../src/engine/portfolios/portfolios';
import { PgState } from '../../../src/state/pg/state';
import { postgresStates, type StateFixture } from '../../support/state';
import { emptyStore } from '../../support/store';

const postgres = postgresStates();
afterAll(() => postgres.stop());

let fx: StateFixture;
let url: string;
let other: PgState;
beforeEach(async () => {
  const fresh = await postgres.fresh();
  url = fresh.url;
  const captures = await emptyStore();
  fx = { ...captures, state: fresh.state, ctx: { ...captures.ctx, state: fresh.state }, close: async () => {
    captures.store.close();
    await fresh.state.close();
  } };
  other = PgState.open(url);
});
afterEach(async () => {
  await other.close();
  await fx.close();
});

/**
 * Runs `write` while another transaction holds an uncommitted row with the same name: the write's check
 * cannot see it, its insert waits on it, and fails once the other transaction commits.
 */
async function racing(insert: string, params: (string | null)[], write: () => Promise<unknown>): Promise<unknown> {
  let commit!: () => void;
  const held = new Promise<void>((resolve) => (commit = resolve));
  let inserted!: () => void;
  const didInsert = new Promise<void>((resolve) => (inserted = resolve));
  const blocker = other.write(async (tx) => {
    await tx.run(insert, params);
    inserted();
    await held;
  });
  await didInsert;
  const outcome = write().then(
    () => undefined,
    (error: unknown) => error,
  );
  // Wait until the engine's insert is blocked on the uncommitted row, then let the other writer commit.
  for (let i = 0; i < 200; i++) {
    const waiting = await fx.state.one<{ n: number }>("SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock'");
    if ((waiting?.n ?? 0) > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  commit();
  await blocker;
  return outcome;
}

const AT = '2026-11-21 15:00:00';

describe('a unique violation on a name', () => {
  it('on accounts is the 400 of a taken account name', async () => {
    const error = await racing("INSERT INTO accounts VALUES ('other-id', 'alice', 'free', CAST(? AS TIMESTAMP))", [AT], () =>
      createAccount(fx.ctx, { name: 'alice', plan: 'pro' }),
    );
    expect(error).toMatchObject({ status: 400, code: 'invalid_parameter', message: "Invalid parameter 'name': an account named 'alice' already exists." });
  });

  it('on organizations is the 400 of a taken organization name', async () => {
    const error = await racing("INSERT INTO organizations VALUES ('other-id', 'acme', 'free', CAST(? AS TIMESTAMP))", [AT], () =>
      createOrganization(fx.ctx, { name: 'acme', plan: 'pro' }),
    );
    expect(error).toMatchObject({ status: 400, code: 'invalid_parameter', message: "Invalid parameter 'name': an organization named 'acme' already exists." });
  });

  it("on an account's portfolio names is the 400 of a name the account already uses", async () => {
    const owner: EngineContext = { ...fx.ctx, caller: { kind: 'account', id: 'acct-1', name: 'one', plan: 'pro' } };
    const error = await racing("INSERT INTO portfolios VALUES ('other-id', 'acct-1', 'Growth', 'USD', CAST(? AS TIMESTAMP))", [AT], () =>
      createPortfolio(owner, { name: 'Growth' }),
    );
    expect(error).toMatchObject({ status: 400, message: expect.stringMatching(/already have a portfolio named 'Growth'/) });
  });

  it('a key for a new account whose name another writer takes meanwhile goes to that account', async () => {
    const { createKey } = await import('../../../src/engine/keys/keys');
    let created: Awaited<ReturnType<typeof createKey>> | undefined;
    const error = await racing("INSERT INTO accounts VALUES ('other-id', 'carol', 'plus', CAST(? AS TIMESTAMP))", [AT], async () => {
      created = await createKey(fx.state, fx.clock, { account: 'carol' });
    });
    expect(error).toBeUndefined();
    expect(created).toMatchObject({ accountId: 'other-id', plan: 'plus' });
  });
});
