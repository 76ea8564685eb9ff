/**
 * Operator-only key management (`fds keys create|list|revoke`). These run in the process that holds the
 * store: the local CLI directly, or a CLI reaching a running `fds serve` with its admin token.
 */
import { z } from 'zod';
import { PLANS } from '../engine/context';
import { createKey, listKeys, revokeKey } from '../engine/keys/keys';
import { operation, type AnyOperation } from './operation';

const planParam = z.enum(PLANS).describe('Plan of the account: free, plus or pro.');

const Plan = z.enum(PLANS);

const KeyListing = z
  .object({
    id: z.string().describe('Key id (uuid), used to revoke it.'),
    prefix: z.string().describe('First characters of the key, to recognise it.'),
    account: z.string(),
    plan: Plan,
    createdAt: z.string().describe('ISO-8601 timestamp.'),
    revokedAt: z.string().nullable().describe('ISO-8601 timestamp; null while the key is active.'),
  })
  .describe('An API key as listed: never the key itself.');

const CreatedKey = z
  .object({
    id: z.string(),
    key: z.string().describe('The API key. Shown only in this response; store it now.'),
    account: z.string(),
    accountId: z.string(),
    plan: Plan,
    createdAt: z.string(),
  })
  .describe('A new API key.');

export const createKeyOperation = operation({
  id: 'keys.create',
  method: 'POST',
  path: '/_local/keys',
  summary: 'Create an API key for an account',
  description:
    'Creates the account when the name is new. The plan belongs to the account: naming an existing account with another plan moves the account, and every key of it, to that plan. The key is returned once and only its hash is stored.',
  tag: 'keys',
  params: z.object({
    account: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/, 'must be 1 to 64 letters, digits, dots, dashes, underscores or @, starting with a letter or digit')
      .describe('Account name (unique).'),
    plan: planParam,
  }),
  response: CreatedKey,
  access: 'local',
  run: (ctx, p) => createKey(ctx.store, ctx.clock, p),
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
  run: async (ctx) => ({ data: await listKeys(ctx.store) }),
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
  run: (ctx, p) => revokeKey(ctx.store, ctx.clock, p.id),
});

export const keyOperations: readonly AnyOperation[] = [createKeyOperation, listKeysOperation, revokeKeyOperation];
