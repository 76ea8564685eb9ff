/**
 * Official exchange rates: the ECB euro reference rates the store holds, read back by day. Declared once
 * here; the rules live in `engine/fx/`.
 */
import { z } from 'zod';
import { checkDateWindow, dateParam, limitParam, offsetParam } from '../core/params';
import { BASE_CURRENCY } from '../engine/fx/rates';
import { FX_RATES_DEFAULT_DAYS, FX_RATES_DEFAULT_LIMIT, FX_RATES_MAX_LIMIT, FxRatePage } from '../engine/fx/schemas';
import { operation, type AnyOperation } from './operation';
import { currencies } from './sample-scope';

/** An ISO 4217 code as the engine receives it: three letters, upper case (the wire may use any case). */
const isoCode = (text: string): string | null => {
  const code = text.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : null;
};

const currencyParam = z
  .string()
  .transform((raw, ctx): string => {
    const code = isoCode(raw);
    if (code === null) {
      ctx.addIssue({ code: 'custom', message: 'must be a three-letter ISO currency code such as USD' });
      return z.NEVER;
    }
    return code;
  })
  .optional()
  .transform((code) => code ?? BASE_CURRENCY)
  .describe(`Currency converted from, ISO code, any letter case (default ${BASE_CURRENCY}).`);

const currencyListParam = z
  .string()
  .transform((raw, ctx): string[] => {
    const members = raw.split(',').map((member) => member.trim()).filter((member) => member.length > 0);
    if (members.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'must list at least one three-letter ISO currency code, such as USD,GBP' });
      return z.NEVER;
    }
    const bad = members.find((member) => isoCode(member) === null);
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `must list three-letter ISO currency codes separated by commas, such as USD,GBP; "${bad}" is not one` });
      return z.NEVER;
    }
    return [...new Set(members.map((member) => isoCode(member)!))];
  })
  .optional()
  .describe('Currencies converted to, comma-separated ISO codes, any letter case (default: every currency with stored rates, and EUR, except `from`).');

export const listRatesOperation = operation({
  id: 'fx.rates',
  method: 'GET',
  path: '/v1/fx/rates',
  summary: 'Official exchange rates (ECB reference rates) by publication day, newest first.',
  description:
    `One row per ECB publication day and target currency: \`rate\` is the units of \`to\` one \`from\` buys that day, the `
    + `ECB reference rate as published when \`from\` is ${BASE_CURRENCY}, otherwise crossed through the euro on the same day `
    + `(per-euro rate of \`to\` divided by that of \`from\`, to 10 decimals), exactly as portfolio values are converted. `
    + `${BASE_CURRENCY} is 1 by definition and never stored. A day without a publication, or on which the ECB did not quote `
    + `both currencies, has no row. Newest day first, then by \`to\`. The window defaults to the last ${FX_RATES_DEFAULT_DAYS} `
    + `days ending today (New York date). A code that is not three letters, or that has no stored rates (the message lists `
    + `those that have), answers 400. Rates are loaded with \`fds ingest fx-rates\`.`,
  tag: 'fx',
  params: z
    .object({
      from: currencyParam,
      to: currencyListParam,
      startDate: dateParam(`First publication day included (yyyy-MM-dd; default ${FX_RATES_DEFAULT_DAYS} days before endDate).`).optional(),
      endDate: dateParam('Last publication day included (yyyy-MM-dd; default today in New York).').optional(),
      limit: limitParam(FX_RATES_DEFAULT_LIMIT, FX_RATES_MAX_LIMIT),
      offset: offsetParam(),
    })
    .superRefine(checkDateWindow),
  response: FxRatePage,
  access: 'anyPlan',
  defaultWindow: { description: `the last ${FX_RATES_DEFAULT_DAYS} days, ending today`, rowDate: 'date', rows: 'rates' },
  // Each row is the published rates of its two currencies (EUR is the base, never stored).
  sampleScope: (_p, result) => [currencies(result.data.flatMap((row) => [row.from, row.to]))],
  // Not cached: the default window ends today (clock-dependent).
  run: async (ctx, p) => (await import('../engine/fx/list-rates')).listRates(ctx, p),
});

export const fxOperations: readonly AnyOperation[] = [listRatesOperation];
