/**
 * Importer of earnings-call transcripts in the common community layout: one JSON object per call, the
 * ticker and fiscal period in the file name.
 */
import type { Importer } from './importer';

/** How a transcript brought by an importer (this one or earnings-event) enters the filing store. */
export const TRANSCRIPT_DOCUMENT_MANUAL =
  'The transcript is also stored as an EarningsCallTranscript document of the filing store, under the transcriptDocumentId '
  + 'of its call and dated on the call date, so fds filings search finds what was said and fds filings read reads it: a '
  + 'first line naming the call, then a line per turn, "Name, Role: text" for a trusted speaker, else the role, else '
  + '"Speaker N" (a paragraph break inside a turn starts a new line). Like any real document of a company, it replaces '
  + 'that company\'s synthetic sample documents.';

export const transcriptImporter: Importer = {
  name: 'transcript',
  description: 'Earnings-call transcript JSON in the community layout (TICKER_qN_YYYY.txt): prepared remarks and Q&A by speaker',
  manual:
    'One JSON object per call (despite the .txt suffix the files usually carry; .json is read too): header_texts (section '
    + 'titles, optional), prepared_remarks and q_and_a (lists of {speaker, speech}, paragraphs joined with a line break inside '
    + 'speech; at least one of the two lists), participants (optional list of "Name--Title" strings). The file name is '
    + 'TICKER_qN_YYYY with N the fiscal quarter and YYYY the fiscal year, on the company\'s own fiscal calendar, stored as given '
    + '(AAP_q1_2021.txt). Turns are the prepared remarks then the Q&A, in order, the speech as published. Trust rule: a speaker\'s '
    + 'name is kept only when it matches exactly one participant\'s name (case and spacing aside), with the participant\'s '
    + 'title as its role; Operator gets the role Operator and no name; any other speaker (unlisted, or matching several '
    + 'entries) gets no name and no role. Every distinct speaker label gets a neutral speakerIndex in order of first turn. '
    + 'The layout has no timing: startSeconds and endSeconds are null. The file creates the EarningsCall event of that fiscal '
    + 'period (its date from the first "Month D, YYYY" in header_texts; without one the event must be stored already, from an '
    + 'earnings-event file; guidanceStatus null) or gives the stored one its transcript, making it Concluded and dropping its '
    + 'corrections (they pointed at the old turns). A file name not in that form, an entry without a speaker or speech, or a '
    + 'participant without "--" is refused with its place. Re-ingesting the same transcript changes nothing. A transcript of a '
    + 'ticker replaces that ticker\'s synthetic events. ' + TRANSCRIPT_DOCUMENT_MANUAL,
  extensions: ['.txt', '.json'],
  load: async (input) => (await import('./transcript-load')).load(input),
};
