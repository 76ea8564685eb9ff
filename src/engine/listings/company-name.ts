/**
 * The legacy `companyName` of technicals, correlations and option responses: the listing's own name, or
 * null when the listing has no listing-specific name. A listing lacks one when its stored name is only a
 * placeholder (ingest names a listing it meets for the first time after its ticker), or when it is one of
 * several listings of an issuer and carries just the issuer's name, which would not tell it from its
 * siblings. The name of another class is never borrowed.
 */
import type { EngineContext } from '../context';

const NAME = `
SELECT l.name, l.ticker, l.issuer,
  EXISTS (SELECT 1 FROM listings o WHERE o.issuer = l.issuer AND o.ticker <> l.ticker) AS has_siblings
FROM listings l WHERE l.ticker = ?`;

interface NameRow {
  name: string;
  ticker: string;
  issuer: string | null;
  has_siblings: boolean;
}

/** Pure rule, for tests and callers that already hold the row. */
export function listingSpecificName(row: NameRow): string | null {
  if (row.name.trim() === '' || row.name === row.ticker) return null;
  if (row.has_siblings && row.issuer !== null && row.name === row.issuer) return null;
  return row.name;
}

/** `companyName` of `ticker`; null for an unknown ticker too (callers decide 404 separately). */
export async function companyNameOf(ctx: EngineContext, ticker: string): Promise<string | null> {
  const row = await ctx.store.one<NameRow>(NAME, [ticker]);
  return row === undefined ? null : listingSpecificName(row);
}
