/**
 * Where a replay reads captured ticks from: the store itself (the process holding it), or the engine of
 * whichever process holds it (the board of another fds process, through the operator's tick reads). The
 * replay feed and bus priming only ever ask these three questions.
 */
import type { Sql } from '../store/store';
import { nextTickAfter, primingReadings, readingsBetween } from './ticks';
import type { Reading } from './types';

export interface TickSource {
  /** Per ticker the newest tick at or before `now`, and every tick in the `spanMs` before it, oldest first. */
  priming(now: number, spanMs: number): Promise<Reading[]>;
  /** Ticks with `after < ts <= until`, oldest first. */
  between(after: number, until: number): Promise<Reading[]>;
  /** The instant (epoch ms) of the first tick after `after`, or null. */
  nextAfter(after: number): Promise<number | null>;
}

export const storeTicks = (sql: Sql): TickSource => ({
  priming: (now, spanMs) => primingReadings(sql, now, spanMs),
  between: (after, until) => readingsBetween(sql, after, until),
  nextAfter: (after) => nextTickAfter(sql, after),
});
