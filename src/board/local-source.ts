/**
 * The board over this process's own quote bus, driven by the replay feed of the store's captured ticks —
 * read through the engine, so the replay runs here at the board's own speed whichever process holds the
 * store. Quotes are evaluated as the operator sees them: real time, never the delayed view.
 */
import type { Engine } from '../client/engine';
import type { Clock } from '../core/clock';
import { toQuote } from '../engine/quotes/evaluate';
import { createQuoteBus } from '../quotes/bus';
import { createReplayFeed, primeBus, type FeedTimers, type ReplayFeed } from '../quotes/replay';
import type { TickSource } from '../quotes/tick-source';
import type { QuoteBus, Reading } from '../quotes/types';
import { loadSettledCloses } from './settled-closes';
import type { BoardSource, ConnectionState, Quote, SettledCloses, SourceEvent } from './types';

export interface LocalSourceOptions {
  /** Captured ticks: through the engine (`engineTicks`), or the store of this process (`storeTicks`). */
  ticks: TickSource;
  clock: Clock;
  /** Replay speed: 1 follows the clock, 10 plays ten captured seconds per second. */
  speed: number;
  /** The engine of the store, for the settled closes. */
  engine: Engine;
  /** How the replay waits for its next tick (default: timers that never hold the process open). */
  timers?: FeedTimers;
}

export class LocalSource implements BoardSource {
  readonly feed = 'replay';
  readonly maxTickers = null;
  private readonly bus: QuoteBus = createQuoteBus();
  private readonly replay: ReplayFeed;
  private readonly held = new Set<string>();
  private listener: ((event: SourceEvent) => void) | null = null;
  private stopBus: (() => void) | null = null;
  private started = false;
  private reported: ConnectionState | null = null;
  private watching = false;

  constructor(private readonly options: LocalSourceOptions) {
    this.replay = createReplayFeed({
      ticks: options.ticks,
      clock: options.clock,
      speed: options.speed,
      ...(options.timers ? { timers: options.timers } : {}),
      onError: (error) => {
        this.emit({ type: 'rejected', ticker: null, message: `The replay stopped: ${error instanceof Error ? error.message : String(error)}` });
        this.emit({ type: 'connection', state: 'stopped' });
      },
    });
  }

  /**
   * The replay's clock: at a speed above 1 it runs faster than the wall clock, and the board's ages and
   * ET clock must follow it or readings would seem to come from the future.
   */
  clock(): Clock {
    return this.replay.replayClock();
  }

  listen(listener: (event: SourceEvent) => void): () => void {
    this.listener = listener;
    this.emit({ type: 'connection', state: 'connecting' });
    this.stopBus = this.bus.subscribe((reading) => {
      if (this.started && this.held.has(reading.ticker)) this.emitReading(reading);
      if (this.started) this.watchForEnd();
    });
    this.replay.start(this.bus).then(
      () => {
        this.started = true;
        this.reportState();
        this.replayLatest([...this.held]);
      },
      (error: unknown) => {
        this.emit({ type: 'rejected', ticker: null, message: `The replay could not start: ${error instanceof Error ? error.message : String(error)}` });
        this.emit({ type: 'connection', state: 'stopped' });
      },
    );
    return () => {
      this.listener = null;
    };
  }

  subscribe(tickers: readonly string[]): void {
    for (const ticker of tickers) this.held.add(ticker);
    if (this.started) this.replayLatest(tickers);
  }

  unsubscribe(tickers: readonly string[]): void {
    for (const ticker of tickers) this.held.delete(ticker);
  }

  async snapshot(tickers: readonly string[]): Promise<Quote[]> {
    const now = this.options.clock.now();
    const bus = await primeBus(this.options.ticks, now.getTime());
    return tickers.flatMap((ticker) => {
      const reading = bus.latest(ticker);
      return reading ? [toQuote(reading, now, false)] : [];
    });
  }

  settledCloses(tickers: readonly string[]): Promise<SettledCloses> {
    return loadSettledCloses(this.options.engine, tickers);
  }

  async close(): Promise<void> {
    this.listener = null;
    this.stopBus?.();
    await this.replay.stop();
  }

  /** Once the feed has published what was due, says whether it played its last captured tick. */
  private watchForEnd(): void {
    if (this.watching) return;
    this.watching = true;
    void this.replay.idle().then(() => {
      this.watching = false;
      this.reportState();
    });
  }

  private reportState(): void {
    const state = this.replay.state();
    const connection: ConnectionState = state === 'finished' ? 'finished' : state === 'stopped' ? 'stopped' : 'live';
    if (connection === this.reported) return;
    this.reported = connection;
    this.emit({ type: 'connection', state: connection });
  }

  private replayLatest(tickers: readonly string[]): void {
    for (const ticker of tickers) {
      const reading = this.bus.latest(ticker);
      if (reading) this.emitReading(reading);
    }
  }

  private emitReading(reading: Reading): void {
    this.emit({ type: 'quote', quote: toQuote(reading, this.clock().now(), false) });
  }

  private emit(event: SourceEvent): void {
    this.listener?.(event);
  }
}
