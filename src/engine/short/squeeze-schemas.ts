/** Response shape of `GET /v1/short-squeeze-scores`. Fractions are fractions: 0.112 is 11.2%. */
import { z } from 'zod';

const nullableNumber = (description: string) => z.number().nullable().describe(description);
/** A factor's percentile: absent (not null) when the factor is missing and dropped out of the mean. */
const percentile = (factor: string) =>
  z.number().optional().describe(`Percentile (0 to 100) of ${factor} among the scored universe (average ranks); absent when the factor is missing.`);

export const SqueezeRowSchema = z
  .object({
    ticker: z.string(),
    rank: z.number().int().describe('Place in the whole scored universe (1 = most squeeze pressure), stamped before the liquidity filters.'),
    score: z.number().describe('0 to 100: baseScore plus catalystBoost, clamped to 100.'),
    baseScore: z.number().describe('Weighted mean of the available factor percentiles (weights 30/20/15/15/10/10); a missing factor drops out.'),
    catalystBoost: z.number().int().describe('10 per catalyst flag set, at most 20.'),
    shortInterestPercentOfShares: nullableNumber('Short position at the settlement as a FRACTION of shares outstanding (0.112 = 11.2%).'),
    daysToCover: nullableNumber("FINRA's days to cover at the settlement (999.99 is a capped real reading); null for the zero-volume placeholder."),
    shortVolumeShareTrend: nullableNumber('Daily short-volume share of the latest 10 sessions minus that of the 20 before them, as a FRACTION (0.05 = 5 points).'),
    shortInterestChangePercent: nullableNumber('Change of the short position from the previous settlement, as a FRACTION (0.112 = +11.2%).'),
    failsToDeliverPercentOfShares: nullableNumber('Average daily fails-to-deliver balance over the newest complete fails period, as a FRACTION of shares outstanding.'),
    priceAboveVwap: nullableNumber('Newest close over the 20-session volume-weighted average price, minus 1, as a FRACTION (0.08 = 8% above).'),
    shortInterestPercentile: percentile('shortInterestPercentOfShares'),
    daysToCoverPercentile: percentile('daysToCover'),
    shortVolumeTrendPercentile: percentile('shortVolumeShareTrend'),
    shortInterestChangePercentile: percentile('shortInterestChangePercent'),
    failsToDeliverPercentile: percentile('failsToDeliverPercentOfShares'),
    priceAboveVwapPercentile: percentile('priceAboveVwap'),
    hasPriceSpikeCatalyst: z.boolean().describe('The newest close is 10% or more above the close five sessions before.'),
    hasVolumeSurgeCatalyst: z.boolean().describe('Average volume of the latest 5 sessions is at least twice that of the 20 sessions before them.'),
    hasEarningsProximityCatalyst: z.boolean().describe('An earnings call within two weeks. Not yet available: the store holds no earnings-call dates, so always false.'),
    marketCapitalization: nullableNumber('Shares outstanding × newest close, USD; null without a close in the last 30 sessions.'),
    averageDailyDollarVolume: nullableNumber('Mean close × volume over the latest 20 sessions, USD; null without bars.'),
  })
  .describe('Short-squeeze score');

export const SqueezeScoresSchema = z
  .object({
    settlementDate: z.iso.date().nullable().describe('The short-interest settlement scored: the newest one published by today that the store holds; null when it holds none.'),
    rank: z.number().int().optional().describe('Single-ticker lookup only: the stock\'s rank, echoed from its row.'),
    data: z.array(SqueezeRowSchema).describe('Rows in rank order after the liquidity filters; the single stock on a ticker lookup.'),
    scoredCount: z.number().int().describe('Size of the scored universe.'),
    total: z.number().int().optional().describe('Rows surviving the liquidity filters, before limit and offset; absent on a ticker lookup.'),
  })
  .describe('Short-squeeze scores');

export type SqueezeRow = z.output<typeof SqueezeRowSchema>;
export type SqueezeScores = z.output<typeof SqueezeScoresSchema>;
