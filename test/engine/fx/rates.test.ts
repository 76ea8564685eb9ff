import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invertRate, latestRate, latestRates, rateOn, ratesOn, renderRate, type Rate } from '../../../src/engine/fx/rates';
import { emptyStore, type SampleFixture } from '../../support/store';
import { insertRates } from './support';

// Clock pinned at 2026-11-21T15:00:00Z: today in New York is Saturday 2026-11-21.
let fx: SampleFixture;
beforeAll(async () => {
  fx = await emptyStore();
  await insertRates(fx.store, [
    // Thursday and Friday before a long weekend; nothing from Saturday 2026-04-04 to Monday 2026-04-06.
    ['2026-04-02', 'USD', '1.0800'], ['2026-04-02', 'GBP', '0.8400'], ['2026-04-02', 'JPY', '160.00'],
    ['2026-04-03', 'USD', '1.1000'], ['2026-04-03', 'GBP', '0.8500'],
    // USD quoted alone on 2026-04-07: a cross rate must not mix days.
    ['2026-04-07', 'USD', '1.2000'],
    // A later day far away, for the latest rate.
    ['2026-11-20', 'USD', '1.0500'], ['2026-11-20', 'CHF', '0.9300'],
    // After today (New York): never the latest.
    ['2026-11-23', 'USD', '9.9999'],
  ]);
});
afterAll(() => fx.store.close());

const shown = (rate: Rate | null): unknown => (rate === null ? null : renderRate(rate));

describe('official rate on a date', () => {
  it('a rate against the euro is the published per-euro rate (EUR is 1, not stored)', async () => {
    expect(shown(await rateOn(fx.ctx, 'EUR', 'USD', '2026-04-03'))).toEqual({ from: 'EUR', to: 'USD', rate: 1.1, asOf: '2026-04-03' });
    // 1 USD = 1 / 1.1 EUR = 0.909090909090…
    expect(shown(await rateOn(fx.ctx, 'USD', 'EUR', '2026-04-03'))).toEqual({ from: 'USD', to: 'EUR', rate: 0.9090909091, asOf: '2026-04-03' });
  });

  it('a cross rate goes through the euro on one publication day: per_euro[to] / per_euro[from]', async () => {
    // 0.85 / 1.10 = 0.772727…
    const rate = await rateOn(fx.ctx, 'USD', 'GBP', '2026-04-03');
    expect(rate?.rate.toFixed(12)).toBe('0.772727272727');
    expect(shown(rate)).toEqual({ from: 'USD', to: 'GBP', rate: 0.7727272727, asOf: '2026-04-03' });
    // 160 / 0.84 = 190.476190…
    expect(shown(await rateOn(fx.ctx, 'GBP', 'JPY', '2026-04-02'))).toEqual({ from: 'GBP', to: 'JPY', rate: 190.4761904762, asOf: '2026-04-02' });
  });

  it('uses the newest publication day on or before the date (a holiday or weekend takes the day before)', async () => {
    expect(shown(await rateOn(fx.ctx, 'EUR', 'GBP', '2026-04-06'))).toEqual({ from: 'EUR', to: 'GBP', rate: 0.85, asOf: '2026-04-03' });
    expect((await rateOn(fx.ctx, 'EUR', 'USD', '2026-04-02'))?.asOf).toBe('2026-04-02');
  });

  it('a cross rate takes the newest day on which BOTH currencies are quoted, never two different days', async () => {
    // USD has 1.20 on 04-07 but GBP does not: both are on 04-03 → 0.85 / 1.10.
    const rate = await rateOn(fx.ctx, 'USD', 'GBP', '2026-04-08');
    expect(rate?.asOf).toBe('2026-04-03');
    expect(rate?.rate.toFixed(6)).toBe('0.772727');
  });

  it('a rate more than 7 calendar days old is no rate (null, never guessed)', async () => {
    expect((await rateOn(fx.ctx, 'EUR', 'GBP', '2026-04-10'))?.asOf).toBe('2026-04-03');
    expect(await rateOn(fx.ctx, 'EUR', 'GBP', '2026-04-11')).toBeNull();
    expect(await rateOn(fx.ctx, 'EUR', 'USD', '2026-04-01')).toBeNull();
  });

  it('a currency never quoted has no rate', async () => {
    expect(await rateOn(fx.ctx, 'USD', 'XYZ', '2026-04-03')).toBeNull();
    // JPY is not quoted on 04-03, so the pair falls back to 04-02: 1.08 / 160 = 0.00675.
    expect(shown(await rateOn(fx.ctx, 'JPY', 'USD', '2026-04-03'))).toEqual({ from: 'JPY', to: 'USD', rate: 0.00675, asOf: '2026-04-02' });
  });

  it('the same currency on both sides is 1 on the asked date, even without any stored rate', async () => {
    expect(shown(await rateOn(fx.ctx, 'SEK', 'SEK', '2001-01-01'))).toEqual({ from: 'SEK', to: 'SEK', rate: 1, asOf: '2001-01-01' });
  });

  it('many lookups answer in one call, in request order, with nulls where no rate exists', async () => {
    const rates = await ratesOn(fx.ctx, [
      { from: 'GBP', to: 'USD', date: '2026-04-03' },
      { from: 'USD', to: 'GBP', date: '2026-01-01' },
      { from: 'HKD', to: 'HKD', date: '2026-04-03' },
      { from: 'EUR', to: 'USD', date: '2026-04-07' },
      { from: 'GBP', to: 'USD', date: '2026-04-03' },
    ]);
    // 1.10 / 0.85 = 1.294117647058…
    expect(rates.map(shown)).toEqual([
      { from: 'GBP', to: 'USD', rate: 1.2941176471, asOf: '2026-04-03' },
      null,
      { from: 'HKD', to: 'HKD', rate: 1, asOf: '2026-04-03' },
      { from: 'EUR', to: 'USD', rate: 1.2, asOf: '2026-04-07' },
      { from: 'GBP', to: 'USD', rate: 1.2941176471, asOf: '2026-04-03' },
    ]);
    expect(await ratesOn(fx.ctx, [])).toEqual([]);
  });

  it('rates are exact decimals inside: a rate and its inverse multiply back to 1 to 20 places', async () => {
    const rate = await rateOn(fx.ctx, 'USD', 'GBP', '2026-04-03');
    if (rate === null) throw new Error('no rate');
    const back = invertRate(rate);
    expect(back).toMatchObject({ from: 'GBP', to: 'USD', asOf: '2026-04-03' });
    expect(back.rate.times(rate.rate).toFixed(20)).toBe('1.00000000000000000000');
  });
});

describe('latest official rate', () => {
  it('is the newest day on or before today quoting both currencies, however old', async () => {
    // 0.93 / 1.05 = 0.885714285714…
    expect(shown(await latestRate(fx.ctx, 'USD', 'CHF'))).toEqual({ from: 'USD', to: 'CHF', rate: 0.8857142857, asOf: '2026-11-20' });
    expect(shown(await latestRate(fx.ctx, 'EUR', 'GBP'))).toEqual({ from: 'EUR', to: 'GBP', rate: 0.85, asOf: '2026-04-03' });
  });

  it('never takes a rate dated after today', async () => {
    expect((await latestRate(fx.ctx, 'EUR', 'USD'))?.asOf).toBe('2026-11-20');
    expect((await latestRate(fx.ctx, 'EUR', 'USD', '2026-11-23'))?.rate.toString()).toBe('9.9999');
  });

  it('a pair never quoted together has no latest rate; a same-currency pair is 1 as of today', async () => {
    const rates = await latestRates(fx.ctx, [{ from: 'CHF', to: 'JPY' }, { from: 'NOK', to: 'NOK' }]);
    expect(rates.map(shown)).toEqual([null, { from: 'NOK', to: 'NOK', rate: 1, asOf: '2026-11-21' }]);
  });
});
