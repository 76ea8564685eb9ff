/**
 * Insiders: transactions, ownership rosters and proposed sales of a listing, insider search, the
 * market-wide sentiment ranking, and director transactions of Swedish listings. Each operation is declared
 * once here; the rules live in `engine/insiders/`.
 */
import { z } from 'zod';
import { checkDateWindow, dateParam, limitParam, offsetParam, tickerParam, usdFloorParam } from '../core/params';
import { TRANSACTION_TYPE_ALIASES, TRANSACTION_TYPES, type TransactionType } from '../engine/insiders/codes';
import {
  DirectorTransactionsSchema,
  InsiderSearchSchema,
  OwnershipSchema,
  ProposedSalePageSchema,
  SentimentSchema,
  TransactionPageSchema,
} from '../engine/insiders/schemas';
import { operation, type AnyOperation } from './operation';
import { listings, type SampleRef } from './sample-scope';

const TAG = 'insiders';

/** A listing's insider filings (and its market data, which sentiment reads). */
const insiderTickers = (tickers: readonly string[]): SampleRef => ({ kind: 'insider-ticker', keys: tickers });
const issuerRecords = (tickers: readonly string[]): SampleRef => ({ kind: 'insider-issuer', keys: tickers });

const stock = () => tickerParam('Ticker of the listing: `AAPL`, class shares `BRK-B` or `BRK.B`.');

/** A coarse type or one of its aliases, compared ignoring case. */
const transactionTypeParam = z
  .string()
  .transform((text, ctx): TransactionType => {
    const wanted = text.trim().toLowerCase();
    const found = TRANSACTION_TYPES.find((t) => t.toLowerCase() === wanted)
      ?? Object.entries(TRANSACTION_TYPE_ALIASES).find(([alias]) => alias.toLowerCase() === wanted)?.[1];
    if (found === undefined) {
      ctx.addIssue({ code: 'custom', message: `must be one of ${TRANSACTION_TYPES.join(', ')} (or Purchase, Sale)` });
      return z.NEVER;
    }
    return found;
  })
  .optional()
  .describe(`Only this coarse type: ${TRANSACTION_TYPES.join(', ')}; Purchase and Sale are accepted for Buy and Sell.`);

const nameWordsParam = z
  .string()
  .transform((text) => text.trim().split(/\s+/).filter((w) => w.length > 0))
  .optional()
  .describe('Only insiders whose filed name contains every word given (case ignored, words in any order).');

const booleanParam = (description: string) =>
  z
    .string()
    .transform((text) => text.trim().toLowerCase())
    .pipe(z.enum(['true', 'false'], { message: 'must be true or false' }))
    .transform((text) => text === 'true')
    .optional()
    .describe(description);

export const insiderTransactionsOperation = operation({
  id: 'insiders.transactions',
  method: 'GET',
  path: '/v1/stocks/{ticker}/insider-transactions',
  summary: 'Insider transactions of a listing from ownership filings, most recent first.',
  description:
    'Rows of Forms 3, 4 and 5, both the non-derivative and the derivative table, most recent transaction first. Filters '
    + 'combine: transaction dates (inclusive), coarse transactionType (Purchase and Sale are aliases of Buy and Sell) and '
    + 'insiderName (every word must occur in the filed name). Check transactionCode before treating a row as an '
    + 'open-market trade. An unknown ticker answers 404.',
  tag: TAG,
  params: z
    .object({
      ticker: stock(),
      startDate: dateParam('Earliest transaction date included (yyyy-MM-dd).').optional(),
      endDate: dateParam('Latest transaction date included (yyyy-MM-dd).').optional(),
      transactionType: transactionTypeParam,
      insiderName: nameWordsParam,
      limit: limitParam(100, 500),
      offset: offsetParam(),
    })
    .superRefine(checkDateWindow),
  response: TransactionPageSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (p) => [insiderTickers([p.ticker.key])],
  run: async (ctx, p) => (await import('../engine/insiders/transactions')).listTransactions(ctx, p),
});

export const insiderOwnershipOperation = operation({
  id: 'insiders.ownership',
  method: 'GET',
  path: '/v1/stocks/{ticker}/insider-ownership',
  summary: "Insider holders of a listing, largest first, restated onto today's split basis.",
  description:
    'Each insider with the newest reported balance of every non-derivative title and ownership form, summed and restated '
    + "onto today's split basis before ranking. Largest holder first; ties break on insider name so pages never repeat or "
    + 'skip. Returns a bare data array.',
  tag: TAG,
  params: z.object({ ticker: stock(), limit: limitParam(30, 100), offset: offsetParam() }),
  response: OwnershipSchema,
  access: 'anyPlan',
  // Not cached: today's split basis moves with the clock.
  sampleScope: (p) => [insiderTickers([p.ticker.key]), listings([p.ticker.key])],
  run: async (ctx, p) => (await import('../engine/insiders/ownership')).listOwnership(ctx, p),
});

export const proposedSalesOperation = operation({
  id: 'insiders.proposedSales',
  method: 'GET',
  path: '/v1/stocks/{ticker}/proposed-sales',
  summary: 'Proposed insider sales (Form 144 notices) of a listing, newest filing first.',
  description:
    'Form 144 notices of the issuer linked to the listing. sharesToBeSold is as filed; sharesOutstanding is the '
    + "listing's current share count from its record, not the notice's figure: restate sharesToBeSold across splits "
    + 'since filing before dividing. remarks typically carry the plan adoption date.',
  tag: TAG,
  params: z
    .object({
      ticker: stock(),
      startDate: dateParam('Earliest filing date included (yyyy-MM-dd).').optional(),
      endDate: dateParam('Latest filing date included (yyyy-MM-dd).').optional(),
      limit: limitParam(100, 500),
      offset: offsetParam(),
    })
    .superRefine(checkDateWindow),
  response: ProposedSalePageSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (p, result) => [
    { kind: 'proposed-sales', keys: result.data.length === 0 ? [] : [p.ticker.key] },
    issuerRecords([p.ticker.key]),
  ],
  run: async (ctx, p) => (await import('../engine/insiders/proposed-sales')).listProposedSales(ctx, p),
});

export const insiderSearchOperation = operation({
  id: 'insiders.search',
  method: 'GET',
  path: '/v1/insiders',
  summary: 'Insiders (reporting owners) by name.',
  description:
    'Whole name words, never arbitrary substrings: an exact legal name or verified alias wins; otherwise every word is '
    + 'required, before a sparse any-word fallback. Case and punctuation are ignored; a short token never matches inside '
    + 'a longer word. Sorted by most recent filing activity, then name and CIK.',
  tag: TAG,
  params: z.object({
    query: z
      .string()
      .refine((text) => text.trim().length > 0, { message: 'must name at least one word' })
      .describe('Name words of the insider, in any order.'),
    limit: limitParam(20, 500),
    offset: offsetParam(),
  }),
  response: InsiderSearchSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (_p, result) => [insiderTickers(result.data.flatMap((row) => (row.latestCompanyTicker === null ? [] : [row.latestCompanyTicker])))],
  run: async (ctx, p) => (await import('../engine/insiders/search')).searchInsiders(ctx, p),
});

export const insiderSentimentOperation = operation({
  id: 'insiders.sentiment',
  method: 'GET',
  path: '/v1/insider-sentiment-scores',
  summary: 'Market-wide ranking of net insider buying (open-market trades of officers and directors).',
  description:
    'Score 0 to 100: a peer-relative blend of net distinct insiders buying, net shares bought as a fraction of shares '
    + 'outstanding, and net buy value, over open-market trades of the trailing window (planned 10b5-1 trades, initial '
    + 'filings and 10% owners left out). rank is the place in the full scored universe and survives the filters; '
    + 'meta.total counts rows after them, totalScored the whole universe. ticker returns one stock (other filters do not '
    + 'apply; 404 outside the universe).',
  tag: TAG,
  params: z.object({
    clusterBuysOnly: booleanParam('true: only stocks where three or more distinct insiders bought in the window.'),
    minMarketCap: usdFloorParam('Market capitalisation floor in USD (default 0; once set, unknown caps are excluded).'),
    minSharePrice: usdFloorParam('Share price floor in USD (default 0; once set, unknown prices are excluded).'),
    minDollarVolume: usdFloorParam('Three-month average dollar volume floor in USD (default 0; once set, unknown volumes are excluded).'),
    limit: limitParam(25, 200),
    offset: offsetParam(),
    bottom: booleanParam('true: walk the ranking from the other end, heaviest net selling first (ranks preserved).'),
    ticker: tickerParam('One stock: its score and rank instead of the leaderboard.').optional(),
  }),
  response: SentimentSchema,
  access: 'anyPlan',
  // Not cached: the trailing window ends today.
  sampleScope: (_p, result) => {
    const tickers = result.data.map((row) => row.ticker);
    return [insiderTickers(tickers), issuerRecords(tickers), listings(tickers)];
  },
  run: async (ctx, p) => (await import('../engine/insiders/sentiment')).sentimentScores(ctx, p),
});

export const directorTransactionsOperation = operation({
  id: 'insiders.directorTransactions',
  method: 'GET',
  path: '/v1/stocks/{exchange}/{ticker}/director-transactions',
  summary: "Director transactions of a Swedish listing, as Finansinspektionen's insider register publishes them.",
  description:
    'Observations of the insider register matched on the listing\'s ISIN alone, newest publication first, with their '
    + 'published fields and status (not normalized into purchases or holdings). coverageStatus unresolved_security, '
    + 'not_captured or no_matching_observations never means there were no transactions. Unknown or ambiguous listing: 404.',
  tag: TAG,
  params: z.object({
    exchange: z.string().describe('Market identifier code of the exchange, e.g. XSTO (Nasdaq Stockholm).'),
    ticker: z.string().describe('Ticker as the exchange writes it, share class after a dash, e.g. HM-B.'),
    limit: limitParam(20, 100),
  }),
  response: DirectorTransactionsSchema,
  access: 'anyPlan',
  // Not cached: staleness is judged against the clock.
  sampleScope: (_p, result) => [{ kind: 'se-insider-isin', keys: result.isin === null ? [] : [result.isin] }],
  run: async (ctx, p) => (await import('../engine/insiders/director-transactions')).directorTransactions(ctx, p),
});

export const insiderOperations: readonly AnyOperation[] = [
  insiderTransactionsOperation,
  insiderOwnershipOperation,
  proposedSalesOperation,
  insiderSearchOperation,
  insiderSentimentOperation,
  directorTransactionsOperation,
];
