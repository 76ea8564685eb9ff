import type { ListingKey } from '../../core/tickers';
import type { Action } from './vocabulary';

/** The validated parameters of a stock's executive changes. */
export interface ExecutiveChangeParams {
  ticker: ListingKey;
  action?: Action | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  limit: number;
  offset: number;
}
