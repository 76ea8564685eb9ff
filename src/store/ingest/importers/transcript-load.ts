/** The reading code of the `transcript` importer (layout and trust rule in `./transcript.ts`). */
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import { replaceSample } from '../../sample-keys';
import type { WriteTx } from '../../store';
import { fileProblem, fileProblems, readJsonFile, type FileIssue } from '../problems';
import { storedEvent, type StoredEventRows } from './earnings-event-file';
import { writeEvent, writeTurns } from './earnings-store';
import { eventIdOf, transcriptDocumentIdOf } from '../../../engine/earnings/ids';
import type { Importer } from './importer';
import { storeTranscriptDocument } from './transcript-document';
import type { IsoDate } from '../../../core/dates';

const FILE_NAME = /^([A-Za-z0-9.-]+)_q([1-4])_(\d{4})\.(txt|json)$/i;
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

interface Participant {
  name: string;
  title: string | null;
}

type Turn = StoredEventRows['turns'][number];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const normal = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** The first written date (`May 25, 2021`) of the header texts, as yyyy-MM-dd. */
export function headerDate(headers: readonly string[]): string | null {
  for (const header of headers) {
    const found = /\b([A-Za-z]+)\.?\s+(\d{1,2}),\s+(\d{4})\b/.exec(header);
    const month = found === null ? -1 : MONTHS.findIndex((m) => m.startsWith(found[1]!.toLowerCase()) && found[1]!.length >= 3);
    if (found !== null && month >= 0) return `${found[3]}-${String(month + 1).padStart(2, '0')}-${found[2]!.padStart(2, '0')}`;
  }
  return null;
}

/** The turns of a call by the trust rule: a name only when it matches exactly one participant. */
export function trustedTurns(entries: readonly { speaker: string; speech: string }[], participants: readonly Participant[]): Turn[] {
  const indexes = new Map<string, number>();
  return entries.map(({ speaker, speech }) => {
    const key = normal(speaker);
    if (!indexes.has(key)) indexes.set(key, indexes.size);
    const base = { speakerIndex: indexes.get(key)!, text: speech, startSeconds: null, endSeconds: null };
    if (key === 'operator') return { ...base, speakerName: null, speakerRole: 'Operator' };
    const matches = participants.filter((p) => normal(p.name) === key);
    return matches.length === 1 ? { ...base, speakerName: speaker.trim(), speakerRole: matches[0]!.title } : { ...base, speakerName: null, speakerRole: null };
  });
}

function readCall(file: string, doc: unknown): { headers: string[]; entries: { speaker: string; speech: string }[]; participants: Participant[] } {
  if (!isRecord(doc)) throw fileProblem(file, 'is not a transcript: expected one JSON object with prepared_remarks and q_and_a');
  if (!Array.isArray(doc.prepared_remarks) && !Array.isArray(doc.q_and_a)) throw fileProblem(file, 'is not a transcript: it has neither prepared_remarks nor q_and_a');
  const issues: FileIssue[] = [];
  const entries: { speaker: string; speech: string }[] = [];
  for (const section of ['prepared_remarks', 'q_and_a'] as const) {
    const list = doc[section];
    if (list === undefined || list === null) continue;
    if (!Array.isArray(list)) {
      issues.push({ line: null, at: section, column: null, problem: 'is not a list of {speaker, speech}' });
      continue;
    }
    list.forEach((entry: unknown, i) => {
      const e = isRecord(entry) ? entry : {};
      const bad = (field: string, problem: string) => issues.push({ line: null, at: `${section}[${i}].${field}`, column: null, value: typeof e[field] === 'string' ? e[field] : null, problem });
      if (typeof e.speaker !== 'string' || e.speaker.trim() === '') bad('speaker', 'is not a speaker name');
      else if (typeof e.speech !== 'string' || e.speech.trim() === '') bad('speech', 'is not the text spoken');
      else entries.push({ speaker: e.speaker, speech: e.speech });
    });
  }
  const participants: Participant[] = [];
  const listed = Array.isArray(doc.participants) ? doc.participants : [];
  listed.forEach((entry: unknown, i) => {
    const at = typeof entry === 'string' ? entry.indexOf('--') : -1;
    if (typeof entry !== 'string' || at <= 0) {
      issues.push({ line: null, at: `participants[${i}]`, column: null, value: typeof entry === 'string' ? entry : null, problem: 'is not a "Name--Title" string' });
      return;
    }
    const title = entry.slice(at + 2).trim();
    participants.push({ name: entry.slice(0, at).trim(), title: title === '' ? null : title });
  });
  if (issues.length > 0) throw fileProblems(file, issues);
  if (entries.length === 0) throw fileProblem(file, 'has no turns: prepared_remarks and q_and_a are empty');
  const headers = Array.isArray(doc.header_texts) ? doc.header_texts.filter((h): h is string => typeof h === 'string') : [];
  return { headers, entries, participants };
}

/** Gives a stored event these turns (Concluded, its corrections dropped); returns the rows added, 0 when the same turns are stored. */
async function replaceTurns(tx: WriteTx, eventId: string, ticker: string, turns: readonly Turn[], provenance: { file: string; capturedAt: string }): Promise<number> {
  const stored = await tx.all<Turn>(
    `SELECT speaker_index AS "speakerIndex", text, start_seconds AS "startSeconds", end_seconds AS "endSeconds", speaker_name AS "speakerName", speaker_role AS "speakerRole"
     FROM earnings_turns WHERE event_id = CAST(? AS UUID) ORDER BY position`,
    [eventId],
  );
  const same = (t: Turn) => JSON.stringify([t.speakerIndex, t.speakerName, t.speakerRole, t.text, t.startSeconds, t.endSeconds]);
  if (stored.length === turns.length && stored.every((t, i) => same(t) === same(turns[i]!))) return 0;
  await tx.run('DELETE FROM earnings_turns WHERE event_id = CAST(? AS UUID)', [eventId]);
  await tx.run('DELETE FROM earnings_corrections WHERE event_id = CAST(? AS UUID)', [eventId]);
  const digest = createHash('sha256').update(JSON.stringify(turns)).digest('hex');
  await tx.run(
    `UPDATE earnings_events SET status = 'Concluded', transcript_document_id = CAST(? AS UUID), content_hash = content_hash || ':' || ?, source_file = ?, captured_at = CAST(? AS TIMESTAMP)
     WHERE event_id = CAST(? AS UUID)`,
    [transcriptDocumentIdOf(eventId), digest.slice(0, 16), provenance.file, provenance.capturedAt, eventId],
  );
  return writeTurns(tx, eventId, ticker, turns, { source: 'ingest', file: provenance.file, capturedAt: provenance.capturedAt });
}

export const load: Importer['load'] = async ({ tx, file, provenance }) => {
  const name = FILE_NAME.exec(basename(file));
  if (name === null) throw fileProblem(file, 'is not named TICKER_qN_YYYY.txt (the ticker, fiscal quarter and fiscal year of the call, such as AAP_q1_2021.txt)');
  const ticker = name[1]!.toUpperCase();
  const fiscalQuarter = Number(name[2]);
  const fiscalYear = Number(name[3]);
  const call = readCall(file, await readJsonFile(file));
  // Read: the call (its period from the file name, its date from the headers) and its turns.
  const turns = trustedTurns(call.entries, call.participants);
  const replaced = await replaceSample(tx, 'earnings', 'SELECT ? AS key', [ticker]);
  const eventId = eventIdOf({ ticker, eventType: 'EarningsCall', fiscalYear, fiscalQuarter, eventDate: '' });
  const from = { source: 'ingest', file: provenance.file, capturedAt: provenance.capturedAt };
  const stored = await tx.one<{ title: string; eventDate: IsoDate }>(
    'SELECT title, CAST(event_date AS VARCHAR) AS "eventDate" FROM earnings_events WHERE event_id = CAST(? AS UUID)',
    [eventId],
  );
  if (stored !== undefined) {
    const rowsAdded = await replaceTurns(tx, eventId, ticker, turns, provenance);
    const replacedDocuments = await storeTranscriptDocument(tx, { eventId, ticker, ...stored }, turns, from);
    return { format: 'json', rowsRead: 1 + turns.length, rowsAdded, replaced: [...replaced, ...replacedDocuments] };
  }
  const eventDate = headerDate(call.headers);
  if (eventDate === null) {
    throw fileProblem(file, `names no call date in header_texts ("Month D, YYYY") and no earnings call of ${ticker} for fiscal ${fiscalYear} Q${fiscalQuarter} is stored; ingest its earnings-event file first`);
  }
  const event = storedEvent({
    ticker, eventType: 'EarningsCall', title: `${ticker} Q${fiscalQuarter} FY${fiscalYear} earnings call`, eventDate, fiscalYear, fiscalQuarter,
    status: 'Concluded', hasAudio: false, hasSlides: false, corrections: [], earningsRelease: null, guidance: null, brief: null, transcript: [],
  });
  const withTurns: StoredEventRows = { ...event, turns, transcriptDocumentId: transcriptDocumentIdOf(eventId) };
  const rowsAdded = await writeEvent(tx, withTurns, from);
  const replacedDocuments = await storeTranscriptDocument(tx, { eventId, ticker, title: event.title, eventDate: eventDate }, turns, from);
  return { format: 'json', rowsRead: 1 + turns.length, rowsAdded, replaced: [...replaced, ...replacedDocuments] };
};
