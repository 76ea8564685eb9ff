/**
 * The underlying named by an option path must be a known, active listing of the store: an unknown,
 * inactive or delisted ticker is a 404 before any option data is read or any provider is asked. Another
 * share class is never looked at.
 */
import { notFound } from '../../core/errors';
import type { EngineContext } from '../context';

export type ListingStatus = 'active' | 'inactive' | 'unknown';

/** Whether `ticker` (canonical key) is a stored listing, and whether it is still active. */
export async function listingStatus(ctx: EngineContext, ticker: string): Promise<ListingStatus> {
  const row = await ctx.store.one<{ active: boolean }>('SELECT active FROM listings WHERE ticker = ?', [ticker]);
  if (row === undefined) return 'unknown';
  return row.active ? 'active' : 'inactive';
}

/** Throws 404 unless `ticker` is an active listing. */
export async function requireActiveListing(ctx: EngineContext, ticker: string): Promise<void> {
  const status = await listingStatus(ctx, ticker);
  if (status === 'unknown') throw notFound(`Unknown ticker ${ticker}: no listing is stored under it.`);
  if (status === 'inactive') throw notFound(`${ticker} is not an active listing (inactive or delisted); it has no option chain.`);
}
