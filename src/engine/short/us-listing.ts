/**
 * Which tickers the US short-selling reads answer for: a US listing the store holds, or a symbol the
 * regulators' files name that matches no stored listing (kept as filed). A non-US listing has no FINRA or
 * SEC short-selling data at all, and says so rather than answering an empty page.
 */
import { notFound } from '../../core/errors';
import type { ListingKey } from '../../core/tickers';
import type { EngineContext } from '../context';

const KNOWN = `
SELECT EXISTS (SELECT 1 FROM listings WHERE ticker = ?)
    OR EXISTS (SELECT 1 FROM short_volume_daily WHERE ticker = ?)
    OR EXISTS (SELECT 1 FROM short_interest WHERE ticker = ?)
    OR EXISTS (SELECT 1 FROM off_exchange_weekly WHERE ticker = ?)
    OR EXISTS (SELECT 1 FROM fails_to_deliver WHERE ticker = ?) AS known`;

/** Throws 404 for a non-US listing (before any query). */
export function requireUsListing(ticker: ListingKey): void {
  if (ticker.mic !== null) {
    throw notFound(`${ticker.key} is not a US listing: FINRA and SEC short-selling data cover US listings only.`);
  }
}

/**
 * Throws 404 unless the store knows `ticker` as a listing or through a regulator file. Asked only after a
 * page came back empty, to tell an unknown ticker from a known one with nothing in range.
 */
export async function requireKnownUsTicker(ctx: EngineContext, ticker: string): Promise<void> {
  const row = await ctx.store.one<{ known: boolean }>(KNOWN, [ticker, ticker, ticker, ticker, ticker]);
  if (!(row?.known ?? false)) throw notFound(`Unknown ticker ${ticker}: no listing or short-selling file names it.`);
}
