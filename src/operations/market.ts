/**
 * Market family: trading status and the curated NYSE holiday calendar.
 */
import { z } from 'zod';
import { fromWire, wholeNumberText } from '../core/params';
import { CALENDAR_ENTRY_KINDS, CURATED_YEARS_TEXT, marketCalendar, FIRST_CALENDAR_YEAR, LAST_CALENDAR_YEAR } from '../engine/market/calendar-year';
import { CALENDAR_HORIZON_END, MARKET_TIME_ZONE } from '../engine/market/calendar';
import { SESSIONS } from '../engine/market/session';
import { DAY_KINDS, marketStatus } from '../engine/market/status';
// The session and the holiday calendar are curated reference data, not captures.
import { noCaptures } from './sample-scope';
import { operation, type AnyOperation } from './operation';

const wallTime = (description: string) =>
  z.string().regex(/^\d{2}:\d{2}$/).nullable().describe(description);
const timestamp = (description: string) => z.iso.datetime({ offset: true }).describe(description);
const todayTimestamp = (description: string) =>
  timestamp(description).nullable().describe(`${description} Null when the market does not open today.`);
const nextTimestamp = (description: string) =>
  timestamp(description)
    .nullable()
    .describe(`${description} Null when it falls after the calendar horizon (${CALENDAR_HORIZON_END}): unknown.`);

export const MarketStatusSchema = z
  .object({
    asOf: timestamp('Now, ISO-8601 with the New York offset.'),
    date: z.iso.date().describe('Calendar date in New York (yyyy-MM-dd).'),
    session: z
      .enum(SESSIONS)
      .describe('PreMarket 04:00–09:30 ET, Regular 09:30–close, AfterHours close–20:00 (17:00 on early-close days), Closed otherwise.'),
    isOpen: z.boolean().describe('True only during the Regular session.'),
    dayKind: z.enum(DAY_KINDS).describe('What kind of day today is in New York.'),
    holidayName: z
      .string()
      .nullable()
      .describe('Name of today\'s full closure; null on trading days (early-close days included) and weekends.'),
    regularOpen: todayTimestamp('Today\'s regular open (09:30 ET).'),
    regularClose: todayTimestamp('Today\'s regular close (16:00 ET, 13:00 ET on early-close days).'),
    extendedHoursStart: todayTimestamp('Start of today\'s pre-market session (04:00 ET).'),
    extendedHoursEnd: todayTimestamp('End of today\'s after-hours session (20:00 ET, 17:00 ET on early-close days).'),
    nextOpen: nextTimestamp('Next regular open strictly after now.'),
    nextClose: nextTimestamp('Next regular close strictly after now.'),
    calendarHorizon: z.iso.date().describe('Last date the curated calendar covers.'),
    timeZone: z.literal(MARKET_TIME_ZONE).describe('Time zone of every wall time: America/New_York.'),
  })
  .describe('Market status');

export const CalendarEntrySchema = z
  .object({
    date: z.iso.date().describe('Date of the closure or early close (yyyy-MM-dd).'),
    kind: z.enum(CALENDAR_ENTRY_KINDS).describe('Holiday (market closed all day) or EarlyClose (closes 13:00 ET).'),
    name: z.string().describe('Name of the holiday or early-close occasion.'),
    isTradingDay: z.boolean().describe('False for holidays, true for early closes.'),
    regularOpen: wallTime('Regular open, HH:mm ET, on early-close days (09:30); null on holidays.'),
    regularClose: wallTime('Regular close, HH:mm ET, on early-close days (13:00); null on holidays.'),
  })
  .describe('Calendar entry');

export const MarketCalendarSchema = z
  .object({ data: z.array(CalendarEntrySchema).describe('Holidays and early closes of the year, ascending by date.') })
  .describe('Market calendar of one year');

const yearParam = fromWire(
  wholeNumberText,
  z
    .number({ error: 'must be a whole number such as 2026' })
    .int('must be a whole number such as 2026')
    .min(FIRST_CALENDAR_YEAR, CURATED_YEARS_TEXT)
    .max(LAST_CALENDAR_YEAR, CURATED_YEARS_TEXT),
)
  .optional()
  .describe(`Calendar year, ${FIRST_CALENDAR_YEAR} to ${LAST_CALENDAR_YEAR} (default: the current year in New York).`);

export const getMarketStatus = operation({
  id: 'market.status',
  method: 'GET',
  path: '/v1/market/status',
  summary: 'Market status',
  description:
    'Where the NYSE stands now: session, day kind, today\'s hours and the next regular open and close, all in America/New_York.',
  tag: 'market',
  params: z.object({}),
  response: MarketStatusSchema,
  access: 'anyPlan',
  sampleScope: noCaptures,
  run: (ctx) => Promise.resolve(marketStatus(ctx)),
});

export const getMarketCalendar = operation({
  id: 'market.calendar',
  method: 'GET',
  path: '/v1/market/calendar',
  summary: 'Market holiday calendar',
  description: `Full closures and early closes of one year of the curated NYSE calendar (${FIRST_CALENDAR_YEAR}–${LAST_CALENDAR_YEAR}).`,
  tag: 'market',
  params: z.object({ year: yearParam }),
  response: MarketCalendarSchema,
  access: 'anyPlan',
  sampleScope: noCaptures,
  run: (ctx, p) => Promise.resolve(marketCalendar(ctx, p)),
});

export const marketOperations: readonly AnyOperation[] = [getMarketStatus, getMarketCalendar];
