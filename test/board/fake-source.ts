/**
 * A board source driven by hand: a test pushes quotes and connection states and reads back what the
 * board subscribed to. Plus a clock that moves only when told and a scheduler whose ticks a test fires.
 */
import type { Clock } from '../../src/core/clock';
import type { BoardSource, FeedName, Quote, Scheduler, SettledClose, SettledCloses, SourceEvent } from '../../src/board/types';

export class FakeSource implements BoardSource {
  readonly subscribed = new Set<string>();
  private listener: ((event: SourceEvent) => void) | null = null;

  constructor(
    readonly feed: FeedName,
    readonly maxTickers: number | null,
    private readonly closes: ReadonlyMap<string, SettledClose> = new Map(),
    /** Tickers no listing answers to. */
    private readonly unknown: ReadonlySet<string> = new Set(),
  ) {}

  listen(listener: (event: SourceEvent) => void): () => void {
    this.listener = listener;
    return () => {
      this.listener = null;
    };
  }

  subscribe(tickers: readonly string[]): void {
    for (const t of tickers) this.subscribed.add(t);
  }

  unsubscribe(tickers: readonly string[]): void {
    for (const t of tickers) this.subscribed.delete(t);
  }

  snapshot(tickers: readonly string[]): Promise<Quote[]> {
    return Promise.resolve(tickers.flatMap((t) => (this.held.has(t) ? [this.held.get(t)!] : [])));
  }

  settledCloses(tickers: readonly string[]): Promise<SettledCloses> {
    const closes = new Map(tickers.flatMap((t) => (this.closes.has(t) ? [[t, this.closes.get(t)!] as const] : [])));
    return Promise.resolve({ closes, unknown: tickers.filter((t) => this.unknown.has(t)) });
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private readonly held = new Map<string, Quote>();

  /** Delivers an event as the real source would. */
  emit(event: SourceEvent): void {
    if (event.type === 'quote') this.held.set(event.quote.ticker, event.quote);
    if (!this.listener) throw new Error('the board is not listening');
    this.listener(event);
  }
}

/** A clock a test moves forward by hand. */
export class ManualClock implements Clock {
  private at: number;
  constructor(start: string) {
    this.at = Date.parse(start);
  }
  now(): Date {
    return new Date(this.at);
  }
  advance(ms: number): void {
    this.at += ms;
  }
}

/** A scheduler whose repeats run only when the test calls `fire()`. */
export class ManualScheduler implements Scheduler {
  private readonly callbacks = new Set<() => void>();
  every(_ms: number, callback: () => void): () => void {
    this.callbacks.add(callback);
    return () => this.callbacks.delete(callback);
  }
  fire(): void {
    for (const callback of this.callbacks) callback();
  }
}

/** A Quote with defaults for one regular-session trade; override what a test is about. */
export function quote(ticker: string, price: number, asOf: string, overrides: Partial<Quote> = {}): Quote {
  return {
    ticker,
    price,
    bidPrice: Math.round((price - 0.02) * 100) / 100,
    askPrice: Math.round((price + 0.02) * 100) / 100,
    asOf,
    sessionDate: '2026-03-10',
    expectedSessionDate: '2026-03-10',
    stale: false,
    ageSeconds: 0,
    source: 'WebSocket',
    delayed: false,
    ...overrides,
  };
}
