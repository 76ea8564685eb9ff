/**
 * Congressional trading: member search (the trades, net-worth and market-activity reads follow). Each
 * operation is declared once here; the rules live in `engine/congress/`.
 */
import { z } from 'zod';
import { clampedLimitParam } from '../core/params';
import { CongressMembersSchema } from '../engine/congress/schemas';
import { operation, type AnyOperation } from './operation';
import { WHOLE_KEYS } from '../store/sample-keys';
import type { SampleRef } from './sample-scope';

const TAG = 'congress';

/** Every congressional answer draws on the one congressional sample key. */
const CONGRESS: SampleRef = { kind: 'congress', keys: [WHOLE_KEYS.congress] };

export const congressMembersOperation = operation({
  id: 'congress.members',
  method: 'GET',
  path: '/v1/congress/members',
  summary: 'Members of Congress by name, from the public legislators roster.',
  description:
    'Name words in any order, matched against the roster\'s full name, first and last name and verified aliases. A '
    + 'query that is exactly a member\'s name or alias comes first, then members whose names hold every word; only when '
    + 'there is neither, a sparse fallback returns names holding any word. Sorted by name within each tier; hasMore '
    + 'says more matched than limit returned. limit is clamped to 1–500, not refused.',
  tag: TAG,
  params: z.object({
    query: z
      .string()
      .refine((text) => text.trim().length > 0, { message: 'must name at least one word' })
      .describe('Partial or full name of the member, words in any order.'),
    limit: clampedLimitParam(20, 500),
  }),
  response: CongressMembersSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: () => [CONGRESS],
  run: async (ctx, p) => (await import('../engine/congress/members')).congressMembers(ctx, p),
});

export const congressOperations: readonly AnyOperation[] = [congressMembersOperation];
