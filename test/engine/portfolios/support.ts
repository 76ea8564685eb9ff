/**
 * Set-up shared by the portfolio write tests: operations invoked with a JSON body exactly as every face
 * invokes them, callers of each kind, and a snapshot of the portfolio state tables.
 */
import { ApiError } from '../../../src/core/errors';
import type { Caller, EngineContext } from '../../../src/engine/context';
import { createAccount } from '../../../src/engine/accounts/accounts';
import { addMember, createOrganization } from '../../../src/engine/accounts/organizations';
import { operationById } from '../../../src/operations/index';
import { invoke } from '../../../src/operations/invoke';
import type { Lot, PortfolioSummary } from '../../../src/engine/portfolios/schemas';

/** Runs operation `id` with path values and an optional body; resolves to the result. */
export async function send<T = unknown>(ctx: EngineContext, id: string, path: Record<string, string>, body?: unknown): Promise<T> {
  return (await invoke(operationById(id), ctx, path, {}, body)) as T;
}

/** Runs operation `id` expecting an ApiError; fails when it succeeds. */
export async function refused(ctx: EngineContext, id: string, path: Record<string, string>, body?: unknown): Promise<ApiError> {
  try {
    await invoke(operationById(id), ctx, path, {}, body);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error(`${id} succeeded where an error was expected`);
}

export const createPortfolio = (ctx: EngineContext, name: string, currency?: string): Promise<PortfolioSummary> =>
  send<PortfolioSummary>(ctx, 'portfolios.create', {}, currency === undefined ? { name } : { name, currency });

export const addLot = (ctx: EngineContext, id: string, body: Record<string, unknown>): Promise<Lot> =>
  send<Lot>(ctx, 'portfolios.lots.add', { id }, body);

/** The context of `ctx` acting as another caller. */
export const as = (ctx: EngineContext, caller: Caller): EngineContext => ({ ...ctx, caller });

export interface People {
  owner: EngineContext;
  member: EngineContext;
  outsider: EngineContext;
  orgKey: EngineContext;
  organizationId: string;
  ownerName: string;
}

/**
 * Three accounts and one organization: `member` holds a seat in it, `outsider` does not, and `orgKey`
 * is the organization's own key. `owner` holds no seat.
 */
export async function people(ctx: EngineContext, tag: string): Promise<People> {
  const account = async (name: string): Promise<EngineContext> => {
    const created = await createAccount(ctx, { name: `${name}-${tag}`, plan: 'pro' });
    return as(ctx, { kind: 'account', id: created.id, name: created.name, plan: 'pro' });
  };
  const owner = await account('owner');
  const member = await account('member');
  const outsider = await account('outsider');
  const organization = await createOrganization(ctx, { name: `org-${tag}`, plan: 'pro' });
  await addMember(ctx, { organization: organization.id, account: member.caller.id });
  const orgKey = as(ctx, { kind: 'organization', id: organization.id, name: organization.name, plan: 'pro' });
  return { owner, member, outsider, orgKey, organizationId: organization.id, ownerName: owner.caller.name };
}

/** Every row of the portfolio state tables, for "the store is unchanged" checks (on either state store). */
export async function stateSnapshot(ctx: EngineContext): Promise<string> {
  const tables = ['portfolios', 'lots', 'watches', 'portfolio_shares'];
  const parts = await Promise.all(tables.map(async (t) => (await ctx.state.all(`SELECT * FROM ${t}`)).map((row) => JSON.stringify(row)).sort()));
  return JSON.stringify(parts);
}

let owners = 0;

/** A context acting as a new account (no row needed to own portfolios), so a test starts below every limit. */
export function freshOwner(ctx: EngineContext): EngineContext {
  owners++;
  return as(ctx, { kind: 'account', id: `owner-${owners}-${ctx.clock.now().getTime()}`, name: `owner ${owners}`, plan: 'pro' });
}
