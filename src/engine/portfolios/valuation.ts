/**
 * `GET /v1/portfolios/{id}`: the priced Portfolio valuation of a portfolio the caller reaches.
 *
 * One pass: read the lots, watches and instrument facts in one snapshot (`./holdings.ts`), mark every
 * instrument (`./marks.ts`), look up every rate (`./convert.ts`), compute exact amounts
 * (`./positions.ts`), and only then round them into the response (`./valuation-render.ts`).
 *
 * Positions roll lots up per instrument (a stock by listing, an option by OCC symbol), in the order their
 * first lot was added: one per HELD instrument (at least one open lot), carrying its open and closed lots.
 * An instrument whose lots are all closed is no longer held: its lots are listed in `closedLots`, so each
 * realized result stays visible, and a position never has a quantity of nothing to average. A watched
 * instrument that is also a position shows once, as the position with its `watchId`; `watching` lists the
 * other watches (a fully sold one among them), marks only. Watches never enter a total.
 *
 * A position converts as a whole or not at all (Portfolio rule 12): when a rate it needs is missing, all
 * its converted fields are null together and it stays out of every converted total but `costBasis`, which
 * the spec defines per lot.
 */
import type { EngineContext } from '../context';
import { majorCurrency, toDecimal, type Decimal } from '../money';
import { todayInNewYork } from '../windows';
import type { ReachedPortfolio } from './access';
import { conversionPlan, type ConversionPlan } from './convert';
import { instrumentKey, readHoldings, type InstrumentFacts, type LotRow } from './holdings';
import { markInstruments, MAX_OPTION_MARKS, type Mark } from './marks';
import { lotAmounts, markValue, positionAmounts, stored, totals, withoutConversion, type LotInput } from './positions';
import {
  conversionUnavailableReason, coverageNote, renderLot, renderPosition, renderValuation, renderWatch, type PricedLot, type PricedPosition,
} from './valuation-render';
import type { PortfolioValuation } from './valuation-schemas';

export interface ValuationOptions {
  /** Option contracts looked up at most in one pass (default `MAX_OPTION_MARKS`). */
  maxOptionMarks?: number;
}

/** The currency a lot of this instrument is kept in: the listing's, in major units; options are USD. */
function lotCurrency(facts: InstrumentFacts): string {
  if (facts.kind === 'Option') return 'USD';
  // A listing without a stored row cannot be priced anyway; its costs read in the conventions' default, USD.
  return majorCurrency(facts.currency ?? 'USD');
}

/** Shares per unit of quantity: the contract size of an option, 1 for a stock. */
function multiplierOf(facts: InstrumentFacts): Decimal {
  if (facts.kind === 'Stock') return toDecimal(1);
  if (facts.sharesPerContract === null) {
    // Terms are never parsed from the symbol; a held contract whose reference vanished cannot be valued.
    throw new Error(`Option contract ${facts.occ ?? '?'} is held but its reference is not stored.`);
  }
  return toDecimal(facts.sharesPerContract);
}

/** Exact amounts of every lot, marked at its instrument's mark and converted with the planned rates. */
function priceLots(lotFacts: readonly { row: LotRow; facts: InstrumentFacts }[], markOf: (key: string) => Mark, plan: ConversionPlan): PricedLot[] {
  return lotFacts.map(({ row, facts }, i) => {
    const key = instrumentKey(row);
    const currency = lotCurrency(facts);
    const rates = plan.lots[i] ?? { purchase: null, close: null };
    const input: LotInput = {
      quantity: stored(row.quantity),
      costPerUnit: stored(row.cost_per_unit),
      multiplier: multiplierOf(facts),
      closePricePerUnit: row.close_price_per_unit === null ? null : stored(row.close_price_per_unit),
      purchase: rates.purchase,
      close: rates.close,
    };
    return { key, row, facts, currency, input, amounts: lotAmounts(input, markValue(markOf(key)), plan.latest.get(currency) ?? null) };
  });
}

function factsFor(instruments: Map<string, InstrumentFacts>, key: string): InstrumentFacts {
  const facts = instruments.get(key);
  if (facts === undefined) throw new Error(`No instrument facts for ${key}`);
  return facts;
}

/** Values the portfolio `reached` as of the context's clock. */
export async function valuePortfolio(ctx: EngineContext, reached: ReachedPortfolio, options: ValuationOptions = {}): Promise<PortfolioValuation> {
  const { portfolio } = reached;
  const target = portfolio.currency;
  const today = todayInNewYork(ctx.clock);
  const holdings = await readHoldings(ctx, portfolio.id);

  // Instruments in priority order: held ones (first lot first), then watched ones not held.
  const openKeys = new Set(holdings.lots.filter((l) => l.closed_date === null).map(instrumentKey));
  const heldKeys = [...new Set(holdings.lots.map(instrumentKey))].filter((k) => openKeys.has(k));
  const held = new Set(heldKeys);
  const watchKeys = holdings.watches.map(instrumentKey).filter((k) => !held.has(k));
  const ordered = [...heldKeys, ...new Set(watchKeys)].map((k) => [k, factsFor(holdings.instruments, k)] as [string, InstrumentFacts]);

  const lotFacts = holdings.lots.map((row) => ({ row, facts: factsFor(holdings.instruments, instrumentKey(row)) }));
  const [marks, plan] = await Promise.all([
    markInstruments(ctx, ordered, options.maxOptionMarks ?? MAX_OPTION_MARKS),
    conversionPlan(
      ctx,
      target,
      lotFacts.map(({ row, facts }) => ({ currency: lotCurrency(facts), acquiredDate: row.acquired_date, closedDate: row.closed_date, fxRate: row.fx_rate })),
      heldKeys.map((k) => lotCurrency(factsFor(holdings.instruments, k))),
      today,
    ),
  ]);
  const markOf = (key: string): Mark => marks.get(key) ?? { source: null, reason: 'Not priced.', boundStopped: false };
  const pricedLots = priceLots(lotFacts, markOf, plan);
  const watchOf = new Map(holdings.watches.map((w) => [instrumentKey(w), w.id]));
  const positions: PricedPosition[] = heldKeys.map((key) => {
    const facts = factsFor(holdings.instruments, key);
    const lots = pricedLots.filter((l) => l.key === key);
    const mark = markOf(key);
    const currency = lotCurrency(facts);
    const amounts = positionAmounts(lots.filter((l) => l.amounts.isOpen), mark.source !== null, multiplierOf(facts));
    const position = { key, facts, mark, currency, lots, amounts, latest: plan.latest.get(currency) ?? null, watchId: watchOf.get(key) };
    return conversionUnavailableReason(position, target) === null ? position : { ...position, amounts: withoutConversion(amounts) };
  });
  const closedLots = pricedLots.filter((l) => !held.has(l.key)).map((l) => renderLot(l, target));

  const watching = holdings.watches
    .filter((w) => !held.has(instrumentKey(w)))
    .map((w) => renderWatch(w.id, factsFor(holdings.instruments, instrumentKey(w)), markOf(instrumentKey(w))));
  const sums = totals(
    positions.map((p) => ({ amounts: p.amounts, priced: p.mark.source !== null, unconverted: conversionUnavailableReason(p, target) !== null })),
    pricedLots.map((l) => l.amounts),
  );
  // Only rates that convert a held value appear; the portfolio's own currency needs none.
  const conversionRates = positions.flatMap((p) => (p.amounts.hasOpenLots && p.latest !== null && p.latest.from !== p.latest.to ? [p.latest] : []));
  return renderValuation({
    reached,
    asOfUtc: ctx.clock.now().toISOString(),
    conversionRates: [...new Map(conversionRates.map((r) => [r.from, r])).values()],
    totals: sums,
    coverageNote: coverageNote([...marks.values()], options.maxOptionMarks ?? MAX_OPTION_MARKS),
    positions: positions.map((p) => renderPosition(p, target, today)),
    closedLots,
    watching,
  });
}
