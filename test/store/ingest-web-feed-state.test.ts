/**
 * The `web-feed` importer with a PostgreSQL state store (`fds serve --state`): DuckDB reads and checks the
 * file, the feed and its runs are written in PostgreSQL in one transaction and read back through the API
 * from there; the file's record stays in the DuckDB store. Re-ingesting adds nothing, a refusal changes
 * nothing, the history bounds apply in PostgreSQL, and two servers ingesting one run id for two feeds at
 * once store it once.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FeedList, FeedResult } from '../../src/engine/feeds/schemas';
import { ingestAny } from '../../src/store/ingest/index';
import { call } from '../support/invoke';
import { onBackend, postgresStates, type StateFixture } from '../support/state';
import { emptyStore } from '../support/store';
import { expectRefused, scratch } from '../fixtures/ingest/helpers';

const postgres = postgresStates();
const files = scratch();
afterAll(async () => {
  files.remove();
  await postgres.stop();
});

let fx: StateFixture;
beforeEach(async () => {
  fx = await onBackend(await emptyStore(), 'postgres', postgres);
});
afterEach(() => fx.close());

const FEED_ID = 'b8d2e1f3-2222-4333-8444-a55566667777';
const FEED = { id: FEED_ID, account: 'local', name: 'Rates page', schedule: 'daily 06:00 America/New_York', accessMode: 'public' };
const SOURCES = [{ url: 'https://example.org/rates' }];
type Run = Record<string, unknown>;
const ok = (runId: string, startedAt: string, completedAt: string, result: Record<string, unknown> = { data: { raw: runId }, sources: SOURCES }): Run =>
  ({ runId, state: 'Succeeded', startedAt, completedAt, verified: true, result });
const failed = (runId: string, startedAt: string, completedAt: string): Run => ({ runId, state: 'Failed', startedAt, completedAt });

let counter = 0;
const write = (runs: unknown, feed: Record<string, unknown> = FEED): string => files.write(`feed-${++counter}.json`, JSON.stringify({ feed, runs }));
const ingest = (file: string, on: StateFixture = fx) => ingestAny(on.store, on.clock, 'web-feed', file, { state: on.state });
const stateRuns = () =>
  fx.state.all<{ run_id: string; state: string; bytes: number; source: string }>('SELECT run_id, state, bytes, source FROM web_feed_runs ORDER BY started_at, run_id');

describe('web-feed importer on a PostgreSQL state store', () => {
  const runs = [ok('r1', '2026-11-18T11:00:00Z', '2026-11-18T11:00:30Z'), failed('r2', '2026-11-19T06:00:00-05:00', '2026-11-19T06:00:45.250-05:00')];

  it('writes the feed and its runs in PostgreSQL and serves them from there; the file is recorded in the store', async () => {
    expect(await ingest(write(runs))).toMatchObject({ dataset: 'web-feed', rowsRead: 2, rowsAdded: 2, rowsSkipped: 0, replacedSample: [] });
    expect(await stateRuns()).toEqual([
      { run_id: 'r1', state: 'Succeeded', bytes: JSON.stringify({ raw: 'r1' }).length + JSON.stringify(SOURCES).length, source: 'ingest' },
      { run_id: 'r2', state: 'Failed', bytes: 0, source: 'ingest' },
    ]);
    expect(await fx.store.all('SELECT * FROM web_feed_runs')).toEqual([]);
    expect(await fx.store.all("SELECT dataset FROM ingest_files WHERE dataset = 'web-feed'")).toEqual([{ dataset: 'web-feed' }]);
    const served = await call<FeedResult>(fx.ctx, 'feeds.result', { id: FEED_ID });
    expect(served).toMatchObject({ id: FEED_ID, runId: 'r1', capturedAtUtc: '2026-11-18T11:00:30.000Z', data: { raw: 'r1' }, sources: SOURCES });
    const list = await call<FeedList>(fx.ctx, 'feeds.list', {});
    expect(list.data[0]).toMatchObject({
      createdAtUtc: '2026-11-21T15:00:00.000Z',
      latestRun: { runId: 'r2', state: 'Failed', startedAtUtc: '2026-11-19T11:00:00.000Z', completedAtUtc: '2026-11-19T11:00:45.250Z' },
      lastResultAtUtc: '2026-11-18T11:00:30.000Z',
    });
  });

  it('re-ingesting the same file adds nothing; a later file adds only its new runs', async () => {
    const file = write(runs);
    await ingest(file);
    expect(await ingest(file)).toMatchObject({ rowsRead: 2, rowsAdded: 0, rowsSkipped: 2 });
    expect(await ingest(write([runs[1], ok('r3', '2026-11-20T11:00:00Z', '2026-11-20T11:00:10Z')]))).toMatchObject({ rowsAdded: 1 });
    expect((await stateRuns()).map((r) => r.run_id)).toEqual(['r1', 'r2', 'r3']);
  });

  it('refuses a run id stored for another feed, and a feed given to another account, changing nothing', async () => {
    await ingest(write(runs));
    const before = JSON.stringify([await stateRuns(), await fx.state.all('SELECT * FROM web_feeds')]);
    await expectRefused(ingest(write([runs[0]], { ...FEED, id: 'another-feed' })), ['runs[0].runId: "r1" is stored for another feed']);
    await expectRefused(ingest(write([ok('r9', '2026-11-19T11:00:00Z', '2026-11-19T11:00:30Z')], { ...FEED, account: 'someone-else' })), ['never changes owner']);
    expect(JSON.stringify([await stateRuns(), await fx.state.all('SELECT * FROM web_feeds')])).toBe(before);
  });

  it('applies the 12-month history bound in PostgreSQL: a run started before the ingest time minus 12 months is removed', async () => {
    const report = await ingest(write([failed('old', '2025-11-21T14:59:59Z', '2025-11-21T15:00:10Z'), failed('edge', '2025-11-21T15:00:00Z', '2025-11-21T15:00:10Z')]));
    expect(report).toMatchObject({ rowsRead: 2, rowsAdded: 1 });
    expect((await stateRuns()).map((r) => r.run_id)).toEqual(['edge']);
  });

  it('two servers ingesting one run id for two feeds at once store it once; the other file is refused', async () => {
    const other = await onBackend(await emptyStore(), 'embedded', postgres);
    try {
      const twin = { ...other, state: fx.state, ctx: { ...other.ctx, state: fx.state } };
      const outcomes = await Promise.allSettled([ingest(write(runs)), ingest(write(runs, { ...FEED, id: 'twin-feed' }), twin)]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      expect(await fx.state.all('SELECT DISTINCT feed_id FROM web_feed_runs')).toHaveLength(1);
      expect((await stateRuns()).map((r) => r.run_id)).toEqual(['r1', 'r2']);
    } finally {
      other.store.close();
    }
  });
});
