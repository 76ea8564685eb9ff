/**
 * Where the data ends, when a default window came back empty: an operation with a `defaultWindow` (the
 * last year, the last three months) answers no rows, the caller gave no `--start-date`, and older rows
 * exist. One more call of the same operation, from the earliest date, finds the newest row; the hint names
 * its date and the flag that reaches it. It goes to the table and to stderr; the body is never changed.
 * Asked through the engine, so it works the same on the local store and on a server.
 */
import type { Engine } from '../src/client/engine';
import type { Planned } from './planned';

/** Earlier than any stored series begins. */
const EARLIEST = '1800-01-01';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The same calendar date a year earlier: a start that shows a year of rows ending at `date`. */
const yearBefore = (date: string): string => `${String(Number(date.slice(0, 4)) - 1).padStart(4, '0')}${date.slice(4).replace('-02-29', '-02-28')}`;

export async function emptyWindowHint(planned: Extract<Planned, { kind: 'call' }>, engine: Engine, body: unknown): Promise<string | null> {
  const window = planned.op.defaultWindow;
  if (window === undefined || planned.query.startDate !== undefined) return null;
  if (!isRecord(body) || !Array.isArray(body.data) || body.data.length > 0) return null;
  if (planned.query.offset !== undefined && planned.query.offset !== '0') return null;
  const { offset: _offset, limit: _limit, ...rest } = planned.query;
  const probe = await engine.call(planned.op, planned.pathValues, { ...rest, startDate: EARLIEST, limit: '1' }).catch(() => null);
  const newest = isRecord(probe) && Array.isArray(probe.data) && isRecord(probe.data[0]) ? probe.data[0][window.rowDate] : undefined;
  if (typeof newest !== 'string') return null;
  const end = planned.query.endDate === undefined ? '' : ` before ${planned.query.endDate}`;
  return `No ${window.rows} in the default window (${window.description}); the newest${end} is dated ${newest}. `
    + `Add --start-date ${yearBefore(newest)} (or earlier) to reach it.`;
}
