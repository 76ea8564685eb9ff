/**
 * The vocabulary of investor events: event types and statuses with their display names, and the limits of
 * the family's reads. Importers read these; the rules never live here.
 */

/** Event types, with the name each is shown under. */
export const EVENT_TYPES = {
  EarningsCall: 'Earnings Call',
  Conference: 'Conference',
  InvestorDay: 'Investor Day',
  ShareholderMeeting: 'Shareholder Meeting',
  Other: 'Other Event',
} as const;
export type EventType = keyof typeof EVENT_TYPES;
export const EVENT_TYPE_VALUES = Object.keys(EVENT_TYPES) as [EventType, ...EventType[]];

/**
 * Event statuses: Scheduled (announced, not yet held), Concluded (held), Postponed (moved to a date not yet
 * announced) and Cancelled. The status is the one the newest capture of the event states; a capture of
 * the event's transcript proves it was held, so it makes the event Concluded.
 */
export const EVENT_STATUSES = {
  Scheduled: 'Scheduled',
  Concluded: 'Concluded',
  Postponed: 'Postponed',
  Cancelled: 'Cancelled',
} as const;
export type EventStatus = keyof typeof EVENT_STATUSES;
export const EVENT_STATUS_VALUES = Object.keys(EVENT_STATUSES) as [EventStatus, ...EventStatus[]];

/** Guidance units: plain numbers in US dollars, or percentages (12.5 means 12.5%). */
export const GUIDANCE_UNITS = ['USD', 'percent'] as const;
export type GuidanceUnit = (typeof GUIDANCE_UNITS)[number];

export const TRANSCRIPT_LIMIT = { default: 50, max: 200 } as const;
export const TRANSCRIPT_MAX_OFFSET = 100_000;
export const BRIEF_LIMIT = { default: 2, max: 8 } as const;
export const EVENT_LIST_LIMIT = { default: 25, max: 500 } as const;
/** Days before and after today the event list covers when no startDate or endDate is given. */
export const EVENT_WINDOW_DAYS = { before: 365, after: 365 } as const;
