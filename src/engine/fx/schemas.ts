/** Response shape of `GET /v1/fx/rates` (zod, described for OpenAPI and the manual), with its limits. */
import { z } from 'zod';
import { PageMetaWithTotal } from '../../core/params';

/** Default and maximum rows per page. */
export const FX_RATES_DEFAULT_LIMIT = 100;
export const FX_RATES_MAX_LIMIT = 500;
/** Without dates the window runs from this many days before today to today, both included. */
export const FX_RATES_DEFAULT_DAYS = 30;

export const FxRateRow = z
  .object({
    date: z.iso.date().describe('ECB publication day of the rate (yyyy-MM-dd).'),
    from: z.string().describe('Currency converted from, ISO code.'),
    to: z.string().describe('Currency converted to, ISO code.'),
    rate: z
      .number()
      .describe(
        'Units of `to` one unit of `from` buys on that day: the ECB reference rate as published when `from` is EUR, else crossed '
          + 'through the euro on the same day (per-euro rate of `to` divided by that of `from`), to 10 decimals.',
      ),
  })
  .describe('Official exchange rate on one ECB publication day');
export type FxRateRow = z.infer<typeof FxRateRow>;

export const FxRatePage = z
  .object({
    data: z.array(FxRateRow).describe('Rates in the window, newest publication day first, then by `to`; a day without an ECB publication has no rows.'),
    meta: PageMetaWithTotal,
  })
  .describe('Official exchange rates page');
export type FxRatePage = z.infer<typeof FxRatePage>;
