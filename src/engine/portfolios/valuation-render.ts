/**
 * Exact valuation amounts become the response here, rounded once by the money module: money to the minor
 * unit of its currency (listing currency for a lot's or position's own figures, portfolio currency for the
 * converted ones and the totals), percentages to 2 decimals, rates as published. Stored quantities, costs
 * and prices pass through unchanged (they have at most 12 decimals).
 */
import type { IsoDate } from '../../core/dates';
import { MAX_RATE_AGE_DAYS, renderRate, type Rate } from '../fx/rates';
import { moneyNumber, percentOf, rateNumber, toJsonNumber, type Decimal } from '../money';
import type { ReachedPortfolio } from './access';
import type { InstrumentFacts, LotRow } from './holdings';
import type { Mark } from './marks';
import type { LotAmounts, LotInput, PositionAmounts, Totals } from './positions';
import type { Lot, PortfolioValuation, Position, WatchRow } from './valuation-schemas';

/** Decimal places of a stored quantity, cost or price (the DECIMAL(38, 12) columns). */
const STORED_PLACES = 12;

/** Decimal places of a per-unit average cost: finer than any quoted price, so it never hides a tick. */
const AVERAGE_PLACES = 6;

export interface PricedLot {
  key: string;
  row: LotRow;
  facts: InstrumentFacts;
  currency: string;
  input: LotInput;
  amounts: LotAmounts;
}

export interface PricedPosition {
  key: string;
  facts: InstrumentFacts;
  mark: Mark;
  currency: string;
  lots: PricedLot[];
  amounts: PositionAmounts;
  latest: Rate | null;
  watchId: string | undefined;
}

const exact = (value: Decimal): number => toJsonNumber(value, STORED_PLACES);
const moneyOrNull = (value: Decimal | null, currency: string): number | null => (value === null ? null : moneyNumber(value, currency));
const percentOrNull = (part: Decimal | null, whole: Decimal | null): number | null =>
  part === null || whole === null ? null : percentOf(part, whole);

/** Identity fields: `ticker` is the symbol and `exchange` the market of a `MIC:TICKER` listing. */
function identity(facts: InstrumentFacts): Pick<Lot, 'instrumentKind' | 'ticker' | 'exchange' | 'name' | 'occTicker' | 'expirationDate' | 'strikePrice' | 'contractType' | 'sharesPerContract'> {
  const colon = facts.ticker.indexOf(':');
  return {
    instrumentKind: facts.kind,
    ticker: facts.symbol ?? (colon < 0 ? facts.ticker : facts.ticker.slice(colon + 1)),
    exchange: facts.mic ?? (colon < 0 ? null : facts.ticker.slice(0, colon)),
    name: facts.name ?? facts.ticker,
    occTicker: facts.kind === 'Option' ? facts.occ : null,
    expirationDate: facts.kind === 'Option' ? facts.expirationDate : null,
    strikePrice: facts.kind === 'Option' ? facts.strikePrice : null,
    contractType: facts.kind === 'Option' ? facts.contractType : null,
    sharesPerContract: facts.kind === 'Option' ? facts.sharesPerContract : null,
  };
}

function markFields(mark: Mark): Pick<Position, 'markPerUnit' | 'markSource' | 'markAsOf' | 'markUnavailableReason'> {
  if (mark.source === null) return { markPerUnit: null, markSource: null, markAsOf: null, markUnavailableReason: mark.reason };
  return { markPerUnit: exact(mark.perUnit), markSource: mark.source, markAsOf: mark.asOf, markUnavailableReason: null };
}

/** A lot as the response shows it; `target` is the portfolio currency. */
export function renderLot(lot: PricedLot, target: string): Lot {
  const { row, amounts: a, input, currency } = lot;
  const broker = row.fx_rate === null ? null : input.purchase;
  return {
    id: row.id,
    ...identity(lot.facts),
    quantity: exact(input.quantity),
    costPerUnit: exact(input.costPerUnit),
    costBasis: moneyNumber(a.costBasis, currency),
    currency,
    purchaseFxRate: broker === null ? null : rateNumber(broker.rate),
    purchaseFxCurrency: broker === null ? null : target,
    acquiredDate: row.acquired_date,
    note: row.note,
    closedDate: row.closed_date,
    closePricePerUnit: input.closePricePerUnit === null ? null : exact(input.closePricePerUnit),
    marketValue: moneyOrNull(a.marketValue, currency),
    unrealizedGain: moneyOrNull(a.unrealizedGain, currency),
    realizedGain: moneyOrNull(a.realizedGain, currency),
    convertedCostBasis: moneyOrNull(a.convertedCostBasis, target),
    convertedMarketValue: moneyOrNull(a.convertedMarketValue, target),
    convertedUnrealizedGain: moneyOrNull(a.convertedUnrealizedGain, target),
    convertedRealizedGain: moneyOrNull(a.convertedRealizedGain, target),
    purchaseRate: input.purchase === null ? null : renderRate(input.purchase),
    closeRate: input.close === null ? null : renderRate(input.close),
    isOpen: a.isOpen,
  };
}

/**
 * Why a position's converted fields are null for lack of a rate (Portfolio rule 12), or null when every
 * rate it needs exists. Only open lots matter: a closed lot's conversion shows in its own fields and in
 * `unconvertedClosedLotCount`.
 */
export function conversionUnavailableReason(p: PricedPosition, target: string): string | null {
  if (!p.amounts.hasOpenLots) return null;
  const pair = `${p.currency} to ${target}`;
  if (p.latest === null) return `No official ${pair} rate is stored, so the value is not converted (a rate is never guessed).`;
  const missing = p.lots.find((l) => l.amounts.isOpen && l.amounts.convertedCostBasis === null);
  if (missing !== undefined) {
    return `No official ${pair} rate on ${missing.row.acquired_date} or the ${MAX_RATE_AGE_DAYS} days before, the purchase date of lot ${missing.row.id}, and the lot has no fxRate: its cost is not converted (a rate is never guessed).`;
  }
  return null;
}

/** A position as the response shows it. */
export function renderPosition(p: PricedPosition, target: string, today: IsoDate): Position {
  const a = p.amounts;
  const expired = p.facts.kind === 'Option' && p.facts.expirationDate !== null && p.facts.expirationDate < today;
  return {
    ...identity(p.facts),
    quantity: exact(a.quantity),
    currency: p.currency,
    costBasis: moneyNumber(a.costBasis, p.currency),
    averageCostPerUnit: a.averageCostPerUnit === null ? null : toJsonNumber(a.averageCostPerUnit, AVERAGE_PLACES),
    ...markFields(p.mark),
    marketValue: moneyOrNull(a.marketValue, p.currency),
    unrealizedGain: moneyOrNull(a.unrealizedGain, p.currency),
    unrealizedGainPercent: percentOrNull(a.unrealizedGain, a.costBasis),
    expired,
    convertedCostBasis: moneyOrNull(a.convertedCostBasis, target),
    convertedMarketValue: moneyOrNull(a.convertedMarketValue, target),
    convertedUnrealizedGain: moneyOrNull(a.convertedUnrealizedGain, target),
    convertedUnrealizedGainPercent: percentOrNull(a.convertedUnrealizedGain, a.convertedCostBasis),
    conversionUnavailableReason: conversionUnavailableReason(p, target),
    ...(p.watchId === undefined ? {} : { watchId: p.watchId }),
    lots: p.lots.map((l) => renderLot(l, target)),
  };
}

/** A watched instrument that is not held: identity and mark, nothing else. */
export function renderWatch(watchId: string, facts: InstrumentFacts, mark: Mark): WatchRow {
  return { watchId, ...identity(facts), ...markFields(mark) };
}

/** The note of a pass that a bound stopped, or null when every instrument was looked up. */
export function coverageNote(marks: readonly Mark[], maxOptionMarks: number): string | null {
  const stopped = marks.filter((m) => m.source === null && m.boundStopped).length;
  if (stopped === 0) return null;
  return `This valuation looks up at most ${maxOptionMarks} option contracts (held ones first); ${stopped} more instrument(s) were not priced and are counted as unvalued or shown without a mark.`;
}

export interface ValuationParts {
  reached: ReachedPortfolio;
  asOfUtc: string;
  conversionRates: Rate[];
  totals: Totals;
  coverageNote: string | null;
  positions: Position[];
  closedLots: Lot[];
  watching: WatchRow[];
}

/** The whole response; every total is in the portfolio currency. */
export function renderValuation(parts: ValuationParts): PortfolioValuation {
  const { portfolio, access, sharedBy } = parts.reached;
  const t = parts.totals;
  const target = portfolio.currency;
  return {
    id: portfolio.id,
    name: portfolio.name,
    access,
    ...(sharedBy === null ? {} : { sharedBy }),
    asOfUtc: parts.asOfUtc,
    currency: target,
    conversionRates: parts.conversionRates.map(renderRate),
    costBasis: moneyNumber(t.costBasis, target),
    marketValue: moneyNumber(t.marketValue, target),
    unrealizedGain: moneyNumber(t.unrealizedGain, target),
    // A number, as the spec types it: 0 when the positions it covers have no cost (none held, none priced).
    unrealizedGainPercent: percentOf(t.unrealizedGain, t.gainCostBasis) ?? 0,
    realizedGain: moneyNumber(t.realizedGain, target),
    unconvertedClosedLotCount: t.unconvertedClosedLotCount,
    unvaluedPositionCount: t.unvaluedPositionCount,
    unconvertedPositionCount: t.unconvertedPositionCount,
    coverageNote: parts.coverageNote,
    positions: parts.positions,
    closedLots: parts.closedLots,
    watching: parts.watching,
  };
}
