/**
 * What a lot or a watch may name: a stock or ETF listing the store knows (`ticker`, `MIC:TICKER` outside
 * the US), or an option contract by OCC symbol that passes the one contract validation the options routes
 * use (`../options/contract-rules.ts`: known, on an active underlying listing, not expired, still active;
 * Portfolio rule 6). Its terms are read from that data by the valuation, never parsed from the symbol.
 */
import { invalidParameter } from '../../core/errors';
import type { EngineContext } from '../context';
import { checkOptionContract, contractQuantityProblem } from '../options/contract-rules';
import { todayInNewYork } from '../windows';

/** The columns a lot or watch row stores to name its instrument. */
export interface InstrumentKey {
  instrumentKind: 'Stock' | 'Option';
  /** Listing key; the underlying of an option. */
  ticker: string;
  occTicker: string | null;
}

const KNOWN_LISTING = 'SELECT ticker FROM listings WHERE ticker = ?';

/**
 * The instrument named by a body's `ticker` (already canonical) or `optionContract` (already upper-case),
 * as the row stores it. An unknown listing, or a contract the contract validation refuses, is a 400
 * naming the field. An option's ticker is its underlying, from the reference data.
 */
export async function resolveInstrument(
  ctx: EngineContext,
  given: { ticker?: string | undefined; optionContract?: string | undefined },
): Promise<InstrumentKey> {
  if (given.optionContract !== undefined) {
    const check = await checkOptionContract(ctx, given.optionContract, todayInNewYork(ctx.clock));
    if (!check.ok) throw invalidParameter(`Invalid field 'optionContract': ${check.detail}.`);
    return { instrumentKind: 'Option', ticker: check.reference.underlying, occTicker: check.reference.occTicker };
  }
  const ticker = given.ticker!;
  const row = await ctx.store.one<{ ticker: string }>(KNOWN_LISTING, [ticker]);
  if (row === undefined) {
    throw invalidParameter(`Invalid field 'ticker': unknown ticker ${ticker} (write a listing outside the US as MIC:TICKER).`);
  }
  return { instrumentKind: 'Stock', ticker: row.ticker, occTicker: null };
}

/**
 * Resolves the instrument now, from the captures, outside any state transaction, and hands back a
 * function that gives it or throws its refusal: a write calls it inside its transaction after the
 * portfolio's access check, so an unreachable portfolio is still reported before a bad instrument.
 */
export async function resolveInstrumentFirst(
  ctx: EngineContext,
  given: { ticker?: string | undefined; optionContract?: string | undefined },
): Promise<() => InstrumentKey> {
  try {
    const instrument = await resolveInstrument(ctx, given);
    return () => instrument;
  } catch (error) {
    return () => {
      throw error;
    };
  }
}

/**
 * Refuses a quantity that is not whole contracts on an option lot (a stock lot may hold fractional
 * shares), naming the field.
 */
export function checkLotQuantity(instrumentKind: InstrumentKey['instrumentKind'], quantity: number): void {
  if (instrumentKind !== 'Option') return;
  const problem = contractQuantityProblem(quantity);
  if (problem !== null) throw invalidParameter(`Invalid field 'quantity': ${problem}.`);
}
