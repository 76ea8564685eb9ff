/**
 * Deterministic ids of the family: an event's uuid comes from a durable key (its ticker, type and fiscal
 * period for an earnings call; its ticker, type and date, or the source's own id, for another event), and
 * the document ids of its transcript and earnings release from the event and the release's accession
 * number (else its address). Re-ingesting an event keeps every id; none depends on insertion order.
 */
import { nameUuid } from '../../core/name-uuid';
import type { EventType } from './vocabulary';

const BASE = 'https://fds.invalid/investor-events/';

export interface EventKey {
  ticker: string;
  eventType: EventType;
  fiscalYear: number | null;
  fiscalQuarter: number | null;
  eventDate: string;
  /** The source's own durable id of the event, when it gives one (never for an earnings call). */
  sourceId?: string | null | undefined;
}

/** The durable key an event id is derived from. */
export function eventKey(key: EventKey): string {
  const ticker = key.ticker.toUpperCase();
  if (key.eventType === 'EarningsCall') return `${ticker}/EarningsCall/FY${key.fiscalYear}/Q${key.fiscalQuarter}`;
  return `${ticker}/${key.eventType}/${key.sourceId ?? key.eventDate}`;
}

export const eventIdOf = (key: EventKey): string => nameUuid(`${BASE}${eventKey(key)}`);

/** The transcript document of an event. */
export const transcriptDocumentIdOf = (eventId: string): string => nameUuid(`${BASE}${eventId}/transcript`);

/** The earnings-release filing: by accession number when known (the same filing anywhere), else its address. */
export const releaseDocumentIdOf = (release: { accession?: string | null | undefined; url?: string | null | undefined }, eventId: string): string =>
  nameUuid(release.accession ? `https://www.sec.gov/Archives/edgar/data/${release.accession}` : release.url ? release.url : `${BASE}${eventId}/release`);
