/**
 * Short interest of a listing and the market-wide snapshot, over the sample (as of 2026-11-20, clock
 * 2026-11-21: the 2026-11-13 settlement is pending until 2026-11-24) and over FINRA files written in
 * their layout: FINRA's 999.99 cap kept as a real reading and the zero-volume placeholder returned as
 * null, the snapshot's settlement, its ordering, floors and alias.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ShortInterestPage, Snapshot } from '../../../src/engine/short/us-schemas';
import { ingestAny } from '../../../src/store/ingest/index';
import { scratch } from '../../fixtures/ingest/helpers';
import { call, callError, expectInvalidParameter } from '../../support/invoke';
import { emptyStore, sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
const files = scratch();
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => {
  fx.store.close();
  files.remove();
});

const interest = (ticker: string, query: Record<string, string> = {}, on = fx) => call<ShortInterestPage>(on.ctx, 'short.interest', { ticker }, query);
const snapshot = (query: Record<string, string> = {}, on = fx) => call<Snapshot>(on.ctx, 'short.snapshot', {}, query);

describe('short interest of a listing', () => {
  it('999.99 cap vs placeholder null: a capped reading with real volume is kept (BRK-A), the zero-volume placeholder is null (CRCL)', async () => {
    expect((await interest('BRK-A', { limit: '1' })).data).toEqual([
      { settlementDate: '2026-10-30', shortPosition: 260_000, changeInShortPosition: expect.any(Number), averageDailyVolume: 240, daysToCover: 999.99, splitInPeriod: false },
    ]);
    const crcl = (await interest('CRCL', { limit: '500', startDate: '2024-01-01' })).data;
    expect(crcl.at(-1)).toMatchObject({ averageDailyVolume: 0, daysToCover: null });
    expect(crcl.slice(0, -1).every((r) => typeof r.daysToCover === 'number' && r.daysToCover < 999.99)).toBe(true);
  });

  it('defaults to the trailing 12 months of settlements, newest first, limit 24; settlements are as published (NVDA flags its split)', async () => {
    const page = await interest('NVDA');
    const dates = page.data.map((r) => r.settlementDate);
    expect(dates[0]).toBe('2026-10-30');
    expect(dates.at(-1)).toBe('2025-11-28');
    expect(dates).toEqual([...dates].sort().reverse());
    // 2025-11-28 to 2026-10-30: twenty-three settlements.
    expect(page.meta).toEqual({ limit: 24, offset: 0, count: 23, hasMore: false });
    expect(page.data.filter((r) => r.splitInPeriod).map((r) => r.settlementDate)).toEqual(['2026-04-30']);
  });

  it('limit goes up to 500; startDate and endDate bound the settlement dates, both inclusive', async () => {
    const all = await interest('AAPL', { limit: '500', startDate: '2024-01-01' });
    expect(all.meta).toMatchObject({ limit: 500, hasMore: false });
    expect(all.data.length).toBeGreaterThan(24);
    const window = await interest('AAPL', { startDate: '2026-09-30', endDate: '2026-10-15' });
    expect(window.data.map((r) => r.settlementDate)).toEqual(['2026-10-15', '2026-09-30']);
  });

  it('pages with limit and offset; a window without settlements is an empty page', async () => {
    const two = await interest('AAPL', { limit: '2', offset: '1' });
    expect(two.data.map((r) => r.settlementDate)).toEqual(['2026-10-15', '2026-09-30']);
    expect(two.meta).toEqual({ limit: 2, offset: 1, count: 2, hasMore: true });
    expect((await interest('AAPL', { startDate: '2026-11-01' })).data).toEqual([]);
  });

  it('an unknown ticker is 404; a non-US listing is 404; bad parameters are 400 naming the parameter', async () => {
    expect((await callError(fx.ctx, 'short.interest', { ticker: 'ZZZZ' })).status).toBe(404);
    expect((await callError(fx.ctx, 'short.interest', { ticker: 'XLON:VOD' })).status).toBe(404);
    for (const [query, name] of [
      [{ limit: '501' }, 'limit'],
      [{ limit: '0' }, 'limit'],
      [{ endDate: 'yesterday' }, 'endDate'],
      [{ startDate: '2026-10-31', endDate: '2026-10-30' }, 'startDate'],
      [{ offset: 'x' }, 'offset'],
    ] as const) {
      await expectInvalidParameter(fx.ctx, 'short.interest', { ticker: 'AAPL' }, query, name);
    }
  });
});

describe('short-interest snapshot on the sample', () => {
  it('uses the newest settlement published as of the clock (2026-11-13 is pending until 2026-11-24)', async () => {
    const snap = await snapshot();
    expect(snap.settlementDate).toBe('2026-10-30');
    // Every US listing with a reading: the named ones and the breadth listings, 50 to a page by default.
    expect(snap.meta).toMatchObject({ limit: 50, offset: 0, count: 50, hasMore: true });
    expect(snap.meta.total).toBeGreaterThan(300);
    expect((await snapshot({ limit: '500' })).data.length).toBe(snap.meta.total);
  });

  it('snapshot ordering: descending days to cover, the capped 999.99 reading (BRK-A) after every real reading', async () => {
    const { data } = await snapshot({ limit: '500' });
    expect(data.at(-1)).toMatchObject({ ticker: 'BRK-A', name: 'Berkshire Hathaway Inc. Class A', daysToCover: 999.99 });
    const real = data.slice(0, -1).map((r) => [r.daysToCover!, r.ticker] as const);
    expect(real).toEqual([...real].sort((a, b) => b[0] - a[0] || a[1].localeCompare(b[1])));
  });

  it('sortBy shortPosition and change are plain descending orders', async () => {
    const positions = (await snapshot({ sortBy: 'shortPosition' })).data.map((r) => r.shortPosition);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    const changes = (await snapshot({ sortBy: 'CHANGE' })).data.map((r) => r.changeInShortPosition!);
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
  });

  it('alias minAvgDailyVolume: the same floor as minAverageDailyVolume', async () => {
    const floor = '20000000';
    const named = await snapshot({ minAverageDailyVolume: floor });
    expect(named.data.length).toBeGreaterThan(0);
    expect(named.data.every((r) => r.averageDailyVolume! >= 20_000_000)).toBe(true);
    expect(await snapshot({ minAvgDailyVolume: floor })).toEqual(named);
    expect(await snapshot({ minAvgDailyVolume: floor, minAverageDailyVolume: floor })).toEqual(named);
    const both = await callError(fx.ctx, 'short.snapshot', {}, { minAvgDailyVolume: '1', minAverageDailyVolume: '2' });
    expect(both.status).toBe(400);
    expect(both.message).toContain("'minAvgDailyVolume'");
  });

  it('minDaysToCover keeps readings at or above it, capped ones included', async () => {
    const { data, meta } = await snapshot({ minDaysToCover: '4.5', limit: '500' });
    expect(data.every((r) => r.daysToCover! >= 4.5)).toBe(true);
    expect(data.at(-1)!.ticker).toBe('BRK-A');
    expect(meta.total).toBe(data.length);
  });

  it('pages with limit and offset; meta.total counts every row passing the floors', async () => {
    const all = (await snapshot({ limit: '500' })).data.map((r) => r.ticker);
    const page = await snapshot({ limit: '5', offset: '5' });
    expect(page.data.map((r) => r.ticker)).toEqual(all.slice(5, 10));
    expect(page.meta).toEqual({ limit: 5, offset: 5, count: 5, hasMore: true, total: all.length });
    expect((await snapshot({ limit: '500' })).data.map((r) => r.ticker)).toEqual(all);
    expect((await snapshot({ offset: '500' })).meta).toEqual({ limit: 50, offset: 500, count: 0, hasMore: false, total: all.length });
  });

  it('bad parameters are 400 naming the parameter', async () => {
    for (const [query, name] of [
      [{ sortBy: 'shortVolume' }, 'sortBy'],
      [{ minDaysToCover: '-1' }, 'minDaysToCover'],
      [{ minAverageDailyVolume: 'many' }, 'minAverageDailyVolume'],
      [{ limit: '501' }, 'limit'],
      [{ limit: '0' }, 'limit'],
      [{ offset: '-1' }, 'offset'],
      [{ ticker: 'AAPL' }, 'ticker'],
    ] as const) {
      await expectInvalidParameter(fx.ctx, 'short.snapshot', {}, query, name);
    }
  });
});

describe('short-interest snapshot on a FINRA file', () => {
  let own: SampleFixture;
  beforeEach(async () => {
    own = await emptyStore();
  });
  afterEach(() => own.store.close());

  const HEADER = 'accountingYearMonthNumber|symbolCode|issueName|issuerServicesGroupExchangeCode|marketClassCode|currentShortPositionQuantity|previousShortPositionQuantity|stockSplitFlag|averageDailyVolumeQuantity|daysToCoverQuantity|revisionFlag|changePercent|changePreviousNumber|settlementDate';
  const line = (date: string, symbol: string, position: number, adv: number, dtc: number, change: number) =>
    `${date.replaceAll('-', '')}|${symbol}|${symbol} Corp|A|NYSE|${position}|${position - change}||${adv}|${dtc}||1.00|${change}|${date}`;

  it('snapshot ordering: real readings descending, capped 999.99 ones after them, no reading last; ties on ticker', async () => {
    const file = files.write('shrt20261030.csv', [
      HEADER,
      line('2026-10-30', 'TIEB', 500, 100, 5, 10),
      line('2026-10-30', 'TIEA', 500, 100, 5, 10),
      line('2026-10-30', 'CAPZ', 9_000, 5, 999.99, 30),
      line('2026-10-30', 'CAPA', 8_000, 4, 999.99, 20),
      line('2026-10-30', 'ZERO', 7_000, 0, 999.99, 40),
      line('2026-10-30', 'HIGH', 750, 100, 7.5, -5),
    ].join('\n'));
    await ingestAny(own.store, own.clock, 'finra-short-interest', file);
    // Settled but not published until 2026-11-24 (the clock says 2026-11-21): never shown.
    const pending = files.write('shrt20261113.csv', [HEADER, line('2026-11-13', 'HIGH', 99_999, 1, 999.99, 1)].join('\n'));
    await ingestAny(own.store, own.clock, 'finra-short-interest', pending);

    const snap = await snapshot({}, own);
    expect(snap.settlementDate).toBe('2026-10-30');
    expect(snap.data.map((r) => [r.ticker, r.daysToCover])).toEqual([
      ['HIGH', 7.5], ['TIEA', 5], ['TIEB', 5], ['CAPA', 999.99], ['CAPZ', 999.99], ['ZERO', null],
    ]);
    expect(snap.data[0]).toEqual({ ticker: 'HIGH', name: 'HIGH Corp', shortPosition: 750, changeInShortPosition: -5, averageDailyVolume: 100, daysToCover: 7.5 });
    // The default floor is 0, which keeps the row without a reading; given explicitly it answers the same.
    expect(await snapshot({ minDaysToCover: '0' }, own)).toEqual(snap);
    // A floor above 0 leaves out the row without a reading; the capped readings pass it.
    expect((await snapshot({ minDaysToCover: '6' }, own)).data.map((r) => r.ticker)).toEqual(['HIGH', 'CAPA', 'CAPZ']);
    expect((await snapshot({ sortBy: 'shortPosition' }, own)).data.map((r) => r.ticker)).toEqual(['CAPZ', 'CAPA', 'ZERO', 'HIGH', 'TIEA', 'TIEB']);
    expect((await snapshot({ sortBy: 'change' }, own)).data.map((r) => r.ticker)).toEqual(['ZERO', 'CAPZ', 'CAPA', 'TIEA', 'TIEB', 'HIGH']);
    // The same file read per listing: the placeholder is null, the capped reading kept.
    expect((await interest('ZERO', {}, own)).data[0]!.daysToCover).toBeNull();
    expect((await interest('CAPA', {}, own)).data[0]!.daysToCover).toBe(999.99);
  });

  it('an empty store has no settlement: null and no rows', async () => {
    expect(await snapshot({}, own)).toEqual({ settlementDate: null, data: [], meta: { limit: 50, offset: 0, count: 0, hasMore: false, total: 0 } });
  });
});
