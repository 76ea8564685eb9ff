/** Response shapes of the European short-selling operations (zod, described for OpenAPI and the manual). */
import { z } from 'zod';
import { AGGREGATE_SOURCES, DISCLOSURE_SOURCES } from './eu-sources';

const isoDate = (description: string) => z.iso.date().describe(description);
const nullableDate = (description: string) => z.iso.date().nullable().describe(description);
const points = (description: string) => z.number().describe(`${description} In percentage points: 0.35 means 0.35% of issued share capital.`);

export const DISCLOSURE_COVERAGE = ['unresolved_security', 'not_captured', 'no_matching_disclosures', 'available'] as const;
export const AGGREGATE_COVERAGE = ['permission_required', 'unresolved_security', 'unresolved_issuer', 'not_captured', 'no_matching_observations', 'available'] as const;

/** What every European short-selling answer says about its source and the capture behind it. */
const sourceFields = {
  sourceName: z.string().describe('Name of the register.'),
  sourceUrl: z.string().describe('Where the register publishes.'),
  coverage: z.string().describe('What the register covers, and what it leaves unknown.'),
  measure: z.string().describe('What one figure measures.'),
  percentageBasis: z.string().describe('What the percentages are of, and the unit the register states them in.'),
  checkedAt: z.string().nullable().describe('When the register was last captured (ISO-8601); null when never.'),
  sourceModifiedAt: z.string().nullable().describe('The register\'s own last-update time, when its export states one (ISO-8601); null otherwise.'),
  isStale: z.boolean().describe('The last capture is older than the register\'s staleness limit (or there is none).'),
};

export const DisclosureSchema = z
  .object({
    holderName: z.string().describe('Position holder as the register writes it.'),
    holderLei: z.string().nullable().describe('LEI of the holder; null when the register gives none (Dutch and Belgian registers never do).'),
    issuerName: z.string().nullable().describe('Issuer as the register writes it.'),
    isin: z.string().describe('ISIN the position is in (the listing\'s own).'),
    percentOfIssuedCapital: points('Net short position.'),
    positionDate: isoDate('Date of the position (yyyy-MM-dd).'),
    publicationDate: nullableDate('When the register began publishing it; null when the register does not say (unknown).'),
    publicationEndDate: nullableDate('When it stopped being published as current (moved to history); null while current or when the register does not say.'),
  })
  .describe('Net short position disclosure');

export const DisclosuresSchema = z
  .object({
    source: z.enum(DISCLOSURE_SOURCES).describe('Register the disclosures come from.'),
    ...sourceFields,
    isin: z.string().nullable().describe('ISIN of the listing; disclosures are matched on it alone. Null when not verified.'),
    coverageStatus: z
      .enum(DISCLOSURE_COVERAGE)
      .describe('Only available says anything about positions; unresolved_security, not_captured and no_matching_disclosures never mean zero short positions.'),
    totalDisclosures: z.number().int().describe('Disclosures of this ISIN in the register before the limit.'),
    disclosures: z.array(DisclosureSchema).describe('Newest position date first.'),
  })
  .describe('European net short position disclosures');

export const AggregateHolderSchema = z
  .object({
    holderName: z.string().describe('Holder as the register names it.'),
    positionDate: nullableDate('The holder\'s own position date.'),
    percentOfIssuedCapital: z.number().nullable().describe('The holder\'s own position, in percentage points; null when not stated.'),
    shares: z.number().nullable().describe('The holder\'s own shares short; null when not stated.'),
  })
  .describe('Holder as stated by the register');

export const AggregateObservationSchema = z
  .object({
    positionDate: isoDate('Date of the figure (yyyy-MM-dd).'),
    percentOfIssuedCapital: points('Net short position the register states.'),
    shares: z.number().nullable().describe('Shares short as the register states them; null when it does not.'),
    becameHistoricalOn: nullableDate('When the register moved the figure to its history; null when current or not stated.'),
    holders: z.array(AggregateHolderSchema).describe('Holders as the register states them (none when it names none).'),
    holderSharesReconcile: z
      .boolean()
      .nullable()
      .describe('The holders\' shares add up to the register\'s figure; null when the register states no shares to compare. The figure is never replaced by a sum.'),
  })
  .describe('Aggregate observation');

export const ReportedAggregateSchema = z
  .object({
    isin: z.string(),
    issuerName: z.string().nullable(),
    percentOfIssuedCapital: points('Aggregate net short position as last reported.'),
    latestReportedAtLocal: z.string().describe('When it was last reported, local time without zone (yyyy-MM-ddTHH:mm:ss); not the position date.'),
  })
  .describe('Reported aggregate (Denmark)');

export const AggregateReportSchema = z
  .object({
    source: z.enum(AGGREGATE_SOURCES).describe('Register of this report.'),
    ...sourceFields,
    identityScope: z.enum(['security', 'issuer']).describe('security: matched on the listing\'s ISIN; issuer: one figure for all the issuer\'s shares, matched on its LEI.'),
    isin: z.string().nullable().describe('ISIN matched (security scope); null for an issuer-scoped report or an unverified ISIN.'),
    issuerLei: z.string().nullable().describe('LEI matched (issuer scope); null for a security-scoped report or an unverified LEI.'),
    coverageStatus: z
      .enum(AGGREGATE_COVERAGE)
      .describe('Only available says anything about positions; no other status, and no missing observation, means zero short positions.'),
    totalObservations: z.number().int().describe('Observations before the limit.'),
    observations: z.array(AggregateObservationSchema).describe('Newest first; empty for a register that reports aggregates without position dates.'),
    reportedAggregates: z.array(ReportedAggregateSchema).describe('Latest reported aggregates (Denmark\'s daily register only; empty otherwise).'),
  })
  .describe('European aggregate short-position report');

export const AggregateReportsSchema = z
  .array(AggregateReportSchema)
  .describe('One report per register covering the listing\'s country, never added together (empty where no register publishes aggregates).');

export type Disclosure = z.output<typeof DisclosureSchema>;
export type Disclosures = z.output<typeof DisclosuresSchema>;
export type DisclosureCoverage = (typeof DISCLOSURE_COVERAGE)[number];
export type AggregateCoverage = (typeof AGGREGATE_COVERAGE)[number];
export type AggregateObservation = z.output<typeof AggregateObservationSchema>;
export type AggregateHolder = z.output<typeof AggregateHolderSchema>;
export type ReportedAggregate = z.output<typeof ReportedAggregateSchema>;
export type AggregateReport = z.output<typeof AggregateReportSchema>;
