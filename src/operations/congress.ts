/**
 * Congressional trading: member search (the trades, net-worth and market-activity reads follow). Each
 * operation is declared once here; the rules live in `engine/congress/`.
 */
import { z } from 'zod';
import { checkDateWindow, clampedLimitParam, dateParam, fromWire, limitParam, offsetParam, oneOfWords, tickerParam, wholeNumber, wholeNumberText } from '../core/params';
import { CongressMembersSchema, CongressTradesSchema, MarketActivitySchema, NetWorthSchema } from '../engine/congress/schemas';
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

/** Neither ticker nor memberId: a trades read needs at least one (both combine). */
function requireTickerOrMember(value: { ticker?: unknown; memberId?: unknown }, ctx: z.RefinementCtx): void {
  if (value.ticker === undefined && value.memberId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['ticker'], message: 'is required when memberId is not given (both may be given: they combine)' });
  }
}

export const congressTradesOperation = operation({
  id: 'congress.trades',
  method: 'GET',
  path: '/v1/congress/trades',
  summary: 'Stock trades members of Congress disclosed, by ticker, by member, or both.',
  description:
    'Periodic transaction reports of both chambers. ticker and/or memberId is required; given both, a trade must match '
    + 'both. Transaction dates default to the trailing year ending today; a startDate after endDate is 400. filingDate '
    + 'is when the market could first know. Amounts are the disclosed band (amountFrom to amountTo), never exact. '
    + 'Newest transaction first.',
  tag: TAG,
  params: z
    .object({
      ticker: tickerParam('Ticker the trades name.').optional(),
      memberId: z.uuid({ error: 'must be a member id (a uuid from the member search)' }).optional().describe('Member id from the member search.'),
      transactionType: oneOfWords(['Purchase', 'Sale'], 'must be Purchase or Sale').optional().describe('Purchase or Sale; default both.'),
      startDate: dateParam('First transaction date (default: one year before endDate).').optional(),
      endDate: dateParam('Last transaction date (default: today).').optional(),
      limit: limitParam(50, 500),
      offset: offsetParam(),
    })
    .superRefine(requireTickerOrMember)
    .superRefine(checkDateWindow),
  response: CongressTradesSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: () => [CONGRESS],
  run: async (ctx, p) => (await import('../engine/congress/trades')).congressTrades(ctx, p),
});

export const congressNetWorthOperation = operation({
  id: 'congress.netWorth',
  method: 'GET',
  path: '/v1/congress/members/{id}/net-worth',
  summary: 'A member\'s net-worth bands by year, from electronically filed annual reports.',
  description:
    'One row per year with an electronically filed annual report, newest first: the net-worth band its asset and '
    + 'liability bands give, and how many of each it lists. A missing year means no electronic filing, not zero. An '
    + 'unknown member id is 404.',
  tag: TAG,
  params: z.object({
    id: z.uuid({ error: 'must be a member id (a uuid from the member search)' }).describe('Member id from the member search.'),
    limit: limitParam(20, 500).describe('Years to return (default 20, max 500).'),
  }),
  response: NetWorthSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: () => [CONGRESS],
  run: async (ctx, p) => (await import('../engine/congress/net-worth')).congressNetWorth(ctx, p),
});

export const congressMarketActivityOperation = operation({
  id: 'congress.marketActivity',
  method: 'GET',
  path: '/v1/congress/market-activity',
  summary: 'Market-wide congressional flow by ticker over the last days of filings.',
  description:
    'Trades filed in the last `days` days (the window is anchored on filing date: when the market could know), summed '
    + 'per ticker with each trade at the midpoint of its band (an open band at its lower bound). direction buys lists '
    + 'the tickers with net buying, most first; sells those with net selling, most first. chamber limits to one '
    + 'chamber; total counts the tickers before limit.',
  tag: TAG,
  params: z.object({
    days: fromWire(wholeNumberText, wholeNumber(1, 365, 'must be a whole number of days'))
      .prefault(30)
      .describe('Days of filings, ending today (default 30, max 365).'),
    direction: oneOfWords(['buys', 'sells'], 'must be buys or sells').prefault('buys').describe('buys (default) or sells.'),
    chamber: oneOfWords(['senate', 'house'], 'must be senate or house').optional().describe('senate or house; default both.'),
    limit: limitParam(25, 500),
  }),
  response: MarketActivitySchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: () => [CONGRESS],
  run: async (ctx, p) => (await import('../engine/congress/market-activity')).congressMarketActivity(ctx, p),
});

export const congressOperations: readonly AnyOperation[] = [
  congressMembersOperation, congressTradesOperation, congressNetWorthOperation, congressMarketActivityOperation,
];
