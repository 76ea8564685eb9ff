/**
 * Deliberate gaps and oddities laid over the generated series, the kind real captures contain and the
 * price rules must handle (see the list at the top of `./index.ts`).
 */
import type { IsoDate } from '../../core/dates';
import { Random } from './random';
import type { Bar } from './series';

/** How many carry-forward candles are scattered through the history, besides the newest one. */
const SCATTERED_CARRY_FORWARDS = 6;

/**
 * Turns some sessions into zero-volume carry-forward candles (OHLC = previous close, volume 0), always
 * including the newest bar, so a reader must skip them everywhere.
 */
export function addCarryForwardCandles(bars: Bar[], asOf: IsoDate, seedText: string): void {
  if (bars.length < 3) return;
  const random = new Random(`${seedText}|${asOf}|carry-forward`);
  const picks = new Set<number>([bars.length - 1]);
  while (picks.size < Math.min(SCATTERED_CARRY_FORWARDS + 1, bars.length - 1)) picks.add(random.int(1, bars.length - 2));
  for (const i of [...picks].sort((a, b) => a - b)) {
    const previous = bars[i - 1]!;
    bars[i] = {
      date: bars[i]!.date,
      open: previous.close,
      high: previous.close,
      low: previous.close,
      close: previous.close,
      adjustedClose: previous.adjustedClose,
      volume: 0,
    };
  }
}

/** Drops the session before the newest bar, so the newest bar has no stored prior session. */
export function dropPriorSession(bars: Bar[]): void {
  if (bars.length >= 2) bars.splice(bars.length - 2, 1);
}
