import type { ListingKey } from '../../core/tickers';

/** The validated parameters of both reads: a ticker path segment only. */
export interface TickerParams {
  ticker: ListingKey;
}
