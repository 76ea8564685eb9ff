/** ISO-8601 instants as the `at` parameter and the web-feed file layout take them. */

/**
 * A date, a `T`, hours and minutes, optional seconds and fraction, and a zone (`Z` or `±hh:mm`): an
 * instant without a zone would depend on where it is read, so it is refused.
 */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|([+-])(\d{2}):?(\d{2}))$/i;

/**
 * The instant `text` names (to the millisecond; finer digits are dropped), or undefined when it is not an
 * ISO-8601 timestamp with a zone or names no real time (2026-02-30, 24:10).
 */
export function parseInstant(text: string): Date | undefined {
  const match = INSTANT.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const second = Number(match[6] ?? '0');
  const millis = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const realDay = calendar.getUTCFullYear() === year && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
  const offsetHours = Number(match[10] ?? '0');
  const offsetMinutes = Number(match[11] ?? '0');
  if (!realDay || hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return undefined;
  const sign = match[9] === '-' ? -1 : 1;
  const local = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  return new Date(local - sign * (offsetHours * 60 + offsetMinutes) * 60_000);
}
