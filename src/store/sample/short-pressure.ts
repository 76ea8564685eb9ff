/**
 * The short-selling pressure behind one sample listing's short volume and short interest, so the two tell
 * one story as they do in a market: each settlement window (the trading days after one FINRA settlement up
 * to the next) has a pressure, a mean-reverting walk from window to window. The window's daily short-volume
 * share sits around {@link BASE_SHORT_SHARE} plus its pressure, and the short position moves, from one
 * settlement to the next, by {@link POSITION_RESPONSE} times the change of pressure plus noise of its own.
 *
 * The sample thereby holds the relation the short-interest forecast is built on (a position follows the
 * change of the short-volume share), at a strength chosen, not measured: the forecast's accuracy on the
 * sample shows the model finds a relation that is there, not how well it predicts a real market.
 */
import type { IsoDate } from '../../core/dates';
import { shortInterestSettlements } from '../../engine/short/calendar';
import { Random } from './random';

/** Short share of the consolidated volume with no pressure either way. */
export const BASE_SHORT_SHARE = 0.47;
/** Spread of one session's short share around its window's. */
const SESSION_NOISE = 0.04;
/** How much of a window's pressure carries into the next, and the spread of each step. */
const PERSISTENCE = 0.6;
const PRESSURE_STEP = 0.035;
/** Log change of the position per unit change of pressure, and the spread of the position's own moves. */
export const POSITION_RESPONSE = 2.5;
const POSITION_NOISE = 0.08;

export interface ShortPressure {
  /** One session's short share of the consolidated volume: its window's pressure and a draw of its own. */
  sessionShare(date: IsoDate, draw: number): number;
  /** Log change of the short position over the window ending at `settlement`, given a standard normal draw. */
  positionChange(settlement: IsoDate, draw: number): number;
}

export function shortPressure(ticker: string, asOf: IsoDate): ShortPressure {
  const rng = new Random(`short-pressure|${ticker}|${asOf}`);
  const settlements = shortInterestSettlements().map((s) => s.settlementDate);
  const pressures: number[] = [];
  let pressure = 0;
  for (let i = 0; i < settlements.length; i++) {
    pressure = PERSISTENCE * pressure + PRESSURE_STEP * rng.normal();
    pressures.push(pressure);
  }
  /** Index of the window holding `date`: the first settlement on or after it (the last past the calendar). */
  const windowOf = (date: IsoDate): number => {
    const i = settlements.findIndex((s) => s >= date);
    return i === -1 ? settlements.length - 1 : i;
  };
  return {
    sessionShare: (date, draw) => Math.min(0.9, Math.max(0.1, BASE_SHORT_SHARE + pressures[windowOf(date)]! + SESSION_NOISE * draw)),
    positionChange: (settlement, draw) => {
      const i = windowOf(settlement);
      const before = i === 0 ? 0 : pressures[i - 1]!;
      return POSITION_RESPONSE * (pressures[i]! - before) + POSITION_NOISE * draw;
    },
  };
}
