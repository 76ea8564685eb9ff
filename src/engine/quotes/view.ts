/**
 * Plan timing: which reading of the bus a caller may see. Plus sees what the bus held 15 minutes earlier
 * (the delayed view); Pro and the local operator see the latest reading; Free sees none. Shared by the
 * REST operations and the stream so both answer alike.
 */
import type { Plan } from '../context';
import type { QuoteBus } from '../../quotes/types';
import { toQuote } from './evaluate';
import type { Quote } from './schemas';

/** Delay of the Plus plan's view. */
export const DELAY_MS = 15 * 60_000;

export type QuoteView = 'realtime' | 'delayed';

/** The view a plan receives, or null when the plan has no intraday data (Free). */
export function viewFor(plan: Plan): QuoteView | null {
  switch (plan) {
    case 'pro': return 'realtime';
    case 'plus': return 'delayed';
    case 'free': return null;
  }
}

/**
 * The quote of `ticker` in `view` at `now`, or undefined when the view holds no reading. In the delayed
 * view a ticker that had no reading 15 minutes ago has none, even if it has traded since.
 */
export function quoteFor(bus: QuoteBus, view: QuoteView, ticker: string, now: Date): Quote | undefined {
  const reading = view === 'delayed' ? bus.heldAt(ticker, now.getTime() - DELAY_MS) : bus.latest(ticker);
  return reading === undefined ? undefined : toQuote(reading, now, view === 'delayed');
}
