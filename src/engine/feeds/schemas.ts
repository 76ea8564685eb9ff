/** Response shapes of the web data feed operations (zod), and the TypeScript types the engine returns. */
import { z } from 'zod';
import { ACCESS_MODES, RUN_STATES } from './run-states';

const id = z.string().describe('Feed id, as listed by GET /v1/web-data-feeds.');
const name = z.string().describe('Name the account gave the feed.');

export const LatestRunSchema = z
  .object({
    runId: z.string().describe('Id of the newest collection run (by start time).'),
    state: z.enum(RUN_STATES).describe('Running (started, not completed), Succeeded (completed with a result) or Failed (completed without one).'),
    startedAtUtc: z.iso.datetime().describe('When the run started (ISO-8601, UTC).'),
    completedAtUtc: z.iso.datetime().nullable().describe('When the run completed (ISO-8601, UTC); null while Running.'),
  })
  .describe('Latest run');

export const FeedRowSchema = z
  .object({
    id,
    name,
    schedule: z.string().describe('Collection schedule as set in the dashboard, e.g. "daily 06:00 America/New_York".'),
    accessMode: z.enum(ACCESS_MODES).describe('public, or authenticated when collecting needs a sign-in to the source site.'),
    createdAtUtc: z.iso.datetime().describe('When the feed was created (ISO-8601, UTC).'),
    latestRun: LatestRunSchema.nullable().describe('The newest collection run, whatever its state; null when the feed has none stored.'),
    lastResultAtUtc: z.iso
      .datetime()
      .nullable()
      .describe('Completion time of the newest verified successful result (what GET /v1/web-data-feeds/{id} serves); null when none is stored.'),
  })
  .describe('Web data feed');
export type FeedRow = z.infer<typeof FeedRowSchema>;

export const FeedListSchema = z
  .object({ data: z.array(FeedRowSchema).describe("The caller's feeds, by name then id; empty when the account has none.") })
  .describe('Web data feed list');
export type FeedList = z.infer<typeof FeedListSchema>;

const jsonObject = z.record(z.string(), z.unknown());

export const NormalizedDataSchema = z
  .object({
    nothingStated: z.boolean().describe('True when the pages stated nothing the feed extracts (rows is then empty).'),
    shared: jsonObject.describe('Values repeated across every row, numbers and booleans as native JSON types. Field names differ by feed.'),
    rows: z.array(jsonObject).describe('One object per row, holding only the fields that vary between rows.'),
  })
  .describe('Normalized data');

export const FeedResultSchema = z
  .object({
    id,
    name,
    runId: z.string().describe('Id of the collection run that captured this result.'),
    capturedAtUtc: z.iso.datetime().describe('When that run completed (ISO-8601, UTC).'),
    normalizedData: NormalizedDataSchema.nullable().describe('The result under the strict type contract; null for a legacy result that cannot meet it (data is still returned).'),
    data: z.unknown().describe('The original verified extraction envelope, as captured, kept for compatibility and auditing.'),
    sources: z.array(z.unknown()).describe('The exact pages captured for this result, as captured (each with at least its url).'),
  })
  .describe('Web data feed result');
export type FeedResult = z.infer<typeof FeedResultSchema>;
