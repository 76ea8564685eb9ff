/**
 * The canonical layout of each ingestible dataset, as data: the loader, the validation rules and the
 * `fds ingest` manual page all read these declarations, so a column is described in exactly one place.
 *
 * Column names match case-insensitively (`Date`, `DATE` and `date` are the same column); a file may put
 * them in any order, but every column it has must be one of these and appear once.
 */

export type DatasetName = 'prices' | 'dividends' | 'splits' | 'ticks';

export const DATASET_NAMES = ['prices', 'dividends', 'splits', 'ticks'] as const satisfies readonly DatasetName[];

export function isDatasetName(value: string): value is DatasetName {
  return (DATASET_NAMES as readonly string[]).includes(value);
}

/**
 * What a column holds, which decides how it is read and which rule it must pass:
 * - `ticker`: a ticker (`AAPL`, `BRK-B` or `BRK.B`, `XLON:VOD`), normalised to the stored key;
 * - `date`: a calendar date written `yyyy-MM-dd`;
 * - `number`: a finite number greater than zero;
 * - `integer`: a whole number, zero or more;
 * - `currency`: a three-letter ISO 4217 code (`USD`, `GBP`), any case;
 * - `timestamp`: an ISO-8601 date and time with a UTC offset or `Z`, stored as the UTC instant (a time
 *   without an offset is refused: it names no instant);
 * - `transport`: how a reading was captured, `WebSocket` or `Rest`, any case.
 */
export type ColumnType = 'ticker' | 'date' | 'number' | 'integer' | 'currency' | 'timestamp' | 'transport';

/** How each column type reads in documentation. */
export const columnTypeLabels: Readonly<Record<ColumnType, string>> = {
  ticker: 'ticker: AAPL, BRK-B or BRK.B, or MIC:TICKER such as XLON:VOD',
  date: 'date, yyyy-MM-dd',
  number: 'number greater than 0',
  integer: 'whole number, 0 or more',
  currency: 'three-letter currency code (ISO 4217)',
  timestamp: 'timestamp, ISO 8601 with a UTC offset or Z such as 2026-11-25T14:30:00.250Z',
  transport: 'WebSocket or Rest',
};

export interface CanonicalColumn {
  name: string;
  type: ColumnType;
  /** A required column must be present in the file and non-empty on every row. */
  required: boolean;
  description: string;
}

export interface DatasetLayout {
  name: DatasetName;
  /** Store table the rows go to. */
  table: string;
  description: string;
  columns: readonly CanonicalColumn[];
  /**
   * The columns that, with `ticker`, identify a row (the first one a date or time). A row whose key is
   * already stored is skipped, and repeated keys inside one file keep their first row.
   */
  key: readonly [string, ...string[]];
}

export const datasets: Readonly<Record<DatasetName, DatasetLayout>> = {
  prices: {
    name: 'prices',
    table: 'prices',
    description: 'Daily bars: one row per ticker and session date.',
    key: ['date'],
    columns: [
      { name: 'ticker', type: 'ticker', required: true, description: 'Listing the bar belongs to.' },
      { name: 'date', type: 'date', required: true, description: 'Session date of the bar.' },
      { name: 'open', type: 'number', required: true, description: 'Opening price, split-adjusted.' },
      { name: 'high', type: 'number', required: true, description: 'Highest price, split-adjusted.' },
      { name: 'low', type: 'number', required: true, description: 'Lowest price, split-adjusted.' },
      { name: 'close', type: 'number', required: true, description: 'Closing price, split-adjusted.' },
      { name: 'volume', type: 'integer', required: true, description: 'Shares traded; 0 marks a carry-forward candle, which is stored but never served.' },
      { name: 'adjusted_close', type: 'number', required: false, description: 'Close adjusted for splits and cash dividends; defaults to close.' },
      { name: 'currency', type: 'currency', required: false, description: "Currency of the prices; used only when the ticker is new to the store, default USD." },
    ],
  },
  dividends: {
    name: 'dividends',
    table: 'dividends',
    description: 'Declared cash dividends: one row per ticker and ex-dividend date.',
    key: ['ex_date'],
    columns: [
      { name: 'ticker', type: 'ticker', required: true, description: 'Listing that pays the dividend.' },
      { name: 'ex_date', type: 'date', required: true, description: 'Ex-dividend date; future dates are declared payments.' },
      { name: 'amount', type: 'number', required: true, description: 'Cash amount per share.' },
      { name: 'currency', type: 'currency', required: false, description: 'Currency of the amount, default USD.' },
    ],
  },
  splits: {
    name: 'splits',
    table: 'splits',
    description: 'Stock splits: one row per ticker and effective date; numerator new shares replace every denominator old shares.',
    key: ['effective_date'],
    columns: [
      { name: 'ticker', type: 'ticker', required: true, description: 'Listing that splits.' },
      { name: 'effective_date', type: 'date', required: true, description: 'First session on the new basis; future dates are announced splits.' },
      { name: 'numerator', type: 'number', required: true, description: 'New shares (4 in a 4-for-1 split).' },
      { name: 'denominator', type: 'number', required: true, description: 'Old shares they replace (1 in a 4-for-1 split).' },
    ],
  },  ticks: {
    name: 'ticks',
    table: 'ticks',
    description: 'Intraday trades with the top of book at that moment: one row per trade, replayed by the live quote feed.',
    // A ticker can print several trades in one millisecond, so time alone does not identify a trade; two
    // rows of one ticker at the same instant and price are the same reading to every quote, however a
    // capture happened to split its size, so a re-sent capture adds nothing.
    key: ['ts', 'price'],
    columns: [
      { name: 'ticker', type: 'ticker', required: true, description: 'Listing that traded.' },
      { name: 'ts', type: 'timestamp', required: true, description: 'Market-data time of the trade; stored in UTC.' },
      { name: 'price', type: 'number', required: true, description: 'Trade price.' },
      { name: 'bid', type: 'number', required: false, description: 'Best bid at that moment; empty (or JSON null) when the book had no bid.' },
      { name: 'ask', type: 'number', required: false, description: 'Best ask at that moment; empty (or JSON null) when the book had no ask.' },
      { name: 'size', type: 'integer', required: false, description: 'Shares traded, when known.' },
      { name: 'transport', type: 'transport', required: false, description: 'How the reading was captured: WebSocket or Rest, default WebSocket.' },
    ],
  },
};
