/**
 * The date window of the catalyst calendar: `startDate` defaults to today in New York, `endDate` to 90
 * days after the start. The end is floored at the start: an end before the start (given or defaulted)
 * is a 400, never a silently empty list.
 */
import { addDays, type IsoDate } from '../../core/dates';
import { invalidParameter } from '../../core/errors';
import type { Clock } from '../../core/clock';
import { todayInNewYork } from '../windows';
import { CATALYST_DEFAULT_SPAN_DAYS } from './schemas';

export interface CatalystWindowParams {
  startDate?: IsoDate | undefined;
  endDate?: IsoDate | undefined;
}

export interface CatalystWindow {
  start: IsoDate;
  end: IsoDate;
}

/** Resolves the defaults; refuses an end before the start, naming the parameter that was given. */
export function catalystWindow(clock: Clock, p: CatalystWindowParams): CatalystWindow {
  const start = p.startDate ?? todayInNewYork(clock);
  const end = p.endDate ?? addDays(start, CATALYST_DEFAULT_SPAN_DAYS);
  if (end < start) {
    // Both given: the wire schema reports it on startDate already; here only a defaulted start remains.
    const startText = p.startDate === undefined ? `startDate, which defaults to today in New York (${start})` : `startDate (${start})`;
    throw invalidParameter(`Invalid parameter 'endDate': must not be before ${startText}.`);
  }
  return { start, end };
}
