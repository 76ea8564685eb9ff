/**
 * The synthetic sample capture set: about thirty named listings with three years of daily bars, dividends
 * and splits, and the breadth listings of `./breadth.ts` (hundreds of small companies with a year and a
 * half of bars, so market-wide rankings rank among hundreds), generated deterministically from an as-of
 * date (same date → identical rows) and loaded in one transaction. It is not market data; `store_meta.sample_as_of` records that the store holds it, so every
 * face can say so.
 *
 * Deliberate cases, each one a rule of the price family has to get right:
 *   1. Share classes of one issuer with their own series: BRK-A (~$700,000) / BRK-B (~$470) and
 *      GOOGL / GOOG (close levels, different prices and volumes). One is never served for the other.
 *   2. NVDA 4:1 split 150 sessions before the newest bar: earlier bars are generated on the old basis and
 *      `reconcileSplits` restates them, so the split ends up restated (`priceHistoryAdjusted` true). TSLA
 *      has an older 3:1 split, outside the 52-week window, reconciled the same way.
 *   3. WMT 3:2 split inside the 52-week window: bars stored on the new basis, but a ratio strictly between
 *      1:2 and 2:1 is never confirmed from the bars, so it stays pending (`priceHistoryAdjusted` false).
 *   4. COST 2:1 split announced with an effective date 20 days after as-of (false, listed by /splits).
 *   5. KO has zero-volume carry-forward candles scattered through its history and as its newest bar.
 *   6. CRCL has only 150 sessions (a recent listing), so its 52-week range is partial.
 *   7. XOM's stored series skips the session before its newest bar, so its latest row has no
 *      previousClose/change/changePercent.
 *   8. SPY and QQQ are ETFs (kind `ETF`).
 *   9. XLON:VOD is a non-US listing quoted in GBP (~0.70) with weekday sessions and GBP dividends.
 *  10. AAPL has a declared ex-dividend 10 days after as-of.
 *  11. BF-A is a known listing with no readings at all, while its sibling class BF-B has a full series.
 *
 * Intraday ticks (`./ticks.ts`, the replay feed's captures), for every US listing with daily bars over the
 * last two trading days on or before as-of (the named listings; the breadth listings have none) — pre-market from 04:00 ET, the regular session, after-hours
 * until 20:00 ET (13:00 and 17:00 on an early-close day) — all with transport WebSocket:
 *  12. The last regular-session trade of a day with a stored bar is that bar's close (ticks agree with
 *      /prices), and regular trades stay inside the bar's low–high range.
 *  13. Bursts: a few clusters a day of rapid trades a few hundred milliseconds apart.
 *  14. BRK-A is a quiet ticker: a handful of trades an hour, with wider spreads.
 *  15. Spreads are a few basis points (wider for thin names and outside regular hours); now and then the
 *      bid or the ask is null, independently.
 *  16. JNJ is stale: its ticks stop at the end of the earlier of the two days, so its last trade predates
 *      the expected session.
 *  17. XLON:VOD (a non-US listing) and BF-A (no readings) have no ticks; XOM's earlier tick day is the
 *      session its stored series skips, so that day's trades have no bar to agree with.
 */
import type { Clock } from '../../core/clock';
import type { IsoDate } from '../../core/dates';
import { reconcileSplits } from '../reconcile-splits';
import { rebuildSampleKeys } from '../sample-keys';
import type { Store } from '../store';
import { appendDividends, appendListings, appendPrices, appendSplits, appendTicks } from './append';
import { addCarryForwardCandles, dropPriorSession } from './cases';
import { isBreadth, SAMPLE_LISTINGS } from './breadth';
import { CASES } from './catalogue';
import { FAMILY_SAMPLES } from './families';
import { generateSeries } from './series';
import { generateTicks } from './ticks';

export interface SampleOptions {
  asOf: IsoDate;
  clock: Clock;
}

/** Generates the synthetic sample capture set deterministically from `asOf` and loads it in one transaction. */
export async function loadSample(store: Store, options: SampleOptions): Promise<void> {
  const { asOf, clock } = options;
  const generated = SAMPLE_LISTINGS.map((plan) => {
    const series = generateSeries(plan, asOf);
    if (plan.ticker === CASES.carryForward) addCarryForwardCandles(series.bars, asOf, plan.ticker);
    if (plan.ticker === CASES.skippedPriorSession) dropPriorSession(series.bars);
    const ticks = isBreadth(plan.ticker) ? [] : generateTicks(plan, series.bars, asOf);
    return { ticker: plan.ticker, currency: plan.currency, ...series, ticks };
  });
  const provenance = { capturedAt: clock.now() };

  await store.write(async (tx) => {
    await appendListings(tx, SAMPLE_LISTINGS, provenance);
    await appendPrices(tx, generated, provenance);
    await appendDividends(tx, generated, provenance);
    await appendSplits(tx, generated, provenance);
    await appendTicks(tx, generated, provenance);
    for (const family of FAMILY_SAMPLES) await family.load(tx, asOf, provenance);
    await tx.run("INSERT INTO store_meta VALUES ('sample_as_of', ?)", [asOf]);
    await reconcileSplits(tx, clock);
    await rebuildSampleKeys(tx);
  }, { ingest: true });
}
