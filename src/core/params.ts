/**
 * Parameter building blocks shared by every operation. Query values arrive as strings (HTTP query or CLI
 * flag), so each block accepts a string and yields the typed value the engine receives. Messages are
 * written to follow the parameter's name: "Invalid parameter 'limit': must be at most 500".
 */
import { z } from 'zod';
import { isIsoDate } from './dates';
import { parseTicker, type ListingKey } from './tickers';

export const dateParam = (description: string) =>
  z
    .string()
    .refine(isIsoDate, { message: 'must be a calendar date in yyyy-MM-dd form' })
    .describe(description);

const wholeNumber = (text: string) => /^\d+$/.test(text.trim());

export const limitParam = (defaultValue: number, max: number) =>
  z
    .string()
    .refine(wholeNumber, { message: 'must be a whole number' })
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1').max(max, `must be at most ${max}`))
    .optional()
    .transform((v) => v ?? defaultValue)
    .describe(`Rows per page (default ${defaultValue}, max ${max}).`);

export const offsetParam = () =>
  z
    .string()
    .refine(wholeNumber, { message: 'must be a whole number of rows to skip' })
    .transform(Number)
    .pipe(z.number().max(1_000_000_000, 'is too large'))
    .optional()
    .transform((v) => v ?? 0)
    .describe('Rows skipped before the first returned row (default 0).');

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
