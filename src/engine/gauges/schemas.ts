/**
 * The shapes the gauges family returns, field for field as the spec's "Sentiment gauge rows". The
 * registry publishes them in the OpenAPI document; the engine's result types are inferred from them.
 */
import { z } from 'zod';
import { PageMeta } from '../../core/params';

/** The Cboe put/call products, in the spelling the API uses. */
export const PUT_CALL_TYPES = ['Total', 'Equity', 'Index', 'Vix', 'Etp'] as const;
export type PutCallType = (typeof PUT_CALL_TYPES)[number];
export const DEFAULT_PUT_CALL_TYPE: PutCallType = 'Equity';

/** Default page size of the put/call and volatility-index lists (the spec leaves it open): 30 sessions. */
export const GAUGE_DEFAULT_LIMIT = 30;
export const GAUGE_MAX_LIMIT = 500;

const sessionDate = z.iso.date().describe('Session date (yyyy-MM-dd).');

export const PutCallRow = z.object({
  date: sessionDate,
  callVolume: z.number().int().describe('Call contracts traded in the session.'),
  putVolume: z.number().int().describe('Put contracts traded in the session.'),
  totalVolume: z.number().int().describe('Calls plus puts, as published.'),
  putCallRatio: z.number().describe('Put volume ÷ call volume, as published (two decimals).'),
});
export type PutCallRow = z.infer<typeof PutCallRow>;

export const PutCallPage = z.object({
  data: z.array(PutCallRow).describe('One row per session of the requested product, newest first.'),
  meta: PageMeta,
});
export type PutCallPage = z.infer<typeof PutCallPage>;

export const VixRow = z.object({
  date: sessionDate,
  open: z.number().describe('Opening level of the index.'),
  high: z.number().describe('Highest level of the session.'),
  low: z.number().describe('Lowest level of the session.'),
  close: z.number().describe('Closing level of the index.'),
});
export type VixRow = z.infer<typeof VixRow>;

export const VixPage = z.object({
  data: z.array(VixRow).describe('Daily levels, newest first; the series begins 1990-01-02.'),
  meta: PageMeta,
});
export type VixPage = z.infer<typeof VixPage>;
