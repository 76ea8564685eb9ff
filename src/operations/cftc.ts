/**
 * Futures positioning: tracked contracts, weekly positions and the latest report per contract. Each operation is declared once here; the rules live in `engine/cftc/`.
 */
import { z } from 'zod';
import { checkDateWindow, dateParam, limitParam, offsetParam, oneOfWords } from '../core/params';
import { ContractSearchSchema, LatestPositionsSchema, PositionPageSchema } from '../engine/cftc/schemas';
import { CATEGORIES } from '../engine/cftc/categories';
import { trackedContract } from '../engine/cftc/universe';
import { operation, type AnyOperation } from './operation';
import { noCaptures, type SampleRef } from './sample-scope';

/** Weekly reports of these markets. */
const markets = (codes: readonly string[]): SampleRef => ({ kind: 'cftc-market', keys: codes });

const TAG = 'cftc';

/** The category a wire value names, compared ignoring case and surrounding spaces. */
const categoryParam = oneOfWords(CATEGORIES, `must be one of ${CATEGORIES.join(', ')}`)
  .optional()
  .describe(`Only contracts of this category: ${CATEGORIES.join(', ')} (default: all).`);

/** alias resolves one name exactly; beside a query it would be unclear which one wins. */
function queryOrAlias(value: { query?: unknown; alias?: unknown }, ctx: z.RefinementCtx): void {
  if (value.query !== undefined && value.alias !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['alias'], message: 'cannot be combined with query: give one or the other' });
  }
}

export const searchContractsOperation = operation({
  id: 'cftc.contracts',
  method: 'GET',
  path: '/v1/cftc/contracts',
  summary: 'Tracked futures contracts by market code, alias or search words.',
  description:
    'An exact market code or verified alias (gold, wti, s&p 500, 10 year, euro, …) wins; otherwise every word must match '
    + 'the code, market name or category, else any word of three letters or more. Sorted by category then market name; '
    + 'no query lists every tracked contract. alias instead of query resolves a verified alias or market code only (a futures '
    + 'root such as GC, ES or WTI, a name such as gold), never search words: one contract or an empty list. An empty list '
    + 'means only that the tracked set has no match.',
  tag: TAG,
  params: z
    .object({
      query: z.string().optional().describe('Market code, alias or search words (default: every tracked contract).'),
      alias: z
        .string()
        .optional()
        .describe('A verified alias or market code only (GC, ES, WTI, gold, 088691), never words: the one contract it names, or none.'),
      limit: limitParam(50, 500),
    })
    .superRefine(queryOrAlias),
  response: ContractSearchSchema,
  access: 'anyPlan',
  // Depends only on the parameters and the curated universe.
  cache: 'store',
  // The tracked contracts are curated reference data, not captures.
  sampleScope: noCaptures,
  run: async (_ctx, p) => (await import('../engine/cftc/search')).searchContracts(p),
});

export const listPositionsOperation = operation({
  id: 'cftc.positions',
  method: 'GET',
  path: '/v1/cftc/contracts/{marketCode}/positions',
  summary: 'Weekly Commitments of Traders positions of a tracked contract, newest first.',
  description:
    'Legacy futures-only positions (open interest, commercial and non-commercial long, short and spreading), newest report '
    + 'first. The window defaults to the last year ending today. A market code outside the tracked set answers 404.',
  tag: TAG,
  params: z
    .object({
      marketCode: z.string().describe('CFTC contract market code, e.g. 088691 (gold) or 13874A (E-mini S&P 500); case and surrounding spaces ignored.'),
      startDate: dateParam('Earliest report date included (yyyy-MM-dd; default one year before the end).').optional(),
      endDate: dateParam('Latest report date included (yyyy-MM-dd; default today).').optional(),
      limit: limitParam(52, 500),
      offset: offsetParam(),
    })
    .superRefine(checkDateWindow),
  response: PositionPageSchema,
  access: 'anyPlan',
  defaultWindow: { description: 'the last year, ending today', rowDate: 'reportDate', rows: 'weekly reports' },
  // Not cached: the default window ends today (clock-dependent).
  sampleScope: (p) => [markets([trackedContract(p.marketCode)?.marketCode ?? p.marketCode])],
  run: async (ctx, p) => (await import('../engine/cftc/positions')).listPositions(ctx, p),
});

export const latestPositionsOperation = operation({
  id: 'cftc.latest',
  method: 'GET',
  path: '/v1/cftc/positions/latest',
  summary: 'Newest stored report of every tracked contract, with net positions.',
  description:
    'One row per tracked contract (not paged), sorted by category then market name; net is long minus short. A contract '
    + 'with no stored report keeps its row with null report fields.',
  tag: TAG,
  params: z.object({ category: categoryParam }),
  response: LatestPositionsSchema,
  access: 'anyPlan',
  // Depends only on the parameters and the stored reports.
  cache: 'store',
  sampleScope: (_p, result) => [markets(result.data.filter((row) => row.reportDate !== null).map((row) => row.marketCode))],
  run: async (ctx, p) => (await import('../engine/cftc/latest')).latestPositions(ctx, p),
});

export const cftcOperations: readonly AnyOperation[] = [searchContractsOperation, listPositionsOperation, latestPositionsOperation];
