/**
 * One listing's synthetic history: sessions, a geometric random walk of daily bars ending at the plan's
 * price, its dividend schedule, and the dividend-adjusted close. Everything is drawn from streams seeded by
 * `ticker|asOf`, so the same as-of date always gives the same series.
 */
import { addDays, isWeekend, type IsoDate } from '../../core/dates';
import { isTradingDay, nextTradingDay, tradingDaysBetween } from '../../engine/market/calendar';
import { DIVIDEND_GROWTH, type DividendPlan, type ListingPlan } from './catalogue';
import { Random } from './random';

export interface Bar {
  date: IsoDate;
  open: number;
  high: number;
  low: number;
  close: number;
  adjustedClose: number;
  volume: number;
}

export interface DividendRow {
  exDate: IsoDate;
  amount: number;
}

export interface SplitRow {
  effectiveDate: IsoDate;
  numerator: number;
  denominator: number;
}

export interface ListingSeries {
  bars: Bar[];
  dividends: DividendRow[];
  splits: SplitRow[];
}

/** About three years of calendar days: the span the sample covers. */
export const HISTORY_DAYS = 3 * 365;
const TRADING_DAYS_PER_YEAR = 252;
/** Yearly drift of the walk; the end level is pinned anyway, this only shapes the path. */
const DRIFT = 0.08;
/** Weight of a share class's own draws next to the draws it shares with its twin. */
const TWIN_OWN_WEIGHT = 0.28;
const TWIN_SHARED_WEIGHT = Math.sqrt(1 - TWIN_OWN_WEIGHT ** 2);

const round = (value: number, decimals: number): number => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

const isSession = (date: IsoDate, weekdaySessions: boolean): boolean => (weekdaySessions ? !isWeekend(date) : isTradingDay(date));

/** The first session on or after `date`. */
export function sessionOnOrAfter(date: IsoDate, weekdaySessions: boolean): IsoDate {
  if (isSession(date, weekdaySessions)) return date;
  if (!weekdaySessions) return nextTradingDay(date);
  let d = addDays(date, 1);
  while (isWeekend(d)) d = addDays(d, 1);
  return d;
}

/** Sessions of a listing, ascending, ending on the last session on or before `asOf`. */
export function sessionsFor(plan: ListingPlan, asOf: IsoDate): IsoDate[] {
  if (plan.history === 'none') return [];
  const all = sampleSessions(asOf, plan.weekdaySessions === true);
  return plan.history === 'full' ? [...all] : all.slice(-plan.history);
}

/** The sessions of the span before `asOf`, shared by every listing of a sample (one walk of the calendar). */
const sessionMemo = new Map<string, readonly IsoDate[]>();
function sampleSessions(asOf: IsoDate, weekdaySessions: boolean): readonly IsoDate[] {
  const key = `${asOf}|${weekdaySessions}`;
  let sessions = sessionMemo.get(key);
  if (sessions === undefined) {
    const from = addDays(asOf, -HISTORY_DAYS);
    sessions = weekdaySessions ? weekdaysBetween(from, asOf) : tradingDaysBetween(from, asOf);
    // A handful of as-of dates per process at most; the cap keeps a long-running one from growing.
    if (sessionMemo.size >= 8) sessionMemo.clear();
    sessionMemo.set(key, sessions);
  }
  return sessions;
}

function weekdaysBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (!isWeekend(d)) days.push(d);
  return days;
}

/** Standard normal draws of the walk; a share class mixes in its twin's so the two track each other. */
function returnDraws(plan: ListingPlan, asOf: IsoDate, count: number): number[] {
  const own = new Random(`${plan.ticker}|${asOf}|returns`);
  if (plan.twinOf === undefined) return Array.from({ length: count }, () => own.normal());
  const shared = new Random(`${plan.twinOf}|${asOf}|returns`);
  return Array.from({ length: count }, () => TWIN_SHARED_WEIGHT * shared.normal() + TWIN_OWN_WEIGHT * own.normal());
}

/** Daily bars on `sessions`, with the newest close at `plan.price`; `adjustedClose` equals `close` here. */
export function walkBars(plan: ListingPlan, asOf: IsoDate, sessions: readonly IsoDate[]): Bar[] {
  const n = sessions.length;
  if (n === 0) return [];
  const sigma = plan.volatility / Math.sqrt(TRADING_DAYS_PER_YEAR);
  const mu = DRIFT / TRADING_DAYS_PER_YEAR - (sigma * sigma) / 2;
  const draws = returnDraws(plan, asOf, n);

  const logReturns = draws.map((z) => mu + sigma * z);
  const logLevels: number[] = [];
  let level = 0;
  for (const r of logReturns) logLevels.push((level += r));
  // Pin the newest close at the plan's price: the path's shape is random, its end level is not.
  const shift = Math.log(plan.price) - logLevels[n - 1]!;
  const closes = logLevels.map((l) => Math.exp(l + shift));

  const noise = new Random(`${plan.ticker}|${asOf}|bars`);
  const bars: Bar[] = [];
  for (let i = 0; i < n; i++) {
    const close = closes[i]!;
    const previous = i === 0 ? close / Math.exp(logReturns[0]!) : closes[i - 1]!;
    const open = previous * Math.exp(0.3 * sigma * noise.normal());
    const high = Math.max(open, close) * Math.exp(0.5 * sigma * Math.abs(noise.normal()));
    const low = Math.min(open, close) * Math.exp(-0.5 * sigma * Math.abs(noise.normal()));
    // Busier sessions on bigger moves, as in real tape.
    const activity = Math.exp(0.3 * noise.normal()) * (1 + (0.5 * Math.abs(logReturns[i]!)) / sigma);
    bars.push(roundedBar(plan.decimals, {
      date: sessions[i]!, open, high, low, close, adjustedClose: close,
      volume: Math.max(1, Math.round(plan.volume * activity * 0.8)),
    }));
  }
  return bars;
}

/** Rounds prices to the listing's quoting precision, keeping low ≤ open, close ≤ high after rounding. */
function roundedBar(decimals: number, bar: Bar): Bar {
  const open = round(bar.open, decimals);
  const close = round(bar.close, decimals);
  return {
    ...bar,
    open,
    close,
    adjustedClose: close,
    high: Math.max(round(bar.high, decimals), open, close),
    low: Math.min(round(bar.low, decimals), open, close),
  };
}

/**
 * Ex-dates every quarter (or half-year) back from the plan's anchor, moved onto a session, as far back as
 * the bars go. Amounts step down by the yearly raise going back in time and are on the current share
 * basis, as data vendors report them after a split.
 */
export function dividendSchedule(plan: ListingPlan, dividend: DividendPlan, asOf: IsoDate, firstSession: IsoDate): DividendRow[] {
  const step = dividend.perYear === 4 ? 91 : 182;
  const decimals = plan.currency === 'USD' ? 2 : 4;
  const rows: DividendRow[] = [];
  for (let k = 0; ; k++) {
    const exDate = sessionOnOrAfter(addDays(asOf, dividend.anchorDays - k * step), plan.weekdaySessions === true);
    if (exDate <= firstSession) break;
    const yearsBack = Math.floor(k / dividend.perYear);
    rows.push({ exDate, amount: Math.max(10 ** -decimals, round(dividend.amount / (1 + DIVIDEND_GROWTH) ** yearsBack, decimals)) });
  }
  return rows.reverse();
}

/**
 * Sets `adjustedClose`: each bar before an ex-date is scaled by (1 − amount / the close before the
 * ex-date), compounded over every later ex-date. Declared ex-dates after the newest bar change nothing yet.
 */
export function applyDividendAdjustment(bars: Bar[], dividends: readonly DividendRow[], decimals: number): void {
  const factors = new Array<number>(bars.length).fill(1);
  let j = 0;
  for (const dividend of dividends) {
    while (j < bars.length && bars[j]!.date < dividend.exDate) j++;
    if (j === 0 || j === bars.length) continue;
    factors[j - 1]! *= 1 - dividend.amount / bars[j - 1]!.close;
  }
  let running = 1;
  for (let i = bars.length - 1; i >= 0; i--) {
    running *= factors[i]!;
    bars[i]!.adjustedClose = round(bars[i]!.close * running, decimals + 2);
  }
}

/** The effective date a split plan points at, given the listing's sessions. */
export function splitDate(plan: ListingPlan, sessions: readonly IsoDate[], asOf: IsoDate): IsoDate | null {
  const at = plan.split?.at;
  if (at === undefined) return null;
  if ('daysAfterAsOf' in at) return sessionOnOrAfter(addDays(asOf, at.daysAfterAsOf), plan.weekdaySessions === true);
  return sessions[sessions.length - 1 - at.sessionsBeforeNewest] ?? null;
}

/** Puts bars before `effectiveDate` back on the pre-split basis: prices × ratio, volumes ÷ ratio. */
export function toOldBasis(bars: Bar[], effectiveDate: IsoDate, ratio: number, decimals: number): void {
  for (const bar of bars) {
    if (bar.date >= effectiveDate) break;
    bar.open = round(bar.open * ratio, decimals);
    bar.high = round(bar.high * ratio, decimals);
    bar.low = round(bar.low * ratio, decimals);
    bar.close = round(bar.close * ratio, decimals);
    bar.adjustedClose = round(bar.adjustedClose * ratio, decimals + 2);
    bar.volume = Math.max(1, Math.round(bar.volume / ratio));
  }
}

/**
 * Everything stored for one listing, before the deliberate cases are applied: the series of a plan at an as-of date. The prices and the short-selling parts of one sample both read
 * every listing's series, so the newest one per plan is kept; callers get their own arrays (they may drop
 * or replace bars) over bar objects nobody changes.
 */
export function generateSeries(plan: ListingPlan, asOf: IsoDate): ListingSeries {
  let kept = seriesMemo.get(plan);
  if (kept?.asOf !== asOf) {
    kept = { asOf, series: walkSeries(plan, asOf) };
    seriesMemo.set(plan, kept);
  }
  const { bars, dividends, splits } = kept.series;
  return { bars: [...bars], dividends: [...dividends], splits: [...splits] };
}

const seriesMemo = new WeakMap<ListingPlan, { asOf: IsoDate; series: ListingSeries }>();

function walkSeries(plan: ListingPlan, asOf: IsoDate): ListingSeries {
  const sessions = sessionsFor(plan, asOf);
  const bars = walkBars(plan, asOf, sessions);
  const dividends = plan.dividend && sessions.length > 0 ? dividendSchedule(plan, plan.dividend, asOf, sessions[0]!) : [];
  applyDividendAdjustment(bars, dividends, plan.decimals);

  const splits: SplitRow[] = [];
  const effectiveDate = splitDate(plan, sessions, asOf);
  if (plan.split && effectiveDate !== null) {
    splits.push({ effectiveDate, numerator: plan.split.numerator, denominator: plan.split.denominator });
    if (plan.split.storedBasis === 'old') toOldBasis(bars, effectiveDate, plan.split.numerator / plan.split.denominator, plan.decimals);
  }
  return { bars, dividends, splits };
}
