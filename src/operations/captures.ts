/**
 * Publishing the captures for replicas (`fds captures publish DIR`): the store's capture tables written as
 * sorted Parquet files and a manifest naming the new version (see `../store/captures/publish.ts`).
 * Operator-only, like ingest: it runs where the store is held (this process, the store's daemon, or the
 * `fds serve` holding it) and lives under `/_local/`.
 */
import { isAbsolute } from 'node:path';
import { z } from 'zod';
import { fromWire, wholeNumber, wholeNumberText } from '../core/params';
// A publish carries every capture table to the replicas: its answer says when they hold synthetic rows.
import { wholeCaptures } from './sample-scope';
import { operation, type AnyOperation } from './operation';

/** Versions kept by default: the new one and two before it, for replicas still answering from them. */
export const DEFAULT_KEEP = 3;
const MAX_KEEP = 100;

const ManifestResponse = z
  .object({
    version: z.number().int().describe('The version this publish wrote: one more than the newest before it.'),
    publishedAt: z.string().describe('ISO-8601 time of the publish.'),
    schemaVersion: z.number().int().describe('Store schema (newest migration) of the publishing store; a replica must have the same.'),
    tables: z
      .record(
        z.string(),
        z.object({
          file: z.string().describe('Parquet file, relative to the directory: vN/<table>.parquet.'),
          rows: z.number().int().describe('Rows written.'),
          columns: z
            .array(z.object({ name: z.string().describe('Column name.'), type: z.string().describe('DuckDB type in the store.') }))
            .describe('The table\'s columns in order, with the types a replica casts them back to.'),
          orderedBy: z.array(z.string()).describe('Columns the rows are sorted by: the key reads look rows up by.'),
        }),
      )
      .describe('Every published table, by name.'),
  })
  .describe('The manifest of the new version, exactly as written to DIR/manifest.json.');

export const publishCapturesOperation = operation({
  id: 'captures.publish',
  method: 'POST',
  path: '/_local/captures/publish',
  summary: 'Publish the capture tables as sorted Parquet files for replicas',
  description:
    'Writes every capture table of the store to DIR/vN/<table>.parquet, sorted by its lookup key, from one consistent snapshot, '
    + 'then DIR/manifest.json naming version N (the previous version plus one) as a new file renamed over the old one. A failure '
    + 'leaves the previous manifest in place and no part of the new version. Keeps the newest versions (keep) and removes older '
    + 'version directories. Replicas started with fds serve --captures DIR switch to the new version by themselves.',
  tag: 'store',
  params: z.object({
    dir: z
      .string()
      .refine((path) => isAbsolute(path), { message: 'must be an absolute path' })
      .describe('Absolute path of the captures directory; created when missing.'),
    keep: fromWire(wholeNumberText, wholeNumber(1, MAX_KEEP, 'must be a whole number of versions'))
      .prefault(DEFAULT_KEEP)
      .describe(`Versions to keep, the new one included (default ${DEFAULT_KEEP}, max ${MAX_KEEP}); older version directories are removed.`),
  }),
  response: ManifestResponse,
  access: 'local',
  sampleScope: wholeCaptures,
  run: async (ctx, p) => (await import('../store/captures/publish')).publishCaptures(ctx.store, { dir: p.dir, keep: p.keep, clock: ctx.clock }),
});

export const captureOperations: readonly AnyOperation[] = [publishCapturesOperation];
