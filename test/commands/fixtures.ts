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
