/** Prose of the manual about earnings calls and investor events: guidance, transcripts, briefs and events. */
import { SAME_POINT, STOP_WORDS } from '../../src/engine/earnings/narrative-shift';
import { EVENT_STATUSES, EVENT_TYPES, EVENT_WINDOW_DAYS } from '../../src/engine/earnings/vocabulary';
import { para, terms, type Section } from './roff';

export const earningsSections: readonly Section[] = [
  {
    title: 'EARNINGS CALLS',
    body: terms([
      ['period', 'fds earnings call TICKER FISCAL_YEAR FISCAL_QUARTER reads the call of a fiscal period on the company\'s own fiscal calendar, stored and read as the source gives it: a company whose fiscal year ends in September reports fiscal 2027 Q1 in the calendar quarter ending December 2026. A quarter outside 1 to 4 is refused (400, exit 2); no call on file for the period, or an unknown ticker, is 404 (exit 3).'],
      ['ids', 'The event id is a uuid derived from the ticker, EarningsCall and the fiscal period (other events: the ticker, the type and the source\'s own id or the date), so it is the same after every re-ingest. transcriptDocumentId is derived from the event id and is null without a transcript; earningsReleaseDocumentId from the release\'s accession number (else its address) and is null without a linked release.'],
      ['status', `${Object.keys(EVENT_STATUSES).join(', ')}. Scheduled: announced, not held yet; Concluded: held; Postponed: moved to a date not announced yet; Cancelled. The status is the one the newest capture of the event states; a transcript proves an event was held, so an event with one is Concluded.`],
      ['guidanceStatus', 'approved: extraction ran on the linked earnings release (an empty guidance list means nothing was guided); notExtracted: a release is linked, its guidance not extracted yet (guidance is empty); null: no earnings release is linked.'],
      ['guidance', 'Each row: metric, target period (fiscalYear and fiscalQuarter, null for the full year), unit USD (plain dollars; per share for EPS) or percent (12.5 means 12.5%), low and high (equal for point guidance), midpoint = (low + high) / 2, basis as stated (null when none), fromTable and the quote it comes from.'],
      ['actual', 'Only revenue (Revenue, Revenues, Total revenue, Net revenue, Net sales, Sales) and diluted EPS in USD are settled, only when the basis is GAAP or unstated and the metric is not adjusted, non-GAAP, pro forma or core: a non-GAAP row is never compared with a GAAP actual. The actual is the filed SEC company fact of the target period (fds ingest company-facts): a fact\'s period is the label of the first filing reporting it; revenue is the first revenue concept tagging it; the newest filing\'s value. A fourth quarter no filing tags is full-year revenue less the nine months year to date ending with the third quarter (actualIsDerived true; never for EPS). Null until the period\'s facts are filed.'],
      ['verdict', 'above: actual > high; within: low ≤ actual ≤ high; below: actual < low; null without an actual.'],
      ['changeVsPrior', 'The company\'s immediately earlier held call is compared: its row of the same metric (case and punctuation aside), target fiscal year and quarter, unit and basis. None of that metric and target there: Initiated; its midpoint lower: Raised; higher: Lowered; equal: Maintained. Null when not comparable: no earlier call on file, its guidance not extracted, or only a row of another unit or basis. priorGuidanceRange is that row\'s {low, high} when it was two-sided (low < high), else null.'],
      ['corrections', 'Filing-backed corrections of figures spoken on the call: turnIndex (the turn\'s place in the whole transcript, 0-based: the offset that reaches it), speakerIndex, spokenText (as said), correctedText and correctedValue with its unit, and the source filing {form, filedDate, url}. They sit beside the transcript: its text is never edited.'],
    ]),
  },
  {
    title: 'TRANSCRIPTS',
    body: para(
      'fds earnings transcript TICKER FISCAL_YEAR FISCAL_QUARTER and fds earnings event-transcript EVENT_ID print a transcript a '
        + 'page of turns at a time (--limit turns, default 50, max 200; --offset, default 0, max 100000; a value above the '
        + 'maximum is refused, as every limit of the service is, except the member search\'s). turnCount counts the turns of '
        + 'this response and totalTurnCount the whole transcript: read until hasMore is false, advancing --offset by turnCount. '
        + 'speakerName is set only when the speaker\'s identity is trusted; otherwise it is null and the turn keeps its '
        + 'speakerIndex (a neutral index per distinct speaker of the event, in order of first turn) and its role when known. '
        + 'startSeconds and endSeconds are null when the source has no timing. event-transcript takes any event id of the '
        + 'event list, an earnings call\'s too (the same turns as its fiscal-period read). An event without a captured '
        + 'transcript, or an unknown id, is 404; an id that is not a uuid is 400.',
    ),
  },
  {
    title: 'BRIEFS',
    body: terms([
      ['which', 'fds earnings briefs TICKER lists approved briefs only, newest quarter first, --limit quarters (default 2, max 8); an unapproved brief is skipped, so the quarters can be non-consecutive. --fiscal-year (with an optional --fiscal-quarter) fetches one period; a quarter without a year, or outside 1 to 4, is 400.'],
      ['narrativeShift', `Against the immediately older approved brief (null only for the oldest). A point's words: lower case, split at every character other than a letter, digit or %, stop words dropped (${[...STOP_WORDS].slice(0, 12).join(', ')}, …), each word stemmed by cutting the first of the suffixes ing, ed, es, s that leaves at least three letters. Two points are the same point when the Jaccard index of their word sets (shared ÷ all) is at least ${SAME_POINT}. newBullish: current bullish points matching no older bullish point; newBearish likewise; noLongerRaised: older points matching no current point of either side. derived is always true.`],
      ['guidanceComparison', 'issuedAtCall: the guidance issued in the call\'s earnings release, grouped by that filing {filedDate, form, filingUrl, items: guidance rows}. reportedVsCompanyGuidance: for the period the call reports (its quarter, and on a fourth-quarter call its fiscal year), each metric whose GAAP actual is filed, compared with the latest operative company range: the row of that metric, target, unit and basis from the newest held call before this one that guided it (never analyst consensus), as {guidanceFiledDate, guidanceForm, guidanceFilingUrl, item: the guidance row with its actual and verdict}. Null when the call has no approved guidance linked and no settled comparison, which is not proof that none was issued.'],
      ['quotes', '{text, speakerName, speakerRole, startSeconds} from the call\'s transcript; speakerName follows the same trust rule.'],
    ]),
  },
  {
    title: 'INVESTOR EVENTS',
    body: para(
      `fds earnings events TICKER lists a company's investor events newest first: --event-type ${Object.keys(EVENT_TYPES).join(', ')} `
        + `(default all); --start-date and --end-date (inclusive, event dates) default to ${EVENT_WINDOW_DAYS.before} days before and `
        + `${EVENT_WINDOW_DAYS.after} days after today, so scheduled events show; a start after the end is 400; --limit (default 25, `
        + 'max 500) and --offset page it. Each row: id, eventType and eventTypeName, title, eventDate (the call date of an earnings '
        + 'call), fiscalYear and fiscalQuarter (an earnings call\'s period, the path of its call and transcript reads; null for other '
        + 'events), status and statusName, webcastUrl, hasAudio, hasSlides, hasTranscript. An unknown ticker is 404; a known one '
        + 'with no events in the window is an empty page. A listed call does not guarantee a captured transcript.',
    ),
  },
];
