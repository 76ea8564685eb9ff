/**
 * GET /v1/web-data-feeds over the sample (as of 2026-11-20; runs up to 2026-11-19): the caller's feeds with their schedule, access
 * mode and latest run state; an account without feeds gets an empty list; Pro account keys only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../src/engine/context';
import type { FeedList } from '../../../src/engine/feeds/schemas';
import { SAMPLE_FEEDS, SAMPLE_OTHER_ACCOUNT } from '../../../src/store/sample/feeds';
import { call, callError, TEST_UPGRADE_URL } from '../../support/invoke';
import { sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const as = (caller: Partial<Caller>) => ({ ...fx.ctx, caller: { ...fx.ctx.caller, ...caller } });

describe('feeds.list: the account\'s feeds', () => {
  it('lists only the caller\'s own feeds, by name: another account\'s feed is never listed', async () => {
    const list = await call<FeedList>(fx.ctx, 'feeds.list', {});
    expect(list.data.map((f) => f.name)).toEqual(['Drug shortage list (legacy)', 'Port congestion board', 'Treasury bill auctions']);
    expect(list.data.map((f) => f.id)).not.toContain(SAMPLE_FEEDS.otherAccount);
  });

  it('shows schedule, access mode (public or authenticated) and the latest run state', async () => {
    const list = await call<FeedList>(fx.ctx, 'feeds.list', {});
    const legacy = list.data.find((f) => f.id === SAMPLE_FEEDS.legacy)!;
    expect(legacy).toMatchObject({ schedule: 'daily 10:00 UTC', accessMode: 'authenticated', createdAtUtc: '2026-11-09T10:00:00.000Z' });
    expect(legacy.latestRun).toEqual({
      runId: '1a02-2026-11-19', state: 'Succeeded', startedAtUtc: '2026-11-19T10:00:00.000Z', completedAtUtc: '2026-11-19T10:01:30.000Z',
    });
    expect(legacy.lastResultAtUtc).toBe('2026-11-19T10:01:30.000Z');
  });

  it('a failed newer run is the latest run state, and the last good result is still reported', async () => {
    const tracker = (await call<FeedList>(fx.ctx, 'feeds.list', {})).data.find((f) => f.id === SAMPLE_FEEDS.tracker)!;
    expect(tracker.latestRun).toMatchObject({ runId: '1a01-2026-11-19', state: 'Failed', startedAtUtc: '2026-11-19T10:00:00.000Z' });
    expect(tracker.lastResultAtUtc).toMatch(/^2026-11-18T10:01:00\.000Z$|^2026-11-18T10:00:[4-5]\d\.000Z$/);
  });

  it('a run still Running is the latest run, without completion time; no result yet', async () => {
    const pending = (await call<FeedList>(fx.ctx, 'feeds.list', {})).data.find((f) => f.id === SAMPLE_FEEDS.pending)!;
    expect(pending.latestRun).toEqual({ runId: '1a03-2026-11-19', state: 'Running', startedAtUtc: '2026-11-19T10:00:00.000Z', completedAtUtc: null });
    expect(pending.lastResultAtUtc).toBeNull();
  });

  it('an account without feeds gets {data: []}', async () => {
    expect(await call(as({ kind: 'account', id: 'no-feeds-account', plan: 'pro' }), 'feeds.list', {})).toEqual({ data: [] });
  });

  it('another account sees its own feeds only', async () => {
    const list = await call<FeedList>(as({ kind: 'account', id: SAMPLE_OTHER_ACCOUNT, plan: 'pro' }), 'feeds.list', {});
    expect(list.data.map((f) => f.id)).toEqual([SAMPLE_FEEDS.otherAccount]);
  });
});

describe('feeds.list: web data feeds need a Pro account key', () => {
  it.each(['free', 'plus'] as const)('a %s account gets 403 forbidden with the upgrade link', async (plan) => {
    const error = await callError({ ...as({ kind: 'account', id: 'local', plan }), upgradeUrl: TEST_UPGRADE_URL }, 'feeds.list', {});
    expect({ status: error.status, code: error.code }).toEqual({ status: 403, code: 'forbidden' });
    expect(error.message).toContain('Pro');
    expect(error.message).toContain(TEST_UPGRADE_URL);
  });

  it('an organization key, even on Pro, gets 403: it owns no feeds', async () => {
    const error = await callError(as({ kind: 'organization', id: 'org-1', plan: 'pro' }), 'feeds.list', {});
    expect({ status: error.status, code: error.code }).toEqual({ status: 403, code: 'forbidden' });
    expect(error.message).toContain('organization key');
  });
});
