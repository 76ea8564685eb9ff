/**
 * The Quote shape, field for field as the spec's "Quote (single, batch row, stream frame)". The REST
 * operations and the stream publish it; the engine's result type is inferred from it.
 */
import { z } from 'zod';

export const Quote = z.object({
  ticker: z.string().describe('Canonical listing key (`AAPL`, `BRK-B`).'),
  price: z.number().describe('Latest trade price.'),
  bidPrice: z.number().nullable().describe('Consolidated best bid; null when there is no bid.'),
  askPrice: z.number().nullable().describe('Consolidated best ask; null when there is no ask.'),
  asOf: z.iso.datetime().describe('Market-data time of the trade, ISO-8601 UTC.'),
  sessionDate: z.iso.date().describe('US trading session containing the trade (yyyy-MM-dd): the trading day whose 04:00 ET start most recently precedes it.'),
  expectedSessionDate: z.iso
    .date()
    .describe('Session a current reading should belong to at response time (yyyy-MM-dd): today from 04:00 ET on a trading day, else the previous trading day.'),
  stale: z.boolean().describe('True when the trade predates the expected session (sessionDate before expectedSessionDate).'),
  ageSeconds: z.number().int().nonnegative().describe('Whole seconds from asOf to the response time; never negative.'),
  source: z.enum(['WebSocket', 'Rest']).describe('Transport the reading arrived by.'),
  delayed: z.boolean().describe('True for the 15-minute delayed view (Plus); false for real time (Pro).'),
});
export type Quote = z.infer<typeof Quote>;

export const QuoteBatch = z.object({
  data: z.array(Quote).describe('One quote per requested ticker that has a reading, in request order; tickers without one are omitted.'),
});
export type QuoteBatch = z.infer<typeof QuoteBatch>;
