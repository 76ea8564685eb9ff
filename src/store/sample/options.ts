/**
 * Sample option chains: reference contracts, snapshot runs and snapshots, synthetic and generated
 * deterministically from the as-of date. Strikes sit around each underlying's newest sample close (read
 * from `prices` inside the transaction); prices, IV and greeks come from Black–Scholes on a smile, so they
 * are plausible and consistent, not market data.
 *
 * Deliberate cases, each one an option rule to get right:
 *   1. AAPL, SPY, NVDA, BRK-B and QQQ have six expirations, about 1 week to 6 months after as-of.
 *   2. BRK-A has no contracts at all: it must never get BRK-B's chain (root BRKB).
 *   3. QQQ's second expiration is confirmed by a snapshot run that holds no contracts.
 *   4. AAPL and SPY have contracts that expired three weeks before as-of (reference still active, an old
 *      run with snapshots): they never appear in expirations and answer 404 on /contract.
 *   5. SMPLD is an invented, clearly synthetic listing stored inactive (delisted) with contracts: 404.
 *   6. Across every chain, by position: some contracts have no bid and ask, some no bid only; some have no
 *      quote time; open interest is mostly dated the weekday before the snapshot, sometimes the same day,
 *      sometimes unknown; a few have no day bar and no snapshot date.
 */
import { DuckDBTimestampValue } from '@duckdb/node-api';
import { addDays, weekday, type IsoDate } from '../../core/dates';
import { zonedInstant } from '../../core/timezone';
import { isTradingDay, previousTradingDay } from '../../engine/market/calendar';
import type { WriteTx } from '../store';
import { append, dateValue, provenance, timestamp, type Provenance } from './append';
import type { FamilySample } from './family';
import { Random } from './random';

const NEW_YORK = 'America/New_York';
const RATE = 0.04;

/** The invented delisted listing (case 5). */
export const DELISTED_OPTIONS_LISTING = { ticker: 'SMPLD', name: 'Sample Delisted Options Co. (synthetic)' };

interface Underlying {
  ticker: string;
  /** OCC root of its symbols. */
  root: string;
  /** At-the-money implied volatility. */
  iv: number;
  style: 'American' | 'European';
  /** Used when the store has no close for the ticker. */
  fallbackPrice: number;
  /** Expirations used (indexes into EXPIRY_OFFSETS). */
  expirations: readonly number[];
  /** Index of an expiration whose run holds no contracts (case 3). */
  emptyRun?: number;
  /** Has contracts that expired before as-of (case 4). */
  expired?: boolean;
}

/** Days after as-of, each moved to the expiration of its week (see `expirationOnOrAfter`). */
const EXPIRY_OFFSETS = [7, 14, 28, 56, 91, 182] as const;
const ALL = [0, 1, 2, 3, 4, 5];

const UNDERLYINGS: readonly Underlying[] = [
  { ticker: 'AAPL', root: 'AAPL', iv: 0.26, style: 'American', fallbackPrice: 230, expirations: ALL, expired: true },
  { ticker: 'SPY', root: 'SPY', iv: 0.16, style: 'American', fallbackPrice: 570, expirations: ALL, expired: true },
  { ticker: 'NVDA', root: 'NVDA', iv: 0.5, style: 'American', fallbackPrice: 145, expirations: ALL },
  { ticker: 'BRK-B', root: 'BRKB', iv: 0.18, style: 'American', fallbackPrice: 470, expirations: ALL },
  { ticker: 'QQQ', root: 'QQQ', iv: 0.21, style: 'American', fallbackPrice: 490, expirations: ALL, emptyRun: 1 },
  { ticker: DELISTED_OPTIONS_LISTING.ticker, root: 'SMPLD', iv: 0.45, style: 'American', fallbackPrice: 40, expirations: [0, 1] },
];

/** The first Friday on or after `date`. */
export function fridayOnOrAfter(date: IsoDate): IsoDate {
  return addDays(date, (5 - weekday(date) + 7) % 7);
}

/** The expiration of the week of `date`: its Friday, or the trading day before when that Friday is a holiday. */
export function expirationOnOrAfter(date: IsoDate): IsoDate {
  const friday = fridayOnOrAfter(date);
  return isTradingDay(friday) ? friday : previousTradingDay(friday);
}

/** The weekday before `date`. */
const previousWeekday = (date: IsoDate): IsoDate => {
  let d = addDays(date, -1);
  while (weekday(d) === 0 || weekday(d) === 6) d = addDays(d, -1);
  return d;
};

const strikeStep = (price: number): number => (price < 100 ? 2.5 : price < 300 ? 5 : price < 1000 ? 10 : 50);

/** OCC symbol: root, yymmdd, C or P, strike in thousandths over 8 digits. */
export const occSymbol = (root: string, expiration: IsoDate, type: 'Call' | 'Put', strike: number): string =>
  `${root}${expiration.slice(2, 4)}${expiration.slice(5, 7)}${expiration.slice(8, 10)}${type[0]}${String(Math.round(strike * 1000)).padStart(8, '0')}`;

// Standard normal CDF (Abramowitz–Stegun 7.1.26 on erf) and density.
function cdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
const pdf = (x: number): number => Math.exp(-(x * x) / 2) / Math.sqrt(2 * Math.PI);

const round = (value: number, places: number): number => {
  const scale = 10 ** places;
  const rounded = Math.round(value * scale) / scale;
  return rounded === 0 ? 0 : rounded;
};

interface Valuation {
  price: number;
  delta: number;
  gamma: number;
  theta: number;
  vega: number;
}

/** Black–Scholes value and greeks: theta per calendar day, vega per 0.01 of volatility. */
function blackScholes(type: 'Call' | 'Put', spot: number, strike: number, years: number, sigma: number): Valuation {
  const root = Math.sqrt(years);
  const d1 = (Math.log(spot / strike) + (RATE + (sigma * sigma) / 2) * years) / (sigma * root);
  const d2 = d1 - sigma * root;
  const discount = strike * Math.exp(-RATE * years);
  const decay = -(spot * pdf(d1) * sigma) / (2 * root);
  const call = type === 'Call';
  return {
    price: call ? spot * cdf(d1) - discount * cdf(d2) : discount * cdf(-d2) - spot * cdf(-d1),
    delta: call ? cdf(d1) : cdf(d1) - 1,
    gamma: pdf(d1) / (spot * sigma * root),
    theta: (call ? decay - RATE * discount * cdf(d2) : decay + RATE * discount * cdf(-d2)) / 365,
    vega: (spot * pdf(d1) * root) / 100,
  };
}

interface ContractPlan {
  occ: string;
  underlying: string;
  type: 'Call' | 'Put';
  style: string;
  strike: number;
  expiration: IsoDate;
}

interface SnapshotPlan {
  occ: string;
  observedAt: Date;
  snapshotDate: IsoDate | null;
  bar: { open: number; high: number; low: number; close: number; volume: number; vwap: number } | null;
  iv: number;
  openInterest: number;
  openInterestDate: IsoDate | null;
  greeks: Omit<Valuation, 'price'>;
  bid: number | null;
  ask: number | null;
  quoteAsOf: Date | null;
}

interface Generated {
  contracts: ContractPlan[];
  runs: { underlying: string; expiration: IsoDate; observedAt: Date }[];
  snapshots: SnapshotPlan[];
}

/** One run of one expiration: contracts on every strike, and their snapshots unless the run is empty. */
function chainRun(out: Generated, u: Underlying, spot: number, session: IsoDate, expiration: IsoDate, strikes: number, empty: boolean, random: Random): void {
  const step = strikeStep(spot);
  const centre = Math.round(spot / step) * step;
  const observedAt = zonedInstant(session, '16:15', NEW_YORK);
  const years = Math.max(1, (Date.parse(expiration) - Date.parse(session)) / 86_400_000) / 365;
  out.runs.push({ underlying: u.ticker, expiration, observedAt });
  for (let k = -strikes; k <= strikes; k++) {
    const strike = centre + k * step;
    if (strike <= 0) continue;
    for (const type of ['Call', 'Put'] as const) {
      const occ = occSymbol(u.root, expiration, type, strike);
      out.contracts.push({ occ, underlying: u.ticker, type, style: u.style, strike, expiration });
      if (empty) continue;
      const i = out.snapshots.length;
      const moneyness = Math.log(strike / spot);
      const sigma = Math.max(0.05, u.iv + 0.3 * moneyness * moneyness - 0.08 * moneyness + 0.004 * random.normal());
      const value = blackScholes(type, spot, strike, years, sigma);
      const theo = Math.max(0.01, value.price);
      const open = theo * (1 + 0.04 * random.normal());
      const close = round(theo, 2) || 0.01;
      const high = Math.max(open, close) * (1 + 0.03 * random.uniform());
      const low = Math.max(0.01, Math.min(open, close) * (1 - 0.03 * random.uniform()));
      const noBar = i % 17 === 8;
      const spread = Math.max(0.01, round(theo * 0.03, 2));
      out.snapshots.push({
        occ,
        observedAt,
        snapshotDate: noBar ? null : session,
        bar: noBar
          ? null
          : { open: round(open, 2) || 0.01, high: round(high, 2), low: round(low, 2) || 0.01, close, volume: random.int(1, 4000), vwap: round((high + low + close) / 3, 2) },
        iv: round(sigma, 4),
        openInterest: random.int(0, 25_000),
        openInterestDate: i % 9 === 4 ? null : i % 10 === 0 ? session : previousWeekday(session),
        greeks: { delta: round(value.delta, 4), gamma: round(value.gamma, 4), theta: round(value.theta, 4), vega: round(value.vega, 4) },
        bid: i % 11 === 5 || i % 13 === 6 ? null : Math.max(0, round(theo - spread / 2, 2)),
        ask: i % 11 === 5 ? null : round(theo + spread / 2, 2),
        quoteAsOf: i % 7 === 3 ? null : new Date(zonedInstant(session, '15:59', NEW_YORK).getTime() + random.int(0, 59_000)),
      });
    }
  }
}

/** Every row of the sample chains for `asOf`, given each ticker's newest close and its session. */
export function generateOptions(asOf: IsoDate, closes: ReadonlyMap<string, { close: number; date: IsoDate }>): Generated {
  const out: Generated = { contracts: [], runs: [], snapshots: [] };
  for (const u of UNDERLYINGS) {
    const random = new Random(`options|${u.ticker}|${asOf}`);
    const newest = closes.get(u.ticker);
    const spot = newest?.close ?? u.fallbackPrice;
    const session = newest?.date ?? asOf;
    if (u.expired === true) {
      const expired = expirationOnOrAfter(addDays(asOf, -21));
      chainRun(out, u, spot, previousWeekday(expired), expired, 2, false, random);
    }
    for (const index of u.expirations) {
      const expiration = expirationOnOrAfter(addDays(asOf, EXPIRY_OFFSETS[index]!));
      chainRun(out, u, spot, session, expiration, 7, index === u.emptyRun, random);
    }
  }
  return out;
}

const instant = (at: Date): DuckDBTimestampValue => new DuckDBTimestampValue(BigInt(at.getTime()) * 1000n);

function appendNumber(a: Parameters<Parameters<typeof append>[2]>[0], value: number | null | undefined): void {
  if (value === null || value === undefined) a.appendNull();
  else a.appendDouble(value);
}

async function load(tx: WriteTx, asOf: IsoDate, p: Provenance): Promise<void> {
  const rows = await tx.all<{ ticker: string; close: number; date: string }>(
    'SELECT ticker, arg_max(close, date) AS close, max(date) AS date FROM prices WHERE volume > 0 GROUP BY ticker',
  );
  const generated = generateOptions(asOf, new Map(rows.map((r) => [r.ticker, { close: r.close, date: r.date }])));
  const at = timestamp(p);
  // One statement rather than the appender: a store upgraded to the options tables may hold the row already.
  await tx.run(
    `INSERT INTO listings VALUES (?, NULL, ?, ?, ?, 'Stock', 'USD', false, 'sample', NULL, make_timestamp(CAST(? AS BIGINT)))
     ON CONFLICT DO NOTHING`,
    [DELISTED_OPTIONS_LISTING.ticker, DELISTED_OPTIONS_LISTING.ticker, DELISTED_OPTIONS_LISTING.name, DELISTED_OPTIONS_LISTING.name, p.capturedAt.getTime() * 1000],
  );
  const runAt = new Map(generated.runs.map((r) => [`${r.underlying}|${r.expiration}`, r.observedAt]));
  await append(tx, 'option_contracts', (a) => {
    for (const c of generated.contracts) {
      a.appendVarchar(c.occ);
      a.appendVarchar(c.underlying);
      a.appendVarchar(c.type);
      a.appendVarchar(c.style);
      a.appendDouble(c.strike);
      a.appendDate(dateValue(c.expiration));
      a.appendInteger(100);
      a.appendBoolean(true);
      a.appendTimestamp(instant(runAt.get(`${c.underlying}|${c.expiration}`)!));
      provenance(a, at);
      a.endRow();
    }
  });
  await append(tx, 'option_snapshot_runs', (a) => {
    for (const r of generated.runs) {
      a.appendVarchar(r.underlying);
      a.appendDate(dateValue(r.expiration));
      a.appendTimestamp(instant(r.observedAt));
      provenance(a, at);
      a.endRow();
    }
  });
  await append(tx, 'option_snapshots', (a) => {
    for (const s of generated.snapshots) {
      a.appendVarchar(s.occ);
      a.appendTimestamp(instant(s.observedAt));
      if (s.snapshotDate === null) a.appendNull();
      else a.appendDate(dateValue(s.snapshotDate));
      appendNumber(a, s.bar?.open);
      appendNumber(a, s.bar?.high);
      appendNumber(a, s.bar?.low);
      appendNumber(a, s.bar?.close);
      if (s.bar === null) a.appendNull();
      else a.appendBigInt(BigInt(s.bar.volume));
      appendNumber(a, s.bar?.vwap);
      a.appendDouble(s.iv);
      a.appendBigInt(BigInt(s.openInterest));
      if (s.openInterestDate === null) a.appendNull();
      else a.appendDate(dateValue(s.openInterestDate));
      a.appendDouble(s.greeks.delta);
      a.appendDouble(s.greeks.gamma);
      a.appendDouble(s.greeks.theta);
      a.appendDouble(s.greeks.vega);
      appendNumber(a, s.bid);
      appendNumber(a, s.ask);
      if (s.quoteAsOf === null) a.appendNull();
      else a.appendTimestamp(instant(s.quoteAsOf));
      provenance(a, at);
      a.endRow();
    }
  });
}

export const optionsSample: FamilySample = { name: 'options', since: 3, load };
