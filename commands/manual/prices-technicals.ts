/** Prose of the manual about this family: rules a reader needs beyond the options and the request. */
import { INDICATORS } from '../../src/engine/technicals/definitions';
import { DEFAULT_WINDOW_DAYS, MIN_OBSERVATIONS_FLOOR, MIN_OVERLAP_PERCENT } from '../../src/engine/technicals/schemas';
import { DERIVED_DECIMALS } from '../../src/engine/prices/rounding';
import { para, terms, type Section } from './roff';

const defaults = (params: Readonly<Record<string, { default: number }>>): string =>
  Object.entries(params).map(([name, p]) => `${name} ${p.default}`).join(', ');

export const pricesTechnicalsSections: readonly Section[] = [
  {
    title: 'CURRENCY',
    body: para(
      'Prices are US dollars unless a field names a currency. Every price-bearing row of a listing not quoted in dollars names '
        + 'its currency in a currency field: each bar of fds prices list, each row of fds prices latest, each row of a '
        + 'price-valued indicator (sma, ema, bollinger-bands, macd, atr; rsi and stochastic are 0 to 100 and name none), and '
        + 'every dividend row (amountPerShare is in its currency). A dollar listing\'s rows carry no such field, as the '
        + 'service\'s bodies show them.',
      'Prices are in the major unit of their currency, as portfolios show them: a listing quoted in pence (GBX, also written '
        + 'GBp in files) is answered in pounds (GBP), every price and dividend divided by 100 exactly; volumes are unchanged. '
        + 'Intraday quotes cover US listings only and are in dollars.',
    ),
  },
  {
    title: 'TECHNICAL INDICATORS',
    body: [
      para(
        'fds prices technicals INDICATOR TICKER computes one indicator from the listing\'s daily bars, the same bars fds prices '
          + 'shows: positive-volume bars only (zero-volume carry-forward candles never count), with close, high and low split-adjusted '
          + 'as stored. Each indicator is its own request, GET /v1/stocks/TICKER/technicals/INDICATOR, with its own options. '
          + 'Until a split\'s restatement is confirmed (priceHistoryAdjusted false in fds prices splits), bars on either side of '
          + 'it can be on different bases, and an indicator whose window spans the split inherits that break.',
        'The response names the ticker, its companyName (null for a secondary listing with no listing-specific name), the '
          + 'indicator, the parameters used (defaults applied), the window of returned rows, and data rows newest first, each a '
          + `date with the indicator's values rounded to ${DERIVED_DECIMALS} decimals; meta carries limit, offset, count, hasMore and total.`,
        `Window: --end-date defaults to the newest stored bar and --start-date to ${DEFAULT_WINDOW_DAYS - 1} days before the end date `
          + `(the ${DEFAULT_WINDOW_DAYS} days ending there), so the answer depends on the store, not on today. Bars before the start `
          + 'date still warm the indicator up: the first row holds the value computed over the whole stored history, never a cold '
          + 'start. A session without enough history for the indicator yields no row, so a young listing may return fewer rows '
          + 'than the window holds, or none.',
        'Periods are whole numbers of sessions from 2 to 200 unless stated; an out-of-range value answers 400 naming the '
          + 'option. An unknown ticker, or a known listing with no reading, answers 404 as fds prices does.',
      ),
      terms(INDICATORS.map((def) => [`${def.indicator} (${defaults(def.params)})`, `${def.title}. ${def.rule}`] as const)),
    ].join('\n'),
  },
  {
    title: 'CORRELATIONS',
    body: para(
      'fds prices correlations TICKER (GET /v1/stocks/TICKER/correlations) ranks the other listings by the Pearson '
        + 'correlation of their daily returns with the listing\'s own, highest first, ties by ticker. The listing itself never '
        + 'appears; other share classes of its issuer (GOOG and GOOGL, BRK-A and BRK-B) do, as they are separate series.',
      'A daily return is close divided by the previous close, minus one, between positive-volume bars on two consecutive '
        + 'sessions of the listing\'s market (a session is a date on which any listing of that market has a positive-volume bar). '
        + 'A skipped session or a zero-volume candle therefore breaks the chain: no return spans two sessions.',
      '--window (default 90, 20 to 500) counts the listing\'s newest stored sessions up to --end-date (default its newest bar): '
        + 'their returns, at most --window of them, are compared with every other listing\'s returns on the same dates. A peer '
        + `is ranked only with common returns on at least ${MIN_OVERLAP_PERCENT}% of the listing's own, rounded up, and never fewer than `
        + `${MIN_OBSERVATIONS_FLOOR}; window.minObservations reports the bar and each row its observations. --limit defaults to 10, at most 50.`,
      'Non-US listings (MIC:TICKER) are included both ways; their returns are in their own currency and are compared on the '
        + 'calendar dates both listings have a return.',
    ),
  },
];
