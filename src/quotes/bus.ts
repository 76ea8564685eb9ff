/**
 * The in-process quote bus: the latest reading per ticker, a short per-ticker history for the 15-minute
 * delayed view, and synchronous fan-out to subscribers. The bus never reads a clock: every instant it
 * works with comes from the readings themselves or from the caller.
 */
import type { QuoteBus, Reading } from './types';

/** History kept behind each ticker's newest reading: the 15-minute delayed view plus a minute of slack. */
export const HISTORY_SPAN_MS = 16 * 60_000;

/**
 * Hard cap on one ticker's history. Sixteen minutes of even a very busy ticker stays far below it; the cap
 * only stops a runaway feed from growing memory without bound (the oldest readings go first).
 */
export const HISTORY_CAP = 50_000;

export interface QuoteBusOptions {
  /** Called when a listener throws; the other listeners still receive the reading. */
  onListenerError?: (error: unknown, reading: Reading) => void;
}

const warnListenerError = (error: unknown, reading: Reading): void => {
  const detail = error instanceof Error ? error.message : String(error);
  process.emitWarning(`A quote bus listener failed on ${reading.ticker}: ${detail}`, 'QuoteBusListenerError');
};

/** Index of the first reading in `history` (ascending by `at`) whose `at` is greater than `instant`. */
function firstAfter(history: readonly Reading[], instant: number): number {
  let low = 0;
  let high = history.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (history[mid]!.at <= instant) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Drops readings no delayed lookup can need: everything older than the newest reading at or before
 * `newest.at − HISTORY_SPAN_MS` (that one stays, it is what the bus held at the start of the span).
 */
function trim(history: Reading[]): void {
  const newest = history.at(-1);
  if (newest === undefined) return;
  const keepFrom = Math.max(0, firstAfter(history, newest.at - HISTORY_SPAN_MS) - 1);
  const overCap = history.length - keepFrom - HISTORY_CAP;
  const drop = keepFrom + Math.max(0, overCap);
  if (drop > 0) history.splice(0, drop);
}

/**
 * Creates an empty bus.
 *
 * Ordering: readings of one ticker are kept ascending by `at`. A reading at or after the held one becomes
 * the latest and is fanned out; an older one (a late arrival) is filed into history only, so no subscriber
 * ever sees a ticker move backwards in time. The history covers at least the 16 minutes before each
 * ticker's newest reading, which is enough for `heldAt(now − 15 min)` because `now` is never before the
 * newest trade.
 */
export function createQuoteBus(options: QuoteBusOptions = {}): QuoteBus {
  const onListenerError = options.onListenerError ?? warnListenerError;
  const histories = new Map<string, Reading[]>();
  let listeners: ((reading: Reading) => void)[] = [];

  return {
    latest(ticker) {
      return histories.get(ticker)?.at(-1);
    },

    heldAt(ticker, instant) {
      const history = histories.get(ticker);
      if (!history) return undefined;
      const index = firstAfter(history, instant);
      return index === 0 ? undefined : history[index - 1];
    },

    publish(reading) {
      let history = histories.get(reading.ticker);
      if (!history) {
        history = [];
        histories.set(reading.ticker, history);
      }
      const newest = history.at(-1);
      if (newest !== undefined && reading.at < newest.at) {
        history.splice(firstAfter(history, reading.at), 0, reading);
        trim(history);
        return;
      }
      history.push(reading);
      trim(history);
      // A snapshot: a listener that subscribes or unsubscribes during fan-out changes the next round only.
      for (const listener of listeners) {
        try {
          listener(reading);
        } catch (error) {
          onListenerError(error, reading);
        }
      }
    },

    subscribe(listener) {
      listeners = [...listeners, listener];
      return () => {
        listeners = listeners.filter((l) => l !== listener);
      };
    },

    tickers() {
      return [...histories.keys()];
    },
  };
}
