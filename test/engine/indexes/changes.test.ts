/** `GET /v1/indexes/{index}/changes` over the sample, and the collapsing of records across funds. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collapse, withoutRewrites } from '../../../src/engine/indexes/changes';
import type { ChangePage } from '../../../src/engine/indexes/schemas';
import { call, callError } from '../../support/invoke';
import { sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const changes = (index: string, query: Record<string, string> = {}) => call<ChangePage>(fx.ctx, 'indexes.changes', { index }, query);

describe('membership changes', () => {
  it('consecutive published lists diffed into Added and Removed, dated to a window; two funds over overlapping windows are one event with sourceCount 2', async () => {
    const page = await changes('SPX');
    expect(page.data).toEqual([
      expect.objectContaining({ direction: 'Added', ticker: 'AVGO', isLinked: true, previousAsOfDate: '2026-09-01', observedAsOfDate: '2026-10-16', sourceCount: 2 }),
      expect.objectContaining({ direction: 'Removed', ticker: null, name: 'HOLOGIC INC', isLinked: false, previousAsOfDate: '2026-09-01', observedAsOfDate: '2026-10-16', sourceCount: 2 }),
    ]);
    expect(page.meta).toEqual({ limit: 25, offset: 0, count: 2, hasMore: false });
  });

  it('a narrowed list is not a published list: its missing rows are no removals', async () => {
    const page = await changes('sp-500', { limit: '500' });
    expect(page.data.filter((r) => r.direction === 'Removed').map((r) => r.name)).toEqual(['HOLOGIC INC']);
  });

  it('a change row has exactly the spec\'s fields', async () => {
    for (const row of (await changes('SPX')).data) {
      expect(Object.keys(row).sort()).toEqual(['direction', 'isLinked', 'name', 'observedAsOfDate', 'previousAsOfDate', 'sourceCount', 'ticker', 'weight']);
    }
  });

  it('paged by limit and offset: offset skips rows, hasMore says whether more follow', async () => {
    const first = await changes('SPX', { limit: '1' });
    expect(first.meta).toEqual({ limit: 1, offset: 0, count: 1, hasMore: true });
    const second = await changes('SPX', { limit: '1', offset: '1' });
    expect(second.meta).toEqual({ limit: 1, offset: 1, count: 1, hasMore: false });
    expect([...first.data, ...second.data]).toEqual((await changes('SPX')).data);
  });

  it('an index with a single list has no changes; limit max 500, refused naming the parameter', async () => {
    expect((await changes('nasdaq-100')).data).toEqual([]);
    const error = await callError(fx.ctx, 'indexes.changes', { index: 'nasdaq-100' }, { limit: '501' });
    expect({ status: error.status, code: error.code }).toEqual({ status: 400, code: 'invalid_parameter' });
    expect(error.message).toContain("'limit'");
  });

  it('an ambiguous or unknown index is 404', async () => {
    for (const index of ['russell', 'FTSE 100']) {
      const error = await callError(fx.ctx, 'indexes.changes', { index });
      expect({ status: error.status, code: error.code }).toEqual({ status: 404, code: 'not_found' });
    }
  });
});

describe('collapsing records', () => {
  const record = (fund: string, previous: string, observed: string, direction: 'Added' | 'Removed' = 'Added') => ({
    fund, direction, identity: 'X', name: 'X Corp', fundName: 'X CORP', ticker: 'X', isLinked: true, previousAsOfDate: previous, observedAsOfDate: observed, weight: 0.01,
  });

  it('overlapping windows of one company and direction from several funds collapse to where they overlap', () => {
    expect(collapse([record('IVV', '2026-01-01', '2026-02-01'), record('SPY', '2026-01-10', '2026-02-10')])).toEqual([
      expect.objectContaining({ previousAsOfDate: '2026-01-10', observedAsOfDate: '2026-02-01', sourceCount: 2 }),
    ]);
  });

  it('windows that do not overlap stay separate events, newest first', () => {
    const events = collapse([record('IVV', '2026-01-01', '2026-02-01'), record('SPY', '2026-03-01', '2026-04-01')]);
    expect(events.map((e) => [e.observedAsOfDate, e.sourceCount])).toEqual([['2026-04-01', 1], ['2026-02-01', 1]]);
  });

  it('opposite directions never collapse', () => {
    expect(collapse([record('IVV', '2026-01-01', '2026-02-01'), record('SPY', '2026-01-10', '2026-02-10', 'Removed')])).toHaveLength(2);
  });
});

describe('one company written two ways', () => {
  const record = (direction: 'Added' | 'Removed', fundName: string, ticker: string | null) => ({
    fund: 'IJH', direction, identity: ticker ?? `fund name ${fundName.toUpperCase()}`, name: fundName, fundName, ticker, isLinked: ticker !== null,
    previousAsOfDate: '2026-09-30', observedAsOfDate: '2026-10-31', weight: 0.01,
  });

  it('a holding linked by ticker in one list and named only in the next is no change', () => {
    expect(withoutRewrites([record('Removed', 'APPLE INC', 'AAPL'), record('Added', 'Apple Inc.', null)])).toEqual([]);
  });

  it('two listings of one company (share classes) stay two changes: a name links no two different listings', () => {
    const classes = [record('Removed', 'ALPHABET INC CLASS A', 'GOOGL'), record('Added', 'ALPHABET INC CLASS C', 'GOOG')];
    expect(withoutRewrites(classes)).toEqual(classes);
  });

  it('each record cancels at most one: a second holding of the name still counts', () => {
    const left = withoutRewrites([record('Removed', 'BETA INC', 'BBB'), record('Added', 'Beta Inc', null), record('Added', 'BETA INC CLASS B', null)]);
    expect(left.map((r) => [r.direction, r.name])).toEqual([['Added', 'BETA INC CLASS B']]);
  });
});
