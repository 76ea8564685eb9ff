/** Prose of the manual about the economic data commands of `fds fred`. */
import { CATEGORIES, TRACKED_SERIES } from '../../src/engine/fred/catalogue';
import { MIN_IMPORTANCES } from '../../src/engine/fred/releases';
import { CALENDAR_DAYS_AHEAD } from '../../src/engine/fred/windows';
import { para, terms, type Section } from './roff';

export const fredSections: readonly Section[] = [
  {
    title: 'TRACKED SERIES',
    body: para(
      `fds tracks a curated set of ${TRACKED_SERIES.length} FRED series, each in one category: ${CATEGORIES.join(', ')}. `
        + 'Titles, units, frequency and seasonal adjustment are FRED\'s own; a seasonally adjusted annual rate (SAAR) is '
        + 'reported as SA. lastUpdated is the UTC time the store last synced the series (the newest capture time of its '
        + 'stored observations), not the period the newest observation covers; it is null when nothing is stored.',
      'Observation dates are FRED\'s: the first day of the period for monthly, quarterly and annual series. A date FRED '
        + 'publishes as missing (".") has no observation: it is neither stored nor returned.',
    ),
  },
  {
    title: 'SEARCH',
    body: [
      para('fds fred search QUERY… (GET /v1/fred/series?query=) tries three tiers in order and answers the first that finds anything:'),
      terms([
        ['exact id or verified alias', 'A tracked series id in any case (dgs10), or a verified alias such as "core cpi", '
          + '"10-year treasury", "jobless claims", "yield curve" or "vix" (compared without case or punctuation), wins: the '
          + 'answer is that one series alone.'],
        ['every word', 'Otherwise every word of the query must match the series id, title or category. Words are lower-case '
          + 'runs of letters and digits, so punctuation never matters ("10-year" is 10 and year); a query word matches a series '
          + 'word it begins ("infl" matches Inflation). Little words (of, the, and, …) are ignored unless nothing else is given.'],
        ['any word', 'If no series matches every word, the series matching any one word (a sparse fallback).'],
      ]),
      para('Rows are sorted by category name, then series id, and cut to --limit (default 20, at most 500). An empty answer '
        + 'means only that the tracked set has no match. A query with no letter or digit is refused.'),
    ].join('\n'),
  },
  {
    title: 'OBSERVATIONS AND LATEST VALUES',
    body: para(
      'fds fred observations SERIES lists stored observations newest first. Without dates the window is the last year, '
        + 'ending today in New York; with only --end-date it starts one year before it. Pages hold 100 rows by default, at most '
        + '500; --offset skips rows and meta.hasMore says whether more follow. A series id that is not tracked is refused '
        + 'with not found (exit 3); a tracked series with nothing stored answers an empty page.',
      'fds fred latest gives one row per tracked series, sorted by category then series id: the newest date and value, the '
        + 'previous value and the change between them (rounded to 6 decimals). date and value are null when nothing is '
        + 'stored; previous is null and change is absent when only one observation is stored. --category keeps one '
        + `category (any letter case); any other word is refused.`,
    ),
  },
  {
    title: 'RELEASE CALENDAR',
    body: para(
      `fds fred calendar lists scheduled releases from today through ${CALENDAR_DAYS_AHEAD} days out by default (with only `
        + `--start-date, the ${CALENDAR_DAYS_AHEAD} days after it), by date, then importance High, Medium, Low, then release `
        + `name. High is the tier-1 market movers (Employment Situation, CPI, GDP, Personal Income and Outlays, retail sales), `
        + 'Medium the other scheduled prints (weekly claims, housing starts, industrial production, consumer sentiment, …), '
        + 'Low the daily rate and market levels (H.15, reference rates, spreads, indexes). Central-bank policy meetings are '
        + `not included. --min-importance is one of ${MIN_IMPORTANCES.join(', ')} (default low: everything).`,
      'The Low tier emits several rows per business day, so the default page of 100 rows can clip the window: check '
        + 'meta.hasMore. There is no offset (meta.offset is always 0): narrow the window, raise --limit (at most 500) or '
        + '--min-importance to see the rest.',
      'The sample set generates release dates from each publisher\'s rule (first Friday, every Thursday, every federal '
        + 'business day, …) from 60 days before to 120 days after its as-of date; load real observations with fds ingest '
        + 'fred (a FRED graph CSV or an API observations JSON).',
    ),
  },
];
