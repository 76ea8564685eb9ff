/**
 * Default date windows of the economic data reads. "Today" is the calendar date in New York by the
 * context's clock, like every other family's today.
 */
import { addDays, type IsoDate } from '../../core/dates';
import { invalidParameter } from '../../core/errors';
import { zonedParts } from '../../core/timezone';
import type { EngineContext } from '../context';
import { MARKET_TIME_ZONE } from '../market/calendar';

export interface Window {
  startDate: IsoDate;
  endDate: IsoDate;
}

export const todayInNewYork = (ctx: Pick<EngineContext, 'clock'>): IsoDate => zonedParts(ctx.clock.now(), MARKET_TIME_ZONE).date;

/** The same calendar date one year earlier (29 February goes to 28 February). */
export function oneYearBefore(date: IsoDate): IsoDate {
  const year = String(Number(date.slice(0, 4)) - 1).padStart(4, '0');
  const monthDay = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${year}-${monthDay}`;
}

/** Refuses a window whose (possibly defaulted) start falls after its end, naming `startDate`. */
function checked(window: Window, given: { startDate?: IsoDate | undefined; endDate?: IsoDate | undefined }, defaults: string): Window {
  if (window.startDate > window.endDate) {
    const start = `${window.startDate}${given.startDate === undefined ? ' (the default)' : ''}`;
    const end = `${window.endDate}${given.endDate === undefined ? ' (the default)' : ''}`;
    throw invalidParameter(`Invalid parameter 'startDate': ${start} is after endDate ${end}; ${defaults}.`);
  }
  return window;
}

/**
 * Observations: `endDate` defaults to today, `startDate` to one year before the end, so the default is
 * the last year, ending today.
 */
export function lastYearWindow(ctx: Pick<EngineContext, 'clock'>, given: { startDate?: IsoDate | undefined; endDate?: IsoDate | undefined }): Window {
  const endDate = given.endDate ?? todayInNewYork(ctx);
  const startDate = given.startDate ?? oneYearBefore(endDate);
  return checked({ startDate, endDate }, given, 'default window: the last year, ending today');
}

/** Calendar look-ahead: `startDate` defaults to today and `endDate` to 30 days after the start. */
export const CALENDAR_DAYS_AHEAD = 30;

export function calendarWindow(ctx: Pick<EngineContext, 'clock'>, given: { startDate?: IsoDate | undefined; endDate?: IsoDate | undefined }): Window {
  const startDate = given.startDate ?? todayInNewYork(ctx);
  const endDate = given.endDate ?? addDays(startDate, CALENDAR_DAYS_AHEAD);
  return checked({ startDate, endDate }, given, `default window: today through ${CALENDAR_DAYS_AHEAD} days out`);
}
