/** `GET /v1/cftc/positions/latest`: one row per tracked contract, newest stored report, nets long minus short. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractRow, LatestPositions } from '../../../src/engine/cftc/schemas';
import { TRACKED } from '../../../src/engine/cftc/universe';
import { call, callError } from '../../support/invoke';
import { emptyStore, sampleStore, type SampleFixture } from '../../support/store';

const latest = (fx: SampleFixture, query: Record<string, string> = {}) => call<LatestPositions>(fx.ctx, 'cftc.latest', {}, query);

describe('latest positions over stored reports written for the test', () => {
  let fx: SampleFixture;
  beforeAll(async () => {
    fx = await emptyStore();
    await fx.store.write((tx) =>
      tx.run(`INSERT INTO cftc_positions VALUES
        ('088691', DATE '2025-03-04', 1000, 100, 300, 250, 50, 40, 'ingest', NULL, TIMESTAMP '2025-03-10 00:00:00'),
        ('088691', DATE '2025-03-11', 1200, 150, 400, 300, 20, 60, 'ingest', NULL, TIMESTAMP '2025-03-14 00:00:00'),
        ('002602', DATE '2025-03-11', 9000, 5000, 1000, 700, 2900, 100, 'ingest', NULL, TIMESTAMP '2025-03-14 00:00:00'),
        ('0063CC', DATE '2025-03-11', 77, 1, 2, 3, 4, 5, 'ingest', NULL, TIMESTAMP '2025-03-14 00:00:00')`),
    );
  });
  afterAll(() => fx.store.close());

  it('takes the newest report and nets long minus short', async () => {
    const gold = (await latest(fx)).data.find((r) => r.marketCode === '088691');
    // 2025-03-11: commercial 150 − 400 = −250, non-commercial 300 − 20 = 280.
    expect(gold).toEqual({
      marketCode: '088691', marketName: 'Gold, COMEX', category: 'Metals', reportDate: '2025-03-11', openInterest: 1200, commNet: -250, nonCommNet: 280,
    });
    const corn = (await latest(fx)).data.find((r) => r.marketCode === '002602');
    expect(corn).toMatchObject({ reportDate: '2025-03-11', openInterest: 9000, commNet: 4000, nonCommNet: -2200 });
  });

  it('has one row per tracked contract, report fields null when none is stored, untracked codes never listed', async () => {
    const { data } = await latest(fx);
    expect(data.map((r) => r.marketCode)).toEqual(TRACKED.map((c) => c.marketCode));
    expect(data.find((r) => r.marketCode === '099741')).toEqual({
      marketCode: '099741', marketName: 'Euro FX, CME', category: 'Currencies', reportDate: null, openInterest: null, commNet: null, nonCommNet: null,
    });
    expect(data.filter((r) => r.reportDate !== null).map((r) => r.marketCode).sort()).toEqual(['002602', '088691']);
  });
});

describe('latest positions over the sample', () => {
  let fx: SampleFixture;
  beforeAll(async () => {
    fx = await sampleStore();
  });
  afterAll(() => fx.store.close());

  it('is sorted by category then market name, in the order of the contract listing', async () => {
    const listed = (await call<{ data: ContractRow[] }>(fx.ctx, 'cftc.contracts', {})).data;
    expect((await latest(fx)).data.map((r) => r.marketCode)).toEqual(listed.map((c) => c.marketCode));
  });

  it('is not paged: data only, every tracked contract', async () => {
    const body = await latest(fx);
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data).toHaveLength(TRACKED.length);
  });

  it('agrees with the newest row of the positions list (net = long − short)', async () => {
    const [newest] = (await call<{ data: { reportDate: string; openInterest: number; commLong: number; commShort: number; nonCommLong: number; nonCommShort: number }[] }>(
      fx.ctx, 'cftc.positions', { marketCode: '067651' }, { limit: '1' },
    )).data;
    const row = (await latest(fx)).data.find((r) => r.marketCode === '067651');
    expect(row).toMatchObject({
      reportDate: newest!.reportDate, openInterest: newest!.openInterest,
      commNet: newest!.commLong - newest!.commShort, nonCommNet: newest!.nonCommLong - newest!.nonCommShort,
    });
  });

  it('keeps the rows of contracts without reports, with null report fields', async () => {
    const empty = (await latest(fx)).data.filter((r) => r.reportDate === null);
    expect(empty.map((r) => r.marketCode).sort()).toEqual(['1170E1', '133741']);
    for (const r of empty) expect([r.openInterest, r.commNet, r.nonCommNet]).toEqual([null, null, null]);
  });

  it('shows an older report date for a contract whose reports stopped', async () => {
    // The sample stops the mini Dow 20 weeks before the newest Tuesday 2026-11-17: 2026-06-30.
    expect((await latest(fx)).data.find((r) => r.marketCode === '124603')?.reportDate).toBe('2026-06-30');
  });

  it('filters by category, the name compared ignoring case', async () => {
    const metals = (await latest(fx, { category: 'Metals' })).data;
    expect(metals.map((r) => r.marketName)).toEqual(['Copper, COMEX', 'Gold, COMEX', 'Silver, COMEX']);
    expect((await latest(fx, { category: 'interestrates' })).data.map((r) => r.category)).toEqual(Array(4).fill('InterestRates'));
  });

  it.each(['Crypto', 'Metal', ''])('a category %j outside the six is a 400 naming category', async (category) => {
    const error = await callError(fx.ctx, 'cftc.latest', {}, { category });
    expect(error.status).toBe(400);
    expect(error.message).toContain("Invalid parameter 'category'");
    expect(error.message).toContain('Agriculture, Energy, Metals, EquityIndices, InterestRates, Currencies');
  });
});
