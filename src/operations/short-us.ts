/**
 * Short selling in the US: FINRA's daily short-sale volume, bi-monthly short interest and weekly
 * off-exchange volume, and the SEC's fails-to-deliver, per listing and market-wide. Each operation is
 * declared once here; the rules live in `engine/short/us-*.ts`. The European registers of the family are
 * declared in `short.ts`.
 */
import { z } from 'zod';
import { checkDateWindow, dateParam, decimalText, fromWire, limitParam, offsetParam, oneOfWords, tickerParam } from '../core/params';
import { DEFAULT_MONTHS, LARGEST_SORTS, PAGE_LIMITS, SHORT_VOLUME_START, SNAPSHOT_SORTS } from '../engine/short/us-rules';
import {
  FailsPageSchema,
  LargestSchema,
  OffExchangePageSchema,
  ShortInterestPageSchema,
  ShortVolumePageSchema,
  SnapshotSchema,
} from '../engine/short/us-schemas';
import { operation, type AnyOperation, type DefaultWindow } from './operation';
import { listings, type SampleRef } from './sample-scope';
import { WHOLE_KEYS } from '../store/sample-keys';

const TAG = 'short';

/** A regulator dataset of these tickers (each real file replaces the series of the tickers it names). */
const dataset = (kind: 'short-volume' | 'short-interest' | 'off-exchange' | 'fails-to-deliver', tickers: readonly string[]): SampleRef => ({ kind, keys: tickers });
const failsCoverage: SampleRef = { kind: 'ftd-coverage', keys: [WHOLE_KEYS.ftdCoverage] };

const stock = () => tickerParam('Ticker of the US stock or ETF listing: `AAPL`, class shares `BRK-B` or `BRK.B`.');

const window = (what: string, months: number) => ({
  startDate: dateParam(`Earliest ${what} included (yyyy-MM-dd; default ${months} months before endDate).`).optional(),
  endDate: dateParam(`Latest ${what} included (yyyy-MM-dd; default today).`).optional(),
});

const NOT_AMOUNT = 'must be a non-negative number';

/** A non-negative floor such as `2.5` or `1000000`. */
const floor = (description: string) =>
  fromWire(decimalText, z.number({ error: NOT_AMOUNT }).min(0, NOT_AMOUNT).max(1e15, 'is too large')).describe(description);

/** The default window of the last `months` months, for the faces' hint when it holds no rows. */
const lastMonths = (months: number, rowDate: string, rows: string): DefaultWindow => ({ description: `the last ${months} months, ending today`, rowDate, rows });

export const shortVolumeOperation = operation({
  id: 'short.volume',
  method: 'GET',
  path: '/v1/stocks/{ticker}/short-volume',
  summary: "Daily short-sale volume of a US listing (FINRA Reg SHO), newest first, on today's split basis.",
  description:
    "FINRA's daily short-sale volume of a stock or ETF listing, newest trade date first: the consolidated (CNMS) figure, "
    + 'else the sum of the facility files of the day (never both). It covers off-exchange trades reported to FINRA only '
    + `(about 40% of consolidated volume), so 40 to 50 percent short is a normal baseline. Daily coverage begins ${SHORT_VOLUME_START}: `
    + "earlier dates answer an empty page. Volumes are restated onto today's split basis and rounded to whole shares. "
    + 'Unknown ticker: 404.',
  tag: TAG,
  params: z
    .object({
      ticker: stock(),
      ...window('trade date', DEFAULT_MONTHS.shortVolume),
      limit: limitParam(...PAGE_LIMITS.shortVolume),
      offset: offsetParam(),
    })
    .superRefine(checkDateWindow),
  response: ShortVolumePageSchema,
  access: 'anyPlan',
  // Not cached: the default window and today's split basis move with the clock.
  defaultWindow: lastMonths(DEFAULT_MONTHS.shortVolume, 'date', 'trade dates'),
  sampleScope: (p) => [dataset('short-volume', [p.ticker.key]), listings([p.ticker.key])],
  run: async (ctx, p) => (await import('../engine/short/us-volume')).listShortVolume(ctx, p),
});

export const shortInterestOperation = operation({
  id: 'short.interest',
  method: 'GET',
  path: '/v1/stocks/{ticker}/short-interest',
  summary: 'Short interest of a US listing at each FINRA settlement date, newest first.',
  description:
    'Positions as FINRA published them twice a month (not restated across splits; splitInPeriod flags a split inside the '
    + 'reporting period). FINRA caps daysToCover at 999.99: a returned 999.99 is a real reading meaning 999.99 or more, '
    + 'while the 999.99 placeholder filed for zero average daily volume is returned as null. Unknown ticker: 404.',
  tag: TAG,
  params: z
    .object({
      ticker: stock(),
      ...window('settlement date', DEFAULT_MONTHS.shortInterest),
      limit: limitParam(...PAGE_LIMITS.shortInterest),
      offset: offsetParam(),
    })
    .superRefine(checkDateWindow),
  response: ShortInterestPageSchema,
  access: 'anyPlan',
  // Not cached: the default window ends today.
  defaultWindow: lastMonths(DEFAULT_MONTHS.shortInterest, 'settlementDate', 'settlements'),
  sampleScope: (p) => [dataset('short-interest', [p.ticker.key])],
  run: async (ctx, p) => (await import('../engine/short/us-interest')).listShortInterest(ctx, p),
});

export const offExchangeOperation = operation({
  id: 'short.offExchange',
  method: 'GET',
  path: '/v1/stocks/{ticker}/off-exchange-volume',
  summary: 'Weekly off-exchange volume of a US listing (FINRA ATS and non-ATS OTC), newest week first.',
  description:
    "FINRA's weekly volume and trade counts of a listing on alternative trading systems and other over-the-counter "
    + 'venues, by week start (Monday). Rows of symbols that differ only by case are summed; weeks before 2025-08-11, when '
    + 'FINRA folded such siblings into one row, say mayIncludeCaseFoldedSiblingVolume. A venue with no stored row for the '
    + 'week is null, and so is the total. Unknown ticker: 404.',
  tag: TAG,
  params: z
    .object({
      ticker: stock(),
      ...window('week start', DEFAULT_MONTHS.offExchange),
      limit: limitParam(...PAGE_LIMITS.offExchange),
      offset: offsetParam(),
    })
    .superRefine(checkDateWindow),
  response: OffExchangePageSchema,
  access: 'anyPlan',
  // Not cached: the default window ends today.
  defaultWindow: lastMonths(DEFAULT_MONTHS.offExchange, 'weekStartDate', 'weeks'),
  sampleScope: (p) => [dataset('off-exchange', [p.ticker.key])],
  run: async (ctx, p) => (await import('../engine/short/us-off-exchange')).listOffExchange(ctx, p),
});

export const failsToDeliverOperation = operation({
  id: 'short.failsToDeliver',
  method: 'GET',
  path: '/v1/stocks/{ticker}/fails-to-deliver',
  summary: "Fails-to-deliver balances of a US listing (SEC), newest settlement date first, with the files' coverage.",
  description:
    'Each row is the aggregate outstanding fail balance on its settlement date: a balance, never to be summed across dates. '
    + "price is the file's, the prior trading day's close (null where the file has none); value is quantity × price. "
    + 'coverageStartDate to coverageEndDate is the newest unbroken run of complete SEC files: inside it an absent date means '
    + 'no reported fails; earlier dates are only partially covered. Unknown ticker: 404.',
  tag: TAG,
  params: z
    .object({
      ticker: stock(),
      ...window('settlement date', DEFAULT_MONTHS.failsToDeliver),
      limit: limitParam(...PAGE_LIMITS.failsToDeliver),
      offset: offsetParam(),
    })
    .superRefine(checkDateWindow),
  response: FailsPageSchema,
  access: 'anyPlan',
  // Not cached: the default window ends today.
  defaultWindow: lastMonths(DEFAULT_MONTHS.failsToDeliver, 'settlementDate', 'fails'),
  sampleScope: (p) => [dataset('fails-to-deliver', [p.ticker.key]), failsCoverage],
  run: async (ctx, p) => (await import('../engine/short/us-fails')).listFails(ctx, p),
});

const snapshotSort = oneOfWords(SNAPSHOT_SORTS, `must be one of ${SNAPSHOT_SORTS.join(', ')}`)
  .prefault('daysToCover')
  .describe('Sort key, descending: daysToCover (default), shortPosition or change (changeInShortPosition).');

export const snapshotOperation = operation({
  id: 'short.snapshot',
  method: 'GET',
  path: '/v1/short-interest/snapshot',
  summary: 'Short interest of every listing at the newest published FINRA settlement, largest first.',
  description:
    "Every stored listing's short interest at the newest settlement FINRA has published as of today (a settlement still "
    + 'pending publication is never shown). Sorted descending by sortBy, ties on ticker; sorted by daysToCover, readings at '
    + "FINRA's 999.99 cap rank after every real reading and rows without a reading (null) come last. minDaysToCover above 0 "
    + 'leaves out rows without a reading. minAvgDailyVolume is accepted for minAverageDailyVolume.',
  tag: TAG,
  params: z
    .object({
      minDaysToCover: floor('Only rows with at least this many days to cover (default 0).').prefault(0),
      minAverageDailyVolume: floor('Only rows with at least this average daily volume in shares (default 0).').optional(),
      minAvgDailyVolume: floor('Alias of minAverageDailyVolume.').optional(),
      sortBy: snapshotSort,
      limit: limitParam(...PAGE_LIMITS.snapshot),
      offset: offsetParam(),
    })
    .superRefine((p, ctx) => {
      if (p.minAverageDailyVolume !== undefined && p.minAvgDailyVolume !== undefined && p.minAverageDailyVolume !== p.minAvgDailyVolume) {
        ctx.addIssue({ code: 'custom', path: ['minAvgDailyVolume'], message: `is an alias of minAverageDailyVolume, given as ${p.minAverageDailyVolume}: give one of them` });
      }
    }),
  response: SnapshotSchema,
  access: 'anyPlan',
  // Not cached: which settlement is published depends on the clock.
  sampleScope: (_p, result) => [dataset('short-interest', result.data.map((row) => row.ticker))],
  run: async (ctx, p) => (await import('../engine/short/us-snapshot')).shortInterestSnapshot(ctx, p),
});

const largestSort = oneOfWords(LARGEST_SORTS, `must be one of ${LARGEST_SORTS.join(', ')}`)
  .prefault('shortVolume')
  .describe('Sort key, descending: shortVolume (default) or shortPercent (shortVolumePercent).');

export const largestOperation = operation({
  id: 'short.largest',
  method: 'GET',
  path: '/v1/short-volume/largest',
  summary: 'Largest daily short-sale volume across listings on one trade date.',
  description:
    `FINRA's daily short volume of every listing on one trade date (default: the newest date stored), largest first, ties on `
    + "ticker. Figures are those of the listing's own short-volume series (consolidated figure first, restated onto today's "
    + `split basis, whole shares); the floors apply to them. Dates before ${SHORT_VOLUME_START} answer an empty board.`,
  tag: TAG,
  params: z.object({
    date: dateParam('Trade date (yyyy-MM-dd; default the newest trading day with short volume stored).').optional(),
    minShortVolume: floor('Only rows with at least this short volume in shares (default 0).').prefault(0),
    minTotalVolume: floor('Only rows with at least this total volume in shares (default 0).').prefault(0),
    sortBy: largestSort,
    limit: limitParam(...PAGE_LIMITS.largest),
    offset: offsetParam(),
  }),
  response: LargestSchema,
  access: 'anyPlan',
  // Not cached: the default date and today's split basis move with the clock.
  sampleScope: (_p, result) => {
    const tickers = result.data.map((row) => row.ticker);
    return [dataset('short-volume', tickers), listings(tickers)];
  },
  run: async (ctx, p) => (await import('../engine/short/us-largest')).largestShortVolume(ctx, p),
});

export const shortUsOperations: readonly AnyOperation[] = [
  shortVolumeOperation,
  shortInterestOperation,
  offExchangeOperation,
  failsToDeliverOperation,
  snapshotOperation,
  largestOperation,
];
