/**
 * NYSE holiday rules, used only outside the curated table's years (for example to find the previous
 * session of an ingested 2015 series). The curated table in data/nyse-calendar.json always wins: it also
 * holds one-off closures (2025-01-09) that no rule produces.
 */
import { addDays, weekday, type IsoDate } from '../../core/dates';

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number): IsoDate => `${y}-${pad(m)}-${pad(d)}`;

/** n-th given weekday (0=Sun) of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, dow: number, n: number): IsoDate {
  if (n > 0) {
    const first = ymd(year, month, 1);
    const shift = (dow - weekday(first) + 7) % 7;
    return addDays(first, shift + 7 * (n - 1));
  }
  const nextMonthFirst = month === 12 ? ymd(year + 1, 1, 1) : ymd(year, month + 1, 1);
  const last = addDays(nextMonthFirst, -1);
  return addDays(last, -((weekday(last) - dow + 7) % 7));
}

/** Gregorian Easter Sunday (anonymous algorithm). Also the anchor of the TARGET holidays (`engine/fx/target-calendar.ts`). */
export function easter(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

/** Saturday holidays move to Friday, Sunday ones to Monday. */
function observed(date: IsoDate): IsoDate {
  const w = weekday(date);
  if (w === 6) return addDays(date, -1);
  if (w === 0) return addDays(date, 1);
  return date;
}

export interface RuleDay {
  date: IsoDate;
  name: string;
}

export function ruleHolidays(year: number): RuleDay[] {
  const days: RuleDay[] = [];
  const newYear = ymd(year, 1, 1);
  // A Saturday New Year's Day is not observed on the Friday before (NYSE Rule 7.2).
  if (weekday(newYear) !== 6) days.push({ date: observed(newYear), name: "New Year's Day" });
  if (year >= 1998) days.push({ date: nthWeekday(year, 1, 1, 3), name: 'Martin Luther King Jr. Day' });
  days.push({ date: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday" });
  days.push({ date: addDays(easter(year), -2), name: 'Good Friday' });
  days.push({ date: nthWeekday(year, 5, 1, -1), name: 'Memorial Day' });
  if (year >= 2022) days.push({ date: observed(ymd(year, 6, 19)), name: 'Juneteenth National Independence Day' });
  days.push({ date: observed(ymd(year, 7, 4)), name: 'Independence Day' });
  days.push({ date: nthWeekday(year, 9, 1, 1), name: 'Labor Day' });
  days.push({ date: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day' });
  days.push({ date: observed(ymd(year, 12, 25)), name: 'Christmas Day' });
  return days;
}

export function ruleEarlyCloses(year: number): RuleDay[] {
  const days: RuleDay[] = [];
  const july3 = ymd(year, 7, 3);
  // July 3 closes early when it is a weekday and July 4 itself is the holiday (Tue–Fri).
  if (weekday(july3) >= 1 && weekday(july3) <= 4) days.push({ date: july3, name: 'Day before Independence Day' });
  days.push({ date: addDays(nthWeekday(year, 11, 4, 4), 1), name: 'Day after Thanksgiving' });
  const eve = ymd(year, 12, 24);
  if (weekday(eve) >= 1 && weekday(eve) <= 4) days.push({ date: eve, name: 'Christmas Eve' });
  return days;
}
