/**
 * The stored tickers that begin with what someone has typed so far, for shell completion. Reads only the
 * listings table, in key order; the prefix is a bound parameter, matched literally (no LIKE wildcards).
 */
import type { EngineContext } from '../context';

/** Most tickers offered at once: a shell lists them all, so a longer list only gets in the way. */
export const TICKER_PREFIX_LIMIT = 200;

/** Active listings whose ticker starts with `prefix` (case-insensitive), in ticker order. */
export async function tickersStartingWith(ctx: EngineContext, prefix: string): Promise<string[]> {
  const rows = await ctx.store.all<{ ticker: string }>(
    'SELECT ticker FROM listings WHERE active AND starts_with(ticker, ?) ORDER BY ticker LIMIT ?',
    [prefix.toUpperCase(), TICKER_PREFIX_LIMIT],
  );
  return rows.map((row) => row.ticker);
}
