/**
 * The NYSE trading calendar: the curated table for its horizon (2025–2027), NYSE rules elsewhere. This is
 * the one place that decides whether a date is a trading day; prices, quotes and the sample generator
 * all ask it.
 */
import table from '../../../data/nyse-calendar.json';
import { addDays, isWeekend, yearOf, type IsoDate } from '../../core/dates';
import { ruleEarlyCloses, ruleHolidays } from './holiday-rules';

export type DayKind = 'RegularTradingDay' | 'EarlyClose' | 'Holiday' | 'Weekend';

export interface TradingDay {
  date: IsoDate;
  kind: DayKind;
  /** Holiday or early-close name; null on regular days and weekends. */
  name: string | null;
  isTradingDay: boolean;
  /** `HH:mm` ET, null when the market does not open. */
  regularOpen: string | null;
  regularClose: string | null;
  /** End of after-hours trading, `HH:mm` ET; null when closed. */
  afterHoursEnd: string | null;
  /** True when the day comes from the curated table's horizon. */
  curated: boolean;
}

export const calendarTable = table;
export const CALENDAR_HORIZON_START: IsoDate = table.horizon.start;
export const CALENDAR_HORIZON_END: IsoDate = table.horizon.end;
export const MARKET_TIME_ZONE = table.timeZone;

const curatedHolidays = new Map(table.holidays.map((h) => [h.date, h.name]));
const curatedEarly = new Map(table.earlyCloses.map((h) => [h.date, h.name]));
const ruleCache = new Map<number, { holidays: Map<string, string>; early: Map<string, string> }>();

function rulesFor(year: number) {
  let entry = ruleCache.get(year);
  if (!entry) {
    entry = {
      holidays: new Map(ruleHolidays(year).map((d) => [d.date, d.name])),
      early: new Map(ruleEarlyCloses(year).map((d) => [d.date, d.name])),
    };
    ruleCache.set(year, entry);
  }
  return entry;
}

export function isWithinHorizon(date: IsoDate): boolean {
  return date >= CALENDAR_HORIZON_START && date <= CALENDAR_HORIZON_END;
}

export function tradingDay(date: IsoDate): TradingDay {
  const curated = isWithinHorizon(date);
  const holidays = curated ? curatedHolidays : rulesFor(yearOf(date)).holidays;
  const early = curated ? curatedEarly : rulesFor(yearOf(date)).early;
  if (isWeekend(date)) {
    return { date, kind: 'Weekend', name: null, isTradingDay: false, regularOpen: null, regularClose: null, afterHoursEnd: null, curated };
  }
  const holiday = holidays.get(date);
  if (holiday !== undefined) {
    return { date, kind: 'Holiday', name: holiday, isTradingDay: false, regularOpen: null, regularClose: null, afterHoursEnd: null, curated };
  }
  const earlyName = early.get(date);
  if (earlyName !== undefined) {
    return {
      date, kind: 'EarlyClose', name: earlyName, isTradingDay: true,
      regularOpen: table.regularOpen, regularClose: table.earlyClose, afterHoursEnd: table.earlyCloseAfterHoursEnd, curated,
    };
  }
  return {
    date, kind: 'RegularTradingDay', name: null, isTradingDay: true,
    regularOpen: table.regularOpen, regularClose: table.regularClose, afterHoursEnd: table.afterHoursEnd, curated,
  };
}

export const isTradingDay = (date: IsoDate): boolean => tradingDay(date).isTradingDay;

/** The last trading day strictly before `date`. */
export function previousTradingDay(date: IsoDate): IsoDate {
  let d = addDays(date, -1);
  while (!isTradingDay(d)) d = addDays(d, -1);
  return d;
}

/** The first trading day strictly after `date`. */
export function nextTradingDay(date: IsoDate): IsoDate {
  let d = addDays(date, 1);
  while (!isTradingDay(d)) d = addDays(d, 1);
  return d;
}

/** The trading day `sessions` trading days before `date`. */
export function sessionsBefore(date: IsoDate, sessions: number): IsoDate {
  let day = date;
  for (let i = 0; i < sessions; i++) day = previousTradingDay(day);
  return day;
}

/** Trading days in [from, to], ascending. */
export function tradingDaysBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (isTradingDay(d)) days.push(d);
  return days;
}
