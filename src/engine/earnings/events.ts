/**
 * `earnings.events`: a company's investor events (earnings calls, conferences, investor days, shareholder
 * meetings), newest first, in a date window that defaults to a year either side of today (so announced,
 * scheduled events show), optionally of one event type. Earnings calls carry their fiscal period, which the
 * earnings-call reads take.
 */
import { addDays } from '../../core/dates';
import { pageFromProbe } from '../../core/params';
import type { ListingKey } from '../../core/tickers';
import type { EngineContext } from '../context';
import { checkedWindow, todayInNewYork } from '../windows';
import { EVENT_COLUMNS, eventFields, requireTicker, type StoredEvent } from './event-rows';
import type { InvestorEvent, InvestorEvents } from './schemas';
import { EVENT_WINDOW_DAYS, type EventType } from './vocabulary';

export interface EventsParams {
  ticker: ListingKey;
  eventType?: EventType | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  limit: number;
  offset: number;
}

const EVENTS = `
SELECT ${EVENT_COLUMNS} FROM earnings_events e
WHERE e.ticker = $1 AND ($2 IS NULL OR e.event_type = $2) AND e.event_date BETWEEN CAST($3 AS DATE) AND CAST($4 AS DATE)
ORDER BY e.event_date DESC, e.event_type, e.event_id
LIMIT $5 OFFSET $6`;

export async function investorEvents(ctx: EngineContext, p: EventsParams): Promise<InvestorEvents> {
  const ticker = p.ticker.key;
  await requireTicker(ctx, ticker);
  const today = todayInNewYork(ctx.clock);
  const window = checkedWindow(
    { startDate: p.startDate ?? addDays(today, -EVENT_WINDOW_DAYS.before), endDate: p.endDate ?? addDays(today, EVENT_WINDOW_DAYS.after) },
    p,
    `default window: ${EVENT_WINDOW_DAYS.before} days before to ${EVENT_WINDOW_DAYS.after} days after today`,
  );
  const rows = await ctx.store.all<StoredEvent>(EVENTS, [ticker, p.eventType ?? null, window.startDate, window.endDate, p.limit + 1, p.offset]);
  const page = pageFromProbe(rows, p.limit, p.offset);
  return { ticker, data: page.data.map((e): InvestorEvent => ({ ...eventFields(e), eventDate: e.eventDate })), meta: page.meta };
}
