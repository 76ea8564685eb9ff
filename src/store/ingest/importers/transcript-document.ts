/**
 * An earnings call's transcript as a document of the filing store, so `fds filings search` finds what was
 * said on a call and `fds filings read` reads it: one line per turn, `Speaker, Role: text` (the name only
 * when the transcript's trust rule kept it, else the role, else `Speaker N`), under a first line naming the
 * call. The document's id is the one the event gives its transcript (`transcriptDocumentId`), its date the
 * call's. Stored by the importers that bring turns (transcript, earnings-event), in their transaction.
 */
import { transcriptDocumentIdOf } from '../../../engine/earnings/ids';
import type { IsoDate } from '../../../core/dates';
import type { ReplacedSample } from '../../sample-keys';
import type { WriteTx } from '../../store';
import type { StoredEventRows } from './earnings-event-file';
import { storeDocuments, type DocumentProvenance } from './filing-store';

type Turn = StoredEventRows['turns'][number];

export interface CallOfTranscript {
  eventId: string;
  ticker: string;
  title: string;
  eventDate: IsoDate;
}

/** Who speaks a turn, as the transcript line names them. */
export function speakerLabel(turn: Turn): string {
  const who = turn.speakerName ?? turn.speakerRole ?? `Speaker ${turn.speakerIndex + 1}`;
  return turn.speakerName !== null && turn.speakerRole !== null ? `${who}, ${turn.speakerRole}` : who;
}

/** The lines of a call's transcript document. */
export const transcriptLines = (call: CallOfTranscript, turns: readonly Turn[]): string[] =>
  [`${call.title} (${call.eventDate})`, ...turns.map((t) => `${speakerLabel(t)}: ${t.text}`)];

/**
 * Stores (or leaves as it is, when unchanged) the transcript document of a call with turns; returns the
 * sample documents of the company it replaced (a real document replaces its company's synthetic corpus).
 */
export async function storeTranscriptDocument(tx: WriteTx, call: CallOfTranscript, turns: readonly Turn[], provenance: DocumentProvenance): Promise<ReplacedSample[]> {
  if (turns.length === 0) return [];
  // The listing's own name, when it has one beyond its ticker (a placeholder name says nothing).
  const listing = await tx.one<{ name: string }>('SELECT name FROM listings WHERE ticker = ? AND trim(name) NOT IN (\'\', ticker)', [call.ticker]);
  const stored = await storeDocuments(tx, [{
    key: `transcript:${call.eventId}`,
    id: transcriptDocumentIdOf(call.eventId),
    documentType: 'EarningsCallTranscript',
    form: 'Earnings Call',
    cik: null,
    ticker: call.ticker,
    companyName: listing?.name ?? null,
    filedDate: call.eventDate,
    periodDate: call.eventDate,
    itemNumbers: [],
    accession: null,
    documentName: null,
    url: null,
    lines: transcriptLines(call, turns),
  }], provenance);
  return stored.replaced;
}
