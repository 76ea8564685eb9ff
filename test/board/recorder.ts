/** Records what a board source delivers, for tests of the real sources. */
import type { Quote, SourceEvent } from '../../src/board/types';

/** Every event a source delivered, and a way to wait (event-driven, with a safety timeout) for one. */
export class Recorder {
  readonly events: SourceEvent[] = [];
  private waiters: (() => void)[] = [];
  readonly listener = (event: SourceEvent): void => {
    this.events.push(event);
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  };

  async until(predicate: (events: SourceEvent[]) => boolean, what: string, timeoutMs = 5_000): Promise<void> {
    const deadline = setTimeout(() => this.fail?.(new Error(`timed out waiting for ${what}: ${JSON.stringify(this.events)}`)), timeoutMs);
    try {
      while (!predicate(this.events)) {
        await new Promise<void>((resolve, reject) => {
          this.fail = reject;
          this.waiters.push(resolve);
        });
      }
    } finally {
      clearTimeout(deadline);
    }
  }

  private fail: ((error: Error) => void) | undefined;
}

/** The quotes of `ticker` among `events`, in order. */
export const quotesOf = (events: readonly SourceEvent[], ticker: string): Quote[] =>
  events.flatMap((e) => (e.type === 'quote' && e.quote.ticker === ticker ? [e.quote] : []));
