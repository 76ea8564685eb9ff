/** Response shapes of the economic data operations (zod), and the TypeScript types the engine returns. */
import { z } from 'zod';
import { PageMeta } from '../../core/params';
import { CATEGORIES, IMPORTANCES, SEASONAL_ADJUSTMENTS } from './vocabulary';

const lastUpdated = z.iso
  .datetime()
  .nullable()
  .describe('UTC time the store last synced the series (newest capture of its observations); null when none is stored. Pipeline freshness, not the period observed.');
const seriesId = z.string().describe('FRED series id, e.g. DGS10.');
const title = z.string().describe('FRED title of the series.');
const category = z.enum(CATEGORIES).describe('Category of the series.');
const frequency = z.string().describe('FRED frequency, e.g. Daily, "Weekly, Ending Saturday", Monthly, Quarterly.');
const units = z.string().describe('FRED units, e.g. Percent, "Index 1982-1984=100", "Billions of Dollars".');
const seasonalAdjustment = z.enum(SEASONAL_ADJUSTMENTS).describe('SA (seasonally adjusted, annual rates included) or NSA.');

export const SeriesRowSchema = z
  .object({ seriesId, title, category, frequency, units, seasonalAdjustment, lastUpdated })
  .describe('Series row');
export type SeriesRow = z.infer<typeof SeriesRowSchema>;

export const SeriesSearchSchema = z
  .object({ data: z.array(SeriesRowSchema).describe('Matching tracked series, by category then series id.') })
  .describe('Series search result');

export const ObservationSchema = z
  .object({
    date: z.iso.date().describe('Observation date (yyyy-MM-dd); for monthly and longer series the first day of the period.'),
    value: z.number().describe('Observed value, in the series units.'),
  })
  .describe('Observation');
export type Observation = z.infer<typeof ObservationSchema>;

export const ObservationsSchema = z
  .object({
    series: z
      .object({ id: seriesId, title, units, frequency, seasonalAdjustment, lastUpdated })
      .describe('The series observed.'),
    data: z.array(ObservationSchema).describe('Stored observations in the window, newest first. Dates FRED marks missing (".") have none.'),
    meta: PageMeta.describe('Paging of the window.'),
  })
  .describe('Observations response');
export type Observations = z.infer<typeof ObservationsSchema>;

export const LatestRowSchema = z
  .object({
    seriesId,
    title,
    category,
    units,
    date: z.iso.date().nullable().describe('Date of the newest stored observation; null when none is stored.'),
    value: z.number().nullable().describe('Value of the newest stored observation; null when none is stored.'),
    previous: z.number().nullable().describe('Value of the observation before the newest; null when fewer than two are stored.'),
    change: z
      .number()
      .optional()
      .describe('value minus previous, rounded to 6 decimals; absent when fewer than two observations are stored.'),
  })
  .describe('Latest row');
export type LatestRow = z.infer<typeof LatestRowSchema>;

export const LatestSchema = z
  .object({ data: z.array(LatestRowSchema).describe('One row per tracked series, by category then series id.') })
  .describe('Latest values');

export const CalendarRowSchema = z
  .object({
    date: z.iso.date().describe('Scheduled publication date (yyyy-MM-dd).'),
    release: z.string().describe('Release name.'),
    importance: z.enum(IMPORTANCES).describe('High: tier-1 market movers; Medium: other scheduled prints; Low: daily rate and market levels.'),
    series: z.array(z.string()).describe('Tracked series ids the release updates.'),
  })
  .describe('Calendar row');
export type CalendarRow = z.infer<typeof CalendarRowSchema>;

export const CalendarSchema = z
  .object({
    data: z.array(CalendarRowSchema).describe('Releases in the window: by date, then importance High to Low, then release name.'),
    meta: PageMeta.describe('offset is always 0 (the calendar has no offset); hasMore is true when the window holds more rows than limit.'),
  })
  .describe('Economic release calendar');
export type Calendar = z.infer<typeof CalendarSchema>;
