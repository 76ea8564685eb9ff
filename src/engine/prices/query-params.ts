/** The typed parameters the price engines receive, already validated at the edge. */
import type { IsoDate } from '../../core/dates';
import type { ListingKey } from '../../core/tickers';

export interface DateWindow {
  /** Inclusive lower bound; absent means unbounded. */
  startDate?: IsoDate | undefined;
  /** Inclusive upper bound; absent means unbounded. */
  endDate?: IsoDate | undefined;
}

export interface TickerPageParams extends DateWindow {
  ticker: ListingKey;
  limit: number;
  offset: number;
}

/** Bind values for `BETWEEN coalesce(CAST(? AS DATE), …) AND coalesce(CAST(? AS DATE), …)`. */
export const windowBinds = (w: DateWindow): [string | null, string | null] => [w.startDate ?? null, w.endDate ?? null];

/** SQL condition on a date column for a `DateWindow` bound with `windowBinds`. */
export const inWindow = (column: string): string =>
  `${column} BETWEEN coalesce(CAST(? AS DATE), DATE '-infinity') AND coalesce(CAST(? AS DATE), DATE 'infinity')`;
