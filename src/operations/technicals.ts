/**
 * Technical indicators and the most-correlated-stocks read, computed from daily bars. Each operation is
 * declared once here; the rules live in `engine/technicals/`. The indicator operations are generated from
 * the catalogue in `engine/technicals/definitions.ts`, one per indicator, so each publishes its own typed
 * parameters.
 */
import { z } from 'zod';
import { checkDateWindow, dateParam, decimalText, fromWire, limitParam, offsetParam, tickerParam, wholeNumber, wholeNumberText } from '../core/params';
import type { ListingKey } from '../core/tickers';
import { INDICATORS, type IndicatorDefinition, type IndicatorParam } from '../engine/technicals/definitions';
import { CorrelationPage, DEFAULT_WINDOW_DAYS, indicatorResponse, MIN_OBSERVATIONS_FLOOR, MIN_OVERLAP_PERCENT, type IndicatorResult } from '../engine/technicals/schemas';
import { operation, type AnyOperation } from './operation';
import { listings, rowTickers } from './sample-scope';

const TAG = 'technicals';

/** A wire string for an indicator parameter: a whole or decimal number inside its range, else its default. */
function numberParam(param: IndicatorParam) {
  if (param.kind === 'whole') {
    return fromWire(wholeNumberText, wholeNumber(param.min, param.max, 'must be a whole number')).prefault(param.default).describe(param.description);
  }
  const notNumber = 'must be a number such as 2 or 2.5';
  return fromWire(decimalText, z.number({ error: notNumber }).min(param.min, `must be at least ${param.min}`).max(param.max, `must be at most ${param.max}`))
    .prefault(param.default)
    .describe(param.description);
}

/** Params of an indicator: ticker, the row window, the indicator's own numbers, paging. */
function indicatorParams(def: IndicatorDefinition) {
  const own = Object.fromEntries(Object.entries(def.params).map(([name, param]) => [name, numberParam(param)]));
  return z
    .object({
      ticker: tickerParam(),
      startDate: dateParam(`Earliest session date returned (yyyy-MM-dd; default ${DEFAULT_WINDOW_DAYS - 1} days before endDate). Earlier bars still warm the indicator up.`).optional(),
      endDate: dateParam('Latest session date returned (yyyy-MM-dd; default the newest stored bar).').optional(),
      ...own,
      limit: limitParam(260, 500),
      offset: offsetParam(),
    })
    .superRefine(checkDateWindow)
    .superRefine((value, ctx) => {
      const problem = def.check?.(value as unknown as Record<string, number>);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.param], message: problem.message });
    });
}

interface IndicatorWireParams {
  ticker: ListingKey;
  startDate?: string | undefined;
  endDate?: string | undefined;
  limit: number;
  offset: number;
  [name: string]: unknown;
}

function indicatorOperation(def: IndicatorDefinition) {
  const names = Object.keys(def.params);
  return operation({
    id: `technicals.${def.indicator}`,
    method: 'GET',
    path: `/v1/stocks/{ticker}/technicals/${def.indicator}`,
    summary: `${def.title} of a stock or ETF, from daily bars, newest first.`,
    description:
      `${def.rule} Computed from the listing's positive-volume daily bars (split-adjusted close, high and low as stored); `
      + 'bars before startDate warm the indicator up, so the first row equals the value over the whole history. Rows '
      + 'without enough history are not returned. Unknown ticker or a listing with no reading: 404.',
    tag: TAG,
    params: indicatorParams(def),
    response: indicatorResponse(def),
    access: 'anyPlan',
    // Depends only on the stored bars: the default window ends at the newest bar, not at today.
    cache: 'store',
    sampleScope: (raw) => [listings([(raw as IndicatorWireParams).ticker.key])],
    run: async (ctx, raw): Promise<IndicatorResult> => {
      const p = raw as IndicatorWireParams;
      const settings = Object.fromEntries(names.map((name) => [name, p[name] as number]));
      const { indicatorSeries } = await import('../engine/technicals/indicator-series');
      return indicatorSeries(ctx, def, { ticker: p.ticker, startDate: p.startDate, endDate: p.endDate, limit: p.limit, offset: p.offset, settings });
    },
  });
}

export const indicatorOperations: readonly AnyOperation[] = INDICATORS.map((def) => indicatorOperation(def as IndicatorDefinition));

const windowParam = fromWire(wholeNumberText, wholeNumber(20, 500, 'must be a whole number of sessions'))
  .prefault(90)
  .describe("Sessions of daily returns compared: the listing's newest stored sessions up to endDate (default 90, 20 to 500).");

export const correlationsOperation = operation({
  id: 'technicals.correlations',
  method: 'GET',
  path: '/v1/stocks/{ticker}/correlations',
  summary: 'The listings whose daily returns correlate most with a stock or ETF.',
  description:
    'Pearson correlation of daily close-to-close returns over the listing\'s newest `window` sessions up to endDate, aligned '
    + 'on common dates. A return needs positive-volume bars on two consecutive sessions of the listing\'s market. A peer '
    + `needs common returns on at least ${MIN_OVERLAP_PERCENT}% of the listing's own (and at least ${MIN_OBSERVATIONS_FLOOR}). `
    + 'Sorted by correlation descending, then ticker; the listing itself never appears, other share classes of its issuer do. '
    + 'Non-US listings are included, their returns in their own currency.',
  tag: TAG,
  params: z.object({
    ticker: tickerParam(),
    window: windowParam,
    endDate: dateParam('Last session of the window (yyyy-MM-dd; default the newest stored bar).').optional(),
    limit: limitParam(10, 50),
    offset: offsetParam(),
  }),
  response: CorrelationPage,
  access: 'anyPlan',
  // Depends only on the stored bars: the default window ends at the newest bar, not at today.
  cache: 'store',
  // The listing's own returns and those of every peer it is compared with.
  sampleScope: (p, result) => [listings([p.ticker.key]), rowTickers(result.data)],
  run: async (ctx, p) => (await import('../engine/technicals/correlations')).correlations(ctx, p),
});

export const technicalsOperations: readonly AnyOperation[] = [...indicatorOperations, correlationsOperation];
