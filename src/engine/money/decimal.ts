/**
 * The one number representation of money, quantities and exchange rates: big.js decimals from a
 * constructor of our own, so its settings (division places, rounding mode) cannot be changed by anyone
 * else's use of big.js. Binary floats never carry an amount between the store, the rules and the output;
 * they appear only at the very end, when a rounded decimal becomes a JSON number (see `./output.ts`).
 */
import Big from 'big.js';

/** A decimal value. Build one with `toDecimal`, never `new Big`, so division uses the settings below. */
export type Decimal = Big;

/**
 * Decimal places kept by a division (a cross rate, an average cost, a percentage). 24 places is far
 * beyond any output (cents, 2-decimal percentages, 10-decimal rates), so the rounding of a quotient never
 * shows in a rendered value; additions, subtractions and multiplications are always exact.
 */
export const DIVISION_PLACES = 24;

const DecimalConstructor = Big();
DecimalConstructor.DP = DIVISION_PLACES;
DecimalConstructor.RM = DecimalConstructor.roundHalfUp;

/** Plain decimal text: optional sign, digits, optional fraction, optional exponent. No NaN, no Infinity, no hex. */
const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Zero, for sums. */
export const ZERO: Decimal = new DecimalConstructor(0);

/**
 * Reads a decimal from the store (a DECIMAL column selected `CAST(col AS VARCHAR)`, or a DOUBLE/DECIMAL
 * read as a number), from a parsed JSON body (a number) or from a file (text). Returns null when the value
 * is not a finite decimal (NaN, Infinity, empty text, words), so each caller decides what that means.
 *
 * A JS number converts through its shortest round-trip text (0.1 → "0.1"), which is the decimal the
 * writer meant; to read a DECIMAL(38, 12) column with more than 15 significant digits exactly, select it
 * as text.
 */
export function decimalOrNull(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new DecimalConstructor(value) : null;
  if (typeof value === 'bigint') return new DecimalConstructor(value.toString());
  if (typeof value === 'string') {
    const text = value.trim();
    return DECIMAL_TEXT.test(text) ? new DecimalConstructor(text.replace(/^\+/, '')) : null;
  }
  if (value instanceof Big) return new DecimalConstructor(value);
  return null;
}

/**
 * Like `decimalOrNull`, for values that must be decimals (a store column declared NOT NULL DECIMAL): a
 * non-decimal here is a defect, not bad input, so it throws a plain Error (a 500 at the edge).
 */
export function toDecimal(value: unknown): Decimal {
  const decimal = decimalOrNull(value);
  if (decimal === null) throw new Error(`Not a finite decimal: ${String(value)}`);
  return decimal;
}

/** The exact sum of decimals (zero for none). */
export function sum(values: Iterable<Decimal>): Decimal {
  let total = ZERO;
  for (const value of values) total = total.plus(value);
  return total;
}

/** `numerator / denominator`, or null when the denominator is zero (a percentage of nothing is not 0). */
export function divideOrNull(numerator: Decimal, denominator: Decimal): Decimal | null {
  return denominator.eq(0) ? null : toDecimal(numerator).div(denominator);
}
