/**
 * Default date windows shared by the families. "Today" is the calendar date in New York by the context's
 * clock, like the market's own today.
 */
import type { Clock } from '../core/clock';
import { addDays, addMonths, type IsoDate } from '../core/dates';
import { invalidParameter } from '../core/errors';
import { zonedParts } from '../core/timezone';
import { MARKET_TIME_ZONE } from './market/calendar';

export interface DateWindow {
  startDate: IsoDate;
  endDate: IsoDate;
}

export interface GivenWindow {
  startDate?: IsoDate | undefined;
  endDate?: IsoDate | undefined;
}

/** Today's calendar date in New York by `clock`. */
export const todayInNewYork = (clock: Clock): IsoDate => zonedParts(clock.now(), MARKET_TIME_ZONE).date;

/** The same calendar date one year earlier (29 February goes to 28 February). */
export function oneYearBefore(date: IsoDate): IsoDate {
  const year = String(Number(date.slice(0, 4)) - 1).padStart(4, '0');
  const monthDay = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${year}-${monthDay}`;
}

/** Refuses a window whose (possibly defaulted) start falls after its end, naming `startDate` and the defaults. */
export function checkedWindow(window: DateWindow, given: GivenWindow, defaults: string): DateWindow {
  if (window.startDate > window.endDate) {
    const start = `${window.startDate}${given.startDate === undefined ? ' (the default)' : ''}`;
    const end = `${window.endDate}${given.endDate === undefined ? ' (the default)' : ''}`;
    throw invalidParameter(`Invalid parameter 'startDate': ${start} is after endDate ${end}; ${defaults}.`);
  }
  return window;
}

/**
 * `endDate` defaults to today, `startDate` to one year before the end: omitted, the window is the last
 * year, ending today.
 */
export function lastYearWindow(clock: Clock, given: GivenWindow): DateWindow {
  const endDate = given.endDate ?? todayInNewYork(clock);
  const startDate = given.startDate ?? oneYearBefore(endDate);
  return checkedWindow({ startDate, endDate }, given, 'default window: the last year, ending today');
}

/**
 * `endDate` defaults to today, `startDate` to `days` days before the end (both ends included): omitted,
 * the window is the last `days` days, ending today.
 */
export function lastDaysWindow(clock: Clock, given: GivenWindow, days: number): DateWindow {
  const endDate = given.endDate ?? todayInNewYork(clock);
  const startDate = given.startDate ?? addDays(endDate, -days);
  return checkedWindow({ startDate, endDate }, given, `default window: the last ${days} days, ending today`);
}

/**
 * `endDate` defaults to today, `startDate` to the same day `months` calendar months before the end (both
 * ends included): omitted, the window is the last `months` months, ending today.
 */
export function lastMonthsWindow(clock: Clock, given: GivenWindow, months: number): DateWindow {
  const endDate = given.endDate ?? todayInNewYork(clock);
  const startDate = given.startDate ?? addMonths(endDate, -months);
  return checkedWindow({ startDate, endDate }, given, `default window: the last ${months} months, ending today`);
}
