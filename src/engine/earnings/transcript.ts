/**
 * `earnings.speakers` and `earnings.eventSpeakers`: a page of an event's transcript turns, in order, with
 * every correction beside them. An event without a captured transcript is 404 (a listed call does not
 * guarantee one); an offset past the last turn is an empty page.
 */
import { notFound } from '../../core/errors';
import type { EngineContext } from '../context';
import { correctionsOf } from './corrections';
import { requireCall, requireEvent, type StoredEvent } from './event-rows';
import type { CallParams } from './call';
import type { Transcript, Turn } from './schemas';

export interface PageParams {
  limit: number;
  offset: number;
}

const TURNS = `
SELECT speaker_index AS "speakerIndex", speaker_name AS "speakerName", speaker_role AS "speakerRole", text,
  start_seconds AS "startSeconds", end_seconds AS "endSeconds"
FROM earnings_turns WHERE event_id = CAST(? AS UUID) ORDER BY position LIMIT ? OFFSET ?`;

async function transcriptOf(ctx: EngineContext, event: StoredEvent, p: PageParams): Promise<Transcript> {
  if (event.transcriptDocumentId === null) {
    throw notFound(`No transcript of ${event.ticker}'s event "${event.title}" (${event.eventDate}) is captured.`);
  }
  const [total, data, corrections] = await Promise.all([
    ctx.store.one<{ n: number | bigint }>('SELECT count(*) AS n FROM earnings_turns WHERE event_id = CAST(? AS UUID)', [event.id]),
    ctx.store.all<Turn>(TURNS, [event.id, p.limit, p.offset]),
    correctionsOf(ctx, event.id),
  ]);
  const totalTurnCount = Number(total?.n ?? 0);
  return {
    eventId: event.id, ticker: event.ticker, eventTitle: event.title, callDate: event.eventDate, fiscalYear: event.fiscalYear, fiscalQuarter: event.fiscalQuarter,
    turnCount: data.length, totalTurnCount, offset: p.offset, hasMore: p.offset + data.length < totalTurnCount, data, corrections,
  };
}

export async function callTranscript(ctx: EngineContext, p: CallParams & PageParams): Promise<Transcript> {
  return transcriptOf(ctx, await requireCall(ctx, p.ticker.key, p.fiscalYear, p.fiscalQuarter), p);
}

/** Any event's transcript by id: an earnings call's id gives the same turns as its fiscal-period read. */
export async function eventTranscript(ctx: EngineContext, p: { eventId: string } & PageParams): Promise<Transcript> {
  return transcriptOf(ctx, await requireEvent(ctx, p.eventId), p);
}
