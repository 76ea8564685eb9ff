/**
 * The stock profile and the stock screener: a listing's identity and basic facts, and every US stock
 * listing filtered and sorted by its figures. Each operation is declared once here; the rules live in
 * `engine/stocks/`.
 */
import { z } from 'zod';
import { tickerParam } from '../core/params';
import { ProfileSchema } from '../engine/stocks/schemas';
import { operation, type AnyOperation } from './operation';
import { listings, type SampleRef } from './sample-scope';

const TAG = 'stocks';

/** What a profile draws on: the listing's bars, its SEC ticker link and issuer record, and its company's facts. */
const profileScope = (p: { ticker: { key: string } }, r: { cik: number | null }): readonly SampleRef[] => [
  listings([p.ticker.key]),
  { kind: 'sec-tickers', keys: [p.ticker.key] },
  { kind: 'insider-issuer', keys: [p.ticker.key] },
  ...(r.cik === null ? [] : [{ kind: 'company-facts' as const, keys: [String(r.cik)] }]),
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

export const stockOperations: readonly AnyOperation[] = [stockProfileOperation];
