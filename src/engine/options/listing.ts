/**
 * The underlying named by an option path must be a known, active listing of the store: an unknown,
 * inactive or delisted ticker is a 404 before any option data is read. Another share class is never
 * looked at.
 */
import { notFound } from '../../core/errors';
import type { EngineContext } from '../context';

/** Throws 404 unless `ticker` is an active listing. */
export async function requireActiveListing(ctx: EngineContext, ticker: string): Promise<void> {
  const row = await ctx.store.one<{ active: boolean }>('SELECT active FROM listings WHERE ticker = ?', [ticker]);
  if (row === undefined) throw notFound(`Unknown ticker ${ticker}: no listing is stored under it.`);
  if (!row.active) throw notFound(`${ticker} is not an active listing (inactive or delisted); it has no option chain.`);
}
