/**
 * The one precision rule for values the price engine derives (changes, percents). Stored prices are
 * returned as stored; only computed numbers pass through here.
 */
export const DERIVED_DECIMALS = 4;

const SCALE = 10 ** DERIVED_DECIMALS;

/** Rounds half away from zero to `DERIVED_DECIMALS` places, never yielding -0. */
export function roundDerived(value: number): number {
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * SCALE)) / SCALE;
  return rounded === 0 ? 0 : rounded;
}

/** The change from `from` to `to` as a plain percentage of `from` (12.5 means 12.5%), rounded. */
export const percentChange = (from: number, to: number): number => roundDerived(((to - from) / from) * 100);
