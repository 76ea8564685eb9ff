/**
 * What a lot or a watch may name: a stock or ETF listing the store knows (`ticker`, `MIC:TICKER` outside
 * the US), or an option contract by OCC symbol that the stored options data knows and has not expired
 * (Portfolio rule 6). Its terms are read from that data by the valuation, never parsed from the symbol.
 */
import { invalidParameter } from '../../core/errors';
import type { EngineContext } from '../context';
import { optionContractReference } from '../options/reference';
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
 * as the row stores it. An unknown listing, or an unknown or expired contract (expiration before today in
 * New York), is a 400 naming the field. An option's ticker is its underlying, from the reference data.
 */
export async function resolveInstrument(
  ctx: EngineContext,
  given: { ticker?: string | undefined; optionContract?: string | undefined },
): Promise<InstrumentKey> {
  if (given.optionContract !== undefined) {
    const occ = given.optionContract;
    const reference = await optionContractReference(ctx, occ);
    if (reference === null) throw invalidParameter(`Invalid field 'optionContract': unknown option contract ${occ}.`);
    const today = todayInNewYork(ctx.clock);
    if (reference.expirationDate < today) {
      throw invalidParameter(`Invalid field 'optionContract': ${occ} expired on ${reference.expirationDate}.`);
    }
    return { instrumentKind: 'Option', ticker: reference.underlying, occTicker: reference.occTicker };
  }
  const ticker = given.ticker!;
  const row = await ctx.store.one<{ ticker: string }>(KNOWN_LISTING, [ticker]);
  if (row === undefined) {
    throw invalidParameter(`Invalid field 'ticker': unknown ticker ${ticker} (write a listing outside the US as MIC:TICKER).`);
  }
  return { instrumentKind: 'Stock', ticker: row.ticker, occTicker: null };
}
