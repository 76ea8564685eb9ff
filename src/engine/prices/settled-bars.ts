/**
 * The one place that decides which stored bars are settled, for every reader that wants "the newest
 * settled close": `/v1/prices/latest` (and through it the board's change columns) and the portfolio's
 * `SettledClose` marks. A bar is settled when its date is on or before `settledThrough` of its listing's
 * exchange at the context's clock (`./sessions.ts`): a session still trading has no settled bar yet, even
 * when a provisional bar for it is stored.
 *
 * Readers put {@link SETTLED_WANTED} at the head of their statement and bind {@link settledBinds}: the
 * CTE `wanted(ticker, settled_through)` then lists each wanted listing with the newest date it may read.
 */
import type { EngineContext } from '../context';
import { settledThrough } from './sessions';

/** A listing to read settled bars of: its stored key and its market (null for a US listing). */
export interface SettledListing {
  key: string;
  mic: string | null;
}

// The keys and their settled-through dates arrive as two bound comma-separated lists (tickers never
// contain commas) and are zipped by unnest, so the statement stays one prepared text for any count.
/** CTE body of `wanted(ticker, settled_through)`; takes the two binds of {@link settledBinds}. */
export const SETTLED_WANTED = `
wanted AS (
  SELECT unnest(string_split(?, ',')) AS ticker, CAST(unnest(string_split(?, ',')) AS DATE) AS settled_through
)`;

/** The two binds of {@link SETTLED_WANTED} for `listings` at the context's clock. */
export function settledBinds(ctx: EngineContext, listings: readonly SettledListing[]): [string, string] {
  const now = ctx.clock.now();
  return [listings.map((l) => l.key).join(','), listings.map((l) => settledThrough(l.mic, now)).join(',')];
}
