/** Prose of the manual about the modelled short-selling answers: the short-interest forecast and the squeeze scores. */
import {
  CHANGE_CLIP,
  CONFIDENCE_RULES,
  MIN_FIT_WINDOWS,
  MIN_HISTORY_CHANGES,
  MIN_WINDOW_SESSIONS,
  SHRINK_WINDOWS,
} from '../../src/engine/short/forecast-model';
import {
  CATALYST_CAP,
  CATALYST_POINTS,
  FACTOR_WEIGHTS,
  MIN_TREND_SESSIONS,
  MIN_VWAP_BARS,
  PRICE_SPIKE_RATIO,
  VOLUME_SURGE_RATIO,
} from '../../src/engine/short/squeeze-sql';
import { BREADTH_COUNT } from '../../src/store/sample/breadth';
import { para, terms, type Section } from './roff';

const percent = (fraction: number): string => `${Math.round(fraction * 100)}%`;
const { high, medium } = CONFIDENCE_RULES;

/**
 * The walk of `src/tools/forecast-accuracy.ts` over the sample store (as of 2026-11-20, today 2026-11-21):
 * estimates and hits per group, and the range coverage. A test walks the sample and compares, so a change
 * of the model or of the sample that moves them fails until they are measured again.
 */
export const SAMPLE_WALK = {
  settlements: 42,
  all: { estimates: 11_005, hits: 6383 },
  line: { estimates: 3924, hits: 2933 },
  drift: { estimates: 7081, hits: 3450 },
  high: { estimates: 2394, hits: 2018 },
  medium: { estimates: 747, hits: 484 },
  rangeCoverage: 0.789,
} as const;

/** "57.2% (6,641 of 11,604)". */
const tally = ({ estimates, hits }: { estimates: number; hits: number }): string =>
  `${((100 * hits) / estimates).toFixed(1)}% (${hits.toLocaleString('en-US')} of ${estimates.toLocaleString('en-US')})`;

export const shortScoreSections: readonly Section[] = [
  {
    title: 'SHORT-INTEREST FORECAST',
    body: para(
      'fds short forecast TICKER (GET /v1/stocks/{ticker}/short-interest/forecast) estimates a stock\'s short position at '
        + 'the settlement pending publication: the FINRA settlement that has settled and is not yet published by today '
        + '(the calendar of FINRA settlement and publication dates, data/finra-short-interest-calendar.json). It is a model '
        + 'estimate, not official data, and its note always says so. Between a publication and the next settlement nothing '
        + 'is pending: the answer is 404 (exit 3) saying so, the normal state right after a release; the forecast is '
        + 'withdrawn on the publication date.',
      'Only US operating-company listings are estimated. An ETF (whose short interest moves with creations and '
        + 'redemptions) and a listing outside the US (MIC:TICKER, a secondary listing as far as FINRA is concerned: FINRA '
        + 'reports US listings only; the store keeps no primary-listing flag, and each US share class has its own short '
        + 'interest and is estimated on its own) are refused with 404 not_found naming why, as the index forecast refuses '
        + 'an index it makes no forecast for. A stock without a published reading at the previous settlement is 404 too: '
        + 'there is no reported position to estimate from.',
      'Fields: ticker, settlementDate (pending), publicationDate (when FINRA publishes it), previousSettlementDate, '
        + 'previousReportedPosition, estimatedShortPosition, estimatedChangePercent (a percentage: 12.5 means 12.5%), '
        + 'likelyRangeLow and likelyRangeHigh (the central 80% of the outcomes the model expects; quote the range rather '
        + 'than the central figure), confidence (high, medium or low), asOfDate (the newest trading day whose daily short '
        + 'volume the estimate uses; the previous settlement when none is captured) and note. Positions are on today\'s '
        + 'split basis, as short-volume history is.',
    ),
  },
  {
    title: 'FORECAST MODEL',
    body: [
      para(
        'A settlement window runs from one settlement (exclusive) to the next (inclusive). For every US operating-company '
          + 'stock and window the store holds: the change, the log change of the short position over the window on today\'s '
          + `split basis, clipped to ±${CHANGE_CLIP} so a tiny position's jump does not steer the fit; and the shift, the `
          + 'change of the daily short-volume share (short volume ÷ total volume, summed over the window; a CNMS row wins '
          + `over the facility rows of its date) from the window before to this one, known when each window has ${MIN_WINDOW_SESSIONS} `
          + 'or more captured sessions.',
        'The line change = a + b × shift is fitted by least squares over every stock\'s windows ending in the year up to the '
          + 'previous settlement (pooled: one stock has about 24 windows a year, too few alone). The pending window\'s shift '
          + 'gives the central estimate. The spread is the stock\'s own residual spread under the line, shrunk toward the '
          + `pooled one as if it had ${SHRINK_WINDOWS} more windows at the pooled spread; the likely range is the estimate `
          + '± 1.2816 spreads (the 10th to 90th percentile of a normal spread) in log terms. With fewer than '
          + `${MIN_FIT_WINDOWS} windows for the line, or no shift for the pending window (short volume not captured), the `
          + 'estimate is the average change of past windows with its spread, and confidence is low. With fewer than '
          + `${MIN_HISTORY_CHANGES} past changes in the store there is no spread to size a range: 404.`,
        'Confidence says how far the estimated direction can be trusted, from the probability under the spread that the '
          + 'change has the estimated sign and from the evidence behind the line:',
      ),
      terms([
        ['high', `the line rests on ${high.windows} or more windows with a slope t statistic of ${high.slopeT} or more, every session of the pending window is captured, and the direction probability is ${percent(high.direction)} or more.`],
        ['medium', `${medium.windows} or more windows, ${percent(medium.coverage)} or more of the sessions captured, a direction probability of ${percent(medium.direction)} or more.`],
        ['low', 'anything else, the average-change estimate included: close to a coin flip.'],
      ]),
    ].join('\n'),
  },
  {
    title: 'FORECAST ACCURACY',
    body: para(
      'Measured retrospectively by walking past settlements: every published window of every operating-company stock is '
        + 'estimated by the same statement and model as the live forecast, from the windows before it only, and the sign '
        + 'of the estimated change is compared with the published one (a change of exactly zero has no direction and is '
        + 'left out). npx tsx src/tools/forecast-accuracy.ts prints the walk of the sample store, and of any store with '
        + '--db PATH (--empty --ingest DATASET FILE walks files alone); a test checks the walk on a store whose answer is '
        + 'known.',
      `On the sample store the walk estimates ${SAMPLE_WALK.all.estimates.toLocaleString('en-US')} windows over `
        + `${SAMPLE_WALK.settlements} settlements: the direction is right ${tally(SAMPLE_WALK.all)} of the time, `
        + `${tally(SAMPLE_WALK.line)} for estimates from the short-volume line and ${tally(SAMPLE_WALK.drift)} for the `
        + `average change (mostly the windows before daily short volume begins); ${tally(SAMPLE_WALK.high)} of the high `
        + `estimates and ${tally(SAMPLE_WALK.medium)} of the medium ones are right, and `
        + `${(SAMPLE_WALK.rangeCoverage * 100).toFixed(1)}% of the published positions fall inside the likely range `
        + '(it aims at 80%). The sample is built with the relation the model looks for: each listing\'s short volume '
        + 'and short interest follow one short-selling pressure, so a rising short-volume share comes before a '
        + 'growing position. These figures show that the model finds a relation that is there and that its '
        + 'confidence sorts right from wrong; they say nothing about a real market, and the average change is a coin '
        + 'flip on the sample, as it should be.',
      'The real files in this repository\'s fixtures do not allow a walk: four settlements of two stocks (AAPL, BRK-B) and '
        + `one day of short volume are fewer than the ${MIN_HISTORY_CHANGES} past changes the model needs. The hosted `
        + 'service quotes about 70% (high), 67% (medium) and 60% (all estimates) for its own model; those figures are not '
        + 'reproduced here. Measure a store of your own before trusting the direction, and quote the range.',
    ),
  },
  {
    title: 'SQUEEZE SCORES',
    body: [
      para(
        'fds short squeeze (GET /v1/short-squeeze-scores) ranks short-squeeze pressure, 0 to 100, at settlementDate: the '
          + 'newest short-interest settlement published by today that the store holds (null, with no rows, when it holds '
          + 'none). The answer has settlementDate, data, scoredCount (the size of the scored universe) and total (rows '
          + 'surviving the floors). Fractions are fractions: 0.112 is 11.2%.',
        'The scored universe: active US operating-company stocks (no ETF, no listing outside the US) with a short-interest '
          + 'reading at the settlement and a known share count. Shares outstanding come from the listing\'s own issuer '
          + 'record (the exchange record\'s count), else from SEC company facts (EntityCommonStockSharesOutstanding, the newest '
          + 'on or before the session) of the company the listing is linked to by CIK (SEC\'s ticker links, else an issuer '
          + 'record), used only when that company has no other US stock listing: a company-wide count is not one share '
          + 'class\'s. Counts, positions and fails are restated onto today\'s split basis.',
        `On the sample store the universe is the named US stocks and ${BREADTH_COUNT} breadth listings, SX001 onwards `
          + '("Sample Company 001, Inc." …): synthetic small and mid caps with a year and a half of daily bars, short data '
          + 'and a share count, so the percentiles rank among hundreds of stocks, as on real data. They are sample keys like '
          + 'every other synthetic row, listed by fds store info.',
        'Market windows end at the newest settled US session. Each factor becomes a percentile (0 to 100, from average '
          + 'ranks: tied values share one) over the scored universe, and the base score is the weighted mean of the '
          + 'percentiles present; a missing factor drops out of the mean, its value is null and its percentile field is '
          + 'absent. The factors and weights:',
      ),
      terms([
        [`shortInterestPercentOfShares (${FACTOR_WEIGHTS.shortInterest}%)`, 'the short position at the settlement ÷ shares outstanding.'],
        [`daysToCover (${FACTOR_WEIGHTS.daysToCover}%)`, "FINRA's figure at the settlement; a 999.99 cap is a real reading, the zero-volume placeholder is missing."],
        [`shortVolumeShareTrend (${FACTOR_WEIGHTS.shortVolumeTrend}%)`, `the daily short-volume share of the latest 10 sessions minus that of the 20 before them (at least ${MIN_TREND_SESSIONS.recent} and ${MIN_TREND_SESSIONS.base} captured sessions).`],
        [`shortInterestChangePercent (${FACTOR_WEIGHTS.shortInterestChange}%)`, 'the change of the short position from the calendar\'s previous settlement (missing without a reading there).'],
        [`failsToDeliverPercentOfShares (${FACTOR_WEIGHTS.failsToDeliver}%)`, 'the average daily fails balance over the newest complete fails-to-deliver period (an absent date there is no fails) ÷ shares outstanding; missing when no complete period is stored.'],
        [`priceAboveVwap (${FACTOR_WEIGHTS.priceAboveVwap}%)`, `the newest close ÷ the volume-weighted average price of the latest 20 sessions (typical price × volume), minus 1; at least ${MIN_VWAP_BARS} bars.`],
      ]),
      para(
        `Catalysts add ${CATALYST_POINTS} each to the base, at most ${CATALYST_CAP}: hasPriceSpikeCatalyst (the newest close at `
          + `least ${Math.round((PRICE_SPIKE_RATIO - 1) * 100)}% above the close five sessions before), hasVolumeSurgeCatalyst (the `
          + `latest five sessions' average volume at least ${VOLUME_SURGE_RATIO} times that of the 20 before them) and `
          + 'hasEarningsProximityCatalyst (an earnings call within two weeks: not yet available, the store holds no '
          + 'earnings-call dates, so it is always false). score is baseScore plus catalystBoost, clamped to 100. Rows also '
          + 'carry marketCapitalization (shares × newest close) and averageDailyDollarVolume (mean close × volume over the '
          + 'latest 20 sessions).',
        'rank is the place in the whole scored universe (score descending, then ticker), stamped before the floors and '
          + 'never renumbered. --min-market-cap and --min-dollar-volume are USD floors (default 0); once a floor is set, '
          + 'rows whose value is unknown are left out. --limit (default 25, max 200) and --offset page the rows. --ticker T '
          + 'answers that stock\'s row alone with rank at top level and no total; limit, offset and floors are ignored, and '
          + 'a stock outside the universe is 404 naming why (an ETF, a non-US listing, no reading at the settlement, an '
          + 'unknown share count, an unknown ticker).',
        'The scored universe is computed once per settlement and session and kept by the process holding the store (fds '
          + 'serve, or the store\'s daemon) until the next ingest commits: every ingest and sample load moves the store\'s '
          + 'ingest generation, while state writes (usage counters, keys, portfolios) do not, and time alone never drops '
          + 'it. A repeated request then costs a filter and a slice. The forecast keeps its inputs the same way: one pass '
        + 'reads every stock\'s pending window (the pooled fit needs them all), and a forecast after the first is a lookup.',
      ),
    ].join('\n'),
  },
];
