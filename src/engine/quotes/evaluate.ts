/**
 * A reading evaluated at one instant: which session the trade belongs to, which session a current reading
 * should belong to, staleness and age. Evaluated per response or per stream frame, never stored.
 */
import type { IsoDate } from '../../core/dates';
import { zonedParts } from '../../core/timezone';
import type { Reading } from '../../quotes/types';
import { calendarTable, isTradingDay, MARKET_TIME_ZONE, previousTradingDay } from '../market/calendar';
import type { Quote } from './schemas';

const [startHour, startMinute] = calendarTable.preMarketStart.split(':').map(Number) as [number, number];
/** 04:00 ET, in minutes after midnight: extended-hours trading of a session starts here. */
const SESSION_START_MINUTES = startHour * 60 + startMinute;

/**
 * The US session an instant belongs to: the trading day whose 04:00 ET start most recently precedes (or
 * is) the instant. So a trade at any time from 04:00 ET on a trading day (pre-market, regular hours, after
 * hours until 20:00 ET, or 17:00 ET on an early-close day, and any late print after that) belongs to that
 * day; a trade before 04:00 ET, or on a weekend or holiday, belongs to the previous trading day, whose
 * session it follows. The same rule gives the session a current reading should belong to at `now`.
 */
export function sessionOf(instant: Date): IsoDate {
  const { date, minutes } = zonedParts(instant, MARKET_TIME_ZONE);
  return isTradingDay(date) && minutes >= SESSION_START_MINUTES ? date : previousTradingDay(date);
}

/**
 * Evaluates `reading` at `now`. `delayed` is the latency contract of the view the reading was taken
 * from (true for the 15-minute delayed view), not a property of the reading.
 */
export function toQuote(reading: Reading, now: Date, delayed: boolean): Quote {
  const sessionDate = sessionOf(new Date(reading.at));
  const expectedSessionDate = sessionOf(now);
  return {
    ticker: reading.ticker,
    price: reading.price,
    bidPrice: reading.bidPrice,
    askPrice: reading.askPrice,
    asOf: new Date(reading.at).toISOString(),
    sessionDate,
    expectedSessionDate,
    stale: sessionDate < expectedSessionDate,
    ageSeconds: Math.max(0, Math.floor((now.getTime() - reading.at) / 1000)),
    source: reading.transport,
    delayed,
  };
}
