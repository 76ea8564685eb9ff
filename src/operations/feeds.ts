/**
 * Web data feeds: the account's scheduled page collections and their captured results (Pro). Each
 * operation is declared once here; the rules live in `engine/feeds/`. Reads never contact a source.
 */
import { z } from 'zod';
import { parseInstant } from '../engine/feeds/instant';
import { FeedListSchema, FeedResultSchema } from '../engine/feeds/schemas';
import type { SampleRef } from './sample-scope';
import { operation, type AnyOperation } from './operation';

const TAG = 'feeds';

const instantParam = (description: string) =>
  z
    .string()
    .transform((raw, ctx): Date => {
      const at = parseInstant(raw);
      if (at === undefined) {
        ctx.addIssue({ code: 'custom', message: 'must be an ISO-8601 timestamp with a time zone, e.g. 2026-11-20T16:00:00Z' });
        return z.NEVER;
      }
      return at;
    })
    // parseInstant reads the wire form; JSON Schema cannot see into it.
    .meta({ format: 'date-time' })
    .describe(description);

/** Runs and results of these feeds. */
const feeds = (ids: readonly string[]): SampleRef => ({ kind: 'web-feed', keys: ids });

export const listFeedsOperation = operation({
  id: 'feeds.list',
  method: 'GET',
  path: '/v1/web-data-feeds',
  aliases: ['/v1/custom-data-sets'],
  summary: "The account's web data feeds and the state of their latest run.",
  description:
    "The calling account's web data feeds (scheduled page collections set up in the dashboard), by name then id, each with its "
    + 'schedule, access mode, newest run (Running, Succeeded or Failed) and the time of the newest result it serves. '
    + 'An account without feeds gets an empty list. Needs a Pro account key; an organization key owns no feeds (403). '
    + 'Reading never contacts the source website.',
  tag: TAG,
  params: z.object({}),
  response: FeedListSchema,
  access: 'pro',
  // Not cached: the answer depends on which account calls, not only on its plan.
  sampleScope: (_p, result) => [feeds(result.data.map((row) => row.id))],
  run: async (ctx) => (await import('../engine/feeds/list')).listFeeds(ctx),
});

export const feedResultOperation = operation({
  id: 'feeds.result',
  method: 'GET',
  path: '/v1/web-data-feeds/{id}',
  aliases: ['/v1/custom-data-sets/{id}'],
  summary: "A web data feed's stored result, latest or as of an instant.",
  description:
    'The newest verified successful result of one of the account\'s feeds; with at, the newest one completed at or before that '
    + 'instant. A newer failed, running or unverified run never hides the last good result. normalizedData is null for a legacy '
    + 'result. A feed of another account, or none, answers 404 naming GET /v1/web-data-feeds; so does a feed with no result at '
    + 'or before at. Needs a Pro account key. Reading never contacts the source website.',
  tag: TAG,
  params: z.object({
    id: z.string().describe('Feed id, from GET /v1/web-data-feeds.'),
    at: instantParam('Instant (ISO-8601 with a zone, e.g. 2026-11-20T16:00:00Z): the newest result completed at or before it (default: the latest).').optional(),
  }),
  response: FeedResultSchema,
  access: 'pro',
  // Not cached: the answer depends on which account calls, not only on its plan.
  sampleScope: (p) => [feeds([p.id])],
  run: async (ctx, p) => (await import('../engine/feeds/result')).feedResult(ctx, p),
});

export const feedOperations: readonly AnyOperation[] = [listFeedsOperation, feedResultOperation];
