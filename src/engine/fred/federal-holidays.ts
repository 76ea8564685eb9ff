/**
 * U.S. federal holidays, the days the Federal Reserve Board, the BLS, the BEA and the Census Bureau do not
 * publish. A holiday on a Saturday is observed the Friday before, on a Sunday the Monday after (5 U.S.C.
 * 6103). Federal holidays differ from NYSE closures (Columbus Day and Veterans Day close the agencies, not
 * the exchange; Good Friday the reverse), so stock-market releases follow the market calendar instead.
 */
import { addDays, isWeekend, weekday, type IsoDate } from '../../core/dates';

const pad = (n: number): string => String(n).padStart(2, '0');
const dateOf = (year: number, month: number, day: number): IsoDate => `${year}-${pad(month)}-${pad(day)}`;

/** The `n`th `dow` (0 = Sunday) of a month; n = -1 is the last. */
export function nthWeekdayOfMonth(year: number, month: number, dow: number, n: number): IsoDate {
  if (n > 0) {
    const first = dateOf(year, month, 1);
    const offset = (dow - weekday(first) + 7) % 7;
    return addDays(first, offset + (n - 1) * 7);
  }
  const nextMonthFirst = month === 12 ? dateOf(year + 1, 1, 1) : dateOf(year, month + 1, 1);
  const last = addDays(nextMonthFirst, -1);
  return addDays(last, -((weekday(last) - dow + 7) % 7));
}

function observed(date: IsoDate): IsoDate {
  const dow = weekday(date);
  if (dow === 6) return addDays(date, -1);
  if (dow === 0) return addDays(date, 1);
  return date;
}

const cache = new Map<number, Set<IsoDate>>();

/** The observed federal holidays of `year`. */
export function federalHolidays(year: number): ReadonlySet<IsoDate> {
  let days = cache.get(year);
  if (!days) {
    days = new Set([
      observed(dateOf(year, 1, 1)),
      nthWeekdayOfMonth(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
      nthWeekdayOfMonth(year, 2, 1, 3), // Washington's Birthday
      nthWeekdayOfMonth(year, 5, 1, -1), // Memorial Day
      observed(dateOf(year, 6, 19)),
      observed(dateOf(year, 7, 4)),
      nthWeekdayOfMonth(year, 9, 1, 1), // Labor Day
      nthWeekdayOfMonth(year, 10, 1, 2), // Columbus Day
      observed(dateOf(year, 11, 11)),
      nthWeekdayOfMonth(year, 11, 4, 4), // Thanksgiving Day
      observed(dateOf(year, 12, 25)),
    ]);
    // New Year's Day of the next year observed on this year's December 31.
    if (weekday(dateOf(year + 1, 1, 1)) === 6) days.add(dateOf(year, 12, 31));
    cache.set(year, days);
  }
  return days;
}

/** A weekday that is not a federal holiday. */
export const isFederalBusinessDay = (date: IsoDate): boolean =>
  !isWeekend(date) && !federalHolidays(Number(date.slice(0, 4))).has(date);
