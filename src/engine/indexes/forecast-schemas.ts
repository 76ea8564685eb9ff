/** Response shape of `indexes.forecast` (zod, described for OpenAPI and the manual). */
import { z } from 'zod';

export const RULE_OUTCOMES = ['Pass', 'Fail', 'NotEvaluated', 'NotApplied'] as const;
export type RuleOutcome = (typeof RULE_OUTCOMES)[number];

export const ScorecardEntrySchema = z
  .object({
    rule: z.string().describe('Rule name: MarketCap, FloatMarketCap, FloatFraction, Liquidity, GaapEarnings, Seasoning, Domicile, Exchange, SectorExcluded, AverageDailyVolume, MinPrice, SectorBalance, NotInBankruptcy.'),
    outcome: z.enum(RULE_OUTCOMES).describe('Pass, Fail, NotEvaluated (a figure about the company could not be read; blocks an entry verdict), NotApplied (run for nobody; disclosed, excluded from the verdict).'),
    value: z.union([z.number(), z.string()]).nullable().describe("The company's measured figure (USD, fraction, ratio, shares, months, or a country, exchange or sector); null when not read."),
    threshold: z.string().describe('What the rule requires, in words.'),
  })
  .describe('Scorecard entry');

export const ForecastRowSchema = z
  .object({
    ticker: z.string().describe('Listing.'),
    name: z.string().describe("Listing's name."),
    isMember: z.boolean().describe("In the index's published list (linked to this listing)."),
    marketCapUsd: z.number().nullable().describe('Shares outstanding times the settled close; null when either is missing.'),
    rank: z.number().int().nullable().describe('Projection: rank by market cap among the measured eligible companies; null for a screen or an unmeasured company.'),
    probability: z.number().nullable().describe('Probability model only (S&P 500): chance of joining (non-member) or leaving (member) within probabilityHorizonDays, 0 to 1; else null.'),
    scorecard: z.array(ScorecardEntrySchema).describe('Every entry rule of the index with its outcome.'),
  })
  .describe('Forecast row');

const bucket = (description: string) =>
  z.object({ count: z.number().int().describe('Rows in the bucket (public on every plan).'), rows: z.array(ForecastRowSchema).describe('The rows; empty on the Free plan.') }).describe(description);

export const BUCKET_NAMES = ['likelyJoins', 'eligible', 'atRiskMembers', 'likelyExits', 'memberExits'] as const;
export type BucketName = (typeof BUCKET_NAMES)[number];

export const ForecastSchema = z
  .object({
    slug: z.string().describe('Index slug.'),
    name: z.string().describe('Index name.'),
    kind: z.enum(['Screen', 'Projection']).describe('Screen: a committee decides; Projection: a published ranking decides.'),
    sessionDate: z.iso.date().nullable().describe('Settled-close session the snapshot is computed from (a session still trading has no settled close); null when no closes are stored.'),
    revision: z.number().int().describe('Snapshot revision for that session (highest served); 0 when no closes are stored (no snapshot is written).'),
    memberListAsOfDate: z.iso.date().nullable().describe('Holdings date of the published list that says who is a member; null when none.'),
    rulesSource: z.string().describe('Document the entry rules are taken from.'),
    rulesSourceUrl: z.string().describe('Where that document is published.'),
    rulesEffectiveDate: z.iso.date().describe('Effective date of the thresholds used.'),
    candidatesLocked: z.boolean().describe('True on the Free plan: counts and metadata kept, rows empty.'),
    upgradeUrl: z.string().nullable().describe('The server\'s upgrade page on the Free plan (null when it has none); null on Plus and Pro.'),
    unmeasuredMemberCount: z.number().int().describe('Members with a NotEvaluated rule, or in a projection whose market cap (the ranking measure) cannot be read: outside deterministic departure buckets (and the ranking); baseline exit probability.'),
    probabilityHorizonDays: z.number().int().nullable().describe('Horizon of the probabilities; null without a probability model.'),
    probabilityModelVersion: z.string().nullable().describe('Version of the probability model; null without one.'),
    probabilitySource: z.string().nullable().describe('What the probability model is.'),
    probabilitySourceUrl: z.string().nullable().describe('Reference of the probability model.'),
    exitCalibrationSource: z.string().nullable().describe('Source of the member-exit calibration; null without a calibrated model.'),
    exitCalibrationSourceUrl: z.string().nullable().describe('Reference of the member-exit calibration.'),
    exitCalibrationMethod: z.string().nullable().describe('How the member-exit probabilities are calibrated.'),
    buckets: z
      .object({
        likelyJoins: bucket('Non-members expected to enter: eligible and ranked in (Projection), or eligible with probability at least 0.5 (S&P 500). Empty for the raw S&P 400 and 600 screens.'),
        eligible: bucket('Non-members passing every entry rule.'),
        atRiskMembers: bucket('Measured members failing an entry rule (Screen), or kept only by the buffer (Projection).'),
        likelyExits: bucket('Measured members expected to leave: ranked out beyond the buffer (Projection), or exit probability at least 0.5 (S&P 500).'),
        memberExits: bucket('S&P 500 only: every member (a row of the published list linked to a listing) with its exit probability (the full distribution), highest first; empty otherwise.'),
      })
      .describe('Forecast buckets'),
  })
  .describe('Index forecast');

export type ScorecardEntry = z.output<typeof ScorecardEntrySchema>;
export type ForecastRow = z.output<typeof ForecastRowSchema>;
export type Forecast = z.output<typeof ForecastSchema>;
