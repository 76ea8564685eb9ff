/**
 * How numbers read in a human table: a fixed number of decimals per column, thousands separators, signs
 * on changes, fractions shown as percentages. Missing values read `—`. The JSON body is never touched:
 * these are for people only.
 */
import { formatAge } from '../../src/board/format';

/** What a cell shows for a missing value (null, absent, or not a number where one was expected). */
export const MISSING = '—';

const formatters = new Map<number, Intl.NumberFormat>();

/** `1,234.50` at `decimals` places, with thousands separators. */
export function fixed(value: unknown, decimals: number): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return MISSING;
  let format = formatters.get(decimals);
  if (format === undefined) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, format);
  }
  // -0.00 reads as 0.00: a change rounded to nothing has no direction.
  const text = format.format(value);
  return /^-[0.,]+$/.test(text) ? text.slice(1) : text;
}

/** A price in its currency's major units: two decimals. */
export const price = (value: unknown): string => fixed(value, 2);

/** A count (volume, open interest, contracts): whole, with thousands separators. */
export const count = (value: unknown): string => fixed(value, 0);

/** A change with its sign: `+4.91`, `-1.50`, `0.00`. */
export function signed(value: unknown, decimals: number): string {
  const text = fixed(value, decimals);
  return typeof value === 'number' && text !== MISSING && !text.startsWith('-') && /[1-9]/.test(text) ? `+${text}` : text;
}

/** A decimal fraction (0.4351) as a percentage at `decimals` places (43.51); the header carries the `%`. */
export const fractionAsPercent = (value: unknown, decimals: number): string =>
  typeof value === 'number' ? fixed(value * 100, decimals) : MISSING;

/** Text as is; missing reads `—`. */
export const text = (value: unknown): string => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : MISSING);

/** `yes` / `no` for a flag. */
export const yesNo = (value: unknown): string => (value === true ? 'yes' : value === false ? 'no' : MISSING);

/** `45s`, `12m`, `3h`, `2d`: an age in seconds in its largest whole unit, as the board shows it. */
export const age = (seconds: unknown): string => (typeof seconds === 'number' && Number.isFinite(seconds) ? formatAge(seconds) : MISSING);
