/**
 * Upcoming expirations, read from the stored contract reference. This is a stored read whatever the
 * configured provider (the spec's options section: only the chain snapshot and the single contract are
 * fetched on demand), so it answers with the provider disabled or its upstream down. An empty list is the
 * one proof that a listing has no options: an empty active-contract reference.
 */
import type { IsoDate } from '../../core/dates';
import type { EngineContext } from '../context';
import { companyNameOf } from '../listings/company-name';
import { currentReference } from './contract-row';
import type { ExpirationsResponse } from './schemas';

/** Most expirations listed at once; more sets `truncated`. */
export const MAX_EXPIRATIONS = 500;

const UPCOMING = `
WITH ref AS (${currentReference('underlying = ?')})
SELECT expiration_date, count(*) AS contract_count FROM ref
WHERE active AND expiration_date >= CAST(? AS DATE)
GROUP BY expiration_date ORDER BY expiration_date LIMIT ?`;

/** Up to `limit` upcoming expirations (on or after `today`) of `ticker`'s active contracts, ascending. */
export async function upcomingExpirations(
  ctx: EngineContext,
  ticker: string,
  today: IsoDate,
  limit: number,
): Promise<{ expirationDate: IsoDate; contractCount: number }[]> {
  const rows = await ctx.store.all<{ expiration_date: string; contract_count: number }>(UPCOMING, [ticker, today, limit]);
  return rows.map((r) => ({ expirationDate: r.expiration_date, contractCount: r.contract_count }));
}

/** The Expirations response of `ticker` (an active listing, checked by the caller). */
export async function storedExpirations(ctx: EngineContext, ticker: string, today: IsoDate): Promise<ExpirationsResponse> {
  const rows = await upcomingExpirations(ctx, ticker, today, MAX_EXPIRATIONS + 1);
  return {
    ticker,
    companyName: await companyNameOf(ctx, ticker),
    truncated: rows.length > MAX_EXPIRATIONS,
    expirations: rows.slice(0, MAX_EXPIRATIONS),
  };
}
