/**
 * Stock indexes: the covered indexes, their constituent lists (tracking-fund holdings), membership changes
 * and membership forecasts. Each operation is declared once here; the rules live in `engine/indexes/`.
 */
import { z } from 'zod';
import { limitParam, offsetParam } from '../core/params';
import { ChangePageSchema, ConstituentsSchema, IndexListSchema } from '../engine/indexes/schemas';
import { ForecastSchema } from '../engine/indexes/forecast-schemas';
import { indexesNamed, INDEXES } from '../engine/indexes/universe';
import { operation, type AnyOperation } from './operation';
import { listings, type SampleRef } from './sample-scope';

const TAG = 'indexes';

/** The holdings lists of these tracking funds. */
const funds = (tickers: readonly string[]): SampleRef => ({ kind: 'index-fund', keys: tickers });

/** Every fund of the index a spelling names (none when it names no single index: the answer is a 404). */
const fundsOf = (spelling: string): SampleRef[] => {
  const found = indexesNamed(spelling);
  return found.length === 1 ? [funds(found[0]!.funds.map((f) => f.ticker))] : [];
};

const indexParam = z
  .string()
  .describe('Index: slug (sp-500), name (S&P 500) or ticker alias (SPX, ^GSPC, NDX, RUT, DJIA, Dow); case, spaces and punctuation ignored. A spelling that could name two indexes is 404.');

export const listIndexesOperation = operation({
  id: 'indexes.list',
  method: 'GET',
  path: '/v1/indexes',
  summary: 'The covered stock indexes, with the size, date and source of each published constituent list.',
  description:
    'The seven covered indexes in a fixed order. constituentCount is 0 and asOfDate null while no tracking fund of the '
    + 'index has a complete holdings list; forecastable is false only for the Dow Jones Industrial Average.',
  tag: TAG,
  params: z.object({}),
  response: IndexListSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: () => [funds(INDEXES.flatMap((i) => i.funds.map((f) => f.ticker)))],
  run: async (ctx) => (await import('../engine/indexes/list')).listIndexes(ctx),
});

export const constituentsOperation = operation({
  id: 'indexes.constituents',
  method: 'GET',
  path: '/v1/indexes/{index}',
  summary: "An index's constituents: the published holdings list of a full-replication tracking fund, heaviest first.",
  description:
    'The newest list of the index\'s tracking funds that arrived whole, naming the fund, the kind of file and its date. '
    + 'weight is a fraction; fundShares and fundValueUsd size the fund\'s position, never the company. Rows that match no '
    + 'listing keep the fund\'s own name with isLinked false and ticker null.',
  tag: TAG,
  params: z.object({ index: indexParam, limit: limitParam(100, 500), offset: offsetParam() }),
  response: ConstituentsSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (p) => fundsOf(p.index),
  run: async (ctx, p) => (await import('../engine/indexes/constituents')).listConstituents(ctx, p),
});

export const changesOperation = operation({
  id: 'indexes.changes',
  method: 'GET',
  path: '/v1/indexes/{index}/changes',
  summary: 'Membership changes of an index, read from consecutive published lists, newest first.',
  description:
    'Each tracking fund\'s consecutive complete lists are compared: Added or Removed, dated to the window between the two '
    + 'holdings dates. Records of one company and direction over overlapping windows from several funds are one event, '
    + 'its window where they overlap, with sourceCount the number of funds.',
  tag: TAG,
  params: z.object({ index: indexParam, limit: limitParam(25, 500), offset: offsetParam() }),
  response: ChangePageSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (p) => fundsOf(p.index),
  run: async (ctx, p) => (await import('../engine/indexes/changes')).listChanges(ctx, p),
});

export const forecastOperation = operation({
  id: 'indexes.forecast',
  method: 'GET',
  path: '/v1/indexes/{index}/forecast',
  summary: "The index's published entry rules applied to every tracked company, with a rule-by-rule scorecard.",
  description:
    'Screen (S&P composites: a committee decides; the S&P 500 adds a calibrated probability) or Projection (Nasdaq-100, '
    + 'Russell 1000 and 2000: rank by the published measure, apply the buffers, decide). Every bucket\'s count is public; '
    + 'Plus and Pro get the rows, Free gets candidatesLocked true, the server\'s upgrade page as upgradeUrl (null when it has none) and empty rows. The Dow Jones '
    + 'Industrial Average has no quantitative entry rule: 404.',
  tag: TAG,
  params: z.object({ index: indexParam }),
  response: ForecastSchema,
  access: 'anyPlan',
  // The member list's funds, and the listings of every row shown (the Free plan shows none).
  sampleScope: (p, result) => [...fundsOf(p.index), listings(Object.values(result.buckets).flatMap((b) => b.rows.map((row) => row.ticker)))],
  run: async (ctx, p) => (await import('../engine/indexes/forecast')).forecastIndex(ctx, p),
});

export const indexOperations: readonly AnyOperation[] = [listIndexesOperation, constituentsOperation, changesOperation, forecastOperation];
