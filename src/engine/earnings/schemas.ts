/** Response shapes of the earnings-call and investor-event operations (zod, described for OpenAPI and the manual). */
import { z } from 'zod';
import { PageMeta } from '../../core/params';
import { EVENT_STATUS_VALUES, EVENT_TYPE_VALUES, GUIDANCE_UNITS } from './vocabulary';

export const RangeSchema = z.object({ low: z.number(), high: z.number() }).describe('A two-sided range (low < high) in the row\'s unit.');

export const GuidanceRowSchema = z
  .object({
    metric: z.string().describe('What is guided, as the release names it (Revenue, Diluted EPS, Operating margin, …).'),
    period: z.string().describe('Target period as written (Q1 FY2027, FY2027).'),
    fiscalYear: z.number().int().describe('Target fiscal year, on the company\'s own fiscal calendar.'),
    fiscalQuarter: z.number().int().nullable().describe('Target quarter 1 to 4; null for full-year guidance.'),
    unit: z.enum(GUIDANCE_UNITS).describe('USD (plain dollars; per share for EPS) or percent (12.5 means 12.5%).'),
    low: z.number().describe('Low end, in unit; equals high for point guidance.'),
    high: z.number().describe('High end, in unit.'),
    midpoint: z.number().describe('(low + high) / 2.'),
    basis: z.string().nullable().describe('Accounting basis as stated (GAAP, non-GAAP); null when none is stated.'),
    fromTable: z.boolean().describe('True when the figure comes from a table of the release rather than its prose.'),
    quote: z.string().describe('The release\'s sentence or table line the row comes from.'),
    actual: z.number().nullable().describe(
      'Filed GAAP actual of the target period (revenue or diluted EPS only), in unit; null for other metrics, for a non-GAAP row, and until the period\'s facts are filed.',
    ),
    actualVerdict: z.enum(['above', 'within', 'below']).nullable().describe('above: actual > high; within: low ≤ actual ≤ high; below: actual < low; null without an actual.'),
    actualIsDerived: z.boolean().describe('True when the actual is a fourth quarter computed as full-year minus nine-month year-to-date revenue.'),
    changeVsPrior: z.enum(['Initiated', 'Raised', 'Lowered', 'Maintained']).nullable().describe(
      'Against the same metric, target period, unit and basis guided at the company\'s immediately earlier call: Initiated when that call guided none, Raised/Lowered/Maintained by midpoint; null when not comparable (no earlier call on file, its guidance not extracted, or only a row of another unit or basis).',
    ),
    priorGuidanceRange: RangeSchema.nullable().describe('That earlier comparable row\'s range, only when it was two-sided (low < high); null otherwise.'),
  })
  .describe('Guidance row');

export const FilingRefSchema = z
  .object({
    form: z.string().describe('Form type (8-K, 10-Q, 10-K, …).'),
    filedDate: z.iso.date().describe('Filing date.'),
    url: z.string().nullable().describe('Address of the filing; null when the source gave none.'),
  })
  .describe('Filing');

export const CorrectionSchema = z
  .object({
    turnIndex: z.number().int().describe('Position of the corrected turn in the whole transcript (0-based; the offset that reaches it).'),
    speakerIndex: z.number().int().nullable().describe('speakerIndex of that turn; null when the event has no captured turn there.'),
    spokenText: z.string().describe('The figure as spoken, a part of the turn\'s text (the text itself is never edited).'),
    correctedText: z.string().describe('The figure as the filing states it.'),
    correctedValue: z.number().nullable().describe('The corrected figure as a number, when it is one.'),
    unit: z.string().nullable().describe('Unit of correctedValue (USD, percent, …); null when none.'),
    source: FilingRefSchema.describe('The filing that backs the correction.'),
  })
  .describe('Filing-backed correction of a spoken figure');

const eventFields = {
  id: z.uuid().describe('Event id: derived from the ticker, event type and fiscal period (earnings calls) or date, stable across ingests.'),
  eventType: z.enum(EVENT_TYPE_VALUES).describe('EarningsCall, Conference, InvestorDay, ShareholderMeeting or Other.'),
  eventTypeName: z.string().describe('The event type as shown (Earnings Call, Investor Day, …).'),
  title: z.string().describe('Title of the event.'),
  fiscalYear: z.number().int().nullable().describe('Fiscal year the call reports, on the company\'s own fiscal calendar (can run ahead of the calendar year); null for other events.'),
  fiscalQuarter: z.number().int().nullable().describe('Fiscal quarter 1 to 4 the call reports; null for other events.'),
  status: z.enum(EVENT_STATUS_VALUES).describe('Scheduled, Concluded, Postponed or Cancelled (see fds-earnings(1)).'),
  statusName: z.string().describe('The status as shown.'),
  webcastUrl: z.string().nullable().describe('Address of the webcast; null when none is known.'),
  hasAudio: z.boolean().describe('An audio recording is known.'),
  hasSlides: z.boolean().describe('A slide deck is known.'),
  hasTranscript: z.boolean().describe('A transcript is captured (its turns are served by the speakers reads).'),
};

export const EarningsCallSchema = z
  .object({
    ticker: z.string().describe('Ticker of the company.'),
    guidance: z.array(GuidanceRowSchema).describe('Guidance extracted from the linked earnings release; empty unless guidanceStatus is approved.'),
    guidanceStatus: z.enum(['approved', 'notExtracted']).nullable().describe(
      'approved: extraction ran (an empty guidance list means nothing was guided); notExtracted: a release is linked, guidance not extracted yet; null: no earnings release linked.',
    ),
    corrections: z.array(CorrectionSchema).describe('Filing-backed corrections of figures spoken on the call.'),
    ...eventFields,
    callDate: z.iso.date().describe('Date of the call.'),
    transcriptDocumentId: z.uuid().nullable().describe('Id of the transcript document (derived from the event id); null without a transcript.'),
    earningsReleaseDocumentId: z.uuid().nullable().describe('Id of the linked earnings-release filing (derived from its accession number); null without one.'),
  })
  .describe('Earnings-call event');

export const TurnSchema = z
  .object({
    speakerIndex: z.number().int().describe('Neutral index of the speaker within the event (0, 1, … in order of first turn).'),
    speakerName: z.string().nullable().describe('Speaker\'s name, only when the identity is trusted; otherwise null.'),
    speakerRole: z.string().nullable().describe('Role label when known (Operator, Chief Executive Officer, Analyst, …).'),
    text: z.string().describe('What was said, as published.'),
    startSeconds: z.number().nullable().describe('Start of the turn in the recording, seconds; null when the source has no timing.'),
    endSeconds: z.number().nullable().describe('End of the turn, seconds; null when the source has no timing.'),
  })
  .describe('Transcript turn');

export const TranscriptSchema = z
  .object({
    eventId: z.uuid().describe('Event id.'),
    ticker: z.string().describe('Ticker of the company.'),
    eventTitle: z.string().describe('Title of the event.'),
    callDate: z.iso.date().describe('Date of the call or event.'),
    fiscalYear: z.number().int().nullable().describe('Fiscal year of an earnings call; null for other events.'),
    fiscalQuarter: z.number().int().nullable().describe('Fiscal quarter of an earnings call; null for other events.'),
    turnCount: z.number().int().describe('Turns in this response: advance offset by it.'),
    totalTurnCount: z.number().int().describe('Turns in the whole transcript.'),
    offset: z.number().int().describe('Turns skipped before the first returned one.'),
    hasMore: z.boolean().describe('More turns follow this page.'),
    data: z.array(TurnSchema).describe('Turns in order.'),
    corrections: z.array(CorrectionSchema).describe('Every filing-backed correction of the transcript (not paged); the text is never edited.'),
  })
  .describe('Transcript');

export const ItemGroupSchema = z
  .object({
    filedDate: z.iso.date().describe('Filing date of the release the guidance was issued in.'),
    form: z.string().describe('Its form (8-K, …).'),
    filingUrl: z.string().nullable().describe('Its address; null when the source gave none.'),
    items: z.array(GuidanceRowSchema).describe('Guidance rows issued in it.'),
  })
  .describe('Guidance issued at the call, by filing');

export const ReportedVsGuidanceSchema = z
  .object({
    guidanceFiledDate: z.iso.date().describe('Filing date of the release that announced the compared range.'),
    guidanceForm: z.string().describe('Its form.'),
    guidanceFilingUrl: z.string().nullable().describe('Its address; null when the source gave none.'),
    item: GuidanceRowSchema.describe('The latest operative company range for the reported period, with the filed actual and verdict.'),
  })
  .describe('Reported result against the company\'s own guidance');

export const NarrativeShiftSchema = z
  .object({
    priorFiscalYear: z.number().int().describe('Fiscal year of the immediately older approved brief.'),
    priorFiscalQuarter: z.number().int().describe('Its fiscal quarter.'),
    derived: z.literal(true).describe('Always true: computed by the service, not written by an analyst.'),
    newBullish: z.array(z.string()).describe('Bullish points matching no bullish point of the older brief.'),
    newBearish: z.array(z.string()).describe('Bearish points matching no bearish point of the older brief.'),
    noLongerRaised: z.array(z.string()).describe('Points of the older brief matching no point of this one.'),
  })
  .describe('Narrative shift');

export const QuoteSchema = z
  .object({
    text: z.string(),
    speakerName: z.string().nullable().describe('Only when the identity is trusted.'),
    speakerRole: z.string().nullable(),
    startSeconds: z.number().nullable(),
  })
  .describe('Quote of the call');

export const BriefSchema = z
  .object({
    fiscalYear: z.number().int(),
    fiscalQuarter: z.number().int(),
    callDate: z.iso.date(),
    tldr: z.string().describe('One-paragraph summary.'),
    bullish: z.array(z.string()),
    bearish: z.array(z.string()),
    narrativeShift: NarrativeShiftSchema.nullable().describe('Against the immediately older approved brief; null only for the oldest approved brief.'),
    guidanceComparison: z
      .object({ issuedAtCall: z.array(ItemGroupSchema), reportedVsCompanyGuidance: z.array(ReportedVsGuidanceSchema) })
      .nullable()
      .describe('null when no linked approved guidance or settled comparison exists (not proof none was issued).'),
    quotes: z.array(QuoteSchema),
  })
  .describe('Earnings brief');

export const BriefsSchema = z
  .object({
    ticker: z.string().describe('Ticker of the company.'),
    data: z.array(BriefSchema).describe('Approved briefs, newest quarter first; quarters can be non-consecutive.'),
  })
  .describe('Earnings briefs');

export const InvestorEventSchema = z
  .object({ ...eventFields, eventDate: z.iso.date().describe('Date of the event (an earnings call\'s call date).') })
  .describe('Investor event');

export const InvestorEventsSchema = z
  .object({ ticker: z.string().describe('Ticker of the company.'), data: z.array(InvestorEventSchema).describe('Events, newest first.'), meta: PageMeta })
  .describe('Investor events');

export type GuidanceRow = z.infer<typeof GuidanceRowSchema>;
export type Correction = z.infer<typeof CorrectionSchema>;
export type EarningsCall = z.infer<typeof EarningsCallSchema>;
export type Turn = z.infer<typeof TurnSchema>;
export type Transcript = z.infer<typeof TranscriptSchema>;
export type Brief = z.infer<typeof BriefSchema>;
export type Briefs = z.infer<typeof BriefsSchema>;
export type NarrativeShift = z.infer<typeof NarrativeShiftSchema>;
export type InvestorEvent = z.infer<typeof InvestorEventSchema>;
export type InvestorEvents = z.infer<typeof InvestorEventsSchema>;
export type ItemGroup = z.infer<typeof ItemGroupSchema>;
export type ReportedVsGuidance = z.infer<typeof ReportedVsGuidanceSchema>;
