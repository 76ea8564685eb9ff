/**
 * The trading sessions of one NYSE day as instants, and which session an instant falls in. Wall times
 * (`04:00`, `09:30`, `16:00`/`13:00`, `20:00`/`17:00`) are turned into instants in America/New_York for
 * that very date, so the open stays at 09:30 local on both sides of a DST switch while its UTC moves.
 */
import { addDays, type IsoDate } from '../../core/dates';
import { zonedInstant } from '../../core/timezone';
import { calendarTable, MARKET_TIME_ZONE, tradingDay, type TradingDay } from './calendar';

export type Session = 'PreMarket' | 'Regular' | 'AfterHours' | 'Closed';

export const SESSIONS: readonly Session[] = ['PreMarket', 'Regular', 'AfterHours', 'Closed'];

/** The four boundaries of a trading day, each an instant. */
export interface SessionInstants {
  /** Start of pre-market trading, 04:00 ET. */
  extendedHoursStart: Date;
  /** Regular open, 09:30 ET. */
  regularOpen: Date;
  /** Regular close, 16:00 ET (13:00 ET on early-close days). */
  regularClose: Date;
  /** End of after-hours trading, 20:00 ET (17:00 ET on early-close days). */
  extendedHoursEnd: Date;
}

const at = (date: IsoDate, hhmm: string): Date => zonedInstant(date, hhmm, MARKET_TIME_ZONE);

/** Session boundaries of `day`; null when the market does not open that day (holiday, weekend). */
export function sessionInstants(day: TradingDay): SessionInstants | null {
  if (!day.isTradingDay || day.regularOpen === null || day.regularClose === null || day.afterHoursEnd === null) return null;
  return {
    extendedHoursStart: at(day.date, calendarTable.preMarketStart),
    regularOpen: at(day.date, day.regularOpen),
    regularClose: at(day.date, day.regularClose),
    extendedHoursEnd: at(day.date, day.afterHoursEnd),
  };
}

/**
 * The session in force at `now` on a day with the given boundaries. Each session includes its start and
 * excludes its end: 09:30:00 is Regular, 16:00:00 is AfterHours, 20:00:00 is Closed.
 */
export function sessionAt(now: Date, times: SessionInstants | null): Session {
  if (times === null) return 'Closed';
  const t = now.getTime();
  if (t < times.extendedHoursStart.getTime()) return 'Closed';
  if (t < times.regularOpen.getTime()) return 'PreMarket';
  if (t < times.regularClose.getTime()) return 'Regular';
  if (t < times.extendedHoursEnd.getTime()) return 'AfterHours';
  return 'Closed';
}

/**
 * The first boundary picked by `pick` that lies strictly after `now`, searching from `fromDate` (the ET
 * date of `now`) forward, or null when that boundary would fall after `lastKnownDate`: past the curated
 * horizon the calendar cannot promise a session, and null means unknown.
 */
export function nextBoundaryAfter(
  now: Date,
  fromDate: IsoDate,
  lastKnownDate: IsoDate,
  pick: (times: SessionInstants) => Date,
): Date | null {
  for (let date = fromDate; date <= lastKnownDate; date = addDays(date, 1)) {
    const times = sessionInstants(tradingDay(date));
    if (times !== null && pick(times).getTime() > now.getTime()) return pick(times);
  }
  return null;
}
