/**
 * `short.euDisclosures`: the individual net short positions one European register publishes for a
 * listing, matched on the listing's exact ISIN, newest position first, with the register's own fields
 * (a Dutch register's missing LEI and dates stay null: unknown). One register per answer: a current
 * register and its archive are separate sources, so their rows are never summed.
 *
 * Coverage: `unresolved_security` (no verified ISIN), `not_captured` (no export of the register was ever
 * accepted), `no_matching_disclosures` (exports were, none names this ISIN), `available`. Only `available`
 * says anything about positions: none of the others means zero short positions.
 */
import type { EngineContext } from '../context';
import { pointsSql, registerCaptures } from './eu-captures';
import { resolveEuropeanListing } from './eu-listings';
import type { Disclosure, DisclosureCoverage, Disclosures } from './eu-schemas';
import { DISCLOSURE_REGISTERS, type DisclosureSource } from './eu-sources';

export interface DisclosureParams {
  exchange: string;
  ticker: string;
  source: DisclosureSource;
  limit: number;
}

const disclosuresSql = (source: DisclosureSource): string => `
SELECT holder_name AS "holderName", holder_lei AS "holderLei", issuer_name AS "issuerName", isin,
       ${pointsSql(source, 'net_short_position')} AS "percentOfIssuedCapital", position_date AS "positionDate",
       publication_date AS "publicationDate", publication_end_date AS "publicationEndDate", count(*) OVER () AS total
FROM short_positions
WHERE register = ? AND isin = ? AND aggregate_date IS NULL
ORDER BY position_date DESC, publication_date DESC NULLS LAST, holder_name, net_short_position DESC
LIMIT ?`;

export async function euDisclosures(ctx: EngineContext, p: DisclosureParams): Promise<Disclosures> {
  const listing = resolveEuropeanListing(p.exchange, p.ticker);
  const info = DISCLOSURE_REGISTERS[p.source];
  const capture = (await registerCaptures(ctx, [p.source])).get(p.source)!;
  let rows: (Disclosure & { total?: number })[] = [];
  if (listing.isin !== null && capture.checkedAt !== null) rows = await ctx.store.all(disclosuresSql(p.source), [p.source, listing.isin, p.limit]);
  const totalDisclosures = rows[0]?.total ?? 0;
  const coverageStatus: DisclosureCoverage =
    listing.isin === null ? 'unresolved_security' : capture.checkedAt === null ? 'not_captured' : totalDisclosures === 0 ? 'no_matching_disclosures' : 'available';
  return {
    source: p.source,
    sourceName: info.sourceName,
    isin: listing.isin,
    coverageStatus,
    coverage: info.coverage,
    measure: info.measure,
    percentageBasis: info.percentageBasis,
    checkedAt: capture.checkedAt,
    sourceModifiedAt: capture.sourceModifiedAt,
    isStale: capture.isStale,
    sourceUrl: info.sourceUrl,
    totalDisclosures,
    disclosures: rows.map(({ total: _total, ...row }) => row),
  };
}
