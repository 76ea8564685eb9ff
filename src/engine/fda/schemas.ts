/**
 * The shape of `GET /v1/fda/catalysts`, field for field as the spec's "Advisory-committee catalyst row".
 */
import { z } from 'zod';

/** Default and maximum number of rows (spec Limits: advisory catalysts 60 / 500). */
export const CATALYST_DEFAULT_LIMIT = 60;
export const CATALYST_MAX_LIMIT = 500;
/** Days after the start that the window reaches when no endDate is given. */
export const CATALYST_DEFAULT_SPAN_DAYS = 90;
/** First month the calendar covers; earlier windows find nothing. */
export const CATALYST_COVERAGE_START = '2025-11-01';

export const CatalystRow = z.object({
  meetingDate: z.iso.date().describe('First day of the meeting (yyyy-MM-dd).'),
  endDate: z.iso.date().describe('Last day of the meeting (yyyy-MM-dd); equals meetingDate for a one-day meeting.'),
  title: z.string().describe('Title of the meeting as announced.'),
  center: z.string().describe('FDA center holding the meeting: CDER, CBER, CDRH, …'),
  catalystType: z.string().describe('Kind of catalyst, e.g. AdvisoryCommittee.'),
  sourceUrl: z.string().describe('Announcement page of the meeting.'),
});
export type CatalystRow = z.infer<typeof CatalystRow>;

export const CatalystList = z.object({
  data: z
    .array(CatalystRow)
    .describe('Meetings overlapping the window, soonest first (by meetingDate, then title); at most `limit` rows.'),
});
export type CatalystList = z.infer<typeof CatalystList>;
