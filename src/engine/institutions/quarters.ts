/**
 * The quarters of 13F reporting and how honest a read of one can be. A quarter's reports are due 45 days
 * after it ends; until then its filing window is open and its figures are a part of what will be filed, so
 * a comparison with the quarter before is not yet a real change. The quarter a read answers is the one it
 * names, else the newest stored (a read of changes: the newest whose window has closed).
 */
import { invalidParameter } from '../../core/errors';
import { addDays, type IsoDate } from '../../core/dates';
import type { EngineContext } from '../context';
import { todayInNewYork } from '../windows';

/** Days after a quarter's end that its 13F reports are due. */
export const FILING_WINDOW_DAYS = 45;

/** The quarter end before `date` (itself a quarter end). */
export function previousQuarterEnd(date: IsoDate): IsoDate {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const prior = month <= 3 ? { y: year - 1, m: 12 } : { y: year, m: month - 3 };
  const last = new Date(Date.UTC(prior.y, prior.m, 0)).getUTCDate();
  return `${prior.y}-${String(prior.m).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
}

export const isQuarterEnd = (date: IsoDate): boolean => ['03-31', '06-30', '09-30', '12-31'].includes(date.slice(5));

/** The last day reports of the quarter ending `date` are due. */
export const filingDeadline = (date: IsoDate): IsoDate => addDays(date, FILING_WINDOW_DAYS);

/** Vintage of a quarter as of today: its window, and whether a comparison with the quarter before is meaningful. */
export interface Vintage {
  reportDate: IsoDate;
  previousReportDate: IsoDate;
  isFilingWindowOpen: boolean;
  comparisonAvailable: boolean;
  comparisonUnavailableReason: string | null;
}

/** Stored quarters (report dates with a counted report), newest first. */
export async function storedQuarters(ctx: EngineContext): Promise<IsoDate[]> {
  const rows = await ctx.store.all<{ d: string }>('SELECT DISTINCT CAST(report_date AS VARCHAR) AS d FROM thirteenf_reports ORDER BY d DESC');
  return rows.map((r) => r.d);
}

/**
 * The quarter a read answers: `given` (a quarter end, else 400), else the newest stored, or for a read of
 * changes (`closedFirst`) the newest stored whose window has closed when there is one. Null: nothing stored.
 */
export async function chooseQuarter(ctx: EngineContext, given: IsoDate | undefined, closedFirst = false): Promise<IsoDate | null> {
  if (given !== undefined) {
    if (!isQuarterEnd(given)) throw invalidParameter(`Invalid parameter 'reportDate': ${given} is not a calendar quarter end (03-31, 06-30, 09-30 or 12-31).`);
    return given;
  }
  const quarters = await storedQuarters(ctx);
  const today = todayInNewYork(ctx.clock);
  if (closedFirst) {
    const closed = quarters.find((q) => filingDeadline(q) < today);
    if (closed !== undefined) return closed;
  }
  return quarters[0] ?? null;
}

/** The vintage of `reportDate` today, given whether the quarter before has stored reports. */
export async function vintageOf(ctx: EngineContext, reportDate: IsoDate): Promise<Vintage> {
  const previousReportDate = previousQuarterEnd(reportDate);
  const today = todayInNewYork(ctx.clock);
  const isFilingWindowOpen = today <= filingDeadline(reportDate);
  const prior = await ctx.store.one<{ n: number }>('SELECT count(*)::INTEGER AS n FROM thirteenf_reports WHERE report_date = CAST(? AS DATE)', [previousReportDate]);
  const reason = isFilingWindowOpen
    ? `The filing window of the quarter ended ${reportDate} is open until ${filingDeadline(reportDate)}: its reports are still arriving, so a change from ${previousReportDate} would compare a part-filed quarter.`
    : (prior?.n ?? 0) === 0
      ? `No 13F report of the quarter ended ${previousReportDate} is stored, so there is nothing to compare with.`
      : null;
  return { reportDate, previousReportDate, isFilingWindowOpen, comparisonAvailable: reason === null, comparisonUnavailableReason: reason };
}
