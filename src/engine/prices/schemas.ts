/**
 * The shapes the price family returns, field for field as the spec's "Price bar", "Dividend row",
 * "Split row" and "Latest-close row". The registry publishes them in the OpenAPI document; the engine's
 * result types are inferred from them so the two cannot drift.
 */
import { z } from 'zod';
import { PageMeta, PageMetaWithTotal } from '../../core/params';

const isoDate = (description: string) => z.iso.date().describe(`${description} (yyyy-MM-dd).`);

/** The field that names the currency of a row's prices when they are not US dollars (`./price-currency.ts`). */
export const listingCurrency = z
  .string()
  .optional()
  .describe(
    "Currency of this row's prices, major unit (ISO 4217): present only for a listing not quoted in US dollars; absent means "
      + 'US dollars. A listing quoted in pence (GBX) is answered in pounds (GBP), its prices divided by 100.',
  );

export const PriceBar = z.object({
  date: isoDate('Session date'),
  open: z.number().describe('Opening price, split-adjusted, not dividend-adjusted.'),
  high: z.number().describe('Highest price of the session, split-adjusted, not dividend-adjusted.'),
  low: z.number().describe('Lowest price of the session, split-adjusted, not dividend-adjusted.'),
  close: z.number().describe('Closing price, split-adjusted, not dividend-adjusted.'),
  adjustedClose: z.number().describe('Stored close adjusted for splits and cash dividends; not certified as a total-return series.'),
  volume: z.number().int().positive().describe('Shares traded, split-adjusted. Always positive: zero-volume carry-forward candles never appear.'),
  currency: listingCurrency,
});
export type PriceBar = z.infer<typeof PriceBar>;

export const PricePage = z.object({
  data: z.array(PriceBar).describe('Daily bars, newest first.'),
  meta: PageMeta,
});
export type PricePage = z.infer<typeof PricePage>;

export const DividendRow = z.object({
  exDate: isoDate('Ex-dividend date; future dates appear once declared'),
  amountPerShare: z.number().describe('Cash amount per share, in `currency` (major unit: an amount declared in pence is answered in pounds).'),
  currency: z.string().describe('ISO 4217 currency of the amount, major unit (GBP, never GBX).'),
});
export type DividendRow = z.infer<typeof DividendRow>;

export const DividendPage = z.object({
  data: z.array(DividendRow).describe("The listing's own dividends, newest ex-date first."),
  meta: PageMeta,
});
export type DividendPage = z.infer<typeof DividendPage>;

export const SplitRow = z.object({
  effectiveDate: isoDate('Date the split takes effect; announced splits can lie ahead'),
  numerator: z.number().describe('New shares that replace every `denominator` old shares.'),
  denominator: z.number().describe('Old shares replaced by `numerator` new shares.'),
  priceHistoryAdjusted: z.boolean().describe(
    'True when stored daily bars are confirmed restated across the split (do not apply the ratio again). False when the split is '
      + 'not yet effective, its restatement is pending, or the ratio lies strictly between 1:2 and 2:1; false does not mean earlier '
      + 'bars are on the old basis: treat the effective date as a break in the series.',
  ),
});
export type SplitRow = z.infer<typeof SplitRow>;

export const SplitPage = z.object({
  data: z.array(SplitRow).describe('Splits, newest effective date first.'),
  meta: PageMetaWithTotal,
});
export type SplitPage = z.infer<typeof SplitPage>;

export const LatestRow = z.object({
  ticker: z.string().describe('Canonical ticker (`BRK-B`, `XLON:VOD`).'),
  date: isoDate('Date of the newest settled bar with positive volume'),
  close: z.number().describe('Close of that bar.'),
  adjustedClose: z.number().describe('Stored dividend- and split-adjusted close of that bar.'),
  volume: z.number().int().positive().describe('Volume of that bar.'),
  previousClose: z.number().optional().describe(
    'Close of the prior session. Absent when the stored series skips the prior session or a captured split separates it from this bar.',
  ),
  change: z.number().optional().describe('close − previousClose. Absent together with previousClose.'),
  changePercent: z.number().optional().describe('change ÷ previousClose as a plain percentage. Absent together with previousClose.'),
  high52Week: z.number().describe('Highest daily close (not dividend-adjusted) in the 365 days ending on `date`.'),
  low52Week: z.number().describe('Lowest daily close (not dividend-adjusted) in the 365 days ending on `date`.'),
  changeFrom52WeekHighPercent: z.number().describe('(close − high52Week) ÷ high52Week as a plain percentage.'),
  changeFrom52WeekLowPercent: z.number().describe('(close − low52Week) ÷ low52Week as a plain percentage.'),
  range52WeekIsPartial: z.boolean().describe('True when the range starts after the year began: at a captured split inside it, or at the first close of a listing with under a year of history.'),
  range52WeekNote: z.string().nullable().describe('Why the range is partial; null when it is not.'),
  range52WeekStartDate: isoDate('Date of the oldest close compared'),
  currency: listingCurrency,
});
export type LatestRow = z.infer<typeof LatestRow>;

export const LatestResponse = z.object({
  data: z.array(LatestRow).describe('One row per resolved ticker, in request order.'),
  notFound: z.array(z.string()).describe('Requested symbols, as given, that are unknown or have no reading.'),
});
export type LatestResponse = z.infer<typeof LatestResponse>;
