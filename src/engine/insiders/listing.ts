/**
 * Whether the store knows a ticker for the insider reads: a listing row or any insider filing names it.
 * Asked only after a page came back empty, to tell an unknown ticker (404) from a known one with nothing
 * in range (an empty page).
 */
import { notFound } from '../../core/errors';
import type { EngineContext } from '../context';

const KNOWN = `
SELECT EXISTS (SELECT 1 FROM listings WHERE ticker = ?)
    OR EXISTS (SELECT 1 FROM insider_transactions WHERE ticker = ?)
    OR EXISTS (SELECT 1 FROM insider_issuers WHERE ticker = ?) AS known`;

/** Throws 404 unless the store knows `ticker`. */
export async function requireKnownTicker(ctx: EngineContext, ticker: string): Promise<void> {
  const row = await ctx.store.one<{ known: boolean }>(KNOWN, [ticker, ticker, ticker]);
  if (!(row?.known ?? false)) throw notFound(`Unknown ticker ${ticker}: no listing or insider filing is stored under it.`);
}
