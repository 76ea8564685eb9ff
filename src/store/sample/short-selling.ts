/**
 * Sample part of US short selling: FINRA daily short volume, bi-monthly short interest, weekly off-exchange
 * volume and SEC fails-to-deliver for the US sample listings with bars (the named ones and the breadth
 * listings of `./breadth.ts`), generated deterministically from the as-of date and each listing's own
 * sample series (volumes and closes as traded, so a row before a split is on the old share basis, as the
 * regulators file it). Short volume and short interest follow one pressure (`./short-pressure.ts`).
 *
 * Deliberate cases (tickers in {@link SHORT_CASES}), each a rule a reader must get right:
 *   1. Daily short volume starts 2026-04-06 (the service's daily coverage) and is the consolidated (CNMS)
 *      file only; symbols as FINRA writes them (`BRK/B`).
 *   2. NVDA's 4:1 split falls inside the short-volume window: rows before it are on the old basis, so
 *      history must be restated onto today's basis when read; its first short-interest settlement after the
 *      split carries FINRA's split flag.
 *   3. BRK-A's newest published settlement is a real capped reading: days to cover 999.99 with a real,
 *      tiny average daily volume (more than 999.99 days).
 *   4. CRCL's settlement just before its first session has zero average daily volume, and FINRA's 999.99
 *      placeholder (`days_to_cover_placeholder`): not a reading.
 *   5. Short interest holds only the settlements published by the as-of date, so the newest settlement
 *      before as-of can be pending: with as-of 2026-11-20 the 2026-11-13 settlement publishes on
 *      2026-11-24 and is not stored (the calendar of `engine/short/calendar.ts` says which).
 *   6. Off-exchange weeks run back beyond 2025-08-11; BRK-B's weeks before it are filed under the
 *      case-folded symbol `brk.b` (FINRA then folded case siblings into one row), later ones as `BRK.B`.
 *   7. Fails-to-deliver cover half-month files back about six months with one half-month missing (a gap:
 *      nothing is known there), and within a covered half-month a listing has fails on some days only
 *      (an absent day means no reported fails); AAPL's first fail has no price (the SEC's `.`).
 */
import { addDays, weekday, type IsoDate } from '../../core/dates';
import { latestPublishedSettlement, shortInterestSettlements } from '../../engine/short/calendar';
import { CASE_SEPARATED_FROM, DAYS_TO_COVER_CAP, SHORT_VOLUME_START } from '../../engine/short/us-rules';
import { previousTradingDay } from '../../engine/market/calendar';
import { appendCells, timestamp, type Cell } from './append';
import { isBreadth, SAMPLE_LISTINGS } from './breadth';
import type { ListingPlan } from './catalogue';
import type { FamilySample } from './family';
import { Random } from './random';
import { shortPressure } from './short-pressure';
import { generateSeries, type Bar } from './series';

/** Tickers that carry a deliberate case of this part (see the list above). */
export const SHORT_CASES = {
  splitInShortVolume: 'NVDA',
  cappedDaysToCover: 'BRK-A',
  zeroVolumePlaceholder: 'CRCL',
  caseFoldedOffExchange: 'BRK-B',
  missingFailPrice: 'AAPL',
} as const;

/** First date of daily short volume in the service (and the sample), and the week FINRA stopped folding case siblings. */
export { CASE_SEPARATED_FROM, SHORT_VOLUME_START };
/** Weeks of off-exchange volume, back from the newest published week. */
const OFF_EXCHANGE_WEEKS = 78;
/** Half-month fails files back from the newest published one, and which of them is missing (0: newest). */
const FTD_PERIODS = 12;
const FTD_MISSING_PERIOD = 3;
const CAP = DAYS_TO_COVER_CAP;

interface Traded {
  plan: ListingPlan;
  /** Bars as traded: before a split, volumes and prices on the old basis. */
  bars: Bar[];
  split: { date: IsoDate; ratio: number } | null;
}

/** The US listings with bars, each with its bars as traded. */
function tradedListings(asOf: IsoDate): Traded[] {
  return SAMPLE_LISTINGS.filter((plan) => plan.mic === null && plan.history !== 'none').map((plan) => {
    const series = generateSeries(plan, asOf);
    const row = series.splits.find((s) => s.effectiveDate <= asOf);
    const split = row === undefined ? null : { date: row.effectiveDate, ratio: row.numerator / row.denominator };
    // A series stored on the new basis is put back on the basis it traded on before its split.
    const bars = split !== null && plan.split?.storedBasis === 'new'
      ? series.bars.map((b) => (b.date < split.date ? { ...b, volume: Math.max(1, Math.round(b.volume / split.ratio)), close: b.close * split.ratio } : b))
      : series.bars;
    return { plan, bars, split };
  });
}

/** How each regulator writes a class share: FINRA's daily file `BRK/B`, its short interest `BRKB`, its API `BRK.B`. */
const written = (ticker: string, separator: string): string => ticker.replace('-', separator);

const round = (value: number, decimals: number): number => Number(value.toFixed(decimals));

const big = (n: number): Cell => ({ bigint: Math.round(n) });
const day = (date: IsoDate): Cell => ({ date });

/** CNMS rows from {@link SHORT_VOLUME_START}: about 40% of the tape is off-exchange, short as the pressure says. */
export function shortVolumeRows(listings: readonly Traded[], asOf: IsoDate): Cell[][] {
  return listings.flatMap(({ plan, bars }) => {
    const rng = new Random(`short-volume|${plan.ticker}|${asOf}`);
    const pressure = shortPressure(plan.ticker, asOf);
    return bars.filter((b) => b.date >= SHORT_VOLUME_START && b.date <= asOf).map((b) => {
      const total = round(b.volume * (0.34 + 0.1 * rng.uniform()), 6);
      const short = round(total * pressure.sessionShare(b.date, rng.normal()), 6);
      const exempt = Math.round(short * 0.004 * rng.uniform());
      return [day(b.date), plan.ticker, written(plan.ticker, '/'), true, 'CNMS', 'B,Q,N', short, exempt, total];
    });
  });
}

/** Mean volume of the sessions in (from, to]. */
function averageVolume(bars: readonly Bar[], from: IsoDate, to: IsoDate): number {
  const window = bars.filter((b) => b.date > from && b.date <= to);
  return window.length === 0 ? 0 : window.reduce((sum, b) => sum + b.volume, 0) / window.length;
}

/** Settlements published by `asOf`, over the two years before it. */
function publishedSettlements(asOf: IsoDate): IsoDate[] {
  const newest = latestPublishedSettlement(asOf);
  if (newest === null) return [];
  const from = addDays(asOf, -730);
  return shortInterestSettlements().filter((s) => s.settlementDate >= from && s.settlementDate <= newest.settlementDate).map((s) => s.settlementDate);
}

/** One row per listing and published settlement, with the cases of BRK-A, CRCL and NVDA. */
export function shortInterestRows(listings: readonly Traded[], asOf: IsoDate): Cell[][] {
  const settlements = publishedSettlements(asOf);
  const newest = settlements.at(-1);
  return listings.flatMap(({ plan, bars, split }) => {
    const rng = new Random(`short-interest|${plan.ticker}|${asOf}`);
    const pressure = shortPressure(plan.ticker, asOf);
    const first = bars[0]?.date ?? asOf;
    // A new listing's settlements from the one just before its first session (zero volume then) onwards; a
    // breadth listing traded long before its sample bars begin, so its readings start once they cover a window.
    const own = isBreadth(plan.ticker)
      ? settlements.filter((s) => s > addDays(first, 21))
      : settlements.filter((s, i) => s >= first || settlements[i + 1] === undefined || settlements[i + 1]! >= first);
    let position = plan.volume * (0.8 + 2.5 * rng.uniform());
    let previous: number | null = null;
    return own.map((settlement, i) => {
      const before = i === 0 ? addDays(settlement, -15) : own[i - 1]!;
      let adv = Math.round(averageVolume(bars, before, settlement));
      position = Math.max(100, position * Math.exp(pressure.positionChange(settlement, rng.normal())));
      // As filed: before a split the position is on the old basis.
      let shares = split !== null && settlement < split.date ? position / split.ratio : position;
      // Before its first session (when-issued shorts only) a listing's position is small.
      if (adv === 0) shares = position * 0.01;
      if (plan.ticker === SHORT_CASES.cappedDaysToCover && settlement === newest) {
        adv = 240;
        shares = 260_000;
      }
      shares = Math.round(shares);
      const dtc = adv === 0 ? CAP : Math.min(CAP, Math.max(1, round(shares / adv, 2)));
      const change = previous === null ? null : shares - previous;
      const changePercent = previous === null || previous === 0 ? null : round((100 * (shares - previous)) / previous, 2);
      const splitFlag = split !== null && settlement >= split.date && before < split.date;
      const row: Cell[] = [
        day(settlement), plan.ticker, written(plan.ticker, ''), true, plan.name.slice(0, 30), plan.kind === 'ETF' ? 'ARCA' : 'NNM', null,
        big(shares), previous === null ? null : big(previous), change === null ? null : big(change), changePercent, big(adv), dtc,
        adv === 0 && dtc === CAP, false, splitFlag,
      ];
      previous = shares;
      return row;
    });
  });
}

/** The Monday of `date`'s week. */
const mondayOf = (date: IsoDate): IsoDate => addDays(date, -((weekday(date) + 6) % 7));

/**
 * ATS and non-ATS OTC rows per listing and week, back {@link OFF_EXCHANGE_WEEKS} weeks from the newest
 * week published by as-of (FINRA publishes Tier 1 weeks two weeks after they end).
 */
export function offExchangeRows(listings: readonly Traded[], asOf: IsoDate): Cell[][] {
  const newest = addDays(mondayOf(addDays(asOf, -14)), -7);
  const weeks = Array.from({ length: OFF_EXCHANGE_WEEKS }, (_, i) => addDays(newest, -7 * (OFF_EXCHANGE_WEEKS - 1 - i)));
  return listings.flatMap(({ plan, bars }) => {
    const rng = new Random(`off-exchange|${plan.ticker}|${asOf}`);
    const byWeek = new Map<IsoDate, Bar[]>();
    for (const b of bars) {
      const monday = mondayOf(b.date);
      byWeek.set(monday, [...(byWeek.get(monday) ?? []), b]);
    }
    return weeks.flatMap((week) => {
      const days = byWeek.get(week) ?? [];
      if (days.length === 0) return [];
      const volume = days.reduce((sum, b) => sum + b.volume, 0);
      const price = days.at(-1)!.close;
      const symbol = plan.ticker === SHORT_CASES.caseFoldedOffExchange && week < CASE_SEPARATED_FROM ? written(plan.ticker, '.').toLowerCase() : written(plan.ticker, '.');
      return (['ATS', 'OTC'] as const).map((venue) => {
        const shares = Math.round(volume * (venue === 'ATS' ? 0.08 + 0.06 * rng.uniform() : 0.22 + 0.12 * rng.uniform()));
        const trades = Math.max(1, Math.round(shares / (venue === 'ATS' ? 120 + 80 * rng.uniform() : 60 + 60 * rng.uniform())));
        return [
          day(week), plan.ticker, symbol, true, venue, venue === 'ATS' ? 'ATS_W_SMBL' : 'OTC_W_SMBL', 'NMS Tier 1', plan.name,
          big(shares), big(trades), round(shares * price, 2), day(days.at(-1)!.date), day(addDays(week, 14)), day(addDays(week, 14)),
        ];
      });
    });
  });
}

/** The half-month spans of the fails files back from the newest one the SEC has posted by `asOf`. */
export function failsPeriods(asOf: IsoDate): { start: IsoDate; end: IsoDate }[] {
  // The SEC posts a half-month's file about two weeks after it ends.
  const through = addDays(asOf, -15);
  const pad = (n: number) => String(n).padStart(2, '0');
  const spans: { start: IsoDate; end: IsoDate }[] = [];
  const year = Number(through.slice(0, 4));
  const month = Number(through.slice(5, 7));
  for (let back = FTD_PERIODS; back >= 0; back--) {
    const d = new Date(Date.UTC(year, month - 1 - back, 1));
    const [y, m] = [d.getUTCFullYear(), d.getUTCMonth() + 1];
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    spans.push({ start: `${y}-${pad(m)}-01`, end: `${y}-${pad(m)}-15` }, { start: `${y}-${pad(m)}-16`, end: `${y}-${pad(m)}-${pad(last)}` });
  }
  return spans.filter((span) => span.end <= through).slice(-FTD_PERIODS);
}

/** Fails rows and the covered spans, one span missing, fails on some days of each covered span. */
export function failsRows(listings: readonly Traded[], asOf: IsoDate): { fails: Cell[][]; periods: Cell[][] } {
  const all = failsPeriods(asOf);
  const covered = all.filter((_, i) => i !== all.length - 1 - FTD_MISSING_PERIOD);
  const fails: Cell[][] = [];
  const counts = covered.map(() => ({ rows: 0, quantity: 0 }));
  listings.forEach(({ plan, bars }, index) => {
    const rng = new Random(`fails|${plan.ticker}|${asOf}`);
    const closes = new Map(bars.map((b) => [b.date, b.close]));
    const cusip = `SAMPLE${String(index + 1).padStart(3, '0')}`;
    let first = true;
    covered.forEach((period, p) => {
      for (const b of bars.filter((bar) => bar.date >= period.start && bar.date <= period.end)) {
        if (rng.uniform() > 0.3) continue;
        const quantity = Math.max(100, Math.round(plan.volume * 0.002 * Math.exp(rng.normal())));
        const prior = closes.get(previousTradingDay(b.date)) ?? null;
        const price = plan.ticker === SHORT_CASES.missingFailPrice && first ? null : prior === null ? null : round(prior, 2);
        first = false;
        fails.push([day(b.date), cusip, plan.ticker, written(plan.ticker, ''), true, big(quantity), price, plan.name.toUpperCase().slice(0, 30)]);
        counts[p]!.rows += 1;
        counts[p]!.quantity += quantity;
      }
    });
  });
  const periods = covered.map((period, p): Cell[] => [day(period.start), day(period.end), big(counts[p]!.rows), big(counts[p]!.rows), big(counts[p]!.quantity), true]);
  return { fails, periods };
}

export const shortSellingSample: FamilySample = {
  name: 'short-selling',
  since: 10,
  load: async (tx, asOf, p) => {
    const listings = tradedListings(asOf);
    const at = timestamp(p);
    await appendCells(tx, 'short_volume_daily', shortVolumeRows(listings, asOf), at);
    await appendCells(tx, 'short_interest', shortInterestRows(listings, asOf), at);
    await appendCells(tx, 'off_exchange_weekly', offExchangeRows(listings, asOf), at);
    const { fails, periods } = failsRows(listings, asOf);
    await appendCells(tx, 'fails_to_deliver', fails, at);
    await appendCells(tx, 'fails_to_deliver_periods', periods, at);
  },
};
