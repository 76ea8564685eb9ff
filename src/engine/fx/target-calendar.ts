/**
 * The days the ECB publishes reference rates: TARGET2 business days, every weekday except New Year's Day,
 * Good Friday, Easter Monday, 1 May (Labour Day), 25 and 26 December. These closing days are fixed by
 * the ECB and, unlike the NYSE holidays, never move to a nearby weekday.
 */
import { addDays, isWeekend, type IsoDate } from '../../core/dates';
import { easter } from '../market/holiday-rules';

/** The TARGET closing days of a year that are not weekend days by rule (some may fall on a weekend). */
export function targetClosingDays(year: number): IsoDate[] {
  const sunday = easter(year);
  return [`${year}-01-01`, addDays(sunday, -2), addDays(sunday, 1), `${year}-05-01`, `${year}-12-25`, `${year}-12-26`];
}

/** Whether the ECB publishes reference rates on `date`. */
export function isTargetBusinessDay(date: IsoDate): boolean {
  return !isWeekend(date) && !targetClosingDays(Number(date.slice(0, 4))).includes(date);
}
