/**
 * Calendar dates are plain `yyyy-MM-dd` strings everywhere in the engine: that is the JSON type the spec
 * promises and it sorts correctly as text. Arithmetic goes through UTC midnight so DST never shifts a day.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date in `yyyy-MM-dd` form (rejects 2025-02-30). */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export function toUtcDate(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function fromUtcDate(d: Date): IsoDate {
  return d.toISOString().slice(0, 10);
}

const DASH = 45;
const ZERO = 48;

/** The number written by the decimal digits text[from, to), or -1 when one of them is not a digit. */
function digits(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i++) {
    const digit = text.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number): number =>
  (month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/**
 * Days since 1970-01-01 of a real `yyyy-MM-dd` date, by integer arithmetic on the proleptic Gregorian
 * calendar (H. Hinnant's days_from_civil), or null for anything else. `addDays` and `weekday` run in the
 * inner loops of sample generation and calendar walks, where building a Date from text per call cost more
 * than the rest of the loop.
 */
export function epochDay(date: IsoDate): number | null {
  if (date.length !== 10 || date.charCodeAt(4) !== DASH || date.charCodeAt(7) !== DASH) return null;
  const year = digits(date, 0, 4);
  const month = digits(date, 5, 7);
  const day = digits(date, 8, 10);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  const y = year - (month <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** The `yyyy-MM-dd` date of a day count since 1970-01-01 (Hinnant's civil_from_days). */
function fromEpochDay(days: number): IsoDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const from = epochDay(date);
  // Anything but a real date and whole days keeps Date's behaviour (and its errors).
  if (from === null || !Number.isInteger(days)) {
    const d = toUtcDate(date);
    d.setUTCDate(d.getUTCDate() + days);
    return fromUtcDate(d);
  }
  const to = from + days;
  return to >= -719_528 && to <= 2_932_896 ? fromEpochDay(to) : fromUtcDate(new Date(to * 86_400_000));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: IsoDate): number {
  const days = epochDay(date);
  // 1970-01-01 was a Thursday.
  return days === null ? toUtcDate(date).getUTCDay() : (((days + 4) % 7) + 7) % 7;
}

export function isWeekend(date: IsoDate): boolean {
  const w = weekday(date);
  return w === 0 || w === 6;
}

export function yearOf(date: IsoDate): number {
  return Number(date.slice(0, 4));
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / 86_400_000);
}

/**
 * The same day `months` calendar months later (earlier when negative); a day the target month lacks
 * becomes its last day (31 May minus 3 months is 28 or 29 February).
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const first = toUtcDate(`${date.slice(0, 8)}01`);
  first.setUTCMonth(first.getUTCMonth() + months);
  const end = new Date(first);
  end.setUTCMonth(end.getUTCMonth() + 1, 0);
  first.setUTCDate(Math.min(Number(date.slice(8, 10)), end.getUTCDate()));
  return fromUtcDate(first);
}
