/**
 * The listings of the synthetic sample set and the knobs of each series. Price levels are the closes the
 * series reaches on the as-of date (on the current share basis); everything before is a random walk that
 * ends there, so the levels look familiar whatever the as-of date.
 */

export type ListingKind = 'Stock' | 'ETF';

export interface DividendPlan {
  /** Newest per-share amount in the listing's currency; earlier years step down by `DIVIDEND_GROWTH`. */
  amount: number;
  /** Payments per year: 4 (quarterly) or 2 (half-yearly). */
  perYear: 4 | 2;
  /** Days from the as-of date to the newest ex-date of the schedule; positive means declared, still ahead. */
  anchorDays: number;
}

export interface SplitPlan {
  numerator: number;
  denominator: number;
  /** When the split took effect: this many sessions before the newest bar, or this many days after as-of. */
  at: { sessionsBeforeNewest: number } | { daysAfterAsOf: number };
  /**
   * Basis of the stored bars before the split: `old` generates them unrestated so reconciliation has to
   * restate them; `new` stores them as an upstream source that already restated would.
   */
  storedBasis: 'old' | 'new';
}

export interface ListingPlan {
  ticker: string;
  mic: string | null;
  symbol: string;
  name: string;
  issuer: string;
  kind: ListingKind;
  currency: string;
  /** Close on the newest bar. */
  price: number;
  /** Annualised volatility of daily log returns. */
  volatility: number;
  /** Typical shares traded per session. */
  volume: number;
  /** Decimals prices are quoted in. */
  decimals: number;
  /** `full` ≈ three years of sessions; a number = only that many newest sessions; `none` = no bars at all. */
  history: 'full' | number | 'none';
  /** Weekday sessions instead of NYSE trading days (a non-US exchange). */
  weekdaySessions?: boolean;
  /** Shares the market draws of this ticker (share classes of one issuer move together, never identically). */
  twinOf?: string;
  dividend?: DividendPlan;
  split?: SplitPlan;
}

/** Yearly raise applied backwards to dividend amounts. */
export const DIVIDEND_GROWTH = 0.05;

const us = (
  ticker: string,
  name: string,
  issuer: string,
  price: number,
  volatility: number,
  volume: number,
  extra: Partial<ListingPlan> = {},
): ListingPlan => ({
  ticker, mic: null, symbol: ticker, name, issuer, kind: 'Stock', currency: 'USD',
  price, volatility, volume, decimals: 2, history: 'full', ...extra,
});

const quarterly = (amount: number, anchorDays: number): DividendPlan => ({ amount, perYear: 4, anchorDays });

export const CATALOGUE: readonly ListingPlan[] = [
  us('AAPL', 'Apple Inc.', 'Apple Inc.', 230, 0.27, 52_000_000, { dividend: quarterly(0.26, 10) }),
  us('MSFT', 'Microsoft Corporation', 'Microsoft Corporation', 420, 0.24, 21_000_000, { dividend: quarterly(0.83, -22) }),
  us('NVDA', 'NVIDIA Corporation', 'NVIDIA Corporation', 145, 0.5, 240_000_000, {
    dividend: quarterly(0.01, -30),
    split: { numerator: 4, denominator: 1, at: { sessionsBeforeNewest: 150 }, storedBasis: 'old' },
  }),
  us('AMZN', 'Amazon.com, Inc.', 'Amazon.com, Inc.', 190, 0.32, 41_000_000),
  us('GOOGL', 'Alphabet Inc. Class A', 'Alphabet Inc.', 170, 0.3, 28_000_000, { dividend: quarterly(0.21, -12) }),
  us('GOOG', 'Alphabet Inc. Class C', 'Alphabet Inc.', 172, 0.3, 19_000_000, { twinOf: 'GOOGL', dividend: quarterly(0.21, -12) }),
  us('META', 'Meta Platforms, Inc.', 'Meta Platforms, Inc.', 560, 0.36, 14_000_000, { dividend: quarterly(0.53, -40) }),
  us('TSLA', 'Tesla, Inc.', 'Tesla, Inc.', 250, 0.55, 95_000_000, {
    split: { numerator: 3, denominator: 1, at: { sessionsBeforeNewest: 560 }, storedBasis: 'old' },
  }),
  us('BRK-A', 'Berkshire Hathaway Inc. Class A', 'Berkshire Hathaway Inc.', 700_000, 0.16, 260),
  us('BRK-B', 'Berkshire Hathaway Inc. Class B', 'Berkshire Hathaway Inc.', 470, 0.16, 3_900_000, { twinOf: 'BRK-A' }),
  us('JPM', 'JPMorgan Chase & Co.', 'JPMorgan Chase & Co.', 220, 0.22, 9_000_000, { dividend: quarterly(1.25, -48) }),
  us('XOM', 'Exxon Mobil Corporation', 'Exxon Mobil Corporation', 115, 0.24, 15_000_000, { dividend: quarterly(0.99, -35) }),
  us('JNJ', 'Johnson & Johnson', 'Johnson & Johnson', 155, 0.16, 7_000_000, { dividend: quarterly(1.24, -52) }),
  us('PG', 'The Procter & Gamble Company', 'The Procter & Gamble Company', 165, 0.16, 6_500_000, { dividend: quarterly(1.01, -27) }),
  us('KO', 'The Coca-Cola Company', 'The Coca-Cola Company', 63, 0.15, 13_000_000, { dividend: quarterly(0.51, -60) }),
  us('WMT', 'Walmart Inc.', 'Walmart Inc.', 80, 0.2, 17_000_000, {
    dividend: quarterly(0.21, -18),
    split: { numerator: 3, denominator: 2, at: { sessionsBeforeNewest: 100 }, storedBasis: 'new' },
  }),
  us('V', 'Visa Inc. Class A', 'Visa Inc.', 280, 0.2, 6_000_000, { dividend: quarterly(0.59, -44) }),
  us('MA', 'Mastercard Incorporated', 'Mastercard Incorporated', 480, 0.21, 2_700_000, { dividend: quarterly(0.66, -25) }),
  us('HD', 'The Home Depot, Inc.', 'The Home Depot, Inc.', 390, 0.22, 3_400_000, { dividend: quarterly(2.25, -15) }),
  us('UNH', 'UnitedHealth Group Incorporated', 'UnitedHealth Group Incorporated', 520, 0.25, 3_800_000, { dividend: quarterly(2.1, -33) }),
  us('LLY', 'Eli Lilly and Company', 'Eli Lilly and Company', 850, 0.3, 3_100_000, { dividend: quarterly(1.3, -55) }),
  us('AVGO', 'Broadcom Inc.', 'Broadcom Inc.', 170, 0.42, 27_000_000, { dividend: quarterly(0.53, -41) }),
  us('COST', 'Costco Wholesale Corporation', 'Costco Wholesale Corporation', 900, 0.2, 2_000_000, {
    dividend: quarterly(1.16, -38),
    split: { numerator: 2, denominator: 1, at: { daysAfterAsOf: 20 }, storedBasis: 'new' },
  }),
  us('PEP', 'PepsiCo, Inc.', 'PepsiCo, Inc.', 160, 0.16, 5_500_000, { dividend: quarterly(1.36, -8) }),
  us('DIS', 'The Walt Disney Company', 'The Walt Disney Company', 100, 0.27, 9_500_000, { dividend: { amount: 0.5, perYear: 2, anchorDays: -70 } }),
  us('BF-A', 'Brown-Forman Corporation Class A', 'Brown-Forman Corporation', 41, 0.24, 200_000, { history: 'none' }),
  us('BF-B', 'Brown-Forman Corporation Class B', 'Brown-Forman Corporation', 40, 0.24, 2_500_000, { dividend: quarterly(0.22, -50) }),
  us('CRCL', 'Circle Internet Group, Inc.', 'Circle Internet Group, Inc.', 120, 0.8, 18_000_000, { history: 150 }),
  us('SPY', 'SPDR S&P 500 ETF Trust', 'State Street Global Advisors', 570, 0.15, 60_000_000, { kind: 'ETF', dividend: quarterly(1.75, -63) }),
  us('QQQ', 'Invesco QQQ Trust, Series 1', 'Invesco', 490, 0.2, 35_000_000, { kind: 'ETF', dividend: quarterly(0.68, -63) }),
  {
    ticker: 'XLON:VOD', mic: 'XLON', symbol: 'VOD', name: 'Vodafone Group Plc', issuer: 'Vodafone Group Plc',
    kind: 'Stock', currency: 'GBP', price: 0.7, volatility: 0.24, volume: 95_000_000, decimals: 4,
    history: 'full', weekdaySessions: true, dividend: { amount: 0.0225, perYear: 2, anchorDays: -45 },
  },
];

/** Tickers that carry a deliberate case the rules must handle (see the list in `./index.ts`). */
export const CASES = {
  carryForward: 'KO',
  skippedPriorSession: 'XOM',
  noReadings: 'BF-A',
} as const;
