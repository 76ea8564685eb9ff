/**
 * What the board shows and where it comes from. A `BoardSource` hides whether quotes arrive from the
 * in-process bus (replay or upstream feed) or from a remote `/v1/stream`; the board only sees events.
 */
import type { IsoDate } from '../core/dates';
import type { Quote } from '../engine/quotes/schemas';

/** A Quote as the spec defines it (single, batch row, stream frame), evaluated at delivery. */
export type { Quote };

/** The newest settled daily close of a listing and the one before it (from `/v1/prices/latest`). */
export interface SettledClose {
  date: IsoDate;
  close: number;
  previousClose: number | null;
}

/** The settled closes of the tickers asked for, and the tickers no listing answers to. */
export interface SettledCloses {
  /** By ticker; tickers without a bar are absent. */
  closes: Map<string, SettledClose>;
  /** Tickers `/v1/prices/latest` did not resolve: with no reading either, the board marks them unknown. */
  unknown: string[];
}

/** Which feed the board is watching, for the status line. */
export type FeedName = 'replay' | 'upstream' | 'remote';

export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'finished' | 'stopped';

/** Everything a source tells the board. */
export type SourceEvent =
  | { type: 'quote'; quote: Quote }
  | { type: 'connection'; state: ConnectionState }
  /** A ticker the source refused (the stream's 5-ticker limit, an unknown listing); null when it names none. */
  | { type: 'rejected'; ticker: string | null; message: string };

export interface BoardSource {
  readonly feed: FeedName;
  /** Tickers the source can hold at once, or null when there is no limit. */
  readonly maxTickers: number | null;
  /** Starts delivering events; returns the function that stops them. */
  listen(listener: (event: SourceEvent) => void): () => void;
  /** Subscribing delivers the latest quote of each ticker at once, then one per tick. */
  subscribe(tickers: readonly string[]): void;
  unsubscribe(tickers: readonly string[]): void;
  /** One evaluated quote per ticker holding a reading, for the non-interactive snapshot. */
  snapshot(tickers: readonly string[]): Promise<Quote[]>;
  /** The settled closes the change columns compare against, and the tickers that did not resolve. */
  settledCloses(tickers: readonly string[]): Promise<SettledCloses>;
  close(): Promise<void>;
}

/** Repeats a callback (the age column and flash expiry); injected so tests advance time by hand. */
export interface Scheduler {
  every(ms: number, callback: () => void): () => void;
}

export const intervalScheduler: Scheduler = {
  every(ms, callback) {
    const handle = setInterval(callback, ms);
    return () => clearInterval(handle);
  },
};
