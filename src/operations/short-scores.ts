/**
 * Short selling, modelled: the forecast of a stock's pending short-interest settlement and the
 * market-wide squeeze scores. Each operation is declared once here; the rules live in
 * `engine/short/forecast*.ts` and `engine/short/squeeze*.ts`.
 */
import { z } from 'zod';
import { limitParam, offsetParam, tickerParam, usdFloorParam } from '../core/params';
import { ShortInterestForecastSchema } from '../engine/short/forecast-schemas';
import { SqueezeScoresSchema } from '../engine/short/squeeze-schemas';
import { operation, type AnyOperation } from './operation';
import { listings, type SampleRef } from './sample-scope';

const TAG = 'short';

/** The US short-selling series of these listings, by dataset. */
const series = (kind: 'short-interest' | 'short-volume' | 'fails-to-deliver', tickers: readonly string[]): SampleRef => ({ kind, keys: tickers });

export const shortInterestForecastOperation = operation({
  id: 'short.forecast',
  method: 'GET',
  path: '/v1/stocks/{ticker}/short-interest/forecast',
  summary: "A model estimate of a stock's short position at the settlement pending publication (not official data).",
  description:
    'One pending settlement: the one settled and not yet published by FINRA. The change since the previous published '
    + 'settlement is estimated from the daily short-volume share since then (a line fitted over every stock\'s past '
    + 'settlement windows), with the likely range (central 80%) and a confidence for its direction; quote the range '
    + 'rather than the central figure. 404 when nothing is pending (normal after a release) and for ETFs and listings '
    + 'outside the US (operating-company listings only).',
  tag: TAG,
  params: z.object({ ticker: tickerParam('Ticker of a US operating-company listing: `AAPL`, class shares `BRK-B` or `BRK.B`.') }),
  response: ShortInterestForecastSchema,
  access: 'anyPlan',
  // Not cached: whether a settlement is pending depends on the clock.
  sampleScope: (p) => [listings([p.ticker.key]), series('short-interest', [p.ticker.key]), series('short-volume', [p.ticker.key])],
  run: async (ctx, p) => (await import('../engine/short/forecast')).shortInterestForecast(ctx, p),
});

export const squeezeScoresOperation = operation({
  id: 'short.squeeze',
  method: 'GET',
  path: '/v1/short-squeeze-scores',
  summary: 'Market-wide ranking of short-squeeze pressure (0 to 100) at the newest published short-interest settlement.',
  description:
    'Score: six short-pressure factors (short interest as a fraction of shares outstanding 30%, days to cover 20%, '
    + 'short-volume share trend 15%, short-interest change 15%, fails-to-deliver as a fraction of shares 10%, price above '
    + 'the volume-weighted average price 10%), each a percentile over the scored universe; a missing factor drops out of '
    + 'the weighted mean and its percentile is absent. Catalysts (price spike, volume surge, earnings call within two '
    + 'weeks) add 10 each, at most 20; the score is clamped to 100. Fractions are fractions (0.112 is 11.2%). rank is '
    + 'stamped on the whole universe before the liquidity floors; total counts rows after them, scoredCount the universe. '
    + 'ticker returns that stock alone with rank at top level and no total (limit, offset and floors ignored; 404 naming '
    + 'why a stock is outside the universe).',
  tag: TAG,
  params: z.object({
    ticker: tickerParam('One stock: its row and rank instead of the leaderboard.').optional(),
    minMarketCap: usdFloorParam('Market capitalisation floor in USD (default 0; once set, unknown caps are excluded).'),
    minDollarVolume: usdFloorParam('Average daily dollar volume floor in USD (default 0; once set, unknown volumes are excluded).'),
    limit: limitParam(25, 200),
    offset: offsetParam(),
  }),
  response: SqueezeScoresSchema,
  access: 'anyPlan',
  // Not cached here: the settlement and the session scored move with the clock. The engine keeps each
  // scored universe until the next ingest.
  sampleScope: (_p, result) => {
    const tickers = result.data.map((row) => row.ticker);
    return [
      listings(tickers),
      series('short-interest', tickers),
      series('short-volume', tickers),
      series('fails-to-deliver', tickers),
      { kind: 'insider-issuer', keys: tickers },
    ];
  },
  run: async (ctx, p) => (await import('../engine/short/squeeze')).squeezeScores(ctx, p),
});

export const shortScoreOperations: readonly AnyOperation[] = [shortInterestForecastOperation, squeezeScoresOperation];
