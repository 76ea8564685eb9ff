/**
 * 14. The stock screener (the `stocks.screener` engine function) over the squeeze step's store: 6,000 US
 * stock listings with a year of daily bars, 24 short-interest settlements and share counts from issuer
 * records or SEC facts. Two screens: the default first page (every listing's figures, largest market cap
 * first) and a filtered, re-sorted page. Printed beside them: a bare DuckDB scan of the same rows (the
 * year of bars and the settlement's short interest, one aggregate each), measured in the same run, and
 * the ratio; and the profile lookup (`stocks.profile`) of one listing, the key check clients make.
 */
import { fixedClock } from '../../src/core/clock';
import { LOCAL_CALLER } from '../../src/engine/context';
import { parseTicker } from '../../src/core/tickers';
import { stockProfile } from '../../src/engine/stocks/profile';
import { screenStocks } from '../../src/engine/stocks/screener';
import { openStore } from '../../src/store/open';
import { medianMs, ms, printFigure, step } from './support';
import { squeezeBenchStore } from './squeeze';
import { BENCH_NOW, LAST_SESSION } from './universe';

const RUNS = 7;

const BARE = [
  `SELECT ticker, arg_max(close, date) AS close, avg(volume) AS volume FROM prices WHERE volume > 0 AND date > DATE '${LAST_SESSION}' - INTERVAL 365 DAY GROUP BY ticker`,
  "SELECT ticker, max(short_position) AS position FROM short_interest WHERE settlement_date = DATE '2026-10-30' GROUP BY ticker",
];

export async function printScreener(): Promise<boolean> {
  const path = await squeezeBenchStore();
  const clock = fixedClock(BENCH_NOW);
  const store = await openStore({ path, clock, sample: false });
  try {
    const ctx = { store, state: store, clock, caller: LOCAL_CALLER };
    const screen = { page: 1, limit: 50, sort: 'marketCap', order: 'desc' } as const;
    step(`stock screener: ${RUNS} default pages, ${RUNS} filtered pages, ${RUNS} profiles and ${RUNS} bare scans`);
    const plain = await medianMs(RUNS, () => screenStocks(ctx, screen));
    const filtered = await medianMs(RUNS, () => screenStocks(ctx, { ...screen, sort: 'shortInterestPercent', minShortInterestPercent: 2, maxDaysToCover: 30, minPrice: 21 }));
    const bare = await medianMs(RUNS, async () => {
      for (const sql of BARE) await store.all(sql);
    });
    const ticker = parseTicker('S1234')!;
    const profile = await medianMs(RUNS, () => stockProfile(ctx, { ticker }));
    const total = (await screenStocks(ctx, screen)).totalCount;
    const screenMet = printFigure({
      title: '14. stock screener (stocks.screener, first page)',
      detail: `${total.toLocaleString('en-US')} listings screened; filtered and re-sorted ${ms(filtered)}; bare DuckDB scan of the same rows ${ms(bare)}, ratio ${(plain / bare).toFixed(2)}x`,
      value: plain,
      kind: 'max',
      target: 1000,
      unit: ' ms',
    });
    const profileMet = printFigure({
      title: '14. stock profile (stocks.profile), one listing',
      detail: 'the key check: one lookup of the ticker, the share count among 6,000 listings',
      value: profile,
      kind: 'max',
      target: 50,
      unit: ' ms',
    });
    return screenMet && profileMet;
  } finally {
    store.close();
  }
}
