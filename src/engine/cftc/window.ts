/**
 * The report window of a positions request: both ends inclusive; omitted, it is the last year ending
 * today (New York calendar date), i.e. from the same day one year earlier.
 */
import { invalidParameter } from '../../core/errors';
import { isIsoDate, type IsoDate } from '../../core/dates';
import { zonedParts } from '../../core/timezone';
import { MARKET_TIME_ZONE } from '../market/calendar';
import type { EngineContext } from '../context';

export interface ReportWindow {
  startDate: IsoDate;
  endDate: IsoDate;
}

/** The same month and day one year earlier; 29 February becomes 28 February. */
export function oneYearBefore(date: IsoDate): IsoDate {
  const sameDay = `${String(Number(date.slice(0, 4)) - 1).padStart(4, '0')}${date.slice(4)}`;
  return isIsoDate(sameDay) ? sameDay : `${sameDay.slice(0, 8)}28`;
}

/**
 * Fills the omitted ends: the end defaults to today, the start to one year before the end. A start given
 * alone that falls after today is refused, as a start after an explicit end is at the edge.
 */
export function reportWindow(ctx: Pick<EngineContext, 'clock'>, p: { startDate?: IsoDate | undefined; endDate?: IsoDate | undefined }): ReportWindow {
  const endDate = p.endDate ?? zonedParts(ctx.clock.now(), MARKET_TIME_ZONE).date;
  const startDate = p.startDate ?? oneYearBefore(endDate);
  if (startDate > endDate) throw invalidParameter(`Invalid parameter 'startDate': must not be after the end of the window (${endDate}, today).`);
  return { startDate, endDate };
}
