/**
 * GET /v1/fx/rates (`fx.rates`): official rates read back by ECB publication day, newest first then by
 * target; EUR rates as published, others crossed through the euro on the same day exactly as portfolio
 * conversions; days without a publication have no rows; codes refused when not three letters or not
 * stored; the default window is the last 30 days ending today. Against the sample store, and against the
 * real eurofxref-hist.csv ingested into an empty store.
 */
import { readFileSync } from 'node:fs';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateOn, renderRate } from '../../../src/engine/fx/rates';
import type { FxRatePage } from '../../../src/engine/fx/schemas';
import { ingestAny } from '../../../src/store/ingest/index';
import { realFixture } from '../../fixtures/ingest/helpers';
import { call, callError } from '../../support/invoke';
import { emptyStore, sampleStore, type SampleFixture } from '../../support/store';

const rates = (fx: SampleFixture, query: Record<string, string> = {}) => call<FxRatePage>(fx.ctx, 'fx.rates', {}, query);
const SAMPLE_CURRENCIES = ['CHF', 'CNY', 'DKK', 'GBP', 'HKD', 'NOK', 'SEK', 'USD'];

describe('fx.rates on the sample store (clock 2026-11-21, a Saturday in New York)', () => {
  let fx: SampleFixture;
  beforeAll(async () => {
    fx = await sampleStore();
  });
  afterAll(() => fx.store.close());

  const stored = async (date: string, currency: string): Promise<number> => {
    const row = await fx.store.one<{ rate: string }>('SELECT CAST(per_euro AS VARCHAR) AS rate FROM fx_rates WHERE date = CAST(? AS DATE) AND currency = ?', [date, currency]);
    return Number(row!.rate);
  };

  it('defaults: from EUR to every stored currency over the last 30 days ending today, newest day first then by to', async () => {
    const page = await rates(fx);
    // 2026-10-22 to 2026-11-21 holds 22 TARGET business days (Thursday 10-22 to Friday 11-20), 8 currencies each.
    expect(page.meta).toEqual({ limit: 100, offset: 0, count: 100, hasMore: true, total: 22 * 8 });
    expect(page.data.slice(0, 8).map((r) => [r.date, r.from, r.to])).toEqual(SAMPLE_CURRENCIES.map((to) => ['2026-11-20', 'EUR', to]));
    expect(page.data[8]!.date).toBe('2026-11-19');
    const last = await rates(fx, { offset: '168' });
    expect(last.data.map((r) => r.date)).toEqual(Array(8).fill('2026-10-22'));
    expect(last.meta).toEqual({ limit: 100, offset: 168, count: 8, hasMore: false, total: 176 });
  });

  it('a rate from EUR is the ECB rate as stored', async () => {
    const page = await rates(fx, { to: 'USD,GBP', startDate: '2026-11-20', endDate: '2026-11-20' });
    expect(page.data).toEqual([
      { date: '2026-11-20', from: 'EUR', to: 'GBP', rate: await stored('2026-11-20', 'GBP') },
      { date: '2026-11-20', from: 'EUR', to: 'USD', rate: await stored('2026-11-20', 'USD') },
    ]);
  });

  it('a cross rate is crossed through the euro on the same day, exactly as portfolio conversions', async () => {
    const page = await rates(fx, { from: 'USD', to: 'GBP,EUR,HKD', startDate: '2026-11-16', endDate: '2026-11-20' });
    expect(page.meta.total).toBe(15);
    for (const row of page.data) {
      const official = await rateOn(fx.ctx, 'USD', row.to, row.date);
      expect(official?.asOf).toBe(row.date);
      expect(row.rate).toBe(renderRate(official!).rate);
    }
    const gbp = page.data.find((r) => r.date === '2026-11-20' && r.to === 'GBP')!;
    expect(gbp.rate).toBe(new Big(await stored('2026-11-20', 'GBP')).div(await stored('2026-11-20', 'USD')).round(10, Big.roundHalfUp).toNumber());
  });

  it('from another currency, the default targets are every stored currency and EUR, except from itself', async () => {
    const page = await rates(fx, { from: 'USD', startDate: '2026-11-20', endDate: '2026-11-20' });
    expect(page.data.map((r) => r.to)).toEqual(['CHF', 'CNY', 'DKK', 'EUR', 'GBP', 'HKD', 'NOK', 'SEK']);
  });

  it('codes are accepted in any letter case and answered upper case; a repeated target counts once', async () => {
    const page = await rates(fx, { from: 'usd', to: 'gbp, Gbp,eur', startDate: '2026-11-20', endDate: '2026-11-20' });
    expect(page.data.map((r) => [r.from, r.to])).toEqual([['USD', 'EUR'], ['USD', 'GBP']]);
  });

  it('a day without an ECB publication has no rows: weekends, 25 and 26 December', async () => {
    const page = await rates(fx, { to: 'USD', startDate: '2025-12-24', endDate: '2025-12-29' });
    expect(page.data.map((r) => r.date)).toEqual(['2025-12-29', '2025-12-24']);
    expect((await rates(fx, { startDate: '2026-11-21', endDate: '2026-11-22' })).meta.total).toBe(0);
  });

  it('--end-date alone opens the window 30 days before it; --start-date alone runs it to today', async () => {
    const ending = await rates(fx, { to: 'USD', endDate: '2026-06-30', limit: '500' });
    expect([ending.data.at(-1)!.date, ending.data[0]!.date]).toEqual(['2026-06-01', '2026-06-30']);
    const starting = await rates(fx, { to: 'USD', startDate: '2026-11-19' });
    expect(starting.data.map((r) => r.date)).toEqual(['2026-11-20', '2026-11-19']);
  });

  it.each([
    [{ to: 'US' }, "Invalid parameter 'to': must list three-letter ISO currency codes separated by commas, such as USD,GBP; \"US\" is not one."],
    [{ to: 'USD,GB1' }, "Invalid parameter 'to': must list three-letter ISO currency codes separated by commas, such as USD,GBP; \"GB1\" is not one."],
    [{ to: ' , ' }, "Invalid parameter 'to': must list at least one three-letter ISO currency code, such as USD,GBP."],
    [{ from: 'EURO' }, "Invalid parameter 'from': must be a three-letter ISO currency code such as USD."],
    [{ startDate: '2026-11-20', endDate: '2026-11-01' }, "Invalid parameter 'startDate': must not be after endDate (2026-11-01)."],
    [{ startDate: '2026-12-01' }, "Invalid parameter 'startDate': 2026-12-01 is after endDate 2026-11-21 (the default); default window: the last 30 days, ending today."],
    [{ limit: '501' }, "Invalid parameter 'limit': must be at most 500."],
  ])('a malformed parameter %j is a 400 naming it', async (query, message) => {
    const error = await callError(fx.ctx, 'fx.rates', {}, query);
    expect({ status: error.status, code: error.code, message: error.message }).toEqual({ status: 400, code: 'invalid_parameter', message });
  });

  it('a well-formed code with no stored rates is a 400 naming the parameter and listing the stored currencies', async () => {
    const listed = 'the store has rates for CHF, CNY, DKK, GBP, HKD, NOK, SEK, USD and EUR (the base).';
    expect((await callError(fx.ctx, 'fx.rates', {}, { to: 'USD,JPY' })).message).toBe(`Invalid parameter 'to': JPY has no official rates in the store; ${listed}`);
    expect((await callError(fx.ctx, 'fx.rates', {}, { from: 'XAU' })).message).toBe(`Invalid parameter 'from': XAU has no official rates in the store; ${listed}`);
  });

  it('values never reach SQL as text: a hostile code is refused and the rates are intact', async () => {
    const before = await fx.store.one<{ n: number }>('SELECT count(*) AS n FROM fx_rates');
    const error = await callError(fx.ctx, 'fx.rates', {}, { to: "USD'); DROP TABLE fx_rates; --" });
    expect(error.status).toBe(400);
    expect(await fx.store.one('SELECT count(*) AS n FROM fx_rates')).toEqual(before);
  });
});

describe('fx.rates on the real eurofxref-hist.csv ingested into an empty store', () => {
  const REAL = realFixture('ecb-eurofxref/eurofxref-hist.csv');
  let fx: SampleFixture;
  /** The file's own rates, by date then currency, read independently of the importer. */
  const published = new Map<string, Map<string, string>>();
  beforeAll(async () => {
    fx = await emptyStore();
    await ingestAny(fx.store, fx.clock, 'fx-rates', REAL);
    const [header, ...lines] = readFileSync(REAL, 'utf8').trim().split('\n').map((line) => line.split(','));
    for (const cells of lines) published.set(cells[0]!, new Map(header!.slice(1).map((code, i) => [code, cells[i + 1]!])));
  });
  afterAll(() => fx.store.close());

  const fromFile = (date: string, currency: string): number => Number(published.get(date)!.get(currency));

  it('EUR rates are the published values, newest day first; the ECB holiday of 1 May 2025 has no rows', async () => {
    const page = await rates(fx, { to: 'USD,JPY', startDate: '2025-04-30', endDate: '2025-05-09' });
    const days = ['2025-05-09', '2025-05-08', '2025-05-07', '2025-05-06', '2025-05-05', '2025-05-02', '2025-04-30'];
    expect(page.data).toEqual(days.flatMap((date) => ['JPY', 'USD'].map((to) => ({ date, from: 'EUR', to, rate: fromFile(date, to) }))));
    expect(page.data[1]).toEqual({ date: '2025-05-09', from: 'EUR', to: 'USD', rate: 1.1252 });
  });

  it('every currency the file quotes is a default target; those it marks N/A are not stored and are refused', async () => {
    const page = await rates(fx, { startDate: '2025-05-09', endDate: '2025-05-09' });
    const quoted = [...published.get('2025-05-09')!].filter(([, value]) => value !== 'N/A' && value !== '').map(([code]) => code).sort();
    expect(quoted).toHaveLength(30);
    expect(page.data.map((r) => r.to)).toEqual(quoted);
    const error = await callError(fx.ctx, 'fx.rates', {}, { to: 'CYP' });
    expect(error.message).toBe(`Invalid parameter 'to': CYP has no official rates in the store; the store has rates for ${quoted.join(', ')} and EUR (the base).`);
  });

  it('a cross rate is per_euro[to] / per_euro[from] of the same day, to 10 decimals', async () => {
    const page = await rates(fx, { from: 'GBP', to: 'USD,EUR,JPY', startDate: '2025-05-08', endDate: '2025-05-09' });
    const expected = ['2025-05-09', '2025-05-08'].flatMap((date) => ['EUR', 'JPY', 'USD'].map((to) => {
      const toPerEuro = to === 'EUR' ? new Big(1) : new Big(published.get(date)!.get(to)!);
      return { date, from: 'GBP', to, rate: toPerEuro.div(published.get(date)!.get('GBP')!).round(10, Big.roundHalfUp).toNumber() };
    }));
    expect(page.data).toEqual(expected);
    // 1.1252 / 0.8477 = 1.32735637607…
    expect(page.data.find((r) => r.date === '2025-05-09' && r.to === 'USD')!.rate).toBe(1.3273563761);
  });

  it('the default window ends today: the file ends in May 2025, so today (November 2026) finds nothing', async () => {
    expect(await rates(fx)).toEqual({ data: [], meta: { limit: 100, offset: 0, count: 0, hasMore: false, total: 0 } });
  });
});
