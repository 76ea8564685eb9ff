/**
 * Importer of the canonical investor-event JSON: one event per file (a folder stands for its files).
 */
import type { Importer } from './importer';
import { TRANSCRIPT_DOCUMENT_MANUAL } from './transcript';

export const earningsEventImporter: Importer = {
  name: 'earnings-event',
  description: 'Investor event JSON (fds canonical): an earnings call or other investor event with its release, guidance, transcript, corrections and brief',
  manual:
    'One JSON object per file, one event each (a folder stands for its .json files). Fields: ticker; eventType (EarningsCall, '
    + 'Conference, InvestorDay, ShareholderMeeting, Other); title; eventDate (yyyy-MM-dd: the call date); fiscalYear and '
    + 'fiscalQuarter (1 to 4), required for an EarningsCall and on the company\'s own fiscal calendar, stored as given; status '
    + '(Scheduled, Concluded, Postponed, Cancelled; an event with a transcript must be Concluded); sourceId (optional, another '
    + 'event\'s durable id at its source); webcastUrl; hasAudio, hasSlides (default false); earningsRelease {form, filedDate, url, '
    + 'accession} or null/absent (no release linked); guidance: an array of {metric, period, fiscalYear, fiscalQuarter (null for '
    + 'the full year), unit (USD or percent), low, high (equal for point guidance, low not above high), basis (GAAP, non-GAAP, … or '
    + 'null), fromTable, quote}, or null/absent when guidance is not extracted (with a release that reads as notExtracted; guidance '
    + 'needs a release); transcript: the turns as published, each {speaker (the published label), role, trusted (true only when '
    + 'the speaker\'s identity is verified: otherwise the name is not served, only a neutral speaker index per distinct label), '
    + 'text, startSeconds, endSeconds}; corrections: {turnIndex, spokenText (must occur in that turn\'s text, which is never '
    + 'edited), correctedText, correctedValue, unit, source {form, filedDate, url}}; brief {approved, tldr, bullish, bearish, '
    + 'quotes [{text, turnIndex}] (the text must occur in that turn)}. The event id is a uuid derived from ticker, EarningsCall '
    + 'and the fiscal period (other events: ticker, type and sourceId or date), and the transcript and release document ids '
    + 'from the event id and the release\'s accession number (else its url), so a re-ingest keeps every id. Re-ingesting an '
    + 'event replaces all its rows; the same file again changes nothing. Every problem is listed by its place in the object '
    + '(guidance[2].unit). An event of a ticker replaces that ticker\'s synthetic events. ' + TRANSCRIPT_DOCUMENT_MANUAL,
  extensions: ['.json'],
  load: async (input) => (await import('./earnings-event-load')).load(input),
};
