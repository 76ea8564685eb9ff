/**
 * Which fiscal year a stated period means, among the years a filing reports, and which fiscal year of a
 * customer overlaps a filer's. Pure rules over dates.
 */
import { addDays, daysBetween } from '../../core/dates';
import type { RevenueYear } from './revenue';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** A fiscal year ending within this many days of a stated date is that date's year (52/53-week years). */
const DATE_SLACK_DAYS = 7;

/** The date a written period ends on ("the year ended December 31, 2016" → 2016-12-31), or its first year. */
export function readStatedEnd(period: string): { date: string } | { year: number } | null {
  const date = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{1,2}),\s+(\d{4})\b/i.exec(period);
  if (date !== null) {
    const month = MONTHS.indexOf(date[1]!.toLowerCase()) + 1;
    return { date: `${date[3]}-${String(month).padStart(2, '0')}-${date[2]!.padStart(2, '0')}` };
  }
  const year = /\b(19|20)\d{2}\b/.exec(period);
  return year === null ? null : { year: Number(year[0]) };
}

/**
 * The fiscal year a share's period names among `years` (newest first): a stated date's year (its end
 * within a week of the date), else the year ending in a stated year, else with no period the report's own
 * (ending on `reportEnd`, else its newest). Null when the filing reports no such year.
 */
export function yearOfPeriod(years: readonly RevenueYear[], period: string | null, reportEnd: string): RevenueYear | null {
  const stated = period === null ? null : readStatedEnd(period);
  if (stated === null) return years.find((y) => y.end === reportEnd) ?? years[0] ?? null;
  if ('date' in stated) {
    const near = years.filter((y) => Math.abs(daysBetween(y.end, stated.date)) <= DATE_SLACK_DAYS);
    return near.sort((a, b) => Math.abs(daysBetween(a.end, stated.date)) - Math.abs(daysBetween(b.end, stated.date)))[0] ?? null;
  }
  return years.find((y) => Number(y.end.slice(0, 4)) === stated.year) ?? null;
}

/** Days two periods (start and end included) have in common; 0 when apart. */
function overlapDays(a: { start: string; end: string }, b: { start: string; end: string }): number {
  const start = a.start > b.start ? a.start : b.start;
  const end = a.end < b.end ? a.end : b.end;
  return end < start ? 0 : daysBetween(start, addDays(end, 1));
}

/** The customer's fiscal year overlapping `period` the most (the later one on a tie); null when none overlaps. */
export function overlappingYear(years: readonly RevenueYear[], period: { start: string; end: string }): RevenueYear | null {
  let best: RevenueYear | null = null;
  let bestDays = 0;
  for (const year of years) {
    const days = overlapDays(year, period);
    if (days > bestDays || (days === bestDays && days > 0 && best !== null && year.end > best.end)) {
      best = year;
      bestDays = days;
    }
  }
  return best;
}
