/**
 * What a valuation reads about one portfolio: its lots and watches (state), and the facts of every
 * instrument they name (captures: listing name, market, currency; an option's terms from the options
 * reference data, never from the OCC symbol). Three parameterised queries, whatever the number of lots.
 */
import type { IsoDate } from '../../core/dates';
import type { EngineContext } from '../context';
import { currentReference } from '../options/contract-row';

/** A lot row with its decimals as exact text (DECIMAL(38, 12) selected as VARCHAR). */
export interface LotRow {
  id: string;
  instrument_kind: 'Stock' | 'Option';
  ticker: string;
  occ_ticker: string | null;
  quantity: string;
  cost_per_unit: string;
  acquired_date: IsoDate;
  fx_rate: string | null;
  note: string | null;
  closed_date: IsoDate | null;
  close_price_per_unit: string | null;
}

export interface WatchRowFacts {
  id: string;
  instrument_kind: 'Stock' | 'Option';
  ticker: string;
  occ_ticker: string | null;
}

/** The stored facts of one instrument (a listing, or an option contract and its underlying listing). */
export interface InstrumentFacts {
  kind: 'Stock' | 'Option';
  /** Listing key (`AAPL`, `XLON:VOD`); the underlying of an option. */
  ticker: string;
  occ: string | null;
  /** Null fields: the listing (or the contract reference) is not stored. */
  mic: string | null;
  symbol: string | null;
  name: string | null;
  currency: string | null;
  contractType: 'Call' | 'Put' | null;
  strikePrice: number | null;
  expirationDate: IsoDate | null;
  sharesPerContract: number | null;
}

// The state read: lots (in the order they were added) then watches, from one snapshot.
const ITEMS = `
SELECT row_kind, id, instrument_kind, ticker, occ_ticker, quantity, cost_per_unit, acquired_date, fx_rate, note, closed_date, close_price_per_unit
FROM (
  SELECT 'lot' AS row_kind, seq, created_at, id, instrument_kind, ticker, occ_ticker,
    CAST(quantity AS VARCHAR) AS quantity, CAST(cost_per_unit AS VARCHAR) AS cost_per_unit, acquired_date,
    CAST(fx_rate AS VARCHAR) AS fx_rate, note, closed_date, CAST(close_price_per_unit AS VARCHAR) AS close_price_per_unit
  FROM lots WHERE portfolio_id = ?
  UNION ALL
  SELECT 'watch', NULL, created_at, id, instrument_kind, ticker, occ_ticker, NULL, NULL, NULL, NULL, NULL, NULL, NULL
  FROM watches WHERE portfolio_id = ?
) items
ORDER BY row_kind, seq, created_at, id`;

/** `n` parameter marks: `?, ?, ?`. */
const marks = (n: number): string => Array.from({ length: n }, () => '?').join(', ');

/** The captures read: the listings the items name, and the current reference of their option contracts. */
const listingsOf = (n: number): string => `SELECT ticker, mic, symbol, name, currency FROM listings WHERE ticker IN (${marks(n)})`;
const referencesOf = (n: number): string => `
SELECT occ_symbol, contract_type, strike_price, expiration_date, shares_per_contract
FROM (${currentReference(`occ_symbol IN (${marks(n)})`)})`;

interface ItemRow extends Omit<LotRow, 'quantity' | 'cost_per_unit' | 'acquired_date'> {
  row_kind: 'lot' | 'watch';
  quantity: string | null;
  cost_per_unit: string | null;
  acquired_date: IsoDate | null;
}

interface ListingFacts {
  ticker: string;
  mic: string | null;
  symbol: string | null;
  name: string | null;
  currency: string | null;
}

interface ReferenceFacts {
  occ_symbol: string;
  contract_type: string | null;
  strike_price: number | null;
  expiration_date: IsoDate | null;
  shares_per_contract: number | null;
}

/** The key a position rolls lots up by: the listing for a stock, the OCC symbol for an option. */
export const instrumentKey = (i: { instrument_kind: string; ticker: string; occ_ticker: string | null }): string =>
  i.instrument_kind === 'Option' && i.occ_ticker !== null ? `option:${i.occ_ticker}` : `stock:${i.ticker}`;

export interface Holdings {
  lots: LotRow[];
  watches: WatchRowFacts[];
  /** By `instrumentKey`. */
  instruments: Map<string, InstrumentFacts>;
}

/** A NOT NULL lot column; null here would be a defect of the store, not input (a 500 at the edge). */
function required<T>(value: T | null, column: string, lotId: string): T {
  if (value === null) throw new Error(`Lot ${lotId} has no ${column}`);
  return value;
}

function factsOf(r: ItemRow, listing: ListingFacts | undefined, reference: ReferenceFacts | undefined): InstrumentFacts {
  const contractType = reference?.contract_type ?? null;
  return {
    kind: r.instrument_kind,
    ticker: r.ticker,
    occ: r.occ_ticker,
    mic: listing?.mic ?? null,
    symbol: listing?.symbol ?? null,
    name: listing?.name ?? null,
    currency: listing?.currency ?? null,
    contractType: contractType === null ? null : contractType === 'Put' ? 'Put' : 'Call',
    strikePrice: reference?.strike_price ?? null,
    expirationDate: reference?.expiration_date ?? null,
    sharesPerContract: reference?.shares_per_contract ?? null,
  };
}

/** The listing and contract facts of the instruments `items` name, read from the captures. */
async function instrumentFacts(ctx: EngineContext, items: readonly ItemRow[]): Promise<{ listings: Map<string, ListingFacts>; references: Map<string, ReferenceFacts> }> {
  const tickers = [...new Set(items.map((r) => r.ticker))];
  const occs = [...new Set(items.flatMap((r) => (r.occ_ticker === null ? [] : [r.occ_ticker])))];
  const [listings, references] = await Promise.all([
    tickers.length === 0 ? [] : ctx.store.all<ListingFacts>(listingsOf(tickers.length), tickers),
    occs.length === 0 ? [] : ctx.store.all<ReferenceFacts>(referencesOf(occs.length), occs),
  ]);
  return { listings: new Map(listings.map((l) => [l.ticker, l])), references: new Map(references.map((r) => [r.occ_symbol, r])) };
}

/**
 * Reads the lots (in the order they were added), watches and instrument facts of portfolio `portfolioId`:
 * the items from the state store in one statement, then the facts of what they name from the captures
 * (two stores that may be different databases, so never one join).
 */
export async function readHoldings(ctx: EngineContext, portfolioId: string): Promise<Holdings> {
  const rows = await ctx.state.all<ItemRow>(ITEMS, [portfolioId, portfolioId]);
  const { listings, references } = await instrumentFacts(ctx, rows);
  const holdings: Holdings = { lots: [], watches: [], instruments: new Map() };
  for (const r of rows) {
    const reference = r.occ_ticker === null ? undefined : references.get(r.occ_ticker);
    holdings.instruments.set(instrumentKey(r), factsOf(r, listings.get(r.ticker), reference));
    if (r.row_kind === 'watch') {
      holdings.watches.push({ id: r.id, instrument_kind: r.instrument_kind, ticker: r.ticker, occ_ticker: r.occ_ticker });
    } else {
      holdings.lots.push({
        id: r.id,
        instrument_kind: r.instrument_kind,
        ticker: r.ticker,
        occ_ticker: r.occ_ticker,
        quantity: required(r.quantity, 'quantity', r.id),
        cost_per_unit: required(r.cost_per_unit, 'cost_per_unit', r.id),
        acquired_date: required(r.acquired_date, 'acquired_date', r.id),
        fx_rate: r.fx_rate,
        note: r.note,
        closed_date: r.closed_date,
        close_price_per_unit: r.close_price_per_unit,
      });
    }
  }
  return holdings;
}
