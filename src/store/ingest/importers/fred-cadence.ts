/**
 * Whether a FRED file's observation dates fit each series' frequency. FRED lets a user download any series
 * aggregated to a lower frequency (a weekly series as monthly averages, a daily one as weekly), and such a
 * file has the right columns and good numbers: only its dates give it away. FRED dates observations by a
 * fixed convention per frequency:
 *
 * - daily: the day itself, business days only (Monday to Friday) unless the series is `Daily, 7-Day`;
 * - weekly: the weekday the frequency names (`Weekly, Ending Saturday` on Saturdays, `Weekly, As of
 *   Wednesday` on Wednesdays), so observations are 7 days apart; FRED's weekly and biweekly aggregates of a
 *   daily series are dated on a weekday too, 7 or 14 days apart;
 * - monthly, quarterly, semiannual and annual: the first day of the period (the 1st of the month; of January,
 *   April, July, October; of January and July; January 1).
 *
 * Missing observations are normal (holidays, gaps), so spacing is judged by the closest two dates of a
 * series, never by every step, and only with enough dates to show a pattern; a series with one or two
 * dates in the file is judged by the form of its dates alone.
 */
import type { Sql } from '../../store';
import type { SeriesInfo } from '../../../engine/fred/catalogue';

/** How a frequency dates its observations. Weekdays are ISO: 1 Monday … 7 Sunday. */
export type Cadence =
  | { kind: 'businessDaily' }
  | { kind: 'daily' }
  | { kind: 'weekly'; weekday: number }
  | { kind: 'monthly' }
  | { kind: 'quarterly' }
  | { kind: 'annual' };

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const weekdayName = (isoDay: number): string => WEEKDAYS[isoDay - 1] ?? `day ${isoDay}`;

/** The cadence of a FRED frequency text (`Daily, Close`, `Weekly, Ending Friday`, `Quarterly`, …). */
export function cadenceOf(frequency: string): Cadence {
  if (/^Daily, 7-Day\b/.test(frequency)) return { kind: 'daily' };
  if (/^Daily\b/.test(frequency)) return { kind: 'businessDaily' };
  const weekly = /^Weekly, (?:Ending|As of) (\w+)$/.exec(frequency);
  const weekday = weekly === null ? -1 : WEEKDAYS.indexOf(weekly[1] as (typeof WEEKDAYS)[number]);
  if (weekday >= 0) return { kind: 'weekly', weekday: weekday + 1 };
  if (frequency === 'Monthly') return { kind: 'monthly' };
  if (frequency === 'Quarterly') return { kind: 'quarterly' };
  if (frequency === 'Annual') return { kind: 'annual' };
  throw new Error(`FRED frequency ${JSON.stringify(frequency)} has no date cadence`);
}

/** What the dates of one series in a file look like; dates are yyyy-MM-dd. */
export interface DateStats {
  series_id: string;
  count: number;
  /** Days between the two closest dates; null with a single date. */
  min_gap: number | null;
  /** The ISO weekdays the dates fall on, ascending. */
  weekdays: number[];
  first: string;
  first_weekend: string | null;
  first_not_first_of_month: string | null;
  first_off_quarter: string | null;
  first_off_half_year: string | null;
  first_off_year: string | null;
}

/**
 * SQL over `relation` (a subquery with distinct `series_id`, `date` DATE rows): the {@link DateStats} of
 * each series, in series order.
 */
export const dateStatsSql = (relation: string): string => `
SELECT series_id, count(*) AS count, min(gap) AS min_gap,
  list_sort(list_distinct(list(CAST(isodow(date) AS INTEGER)))) AS weekdays,
  min(date) AS first,
  min(date) FILTER (WHERE isodow(date) >= 6) AS first_weekend,
  min(date) FILTER (WHERE day(date) <> 1) AS first_not_first_of_month,
  min(date) FILTER (WHERE day(date) <> 1 OR month(date) NOT IN (1, 4, 7, 10)) AS first_off_quarter,
  min(date) FILTER (WHERE day(date) <> 1 OR month(date) NOT IN (1, 7)) AS first_off_half_year,
  min(date) FILTER (WHERE day(date) <> 1 OR month(date) <> 1) AS first_off_year
FROM (SELECT series_id, date, date_diff('day', lag(date) OVER (PARTITION BY series_id ORDER BY date), date) AS gap FROM ${relation})
GROUP BY series_id
ORDER BY series_id`;

/** The date statistics of every series in `relation` (see {@link dateStatsSql}). */
export function dateStats(sql: Sql, relation: string): Promise<DateStats[]> {
  return sql.all<DateStats>(dateStatsSql(relation));
}

/** Frequencies from highest to lowest: a pattern ranked below the series' cadence is an aggregate of it. */
const RANK = { daily: 0, weekly: 1, biweekly: 2, monthly: 3, quarterly: 4, semiannual: 5, annual: 6 } as const;
type Rank = keyof typeof RANK;

const cadenceRank = (cadence: Cadence): number => RANK[cadence.kind === 'businessDaily' ? 'daily' : cadence.kind];

/** Whether every date has the form the cadence dates by (a weekday, the first of a period). */
function datedByCadence(cadence: Cadence, s: DateStats): boolean {
  switch (cadence.kind) {
    case 'businessDaily':
      return s.first_weekend === null;
    case 'daily':
      return true;
    case 'weekly':
      return s.weekdays.length === 1 && s.weekdays[0] === cadence.weekday;
    case 'monthly':
      return s.first_not_first_of_month === null;
    case 'quarterly':
      return s.first_off_quarter === null;
    case 'annual':
      return s.first_off_year === null;
  }
}

/**
 * Dates needed before their spacing says anything: two observations of a weekly series a fortnight apart
 * may just have a week missing between them, three or more always 14 days apart are a biweekly aggregate.
 */
const PATTERN_MIN_DATES = 3;

/** The regular pattern the dates follow, with the frequency it is typical of; null when they follow none. */
function pattern(s: DateStats): { text: string; rank: Rank } | null {
  if (s.count < PATTERN_MIN_DATES) return null;
  const gap = s.min_gap!;
  if (s.first_off_year === null) return { text: 'dates are January 1 of each year', rank: 'annual' };
  if (s.first_off_half_year === null && gap >= 181) return { text: 'dates are January 1 and July 1 of each year', rank: 'semiannual' };
  if (s.first_off_quarter === null && gap >= 89) return { text: 'dates are the first of each quarter', rank: 'quarterly' };
  if (s.first_not_first_of_month === null) return { text: 'dates are the first of each month', rank: 'monthly' };
  if (s.weekdays.length === 1) {
    const day = weekdayName(s.weekdays[0]!);
    if (gap === 7) return { text: `dates are ${day}s 7 days apart`, rank: 'weekly' };
    return { text: gap === 14 ? `dates are every other ${day}, 14 days apart` : `dates are ${day}s at least ${gap} days apart`, rank: 'biweekly' };
  }
  return null;
}

/** The first date of the wrong form for the cadence, when no pattern says more. */
function offDate(cadence: Cadence, s: DateStats): string {
  const some = (date: string | null) => (s.count === 1 ? `its one date, ${s.first},` : `dates include ${date ?? s.first}, which`);
  switch (cadence.kind) {
    case 'businessDaily':
      return `${some(s.first_weekend)} is a ${weekdayName(isoWeekday(s.first_weekend ?? s.first))}`;
    case 'weekly': {
      const days = s.weekdays.map(weekdayName);
      return s.count === 1 ? `its one date, ${s.first}, is a ${days[0]}` : `dates fall on ${days.join(', ')}`;
    }
    case 'monthly':
      return `${some(s.first_not_first_of_month)} is not the first of a month`;
    case 'quarterly':
      return `${some(s.first_off_quarter)} is not the first of a quarter`;
    case 'annual':
      return `${some(s.first_off_year)} is not January 1`;
    case 'daily':
      // Every date has the form of a 7-day series: only a pattern, worded above, can refuse one.
      return 'dates follow no daily pattern';
  }
}

/** ISO weekday (1 Monday … 7 Sunday) of a yyyy-MM-dd date. */
function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** What a series of this cadence needs, said of the series. */
function needs(id: string, cadence: Cadence): string {
  switch (cadence.kind) {
    case 'businessDaily':
      return `${id} is daily: its observations are dated on business days (Monday to Friday), one to a few days apart`;
    case 'daily':
      return `${id} is daily, every day of the week: its observations are one day apart`;
    case 'weekly':
      return `${id} is weekly: its observations are 7 days apart, each dated on a ${weekdayName(cadence.weekday)}`;
    case 'monthly':
      return `${id} is monthly: its observations are dated on the first of each month`;
    case 'quarterly':
      return `${id} is quarterly: its observations are dated on the first of January, April, July and October`;
    case 'annual':
      return `${id} is annual: its observations are dated January 1`;
  }
}

/**
 * Null when the dates of `series` in the file fit its frequency; otherwise what the dates look like and
 * what the series needs: "dates are the first of each month (a monthly aggregate), but ICSA is weekly: …".
 * Dates fit when each has the cadence's form and, together, they follow no pattern of a lower frequency.
 */
export function cadenceProblem(series: SeriesInfo, stats: DateStats): string | null {
  const cadence = cadenceOf(series.frequency);
  const seen = pattern(stats);
  const aggregate = seen !== null && RANK[seen.rank] > cadenceRank(cadence);
  if (datedByCadence(cadence, stats) && !aggregate) return null;
  const looks = seen === null ? offDate(cadence, stats) : `${seen.text}${aggregate ? ` (${/^[aeiou]/.test(seen.rank) ? 'an' : 'a'} ${seen.rank} aggregate)` : ''}`;
  return `${looks}, but ${needs(series.id, cadence)}`;
}
