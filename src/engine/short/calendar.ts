/**
 * FINRA's equity short interest calendar (data/finra-short-interest-calendar.json): the settlement dates
 * short positions are measured on, twice a month, and the day FINRA disseminates each one. The data file
 * is the answer; the rule below is how its derived dates were made and how a test checks them.
 *
 * The rule (FINRA Rule 4560 and FINRA's published reporting schedule): the mid-month settlement date is
 * the 15th, or the business day before it when the 15th is not one; the end-of-month settlement date is
 * the last business day of the month. Firms report by the 2nd business day after it, and FINRA
 * disseminates the figures on the 7th business day after it (so a market holiday in between moves the
 * publication a day later). Business days are NYSE trading days (`../market/calendar`).
 *
 * A settlement is pending on a date `asOf` when it has settled (settlement date on or before `asOf`) and is
 * not yet published (publication date after `asOf`); at most one settlement is pending at a time.
 */
import table from '../../../data/finra-short-interest-calendar.json';
import { addDays, type IsoDate } from '../../core/dates';
import { isTradingDay, nextTradingDay, previousTradingDay } from '../market/calendar';

/** Which of the two monthly reports a settlement is. */
export type SettlementKind = 'mid-month' | 'end-of-month';

/** Where a publication date comes from: a date FINRA's schedule was seen to keep, or the rule. */
export type CalendarOrigin = 'published' | 'derived';

export interface ShortInterestSettlement {
  /** Day the short positions are measured on. */
  settlementDate: IsoDate;
  kind: SettlementKind;
  /** Day FINRA disseminates the figures of this settlement. */
  publicationDate: IsoDate;
  origin: CalendarOrigin;
}

/** Business days after the settlement date on which FINRA disseminates short interest. */
export const PUBLICATION_BUSINESS_DAYS = table.rule.publicationBusinessDaysAfterSettlement;

const isKind = (kind: string): kind is SettlementKind => kind === 'mid-month' || kind === 'end-of-month';
const isOrigin = (origin: string): origin is CalendarOrigin => origin === 'published' || origin === 'derived';

const SETTLEMENTS: readonly ShortInterestSettlement[] = table.settlements.map((s) => {
  if (!isKind(s.kind) || !isOrigin(s.origin)) throw new Error(`data/finra-short-interest-calendar.json: ${s.settlementDate} has an unknown kind or origin`);
  return { settlementDate: s.settlementDate, kind: s.kind, publicationDate: s.publicationDate, origin: s.origin };
});

/** First and last settlement dates the calendar covers. */
export const CALENDAR_SPAN = { first: SETTLEMENTS[0]!.settlementDate, last: SETTLEMENTS.at(-1)!.settlementDate } as const;

/** Every settlement of the calendar, oldest first. */
export const shortInterestSettlements = (): readonly ShortInterestSettlement[] => SETTLEMENTS;

/** The settlement measured on `date`, or null when `date` is not a settlement date of the calendar. */
export const settlementOn = (date: IsoDate): ShortInterestSettlement | null => SETTLEMENTS.find((s) => s.settlementDate === date) ?? null;

/** The first settlement after `date` (strictly), or null past the calendar's end. */
export const nextSettlement = (date: IsoDate): ShortInterestSettlement | null => SETTLEMENTS.find((s) => s.settlementDate > date) ?? null;

/** The last settlement before `date` (strictly), or null before the calendar's start. */
export const previousSettlement = (date: IsoDate): ShortInterestSettlement | null => SETTLEMENTS.findLast((s) => s.settlementDate < date) ?? null;

/** The settlement pending publication on `asOf`: settled on or before it, published after it; null when none is. */
export const pendingSettlement = (asOf: IsoDate): ShortInterestSettlement | null =>
  SETTLEMENTS.find((s) => s.settlementDate <= asOf && asOf < s.publicationDate) ?? null;

/** The newest settlement published on or before `asOf`, or null when none is. */
export const latestPublishedSettlement = (asOf: IsoDate): ShortInterestSettlement | null =>
  SETTLEMENTS.findLast((s) => s.publicationDate <= asOf) ?? null;

// The rule, for making and checking the data file.

/** The business day `count` business days after `date`. */
function businessDaysAfter(date: IsoDate, count: number): IsoDate {
  let day = date;
  for (let i = 0; i < count; i++) day = nextTradingDay(day);
  return day;
}

/** `date` if it is a business day, else the business day before it. */
const onOrBefore = (date: IsoDate): IsoDate => (isTradingDay(date) ? date : previousTradingDay(date));

/** The two settlement dates of a month by the rule (`month` 1 to 12). */
export function ruleSettlements(year: number, month: number): { kind: SettlementKind; settlementDate: IsoDate }[] {
  const mm = String(month).padStart(2, '0');
  const firstOfNext = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return [
    { kind: 'mid-month', settlementDate: onOrBefore(`${year}-${mm}-15`) },
    { kind: 'end-of-month', settlementDate: onOrBefore(addDays(firstOfNext, -1)) },
  ];
}

/** The publication date of a settlement by the rule. */
export const rulePublicationDate = (settlementDate: IsoDate): IsoDate => businessDaysAfter(settlementDate, PUBLICATION_BUSINESS_DAYS);
