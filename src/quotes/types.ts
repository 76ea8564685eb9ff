/**
 * The shapes every quote room shares: a reading on the bus, the bus itself and a feed that drives it.
 * Readings are what was captured; a Quote (src/engine/quotes) is a reading evaluated for one response or
 * frame at one instant (session, staleness, age, delay).
 */

/** How a reading reached the service: the `source` field of a Quote. */
export type Transport = 'WebSocket' | 'Rest';

/** One captured trade of a listing with the top of book at that moment. */
export interface Reading {
  /** Canonical listing key (`AAPL`, `BRK-B`). */
  ticker: string;
  /** Latest trade price. */
  price: number;
  /** Consolidated best bid and ask; each null independently when there is no quote on that side. */
  bidPrice: number | null;
  askPrice: number | null;
  /** Market-data time of the trade (epoch milliseconds). */
  at: number;
  transport: Transport;
}

/**
 * One bus per process: the latest reading per ticker, a short history per ticker for the delayed view,
 * and fan-out of every new reading to subscribers.
 */
export interface QuoteBus {
  /** The newest reading of `ticker`, or undefined when the bus holds none. */
  latest(ticker: string): Reading | undefined;
  /**
   * What the bus held for `ticker` at `instant` (epoch ms): the newest reading with `at <= instant` that
   * the bus had received by then. Used for the 15-minute delayed view.
   */
  heldAt(ticker: string, instant: number): Reading | undefined;
  /** Adds a reading and notifies subscribers synchronously. A reading older than the held one is kept in history only. */
  publish(reading: Reading): void;
  /** Calls `listener` for every published reading; returns the function that stops it. */
  subscribe(listener: (reading: Reading) => void): () => void;
  /** Tickers the bus holds a reading for. */
  tickers(): string[];
}

export type FeedState = 'starting' | 'live' | 'reconnecting' | 'finished' | 'stopped';

/** Something that drives a bus: the capture replay or an upstream `/v1/stream`. */
export interface Feed {
  readonly name: 'replay' | 'upstream';
  /** Starts publishing into `bus`; resolves once the bus holds the feed's initial state. */
  start(bus: QuoteBus): Promise<void>;
  stop(): Promise<void>;
  state(): FeedState;
}
