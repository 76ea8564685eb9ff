/**
 * Intraday ticks of the sample set: for every US listing with daily bars, the trades of the last two
 * trading days on or before the as-of date, each with the top of book at that moment. Drawn from streams
 * seeded by `ticker|asOf`, so the same as-of date always gives the same ticks.
 *
 * Shape of a day (times ET, stored as UTC instants):
 * - pre-market from 04:00 to the open, sparse, drifting from the previous close towards the bar's open;
 * - the regular session, dense, busiest near the open and the close, with a few bursts of rapid trades,
 *   on a path from the bar's open to its close that stays inside the bar's low–high range; the last
 *   regular trade is the stored close, so ticks and /prices agree;
 * - after-hours until 20:00 (17:00 after an early close), sparse, wandering from the close.
 * Spreads are a few basis points, wider for thinly traded names and outside regular hours; now and then a
 * side of the book is empty (bid or ask null, independently).
 */
import type { IsoDate } from '../../core/dates';
import { MARKET_TIME_ZONE, previousTradingDay, tradingDay } from '../../engine/market/calendar';
import { zonedInstant } from '../../core/timezone';
import type { ListingPlan } from './catalogue';
import { Random } from './random';
import type { Bar } from './series';

/** Trading days of ticks, counted back from the last trading day on or before the as-of date. */
export const TICK_DAYS = 2;
/** Pre-market trading opens at this ET wall time. */
export const PRE_MARKET_OPEN = '04:00';
/** The stale case: its ticks stop at the end of the earlier tick day, so its last trade predates the expected session. */
export const STALE_TICKS_TICKER = 'JNJ';
/** The quiet case: a handful of trades an hour, whatever its daily volume says. */
export const QUIET_TICKS_TICKER = 'BRK-A';

/** One generated trade with the top of book when it printed. */
export interface SampleTick {
  /** Epoch milliseconds (UTC). */
  at: number;
  price: number;
  bid: number | null;
  ask: number | null;
  size: number;
}

export interface TickSeries {
  ticker: string;
  ticks: SampleTick[];
}

/** The instants bounding one trading day's three windows (epoch ms). */
export interface TickSession {
  date: IsoDate;
  preOpen: number;
  open: number;
  close: number;
  afterEnd: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Regular-session trades of a listing trading 5 million shares a day; busier names get more. */
const BASE_REGULAR_TICKS = 450;
const REFERENCE_VOLUME = 5_000_000;
/** Share of the regular session's count that pre-market and after-hours each get. */
const PRE_MARKET_SHARE = 0.05;
const AFTER_HOURS_SHARE = 0.04;
/** Trades per hour of the quiet ticker in the regular session; a third of that outside it. */
const QUIET_PER_HOUR = 5;
/** Half-spread bounds in basis points during the regular session; outside it they widen. */
const MIN_HALF_SPREAD_BPS = 1;
const MAX_HALF_SPREAD_BPS = 25;
const EXTENDED_HOURS_SPREAD_FACTOR = 4;
/** Chance that one side of the book is empty, in and outside the regular session. */
const EMPTY_SIDE_REGULAR = 0.015;
const EMPTY_SIDE_EXTENDED = 0.08;

/** The last `TICK_DAYS` trading days on or before `asOf`, oldest first, with their session instants. */
export function tickSessions(asOf: IsoDate): TickSession[] {
  let day = tradingDay(asOf).isTradingDay ? asOf : previousTradingDay(asOf);
  const days: IsoDate[] = [day];
  while (days.length < TICK_DAYS) days.unshift((day = previousTradingDay(day)));
  return days.map((date) => {
    const info = tradingDay(date);
    const at = (hhmm: string): number => zonedInstant(date, hhmm, MARKET_TIME_ZONE).getTime();
    return {
      date,
      preOpen: at(PRE_MARKET_OPEN),
      open: at(info.regularOpen!),
      close: at(info.regularClose!),
      afterEnd: at(info.afterHoursEnd!),
    };
  });
}

const roundTo = (value: number, decimals: number): number => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/** `count` instants spread evenly at random over [from, to). */
function uniformTimes(random: Random, count: number, from: number, to: number): number[] {
  return Array.from({ length: count }, () => from + Math.floor(random.uniform() * (to - from)));
}

/**
 * Regular-session instants: most uniform, some crowding the open and the close (the U-shaped activity of
 * a real session), plus bursts of rapid trades a few hundred milliseconds apart.
 */
function regularTimes(random: Random, count: number, open: number, close: number, bursts: boolean): number[] {
  const span = close - open;
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const u = random.uniform();
    const edge = -Math.log(1 - random.uniform()) * 12 * MINUTE;
    if (u < 0.15) times.push(open + Math.min(edge, span - 1));
    else if (u < 0.3) times.push(close - 1 - Math.min(edge, span - 1));
    else times.push(open + random.uniform() * span);
  }
  if (bursts) {
    for (let b = random.int(3, 6); b > 0; b--) {
      let t = open + random.uniform() * span;
      for (let n = random.int(15, 50); n > 0 && t < close; n--) {
        times.push(t);
        t += 20 + -Math.log(1 - random.uniform()) * 180;
      }
    }
  }
  return times.map(Math.floor);
}

/** Sorted, and strictly rising: two trades of one ticker never share a millisecond. */
function strictlyRising(times: number[], limit: number): number[] {
  times.sort((a, b) => a - b);
  const out: number[] = [];
  for (const t of times) {
    const at = out.length > 0 && t <= out[out.length - 1]! ? out[out.length - 1]! + 1 : t;
    if (at < limit) out.push(at);
  }
  return out;
}

/** Log-price path over `count` steps from `from`, ending at `to` when given (a Brownian bridge), else free. */
function path(random: Random, count: number, from: number, to: number | null, stepSigma: number): number[] {
  const walk: number[] = [];
  let w = 0;
  for (let i = 0; i < count; i++) walk.push((w += stepSigma * random.normal()));
  const a = Math.log(from);
  if (to === null) return walk.map((x) => Math.exp(a + x));
  const b = Math.log(to);
  return walk.map((x, i) => {
    const f = (i + 1) / count;
    return Math.exp(a + f * (b - a) + x - f * w);
  });
}

/** Typical half-spread in basis points: a few for busy names, wider for thin ones. */
function halfSpreadBps(plan: ListingPlan): number {
  const bps = 1.5 * (REFERENCE_VOLUME / plan.volume) ** 0.3;
  return Math.min(MAX_HALF_SPREAD_BPS, Math.max(MIN_HALF_SPREAD_BPS, bps));
}

/** A trade size: mostly round lots, some odd lots, now and then a block. */
function tradeSize(random: Random): number {
  const u = random.uniform();
  if (u < 0.3) return random.int(1, 99);
  if (u < 0.97) return 100 * random.int(1, 10);
  return 100 * random.int(20, 200);
}

function tick(random: Random, at: number, price: number, halfBps: number, extended: boolean, decimals: number): SampleTick {
  const unit = 10 ** -decimals;
  const half = price * (halfBps * (extended ? EXTENDED_HOURS_SPREAD_FACTOR : 1) * (0.6 + 0.8 * random.uniform())) / 10_000;
  const bid = Math.max(unit, roundTo(Math.floor((price - half) / unit) * unit, decimals));
  let ask = roundTo(Math.ceil((price + half) / unit) * unit, decimals);
  if (ask <= bid) ask = roundTo(bid + unit, decimals);
  const emptySide = extended ? EMPTY_SIDE_EXTENDED : EMPTY_SIDE_REGULAR;
  return {
    at,
    price,
    bid: random.uniform() < emptySide ? null : bid,
    ask: random.uniform() < emptySide ? null : ask,
    size: tradeSize(random),
  };
}

/** How many trades each window of a day gets. */
function counts(plan: ListingPlan, session: TickSession, random: Random): { pre: number; regular: number; after: number } {
  if (plan.ticker === QUIET_TICKS_TICKER) {
    const hours = (ms: number): number => ms / HOUR;
    return {
      pre: Math.max(1, Math.round((QUIET_PER_HOUR / 3) * hours(session.open - session.preOpen))),
      regular: Math.round(QUIET_PER_HOUR * hours(session.close - session.open)),
      after: Math.max(1, Math.round((QUIET_PER_HOUR / 3) * hours(session.afterEnd - session.close))),
    };
  }
  const regularShare = (session.close - session.open) / (390 * MINUTE);
  const regular = Math.round(BASE_REGULAR_TICKS * (plan.volume / REFERENCE_VOLUME) ** 0.3 * regularShare * (0.85 + 0.3 * random.uniform()));
  return { pre: Math.max(2, Math.round(regular * PRE_MARKET_SHARE)), regular, after: Math.max(2, Math.round(regular * AFTER_HOURS_SHARE)) };
}

/**
 * One day of trades of `plan`: `bar` is the stored bar of the day (null when the store skips that
 * session) and `previousClose` the close before it.
 */
function dayTicks(plan: ListingPlan, session: TickSession, bar: Bar | null, previousClose: number, random: Random): SampleTick[] {
  const daily = plan.volatility / Math.sqrt(252);
  const n = counts(plan, session, random);
  const open = bar?.open ?? previousClose;
  const close = bar?.close ?? roundTo(previousClose * Math.exp(daily * random.normal()), plan.decimals);
  const low = bar ? Math.min(bar.low, open, close) : 0;
  const high = bar ? Math.max(bar.high, open, close) : Infinity;
  const half = halfSpreadBps(plan);
  // Regular trades stay inside the stored bar's range; extended-hours trades may leave it, as they do.
  const price = (p: number): number => roundTo(Math.min(high, Math.max(low, p)), plan.decimals);

  const pre = strictlyRising(uniformTimes(random, n.pre, session.preOpen, session.open), session.open);
  const regular = strictlyRising(regularTimes(random, n.regular, session.open, session.close, plan.ticker !== QUIET_TICKS_TICKER), session.close);
  const after = strictlyRising(uniformTimes(random, n.after, session.close, session.afterEnd), session.afterEnd);

  const prePrices = path(random, pre.length, previousClose, open, (0.3 * daily) / Math.sqrt(Math.max(1, pre.length)));
  const regularPrices = path(random, regular.length, open, close, daily / Math.sqrt(Math.max(1, regular.length)));
  const afterPrices = path(random, after.length, close, null, (0.25 * daily) / Math.sqrt(Math.max(1, after.length)));
  // The bridge ends on the close; the last regular trade is the close itself, as the stored bar says.
  if (regularPrices.length > 0) regularPrices[regularPrices.length - 1] = close;

  return [
    ...pre.map((at, i) => tick(random, at, roundTo(prePrices[i]!, plan.decimals), half, true, plan.decimals)),
    ...regular.map((at, i) => tick(random, at, price(regularPrices[i]!), half, false, plan.decimals)),
    ...after.map((at, i) => tick(random, at, roundTo(afterPrices[i]!, plan.decimals), half, true, plan.decimals)),
  ];
}

/** True for listings that get ticks: US listings with daily bars. */
export const hasSampleTicks = (plan: ListingPlan, bars: readonly Bar[]): boolean => plan.mic === null && bars.length > 0;

/**
 * The ticks of one listing over {@link tickSessions}, ascending by time, from its stored bars (after the
 * deliberate cases were applied to them). Empty for a listing that gets none.
 */
export function generateTicks(plan: ListingPlan, bars: readonly Bar[], asOf: IsoDate): SampleTick[] {
  if (!hasSampleTicks(plan, bars)) return [];
  const random = new Random(`${plan.ticker}|${asOf}|ticks`);
  const byDate = new Map(bars.map((b, i) => [b.date, i]));
  const sessions = tickSessions(asOf);
  const days = plan.ticker === STALE_TICKS_TICKER ? sessions.slice(0, -1) : sessions;
  const ticks: SampleTick[] = [];
  let previousClose: number | null = null;
  for (const session of days) {
    const i = byDate.get(session.date);
    const bar = i === undefined ? null : bars[i]!;
    // Before the first day: the newest stored close before it.
    previousClose ??= [...bars].reverse().find((b) => b.date < session.date)?.close ?? bar?.open ?? plan.price;
    const day = dayTicks(plan, session, bar, previousClose, random);
    ticks.push(...day);
    previousClose = bar?.close ?? lastRegularPrice(day, session) ?? previousClose;
  }
  return ticks;
}

/** Price of the last trade before the regular close of `session`. */
function lastRegularPrice(ticks: readonly SampleTick[], session: TickSession): number | null {
  for (let i = ticks.length - 1; i >= 0; i--) if (ticks[i]!.at < session.close) return ticks[i]!.price;
  return null;
}
