/**
 * Calendar dates as filings write them in running text: "November 22, 2024", "Nov. 22, 2024",
 * "22 November 2024". A month and year alone ("in March 2024") is not a date and is not read as one.
 */
import type { IsoDate } from '../../core/dates';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(January|February|March|April|May|June|July|August|September|October|November|December|Jan\\.?|Feb\\.?|Mar\\.?|Apr\\.?|Jun\\.?|Jul\\.?|Aug\\.?|Sept?\\.?|Oct\\.?|Nov\\.?|Dec\\.?)';

/** "November 22, 2024" (groups: month, day, year) or "22 November 2024" (day, month, year). */
export const WRITTEN_DATE = new RegExp(`\\b(?:${MONTH}\\s+(\\d{1,2}),?\\s+(\\d{4})|(\\d{1,2})\\s+${MONTH}\\s+(\\d{4}))\\b`, 'g');

/**
 * The ISO date a match of a pattern built on `WRITTEN_DATE` denotes, reading its six groups from group
 * number `first` (1 when the pattern is used alone); null when it is no calendar date (February 30).
 */
export function dateAt(match: RegExpMatchArray, first = 1): IsoDate | null {
  const g = (k: number) => match[first + k];
  const [month, day, year] = g(0) !== undefined ? [g(0)!, g(1)!, g(2)!] : [g(4)!, g(3)!, g(5)!];
  const m = MONTHS.indexOf(month.slice(0, 3).toLowerCase()) + 1;
  const d = Number(day);
  const iso = `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const check = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(check.getTime()) || check.getUTCDate() !== d ? null : iso;
}

/** Every date written in `text`, with where it starts, in reading order. */
export function writtenDates(text: string): { date: IsoDate; index: number; end: number }[] {
  return [...text.matchAll(WRITTEN_DATE)].flatMap((match) => {
    const date = dateAt(match);
    return date === null ? [] : [{ date, index: match.index, end: match.index + match[0].length }];
  });
}
