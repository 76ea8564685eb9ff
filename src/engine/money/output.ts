/**
 * Decimals leave the engine as JSON numbers here, and only here. Rounding is HALF-UP (half away from
 * zero: 0.125 → 0.13, -0.125 → -0.13), the commercial rule readers expect from a statement, applied ONCE
 * to an exact value: totals are summed from unrounded amounts and then rounded, never summed from rounded
 * parts.
 *
 * - money: to the currency's minor unit (2 for the nine reporting currencies, 0 for JPY, …);
 * - percentages: 2 decimals;
 * - exchange rates: as given (an ECB rate has at most 6 significant digits), a computed cross rate to
 *   `RATE_DECIMALS` places.
 */
import Big from 'big.js';
import { minorUnits } from './currencies';
import { divideOrNull, toDecimal, type Decimal } from './decimal';

/** Decimal places of a percentage in a response. */
export const PERCENT_DECIMALS = 2;

/** Decimal places of a computed (cross) rate in a response; more than any ECB rate has, so those pass unchanged. */
export const RATE_DECIMALS = 10;

/** `value` rounded half-up to `decimals` places, still a decimal. */
export function roundHalfUp(value: Decimal, decimals: number): Decimal {
  return toDecimal(value).round(decimals, Big.roundHalfUp);
}

/**
 * `value` rounded half-up to `decimals` places as a JSON number. The rounded decimal has at most 15
 * significant digits for any amount below a trillion at 2 places, so the number prints back as exactly that
 * decimal (`JSON.stringify` writes the shortest text that round-trips). `-0` becomes `0`.
 */
export function toJsonNumber(value: Decimal, decimals: number): number {
  const rounded = Number(roundHalfUp(value, decimals).toFixed(decimals));
  return rounded === 0 ? 0 : rounded;
}

/** An amount rounded to its currency's minor unit, as a decimal (for splits and checks). */
export function roundMoney(amount: Decimal, currency: string): Decimal {
  return roundHalfUp(amount, minorUnits(currency));
}

/** An amount in `currency` as a JSON number rounded to the currency's minor unit. */
export function moneyNumber(amount: Decimal, currency: string): number {
  return toJsonNumber(amount, minorUnits(currency));
}

/** A ratio (0.1234) as a JSON percentage rounded to 2 decimals (12.34). */
export function percentNumber(ratio: Decimal): number {
  return toJsonNumber(toDecimal(ratio).times(100), PERCENT_DECIMALS);
}

/**
 * `part / whole` as a JSON percentage with 2 decimals (a gain on a cost), or null when `whole` is zero: a
 * percentage of nothing is unknown, not 0. The sign follows `part` over the magnitude of `whole`, so a
 * short position's loss is negative whatever the sign of its cost.
 */
export function percentOf(part: Decimal, whole: Decimal): number | null {
  const ratio = divideOrNull(part, toDecimal(whole).abs());
  return ratio === null ? null : percentNumber(ratio);
}

/** A rate as a JSON number: an official rate unchanged, a cross rate to `RATE_DECIMALS` places. */
export function rateNumber(rate: Decimal): number {
  return toJsonNumber(rate, RATE_DECIMALS);
}

/**
 * Splits `amount` into `parts` amounts in `currency`'s minor unit that add up EXACTLY to the rounded
 * amount: each part gets the rounded-down share, and the leftover minor units go one each to the first
 * parts (100.00 in three → 33.34, 33.33, 33.33). For a negative amount the magnitudes are split the same way.
 */
export function splitEvenly(amount: Decimal, parts: number, currency: string): Decimal[] {
  if (!Number.isInteger(parts) || parts < 1) throw new Error(`Cannot split into ${parts} parts`);
  const places = minorUnits(currency);
  const total = roundMoney(amount, currency);
  const sign = total.lt(0) ? -1 : 1;
  const magnitude = total.abs();
  const unit = toDecimal(1).div(toDecimal(10).pow(places));
  const share = magnitude.div(parts).round(places, Big.roundDown);
  const leftoverUnits = magnitude.minus(share.times(parts)).div(unit).toNumber();
  return Array.from({ length: parts }, (_, i) => (i < leftoverUnits ? share.plus(unit) : share).times(sign));
}
