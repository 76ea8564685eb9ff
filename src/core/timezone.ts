/**
 * Wall-clock time in a named zone (America/New_York for the market), DST included, using the ICU data
 * Node ships. Formatters are cached: building an Intl.DateTimeFormat is the expensive part.
 */
import type { IsoDate } from './dates';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit',
      hour: '2-digit', minute: '2-digit', second: '2-digit', timeZoneName: 'longOffset',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface ZonedParts {
  date: IsoDate;
  /** `HH:mm:ss` wall time. */
  time: string;
  /** Minutes since local midnight. */
  minutes: number;
  /** UTC offset as `-05:00`. */
  offset: string;
}

export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  const offsetText = (parts.timeZoneName ?? 'GMT').replace('GMT', '');
  const offset = offsetText === '' ? '+00:00' : offsetText;
  const hour = Number(parts.hour);
  const minute = Number(parts.minute);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
    minutes: hour * 60 + minute,
    offset,
  };
}

const offsetMinutes = (offset: string): number => {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [h, m] = offset.slice(1).split(':').map(Number);
  return sign * ((h ?? 0) * 60 + (m ?? 0));
};

/** The instant at which the wall clock in `timeZone` shows `date` `hhmm` (`HH:mm`). */
export function zonedInstant(date: IsoDate, hhmm: string, timeZone: string): Date {
  const naiveUtc = Date.parse(`${date}T${hhmm}:00Z`);
  // Try the offsets in force just before and after; the one that round-trips is right.
  for (const probe of [naiveUtc - 12 * 3_600_000, naiveUtc + 12 * 3_600_000, naiveUtc]) {
    const candidate = new Date(naiveUtc - offsetMinutes(zonedParts(new Date(probe), timeZone).offset) * 60_000);
    const back = zonedParts(candidate, timeZone);
    if (back.date === date && back.time.slice(0, 5) === hhmm) return candidate;
  }
  // A wall time skipped by a spring-forward jump: take the instant one hour later, as clocks do.
  return new Date(naiveUtc - offsetMinutes(zonedParts(new Date(naiveUtc), timeZone).offset) * 60_000);
}

/** ISO-8601 with the zone's offset, e.g. `2026-03-09T09:30:00-04:00`. */
export function formatZoned(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.date}T${p.time}${p.offset}`;
}
