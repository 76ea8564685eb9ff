/**
 * Market sentiment gauges (put/call ratios, the volatility index) and advisory-committee catalysts. Each
 * operation is declared once here; the rules live in `engine/gauges/` and `engine/fda/`.
 */
import { z } from 'zod';
import { checkDateWindow, dateParam, fromWire, limitParam, offsetParam } from '../core/params';
import { CATALYST_COVERAGE_START, CATALYST_DEFAULT_LIMIT, CATALYST_DEFAULT_SPAN_DAYS, CATALYST_MAX_LIMIT, CatalystList } from '../engine/fda/schemas';
import { putCallTypeOf } from '../engine/gauges/put-call-type';
import {
  DEFAULT_PUT_CALL_TYPE,
  GAUGE_DEFAULT_LIMIT,
  GAUGE_MAX_LIMIT,
  PUT_CALL_TYPES,
  PutCallPage,
  VixPage,
} from '../engine/gauges/schemas';
import { operation, type AnyOperation } from './operation';
import { fdaMeetings, vixSeries } from './sample-scope';

const putCallTypeParam = fromWire((raw) => putCallTypeOf(raw) ?? raw, z.enum(PUT_CALL_TYPES, { error: `must be one of ${PUT_CALL_TYPES.join(', ')} (any letter case)` }))
  .prefault(DEFAULT_PUT_CALL_TYPE)
  .describe(`Cboe product: ${PUT_CALL_TYPES.join(', ')}; any letter case (default ${DEFAULT_PUT_CALL_TYPE}).`);

/** An optional inclusive session-date window (start-after-end is refused on `startDate`) and paging. */
const sessionWindowPage = {
  startDate: dateParam('Earliest session date included (yyyy-MM-dd); default: no lower bound.').optional(),
  endDate: dateParam('Latest session date included (yyyy-MM-dd); default: no upper bound.').optional(),
  limit: limitParam(GAUGE_DEFAULT_LIMIT, GAUGE_MAX_LIMIT),
  offset: offsetParam(),
};

export const putCallRatiosOperation = operation({
  id: 'market.putCallRatios',
  method: 'GET',
  path: '/v1/market/put-call-ratios',
  summary: 'Daily Cboe put/call volumes and ratio of one product, newest first.',
  description:
    `Call, put and total contract volumes and the published put/call ratio per session, newest first. \`type\` picks the `
    + `product (${PUT_CALL_TYPES.join(', ')}; default ${DEFAULT_PUT_CALL_TYPE}), in any letter case. Default page `
    + `${GAUGE_DEFAULT_LIMIT} sessions.`,
  tag: 'market',
  params: z.object({ type: putCallTypeParam, ...sessionWindowPage }).superRefine(checkDateWindow),
  response: PutCallPage,
  access: 'anyPlan',
  // Depends only on the parameters and the stored captures, never on the clock.
  cache: 'store',
  sampleScope: (p) => [{ kind: 'put-call', keys: [p.type] }],
  run: async (ctx, p) => (await import('../engine/gauges/put-call')).listPutCallRatios(ctx, p),
});

export const vixOperation = operation({
  id: 'market.vix',
  method: 'GET',
  path: '/v1/market/vix',
  summary: 'Daily open, high, low and close of the Cboe volatility index, newest first.',
  description:
    `Daily levels of the volatility index, newest first. The series begins 1990-01-02; a startDate before it is accepted `
    + `and finds nothing earlier. Default page ${GAUGE_DEFAULT_LIMIT} sessions.`,
  tag: 'market',
  params: z.object(sessionWindowPage).superRefine(checkDateWindow),
  response: VixPage,
  access: 'anyPlan',
  // Depends only on the parameters and the stored captures, never on the clock.
  cache: 'store',
  sampleScope: () => [vixSeries],
  run: async (ctx, p) => (await import('../engine/gauges/vix')).listVix(ctx, p),
});

export const catalystsOperation = operation({
  id: 'fda.catalysts',
  method: 'GET',
  path: '/v1/fda/catalysts',
  summary: 'Announced FDA advisory-committee meetings in a date window, soonest first.',
  description:
    `Meetings overlapping [startDate, endDate] (a multi-day meeting counts when any of its days is inside), sorted by `
    + `meetingDate then title. startDate defaults to today in New York, endDate to ${CATALYST_DEFAULT_SPAN_DAYS} days `
    + `after the start; an end before the start is a 400. Not paged: at most \`limit\` rows. Coverage begins `
    + `${CATALYST_COVERAGE_START.slice(0, 7)}; rows carry no ticker.`,
  tag: 'fda',
  params: z
    .object({
      startDate: dateParam('First day of the window (yyyy-MM-dd); default today in New York.').optional(),
      endDate: dateParam(
        `Last day of the window (yyyy-MM-dd); default ${CATALYST_DEFAULT_SPAN_DAYS} days after startDate; must not be before it.`,
      ).optional(),
      limit: limitParam(CATALYST_DEFAULT_LIMIT, CATALYST_MAX_LIMIT).describe(
        `Most rows returned (default ${CATALYST_DEFAULT_LIMIT}, max ${CATALYST_MAX_LIMIT}); the list is not paged.`,
      ),
    })
    .superRefine(checkDateWindow),
  response: CatalystList,
  access: 'anyPlan',
  // Not cached: the default window starts today (clock-dependent).
  sampleScope: () => [fdaMeetings],
  run: async (ctx, p) => (await import('../engine/fda/catalysts')).listCatalysts(ctx, p),
});

export const gaugesOperations: readonly AnyOperation[] = [putCallRatiosOperation, vixOperation, catalystsOperation];
