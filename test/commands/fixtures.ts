/**
 * Bodies shaped like the /v1 responses the CLI renders, written out by hand so the renderers are checked
 * against fixed input (the engines' own values are checked in their rule tests and the e2e tests).
 */
export const pricePage = {
  data: [
    { date: '2026-11-20', open: 228.1, high: 231.4, low: 227.05, close: 230.5, adjustedClose: 229.98, volume: 41234500 },
    { date: '2026-11-19', open: 226, high: 228.75, low: 225.5, close: 228, adjustedClose: 227.49, volume: 38100200 },
  ],
  meta: { limit: 2, offset: 0, count: 2, hasMore: true },
};

export const splitPage = {
  data: [{ effectiveDate: '2026-06-10', numerator: 4, denominator: 1, priceHistoryAdjusted: true }],
  meta: { limit: 20, offset: 0, count: 1, hasMore: false, total: 1 },
};

export const latestBody = {
  data: [
    { ticker: 'AAPL', date: '2026-11-20', close: 230.5, previousClose: 228, change: 2.5, range52WeekIsPartial: false, range52WeekNote: null },
    { ticker: 'NEWCO', date: '2026-11-20', close: 12.5, range52WeekIsPartial: true, range52WeekNote: 'Listed on 2026-03-02, under a year of history.' },
  ],
  notFound: ['ZZZZ'],
};

export const statusBody = {
  asOf: '2026-11-21T10:00:00-05:00',
  date: '2026-11-21',
  session: 'Closed',
  isOpen: false,
  dayKind: 'Weekend',
  holidayName: null,
};

export const awkwardRows = {
  data: [
    { name: 'Smith, Jones & Co', quote: 'say "hi"', empty: null, nested: { n: 1 } },
    { name: 'two\nlines', flag: true },
  ],
};

const strikes = [195, 200, 205, 210, 215, 220, 225];

/** An option chain answer of 13 contracts (calls and puts by strike), shaped as `/v1/stocks/AAPL/options/chain`. */
export const chainBody = {
  ticker: 'AAPL',
  companyName: 'Apple Inc.',
  expiration: '2026-11-27',
  quotesAvailable: true,
  returned: 13,
  total: 30,
  truncated: true,
  contracts: strikes.flatMap((strike, i) =>
    (['Call', 'Put'] as const).map((type) => ({
      occTicker: `AAPL261127${type[0]}00${strike}000`,
      contractType: type,
      exerciseStyle: 'American',
      strikePrice: strike,
      expirationDate: '2026-11-27',
      sharesPerContract: 100,
      snapshotDate: '2026-11-20',
      dayOpen: type === 'Call' ? 36.35 - 5 * i : 0.01,
      dayHigh: type === 'Call' ? 37.11 - 5 * i : 0.02,
      dayLow: type === 'Call' ? 34.2 - 5 * i : 0.01,
      dayClose: type === 'Call' ? 35.15 - 5 * i : 0.01 + 0.05 * i,
      dayVolume: 284 + 1_000 * i,
      dayVwap: type === 'Call' ? 35.49 - 5 * i : 0.01,
      impliedVolatility: 0.2847 - 0.002 * i,
      openInterest: 22_019 - 1_500 * i,
      openInterestDate: '2026-11-20',
      delta: type === 'Call' ? 1 - 0.04 * i : -0.0001 * i,
      gamma: 0.0012,
      theta: -0.0214,
      vega: 0.0051,
      bidPrice: type === 'Call' ? 34.62 - 5 * i : i === 3 ? null : 0.01,
      askPrice: type === 'Call' ? 35.67 - 5 * i : 0.02,
      delayed: false,
      quoteAsOf: '2026-11-20T20:59:00.196Z',
    })),
  ).slice(0, 13),
};

/** Four latest closes, one with a partial 52-week range, and one symbol that did not resolve. */
export const latestFourBody = {
  data: [
    ['AAPL', 228.34, 223.43, 192.17, 255.94, 52_716_940, false],
    ['MSFT', 407.45, 410.94, 359.77, 459.48, 26_127_509, false],
    ['KO', 63.33, 62.32, 55.5, 63.7, 9_423_262, false],
    ['NVDA', 148.91, 145.6, 105.83, 189.41, 153_941_086, true],
  ].map(([ticker, close, previousClose, low, high, volume, partial]) => ({
    ticker,
    date: '2026-11-19',
    close,
    adjustedClose: close,
    volume,
    previousClose,
    change: Number(((close as number) - (previousClose as number)).toFixed(2)),
    changePercent: Number(((((close as number) - (previousClose as number)) / (previousClose as number)) * 100).toFixed(4)),
    high52Week: high,
    low52Week: low,
    changeFrom52WeekHighPercent: Number(((((close as number) - (high as number)) / (high as number)) * 100).toFixed(4)),
    changeFrom52WeekLowPercent: Number(((((close as number) - (low as number)) / (low as number)) * 100).toFixed(4)),
    range52WeekIsPartial: partial,
    range52WeekNote: partial ? 'Range starts at the 4:1 split effective 2026-04-20; earlier closes are on another basis.' : null,
    range52WeekStartDate: partial ? '2026-04-20' : '2025-11-20',
  })),
  notFound: ['NOPE'],
};

/** A full default page of daily bars (260 sessions), newest first. */
export const pricePage260 = {
  data: Array.from({ length: 260 }, (_, i) => ({
    date: new Date(Date.UTC(2026, 10, 20) - i * 86_400_000).toISOString().slice(0, 10),
    open: 228.62 - i * 0.1,
    high: 230.1 - i * 0.1,
    low: 226.01 - i * 0.1,
    close: 230 - i * 0.1,
    adjustedClose: 229.5 - i * 0.1,
    volume: 77_975_659 - i * 1_000,
  })),
  meta: { limit: 260, offset: 0, count: 260, hasMore: true },
};

/** Quotes of three listings, one stale and delayed; the settled closes the change is measured against. */
export const quoteBatchBody = {
  data: [
    { ticker: 'AAPL', price: 227.54, bidPrice: 227.51, askPrice: 227.57, asOf: '2026-11-20T14:59:24.757Z', sessionDate: '2026-11-20', expectedSessionDate: '2026-11-20', stale: false, ageSeconds: 40, source: 'WebSocket', delayed: false },
    { ticker: 'MSFT', price: 409.03, bidPrice: null, askPrice: 409.08, asOf: '2026-11-20T14:59:47.115Z', sessionDate: '2026-11-20', expectedSessionDate: '2026-11-20', stale: false, ageSeconds: 17, source: 'WebSocket', delayed: false },
    { ticker: 'KO', price: 63.1, bidPrice: 63.09, askPrice: 63.12, asOf: '2026-11-19T20:59:59.000Z', sessionDate: '2026-11-19', expectedSessionDate: '2026-11-20', stale: true, ageSeconds: 64_806, source: 'Rest', delayed: true },
  ],
};

export const quoteCloses = new Map<string, Record<string, unknown>>([
  ['AAPL', { date: '2026-11-19', close: 228.34, previousClose: 223.43 }],
  ['MSFT', { date: '2026-11-19', close: 407.45, previousClose: 410.94 }],
  ['KO', { date: '2026-11-19', close: 63.33, previousClose: 62.32 }],
]);
