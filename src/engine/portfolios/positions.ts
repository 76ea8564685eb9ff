/**
 * The arithmetic of lots and positions, as pure functions over exact decimals (the money module's one
 * representation). Nothing is rounded here: amounts stay exact until the response turns them
 * into JSON numbers (`./valuation-render.ts`), so a sum is always the sum of exact parts, rounded once.
 *
 * Per lot (multiplier = sharesPerContract for an option, 1 for a stock; quantity signed):
 *   costBasis        = quantity × costPerUnit × multiplier
 *   marketValue      = quantity × mark × multiplier                       (open lots, when priced)
 *   unrealizedGain   = marketValue − costBasis
 *   realizedGain     = quantity × (closePricePerUnit − costPerUnit) × multiplier   (closed lots)
 *   converted cost   = costBasis × purchase rate
 *   converted value  = marketValue × latest rate
 *   converted realized = quantity × closePricePerUnit × multiplier × close rate − converted cost
 * A short (negative quantity) thus has a negative cost (the premium or proceeds received) and a negative
 * value (the cost of buying it back), and every formula holds for it unchanged.
 */
import type { Rate } from '../fx/rates';
import { sum, toDecimal, ZERO, type Decimal } from '../money';
import type { Mark } from './marks';

/** The exact facts of one lot. */
export interface LotInput {
  quantity: Decimal;
  costPerUnit: Decimal;
  multiplier: Decimal;
  closePricePerUnit: Decimal | null;
  purchase: Rate | null;
  close: Rate | null;
}

/** The exact amounts of one lot; null where the rules leave a field null. */
export interface LotAmounts {
  isOpen: boolean;
  costBasis: Decimal;
  marketValue: Decimal | null;
  unrealizedGain: Decimal | null;
  realizedGain: Decimal | null;
  convertedCostBasis: Decimal | null;
  convertedMarketValue: Decimal | null;
  convertedUnrealizedGain: Decimal | null;
  convertedRealizedGain: Decimal | null;
}

const times = (a: Decimal | null, b: Decimal | null): Decimal | null => (a === null || b === null ? null : a.times(b));
const minus = (a: Decimal | null, b: Decimal | null): Decimal | null => (a === null || b === null ? null : a.minus(b));

/** The amounts of one lot, marked at `mark` (per unit, listing currency) and valued at the `latest` rate. */
export function lotAmounts(lot: LotInput, mark: Decimal | null, latest: Rate | null): LotAmounts {
  const units = lot.quantity.times(lot.multiplier);
  const costBasis = units.times(lot.costPerUnit);
  const convertedCostBasis = times(costBasis, lot.purchase?.rate ?? null);
  if (lot.closePricePerUnit === null) {
    const marketValue = times(units, mark);
    const convertedMarketValue = times(marketValue, latest?.rate ?? null);
    return {
      isOpen: true,
      costBasis,
      marketValue,
      unrealizedGain: minus(marketValue, costBasis),
      realizedGain: null,
      convertedCostBasis,
      convertedMarketValue,
      convertedUnrealizedGain: minus(convertedMarketValue, convertedCostBasis),
      convertedRealizedGain: null,
    };
  }
  const proceeds = units.times(lot.closePricePerUnit);
  return {
    isOpen: false,
    costBasis,
    marketValue: null,
    unrealizedGain: null,
    realizedGain: proceeds.minus(costBasis),
    convertedCostBasis,
    convertedMarketValue: null,
    convertedUnrealizedGain: null,
    convertedRealizedGain: minus(times(proceeds, lot.close?.rate ?? null), convertedCostBasis),
  };
}

/** The exact amounts of one position: sums over its OPEN lots. */
export interface PositionAmounts {
  quantity: Decimal;
  costBasis: Decimal;
  /** costBasis per share (per share of the underlying for an option); null only when the open lots net to zero. */
  averageCostPerUnit: Decimal | null;
  marketValue: Decimal | null;
  unrealizedGain: Decimal | null;
  convertedCostBasis: Decimal | null;
  convertedMarketValue: Decimal | null;
  convertedUnrealizedGain: Decimal | null;
  hasOpenLots: boolean;
}

/** Sum of `values`, or null when any is null. */
function sumOrNull(values: readonly (Decimal | null)[]): Decimal | null {
  return values.some((v) => v === null) ? null : sum(values as Decimal[]);
}

/**
 * Rolls up the open lots of one instrument. A position is priced when its mark is (then its value is the
 * sum of its open lots' values, zero when none is open); its converted fields are null as soon as one open
 * lot's converted figure is.
 */
export function positionAmounts(open: readonly { input: LotInput; amounts: LotAmounts }[], priced: boolean, multiplier: Decimal): PositionAmounts {
  const quantity = sum(open.map((l) => l.input.quantity));
  const costBasis = sum(open.map((l) => l.amounts.costBasis));
  const units = quantity.times(multiplier);
  const marketValue = priced ? sumOrNull(open.map((l) => l.amounts.marketValue)) : null;
  const convertedCostBasis = sumOrNull(open.map((l) => l.amounts.convertedCostBasis));
  const convertedMarketValue = priced ? sumOrNull(open.map((l) => l.amounts.convertedMarketValue)) : null;
  return {
    quantity,
    costBasis,
    averageCostPerUnit: units.eq(0) ? null : costBasis.div(units),
    marketValue,
    unrealizedGain: minus(marketValue, costBasis),
    convertedCostBasis,
    convertedMarketValue,
    convertedUnrealizedGain: minus(convertedMarketValue, convertedCostBasis),
    hasOpenLots: open.length > 0,
  };
}

/**
 * The amounts of a position that cannot be converted as a whole (Portfolio rule 12): every converted
 * figure null together, so a position never shows a converted value next to an unconverted cost (or the
 * reverse), and never enters a converted total half-way.
 */
export function withoutConversion(a: PositionAmounts): PositionAmounts {
  return { ...a, convertedCostBasis: null, convertedMarketValue: null, convertedUnrealizedGain: null };
}

/** The per-unit mark as a decimal, or null when unpriced. */
export const markValue = (mark: Mark): Decimal | null => (mark.source === null ? null : mark.perUnit);

/** Exact portfolio totals in the portfolio currency (see the valuation shape for what each covers). */
export interface Totals {
  costBasis: Decimal;
  marketValue: Decimal;
  unrealizedGain: Decimal;
  /** Converted cost of the positions whose unrealized gain is in `unrealizedGain`. */
  gainCostBasis: Decimal;
  realizedGain: Decimal;
  unconvertedClosedLotCount: number;
  unvaluedPositionCount: number;
  unconvertedPositionCount: number;
}

/** Adds up the totals from exact position and lot amounts. */
export function totals(
  positions: readonly { amounts: PositionAmounts; priced: boolean; unconverted: boolean }[],
  lots: readonly LotAmounts[],
): Totals {
  const open = lots.filter((l) => l.isOpen);
  const closed = lots.filter((l) => !l.isOpen);
  const gained = positions.filter((p) => p.amounts.convertedUnrealizedGain !== null);
  return {
    costBasis: sum(open.flatMap((l) => (l.convertedCostBasis === null ? [] : [l.convertedCostBasis]))),
    marketValue: sum(positions.flatMap((p) => (p.amounts.convertedMarketValue === null ? [] : [p.amounts.convertedMarketValue]))),
    unrealizedGain: sum(gained.map((p) => p.amounts.convertedUnrealizedGain ?? ZERO)),
    gainCostBasis: sum(gained.map((p) => p.amounts.convertedCostBasis ?? ZERO)),
    realizedGain: sum(closed.flatMap((l) => (l.convertedRealizedGain === null ? [] : [l.convertedRealizedGain]))),
    unconvertedClosedLotCount: closed.filter((l) => l.convertedRealizedGain === null).length,
    unvaluedPositionCount: positions.filter((p) => p.amounts.hasOpenLots && !p.priced).length,
    unconvertedPositionCount: positions.filter((p) => p.unconverted).length,
  };
}

/** The one decimal of a stored value; a defect (500) if the store holds something else. */
export const stored = (text: string): Decimal => toDecimal(text);
