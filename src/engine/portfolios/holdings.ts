/**
 * What a valuation reads about one portfolio: its lots and watches, and the facts of every instrument they
 * name (listing name, market, currency; an option's terms from the options reference data, never from the
 * OCC symbol). One parameterised query, whatever the number of lots.
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

/**
 * One statement, so lots, watches and facts come from one snapshot even while writes commit: lots then
 * watches, each row joined with its listing and its option contract's current reference.
 */
const HOLDINGS = `
WITH refs AS (${currentReference('occ_symbol IN (SELECT occ_ticker FROM lots WHERE portfolio_id = ? UNION SELECT occ_ticker FROM watches WHERE portfolio_id = ?)')}),
items AS (
  SELECT 'lot' AS row_kind, seq, created_at, id, instrument_kind, ticker, occ_ticker,
    CAST(quantity AS VARCHAR) AS quantity, CAST(cost_per_unit AS VARCHAR) AS cost_per_unit, acquired_date,
    CAST(fx_rate AS VARCHAR) AS fx_rate, note, closed_date, CAST(close_price_per_unit AS VARCHAR) AS close_price_per_unit
  FROM lots WHERE portfolio_id = ?
  UNION ALL
  SELECT 'watch', NULL, created_at, id, instrument_kind, ticker, occ_ticker, NULL, NULL, NULL, NULL, NULL, NULL, NULL
  FROM watches WHERE portfolio_id = ?
)
SELECT i.row_kind, i.id, i.instrument_kind, i.ticker, i.occ_ticker, i.quantity, i.cost_per_unit, i.acquired_date,
  i.fx_rate, i.note, i.closed_date, i.close_price_per_unit,
  li.mic, li.symbol, li.name, li.currency, r.contract_type, r.strike_price, r.expiration_date, r.shares_per_contract
FROM items i
LEFT JOIN listings li ON li.ticker = i.ticker
LEFT JOIN refs r ON r.occ_symbol = i.occ_ticker
ORDER BY i.row_kind, i.seq, i.created_at, i.id`;

type HoldingRow = Omit<LotRow, 'quantity' | 'cost_per_unit' | 'acquired_date'> & {
  row_kind: 'lot' | 'watch';
  quantity: string | null;
  cost_per_unit: string | null;
  acquired_date: IsoDate | null;
  mic: string | null;
  symbol: string | null;
  name: string | null;
  currency: string | null;
  contract_type: string | null;
  strike_price: number | null;
  expiration_date: IsoDate | null;
  shares_per_contract: number | null;
};

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

function factsOf(r: HoldingRow): InstrumentFacts {
  return {
    kind: r.instrument_kind,
    ticker: r.ticker,
    occ: r.occ_ticker,
    mic: r.mic,
    symbol: r.symbol,
    name: r.name,
    currency: r.currency,
    contractType: r.contract_type === null ? null : r.contract_type === 'Put' ? 'Put' : 'Call',
    strikePrice: r.strike_price,
    expirationDate: r.expiration_date,
    sharesPerContract: r.shares_per_contract,
  };
}

/** Reads the lots (in the order they were added), watches and instrument facts of portfolio `portfolioId`. */
export async function readHoldings(ctx: EngineContext, portfolioId: string): Promise<Holdings> {
  const rows = await ctx.store.all<HoldingRow>(HOLDINGS, [portfolioId, portfolioId, portfolioId, portfolioId]);
  const holdings: Holdings = { lots: [], watches: [], instruments: new Map() };
  for (const r of rows) {
    holdings.instruments.set(instrumentKey(r), factsOf(r));
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
