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

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = toUtcDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtcDate(d);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return toUtcDate(date).getUTCDay();
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
