/**
 * The mark of each instrument (spec: "Mark source of a position"), in the listing currency's major units.
 *
 * - Stock, `SettledClose`: the newest settled bar of the listing (`../prices/settled-bars.ts`: the same rule
 *   as `/v1/prices/latest`) with positive volume and a positive close; markAsOf is that bar's session. One set-based query for every stock of the portfolio.
 * - Stock, `LiveQuote`: a US listing only, when the caller's plan sees live readings and the bus holds one
 *   whose session is NEWER than the settled close; markAsOf is that session. Once the official bar of that
 *   day is stored, the settled close takes over again. A non-US listing is marked at its settled close only.
 * - Option, `OptionDailyClose`: the contract's own newest stored daily close; markAsOf is the session the
 *   provider dated it with, null when it did not (never today).
 * - Otherwise no mark: markSource null and a reason. No price is ever reported as zero: a zero or negative
 *   reading is no reading.
 *
 * Bound: option marks are one lookup each, so a pass looks up at most `MAX_OPTION_MARKS` contracts (held
 * ones first, then watched ones); the rest are reported unpriced with the bound as the reason, and the
 * valuation's `coverageNote` says so. Stock marks have no bound (one query for all).
 */
import type { IsoDate } from '../../core/dates';
import type { EngineContext } from '../context';
import { majorUnits, toDecimal, type Decimal } from '../money';
import { optionDailyClose } from '../options/reference';
import { SETTLED_WANTED, settledBinds, type SettledListing } from '../prices/settled-bars';
import { quoteFor, viewFor } from '../quotes/view';
import type { InstrumentFacts } from './holdings';
import type { MarkSource } from './valuation-schemas';

/** Option contracts a valuation pass looks up at most (each is one lookup). Held options come first. */
export const MAX_OPTION_MARKS = 250;

export type Mark =
  | { source: MarkSource; perUnit: Decimal; asOf: IsoDate | null }
  | { source: null; reason: string; boundStopped: boolean };

// A bar dated after its exchange's settled-through date belongs to a session still trading: not a close.
const SETTLED = `
WITH ${SETTLED_WANTED}
SELECT p.ticker, max(p.date) AS date, CAST(arg_max(p.close, p.date) AS VARCHAR) AS close
FROM prices p JOIN wanted w ON p.ticker = w.ticker
WHERE p.volume > 0 AND p.close > 0 AND p.date <= w.settled_through
GROUP BY p.ticker`;

interface SettledRow {
  ticker: string;
  date: IsoDate;
  close: string;
}

const unpriced = (reason: string, boundStopped = false): Mark => ({ source: null, reason, boundStopped });

/** The newest settled close of each listing, by ticker. */
async function settledCloses(ctx: EngineContext, listings: readonly SettledListing[]): Promise<Map<string, SettledRow>> {
  if (listings.length === 0) return new Map();
  const rows = await ctx.store.all<SettledRow>(SETTLED, settledBinds(ctx, listings));
  return new Map(rows.map((r) => [r.ticker, r]));
}

/** A live reading of a newer session than `settledDate`, in the caller's plan view; undefined when none. */
function newerLiveReading(ctx: EngineContext, ticker: string, settledDate: IsoDate | null): { price: number; session: IsoDate } | undefined {
  const view = viewFor(ctx.caller.plan);
  if (ctx.quotes === undefined || view === null) return undefined;
  const quote = quoteFor(ctx.quotes, view, ticker, ctx.clock.now());
  if (quote === undefined || !(quote.price > 0)) return undefined;
  if (settledDate !== null && quote.sessionDate <= settledDate) return undefined;
  return { price: quote.price, session: quote.sessionDate };
}

function stockMark(ctx: EngineContext, facts: InstrumentFacts, settled: SettledRow | undefined): Mark {
  if (facts.currency === null) return unpriced(`No listing is stored under ${facts.ticker}, so it cannot be priced.`);
  const live = facts.mic === null ? newerLiveReading(ctx, facts.ticker, settled?.date ?? null) : undefined;
  if (live !== undefined) {
    return { source: 'LiveQuote', perUnit: majorUnits(toDecimal(live.price), facts.currency).amount, asOf: live.session };
  }
  if (settled !== undefined) {
    return { source: 'SettledClose', perUnit: majorUnits(toDecimal(settled.close), facts.currency).amount, asOf: settled.date };
  }
  const why = facts.mic === null ? ' and no live reading is available' : ' (a non-US listing is marked at its settled close only)';
  return unpriced(`No settled close with positive volume is stored for ${facts.ticker}${why}.`);
}

async function optionMark(ctx: EngineContext, occ: string): Promise<Mark> {
  const close = await optionDailyClose(ctx, occ);
  if (close === null || !(close.close > 0)) return unpriced(`No daily close is stored for option contract ${occ}.`);
  return { source: 'OptionDailyClose', perUnit: toDecimal(close.close), asOf: close.snapshotDate };
}

/** Identifies an instrument among the facts: `stock:AAPL`, `option:AAPL261218C00150000` (see `instrumentKey`). */
export type InstrumentId = string;

/**
 * Marks of `instruments` (in priority order: held before watched), by the same keys. Option lookups past
 * `maxOptionMarks` are not made; those instruments come back unpriced with `boundStopped` true.
 */
export async function markInstruments(
  ctx: EngineContext,
  instruments: readonly [InstrumentId, InstrumentFacts][],
  maxOptionMarks = MAX_OPTION_MARKS,
): Promise<Map<InstrumentId, Mark>> {
  const stocks = new Map(instruments.filter(([, f]) => f.kind === 'Stock').map(([, f]) => [f.ticker, { key: f.ticker, mic: f.mic }]));
  const settled = await settledCloses(ctx, [...stocks.values()]);
  let optionLookups = 0;
  const marks = instruments.map(([id, facts]): [InstrumentId, Mark | Promise<Mark>] => {
    if (facts.kind === 'Stock') return [id, stockMark(ctx, facts, settled.get(facts.ticker))];
    if (facts.occ === null) return [id, unpriced('The option lot names no contract symbol.')];
    if (optionLookups >= maxOptionMarks) {
      return [id, unpriced(`Not priced in this pass: a valuation looks up at most ${maxOptionMarks} option contracts.`, true)];
    }
    optionLookups++;
    return [id, optionMark(ctx, facts.occ)];
  });
  // The option lookups run side by side on the store's reader connections.
  return new Map(await Promise.all(marks.map(async ([id, mark]) => [id, await mark] as const)));
}
