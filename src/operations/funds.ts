/**
 * Registered funds (the funds family): the fund directory, the holdings of a fund's newest N-PORT-P
 * report, a fund's operations (its N-CEN filings), the funds that hold a stock, and Swedish funds'
 * positions (`./funds-sweden.ts`). Each operation is declared once; the rules live in `engine/funds/`.
 */
import { z } from 'zod';
import { limitParam, offsetParam, tickerParam } from '../core/params';
import { FundOperationsSchema } from '../engine/funds/operations-schemas';
import { FundDirectorySchema, FundHoldingsSchema, FundOwnersSchema } from '../engine/funds/schemas';
import { swedishFundPositionsOperation } from './funds-sweden';
import { operation, type AnyOperation } from './operation';
import type { SampleRef } from './sample-scope';

const TAG = 'funds';

/** The fund series an answer draws on, by profile id (SEC series id). */
const fundSeries = (ids: readonly string[]): SampleRef => ({ kind: 'fund-series', keys: ids });

const fundId = () =>
  tickerParam('Fund: its profile id (SEC series id such as S000012345), its own ticker or a verified share-class ticker.');

export const fundDirectoryOperation = operation({
  id: 'funds.directory',
  method: 'GET',
  path: '/v1/funds',
  summary: 'Fund directory: registered funds (N-PORT-P series) by identifier or name.',
  description:
    'query is a fund name, registrant, profile id, series id, the fund\'s own ticker or a verified share-class ticker. '
    + 'Exact identifiers and verified aliases win; otherwise every word must be a word of the series or registrant '
    + 'name, in any order; only when no fund holds every word, a sparse fallback returns funds holding any word. '
    + 'Within a tier: largest net assets first, then series name and profile id. totalMatches counts matches before '
    + 'limit. Series without a ticker are included; every profileId resolves on the holdings and operations routes. Funds that do '
    + 'not file N-PORT-P (money market funds, small business investment companies) can be absent: a miss is not '
    + 'evidence a fund does not exist.',
  tag: TAG,
  params: z.object({
    query: z
      .string()
      .refine((text) => text.trim().length > 0, { message: 'must name at least one word or identifier' })
      .describe('Fund name, registrant, profile id, series id, own ticker or verified share-class ticker; words in any order.'),
    limit: limitParam(20, 500),
  }),
  response: FundDirectorySchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (_p, result) => [fundSeries(result.data.map((row) => row.profileId))],
  run: async (ctx, p) => (await import('../engine/funds/directory')).fundDirectory(ctx, p),
});

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

export const fundOperationsOperation = operation({
  id: 'funds.operations',
  method: 'GET',
  path: '/v1/funds/{ticker}/operations',
  summary: 'Operations of a fund: its registrant\'s N-CEN filings, with the fund\'s service providers.',
  description:
    'Form N-CEN filings that list the fund\'s series id (or list no series and were filed by its registrant), newest '
    + 'first: report period, filing date, company type and file number, amendment, first and last filing, and the '
    + 'service providers (the fund\'s own, then the registrant\'s). coverage is always registrantLevelTrackedIssuerFeed: '
    + 'N-CEN is a registrant-level filing and only stored filings are read, so an empty data list is a coverage result '
    + '(200), not evidence of no filing. The fund id resolves as on the holdings route, and a series id only an N-CEN '
    + 'filing lists resolves too. An unknown fund answers 404.',
  tag: TAG,
  params: z.object({ ticker: fundId(), limit: limitParam(10, 500) }),
  response: FundOperationsSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (_p, result) => [fundSeries([result.profileId]), { kind: 'fund-ncen-registrant', keys: result.data.map((row) => row.registrantCik) }],
  run: async (ctx, p) => (await import('../engine/funds/operations')).fundOperations(ctx, p),
});

export const fundOwnersOperation = operation({
  id: 'funds.owners',
  method: 'GET',
  path: '/v1/stocks/{ticker}/fund-owners',
  summary: 'Funds holding a stock, from each series\' newest N-PORT-P report.',
  description:
    'One row per position in a series\' newest report, largest value first; values are as of each row\'s own report '
    + 'period. A series whose newest report period is more than 18 months before today has stopped filing and is '
    + 'excluded from the rows and totalPositions. A holding is the stock\'s when the filing\'s ticker identifier is '
    + 'the listing\'s ticker, or its CUSIP (or the CUSIP inside a US or CA ISIN) is one the SEC\'s fails-to-deliver '
    + 'data pairs with the ticker. registrantOrSeries filters before meta.total and the paging. A stock no counted '
    + 'fund holds answers an empty list.',
  tag: TAG,
  params: z.object({
    ticker: tickerParam('Ticker of the stock: `AAPL`, class shares `BRK-B` or `BRK.B`.'),
    registrantOrSeries: z.string().optional().describe('Case-insensitive substring of the registrant or series name.'),
    limit: limitParam(20, 500),
    offset: offsetParam(),
  }),
  response: FundOwnersSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (_p, result) => [fundSeries(result.data.map((row) => row.profileId))],
  run: async (ctx, p) => (await import('../engine/funds/owners')).fundOwners(ctx, p),
});

export const fundOperations: readonly AnyOperation[] = [
  fundDirectoryOperation,
  fundHoldingsOperation,
  fundOperationsOperation,
  fundOwnersOperation,
  swedishFundPositionsOperation,
];
