/**
 * GET /v1/web-data-feeds/{id} over the sample (as of 2026-11-20; runs up to 2026-11-19): the latest verified successful result, or
 * the newest one completed at or before `at`; a failed newer run never hides the last good result; a
 * legacy result has normalizedData null; another account's feed or a missing one is 404 naming the list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../src/engine/context';
import type { FeedResult } from '../../../src/engine/feeds/schemas';
import { SAMPLE_FEEDS } from '../../../src/store/sample/feeds';
import { call, callError, TEST_UPGRADE_URL } from '../../support/invoke';
import { sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const as = (caller: Partial<Caller>) => ({ ...fx.ctx, caller: { ...fx.ctx.caller, ...caller } });
const result = (id: string, at?: string) => call<FeedResult>(fx.ctx, 'feeds.result', { id }, at === undefined ? {} : { at });

describe('feeds.result: which capture is served', () => {
  it('a failed newer run never hides the last good result: the 2026-11-18 capture is served', async () => {
    const served = await result(SAMPLE_FEEDS.tracker);
    expect(served.runId).toBe('1a01-2026-11-18');
    expect(served.capturedAtUtc.startsWith('2026-11-18T10:0')).toBe(true);
    expect(served).toMatchObject({ id: SAMPLE_FEEDS.tracker, name: 'Treasury bill auctions' });
  });

  it('returns normalizedData {nothingStated, shared, rows}, data and sources as captured', async () => {
    const served = await result(SAMPLE_FEEDS.tracker);
    expect(served.normalizedData).toMatchObject({ nothingStated: false, shared: { auctionDate: '2026-11-18', currency: 'USD', reopening: false } });
    expect(served.normalizedData!.rows.map((r) => r.term)).toEqual(['4-week', '8-week', '13-week']);
    // Numbers and booleans stay native JSON types.
    expect(typeof served.normalizedData!.rows[0]!.highRate).toBe('number');
    expect(served.data).toMatchObject({ items: [{ term: '4-week', auctionDate: '2026-11-18' }, {}, {}] });
    expect(served.sources).toEqual([{ url: 'https://www.treasurydirect.gov/auctions/results/?date=2026-11-18', capturedAt: served.capturedAtUtc }]);
  });

  it('a legacy result has normalizedData null; data and sources are still returned', async () => {
    const served = await result(SAMPLE_FEEDS.legacy);
    expect(served.normalizedData).toBeNull();
    expect(served.data).toMatchObject({ table: [['Drug', 'Status'], ['amoxicillin', expect.stringMatching(/^(Current|Resolved)$/)]] });
    expect(served.sources).toHaveLength(1);
  });

  it('at: the newest verified capture completed at or before the instant (an unverified one is skipped)', async () => {
    // 2026-11-16 succeeded unverified: the 2026-11-15 capture is the newest verified one by noon of the 16th.
    expect((await result(SAMPLE_FEEDS.tracker, '2026-11-16T12:00:00Z')).runId).toBe('1a01-2026-11-15');
    // 10:00:00 on the 15th is before that day's run completed (40–60 s after 10:00): the 14th is served.
    expect((await result(SAMPLE_FEEDS.tracker, '2026-11-15T10:00:00Z')).runId).toBe('1a01-2026-11-14');
  });

  it('at: completed exactly at the instant counts ("at or before")', async () => {
    const latest = await result(SAMPLE_FEEDS.legacy);
    expect((await result(SAMPLE_FEEDS.legacy, latest.capturedAtUtc)).runId).toBe(latest.runId);
    const justBefore = new Date(new Date(latest.capturedAtUtc).getTime() - 1).toISOString();
    expect((await result(SAMPLE_FEEDS.legacy, justBefore)).runId).toBe('1a02-2026-11-18');
  });

  it('at: an offset is honoured (06:00-05:00 is 11:00 UTC)', async () => {
    expect((await result(SAMPLE_FEEDS.legacy, '2026-11-15T06:00:00-05:00')).runId).toBe('1a02-2026-11-15');
    expect((await result(SAMPLE_FEEDS.legacy, '2026-11-15T06:00:00+05:00')).runId).toBe('1a02-2026-11-14');
  });
});

describe('feeds.result: 404s', () => {
  it('another account\'s feed and a nonexistent one: the same 404 not_found naming GET /v1/web-data-feeds', async () => {
    const other = await callError(fx.ctx, 'feeds.result', { id: SAMPLE_FEEDS.otherAccount });
    const missing = await callError(fx.ctx, 'feeds.result', { id: '00000000-0000-4000-8000-000000000000' });
    for (const error of [other, missing]) {
      expect({ status: error.status, code: error.code }).toEqual({ status: 404, code: 'not_found' });
      expect(error.message).toContain('GET /v1/web-data-feeds');
    }
    expect(other.message.replace(SAMPLE_FEEDS.otherAccount, 'ID')).toBe(missing.message.replace('00000000-0000-4000-8000-000000000000', 'ID'));
  });

  it('the owner of that other feed does see it', async () => {
    const served = await call<FeedResult>(as({ kind: 'account', id: 'sample-other-account' }), 'feeds.result', { id: SAMPLE_FEEDS.otherAccount });
    expect(served.normalizedData).toEqual({ nothingStated: true, shared: {}, rows: [] });
  });

  it('no verified capture at or before at: 404 naming the instant', async () => {
    const error = await callError(fx.ctx, 'feeds.result', { id: SAMPLE_FEEDS.tracker }, { at: '2026-11-10T10:00:00Z' });
    expect({ status: error.status, code: error.code }).toEqual({ status: 404, code: 'not_found' });
    expect(error.message).toContain('at or before 2026-11-10T10:00:00.000Z');
  });

  it('a feed with no successful result yet (only a Running run): 404', async () => {
    const error = await callError(fx.ctx, 'feeds.result', { id: SAMPLE_FEEDS.pending });
    expect({ status: error.status, code: error.code }).toEqual({ status: 404, code: 'not_found' });
    expect(error.message).toContain('no verified successful result');
  });
});

describe('feeds.result: parameters and access', () => {
  it.each(['2026-11-19', '2026-11-19T10:00:00', '2026-02-30T10:00:00Z', '2026-11-19T24:10:00Z', 'yesterday', ''])(
    'a malformed at (%j) is 400 naming it',
    async (at) => {
      const error = await callError(fx.ctx, 'feeds.result', { id: SAMPLE_FEEDS.tracker }, { at });
      expect({ status: error.status, code: error.code }).toEqual({ status: 400, code: 'invalid_parameter' });
      expect(error.message).toContain("Invalid parameter 'at'");
    },
  );

  it('a Free account gets 403 with the upgrade link; an organization key gets 403', async () => {
    const free = await callError({ ...as({ kind: 'account', plan: 'free' }), upgradeUrl: TEST_UPGRADE_URL }, 'feeds.result', { id: SAMPLE_FEEDS.tracker });
    expect([free.status, free.message.includes(TEST_UPGRADE_URL)]).toEqual([403, true]);
    const org = await callError(as({ kind: 'organization', id: 'org-1', plan: 'pro' }), 'feeds.result', { id: SAMPLE_FEEDS.tracker });
    expect([org.status, org.code]).toEqual([403, 'forbidden']);
  });
});
