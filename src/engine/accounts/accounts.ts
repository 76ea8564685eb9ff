/**
 * Accounts, as the store's operator manages them: an account owns keys and portfolios and may hold seats
 * in organizations. Keys are issued in `../keys/keys.ts`, which also creates an account on first use.
 */
import { randomUUID } from 'node:crypto';
import { invalidParameter } from '../../core/errors';
import type { EngineContext, Plan } from '../context';
import { createNamed, findAccount, withNames, type NameLists } from './lookup';

export interface AccountListing {
  id: string;
  name: string;
  plan: Plan;
  /** ISO-8601 UTC timestamp. */
  createdAt: string;
  /** Active (unrevoked) keys of the account. */
  activeKeyCount: number;
  /** Names of the organizations the account holds a seat in, alphabetical. */
  organizations: string[];
}

// The organization names come back as a list (DuckDB LIST, PostgreSQL array), or null for none.
const LISTING_SQL = `
  SELECT a.id, a.name, a.plan, a.created_at AS "createdAt",
         (SELECT count(*) FROM api_keys k WHERE k.account_id = a.id AND k.revoked_at IS NULL) AS "activeKeyCount",
         (SELECT array_agg(o.name ORDER BY o.name) FROM organization_members m JOIN organizations o ON o.id = m.organization_id
          WHERE m.account_id = a.id) AS organizations
  FROM accounts a`;

const listed = (row: NameLists<AccountListing, 'organizations'>): AccountListing => withNames<AccountListing, 'organizations'>(row, 'organizations');

/** Creates an account; a name already taken → 400 naming the reason. */
export function createAccount(ctx: EngineContext, request: { name: string; plan: Plan }): Promise<AccountListing> {
  const id = randomUUID();
  return createNamed(ctx.state, 'account', { id, ...request, createdAt: ctx.clock.now().toISOString() }, async (tx) =>
    listed((await tx.one<NameLists<AccountListing, 'organizations'>>(`${LISTING_SQL} WHERE a.id = ?`, [id]))!),
  );
}

/** Every account, oldest first. */
export async function listAccounts(ctx: EngineContext): Promise<AccountListing[]> {
  const rows = await ctx.state.all<NameLists<AccountListing, 'organizations'>>(`${LISTING_SQL} ORDER BY a.created_at, a.name`);
  return rows.map(listed);
}

/** What a plan change did: the plan before and after, and the active keys that now answer on the new plan. */
export interface PlanChange {
  id: string;
  name: string;
  previousPlan: Plan;
  plan: Plan;
  /** False when the account was already on the plan (nothing changed). */
  changed: boolean;
  /** The account's active keys: their plan is the account's, so each of them moved too. */
  keys: { id: string; prefix: string }[];
}

/**
 * Moves an account (name or id; unknown → 404) to another plan. The plan belongs to the account, so every
 * key of it moves too; the answer lists them, so the operator sees exactly what changed.
 */
export async function setAccountPlan(ctx: EngineContext, request: { account: string; plan: Plan }): Promise<PlanChange> {
  return ctx.state.write(async (tx) => {
    const account = await findAccount(tx, request.account);
    const row = await tx.one<{ plan: Plan }>('SELECT plan FROM accounts WHERE id = ?', [account.id]);
    // The local CLI's owner has no row: its plan is fixed (Pro).
    if (!row) throw invalidParameter(`Invalid parameter 'account': '${account.name}' is the built-in owner of the local CLI; its plan cannot change.`);
    if (row.plan !== request.plan) await tx.run('UPDATE accounts SET plan = ? WHERE id = ?', [request.plan, account.id]);
    const keys = await tx.all<{ id: string; prefix: string }>(
      'SELECT id, key_prefix AS prefix FROM api_keys WHERE account_id = ? AND revoked_at IS NULL ORDER BY created_at, id',
      [account.id],
    );
    return { id: account.id, name: account.name, previousPlan: row.plan, plan: request.plan, changed: row.plan !== request.plan, keys };
  });
}
