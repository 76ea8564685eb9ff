/**
 * Which sessions count for a listing: the NYSE calendar for US listings, the listing's own exchange for a
 * `MIC:TICKER` listing. Decides the exchange's "today", the newest settled session date and the session
 * before a given one.
 */
import { addDays, fromUtcDate, isWeekend, type IsoDate } from '../../core/dates';
import { zonedParts } from '../../core/timezone';
import { isTradingDay, MARKET_TIME_ZONE, previousTradingDay, tradingDay } from '../market/calendar';

interface Exchange {
  timeZone: string;
  /** Regular close, `HH:mm` local time. */
  close: string;
}

/** Non-US exchanges the store knows the hours of; sessions there are weekdays. */
const EXCHANGES: Readonly<Record<string, Exchange>> = {
  XLON: { timeZone: 'Europe/London', close: '16:30' },
};

const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The calendar date at the listing's exchange (UTC for an exchange whose hours are not known). */
export function exchangeToday(mic: string | null, now: Date): IsoDate {
  if (mic === null) return zonedParts(now, MARKET_TIME_ZONE).date;
  const exchange = EXCHANGES[mic];
  return exchange ? zonedParts(now, exchange.timeZone).date : fromUtcDate(now);
}

/**
 * The newest bar date that is settled at `now`: today once today's session has closed (or when there is
 * no session today), else yesterday. For an exchange whose hours are not known, only bars dated before
 * today (UTC) count as settled.
 */
export function settledThrough(mic: string | null, now: Date): IsoDate {
  if (mic === null) {
    const local = zonedParts(now, MARKET_TIME_ZONE);
    const day = tradingDay(local.date);
    const closed = day.regularClose === null || local.minutes >= minutesOf(day.regularClose);
    return closed ? local.date : addDays(local.date, -1);
  }
  const exchange = EXCHANGES[mic];
  if (!exchange) return addDays(fromUtcDate(now), -1);
  const local = zonedParts(now, exchange.timeZone);
  const closed = isWeekend(local.date) || local.minutes >= minutesOf(exchange.close);
  return closed ? local.date : addDays(local.date, -1);
}

/** The session before `date`: the previous NYSE trading day for US listings, the previous weekday elsewhere. */
export function priorSession(mic: string | null, date: IsoDate): IsoDate {
  if (mic === null) return previousTradingDay(date);
  let d = addDays(date, -1);
  while (isWeekend(d)) d = addDays(d, -1);
  return d;
}

/** Whether `date` is a session of the listing's market: an NYSE trading day for US listings, a weekday elsewhere. */
const isSession = (mic: string | null, date: IsoDate): boolean => (mic === null ? isTradingDay(date) : !isWeekend(date));

/**
 * The newest session of the listing's market that has settled at `now` (a weekend or holiday gives the
 * session before it): a settled close dated before it is an old close, a session or more behind.
 */
export function lastSettledSession(mic: string | null, now: Date): IsoDate {
  const through = settledThrough(mic, now);
  return isSession(mic, through) ? through : priorSession(mic, through);
}
