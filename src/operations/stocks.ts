/**
 * The stock profile and the stock screener: a listing's identity and basic facts, and every US stock
 * listing filtered and sorted by its figures. Each operation is declared once here; the rules live in
 * `engine/stocks/`.
 */
import { z } from 'zod';
import { fromWire, limitParam, oneOfWords, tickerParam, wholeNumber, wholeNumberText } from '../core/params';
import {
  maxParam, minParam, RANGE_FIELDS, SCREENER_LIMIT, SORT_FIELDS, SORT_ORDERS, type RangeField,
} from '../engine/stocks/screener-fields';
import { ProfileSchema, ScreenerSchema } from '../engine/stocks/schemas';
import { operation, type AnyOperation } from './operation';
import { listings, rowTickers, type SampleRef } from './sample-scope';

const TAG = 'stocks';

/** What a profile draws on: the listing's bars, its SEC ticker link and issuer record, and its company's facts. */
const profileScope = (p: { ticker: { key: string } }, r: { cik: number | null }): readonly SampleRef[] => [
  listings([p.ticker.key]),
  { kind: 'sec-tickers', keys: [p.ticker.key] },
  { kind: 'insider-issuer', keys: [p.ticker.key] },
  ...(r.cik === null ? [] : [{ kind: 'company-facts' as const, keys: [String(r.cik)] }, { kind: 'industry' as const, keys: [String(r.cik)] }]),
];

export const stockProfileOperation = operation({
  id: 'stocks.profile',
  method: 'GET',
  path: '/v1/stocks/profile',
  summary: "A listing's identity and basic facts: name, exchange, currency, sector, CIK, ISIN, shares outstanding, market cap, first bar date.",
  description:
    'One small lookup of the ticker, cheap enough to use as a key check. marketCap is sharesOutstanding × the newest settled '
    + 'close (marketCapDate), null when either is missing; listingDate is the first stored bar, the closest date the store '
    + 'knows. A field the store has no source for is null. Unknown ticker: 404; a missing ticker: 400.',
  tag: TAG,
  params: z.object({ ticker: tickerParam('Ticker of the listing: `AAPL`, class shares `BRK-B` or `BRK.B`, non-US `MIC:TICKER`.') }),
  response: ProfileSchema,
  access: 'anyPlan',
  // Not cached: the settled session and the split basis move with the clock.
  sampleScope: profileScope,
  run: async (ctx, p) => (await import('../engine/stocks/profile')).stockProfile(ctx, p),
});

/** The number a wire string such as `-5`, `2` or `2.5` spells; anything else unchanged. */
const signedDecimalText = (text: string): unknown => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text);

const rangeBound = (f: RangeField, side: 'min' | 'max') =>
  fromWire(signedDecimalText, z.number({ error: 'must be a number such as 1000000000, 14.2 or -5' }))
    .optional()
    .describe(`Only listings with ${f.field} ${side === 'min' ? 'at least' : 'at most'} this (${f.unit}); leaves out listings where it is null.`);

const rangeParams = Object.fromEntries(RANGE_FIELDS.flatMap((f) => [[minParam(f), rangeBound(f, 'min')], [maxParam(f), rangeBound(f, 'max')]])) as Record<string, ReturnType<typeof rangeBound>>;

/** A `min…` above its `max…` can match nothing: refused, naming the `min…`. */
function checkRanges(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  for (const f of RANGE_FIELDS) {
    const min = value[minParam(f)];
    const max = value[maxParam(f)];
    if (typeof min === 'number' && typeof max === 'number' && min > max) {
      ctx.addIssue({ code: 'custom', path: [minParam(f)], message: `must not be above ${maxParam(f)} (${max})` });
    }
  }
}

const screenerParams = z
  .object({
    ...rangeParams,
    sector: z.string().trim().min(1, 'must name a sector').optional().describe("Only listings of this sector, as the tracking funds name it (`Information Technology`), compared without case; leaves out listings without one."),
    sort: oneOfWords(SORT_FIELDS, `must be one of ${SORT_FIELDS.join(', ')}`).prefault('marketCap').describe(`Field to sort by: ${SORT_FIELDS.join(', ')} (default marketCap). Nulls sort last; ties go by ticker.`),
    order: oneOfWords(SORT_ORDERS, 'must be asc or desc').prefault('desc').describe('asc or desc (default desc).'),
    page: fromWire(wholeNumberText, wholeNumber(1, 1_000_000, 'must be a whole page number from 1')).prefault(1).describe('Page, 1-based (default 1).'),
    limit: limitParam(SCREENER_LIMIT.default, SCREENER_LIMIT.max),
  })
  .superRefine(checkRanges);

export const stockScreenerOperation = operation({
  id: 'stocks.screener',
  method: 'GET',
  path: '/v1/screener/stocks',
  summary: 'US stock listings filtered by market cap, price, volume, sector, short interest, dividend yield, growth, margin and institutional ownership.',
  description:
    'Every active US stock listing with its figures, filtered by min/max pairs and a sector, sorted and paged (page is '
    + `1-based; limit default ${SCREENER_LIMIT.default}, max ${SCREENER_LIMIT.max}). Percent fields are percents (14.2 means 14.2%). A filter on a field `
    + 'leaves out listings where it is null. vintages say the session, the short-interest settlement and the 13F quarter '
    + 'the figures come from. An unknown parameter is a 400 naming it and listing the supported ones.',
  tag: TAG,
  params: screenerParams,
  response: ScreenerSchema,
  access: 'anyPlan',
  // Not cached: the session, the settlement and the quarter move with the clock.
  sampleScope: (_p, r) => [
    rowTickers(r.data),
    { kind: 'short-interest', keys: r.data.map((row) => row.ticker) },
    ...(r.vintages.thirteenFQuarterEnd === null ? [] : [{ kind: '13f-quarter' as const, keys: [`*:${r.vintages.thirteenFQuarterEnd}`] }]),
  ],
  run: async (ctx, p) => (await import('../engine/stocks/screener')).screenStocks(ctx, p),
});

export const stockOperations: readonly AnyOperation[] = [stockProfileOperation, stockScreenerOperation];
