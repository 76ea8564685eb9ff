/**
 * Reading stored contracts: the SQL that picks a symbol's current reference row and the one mapping of a
 * joined reference + snapshot row to the Contract resource. Shared by the capture provider and the
 * reference lookups the portfolio family uses.
 */
import type { Contract } from './schemas';

/**
 * The current reference row of each symbol among `option_contracts` rows matching `where` (a fixed SQL
 * condition with `?` placeholders): the newest `as_of` wins.
 */
export const currentReference = (where: string): string => `
  SELECT * FROM option_contracts WHERE ${where}
  QUALIFY row_number() OVER (PARTITION BY occ_symbol ORDER BY as_of DESC) = 1`;

/** The snapshot columns selected next to a reference row (NULL when the contract has no snapshot). */
export const SNAPSHOT_COLUMNS = `s.snapshot_date, s.day_open, s.day_high, s.day_low, s.day_close, s.day_volume, s.day_vwap,
  s.implied_volatility, s.open_interest, s.open_interest_date, s.delta, s.gamma, s.theta, s.vega, s.bid_price, s.ask_price, s.quote_as_of`;

export interface ReferenceRow {
  occ_symbol: string;
  underlying: string;
  contract_type: string;
  exercise_style: string;
  strike_price: number;
  expiration_date: string;
  shares_per_contract: number;
  active: boolean;
}

export interface ContractRow extends ReferenceRow {
  snapshot_date: string | null;
  day_open: number | null;
  day_high: number | null;
  day_low: number | null;
  day_close: number | null;
  day_volume: number | null;
  day_vwap: number | null;
  implied_volatility: number | null;
  open_interest: number | null;
  open_interest_date: string | null;
  delta: number | null;
  gamma: number | null;
  theta: number | null;
  vega: number | null;
  bid_price: number | null;
  ask_price: number | null;
  quote_as_of: string | null;
}

/** A stored row as the Contract resource; stored snapshots are the source's own view, so not delayed. */
export function contractOf(row: ContractRow): Contract {
  return {
    occTicker: row.occ_symbol,
    contractType: row.contract_type === 'Put' ? 'Put' : 'Call',
    exerciseStyle: row.exercise_style,
    strikePrice: row.strike_price,
    expirationDate: row.expiration_date,
    sharesPerContract: row.shares_per_contract,
    snapshotDate: row.snapshot_date,
    dayOpen: row.day_open,
    dayHigh: row.day_high,
    dayLow: row.day_low,
    dayClose: row.day_close,
    dayVolume: row.day_volume,
    dayVwap: row.day_vwap,
    impliedVolatility: row.implied_volatility,
    openInterest: row.open_interest,
    openInterestDate: row.open_interest_date,
    delta: row.delta,
    gamma: row.gamma,
    theta: row.theta,
    vega: row.vega,
    bidPrice: row.bid_price,
    askPrice: row.ask_price,
    delayed: false,
    quoteAsOf: row.quote_as_of,
  };
}
