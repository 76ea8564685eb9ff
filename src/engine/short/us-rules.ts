/**
 * Vocabulary of the US short-selling reads, shared with the sample generator: the dates the regulators'
 * data changes meaning on, FINRA's days-to-cover cap, and each read's page and window defaults.
 */
import type { IsoDate } from '../../core/dates';

/** First trade date of daily short volume in the service: earlier dates answer an empty page. */
export const SHORT_VOLUME_START: IsoDate = '2026-04-06';

/**
 * From the week starting on this date FINRA files symbols that differ only by case separately; a weekly
 * off-exchange row of an earlier week may include a case-folded sibling's volume.
 */
export const CASE_SEPARATED_FROM: IsoDate = '2025-08-11';

/** FINRA's cap on days to cover: a reading of 999.99 means 999.99 or more. */
export const DAYS_TO_COVER_CAP = 999.99;

/** Default windows, in calendar months back from the end date (today unless given). */
export const DEFAULT_MONTHS = { shortVolume: 3, shortInterest: 12, offExchange: 6, failsToDeliver: 3 } as const;

/** Page sizes: `[default, max]`. Fails-to-deliver has no spec'd default; it pages like short volume (a trading day a row). */
export const PAGE_LIMITS = {
  shortVolume: [90, 500],
  shortInterest: [24, 500],
  offExchange: [26, 500],
  failsToDeliver: [90, 500],
  snapshot: [50, 500],
  largest: [50, 500],
} as const;

/** What the short-interest snapshot is sorted by. */
export const SNAPSHOT_SORTS = ['daysToCover', 'shortPosition', 'change'] as const;
export type SnapshotSort = (typeof SNAPSHOT_SORTS)[number];

/** What the largest-short-volume board is sorted by. */
export const LARGEST_SORTS = ['shortVolume', 'shortPercent'] as const;
export type LargestSort = (typeof LARGEST_SORTS)[number];
