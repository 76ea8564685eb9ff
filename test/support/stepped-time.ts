import type { Clock } from '../../src/core/clock';
import type { FeedTimers } from '../../src/quotes/replay';

/**
 * A clock the test moves and timers that fire only when the test steps that clock past their due time,
 * so feeds and sources are driven without real waiting.
 */
export function steppedTime(start: string) {
  let now = Date.parse(start);
  const pending = new Map<number, { due: number; callback: () => void }>();
  let nextId = 1;
  const clock: Clock = { now: () => new Date(now) };
  const timers: FeedTimers = {
    set: (callback, ms) => {
      const id = nextId++;
      pending.set(id, { due: now + ms, callback });
      return id;
    },
    clear: (handle) => {
      pending.delete(handle as number);
    },
  };
  return {
    clock,
    timers,
    /**
     * Moves the clock by `ms` and fires every timer that came due, earliest first, awaiting `settle`
     * (e.g. the feed's `idle()`) after each so timers set by a callback are seen too.
     */
    async step(ms: number, settle: () => Promise<void> = () => Promise.resolve()): Promise<void> {
      now += ms;
      for (;;) {
        const due = [...pending.entries()].filter(([, t]) => t.due <= now).sort((a, b) => a[1].due - b[1].due)[0];
        if (!due) return;
        pending.delete(due[0]);
        due[1].callback();
        await settle();
      }
    },
    pendingCount: () => pending.size,
  };
}
