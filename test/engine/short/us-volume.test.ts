/**
 * Daily short volume of a listing and the largest-short-volume board, over the sample (as of 2026-11-20,
 * clock 2026-11-21) and over FINRA files written in their layout: coverage from 2026-04-06, restatement
 * onto today's split basis (NVDA's 4:1 split of 2026-04-20), the consolidated row winning over facility
 * rows, whole-share rounding, defaults and refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Largest, ShortVolumePage } from '../../../src/engine/short/us-schemas';
import { ingestAny } from '../../../src/store/ingest/index';
import { scratch } from '../../fixtures/ingest/helpers';
import { call, callError, expectInvalidParameter } from '../../support/invoke';
import { sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
const files = scratch();
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => {
  fx.store.close();
  files.remove();
});

const volume = (ticker: string, query: Record<string, string> = {}) => call<ShortVolumePage>(fx.ctx, 'short.volume', { ticker }, query);
const largest = (query: Record<string, string> = {}) => call<Largest>(fx.ctx, 'short.largest', {}, query);

const HEADER = 'Date|Symbol|ShortVolume|ShortExemptVolume|TotalVolume|Market';

/** A FINRA daily file of `facility` for `date` (yyyyMMdd) with `rows`, ingested into the sample store. */
async function ingestDaily(facility: string, date: string, rows: readonly string[]): Promise<void> {
  const file = files.write(`${facility}shvol${date}.txt`, `${HEADER}\n${rows.map((r) => `${date}|${r}`).join('\n')}\n${rows.length}\n`);
  await ingestAny(fx.store, fx.clock, 'finra-short-volume', file);
}

describe('short volume of a listing', () => {
  it('daily coverage begins 2026-04-06: earlier dates return an empty page, not an error', async () => {
    expect(await volume('AAPL', { startDate: '2026-01-01', endDate: '2026-04-05' })).toEqual({
      data: [], meta: { limit: 90, offset: 0, count: 0, hasMore: false },
    });
    const from = await volume('AAPL', { startDate: '2026-01-01', endDate: '2026-04-10' });
    expect(from.data.map((r) => r.date)).toEqual(['2026-04-10', '2026-04-09', '2026-04-08', '2026-04-07', '2026-04-06']);
  });

  it('daily coverage begins 2026-04-06 even when a file of an earlier date is stored', async () => {
    await ingestDaily('CNMS', '20260303', ['ZZOLD|10|0|20|B,Q,N']);
    expect((await volume('ZZOLD', { startDate: '2026-03-01', endDate: '2026-04-05' })).data).toEqual([]);
    expect((await largest({ date: '2026-03-03' })).data).toEqual([]);
  });

  it("history is restated onto today's split basis: NVDA's rows before its 4:1 split of 2026-04-20 are multiplied by 4", async () => {
    const stored = await fx.store.all<{ date: string; short: number; exempt: number; total: number }>(
      `SELECT CAST(date AS VARCHAR) AS date, short_volume AS short, short_exempt_volume AS exempt, total_volume AS total
       FROM short_volume_daily WHERE ticker = 'NVDA' AND date IN ('2026-04-17', '2026-04-20') ORDER BY date DESC`,
    );
    const { data } = await volume('NVDA', { startDate: '2026-04-17', endDate: '2026-04-20' });
    expect(data).toEqual([
      { date: '2026-04-20', shortVolume: Math.round(stored[0]!.short), shortExemptVolume: Math.round(stored[0]!.exempt), totalVolume: Math.round(stored[0]!.total), shortVolumePercent: expect.any(Number) },
      { date: '2026-04-17', shortVolume: Math.round(stored[1]!.short * 4), shortExemptVolume: Math.round(stored[1]!.exempt * 4), totalVolume: Math.round(stored[1]!.total * 4), shortVolumePercent: expect.any(Number) },
    ]);
    // The percentage does not change with the basis.
    expect(data[1]!.shortVolumePercent).toBe(Math.round((10_000 * stored[1]!.short) / stored[1]!.total) / 100);
    // On one basis, the series no longer jumps at the split.
    expect(data[0]!.totalVolume / data[1]!.totalVolume).toBeGreaterThan(0.33);
    expect(data[0]!.totalVolume / data[1]!.totalVolume).toBeLessThan(3);
  });

  it('a split announced for after today does not restate anything yet (COST, 2026-12-10)', async () => {
    const stored = await fx.store.one<{ total: number }>("SELECT total_volume AS total FROM short_volume_daily WHERE ticker = 'COST' AND date = '2026-11-20'");
    expect((await volume('COST', { limit: '1' })).data[0]!.totalVolume).toBe(Math.round(stored!.total));
  });

  it('the CNMS row wins over facility rows of the same day; without one the facility rows are summed', async () => {
    // Symbols no listing has, so no synthetic series is replaced. ZZCN has a consolidated row and facility rows that add
    // up to more (101, not 100): the consolidated figure is served alone. ZZFAC has facility rows only.
    await ingestDaily('CNMS', '20261119', ['ZZCN|100|2|200|B,Q,N']);
    await ingestDaily('FNSQ', '20261119', ['ZZCN|60|1|120|Q', 'ZZFAC|100.4|1|200.2|Q']);
    await ingestDaily('FNYX', '20261119', ['ZZCN|41|1|81|N', 'ZZFAC|50.4|0|99.6|N']);
    const day = { startDate: '2026-11-19', endDate: '2026-11-19' };
    expect((await volume('ZZCN', day)).data).toEqual([{ date: '2026-11-19', shortVolume: 100, shortExemptVolume: 2, totalVolume: 200, shortVolumePercent: 50 }]);
    expect((await volume('ZZFAC', day)).data).toEqual([{ date: '2026-11-19', shortVolume: 151, shortExemptVolume: 1, totalVolume: 300, shortVolumePercent: 50.3 }]);
    const board = await largest({ date: '2026-11-19', limit: '500' });
    expect(board.data.filter((r) => r.ticker.startsWith('ZZ'))).toEqual([
      { ticker: 'ZZFAC', name: null, shortVolume: 151, shortExemptVolume: 1, totalVolume: 300, shortVolumePercent: 50.3 },
      { ticker: 'ZZCN', name: null, shortVolume: 100, shortExemptVolume: 2, totalVolume: 200, shortVolumePercent: 50 },
    ]);
  });

  it('volumes are whole shares: fractional FINRA volumes are rounded to the nearest share, halves away from zero', async () => {
    await ingestDaily('CNMS', '20261117', ['ZZRND|10.5|0.5|21.499999|B,Q,N']);
    expect((await volume('ZZRND', { startDate: '2026-11-17', endDate: '2026-11-17' })).data).toEqual([
      { date: '2026-11-17', shortVolume: 11, shortExemptVolume: 1, totalVolume: 21, shortVolumePercent: 48.84 },
    ]);
  });

  it('defaults to the trailing 3 months ending today, newest first, limit 90', async () => {
    const page = await volume('MSFT');
    expect(page.data[0]!.date).toBe('2026-11-20');
    expect(page.data.at(-1)!.date >= '2026-08-21').toBe(true);
    expect(page.meta).toEqual({ limit: 90, offset: 0, count: page.data.length, hasMore: false });
    expect(page.data.length).toBeGreaterThan(60);
    for (const row of page.data) {
      expect(Number.isInteger(row.shortVolume) && Number.isInteger(row.totalVolume)).toBe(true);
      expect(row.shortVolumePercent).toBeGreaterThanOrEqual(0);
      expect(row.shortVolumePercent).toBeLessThanOrEqual(100);
    }
  });

  it('pages with limit and offset, never repeating or skipping a day', async () => {
    const all = (await volume('KO', { limit: '500', startDate: '2026-04-06' })).data.map((r) => r.date);
    const first = await volume('KO', { limit: '7', startDate: '2026-04-06' });
    const second = await volume('KO', { limit: '7', offset: '7', startDate: '2026-04-06' });
    expect(first.meta.hasMore).toBe(true);
    expect([...first.data, ...second.data].map((r) => r.date)).toEqual(all.slice(0, 14));
  });

  it('accepts an ETF listing and the dot form of a class share', async () => {
    expect((await volume('SPY', { limit: '1' })).data).toHaveLength(1);
    expect((await volume('BRK.B', { limit: '1' })).data).toHaveLength(1);
  });

  it('an unknown ticker is 404; a non-US listing is 404 saying why', async () => {
    const unknown = await callError(fx.ctx, 'short.volume', { ticker: 'ZZZZ' });
    expect({ status: unknown.status, code: unknown.code }).toEqual({ status: 404, code: 'not_found' });
    const foreign = await callError(fx.ctx, 'short.volume', { ticker: 'XLON:VOD' });
    expect(foreign.status).toBe(404);
    expect(foreign.message).toContain('not a US listing');
  });

  it('bad parameters are 400 naming the parameter', async () => {
    for (const [query, name] of [
      [{ limit: '501' }, 'limit'],
      [{ limit: '0' }, 'limit'],
      [{ offset: '-1' }, 'offset'],
      [{ startDate: '2026-13-01' }, 'startDate'],
      [{ startDate: '2026-11-02', endDate: '2026-11-01' }, 'startDate'],
      [{ startDate: '2026-12-01' }, 'startDate'],
      [{ date: '2026-11-02' }, 'date'],
    ] as const) {
      await expectInvalidParameter(fx.ctx, 'short.volume', { ticker: 'AAPL' }, query, name);
    }
  });
});

describe('largest short volume', () => {
  it('defaults to the latest trading day with data, largest short volume first, limit 50', async () => {
    const board = await largest();
    expect(board.date).toBe('2026-11-20');
    // Every US listing with short volume that day: the named ones and the breadth listings.
    expect(board.meta).toMatchObject({ limit: 50, offset: 0, count: 50, hasMore: true });
    expect(board.meta.total).toBeGreaterThan(300);
    const volumes = board.data.map((r) => r.shortVolume);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    expect(board.data[0]).toMatchObject({ ticker: 'NVDA', name: 'NVIDIA Corporation' });
  });

  it("rows are the listing's own short-volume figures (NVDA before its split, on today's basis)", async () => {
    const board = await largest({ date: '2026-04-17' });
    const nvda = board.data.find((r) => r.ticker === 'NVDA')!;
    const own = (await volume('NVDA', { startDate: '2026-04-17', endDate: '2026-04-17' })).data[0]!;
    const { date: _date, ...figures } = own;
    expect(nvda).toEqual({ ticker: 'NVDA', name: 'NVIDIA Corporation', ...figures });
  });

  it('sorts by shortPercent on request, ties on ticker; floors apply to the returned figures', async () => {
    const byPercent = await largest({ sortBy: 'shortPercent', date: '2026-11-18', limit: '500' });
    const keys = byPercent.data.map((r) => [r.shortVolumePercent!, r.ticker] as const);
    expect(keys).toEqual([...keys].sort((a, b) => b[0] - a[0] || a[1].localeCompare(b[1])));
    const floor = byPercent.data[5]!.totalVolume;
    const floored = await largest({ date: '2026-11-18', minTotalVolume: String(floor) });
    expect(floored.data.every((r) => r.totalVolume >= floor)).toBe(true);
    expect(floored.meta.total).toBe(byPercent.data.filter((r) => r.totalVolume >= floor).length);
    const short = await largest({ date: '2026-11-18', minShortVolume: '1000000000000' });
    expect(short).toEqual({ date: '2026-11-18', data: [], meta: { limit: 50, offset: 0, count: 0, hasMore: false, total: 0 } });
  });

  it('the default sort breaks ties on ticker; both floors keep rows at exactly the floor ("at least")', async () => {
    // Symbols no listing has, on a day of their own, so no synthetic series is replaced.
    await ingestDaily('CNMS', '20261116', ['ZZTB|300|0|601|B,Q,N', 'ZZTA|300|0|600|B,Q,N', 'ZZLO|299|0|900|B,Q,N']);
    const zz = (board: Largest) => board.data.filter((r) => r.ticker.startsWith('ZZ')).map((r) => r.ticker);
    expect(zz(await largest({ date: '2026-11-16', limit: '500' }))).toEqual(['ZZTA', 'ZZTB', 'ZZLO']);
    expect(zz(await largest({ date: '2026-11-16', limit: '500', minShortVolume: '300' }))).toEqual(['ZZTA', 'ZZTB']);
    expect(zz(await largest({ date: '2026-11-16', limit: '500', minTotalVolume: '601' }))).toEqual(['ZZTB', 'ZZLO']);
  });

  it('pages past the end keep the total', async () => {
    const past = await largest({ offset: '1000' });
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe((await largest()).meta.total);
  });

  it('a date without data is an empty board, not an error', async () => {
    expect(await largest({ date: '2026-11-22' })).toEqual({ date: '2026-11-22', data: [], meta: { limit: 50, offset: 0, count: 0, hasMore: false, total: 0 } });
  });

  it('bad parameters are 400 naming the parameter', async () => {
    for (const [query, name] of [
      [{ sortBy: 'daysToCover' }, 'sortBy'],
      [{ minShortVolume: '-5' }, 'minShortVolume'],
      [{ minTotalVolume: 'lots' }, 'minTotalVolume'],
      [{ date: '2026-02-30' }, 'date'],
      [{ limit: '501' }, 'limit'],
      [{ limit: '0' }, 'limit'],
      [{ offset: '-1' }, 'offset'],
    ] as const) {
      await expectInvalidParameter(fx.ctx, 'short.largest', {}, query, name);
    }
  });
});
