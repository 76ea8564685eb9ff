/**
 * `GET /v1/fred/series?query=`: finding tracked series, in three tiers tried in order.
 *
 * 1. An exact series id (any case) or a verified alias (compared without case or punctuation) wins: the
 *    answer is that one series alone.
 * 2. Otherwise every word of the query must match the series' id, title or category. Words are lower-case
 *    runs of letters and digits, so punctuation never matters (`10-year` is `10` and `year`); a query word
 *    matches a series word it is a prefix of (`infl` matches `inflation`, `10` matches `10`).
 * 3. If that finds nothing, a sparse fallback: series matching any one word.
 *
 * Little words (`of`, `the`, `and`, …) are left out of the comparison unless the query has nothing else.
 * Rows are sorted by category then series id and cut to `limit`. Empty means only that the tracked set
 * has no match.
 */
import { invalidParameter } from '../../core/errors';
import type { EngineContext } from '../context';
import { aliasedSeries, TRACKED_SERIES, trackedSeries, wordsOf, type SeriesInfo } from './catalogue';
import type { SeriesRow } from './schemas';
import { lastSynced } from './sync';

export interface SearchParams {
  query: string;
  limit: number;
}

/** Words too common to tell series apart. */
const LITTLE_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/** The words of every tracked series' id, title and category, computed once. */
const haystacks = new Map(TRACKED_SERIES.map((s) => [s.id, [...wordsOf(s.id), ...wordsOf(s.title), ...wordsOf(s.category)]]));

const matchesWord = (series: SeriesInfo, word: string): boolean =>
  haystacks.get(series.id)!.some((candidate) => candidate.startsWith(word));

/** The query words compared: without little words, unless that would leave none. */
export function queryWords(query: string): string[] {
  const words = (query.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w, i, all) => all.indexOf(w) === i);
  const telling = words.filter((w) => !LITTLE_WORDS.has(w));
  return telling.length > 0 ? telling : words;
}

/** The series the query finds, by the three tiers, in category then id order (before `limit`). */
export function findSeries(query: string): SeriesInfo[] {
  const exact = trackedSeries(query) ?? aliasedSeries(query);
  if (exact) return [exact];
  const words = queryWords(query);
  const every = TRACKED_SERIES.filter((s) => words.every((w) => matchesWord(s, w)));
  if (every.length > 0) return every;
  return TRACKED_SERIES.filter((s) => words.some((w) => matchesWord(s, w)));
}

/** The Series row of `series`, with its last sync time from `synced`. */
export const seriesRow = (series: SeriesInfo, synced: ReadonlyMap<string, string>): SeriesRow => ({
  seriesId: series.id,
  title: series.title,
  category: series.category,
  frequency: series.frequency,
  units: series.units,
  seasonalAdjustment: series.seasonalAdjustment,
  lastUpdated: synced.get(series.id) ?? null,
});

export async function searchSeries(ctx: EngineContext, p: SearchParams): Promise<{ data: SeriesRow[] }> {
  if (queryWords(p.query).length === 0) {
    throw invalidParameter("Invalid parameter 'query': must contain at least one letter or digit.");
  }
  const found = findSeries(p.query).slice(0, p.limit);
  const synced = await lastSynced(ctx, found.map((s) => s.id));
  return { data: found.map((s) => seriesRow(s, synced)) };
}
