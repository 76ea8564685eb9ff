/**
 * Round trips of the real regulator files of the shared fixtures: each is ingested into a store holding
 * the listings they name (AAPL, MSFT, BRK-A, BRK-B) and read back through the US short-selling
 * operations, clock 2026-11-21.
 */
import { describe, expect, it } from 'vitest';
import type { FailsPage, Largest, OffExchangePage, ShortInterestPage, ShortVolumePage, Snapshot } from '../../../src/engine/short/us-schemas';
import { realFixture } from '../../fixtures/ingest/helpers';
import { call } from '../../support/invoke';
import { shortSellingSuite } from '../../store/short-selling-support';

const volumes = shortSellingSuite('finra-short-volume');

describe('the real FINRA consolidated short-volume file (2026-07-30)', () => {
  it('reads back each listing\'s day in whole shares, BRK/B as BRK-B, and the day\'s board', async () => {
    await volumes.ingest(realFixture('finra-short-volume/CNMSshvol20260730.txt'));
    const ctx = volumes.fx().ctx;
    const day = { startDate: '2026-07-30', endDate: '2026-07-30' };
    expect((await call<ShortVolumePage>(ctx, 'short.volume', { ticker: 'AAPL' }, day)).data).toEqual([
      { date: '2026-07-30', shortVolume: 9_699_861, shortExemptVolume: 39_078, totalVolume: 20_246_332, shortVolumePercent: 47.91 },
    ]);
    expect((await call<ShortVolumePage>(ctx, 'short.volume', { ticker: 'BRK.B' }, day)).data).toEqual([
      { date: '2026-07-30', shortVolume: 691_477, shortExemptVolume: 1_191, totalVolume: 1_280_100, shortVolumePercent: 54.02 },
    ]);
    const board = await call<Largest>(ctx, 'short.largest', {});
    expect(board.date).toBe('2026-07-30');
    expect(board.data.map((r) => [r.ticker, r.shortVolume])).toEqual([['MSFT', 18_514_726], ['AAPL', 9_699_861], ['BRK-B', 691_477]]);
    expect((await call<Largest>(ctx, 'short.largest', {}, { sortBy: 'shortPercent' })).data.map((r) => r.ticker)).toEqual(['BRK-B', 'AAPL', 'MSFT']);
  });
});

const interest = shortSellingSuite('finra-short-interest');

describe('the real FINRA short interest', () => {
  it('the Query API body: AAPL and BRKB settlements read back; the snapshot is its newest published settlement', async () => {
    await interest.ingest(realFixture('finra-short-interest/consolidatedShortInterest_AAPL_BRKB.json'));
    const ctx = interest.fx().ctx;
    const aapl = await call<ShortInterestPage>(ctx, 'short.interest', { ticker: 'AAPL' });
    expect(aapl.data[0]).toEqual({
      settlementDate: '2026-08-31', shortPosition: 139_749_097, changeInShortPosition: 23_421_344, averageDailyVolume: 39_537_335, daysToCover: 3.53, splitInPeriod: false,
    });
    expect(aapl.data.map((r) => r.settlementDate)).toEqual([...aapl.data.map((r) => r.settlementDate)].sort().reverse());
    const snap = await call<Snapshot>(ctx, 'short.snapshot', {});
    expect(snap.settlementDate).toBe('2026-08-31');
    expect(snap.data.map((r) => [r.ticker, r.daysToCover])).toEqual([['AAPL', 3.53], ['BRK-B', 3]]);
  });

  it('the pipe file: capped readings with volume kept after real ones, zero-volume placeholders null and last', async () => {
    await interest.ingest(realFixture('finra-short-interest-file/shrt20260715.csv'));
    const ctx = interest.fx().ctx;
    const snap = await call<Snapshot>(ctx, 'short.snapshot', {}, { limit: '500' });
    expect(snap.settlementDate).toBe('2026-07-15');
    expect(snap.meta.total).toBe(300);
    const groups = snap.data.map((r) => (r.daysToCover === null ? 2 : r.daysToCover >= 999.99 ? 1 : 0));
    expect(groups).toEqual([...groups].sort());
    expect(groups.filter((g) => g === 1).length).toBeGreaterThan(0);
    expect(groups.filter((g) => g === 2).length).toBeGreaterThan(0);
    const real = snap.data.filter((r) => r.daysToCover !== null && r.daysToCover < 999.99).map((r) => [r.daysToCover!, r.ticker] as const);
    expect(real).toEqual([...real].sort((a, b) => b[0] - a[0] || (a[1] < b[1] ? -1 : 1)));
    // AACAF: 999.99 on an average daily volume of 2, a real reading; AAGRW: 999.99 on none, the placeholder.
    expect((await call<ShortInterestPage>(ctx, 'short.interest', { ticker: 'AACAF' })).data[0]).toMatchObject({ averageDailyVolume: 2, daysToCover: 999.99 });
    expect((await call<ShortInterestPage>(ctx, 'short.interest', { ticker: 'AAGRW' })).data[0]).toMatchObject({ averageDailyVolume: 0, daysToCover: null });
    expect(snap.data.find((r) => r.ticker === 'AAPL')).toEqual({
      ticker: 'AAPL', name: 'AAPL', shortPosition: 146_547_784, changeInShortPosition: 6_021_464, averageDailyVolume: 47_952_794, daysToCover: 3.06,
    });
    expect(snap.data.find((r) => r.ticker === 'AAGRW')!.name).toBe('AFRICAN AGRICULTURE HLDGS INC');
    const floored = await call<Snapshot>(ctx, 'short.snapshot', {}, { minAvgDailyVolume: '1000000', sortBy: 'shortPosition' });
    expect(floored.data.every((r) => r.averageDailyVolume! >= 1_000_000)).toBe(true);
  });
});

const weekly = shortSellingSuite('finra-off-exchange');

describe('the real FINRA weekly ATS body (AAPL, 2022 to 2023)', () => {
  it('reads back ATS weeks, newest first, the OTC side not stored (null), each before 2025-08-11 flagged', async () => {
    await weekly.ingest(realFixture('finra-otc-ats-weekly/weeklySummary_ATS_W_SMBL_T1_AAPL.json'));
    const ctx = weekly.fx().ctx;
    expect((await call<OffExchangePage>(ctx, 'short.offExchange', { ticker: 'AAPL' })).data).toEqual([]);
    const { data } = await call<OffExchangePage>(ctx, 'short.offExchange', { ticker: 'AAPL' }, { startDate: '2022-01-01' });
    expect(data.map((r) => r.weekStartDate)).toEqual(['2023-04-10', '2023-04-03', '2023-02-13', '2023-01-16', '2022-12-19', '2022-10-03']);
    expect(data[0]).toEqual({
      weekStartDate: '2023-04-10', atsVolume: 18_081_812, atsTradeCount: 184_772, nonAtsOtcVolume: null, nonAtsOtcTradeCount: null,
      totalOffExchangeVolume: null, mayIncludeCaseFoldedSiblingVolume: true,
    });
  });
});

const ftd = shortSellingSuite('sec-ftd');

describe('the real SEC fails file (cnsfails202009a, a cut copy)', () => {
  it('reads back a symbol no listing has, as filed; the cut copy is not coverage', async () => {
    await ftd.ingest(realFixture('sec-fails-to-deliver/cnsfails202009a.txt'));
    const ctx = ftd.fx().ctx;
    expect(await call<FailsPage>(ctx, 'short.failsToDeliver', { ticker: 'EURN' }, { startDate: '2020-01-01' })).toEqual({
      data: [{ settlementDate: '2020-09-01', quantity: 11_293, price: 9.12, value: 102_992.16 }],
      meta: { limit: 90, offset: 0, count: 1, hasMore: false },
      coverageStartDate: null,
      coverageEndDate: null,
    });
  });
});
