/**
 * The `web-feed` importer: fds's feed JSON (one feed, its runs); runs keyed by run id so re-ingesting adds
 * nothing; refusals list every problem at its place (runs[3].state) and leave the store unchanged; history
 * bounds (12 months, 4,000 runs, 20 MB) applied on ingest, oldest removed first; what is stored reads back
 * through the API.
 */
import { describe, expect, it } from 'vitest';
import type { FeedList, FeedResult } from '../../src/engine/feeds/schemas';
import { call } from '../support/invoke';
import { type SampleFixture } from '../support/store';
import { expectRefused, importerSuite, snapshot } from '../fixtures/ingest/helpers';

let fx: SampleFixture;
const { files, ingest } = importerSuite('web-feed', (opened) => (fx = opened));

const FEED_ID = 'a7c1f0e2-1111-4222-8333-944455556666';
const FEED = { id: FEED_ID, account: 'local', name: 'Rates page', schedule: 'daily 06:00 America/New_York', accessMode: 'public' };
const SOURCES = [{ url: 'https://example.org/rates' }];
const NORMALIZED = { nothingStated: false, shared: { currency: 'USD', final: true }, rows: [{ term: '1M', rate: 4.21 }, { term: '3M', rate: 4.3 }] };

type Run = Record<string, unknown>;
const ok = (runId: string, startedAt: string, completedAt: string, result: Record<string, unknown> = { normalizedData: NORMALIZED, data: { raw: runId }, sources: SOURCES }): Run =>
  ({ runId, state: 'Succeeded', startedAt, completedAt, verified: true, result });
const failed = (runId: string, startedAt: string, completedAt: string): Run => ({ runId, state: 'Failed', startedAt, completedAt });

let counter = 0;
const write = (runs: unknown, feed: Record<string, unknown> = FEED): string => files.write(`feed-${++counter}.json`, JSON.stringify({ feed, runs }));

const storedRuns = () =>
  fx.store.all<{ run_id: string; state: string; verified: boolean; bytes: number; source: string }>(
    'SELECT run_id, state, verified, bytes, source FROM web_feed_runs ORDER BY started_at, run_id',
  );

describe('web-feed importer: runs and their results', () => {
  const runs = [
    ok('r1', '2026-11-18T11:00:00Z', '2026-11-18T11:00:30Z'),
    ok('r2', '2026-11-19T06:00:00-05:00', '2026-11-19T06:00:45.250-05:00'),
    failed('r3', '2026-11-20T11:00:00Z', '2026-11-20T11:02:00Z'),
  ];

  it('stores the feed and every run, keyed by run id; the result reads back through the API', async () => {
    expect(await ingest(write(runs))).toMatchObject({ dataset: 'web-feed', format: 'json', rowsRead: 3, rowsAdded: 3, rowsSkipped: 0 });
    const served = await call<FeedResult>(fx.ctx, 'feeds.result', { id: FEED_ID });
    // Times are stored in UTC: 06:00:45.250-05:00 is 11:00:45.250Z. A failed newer run does not hide r2.
    expect(served).toEqual({
      id: FEED_ID, name: 'Rates page', runId: 'r2', capturedAtUtc: '2026-11-19T11:00:45.250Z',
      normalizedData: NORMALIZED, data: { raw: 'r2' }, sources: SOURCES,
    });
    const list = await call<FeedList>(fx.ctx, 'feeds.list', {});
    expect(list.data).toEqual([{
      id: FEED_ID, name: 'Rates page', schedule: 'daily 06:00 America/New_York', accessMode: 'public',
      createdAtUtc: '2026-11-21T15:00:00.000Z',
      latestRun: { runId: 'r3', state: 'Failed', startedAtUtc: '2026-11-20T11:00:00.000Z', completedAtUtc: '2026-11-20T11:02:00.000Z' },
      lastResultAtUtc: '2026-11-19T11:00:45.250Z',
    }]);
  });

  it('the size of a result is the UTF-8 bytes of normalizedData, data and sources as JSON text', async () => {
    await ingest(write([ok('r1', '2026-11-18T11:00:00Z', '2026-11-18T11:00:30Z', { data: { word: 'café' }, sources: SOURCES })]));
    // {"word":"café"} is 15 characters and 16 bytes (é takes two); [{"url":"https://example.org/rates"}] is 37; no normalizedData.
    expect((await storedRuns())[0]).toMatchObject({ run_id: 'r1', bytes: 16 + 37, source: 'ingest' });
  });

  it('a legacy result (normalizedData null or absent) is served with normalizedData null', async () => {
    await ingest(write([ok('r1', '2026-11-18T11:00:00Z', '2026-11-18T11:00:30Z', { normalizedData: null, data: [1, 2], sources: SOURCES })]));
    expect(await call<FeedResult>(fx.ctx, 'feeds.result', { id: FEED_ID })).toMatchObject({ normalizedData: null, data: [1, 2] });
  });

  it('an unverified success is stored but never served', async () => {
    await ingest(write([ok('r1', '2026-11-18T11:00:00Z', '2026-11-18T11:00:30Z'), { ...ok('r2', '2026-11-19T11:00:00Z', '2026-11-19T11:00:30Z'), verified: false }]));
    expect((await storedRuns()).map((r) => [r.run_id, r.verified])).toEqual([['r1', true], ['r2', false]]);
    expect((await call<FeedResult>(fx.ctx, 'feeds.result', { id: FEED_ID })).runId).toBe('r1');
  });

  it('re-ingesting the same file adds nothing (idempotent by run id)', async () => {
    const file = write(runs);
    await ingest(file);
    const before = await snapshot(fx.store);
    expect(await ingest(file)).toMatchObject({ rowsRead: 3, rowsAdded: 0, rowsSkipped: 3 });
    const after = await snapshot(fx.store);
    expect(after.web_feed_runs).toEqual(before.web_feed_runs);
    expect(after.web_feeds).toEqual(before.web_feeds);
  });

  it('a later file adds only its new runs and updates the feed\'s name, schedule and access mode', async () => {
    await ingest(write(runs));
    const renamed = { ...FEED, name: 'Rates (renamed)', schedule: 'hourly', accessMode: 'authenticated' };
    expect(await ingest(write([runs[2], ok('r4', '2026-11-21T11:00:00Z', '2026-11-21T11:00:10Z')], renamed))).toMatchObject({ rowsRead: 2, rowsAdded: 1 });
    expect((await storedRuns()).map((r) => r.run_id)).toEqual(['r1', 'r2', 'r3', 'r4']);
    const [row] = (await call<FeedList>(fx.ctx, 'feeds.list', {})).data;
    expect(row).toMatchObject({ name: 'Rates (renamed)', schedule: 'hourly', accessMode: 'authenticated', latestRun: { runId: 'r4', state: 'Succeeded' } });
  });

  it('the feed\'s createdAt is the file\'s when given (in UTC), else the ingest time', async () => {
    await ingest(write([], { ...FEED, createdAt: '2026-01-05T09:30:00+01:00' }));
    expect((await call<FeedList>(fx.ctx, 'feeds.list', {})).data[0]).toMatchObject({ createdAtUtc: '2026-01-05T08:30:00.000Z', latestRun: null, lastResultAtUtc: null });
  });

  it('a Running run is stored without completion time or result', async () => {
    await ingest(write([{ runId: 'r9', state: 'Running', startedAt: '2026-11-21T14:00:00Z', completedAt: null }]));
    expect(await storedRuns()).toEqual([{ run_id: 'r9', state: 'Running', verified: false, bytes: 0, source: 'ingest' }]);
  });

  it('the feed belongs to the account the file names: another account does not see it', async () => {
    await ingest(write(runs, { ...FEED, account: 'acct-2' }));
    expect(await call(fx.ctx, 'feeds.list', {})).toEqual({ data: [] });
    const theirs = await call<FeedList>({ ...fx.ctx, caller: { kind: 'account', id: 'acct-2', name: 'two', plan: 'pro' } }, 'feeds.list', {});
    expect(theirs.data.map((f) => f.id)).toEqual([FEED_ID]);
  });
});

describe('web-feed importer: refusals name the field and change nothing', () => {
  const good = ok('r1', '2026-11-18T11:00:00Z', '2026-11-18T11:00:30Z');
  const refusals: [string, () => string, string[]][] = [
    ['a file that is not JSON', () => files.write(`bad-${++counter}.json`, '{"feed": '), ['cannot be read as JSON']],
    ['no feed object', () => files.write(`bad-${++counter}.json`, JSON.stringify({ runs: [] })), ['has no feed object']],
    ['no runs array', () => files.write(`bad-${++counter}.json`, JSON.stringify({ feed: FEED, runs: {} })), ['has no runs array']],
    ['a feed without id', () => write([good], { ...FEED, id: undefined }), ['feed.id: is missing; it must be a non-empty string of at most 128 characters']],
    ['an accessMode not public or authenticated', () => write([good], { ...FEED, accessMode: 'private' }), ['feed.accessMode: "private" must be one of public, authenticated']],
    ['an unknown run state', () => write([good, { ...good, runId: 'r2', state: 'Done' }]), ['runs[1].state: "Done" must be one of Running, Succeeded, Failed']],
    ['a timestamp without a zone', () => write([{ ...good, startedAt: '2026-11-18T11:00:00' }]), ['runs[0].startedAt: "2026-11-18T11:00:00" must be an ISO-8601 timestamp with seconds and a zone']],
    ['an impossible date', () => write([{ ...good, completedAt: '2026-02-30T11:00:00Z' }]), ['runs[0].completedAt: "2026-02-30T11:00:00Z" must be an ISO-8601 timestamp with seconds and a zone']],
    ['completedAt before startedAt', () => write([{ ...good, completedAt: '2026-11-18T10:59:59Z' }]), ['runs[0].completedAt: "2026-11-18T10:59:59Z" is before startedAt']],
    ['a finished run without completedAt', () => write([failed('r1', '2026-11-18T11:00:00Z', '') ]), ['runs[0].completedAt: "" must be an ISO-8601 timestamp with seconds and a zone once the run is Succeeded or Failed']],
    ['a Running run with completedAt', () => write([{ runId: 'r1', state: 'Running', startedAt: '2026-11-18T11:00:00Z', completedAt: '2026-11-18T11:00:30Z' }]), ['runs[0].completedAt: "2026-11-18T11:00:30Z" must be null or absent while the run is Running']],
    ['a success without verified', () => write([{ ...good, verified: undefined }]), ['runs[0].verified: is missing; it must be true or false for a Succeeded run']],
    ['a verified failure', () => write([{ ...failed('r1', '2026-11-18T11:00:00Z', '2026-11-18T11:00:30Z'), verified: true }]), ['runs[0].verified: true can be true only for a Succeeded run']],
    ['a failure with a result', () => write([{ ...failed('r1', '2026-11-18T11:00:00Z', '2026-11-18T11:00:30Z'), result: good.result }]), ['runs[0].result: {"normalizedData":', 'must be null or absent unless the run Succeeded']],
    ['a success without data', () => write([ok('r1', '2026-11-18T11:00:00Z', '2026-11-18T11:00:30Z', { sources: SOURCES })]), ['runs[0].result.data: is missing; it is required (any JSON value but null)']],
    ['sources without a url', () => write([ok('r1', '2026-11-18T11:00:00Z', '2026-11-18T11:00:30Z', { data: {}, sources: [{ page: 1 }] })]), ['runs[0].result.sources: [{"page":1}] must be an array of objects, each with a url string']],
    ['normalizedData rows that are not objects', () => write([ok('r1', '2026-11-18T11:00:00Z', '2026-11-18T11:00:30Z', { data: {}, sources: SOURCES, normalizedData: { ...NORMALIZED, rows: [1] } })]), ['runs[0].result.normalizedData: {"nothingStated":false,', 'must be null (a legacy result) or an object']],
    ['normalizedData without nothingStated', () => write([ok('r1', '2026-11-18T11:00:00Z', '2026-11-18T11:00:30Z', { data: {}, sources: SOURCES, normalizedData: { shared: {}, rows: [] } })]), ['runs[0].result.normalizedData: {"shared":{},"rows":[]} must be null (a legacy result) or an object']],
    ['a run id repeated in the file', () => write([good, { ...good }]), ['runs[1].runId: "r1" repeats an earlier run of the file (runs[0])']],
    ['an empty run id', () => write([{ ...good, runId: ' ' }]), ['runs[0].runId: " " must be a non-empty string of at most 128 characters']],
  ];

  it.each(refusals)('refuses %s', async (_what, make, parts) => {
    await ingest(write([ok('r0', '2026-11-17T11:00:00Z', '2026-11-17T11:00:30Z')]));
    const before = await snapshot(fx.store);
    await expectRefused(ingest(make()), parts);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('lists every problem of the feed and its runs at once, each at its place, with the JSON value as written', async () => {
    await ingest(write([ok('r0', '2026-11-17T11:00:00Z', '2026-11-17T11:00:30Z')]));
    const before = await snapshot(fx.store);
    const file = write([
      ok('r1', '2026-11-18T11:00:00Z', '2026-11-18T11:00:30Z'),
      { ...ok('r2', '2026-11-19T11:00:00Z', '2026-11-19T11:00:30Z'), verified: 'true' },
      { runId: 'r3', state: 'Done', startedAt: '2026-11-20T11:00:00Z' },
      42,
      failed('r1', '2026-11-21T11:00:00Z', '2026-11-21T10:00:00Z'),
    ], { ...FEED, name: '', accessMode: 'private' });
    const error = await expectRefused(ingest(file), []);
    expect(error.message).toBe([
      `Invalid parameter 'file': ${file} has 7 problems:`,
      '  feed.name: "" must be a non-empty string of at most 256 characters',
      '  feed.accessMode: "private" must be one of public, authenticated',
      '  runs[1].verified: "true" must be true or false for a Succeeded run',
      '  runs[2].state: "Done" must be one of Running, Succeeded, Failed',
      '  runs[3]: 42 must be an object',
      '  runs[4].completedAt: "2026-11-21T10:00:00Z" is before startedAt',
      '  runs[4].runId: "r1" repeats an earlier run of the file (runs[0])',
      'Nothing was ingested; the store is unchanged.',
    ].join('\n'));
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('refuses a file giving a stored feed to another account', async () => {
    await ingest(write([good]));
    const before = await snapshot(fx.store);
    await expectRefused(ingest(write([ok('r2', '2026-11-19T11:00:00Z', '2026-11-19T11:00:30Z')], { ...FEED, account: 'someone-else' })), ['feed.account', 'never changes owner']);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('refuses a run id stored for another feed', async () => {
    await ingest(write([good]));
    const before = await snapshot(fx.store);
    await expectRefused(ingest(write([good], { ...FEED, id: 'another-feed' })), ['runs[0].runId: "r1" is stored for another feed']);
    expect(await snapshot(fx.store)).toEqual(before);
  });
});

describe('web-feed importer: history bounds, oldest removed first', () => {
  it('at most 12 months: a run started before the ingest time minus 12 months is removed', async () => {
    // The clock is 2026-11-21T15:00:00Z: the bound is 2025-11-21T15:00:00Z.
    const report = await ingest(write([
      failed('old', '2025-11-21T14:59:59Z', '2025-11-21T15:00:10Z'),
      failed('edge', '2025-11-21T15:00:00Z', '2025-11-21T15:00:10Z'),
      ok('new', '2026-11-20T11:00:00Z', '2026-11-20T11:00:30Z'),
    ]));
    expect(report).toMatchObject({ rowsRead: 3, rowsAdded: 2 });
    expect((await storedRuns()).map((r) => r.run_id)).toEqual(['edge', 'new']);
  });

  it('the newest 4,000 runs: 4,003 runs keep the newest 4,000', async () => {
    const start = Date.parse('2026-06-01T00:00:00Z');
    const runs = Array.from({ length: 4003 }, (_, i) => {
      const startedAt = new Date(start + i * 60_000).toISOString();
      return failed(`run-${String(i).padStart(4, '0')}`, startedAt, startedAt);
    });
    expect(await ingest(write(runs))).toMatchObject({ rowsRead: 4003, rowsAdded: 4000 });
    const kept = await storedRuns();
    expect(kept).toHaveLength(4000);
    expect([kept[0]!.run_id, kept.at(-1)!.run_id]).toEqual(['run-0003', 'run-4002']);
  });

  it('20 MB per feed: results up to exactly 20,000,000 bytes are kept; an older run beyond is removed', async () => {
    // data "xxx…" of 9,999,985 characters is 9,999,987 bytes of JSON; the sources 13 more: 10,000,000 per run.
    const big = (runId: string, day: string) =>
      ok(runId, `${day}T11:00:00Z`, `${day}T11:00:30Z`, { data: 'x'.repeat(9_999_985), sources: [{ url: 'u' }] });
    const report = await ingest(write([
      ok('small-old', '2026-11-10T11:00:00Z', '2026-11-10T11:00:30Z', { data: 1, sources: [{ url: 'u' }] }),
      big('big-1', '2026-11-11'),
      big('big-2', '2026-11-12'),
    ]));
    expect(report).toMatchObject({ rowsRead: 3, rowsAdded: 2 });
    expect((await storedRuns()).map((r) => [r.run_id, r.bytes])).toEqual([['big-1', 10_000_000], ['big-2', 10_000_000]]);
  });

  it('a failed newer run never hides the last good result', async () => {
    await ingest(write([ok('good', '2026-11-01T11:00:00Z', '2026-11-01T11:00:30Z'), failed('bad', '2026-11-02T11:00:00Z', '2026-11-02T11:00:30Z')]));
    expect((await call<FeedResult>(fx.ctx, 'feeds.result', { id: FEED_ID })).runId).toBe('good');
  });
});
