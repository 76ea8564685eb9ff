/**
 * Writing one investor event: its row and its guidance, turns, corrections and brief. An event is replaced
 * whole (its id is derived from a durable key, so a re-ingest keeps it); an event whose stored content
 * digest equals the incoming one is left alone, so re-ingesting the same file adds nothing.
 */
import type { WriteTx } from '../../store';
import { stageRows, type StagedRow } from './congress-store';
import type { StoredEventRows } from './earnings-event-file';

/** Tables of an event's parts, in the order they are cleared. */
const PART_TABLES = ['earnings_guidance', 'earnings_turns', 'earnings_corrections', 'earnings_briefs'] as const;

/** Where a row comes from: `sample` with no file, or an ingest with its file. */
export interface EventSource {
  source: string;
  file: string | null;
  capturedAt: string;
}

async function insert(tx: WriteTx, table: string, rows: readonly StagedRow[], types: Record<string, string>, from: EventSource): Promise<number> {
  if (rows.length === 0) return 0;
  await stageRows(tx, 'earnings_staged', rows, types);
  const columns = Object.keys(types);
  const select = columns.map((c) => (types[c] === 'VARCHAR' && c.endsWith('_id') && c !== 'ticker' ? `CAST(${c} AS UUID)` : c)).join(', ');
  const added = await tx.run(
    `INSERT INTO ${table} (${columns.join(', ')}, source, source_file, captured_at) SELECT ${select}, ?, ?, CAST(? AS TIMESTAMP) FROM earnings_staged`,
    [from.source, from.file, from.capturedAt],
  );
  await tx.run('DROP TABLE earnings_staged');
  return added;
}

/** Inserts an event's turns, in order; returns how many. */
export function writeTurns(tx: WriteTx, eventId: string, ticker: string, turns: Readonly<StoredEventRows['turns']>, from: EventSource): Promise<number> {
  return insert(tx, 'earnings_turns', turns.map((t, position) => ({
    event_id: eventId, ticker, position, speaker_index: t.speakerIndex, speaker_name: t.speakerName, speaker_role: t.speakerRole, text: t.text,
    start_seconds: t.startSeconds, end_seconds: t.endSeconds,
  })), {
    event_id: 'VARCHAR', ticker: 'VARCHAR', position: 'INTEGER', speaker_index: 'INTEGER', speaker_name: 'VARCHAR', speaker_role: 'VARCHAR', text: 'VARCHAR',
    start_seconds: 'DOUBLE', end_seconds: 'DOUBLE',
  }, from);
}

/** Removes an event and its parts. */
export async function deleteEvent(tx: WriteTx, eventId: string): Promise<void> {
  for (const table of [...PART_TABLES, 'earnings_events']) await tx.run(`DELETE FROM ${table} WHERE event_id = CAST(? AS UUID)`, [eventId]);
}

/** Writes `event` in place of any stored one of its id; returns the rows added (0 when it was stored unchanged). */
export async function writeEvent(tx: WriteTx, event: StoredEventRows, from: EventSource): Promise<number> {
  const stored = await tx.one<{ hash: string }>('SELECT content_hash AS hash FROM earnings_events WHERE event_id = CAST(? AS UUID)', [event.eventId]);
  if (stored?.hash === event.contentHash) return 0;
  await deleteEvent(tx, event.eventId);
  const id = event.eventId;
  const ticker = event.ticker;
  const r = event.release;
  let added = await insert(tx, 'earnings_events', [{
    event_id: id, ticker, event_type: event.eventType, title: event.title, event_date: event.eventDate, fiscal_year: event.fiscalYear,
    fiscal_quarter: event.fiscalQuarter, status: event.status, webcast_url: event.webcastUrl, has_audio: event.hasAudio, has_slides: event.hasSlides,
    transcript_document_id: event.transcriptDocumentId, release_form: r?.form ?? null, release_filed_date: r?.filedDate ?? null, release_url: r?.url ?? null,
    release_accession: r?.accession ?? null, release_document_id: r?.documentId ?? null, guidance_extracted: event.guidance !== null, content_hash: event.contentHash,
  }], {
    event_id: 'VARCHAR', ticker: 'VARCHAR', event_type: 'VARCHAR', title: 'VARCHAR', event_date: 'DATE', fiscal_year: 'INTEGER', fiscal_quarter: 'INTEGER',
    status: 'VARCHAR', webcast_url: 'VARCHAR', has_audio: 'BOOLEAN', has_slides: 'BOOLEAN', transcript_document_id: 'VARCHAR', release_form: 'VARCHAR',
    release_filed_date: 'DATE', release_url: 'VARCHAR', release_accession: 'VARCHAR', release_document_id: 'VARCHAR', guidance_extracted: 'BOOLEAN', content_hash: 'VARCHAR',
  }, from);
  added += await insert(tx, 'earnings_guidance', (event.guidance ?? []).map((g, position) => ({
    event_id: id, ticker, position, metric: g.metric, period: g.period, fiscal_year: g.fiscalYear, fiscal_quarter: g.fiscalQuarter, unit: g.unit,
    low: g.low, high: g.high, basis: g.basis, from_table: g.fromTable, quote: g.quote,
  })), {
    event_id: 'VARCHAR', ticker: 'VARCHAR', position: 'INTEGER', metric: 'VARCHAR', period: 'VARCHAR', fiscal_year: 'INTEGER', fiscal_quarter: 'INTEGER', unit: 'VARCHAR',
    low: 'DOUBLE', high: 'DOUBLE', basis: 'VARCHAR', from_table: 'BOOLEAN', quote: 'VARCHAR',
  }, from);
  added += await writeTurns(tx, id, ticker, event.turns, from);
  added += await insert(tx, 'earnings_corrections', event.corrections.map((c, position) => ({
    event_id: id, ticker, position, turn_index: c.turnIndex, spoken_text: c.spokenText, corrected_text: c.correctedText, corrected_value: c.correctedValue,
    unit: c.unit, source_form: c.source.form, source_filed_date: c.source.filedDate, source_url: c.source.url,
  })), {
    event_id: 'VARCHAR', ticker: 'VARCHAR', position: 'INTEGER', turn_index: 'INTEGER', spoken_text: 'VARCHAR', corrected_text: 'VARCHAR', corrected_value: 'DOUBLE',
    unit: 'VARCHAR', source_form: 'VARCHAR', source_filed_date: 'DATE', source_url: 'VARCHAR',
  }, from);
  if (event.brief !== null) {
    const b = event.brief;
    added += await insert(tx, 'earnings_briefs', [{ event_id: id, ticker, approved: b.approved, tldr: b.tldr, bullish: b.bullish, bearish: b.bearish, quotes: JSON.stringify(b.quotes) }], {
      event_id: 'VARCHAR', ticker: 'VARCHAR', approved: 'BOOLEAN', tldr: 'VARCHAR', bullish: 'VARCHAR[]', bearish: 'VARCHAR[]', quotes: 'VARCHAR',
    }, from);
  }
  return added;
}
