/**
 * Operator-only key management (`fds keys create|list|revoke`). These run in the process that holds the
 * store: the local CLI directly, or a CLI reaching a running `fds serve` with its admin token.
 */
import { z } from 'zod';
import { PLANS } from '../engine/context';
import { createKey, createOrganizationKey, listKeys, revokeKey } from '../engine/keys/keys';
import { newNameParam } from './accounts';
// API keys are state, not captures.
import { noCaptures } from './sample-scope';
import { operation, type AnyOperation } from './operation';

const planParam = z
  .enum(PLANS)
  .describe("Plan of a new account: free (default), plus or pro. An existing account's keys take its plan; another plan is refused. An organization key is on its organization's plan.");

const Plan = z.enum(PLANS);

const KeyListing = z
  .object({
    id: z.string().describe('Key id (uuid), used to revoke it.'),
    prefix: z.string().describe('First characters of the key, to recognise it.'),
    account: z.string().nullable().describe('Account of an account key; null for an organization key.'),
    organization: z.string().nullable().describe('Organization of an organization key; null for an account key.'),
    plan: Plan.describe("The holder's plan."),
    createdAt: z.string().describe('ISO-8601 timestamp.'),
    revokedAt: z.string().nullable().describe('ISO-8601 timestamp; null while the key is active.'),
  })
  .describe('An API key as listed: never the key itself.');

const CreatedKey = z
  .object({
    id: z.string(),
    key: z.string().describe('The API key. Shown only in this response; store it now.'),
    account: z.string().nullable().describe('Account of an account key; null for an organization key.'),
    accountId: z.string().nullable(),
    organization: z.string().nullable().describe('Organization of an organization key; null for an account key.'),
    organizationId: z.string().nullable(),
    plan: Plan.describe("The holder's plan."),
    createdAt: z.string(),
  })
  .describe('A new API key.');

/** Exactly one holder; a plan only with an account (for a new one), never with an organization. */
function oneHolder(p: { account?: string | undefined; org?: string | undefined; plan?: string | undefined }, ctx: z.RefinementCtx): void {
  if (p.account !== undefined && p.org !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['org'], message: 'give account or org, not both' });
  } else if (p.account === undefined && p.org === undefined) {
    ctx.addIssue({ code: 'custom', path: ['account'], message: 'is required (or org, for an organization key)' });
  } else if (p.org !== undefined && p.plan !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['plan'], message: "an organization key is on its organization's plan; leave plan out" });
  }
}

export const createKeyOperation = operation({
  id: 'keys.create',
  method: 'POST',
  path: '/_local/keys',
  summary: 'Create an API key for an account or an organization',
  description:
    "Give account or org. An account key is on its account's plan: a new name creates the account (on plan, free by default); for an existing account, a plan other than its own is refused (400) — PUT /_local/accounts/{account}/plan changes an account's plan, and so the plan of all its keys. An organization key: the organization must exist; the key owns nothing, reaches only the portfolios shared with the organization, and is on the organization's plan. The key is returned once and only its hash is stored.",
  tag: 'keys',
  params: z
    .object({
      account: newNameParam('Account name (unique): an account key, for this account.').optional(),
      org: z.string().min(1).optional().describe('Organization name or id: an organization key.'),
      plan: planParam.optional(),
    })
    .superRefine(oneHolder),
  response: CreatedKey,
  access: 'local',
  sampleScope: noCaptures,
  run: (ctx, p) => {
    if (p.org !== undefined) return createOrganizationKey(ctx.state, ctx.clock, { organization: p.org });
    // oneHolder has made sure an account key comes with its account.
    if (p.account === undefined) throw new Error('keys.create: account key without account');
    return createKey(ctx.state, ctx.clock, { account: p.account, plan: p.plan });
  },
});

export const listKeysOperation = operation({
  id: 'keys.list',
  method: 'GET',
  path: '/_local/keys',
  summary: 'List API keys',
  tag: 'keys',
  params: z.object({}),
  response: z.object({ data: z.array(KeyListing) }),
  access: 'local',
  sampleScope: noCaptures,
  run: async (ctx) => ({ data: await listKeys(ctx.state) }),
});

export const revokeKeyOperation = operation({
  id: 'keys.revoke',
  method: 'DELETE',
  path: '/_local/keys/{id}',
  summary: 'Revoke an API key',
  description: 'The key stops authenticating. Revoking a revoked key changes nothing. Unknown id: 404.',
  tag: 'keys',
  params: z.object({ id: z.string().describe('Key id from the key list.') }),
  response: KeyListing,
  access: 'local',
  sampleScope: noCaptures,
  run: (ctx, p) => revokeKey(ctx.state, ctx.clock, p.id),
});

export const keyOperations: readonly AnyOperation[] = [createKeyOperation, listKeysOperation, revokeKeyOperation];
