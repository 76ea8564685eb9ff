/**
 * The rules of a latest-close row, as a pure function of the facts the store returns for one listing.
 *
 * 52-week range: the daily closes (not `adjustedClose`) of positive-volume bars dated after
 * `date − 365 days` and on or before `date`, i.e. the 365 calendar days ending on the row's date.
 *   - If a captured split of the listing takes effect inside that window (after its start, on or before
 *     `date`), the comparison starts at the latest such split's effective date: earlier closes may be on
 *     another basis. The range is partial and the note names the split.
 *   - If the listing's oldest positive-volume bar lies inside the window (under a year of history), the
 *     range is partial too, with its own note. When both apply, the later start explains the range.
 *   - `range52WeekStartDate` is the date of the oldest close compared; the note is null when not partial.
 * Previous close: the previous positive-volume bar counts only when it is the prior session (previous
 * NYSE trading day, or previous weekday for a non-US listing) and no captured split takes effect after it
 * and on or before `date`; otherwise `previousClose`, `change` and `changePercent` are absent.
 * Currency: prices not in US dollars arrive in their major unit and the row names that currency.
 */
import { addDays, type IsoDate } from '../../core/dates';
import { percentChange, roundDerived } from './rounding';
import type { LatestRow } from './schemas';
import { priorSession } from './sessions';

/** Length of the 52-week window in calendar days. */
export const RANGE_DAYS = 365;

/** What the latest-row query returns for one listing. */
export interface LatestFacts {
  ticker: string;
  mic: string | null;
  /** Major-unit currency of the prices below when they are not US dollars; undefined for dollars. */
  currency: string | undefined;
  date: IsoDate;
  close: number;
  adjustedClose: number;
  volume: number;
  previousDate: IsoDate | null;
  previousClose: number | null;
  /** A captured split takes effect after `previousDate` and on or before `date`. */
  splitSincePrevious: boolean;
  /** Oldest positive-volume bar of the listing. */
  firstDate: IsoDate;
  /** Latest captured split effective inside the window, if any. */
  windowSplit: { effectiveDate: IsoDate; numerator: number; denominator: number } | null;
  high: number;
  low: number;
  rangeStartDate: IsoDate;
}

/** Exclusive start of the 365-day window ending on `date`. */
export const rangeWindowStart = (date: IsoDate): IsoDate => addDays(date, -RANGE_DAYS);

const ratioText = (numerator: number, denominator: number): string => `${numerator}:${denominator}`;

function rangeNote(f: LatestFacts): string | null {
  const historyStartsInside = f.firstDate > rangeWindowStart(f.date);
  const split = f.windowSplit;
  // A split before the first stored close explains nothing: the range starts at that first close.
  if (split !== null && split.effectiveDate >= f.firstDate) {
    return `Range starts at the ${ratioText(split.numerator, split.denominator)} split effective ${split.effectiveDate}; earlier closes are on another basis.`;
  }
  if (historyStartsInside) {
    return `Range starts at the listing's first stored close on ${f.firstDate}; it has under a year of history.`;
  }
  return null;
}

function previousCloseFields(f: LatestFacts): Pick<LatestRow, 'previousClose' | 'change' | 'changePercent'> {
  if (f.previousDate === null || f.previousClose === null || f.splitSincePrevious) return {};
  if (f.previousDate !== priorSession(f.mic, f.date)) return {};
  return {
    previousClose: f.previousClose,
    change: roundDerived(f.close - f.previousClose),
    changePercent: percentChange(f.previousClose, f.close),
  };
}

export function latestRow(f: LatestFacts): LatestRow {
  const note = rangeNote(f);
  return {
    ticker: f.ticker,
    date: f.date,
    close: f.close,
    adjustedClose: f.adjustedClose,
    volume: f.volume,
    ...previousCloseFields(f),
    high52Week: f.high,
    low52Week: f.low,
    changeFrom52WeekHighPercent: percentChange(f.high, f.close),
    changeFrom52WeekLowPercent: percentChange(f.low, f.close),
    range52WeekIsPartial: note !== null,
    range52WeekNote: note,
    range52WeekStartDate: f.rangeStartDate,
    ...(f.currency === undefined ? {} : { currency: f.currency }),
  };
}
