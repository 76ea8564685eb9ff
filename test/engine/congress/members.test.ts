/** `congress.members` against the sample roster (spec: Congressional resources, Congress, Limits). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { congressMembers } from '../../../src/engine/congress/members';
import { congressMembersOperation } from '../../../src/operations/congress';
import { sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const names = async (query: string, limit = 20) => (await congressMembers(fx.ctx, { query, limit })).data.map((m) => m.name);

describe('GET /v1/congress/members', () => {
  it('Member row: id (uuid), name, position; the response has hasMore', async () => {
    const answer = await congressMembers(fx.ctx, { query: 'lee jordan', limit: 20 });
    expect(answer).toEqual({ data: [{ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Sample Jordan Lee', position: 'Senator (NY)' }], hasMore: false });
  });

  it('name words in any order; a verified alias matches; punctuation and case are ignored', async () => {
    expect(await names('LEE, Jordan')).toEqual(['Sample Jordan Lee']);
    expect(await names('jordy lee')).toEqual(['Sample Jordan Lee']);
  });

  it('exact names win, then every word; the any-word fallback only when neither matches', async () => {
    expect(await names('sample')).toEqual(['Sample Casey Morgan', 'Sample Jordan Lee', 'Sample Taylor Brooks']);
    expect(await names('Sample Casey Morgan')).toEqual(['Sample Casey Morgan']);
    expect(await names('morgan brooks')).toEqual(['Sample Casey Morgan', 'Sample Taylor Brooks']);
  });

  it('sorted by name; hasMore flags truncation', async () => {
    const answer = await congressMembers(fx.ctx, { query: 'sample', limit: 2 });
    expect(answer.data.map((m) => m.name)).toEqual(['Sample Casey Morgan', 'Sample Jordan Lee']);
    expect(answer.hasMore).toBe(true);
  });

  it('limit: default 20, max 500; values outside the range are clamped, not refused', () => {
    const limit = (value?: string) => congressMembersOperation.params.parse({ query: 'x', ...(value === undefined ? {} : { limit: value }) }).limit;
    expect([limit(), limit('0'), limit('-3'), limit('501'), limit('7')]).toEqual([20, 1, 1, 500, 7]);
    expect(() => limit('many')).toThrow();
  });
});
