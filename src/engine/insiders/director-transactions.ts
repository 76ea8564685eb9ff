/**
 * `insiders.directorTransactions`: a Swedish listing's transactions by persons discharging managerial
 * responsibilities, as Finansinspektionen's insider register publishes them. Observations keep the
 * register's own fields (not normalized into purchases or holdings), newest publication first, matched on
 * the listing's ISIN alone: an issuer identifier would also match the issuer's other instruments.
 * Historical and corrected rows stay, with their published status.
 *
 * Coverage: `unresolved_security` (no verified ISIN), `not_captured` (no register export was ever
 * accepted), `no_matching_observations` (exports were, none names this ISIN), `available`. None of the
 * first three means there were no transactions, and captured publication days may have gaps.
 */
import type { EngineContext } from '../context';
import type { CoverageStatus, DirectorObservation, DirectorTransactions } from './schemas';
import { resolveSwedishListing } from './se-listings';

/** A capture older than this many days is stale (the register publishes every business day). */
export const STALE_AFTER_DAYS = 7;

export const SE_SOURCE = {
  source: 'FI-Sweden',
  sourceName: 'Finansinspektionen, insider register (Insynsregistret)',
  sourceUrl: 'https://marknadssok.fi.se/publiceringsklient',
  coverage:
    'Transactions notified to Finansinspektionen by persons discharging managerial responsibilities and their closely '
    + 'associated persons (MAR article 19), as published in its insider register, for the publication days captured.',
} as const;

export interface DirectorParams {
  exchange: string;
  ticker: string;
  limit: number;
}

// The register was checked when an export was last accepted (`ingest_files`, under the importer's name), even
// one that brought nothing new, or when the rows were captured (the sample records no file).
const CAPTURES = `
SELECT greatest(max(captured_at), (SELECT max(captured_at) FROM ingest_files WHERE dataset = 'fi-insiders')) AS "checkedAt",
       CAST(min(published_at) AS DATE) AS first_day, CAST(max(published_at) AS DATE) AS last_day,
       count(DISTINCT CAST(published_at AS DATE)) AS days
FROM se_insider_observations`;

const OBSERVATIONS = `
SELECT strftime(published_at, '%Y-%m-%dT%H:%M:%S') AS "publishedAt", transaction_date AS "transactionDate", notifier, person, role,
       is_related_person AS "isRelatedPerson", is_amendment AS "isAmendment", amendment_details AS "amendmentDetails",
       is_initial_notification AS "isInitialNotification", is_linked_to_share_programme AS "isLinkedToShareProgramme",
       transaction_type AS "transactionType", instrument_type AS "instrumentType", instrument_name AS "instrumentName", isin,
       volume, volume_unit AS "volumeUnit", price, currency, venue, status, count(*) OVER () AS total
FROM se_insider_observations
WHERE isin = ?
ORDER BY published_at DESC, transaction_date DESC, person, volume
LIMIT ?`;

export async function directorTransactions(ctx: EngineContext, p: DirectorParams): Promise<DirectorTransactions> {
  const listing = resolveSwedishListing(p.exchange, p.ticker);
  const captures = await ctx.store.one<{ checkedAt: string | null; first_day: string | null; last_day: string | null; days: number }>(CAPTURES);
  const checkedAt = captures?.checkedAt ?? null;
  const isStale = checkedAt === null || ctx.clock.now().getTime() - Date.parse(checkedAt) > STALE_AFTER_DAYS * 86_400_000;
  let observations: (DirectorObservation & { total?: number })[] = [];
  if (listing.isin !== null && checkedAt !== null) observations = await ctx.store.all(OBSERVATIONS, [listing.isin, p.limit]);
  const totalObservations = observations[0]?.total ?? 0;
  const status: CoverageStatus =
    listing.isin === null ? 'unresolved_security' : checkedAt === null ? 'not_captured' : totalObservations === 0 ? 'no_matching_observations' : 'available';
  return {
    ...SE_SOURCE,
    coverageStatus: status,
    isin: listing.isin,
    issuerLei: listing.issuerLei,
    checkedAt,
    isStale,
    firstCapturedPublicationDay: captures?.first_day ?? null,
    lastCapturedPublicationDay: captures?.last_day ?? null,
    capturedPublicationDays: captures?.days ?? 0,
    totalObservations,
    observations: observations.map(({ total: _total, ...o }) => o),
  };
}
