/**
 * The replay feed: captured ticks (from the store's `ticks` table, directly or through the engine of the
 * process holding it), played into the bus as if live.
 *
 * `start()` primes the bus with what it would hold at the clock's now (per ticker the newest tick at or
 * before now, plus every tick of the last 16 minutes for the delayed view), then publishes each later
 * tick when the feed's clock reaches its timestamp. Later ticks are read in bounded time windows, one at a
 * time; a window with nothing in it jumps straight to the next captured tick, so a quiet night costs one
 * query, not hundreds.
 */
import type { Clock } from '../core/clock';
import { createQuoteBus, HISTORY_SPAN_MS } from './bus';
import type { TickSource } from './tick-source';
import type { Feed, FeedState, QuoteBus, Reading } from './types';

/** How a feed waits: injected so tests step time explicitly; the default timers never hold the process open. */
export interface FeedTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const unrefTimers: FeedTimers = {
  set: (callback, ms) => setTimeout(callback, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface ReplayFeedOptions {
  /** Where captured ticks are read (the store, or the engine of the process holding it). */
  ticks: TickSource;
  clock: Clock;
  /** Replay speed: 1 follows the clock; 10 plays ten captured seconds per second of the clock. */
  speed?: number;
  /** Length of one read-ahead window of ticks (default 30 s of replay time). */
  windowMs?: number;
  timers?: FeedTimers;
  /** Called when reading the store fails; the feed then stops. */
  onError?: (error: unknown) => void;
}

export interface ReplayFeed extends Feed {
  readonly name: 'replay';
  /**
   * The feed's clock. At speed 1 it reads the same as the clock given to the feed. At a faster speed it
   * starts equal to that clock when `start()` is called and then runs `speed` times as fast, so a server
   * replaying faster must use this clock for everything (quote age, staleness, the delayed view, market
   * status): otherwise readings would appear to come from the future. Before `start()` it reads the base
   * clock.
   */
  replayClock(): Clock;
  /** Resolves once the feed has published everything due at its clock's now and set its next wake-up. */
  idle(): Promise<void>;
}

const DEFAULT_WINDOW_MS = 30_000;

const warnFeedError = (error: unknown): void => {
  const detail = error instanceof Error ? error.message : String(error);
  process.emitWarning(`The replay feed stopped: ${detail}`, 'ReplayFeedError');
};

/**
 * Primes `bus` with the ticks it would hold at `now` (see the module comment) and returns it. This is the
 * whole feed for a one-shot command: no later tick is scheduled.
 */
export async function primeBus(ticks: TickSource, now: number, bus: QuoteBus = createQuoteBus()): Promise<QuoteBus> {
  for (const reading of await ticks.priming(now, HISTORY_SPAN_MS)) bus.publish(reading);
  return bus;
}

export function createReplayFeed(options: ReplayFeedOptions): ReplayFeed {
  const { ticks, clock } = options;
  const speed = options.speed ?? 1;
  const windowMs = options.windowMs ?? DEFAULT_WINDOW_MS;
  const timers = options.timers ?? unrefTimers;
  const onError = options.onError ?? warnFeedError;
  if (!(speed > 0) || !Number.isFinite(speed)) throw new RangeError(`replay speed must be a positive number, got ${speed}`);
  if (!(windowMs > 0)) throw new RangeError(`replay window must be positive, got ${windowMs}`);

  let current: FeedState = 'starting';
  let startedAt: number | null = null;
  let bus: QuoteBus | null = null;
  /** Ticks read ahead, oldest first, and how far they have been published. */
  let pending: Reading[] = [];
  let published = 0;
  /** Everything with `ts <= loadedUntil` has been read from the store. */
  let loadedUntil = 0;
  let timer: unknown = null;
  let running: Promise<void> = Promise.resolve();

  const replayNow = (): number => {
    const base = clock.now().getTime();
    return startedAt === null ? base : startedAt + (base - startedAt) * speed;
  };

  /** Reads the next window of ticks; false when the store holds nothing later. */
  async function loadNext(): Promise<boolean> {
    let from = loadedUntil;
    let readings = await ticks.between(from, from + windowMs);
    if (readings.length === 0) {
      const next = await ticks.nextAfter(from + windowMs);
      if (next === null) return false;
      // Jump over the quiet stretch: the window now starts just before the next captured tick.
      from = next - 1;
      readings = await ticks.between(from, from + windowMs);
    }
    pending = readings;
    published = 0;
    loadedUntil = from + windowMs;
    return true;
  }

  /** Publishes what is due, reads ahead when the window is spent, and sets the next wake-up. */
  async function pump(): Promise<void> {
    while (current === 'live' && bus !== null) {
      const now = replayNow();
      while (published < pending.length && pending[published]!.at <= now) bus.publish(pending[published++]!);
      if (published < pending.length) {
        const wait = (pending[published]!.at - now) / speed;
        timer = timers.set(wake, Math.max(1, Math.ceil(wait)));
        return;
      }
      if (!(await loadNext())) {
        if (current === 'live') current = 'finished';
        return;
      }
    }
  }

  function wake(): void {
    timer = null;
    running = running.then(pump).catch((error: unknown) => {
      current = 'stopped';
      onError(error);
    });
  }

  return {
    name: 'replay',

    async start(target) {
      bus = target;
      const now = clock.now().getTime();
      startedAt = now;
      await primeBus(ticks, now, target);
      // Stopped while the bus was being primed (a board quit while still connecting): stay stopped, or the
      // feed would go live after its stop and keep reading the store, holding the process open.
      if (current === 'stopped') return;
      loadedUntil = now;
      current = 'live';
      wake();
      await running;
    },

    async stop() {
      if (timer !== null) timers.clear(timer);
      timer = null;
      current = 'stopped';
      await running;
    },

    state: () => current,

    replayClock: () => ({ now: () => new Date(replayNow()) }),

    idle: () => running,
  };
}
