/** Response shape of `GET /v1/stocks/{ticker}/short-interest/forecast`: a model estimate, not official data. */
import { z } from 'zod';

export const CONFIDENCES = ['high', 'medium', 'low'] as const;
export type Confidence = (typeof CONFIDENCES)[number];

const date = (description: string) => z.iso.date().describe(description);
const shares = (description: string) => z.number().int().describe(description);

export const ShortInterestForecastSchema = z
  .object({
    ticker: z.string(),
    settlementDate: date('The settlement pending publication that is estimated.'),
    publicationDate: date("The day FINRA publishes that settlement's official figure; the forecast is withdrawn then."),
    previousSettlementDate: date('The newest published settlement the estimate starts from.'),
    previousReportedPosition: shares('Short position reported for the previous settlement, shares (on today\'s split basis).'),
    estimatedShortPosition: shares('Central estimate of the pending short position, shares.'),
    estimatedChangePercent: z.number().describe('Estimated change from the previous reported position, percent (12.5 means 12.5%).'),
    likelyRangeLow: shares('Low end of the likely range (the central 80% of outcomes the model expects), shares.'),
    likelyRangeHigh: shares('High end of the likely range, shares. Quote the range rather than the central figure.'),
    confidence: z.enum(CONFIDENCES).describe('How far the estimated direction can be trusted: high, medium or low (close to a coin flip).'),
    asOfDate: date('The newest trading day whose daily short volume the estimate uses (the previous settlement when none is captured).'),
    note: z.string().describe('Always states that this is an estimate, not official FINRA data.'),
  })
  .describe('Short-interest forecast (a model estimate)');

export type ShortInterestForecast = z.output<typeof ShortInterestForecastSchema>;
