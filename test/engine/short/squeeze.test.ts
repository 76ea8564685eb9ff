/**
 * `GET /v1/short-squeeze-scores` over the sample (as of 2026-11-20, today 2026-11-21: the 2026-10-30
 * settlement is the newest published), with two stocks written by hand: SQZ tops every factor and has
 * both market catalysts; GAP has only a share count and one short-interest reading with FINRA's
 * zero-volume placeholder, so four of its factors are missing and its market cap is unknown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../src/core/clock';
import { tradingDaysBetween } from '../../../src/engine/market/calendar';
import type { SqueezeRow, SqueezeScores } from '../../../src/engine/short/squeeze-schemas';
import { catalystBoostSql, FACTOR_WEIGHTS, scoreSql } from '../../../src/engine/short/squeeze-sql';
import { saveUsage } from '../../../src/engine/keys/usage';
import { ingestAny } from '../../../src/store/ingest/index';
import { scratch } from '../../fixtures/ingest/helpers';
import { call, callError } from '../../support/invoke';
import { sampleStore, type SampleFixture } from '../../support/store';
import { sessionsThrough, writeStocks } from './short-captures';

const SESSION = '2026-11-20';
/** The sample's newest complete fails-to-deliver period by the session. */
const FAILS_PERIOD = { start: '2026-10-16', end: '2026-10-31' };

let fx: SampleFixture;
let full: SqueezeScores;
const files = scratch();

const sessions = sessionsThrough(SESSION, 30);
beforeAll(async () => {
  fx = await sampleStore();
  await writeStocks(fx.store, [
    {
      ticker: 'SQZ',
      shares: 10_000_000,
      shortInterest: [{ settlement: '2026-10-15', position: 2_000_000 }, { settlement: '2026-10-30', position: 5_000_000, daysToCover: 50 }],
      // Flat, then a 20% jump on five times the volume over the latest five sessions.
      bars: sessions.map((date, i) => (i < 25 ? { date, close: 10, volume: 1_000_000 } : { date, close: 12, volume: 5_000_000 })),
      // A short-volume share of 30% over the 20 base sessions, 70% over the latest ten.
      shortVolume: sessions.map((date, i) => ({ date, short: i < 20 ? 300 : 700, total: 1_000 })),
      fails: tradingDaysBetween(FAILS_PERIOD.start, FAILS_PERIOD.end).map((date) => ({ date, quantity: 1_000_000 })),
    },
    { ticker: 'GAP', shares: 50_000_000, shortInterest: [{ settlement: '2026-10-30', position: 1_000_000, daysToCover: null }] },
    { ticker: 'NOSH', shortInterest: [{ settlement: '2026-10-30', position: 1_000_000 }] },
  ]);
  full = await everyRow();
});
afterAll(() => {
  fx.store.close();
  files.remove();
});

const scores = (query: Record<string, string> = {}, ctx = fx.ctx) => call<SqueezeScores>(ctx, 'short.squeeze', {}, query);
/** Every row passing the floors, page by page (a page holds at most 200; the sample scores more). */
async function everyRow(query: Record<string, string> = {}): Promise<SqueezeScores> {
  const first = await scores({ ...query, limit: '200' });
  const data = [...first.data];
  while (data.length < (first.total ?? 0)) data.push(...(await scores({ ...query, limit: '200', offset: String(data.length) })).data);
  return { ...first, data };
}
const row = (ticker: string): SqueezeRow => full.data.find((r) => r.ticker === ticker)!;

const PERCENTILES = [
  ['shortInterestPercentile', FACTOR_WEIGHTS.shortInterest],
  ['daysToCoverPercentile', FACTOR_WEIGHTS.daysToCover],
  ['shortVolumeTrendPercentile', FACTOR_WEIGHTS.shortVolumeTrend],
  ['shortInterestChangePercentile', FACTOR_WEIGHTS.shortInterestChange],
  ['failsToDeliverPercentile', FACTOR_WEIGHTS.failsToDeliver],
  ['priceAboveVwapPercentile', FACTOR_WEIGHTS.priceAboveVwap],
] as const;

/** The weighted mean of a row's present percentiles. */
function weightedMean(r: SqueezeRow): number {
  const present = PERCENTILES.filter(([field]) => r[field] !== undefined);
  return present.reduce((sum, [field, weight]) => sum + weight * r[field]!, 0) / present.reduce((sum, [, weight]) => sum + weight, 0);
}

describe('squeeze scores: the universe', () => {
  it('scores the newest settlement published by today that the store holds, over hundreds of stocks', () => {
    expect(full.settlementDate).toBe('2026-10-30');
    expect(full.scoredCount).toBeGreaterThan(300);
    expect(full.scoredCount).toBe(full.data.length);
    expect(full.total).toBe(full.scoredCount);
  });

  it('US operating-company stocks with a reading at the settlement and a known share count: no ETF, no non-US listing, no unknown count', () => {
    const tickers = full.data.map((r) => r.ticker);
    expect(tickers).toEqual(expect.arrayContaining(['AAPL', 'NVDA', 'SQZ', 'GAP']));
    for (const outside of ['SPY', 'QQQ', 'XLON:VOD', 'BF-A', 'NOSH', 'GOOG', 'GOOGL']) expect(tickers).not.toContain(outside);
  });

  it("an SEC share count is used only when it is the listing's own: one company with two US classes gets none", async () => {
    // AAPL has an issuer record; AVGO only SEC facts (one listing); Alphabet's facts cover both classes.
    expect(row('AVGO').shortInterestPercentOfShares).not.toBeNull();
    expect((await callError(fx.ctx, 'short.squeeze', {}, { ticker: 'GOOGL' })).message).toMatch(/shares outstanding are unknown/);
  });

  it('rows come in rank order, 1 to scoredCount, ties broken by ticker', () => {
    expect(full.data.map((r) => r.rank)).toEqual(full.data.map((_, i) => i + 1));
    for (let i = 1; i < full.data.length; i++) expect(full.data[i - 1]!.score).toBeGreaterThanOrEqual(full.data[i]!.score);
  });
});

describe('squeeze scores: factors, weights and catalysts', () => {
  it('fractions are fractions (0.112 is 11.2%)', () => {
    const failDays = tradingDaysBetween(FAILS_PERIOD.start, FAILS_PERIOD.end).length;
    expect(row('SQZ')).toMatchObject({
      shortInterestPercentOfShares: 0.5,
      shortInterestChangePercent: 1.5,
      daysToCover: 50,
      shortVolumeShareTrend: 0.4,
      failsToDeliverPercentOfShares: (failDays * 1_000_000) / failDays / 10_000_000,
    });
    // VWAP of the latest 20 sessions: 15 at 10 on 1M shares, 5 at 12 on 5M shares.
    const vwap = (15 * 10 * 1e6 + 5 * 12 * 5e6) / (15e6 + 25e6);
    expect(row('SQZ').priceAboveVwap).toBeCloseTo(12 / vwap - 1, 6);
    expect(row('SQZ').marketCapitalization).toBe(120_000_000);
  });

  it('weights 30/20/15/15/10/10: baseScore is the weighted mean of the factor percentiles', () => {
    for (const r of full.data) expect(r.baseScore, r.ticker).toBeCloseTo(weightedMean(r), 1);
  });

  it('each factor is a percentile from average ranks: equal values share one percentile', () => {
    const byValue = new Map<number, number>();
    for (const r of full.data) {
      if (r.daysToCover === null) continue;
      const seen = byValue.get(r.daysToCover);
      if (seen !== undefined) expect(r.daysToCoverPercentile, r.ticker).toBe(seen);
      byValue.set(r.daysToCover, r.daysToCoverPercentile!);
    }
    expect(row('SQZ').shortInterestPercentile).toBe(100);
  });

  it('a missing factor drops out of the weighted mean and its percentile field is absent', () => {
    const gap = row('GAP');
    expect(gap).toMatchObject({ daysToCover: null, shortVolumeShareTrend: null, shortInterestChangePercent: null, priceAboveVwap: null });
    for (const field of ['daysToCoverPercentile', 'shortVolumeTrendPercentile', 'shortInterestChangePercentile', 'priceAboveVwapPercentile']) {
      expect(gap).not.toHaveProperty(field);
    }
    // A complete fails period with no row for GAP: no reported fails, a known zero.
    expect(gap.failsToDeliverPercentOfShares).toBe(0);
    expect(gap.baseScore).toBeCloseTo((30 * gap.shortInterestPercentile! + 10 * gap.failsToDeliverPercentile!) / 40, 1);
  });

  it('catalysts: a price spike and a volume surge each add 10; no earnings dates are stored, so that flag is false', () => {
    expect(row('SQZ')).toMatchObject({ hasPriceSpikeCatalyst: true, hasVolumeSurgeCatalyst: true, hasEarningsProximityCatalyst: false, catalystBoost: 20 });
    expect(full.data.every((r) => !r.hasEarningsProximityCatalyst)).toBe(true);
    for (const r of full.data) expect(r.catalystBoost).toBe(10 * (Number(r.hasPriceSpikeCatalyst) + Number(r.hasVolumeSurgeCatalyst)));
  });

  it('the catalyst boost is capped at 20', async () => {
    const boost = async (flags: string[]) => (await fx.store.one<{ b: number }>(`SELECT ${catalystBoostSql(flags)} AS b`))!.b;
    expect(await boost(['TRUE', 'FALSE', 'FALSE'])).toBe(10);
    expect(await boost(['TRUE', 'TRUE', 'FALSE'])).toBe(20);
    expect(await boost(['TRUE', 'TRUE', 'TRUE'])).toBe(20);
  });

  it('the score is baseScore plus catalystBoost, clamped to 100', async () => {
    expect(row('SQZ').baseScore).toBeGreaterThan(80);
    expect(row('SQZ')).toMatchObject({ score: 100, rank: 1 });
    for (const r of full.data) expect(r.score).toBeCloseTo(Math.min(100, r.baseScore + r.catalystBoost), 1);
    expect((await fx.store.one<{ s: number }>(`SELECT ${scoreSql('95', '20')} AS s`))!.s).toBe(100);
  });
});

describe('squeeze scores: floors, paging and the single-ticker lookup', () => {
  it('rank is stamped before the liquidity floors and never renumbered', async () => {
    const floored = await everyRow({ minMarketCap: '500000000000' });
    const expected = full.data.filter((r) => r.marketCapitalization !== null && r.marketCapitalization >= 500e9);
    expect(floored.data.map((r) => [r.ticker, r.rank])).toEqual(expected.map((r) => [r.ticker, r.rank]));
    expect(floored.data[0]!.rank).toBeGreaterThan(1);
    expect(floored).toMatchObject({ scoredCount: full.scoredCount, total: expected.length });
  });

  it('unknown caps are excluded once minMarketCap is set (and unknown dollar volumes once minDollarVolume is)', async () => {
    expect(row('GAP').marketCapitalization).toBeNull();
    expect((await everyRow({ minMarketCap: '1' })).data.map((r) => r.ticker)).not.toContain('GAP');
    expect((await everyRow({ minDollarVolume: '1' })).data.map((r) => r.ticker)).not.toContain('GAP');
    expect((await everyRow({ minMarketCap: '0' })).data.map((r) => r.ticker)).toContain('GAP');
  });

  it('limit (default 25, max 200) and offset page the filtered rows; total counts them all', async () => {
    const first = await scores();
    expect(first.data).toHaveLength(Math.min(25, full.scoredCount));
    const page = await scores({ limit: '3', offset: '2' });
    expect(page.data).toEqual(full.data.slice(2, 5));
    expect(page.total).toBe(full.total);
    expect((await callError(fx.ctx, 'short.squeeze', {}, { limit: '201' })).status).toBe(400);
  });

  it('a single ticker returns only its row, echoes rank at top level, has no total; limit, offset and floors are ignored', async () => {
    const one = await scores({ ticker: 'gap', minMarketCap: '1000000000000', limit: '1', offset: '5' });
    expect(one).toEqual({ settlementDate: '2026-10-30', rank: row('GAP').rank, data: [row('GAP')], scoredCount: full.scoredCount });
    expect(one).not.toHaveProperty('total');
    expect(full).not.toHaveProperty('rank');
  });

  it('a stock outside the scored universe is a 404 naming why', async () => {
    const why = async (ticker: string) => {
      const error = await callError(fx.ctx, 'short.squeeze', {}, { ticker });
      expect(error.status).toBe(404);
      return error.message;
    };
    expect(await why('SPY')).toMatch(/SPY is outside the scored universe: it is an ETF/);
    expect(await why('XLON:VOD')).toMatch(/listed outside the US/);
    expect(await why('BF-A')).toMatch(/no short-interest reading for the 2026-10-30 settlement/);
    expect(await why('NOSH')).toMatch(/shares outstanding are unknown/);
    expect(await why('NOPE')).toMatch(/Unknown ticker NOPE/);
  });
});

describe('squeeze scores: the cached universe', () => {
  it('the scored universe is kept: a repeated request answers the same rows without recomputing', async () => {
    const again = await scores({ limit: '200' });
    expect(again.data[0]).toBe(full.data[0]);
  });

  it('is not dropped by a time alone or by a state write: a later hour of the same session, a usage counter saved', async () => {
    await saveUsage(fx.store, [{ accountId: 'someone', day: '2026-11-21', count: 3 }]);
    const later = await scores({ limit: '200' }, { ...fx.ctx, clock: fixedClock('2026-11-21T21:00:00Z') });
    expect(later.data[0]).toBe(full.data[0]);
  });

  it('the cache is invalidated by an ingest: a new short-interest file changes the answer at once', async () => {
    const own = await sampleStore();
    try {
      const before = await call<SqueezeScores>(own.ctx, 'short.squeeze', {}, { ticker: 'AAPL' });
      const file = files.write('shrt20261030.csv', [
        'accountingYearMonthNumber|symbolCode|issueName|issuerServicesGroupExchangeCode|marketClassCode|currentShortPositionQuantity|previousShortPositionQuantity|stockSplitFlag|averageDailyVolumeQuantity|daysToCoverQuantity|revisionFlag|changePercent|changePreviousNumber|settlementDate',
        '20261030|AAPL|Apple Inc. Common Stock|Q|NNM|1500000000|250000000||50000000|30.00||500.00|1250000000|2026-10-30',
        '',
      ].join('\n'));
      await ingestAny(own.store, own.clock, 'finra-short-interest', file);
      const after = await call<SqueezeScores>(own.ctx, 'short.squeeze', {}, { ticker: 'AAPL' });
      expect(after.data[0]).not.toBe(before.data[0]);
      expect(after.data[0]!.shortInterestPercentOfShares).toBe(1_500_000_000 / 15_000_000_000);
      expect(after.data[0]!.daysToCover).toBe(30);
      expect(after.rank).toBeLessThan(before.rank!);
    } finally {
      own.store.close();
    }
  });
});
