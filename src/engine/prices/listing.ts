/**
 * Whether the store knows a ticker at all. Asked only after a query came back empty, to tell "unknown
 * ticker" from "known listing, nothing stored": the hot path never pays for it.
 */
import { notFound } from '../../core/errors';
import type { EngineContext } from '../context';

const PRESENCE = `
SELECT
  EXISTS (SELECT 1 FROM listings WHERE ticker = ?) AS listed,
  EXISTS (SELECT 1 FROM prices WHERE ticker = ? AND volume > 0) AS priced,
  EXISTS (SELECT 1 FROM dividends WHERE ticker = ?) OR EXISTS (SELECT 1 FROM splits WHERE ticker = ?) AS has_events`;

export interface Presence {
  /** A listing row or any capture names the ticker. */
  known: boolean;
  /** At least one bar with positive volume is stored. */
  priced: boolean;
}

export async function presenceOf(ctx: EngineContext, ticker: string): Promise<Presence> {
  const row = await ctx.store.one<{ listed: boolean; priced: boolean; has_events: boolean }>(PRESENCE, [ticker, ticker, ticker, ticker]);
  const listed = row?.listed ?? false;
  const priced = row?.priced ?? false;
  return { known: listed || priced || (row?.has_events ?? false), priced };
}

/** 404 for a ticker the store has never heard of. */
export const unknownTicker = (ticker: string) =>
  notFound(`Unknown ticker ${ticker}: no listing is stored under it.`);

/** 404 for a known listing without a single reading; another class or series is never served instead. */
export const noReadings = (ticker: string) =>
  notFound(`No price readings are stored for ${ticker}; the listing is unavailable (another share class or series is never substituted).`);

/** Throws 404 unless the store knows the ticker. */
export async function requireKnown(ctx: EngineContext, ticker: string): Promise<void> {
  if (!(await presenceOf(ctx, ticker)).known) throw unknownTicker(ticker);
}
