/**
 * The prices family: daily bars, dividends, splits and latest closes. Each operation is declared once
 * here; the rules live in `engine/prices/`.
 */
import { z } from 'zod';
import { checkDateWindow, dateParam, limitParam, offsetParam, tickerListParam, tickerParam } from '../core/params';
import { DividendPage, LatestResponse, PricePage, SplitPage } from '../engine/prices/schemas';
import { operation, type AnyOperation } from './operation';
import { rowTickers, tickerParam as tickerScope } from './sample-scope';

const TAG = 'prices';

/** ticker + an inclusive date window on `what` + paging, with the start-after-end rule on `startDate`. */
const tickerWindowPage = (what: string, defaultLimit: number, maxLimit: number) =>
  z
    .object({
      ticker: tickerParam(),
      startDate: dateParam(`Earliest ${what} included (yyyy-MM-dd).`).optional(),
      endDate: dateParam(`Latest ${what} included (yyyy-MM-dd).`).optional(),
      limit: limitParam(defaultLimit, maxLimit),
      offset: offsetParam(),
    })
    .superRefine(checkDateWindow);

export const listPricesOperation = operation({
  id: 'prices.list',
  method: 'GET',
  path: '/v1/stocks/{ticker}/prices',
  aliases: ['/v1/securities/{ticker}/prices'],
  summary: 'Daily price bars of a stock or ETF, newest first.',
  description:
    'End-of-day bars, split-adjusted, newest first; zero-volume carry-forward candles never appear. A listing with no '
    + 'reading answers 404; another share class is never substituted.',
  tag: TAG,
  params: tickerWindowPage('session date', 260, 500),
  response: PricePage,
  access: 'anyPlan',
  // Depends only on the stored captures, never on the clock.
  cache: 'store',
  sampleScope: tickerScope,
  run: async (ctx, p) => (await import('../engine/prices/list')).listPrices(ctx, p),
});

export const listDividendsOperation = operation({
  id: 'prices.dividends',
  method: 'GET',
  path: '/v1/stocks/{ticker}/dividends',
  summary: "A listing's declared dividends, newest ex-date first.",
  description: 'Cash dividends by ex-date, newest first; future ex-dates appear once declared. Each listing reports only its own payments.',
  tag: TAG,
  params: tickerWindowPage('ex-date', 20, 500),
  response: DividendPage,
  access: 'anyPlan',
  // Depends only on the stored captures, never on the clock.
  cache: 'store',
  sampleScope: tickerScope,
  run: async (ctx, p) => (await import('../engine/prices/dividends')).listDividends(ctx, p),
});

export const listSplitsOperation = operation({
  id: 'prices.splits',
  method: 'GET',
  path: '/v1/stocks/{ticker}/splits',
  summary: "A listing's stock splits, newest effective date first.",
  description:
    'Captured and announced splits, newest effective date first, with meta.total. priceHistoryAdjusted tells whether the '
    + 'stored bars are confirmed restated across the split.',
  tag: TAG,
  params: tickerWindowPage('effective date', 20, 500),
  response: SplitPage,
  access: 'anyPlan',
  // Not cached: priceHistoryAdjusted turns true once an announced split's date passes (clock-dependent).
  sampleScope: tickerScope,
  run: async (ctx, p) => (await import('../engine/prices/splits')).listSplits(ctx, p),
});

export const latestClosesOperation = operation({
  id: 'prices.latest',
  method: 'GET',
  path: '/v1/prices/latest',
  summary: 'Latest close, change and 52-week range of up to 25 tickers.',
  description:
    "Each row is the ticker's newest settled bar with positive volume. Symbols that do not resolve are listed in "
    + 'notFound and do not fail the call.',
  tag: TAG,
  params: z.object({ tickers: tickerListParam(25) }),
  response: LatestResponse,
  access: 'anyPlan',
  sampleScope: (_p, result) => [rowTickers(result.data)],
  run: async (ctx, p) => (await import('../engine/prices/latest')).latestCloses(ctx, p),
});

export const pricesOperations: readonly AnyOperation[] = [
  listPricesOperation,
  listDividendsOperation,
  listSplitsOperation,
  latestClosesOperation,
];
