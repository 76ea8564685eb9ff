/**
 * `short.euAggregates`: one report per aggregate register covering the listing's country, each on its
 * own: the UK's current and historical reports are never added together, Sweden's issuer-wide figure is
 * never summed across the issuer's listings, Denmark's daily aggregate is never added to its monthly
 * holder notifications, and a register's figure is never replaced by the sum of its holders.
 *
 * Identity: a security-scoped report matches the listing's exact ISIN; Sweden's is issuer-scoped, matched
 * on the issuer's LEI (`isin` null). Coverage, checked in this order: `permission_required` (a UK report
 * without the deployment's permission), `unresolved_security` / `unresolved_issuer` (the identity it
 * matches on is not verified), `not_captured`, `no_matching_observations`, `available`. Missing
 * observations never mean zero short positions.
 */
import type { EngineContext } from '../context';
import { pointsSql, registerCaptures, type RegisterCapture } from './eu-captures';
import { resolveEuropeanListing, type EuropeanListing } from './eu-listings';
import type { AggregateCoverage, AggregateHolder, AggregateObservation, AggregateReport, ReportedAggregate } from './eu-schemas';
import { AGGREGATE_REGISTERS, AGGREGATE_SOURCES, type AggregateInfo, type AggregateSource } from './eu-sources';

export interface AggregateParams {
  exchange: string;
  ticker: string;
  limit: number;
}

type Counted<T> = T & { total: number };

/** What a report's rows are matched on: the ISIN or the issuer's LEI, by its scope. */
const identityColumn = (info: AggregateInfo): 'isin' | 'issuer_lei' => (info.identityScope === 'issuer' ? 'issuer_lei' : 'isin');

const aggregatesSql = (source: AggregateSource, column: string): string => `
SELECT position_date AS "positionDate", ${pointsSql(source, 'net_short_position')} AS "percentOfIssuedCapital", shares,
       became_historical_on AS "becameHistoricalOn", count(*) OVER () AS total
FROM short_aggregates
WHERE register = ? AND ${column} = ? AND position_date IS NOT NULL
ORDER BY position_date DESC
LIMIT ?`;

/** The holders a register lists under its figures of an ISIN (an issuer-scoped register names none). */
const holdersSql = (source: AggregateSource): string => `
SELECT aggregate_date AS "aggregateDate", holder_name AS "holderName", position_date AS "positionDate",
       ${pointsSql(source, 'net_short_position')} AS "percentOfIssuedCapital", shares
FROM short_positions
WHERE register = ? AND isin = ? AND aggregate_date IS NOT NULL
ORDER BY aggregate_date DESC, net_short_position DESC NULLS LAST, holder_name`;

const positionsSql = (source: AggregateSource): string => `
SELECT holder_name AS "holderName", position_date AS "positionDate", ${pointsSql(source, 'net_short_position')} AS "percentOfIssuedCapital",
       count(*) OVER () AS total
FROM short_positions
WHERE register = ? AND isin = ? AND aggregate_date IS NULL
ORDER BY position_date DESC, net_short_position DESC, holder_name
LIMIT ?`;

const reportedSql = (source: AggregateSource): string => `
SELECT isin, issuer_name AS "issuerName", ${pointsSql(source, 'net_short_position')} AS "percentOfIssuedCapital",
       strftime(reported_at_local, '%Y-%m-%dT%H:%M:%S') AS "latestReportedAtLocal", count(*) OVER () AS total
FROM short_aggregates
WHERE register = ? AND isin = ? AND reported_at_local IS NOT NULL
ORDER BY reported_at_local DESC
LIMIT ?`;

/**
 * Whether the holders' shares add up to the register's figure; null when there is nothing to compare
 * (no figure in shares, no holders, or a holder without shares).
 */
export function holderSharesReconcile(shares: number | null, holders: readonly AggregateHolder[]): boolean | null {
  if (shares === null || holders.length === 0 || holders.some((h) => h.shares === null)) return null;
  return holders.reduce((sum, h) => sum + (h.shares ?? 0), 0) === shares;
}

interface Found {
  observations: AggregateObservation[];
  reportedAggregates: ReportedAggregate[];
  total: number;
}

const strip = <T extends object>(rows: readonly Counted<T>[]): T[] => rows.map(({ total: _total, ...row }) => row as unknown as T);

/** The rows of one report: observations (with their holders) or reported aggregates, by the register's shape. */
async function find(ctx: EngineContext, source: AggregateSource, info: AggregateInfo, key: string, limit: number): Promise<Found> {
  switch (info.shape) {
    case 'reported': {
      const rows = await ctx.store.all<Counted<ReportedAggregate>>(reportedSql(source), [source, key, limit]);
      return { observations: [], reportedAggregates: strip(rows), total: 0 };
    }
    case 'positions': {
      // A disclosure list names one holder per position: each is an observation with that holder.
      const rows = await ctx.store.all<Counted<AggregateHolder & { positionDate: string; percentOfIssuedCapital: number }>>(positionsSql(source), [source, key, limit]);
      const observations = rows.map((r): AggregateObservation => ({
        positionDate: r.positionDate,
        percentOfIssuedCapital: r.percentOfIssuedCapital,
        shares: null,
        becameHistoricalOn: null,
        holders: [{ holderName: r.holderName, positionDate: r.positionDate, percentOfIssuedCapital: r.percentOfIssuedCapital, shares: null }],
        holderSharesReconcile: null,
      }));
      return { observations, reportedAggregates: [], total: rows[0]?.total ?? 0 };
    }
    case 'aggregates': {
      const column = identityColumn(info);
      const rows = await ctx.store.all<Counted<Omit<AggregateObservation, 'holders' | 'holderSharesReconcile'>>>(aggregatesSql(source, column), [source, key, limit]);
      const holders = rows.length === 0 || column !== 'isin' ? [] : await ctx.store.all<AggregateHolder & { aggregateDate: string }>(holdersSql(source), [source, key]);
      const observations = strip(rows).map((o): AggregateObservation => {
        const own = holders.filter((h) => h.aggregateDate === o.positionDate).map(({ aggregateDate: _date, ...h }) => h);
        return { ...o, holders: own, holderSharesReconcile: holderSharesReconcile(o.shares, own) };
      });
      return { observations, reportedAggregates: [], total: rows[0]?.total ?? 0 };
    }
  }
}

async function report(ctx: EngineContext, source: AggregateSource, listing: EuropeanListing, capture: RegisterCapture, limit: number): Promise<AggregateReport> {
  const info = AGGREGATE_REGISTERS[source];
  const byIssuer = info.identityScope === 'issuer';
  const key = byIssuer ? listing.issuerLei : listing.isin;
  const permitted = !info.permissionGated || ctx.ukShortPermission !== undefined;
  const found: Found = permitted && key !== null && capture.checkedAt !== null ? await find(ctx, source, info, key, limit) : { observations: [], reportedAggregates: [], total: 0 };
  const matched = found.observations.length > 0 || found.reportedAggregates.length > 0;
  const coverageStatus: AggregateCoverage = !permitted
    ? 'permission_required'
    : key === null
      ? byIssuer ? 'unresolved_issuer' : 'unresolved_security'
      : capture.checkedAt === null ? 'not_captured' : matched ? 'available' : 'no_matching_observations';
  return {
    source,
    sourceName: info.sourceName,
    identityScope: info.identityScope,
    isin: byIssuer ? null : listing.isin,
    issuerLei: byIssuer ? listing.issuerLei : null,
    measure: info.measure,
    coverage: info.coverage,
    coverageStatus,
    percentageBasis: info.percentageBasis,
    checkedAt: capture.checkedAt,
    sourceModifiedAt: capture.sourceModifiedAt,
    isStale: capture.isStale,
    totalObservations: found.total,
    sourceUrl: info.sourceUrl,
    observations: found.observations,
    reportedAggregates: found.reportedAggregates,
  };
}

export async function euAggregates(ctx: EngineContext, p: AggregateParams): Promise<AggregateReport[]> {
  const listing = resolveEuropeanListing(p.exchange, p.ticker);
  const sources = AGGREGATE_SOURCES.filter((source) => AGGREGATE_REGISTERS[source].country === listing.country);
  const captures = await registerCaptures(ctx, sources);
  const reports: AggregateReport[] = [];
  for (const source of sources) reports.push(await report(ctx, source, listing, captures.get(source)!, p.limit));
  return reports;
}
