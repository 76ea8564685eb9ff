/**
 * Earnings calls and investor events: a call by fiscal period, its transcript, the company's earnings
 * briefs, its investor events and any event's transcript by id. Each operation is declared once here; the
 * rules live in `engine/earnings/`.
 */
import { z } from 'zod';
import { checkDateWindow, dateParam, fromWire, limitParam, oneOfWords, offsetParam, tickerParam, wholeNumber, wholeNumberText } from '../core/params';
import { BriefsSchema, EarningsCallSchema, InvestorEventsSchema, TranscriptSchema } from '../engine/earnings/schemas';
import { BRIEF_LIMIT, EVENT_LIST_LIMIT, EVENT_TYPE_VALUES, TRANSCRIPT_LIMIT, TRANSCRIPT_MAX_OFFSET } from '../engine/earnings/vocabulary';
import { operation, type AnyOperation } from './operation';
import type { SampleRef } from './sample-scope';

const TAG = 'earnings';

const stock = () => tickerParam('Ticker of the company: `AAPL`, class shares `BRK-B` or `BRK.B`.');
const fiscalYear = () =>
  fromWire(wholeNumberText, wholeNumber(1900, 2200, 'must be a fiscal year such as 2027')).describe('Fiscal year on the company\'s own fiscal calendar (can run ahead of the calendar year).');
const fiscalQuarter = () => fromWire(wholeNumberText, wholeNumber(1, 4, 'must be a fiscal quarter from 1 to 4')).describe('Fiscal quarter, 1 to 4.');

/**
 * The ticker's investor events. Guidance is settled against sample facts only for sample events (and real
 * facts for real ones), so the events' key says whether an answer is synthetic.
 */
const events = (ticker: string): SampleRef => ({ kind: 'earnings', keys: [ticker] });

const turnPage = {
  limit: limitParam(TRANSCRIPT_LIMIT.default, TRANSCRIPT_LIMIT.max).describe(`Turns per response (default ${TRANSCRIPT_LIMIT.default}, max ${TRANSCRIPT_LIMIT.max}).`),
  offset: offsetParam(TRANSCRIPT_MAX_OFFSET).describe(`Turns skipped before the first returned one (default 0, max ${TRANSCRIPT_MAX_OFFSET}); advance it by turnCount.`),
};

export const earningsCallOperation = operation({
  id: 'earnings.call',
  method: 'GET',
  path: '/v1/stocks/{ticker}/earnings-calls/{fiscalYear}/{fiscalQuarter}',
  summary: 'The earnings-call event of a fiscal period, with the guidance of its earnings release and transcript corrections.',
  description:
    'Fiscal periods follow the company\'s own fiscal calendar. Guidance rows are settled against filed GAAP revenue or diluted-EPS '
    + 'facts only (never a non-GAAP row; a fourth quarter with no filed fact is full year less nine months, actualIsDerived) and '
    + 'compared with the same metric, target, unit and basis at the company\'s immediately earlier call. guidanceStatus: approved, '
    + 'notExtracted (release linked, not extracted) or null (no release linked). A quarter outside 1 to 4 is 400; no call on file '
    + 'for the period (or an unknown ticker) is 404.',
  tag: TAG,
  params: z.object({ ticker: stock(), fiscalYear: fiscalYear(), fiscalQuarter: fiscalQuarter() }),
  response: EarningsCallSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (p) => [events(p.ticker.key)],
  run: async (ctx, p) => (await import('../engine/earnings/call')).earningsCall(ctx, p),
});

export const earningsSpeakersOperation = operation({
  id: 'earnings.speakers',
  method: 'GET',
  path: '/v1/stocks/{ticker}/earnings-calls/{fiscalYear}/{fiscalQuarter}/speakers',
  summary: 'Speaker-labelled transcript of an earnings call, a page of turns at a time.',
  description:
    'Turns in order. speakerName is set only when the identity is trusted; otherwise null, with the neutral speakerIndex and a '
    + 'role label when known. Read pages until hasMore is false, advancing offset by turnCount. corrections (every one, not paged) '
    + 'are filing-backed corrections of spoken figures; the text is never edited. A limit above 200 or an offset above 100000 is '
    + '400; no call, or no captured transcript, is 404.',
  tag: TAG,
  params: z.object({ ticker: stock(), fiscalYear: fiscalYear(), fiscalQuarter: fiscalQuarter(), ...turnPage }),
  response: TranscriptSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (p) => [events(p.ticker.key)],
  run: async (ctx, p) => (await import('../engine/earnings/transcript')).callTranscript(ctx, p),
});

/** A fiscal quarter without its fiscal year names no period. */
function quarterNeedsYear(value: { fiscalYear?: unknown; fiscalQuarter?: unknown }, ctx: z.RefinementCtx): void {
  if (value.fiscalQuarter !== undefined && value.fiscalYear === undefined) {
    ctx.addIssue({ code: 'custom', path: ['fiscalQuarter'], message: 'needs fiscalYear (a quarter alone names no period)' });
  }
}

export const earningsBriefsOperation = operation({
  id: 'earnings.briefs',
  method: 'GET',
  path: '/v1/stocks/{ticker}/earnings-briefs',
  summary: 'Qualitative earnings briefs of a company\'s recent calls, newest quarter first.',
  description:
    'Only calls with an approved brief appear, so quarters can be non-consecutive. narrativeShift compares each brief\'s points '
    + 'with the immediately older approved brief (a deterministic fuzzy match, see fds-earnings(1)); null only for the oldest. '
    + 'guidanceComparison: the guidance issued at the call by filing, and the reported period against the latest company range '
    + 'announced before the call (never analyst consensus); null when neither exists. fiscalYear (with an optional fiscalQuarter) '
    + 'fetches one period; a quarter outside 1 to 4 is 400.',
  tag: TAG,
  params: z
    .object({
      ticker: stock(),
      limit: limitParam(BRIEF_LIMIT.default, BRIEF_LIMIT.max).describe(`Quarters (default ${BRIEF_LIMIT.default}, max ${BRIEF_LIMIT.max}).`),
      fiscalYear: fiscalYear().optional(),
      fiscalQuarter: fiscalQuarter().optional(),
    })
    .superRefine(quarterNeedsYear),
  response: BriefsSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (p) => [events(p.ticker.key)],
  run: async (ctx, p) => (await import('../engine/earnings/briefs')).earningsBriefs(ctx, p),
});

export const investorEventsOperation = operation({
  id: 'earnings.events',
  method: 'GET',
  path: '/v1/stocks/{ticker}/investor-events',
  summary: 'A company\'s investor events: earnings calls, conferences, investor days and shareholder meetings.',
  description:
    'Newest first, by event date. startDate and endDate (inclusive) default to 365 days before and after today, so scheduled '
    + 'events show; a start after the end is 400. eventType keeps one type. Earnings calls carry fiscalYear and fiscalQuarter, '
    + 'the path of their call and transcript reads; other events have them null and their transcript is read by id. An '
    + 'unknown ticker is 404.',
  tag: TAG,
  params: z
    .object({
      ticker: stock(),
      eventType: oneOfWords(EVENT_TYPE_VALUES, `must be one of ${EVENT_TYPE_VALUES.join(', ')}`).optional().describe(`${EVENT_TYPE_VALUES.join(', ')}; default all.`),
      startDate: dateParam('First event date (default: 365 days before today).').optional(),
      endDate: dateParam('Last event date (default: 365 days after today).').optional(),
      limit: limitParam(EVENT_LIST_LIMIT.default, EVENT_LIST_LIMIT.max),
      offset: offsetParam(),
    })
    .superRefine(checkDateWindow),
  response: InvestorEventsSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (p) => [events(p.ticker.key)],
  run: async (ctx, p) => (await import('../engine/earnings/events')).investorEvents(ctx, p),
});

export const eventSpeakersOperation = operation({
  id: 'earnings.eventSpeakers',
  method: 'GET',
  path: '/v1/investor-events/{eventId}/speakers',
  summary: 'Speaker-labelled transcript of any investor event, by event id.',
  description:
    'The same transcript response as the earnings-call speakers read, for an event id from the investor-event list: a '
    + 'conference, investor day or shareholder meeting, or an earnings call (the same turns as its fiscal-period read; '
    + 'fiscalYear and fiscalQuarter are null for other events). An id that is not a uuid is 400; an unknown event, or one '
    + 'without a captured transcript, is 404.',
  tag: TAG,
  params: z.object({
    eventId: z.uuid({ error: 'must be an event id (a uuid from the investor-event list)' }).describe('Event id from the investor-event list.'),
    ...turnPage,
  }),
  response: TranscriptSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (_p, r) => [events(r.ticker)],
  run: async (ctx, p) => (await import('../engine/earnings/transcript')).eventTranscript(ctx, p),
});

export const earningsOperations: readonly AnyOperation[] = [
  earningsCallOperation, earningsSpeakersOperation, earningsBriefsOperation, investorEventsOperation, eventSpeakersOperation,
];
