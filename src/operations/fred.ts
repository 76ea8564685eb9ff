/**
 * Economic data: series search, observations, latest values and the release calendar. Each operation is
 * declared once here; the rules live in `engine/fred/`.
 */
import { z } from 'zod';
import { checkDateWindow, dateParam, limitParam, offsetParam, oneOfWords } from '../core/params';
import { CATEGORIES, MIN_IMPORTANCES } from '../engine/fred/vocabulary';
import { CalendarSchema, LatestSchema, ObservationsSchema, SeriesSearchSchema } from '../engine/fred/schemas';
import { operation, type AnyOperation } from './operation';
import { fredCalendar, type SampleRef } from './sample-scope';

/** Observations of these series. */
const series = (ids: readonly string[]): SampleRef => ({ kind: 'fred-series', keys: ids });

const TAG = 'fred';


export const searchSeriesOperation = operation({
  id: 'fred.series',
  method: 'GET',
  path: '/v1/fred/series',
  summary: 'Find tracked economic data series by id, alias or words.',
  description:
    'An exact series id or a verified alias (e.g. "core cpi", "10-year treasury") answers that series alone; otherwise every '
    + 'word must prefix-match a word of the id, title or category, and if none does, any word may. Sorted by category then '
    + 'series id. Empty means only that the tracked set has no match.',
  tag: TAG,
  params: z.object({
    query: z.string().describe('A series id (DGS10), an alias such as "core cpi" or "jobless claims", or search words.'),
    limit: limitParam(20, 500),
  }),
  response: SeriesSearchSchema,
  access: 'anyPlan',
  // Depends on the curated set and the stored observations' capture times, never on the clock.
  cache: 'store',
  // lastUpdated is when the series' observations were captured.
  sampleScope: (_p, result) => [series(result.data.map((row) => row.seriesId))],
  run: async (ctx, p) => (await import('../engine/fred/search')).searchSeries(ctx, p),
});

export const observationsOperation = operation({
  id: 'fred.observations',
  method: 'GET',
  path: '/v1/fred/series/{seriesId}/observations',
  summary: "A series' stored observations, newest first.",
  description:
    'Observations of one tracked series in a window (default: the last year, ending today in New York), newest first. '
    + 'Dates FRED publishes as missing (".") have no observation. An untracked series id answers 404.',
  tag: TAG,
  params: z
    .object({
      seriesId: z.string().describe('Tracked FRED series id, any case (DGS10).'),
      startDate: dateParam('Earliest observation date included (yyyy-MM-dd; default one year before endDate).').optional(),
      endDate: dateParam('Latest observation date included (yyyy-MM-dd; default today in New York).').optional(),
      limit: limitParam(100, 500),
      offset: offsetParam(),
    })
    .superRefine(checkDateWindow),
  response: ObservationsSchema,
  access: 'anyPlan',
  defaultWindow: { description: 'the last year, ending today', rowDate: 'date', rows: 'observations' },
  // Not cached: the default window ends today (clock-dependent).
  sampleScope: (_p, result) => [series([result.series.id])],
  run: async (ctx, p) => (await import('../engine/fred/observations')).listObservations(ctx, p),
});

export const latestOperation = operation({
  id: 'fred.latest',
  method: 'GET',
  path: '/v1/fred/latest',
  summary: 'Newest value, previous value and change of every tracked series.',
  description:
    'One row per tracked series (or per series of one category), sorted by category then series id. date and value are '
    + 'null when nothing is stored; previous is null and change absent when only one observation is stored.',
  tag: TAG,
  params: z.object({
    category: oneOfWords(CATEGORIES, `must be one of ${CATEGORIES.join(', ')}`).optional().describe(`Only this category: ${CATEGORIES.join(', ')} (default: all).`),
  }),
  response: LatestSchema,
  access: 'anyPlan',
  // Depends only on the stored observations, never on the clock.
  cache: 'store',
  sampleScope: (_p, result) => [series(result.data.map((row) => row.seriesId))],
  run: async (ctx, p) => (await import('../engine/fred/latest')).latestValues(ctx, p),
});

export const calendarOperation = operation({
  id: 'fred.calendar',
  method: 'GET',
  path: '/v1/fred/calendar',
  summary: 'Scheduled economic releases, chronological.',
  description:
    'Release dates from today through 30 days out by default, by date, then importance High to Low, then release name. '
    + 'Central-bank policy meetings are not included. The Low tier emits several rows per business day, so the default page '
    + 'can clip the window: check meta.hasMore (there is no offset; narrow the window, raise limit or minImportance).',
  tag: TAG,
  params: z
    .object({
      startDate: dateParam('First release date included (yyyy-MM-dd; default today in New York).').optional(),
      endDate: dateParam('Last release date included (yyyy-MM-dd; default 30 days after startDate).').optional(),
      minImportance: oneOfWords(MIN_IMPORTANCES, `must be one of ${MIN_IMPORTANCES.join(', ')}`)
        .prefault('low')
        .describe('Lowest importance included: low (all), medium (Medium and High) or high (default low).'),
      limit: limitParam(100, 500),
    })
    .superRefine(checkDateWindow),
  response: CalendarSchema,
  access: 'anyPlan',
  // Not cached: the default window starts today (clock-dependent).
  sampleScope: () => [fredCalendar],
  run: async (ctx, p) => (await import('../engine/fred/calendar')).releaseCalendar(ctx, p),
});

export const fredOperations: readonly AnyOperation[] = [searchSeriesOperation, observationsOperation, latestOperation, calendarOperation];
