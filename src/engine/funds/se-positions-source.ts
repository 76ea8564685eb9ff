/**
 * What the Swedish fund positions answer says about its source, and when its capture is stale.
 * Finansinspektionen publishes each quarter's reports about two months after the quarter ends; a quarter is
 * taken to be due {@link DUE_AFTER_DAYS} days after its end, and the capture is stale when a quarter newer
 * than the newest captured one is due.
 */
import { addDays, addMonths, isIsoDate, type IsoDate } from '../../core/dates';

export const SE_FUND_SOURCE = {
  source: 'FI-Sweden-Fund-Holdings',
  sourceName: 'Finansinspektionen, fund holdings per quarter (Fondinnehav per kvartal)',
  sourceUrl: 'https://www.fi.se/sv/vara-register/fondinnehav-per-kvartal/',
  coverage:
    'Quarter-end positions of Swedish UCITS funds (värdepappersfonder) as their management companies report them to '
    + 'Finansinspektionen, for the quarters captured; special funds and funds domiciled abroad are not published. '
    + 'Portfolio positions only: not comprehensive ownership of the security, and never merged with other ownership data.',
} as const;

/** Days after a quarter's end by which its reports are taken to be published. */
export const DUE_AFTER_DAYS = 90;

/** Month and day of a calendar quarter's last day. */
const QUARTER_ENDS = ['03-31', '06-30', '09-30', '12-31'];

/** True for a calendar quarter-end date (yyyy-03-31, -06-30, -09-30, -12-31). */
export const isQuarterEnd = (date: string): boolean => isIsoDate(date) && QUARTER_ENDS.includes(date.slice(5));

/** The last day of the calendar quarter holding `date`. */
export function quarterEndOf(date: IsoDate): IsoDate {
  const month = Number(date.slice(5, 7));
  const lastMonth = Math.ceil(month / 3) * 3;
  return addDays(addMonths(`${date.slice(0, 4)}-${String(lastMonth).padStart(2, '0')}-01`, 1), -1);
}

/** The newest quarter end whose reports are due by `today`. */
export function newestDueQuarterEnd(today: IsoDate): IsoDate {
  let end = quarterEndOf(today);
  while (addDays(end, DUE_AFTER_DAYS) > today) end = quarterEndOf(addDays(end, -92));
  return end;
}

/** Stale: nothing is captured, or a quarter newer than the newest captured one is due. */
export const isStaleCapture = (latestCaptured: IsoDate | null, today: IsoDate): boolean =>
  latestCaptured === null || latestCaptured < newestDueQuarterEnd(today);
