/**
 * `GET /v1/market/status`: where the NYSE stands at the context's clock, in America/New_York.
 */
import { formatZoned, zonedParts } from '../../core/timezone';
import type { IsoDate } from '../../core/dates';
import type { EngineContext } from '../context';
import { CALENDAR_HORIZON_END, MARKET_TIME_ZONE, tradingDay, type DayKind } from './calendar';
import { nextBoundaryAfter, sessionAt, sessionInstants, type Session } from './session';

/** Every `dayKind` value, in the order the OpenAPI document lists them. */
export const DAY_KINDS: readonly DayKind[] = ['RegularTradingDay', 'EarlyClose', 'Holiday', 'Weekend'];

export interface MarketStatus {
  /** The context's "now", ISO-8601 with the New York offset. */
  asOf: string;
  /** The New York calendar date of `asOf`. */
  date: IsoDate;
  session: Session;
  /** True only during the Regular session. */
  isOpen: boolean;
  dayKind: DayKind;
  /** Name of the full closure when `dayKind` is `Holiday`; null otherwise, early-close days included. */
  holidayName: string | null;
  /** Today's boundaries with offset; null when the market does not open today. */
  regularOpen: string | null;
  regularClose: string | null;
  extendedHoursStart: string | null;
  extendedHoursEnd: string | null;
  /** Next regular open / close strictly after now; null when it falls after the calendar horizon. */
  nextOpen: string | null;
  nextClose: string | null;
  calendarHorizon: IsoDate;
  timeZone: string;
}

const stamp = (instant: Date | null | undefined): string | null =>
  instant ? formatZoned(instant, MARKET_TIME_ZONE) : null;

/**
 * The market status at `ctx.clock.now()`.
 *
 * - Sessions: `PreMarket` 04:00–09:30, `Regular` 09:30–close, `AfterHours` close–20:00 (17:00 on
 *   early-close days), `Closed` otherwise and all day on holidays and weekends. Starts are inclusive.
 * - `holidayName` names full closures only. An early-close day is a trading day, not a holiday, so its
 *   `holidayName` is null; its name ("Day after Thanksgiving") is listed by `/v1/market/calendar`.
 * - Outside the curated horizon (2025-01-01 to 2027-12-31) the day is still classified, by the NYSE
 *   holiday rules (`holiday-rules.ts`), which know the recurring holidays and early closes but no one-off
 *   closure. `nextOpen`/`nextClose` are null whenever they would fall after the horizon end (2027-12-31),
 *   so every non-null next value comes from the curated table or, for a clock before 2025, from rules
 *   that lead into it; after the horizon both are always null ("unknown").
 */
export function marketStatus(ctx: Pick<EngineContext, 'clock'>): MarketStatus {
  const now = ctx.clock.now();
  const local = zonedParts(now, MARKET_TIME_ZONE);
  const day = tradingDay(local.date);
  const today = sessionInstants(day);
  const session = sessionAt(now, today);
  return {
    asOf: formatZoned(now, MARKET_TIME_ZONE),
    date: local.date,
    session,
    isOpen: session === 'Regular',
    dayKind: day.kind,
    holidayName: day.kind === 'Holiday' ? day.name : null,
    regularOpen: stamp(today?.regularOpen),
    regularClose: stamp(today?.regularClose),
    extendedHoursStart: stamp(today?.extendedHoursStart),
    extendedHoursEnd: stamp(today?.extendedHoursEnd),
    nextOpen: stamp(nextBoundaryAfter(now, local.date, CALENDAR_HORIZON_END, (t) => t.regularOpen)),
    nextClose: stamp(nextBoundaryAfter(now, local.date, CALENDAR_HORIZON_END, (t) => t.regularClose)),
    calendarHorizon: CALENDAR_HORIZON_END,
    timeZone: MARKET_TIME_ZONE,
  };
}
