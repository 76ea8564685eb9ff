/**
 * The release calendar's default window (the other economic reads use the shared last-year window of
 * `../windows.ts`).
 */
import { addDays } from '../../core/dates';
import type { EngineContext } from '../context';
import { checkedWindow, todayInNewYork, type DateWindow, type GivenWindow } from '../windows';

/** Calendar look-ahead: `startDate` defaults to today and `endDate` to 30 days after the start. */
export const CALENDAR_DAYS_AHEAD = 30;

export function calendarWindow(ctx: Pick<EngineContext, 'clock'>, given: GivenWindow): DateWindow {
  const startDate = given.startDate ?? todayInNewYork(ctx.clock);
  const endDate = given.endDate ?? addDays(startDate, CALENDAR_DAYS_AHEAD);
  return checkedWindow({ startDate, endDate }, given, `default window: today through ${CALENDAR_DAYS_AHEAD} days out`);
}
