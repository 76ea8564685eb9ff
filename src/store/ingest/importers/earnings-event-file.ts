/**
 * The canonical investor-event JSON (`fds ingest earnings-event`): its zod shape, the rules a schema cannot
 * say (checked by small named functions, each placing its problem by path), and its conversion into the
 * rows the store keeps (speaker indexes, trusted names, quotes resolved to their turns). The sample set
 * writes its events through the same conversion.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { isIsoDate } from '../../../core/dates';
import { eventIdOf, releaseDocumentIdOf, transcriptDocumentIdOf } from '../../../engine/earnings/ids';
import { EVENT_STATUS_VALUES, EVENT_TYPE_VALUES, GUIDANCE_UNITS, type EventStatus, type EventType, type GuidanceUnit } from '../../../engine/earnings/vocabulary';
import type { FileIssue } from '../problems';

const date = z.string().refine(isIsoDate, { message: 'is not a date in yyyy-MM-dd form' });
const text = z.string().trim().min(1, { message: 'is empty' });
const url = z.string().trim().min(1).nullable().optional();
const filing = z.object({ form: text, filedDate: date, url, accession: z.string().trim().min(1).nullable().optional() });

export const EventFileSchema = z.object({
  ticker: z.string().trim().regex(/^[A-Za-z0-9.-]{1,12}$|^[A-Z]{4}:[A-Za-z0-9.-]{1,12}$/, { message: 'is not a ticker such as AAPL or BRK-B' }),
  eventType: z.enum(EVENT_TYPE_VALUES, { error: `is not one of ${EVENT_TYPE_VALUES.join(', ')}` }),
  title: text,
  eventDate: date,
  fiscalYear: z.number().int().min(1900).max(2200).nullable().optional(),
  fiscalQuarter: z.number().int().min(1, { message: 'is not a quarter from 1 to 4' }).max(4, { message: 'is not a quarter from 1 to 4' }).nullable().optional(),
  status: z.enum(EVENT_STATUS_VALUES, { error: `is not one of ${EVENT_STATUS_VALUES.join(', ')}` }),
  sourceId: z.string().trim().min(1).nullable().optional(),
  webcastUrl: url,
  hasAudio: z.boolean().default(false),
  hasSlides: z.boolean().default(false),
  earningsRelease: filing.nullable().optional(),
  guidance: z
    .array(
      z.object({
        metric: text,
        period: text,
        fiscalYear: z.number().int().min(1900).max(2200),
        fiscalQuarter: z.number().int().min(1, { message: 'is not a quarter from 1 to 4' }).max(4, { message: 'is not a quarter from 1 to 4' }).nullable(),
        unit: z.enum(GUIDANCE_UNITS, { error: 'is not USD or percent' }),
        low: z.number(),
        high: z.number(),
        basis: z.string().trim().min(1).nullable().optional(),
        fromTable: z.boolean().default(false),
        quote: text,
      }),
    )
    .nullable()
    .optional(),
  transcript: z
    .array(
      z.object({
        speaker: text,
        role: z.string().trim().min(1).nullable().optional(),
        trusted: z.boolean(),
        text,
        startSeconds: z.number().min(0).nullable().optional(),
        endSeconds: z.number().min(0).nullable().optional(),
      }),
    )
    .nullable()
    .optional(),
  corrections: z
    .array(
      z.object({
        turnIndex: z.number().int().min(0),
        spokenText: text,
        correctedText: text,
        correctedValue: z.number().nullable().optional(),
        unit: z.string().trim().min(1).nullable().optional(),
        source: filing,
      }),
    )
    .default([]),
  brief: z
    .object({
      approved: z.boolean(),
      tldr: text,
      bullish: z.array(text),
      bearish: z.array(text),
      quotes: z.array(z.object({ text, turnIndex: z.number().int().min(0) })).default([]),
    })
    .nullable()
    .optional(),
});

export type EventFile = z.input<typeof EventFileSchema>;
type ParsedEvent = z.output<typeof EventFileSchema>;

/** An event as the store keeps it (see `src/store/tables/earnings.ts`). */
export interface StoredEventRows {
  eventId: string;
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
  release: { form: string; filedDate: string; url: string | null; accession: string | null; documentId: string } | null;
  guidance: { metric: string; period: string; fiscalYear: number; fiscalQuarter: number | null; unit: GuidanceUnit; low: number; high: number; basis: string | null; fromTable: boolean; quote: string }[] | null;
  turns: { speakerIndex: number; speakerName: string | null; speakerRole: string | null; text: string; startSeconds: number | null; endSeconds: number | null }[];
  corrections: { turnIndex: number; spokenText: string; correctedText: string; correctedValue: number | null; unit: string | null; source: { form: string; filedDate: string; url: string | null } }[];
  brief: { approved: boolean; tldr: string; bullish: string[]; bearish: string[]; quotes: { text: string; speakerName: string | null; speakerRole: string | null; startSeconds: number | null }[] } | null;
  contentHash: string;
}

/** The rules of an event a schema cannot say, each problem placed by its path. */
export function eventRuleIssues(e: ParsedEvent): FileIssue[] {
  const issues: FileIssue[] = [];
  const at = (path: string, value: unknown, problem: string) => issues.push({ line: null, at: path, column: null, value: typeof value === 'string' || typeof value === 'number' ? String(value) : null, problem });
  const earnings = e.eventType === 'EarningsCall';
  if (earnings && (e.fiscalYear === undefined || e.fiscalYear === null)) at('fiscalYear', null, 'is required for an EarningsCall (the company\'s own fiscal year)');
  if (earnings && (e.fiscalQuarter === undefined || e.fiscalQuarter === null)) at('fiscalQuarter', null, 'is required for an EarningsCall (1 to 4)');
  if (!earnings && e.fiscalQuarter !== undefined && e.fiscalQuarter !== null) at('fiscalQuarter', e.fiscalQuarter, 'is only for an EarningsCall');
  if (earnings && e.sourceId !== undefined && e.sourceId !== null) at('sourceId', e.sourceId, 'is not used for an EarningsCall: its fiscal period identifies it');
  if ((e.guidance ?? null) !== null && (e.earningsRelease ?? null) === null) at('guidance', null, 'needs the earningsRelease it was extracted from');
  if ((e.guidance ?? null) !== null && !earnings) at('guidance', null, 'is only for an EarningsCall');
  (e.guidance ?? []).forEach((g, i) => {
    if (g.low > g.high) at(`guidance[${i}].low`, g.low, `is above high (${g.high})`);
  });
  const turns = e.transcript ?? [];
  if (turns.length > 0 && e.status !== 'Concluded') at('status', e.status, 'must be Concluded: a transcript proves the event was held');
  const inTurn = (path: string, turnIndex: number, spoken: string) => {
    const turn = turns[turnIndex];
    if (turn === undefined) at(`${path}.turnIndex`, turnIndex, `is past the transcript's last turn (${turns.length} turns)`);
    else if (!turn.text.includes(spoken)) at(`${path}`, spoken, `does not occur in the text of turn ${turnIndex}`);
  };
  e.corrections.forEach((c, i) => inTurn(`corrections[${i}]`, c.turnIndex, c.spokenText));
  (e.brief?.quotes ?? []).forEach((q, i) => inTurn(`brief.quotes[${i}]`, q.turnIndex, q.text));
  turns.forEach((t, i) => {
    if (t.startSeconds != null && t.endSeconds != null && t.endSeconds < t.startSeconds) at(`transcript[${i}].endSeconds`, t.endSeconds, 'is before startSeconds');
  });
  return issues;
}

/** Speaker indexes: one per distinct published speaker label, in order of first turn. */
function speakerIndexes(labels: readonly string[]): number[] {
  const seen = new Map<string, number>();
  return labels.map((label) => {
    const key = label.trim().toLowerCase().replace(/\s+/g, ' ');
    if (!seen.has(key)) seen.set(key, seen.size);
    return seen.get(key)!;
  });
}

/** The stored form of a valid event. */
export function storedEvent(e: ParsedEvent): StoredEventRows {
  const ticker = e.ticker.toUpperCase();
  const fiscalYear = e.eventType === 'EarningsCall' ? e.fiscalYear! : (e.fiscalYear ?? null);
  const fiscalQuarter = e.eventType === 'EarningsCall' ? e.fiscalQuarter! : null;
  const eventId = eventIdOf({ ticker, eventType: e.eventType, fiscalYear, fiscalQuarter, eventDate: e.eventDate, sourceId: e.sourceId });
  const published = e.transcript ?? [];
  const indexes = speakerIndexes(published.map((t) => t.speaker));
  const turns = published.map((t, i) => ({
    speakerIndex: indexes[i]!, speakerName: t.trusted ? t.speaker : null, speakerRole: t.role ?? null, text: t.text,
    startSeconds: t.startSeconds ?? null, endSeconds: t.endSeconds ?? null,
  }));
  const release = e.earningsRelease ?? null;
  const rows: Omit<StoredEventRows, 'contentHash'> = {
    eventId, ticker, eventType: e.eventType, title: e.title, eventDate: e.eventDate, fiscalYear, fiscalQuarter, status: e.status,
    webcastUrl: e.webcastUrl ?? null, hasAudio: e.hasAudio, hasSlides: e.hasSlides,
    transcriptDocumentId: turns.length > 0 ? transcriptDocumentIdOf(eventId) : null,
    release: release === null ? null : { form: release.form, filedDate: release.filedDate, url: release.url ?? null, accession: release.accession ?? null, documentId: releaseDocumentIdOf(release, eventId) },
    guidance: e.guidance === undefined || e.guidance === null ? null : e.guidance.map((g) => ({ ...g, basis: g.basis ?? null })),
    turns,
    corrections: e.corrections.map((c) => ({ ...c, correctedValue: c.correctedValue ?? null, unit: c.unit ?? null, source: { form: c.source.form, filedDate: c.source.filedDate, url: c.source.url ?? null } })),
    brief: e.brief === undefined || e.brief === null ? null : {
      approved: e.brief.approved, tldr: e.brief.tldr, bullish: e.brief.bullish, bearish: e.brief.bearish,
      quotes: e.brief.quotes.map((q) => ({ text: q.text, speakerName: turns[q.turnIndex]!.speakerName, speakerRole: turns[q.turnIndex]!.speakerRole, startSeconds: turns[q.turnIndex]!.startSeconds })),
    },
  };
  return { ...rows, contentHash: createHash('sha256').update(JSON.stringify(rows)).digest('hex') };
}

/** zod's problems as file issues placed by path (`guidance[2].unit`). */
export function schemaIssues(error: z.ZodError, prefix = ''): FileIssue[] {
  return error.issues.map((issue) => {
    const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '');
    return { line: null, at: `${prefix}${path === '' ? '(the event)' : path}`, column: null, problem: issue.message };
  });
}
