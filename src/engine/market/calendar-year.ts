/**
 * `GET /v1/market/calendar?year=`: the full closures and early closes of one curated year, read through
 * `tradingDay()` so the calendar and the market status can never disagree about a date.
 */
import { addDays, yearOf, type IsoDate } from '../../core/dates';
import { invalidParameter } from '../../core/errors';
import { zonedParts } from '../../core/timezone';
import type { EngineContext } from '../context';
import { CALENDAR_HORIZON_END, CALENDAR_HORIZON_START, MARKET_TIME_ZONE, tradingDay } from './calendar';

export type CalendarEntryKind = 'Holiday' | 'EarlyClose';
export const CALENDAR_ENTRY_KINDS: readonly CalendarEntryKind[] = ['Holiday', 'EarlyClose'];

export interface CalendarEntry {
  date: IsoDate;
  kind: CalendarEntryKind;
  name: string;
  /** False for holidays, true for early closes. */
  isTradingDay: boolean;
  /** `HH:mm` ET on early-close days ('09:30' / '13:00'); null on holidays. */
  regularOpen: string | null;
  regularClose: string | null;
}

export interface MarketCalendar {
  data: CalendarEntry[];
}

/** First and last year of the curated table (2025 and 2027). */
export const FIRST_CALENDAR_YEAR = yearOf(CALENDAR_HORIZON_START);
export const LAST_CALENDAR_YEAR = yearOf(CALENDAR_HORIZON_END);

/** True for a year the curated table covers whole. */
export const isCuratedYear = (year: number): boolean =>
  Number.isInteger(year) && year >= FIRST_CALENDAR_YEAR && year <= LAST_CALENDAR_YEAR;

/** The phrase every refusal of a year ends with, so the wire and the default say the same thing. */
export const CURATED_YEARS_TEXT = `the market calendar is curated for ${FIRST_CALENDAR_YEAR} through ${LAST_CALENDAR_YEAR} only`;

/** Holidays and early closes of a curated `year`, ascending by date. */
export function calendarEntries(year: number): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  for (let date = `${year}-01-01`; yearOf(date) === year; date = addDays(date, 1)) {
    const day = tradingDay(date);
    if ((day.kind !== 'Holiday' && day.kind !== 'EarlyClose') || day.name === null) continue;
    entries.push({
      date,
      kind: day.kind,
      name: day.name,
      isTradingDay: day.isTradingDay,
      regularOpen: day.regularOpen,
      regularClose: day.regularClose,
    });
  }
  return entries;
}

/**
 * The calendar of `params.year`, or of the current year in New York by the context's clock when no year
 * is given. The wire schema already refuses an explicit year outside the curated range; a defaulted year
 * outside it (a clock past 2027) is refused here the same way, naming `year`.
 */
export function marketCalendar(ctx: Pick<EngineContext, 'clock'>, params: { year?: number | undefined }): MarketCalendar {
  const year = params.year ?? yearOf(zonedParts(ctx.clock.now(), MARKET_TIME_ZONE).date);
  if (!isCuratedYear(year)) {
    const given = params.year === undefined ? `defaults to the current year in New York (${year}), but ` : '';
    throw invalidParameter(`Invalid parameter 'year': ${given}${CURATED_YEARS_TEXT}.`);
  }
  return { data: calendarEntries(year) };
}
