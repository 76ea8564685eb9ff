/**
 * Parameter building blocks shared by every operation. Query values arrive as strings (HTTP query or CLI
 * flag), so each block accepts a string and yields the typed value the engine receives. Messages are
 * written to follow the parameter's name: "Invalid parameter 'limit': must be at most 500".
 */
import { z } from 'zod';
import { isIsoDate } from './dates';
import { parseTicker, TICKER_MAX_LENGTH, TICKER_WIRE_PATTERN, type ListingKey } from './tickers';

/**
 * A value parsed from its wire string by `parse` and then checked by `typed`. zod describes such a schema
 * by `typed` in JSON Schema (the input of a preprocess is its output schema), so the OpenAPI document
 * gives the parameter its real type, bounds, enum and default rather than "string". `parse` returns what
 * it cannot read unchanged, for `typed` to refuse with its own message.
 */
export const fromWire = <T extends z.ZodType>(parse: (text: string) => unknown, typed: T) =>
  z.preprocess((value) => (typeof value === 'string' ? parse(value) : value), typed);

/** The number a wire string of digits spells (surrounding spaces allowed); anything else unchanged. */
export const wholeNumberText = (text: string): unknown => (/^\d+$/.test(text.trim()) ? Number(text) : text);
/** The number a wire string such as `2` or `2.5` spells; anything else unchanged. */
export const decimalText = (text: string): unknown => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text);

/** One word of `words`, compared without case or surrounding spaces; the refusal is `message`. */
export const oneOfWords = <const T extends readonly [string, ...string[]]>(words: T, message: string) =>
  fromWire((text) => words.find((word) => word.toLowerCase() === text.trim().toLowerCase()) ?? text, z.enum(words, { error: message }));

export const dateParam = (description: string) =>
  z.iso
    .date({ error: 'must be a calendar date in yyyy-MM-dd form' })
    .refine(isIsoDate, { message: 'must be a calendar date in yyyy-MM-dd form' })
    .describe(description);

/** A whole number from `min` to `max` (the bounds are checked first, so a huge value says it is too large). */
export const wholeNumber = (min: number, max: number, notWhole: string) =>
  z.number({ error: notWhole }).min(min, `must be at least ${min}`).max(max, `must be at most ${max}`).int(notWhole);

export const limitParam = (defaultValue: number, max: number) =>
  fromWire(wholeNumberText, wholeNumber(1, max, 'must be a whole number'))
    .prefault(defaultValue)
    .describe(`Rows per page (default ${defaultValue}, max ${max}).`);

/**
 * A limit the service clamps rather than refuses (congress members): a whole number below 1 reads as 1,
 * above `max` as `max`; text that is no whole number is still refused.
 */
export const clampedLimitParam = (defaultValue: number, max: number) =>
  fromWire((text) => (/^-?\d+$/.test(text.trim()) ? Math.min(max, Math.max(1, Number(text))) : text), z.number({ error: 'must be a whole number' }).int('must be a whole number').min(1).max(max))
    .prefault(defaultValue)
    .describe(`Rows to return (default ${defaultValue}, max ${max}; a value outside 1 to ${max} is clamped, not refused).`);

const NOT_ROWS = 'must be a whole number of rows to skip';

/** Rows skipped, 0 by default; `max` bounds it where the service states a bound. */
export const offsetParam = (max?: number) =>
  fromWire(wholeNumberText, z.number({ error: NOT_ROWS }).min(0, NOT_ROWS).max(max ?? 1_000_000_000, max === undefined ? 'is too large' : `must be at most ${max}`).int(NOT_ROWS))
    .prefault(0)
    .describe(max === undefined ? 'Rows skipped before the first returned row (default 0).' : `Rows skipped before the first returned row (default 0, max ${max}).`);

export const tickerParam = (description = 'Ticker: `AAPL`, class shares `BRK-B` or `BRK.B`, non-US `MIC:TICKER`.') =>
  z
    .string()
    .transform((raw, ctx): ListingKey => {
      const parsed = parseTicker(raw);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: 'must be a ticker such as AAPL, BRK-B, BRK.B or XLON:VOD' });
        return z.NEVER;
      }
      return parsed;
    })
    // The parser reads the wire form (any case, spaces trimmed); JSON Schema cannot see into it.
    .meta({ pattern: TICKER_WIRE_PATTERN, maxLength: TICKER_MAX_LENGTH, examples: ['AAPL', 'BRK-B', 'XLON:VOD'] })
    .describe(description);

/** An optional floor in USD (a leaderboard's minMarketCap, minDollarVolume): a non-negative amount. */
export const usdFloorParam = (description: string) =>
  z
    .string()
    .refine((text) => /^\d+(\.\d+)?$/.test(text.trim()), { message: 'must be a non-negative amount in USD such as 1000000000' })
    .transform(Number)
    .optional()
    .describe(description);

/** Comma-separated list of tickers, 1..max members; one bad member rejects the request. */
export const tickerListParam = (max: number) =>
  z
    .string()
    .transform((raw, ctx): { requested: string; listing: ListingKey | null }[] => {
      const members = raw.split(',').map((s) => s.trim()).filter((s) => s.length > 0);
      if (members.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'must list at least one ticker' });
        return z.NEVER;
      }
      if (members.length > max) {
        ctx.addIssue({ code: 'custom', message: `accepts at most ${max} tickers (got ${members.length})` });
        return z.NEVER;
      }
      return members.map((requested) => ({ requested, listing: parseTicker(requested) }));
    })
    .describe(`Comma-separated tickers, up to ${max}.`);

/** Adds the "start after end" rule, reported on `startDate`. */
export function checkDateWindow(value: { startDate?: string | undefined; endDate?: string | undefined }, ctx: z.RefinementCtx): void {
  if (value.startDate !== undefined && value.endDate !== undefined && value.startDate > value.endDate) {
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: `must not be after endDate (${value.endDate})` });
  }
}

/** The `meta` object of a paged list. */
export const PageMeta = z.object({
  limit: z.number().int(),
  offset: z.number().int(),
  count: z.number().int(),
  hasMore: z.boolean(),
});
export const PageMetaWithTotal = PageMeta.extend({ total: z.number().int() });

export interface Page<T> {
  data: T[];
  meta: { limit: number; offset: number; count: number; hasMore: boolean; total?: number };
}

/**
 * Builds a page from rows fetched with `LIMIT limit + 1`: the extra row only proves there is more.
 */
export function pageFromProbe<T>(rows: T[], limit: number, offset: number): Page<T> {
  const data = rows.slice(0, limit);
  return { data, meta: { limit, offset, count: data.length, hasMore: rows.length > limit } };
}

export function pageWithTotal<T>(rows: T[], limit: number, offset: number, total: number): Page<T> & { meta: { total: number } } {
  return { data: rows, meta: { limit, offset, count: rows.length, hasMore: offset + rows.length < total, total } };
}
