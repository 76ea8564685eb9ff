/**
 * Reading stored investor events: the columns every event answer shares, one event by fiscal period or by
 * id (404 when none), and the company a ticker names (404 when the store knows nothing of it).
 */
import { notFound } from '../../core/errors';
import type { EngineContext } from '../context';
import { EVENT_STATUSES, EVENT_TYPES, type EventStatus, type EventType } from './vocabulary';

/** The stored event as the reads use it. */
export interface StoredEvent {
  id: string;
  ticker: string;
  eventType: EventType;
  title: string;
  eventDate: string;
  fiscalYear: number | null;
  fiscalQuarter: number | null;
  status: EventStatus;
  webcastUrl: string | null;
  hasAudio: boolean;
  hasSlides: boolean;
  transcriptDocumentId: string | null;
  releaseForm: string | null;
  releaseFiledDate: string | null;
  releaseUrl: string | null;
  releaseDocumentId: string | null;
  guidanceExtracted: boolean;
  /** A sample row: its actuals come only from sample facts, so an answer is never part synthetic. */
  synthetic: boolean;
}

/** Every column of `earnings_events` a read needs, as `StoredEvent` names them (table alias `e`). */
export const EVENT_COLUMNS = `
  CAST(e.event_id AS VARCHAR) AS id, e.ticker, e.event_type AS "eventType", e.title, e.event_date AS "eventDate",
  e.fiscal_year AS "fiscalYear", e.fiscal_quarter AS "fiscalQuarter", e.status, e.webcast_url AS "webcastUrl",
  e.has_audio AS "hasAudio", e.has_slides AS "hasSlides", CAST(e.transcript_document_id AS VARCHAR) AS "transcriptDocumentId",
  e.release_form AS "releaseForm", e.release_filed_date AS "releaseFiledDate", e.release_url AS "releaseUrl",
  CAST(e.release_document_id AS VARCHAR) AS "releaseDocumentId", e.guidance_extracted AS "guidanceExtracted",
  e.source = 'sample' AS synthetic`;

/** The public fields every event answer shares. */
export const eventFields = (e: StoredEvent) => ({
  id: e.id,
  eventType: e.eventType,
  eventTypeName: EVENT_TYPES[e.eventType],
  title: e.title,
  fiscalYear: e.fiscalYear,
  fiscalQuarter: e.fiscalQuarter,
  status: e.status,
  statusName: EVENT_STATUSES[e.status],
  webcastUrl: e.webcastUrl,
  hasAudio: e.hasAudio,
  hasSlides: e.hasSlides,
  hasTranscript: e.transcriptDocumentId !== null,
});

/** `approved`, `notExtracted` or null (no release linked). */
export const guidanceStatusOf = (e: StoredEvent): 'approved' | 'notExtracted' | null =>
  e.releaseFiledDate === null ? null : e.guidanceExtracted ? 'approved' : 'notExtracted';

const KNOWN = `
SELECT EXISTS (SELECT 1 FROM listings WHERE ticker = $1)
    OR EXISTS (SELECT 1 FROM sec_tickers WHERE ticker = $1)
    OR EXISTS (SELECT 1 FROM earnings_events WHERE ticker = $1) AS known,
  coalesce(
    (SELECT first(t.cik ORDER BY t.captured_at DESC, t.cik) FROM sec_tickers t WHERE t.ticker = $1),
    (SELECT first(i.issuer_cik ORDER BY i.captured_at DESC, i.issuer_cik) FROM insider_issuers i WHERE i.ticker = $1)) AS cik`;

/** The CIK of a ticker's SEC company facts (null when unlinked); 404 when no listing, SEC link or event names the ticker. */
export async function requireTicker(ctx: EngineContext, ticker: string): Promise<{ cik: number | null }> {
  const row = await ctx.store.one<{ known: boolean; cik: number | bigint | null }>(KNOWN, [ticker]);
  if (!(row?.known ?? false)) throw notFound(`Unknown ticker ${ticker}: no listing, SEC ticker link or investor event names it.`);
  return { cik: row!.cik === null ? null : Number(row!.cik) };
}

/** Every earnings call of a ticker, oldest first (by call date, then fiscal period). */
export function earningsCallsOf(ctx: EngineContext, ticker: string): Promise<StoredEvent[]> {
  return ctx.store.all<StoredEvent>(
    `SELECT ${EVENT_COLUMNS} FROM earnings_events e WHERE e.ticker = ? AND e.event_type = 'EarningsCall'
     ORDER BY e.event_date, e.fiscal_year, e.fiscal_quarter`,
    [ticker],
  );
}

/** The earnings call of a fiscal period: 404 naming the period when none is on file. */
export async function requireCall(ctx: EngineContext, ticker: string, fiscalYear: number, fiscalQuarter: number): Promise<StoredEvent> {
  await requireTicker(ctx, ticker);
  const row = await ctx.store.one<StoredEvent>(
    `SELECT ${EVENT_COLUMNS} FROM earnings_events e
     WHERE e.ticker = ? AND e.event_type = 'EarningsCall' AND e.fiscal_year = ? AND e.fiscal_quarter = ?`,
    [ticker, fiscalYear, fiscalQuarter],
  );
  if (row === undefined) throw notFound(`No earnings call of ${ticker} is on file for fiscal ${fiscalYear} Q${fiscalQuarter}.`);
  return row;
}

/** The event of an id: 404 when none. */
export async function requireEvent(ctx: EngineContext, eventId: string): Promise<StoredEvent> {
  const row = await ctx.store.one<StoredEvent>(`SELECT ${EVENT_COLUMNS} FROM earnings_events e WHERE e.event_id = CAST(? AS UUID)`, [eventId]);
  if (row === undefined) throw notFound(`No investor event ${eventId} is on file.`);
  return row;
}
