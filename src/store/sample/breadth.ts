/**
 * The breadth listings of the sample set: {@link BREADTH_COUNT} synthetic US operating companies, tickers
 * `SX001`… and names `Sample Company 001, Inc.`…, so that measures ranking a listing against the market
 * (the short-squeeze percentiles above all) rank it among hundreds, as on real data, and not among the
 * thirty named listings alone. Their digits set them apart from the named listings and from real symbols.
 *
 * Each has about a year and a half of daily bars (enough for a 52-week range, a year of short interest and
 * the daily short volume), a small or mid market capitalisation (well below the named companies, so no
 * index forecast ranks one in) and company facts giving its shares outstanding under a CIK above SEC's
 * range. They have no ticks, dividends, splits or earnings: the deliberate cases live on the named listings.
 * The plans depend on nothing but their number, so the same ticker is the same company at every as-of date.
 */
import { CATALOGUE, type ListingPlan } from './catalogue';
import { Random } from './random';

export const BREADTH_COUNT = 300;
/** Sessions of bars each breadth listing has. */
const BREADTH_SESSIONS = 380;
/** CIKs of the breadth companies start above every CIK SEC has assigned (about 2.1 million in 2026). */
const BREADTH_CIK_BASE = 9_900_000;

export interface BreadthCompany {
  plan: ListingPlan;
  cik: number;
  /** Shares outstanding, as the company's latest facts report them. */
  shares: number;
}

/** Log-uniform draw between `low` and `high`. */
const logUniform = (rng: Random, low: number, high: number): number => low * Math.exp(Math.log(high / low) * rng.uniform());

function breadthCompany(n: number): BreadthCompany {
  const rng = new Random(`breadth|${n}`);
  const number = String(n).padStart(3, '0');
  const price = Number(logUniform(rng, 2, 180).toFixed(2));
  const marketCap = logUniform(rng, 1.5e8, 1.2e10);
  const shares = Math.round(marketCap / price / 1000) * 1000;
  // Daily turnover of 0.2%–2.5% of the shares outstanding.
  const volume = Math.round(shares * logUniform(rng, 0.002, 0.025));
  const volatility = Number((0.25 + 0.7 * rng.uniform()).toFixed(2));
  const name = `Sample Company ${number}, Inc.`;
  const plan: ListingPlan = {
    ticker: `SX${number}`, mic: null, symbol: `SX${number}`, name, issuer: name, kind: 'Stock', currency: 'USD',
    price, volatility, volume, decimals: 2, history: BREADTH_SESSIONS,
  };
  return { plan, cik: BREADTH_CIK_BASE + n, shares };
}

export const BREADTH: readonly BreadthCompany[] = Array.from({ length: BREADTH_COUNT }, (_, i) => breadthCompany(i + 1));

/** Every listing of the sample: the named ones with their deliberate cases, then the breadth listings. */
export const SAMPLE_LISTINGS: readonly ListingPlan[] = [...CATALOGUE, ...BREADTH.map((b) => b.plan)];

const breadthTickers = new Set(BREADTH.map((b) => b.plan.ticker));
/** Whether a ticker is one of the breadth listings. */
export const isBreadth = (ticker: string): boolean => breadthTickers.has(ticker);
