/**
 * Registered funds (the funds family): the holdings of a fund's newest N-PORT-P report. Each operation is
 * declared once here; the rules live in `engine/funds/`.
 */
import { z } from 'zod';
import { limitParam, offsetParam, tickerParam } from '../core/params';
import { FundHoldingsSchema } from '../engine/funds/schemas';
import { operation, type AnyOperation } from './operation';
import type { SampleRef } from './sample-scope';

const TAG = 'funds';

/** The fund series an answer draws on, by profile id (SEC series id). */
const fundSeries = (ids: readonly string[]): SampleRef => ({ kind: 'fund-series', keys: ids });

const fundId = () =>
  tickerParam('Fund: its profile id (SEC series id such as S000012345), its own ticker or a verified share-class ticker.');

export const fundHoldingsOperation = operation({
  id: 'funds.holdings',
  method: 'GET',
  path: '/v1/funds/{ticker}/holdings',
  summary: 'Holdings of a fund from its newest N-PORT-P report.',
  description:
    'The report used is the one with the greatest reporting period, so a late amendment of an older quarter never '
    + 'shadows the newest. holdingsCoverage says whether the stored rows are the whole portfolio the filing reports '
    + '(fullPortfolio), fewer (trackedEquitiesOnly), or cannot be told (unknown). Rows: largest value first, then '
    + 'filing order. An unknown fund answers 404; a page past the last holding is empty.',
  tag: TAG,
  params: z.object({ ticker: fundId(), limit: limitParam(20, 500), offset: offsetParam() }),
  response: FundHoldingsSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (_p, result) => [fundSeries([result.profileId])],
  run: async (ctx, p) => (await import('../engine/funds/holdings')).fundHoldings(ctx, p),
});

export const fundOperations: readonly AnyOperation[] = [fundHoldingsOperation];
