import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isNarrowRatio, priceHistoryAdjusted, reconcileSplits } from '../../src/store/reconcile-splits';
import { emptyStore, type SampleFixture } from '../support/store';
import { insertBars, insertSplit, storedBars, type BarInput } from '../support/captures';

let fx: SampleFixture;
beforeEach(async () => {
  fx = await emptyStore('2026-11-21T15:00:00Z');
});
afterEach(() => fx.store.close());

const reconcile = () => fx.store.write((tx) => reconcileSplits(tx, fx.clock));
const splitState = async (ticker: string) =>
  fx.store.one<{ restated: boolean; restated_at: string | null }>('SELECT restated, restated_at FROM splits WHERE ticker = ?', [ticker]);

// Post-split-basis closes around 100; the effective date is 2026-06-03.
const NEW_BASIS: BarInput[] = [
  { date: '2026-05-29', open: 99, high: 101, low: 98, close: 100, adjustedClose: 99.5, volume: 4000 },
  { date: '2026-06-01', open: 100, high: 103, low: 99, close: 102, adjustedClose: 101.5, volume: 8000 },
  { date: '2026-06-02', open: 102, high: 102, low: 100, close: 101, adjustedClose: 100.5, volume: 6000 },
  { date: '2026-06-03', open: 101.5, high: 104, low: 100.5, close: 103, volume: 12000 },
  { date: '2026-06-04', open: 103, high: 105, low: 102, close: 104, volume: 10000 },
];
const EFFECTIVE = '2026-06-03';

/** The same bars as an unrestated source would store them: before the split, prices × r and volumes ÷ r. */
const oldBasis = (bars: BarInput[], ratio: number): BarInput[] =>
  bars.map((b) => (b.date < EFFECTIVE
    ? { ...b, open: b.open! * ratio, high: b.high! * ratio, low: b.low! * ratio, close: b.close * ratio,
      adjustedClose: b.adjustedClose! * ratio, volume: b.volume! / ratio }
    : b));

describe('reconcileSplits', () => {
  it('restates a 4:1 split stored on the old basis: earlier prices divided by 4, earlier volumes multiplied by 4', async () => {
    await insertBars(fx.store, 'ACME', oldBasis(NEW_BASIS, 4));
    await insertSplit(fx.store, 'ACME', EFFECTIVE, 4, 1);
    expect(await reconcile()).toBe(1);
    const bars = await storedBars(fx.store, 'ACME');
    expect(bars.map((b) => [b.date, b.open, b.high, b.low, b.close, b.adjusted_close, b.volume])).toEqual(
      NEW_BASIS.map((b) => [b.date, b.open, b.high, b.low, b.close, b.adjustedClose ?? b.close, b.volume]),
    );
    expect(await splitState('ACME')).toEqual({ restated: true, restated_at: '2026-11-21T15:00:00.000Z' });
  });

  it('marks a split whose bars were already restated upstream without changing any bar', async () => {
    await insertBars(fx.store, 'ACME', NEW_BASIS);
    await insertSplit(fx.store, 'ACME', EFFECTIVE, 4, 1);
    const before = await storedBars(fx.store, 'ACME');
    expect(await reconcile()).toBe(1);
    expect(await storedBars(fx.store, 'ACME')).toEqual(before);
    expect((await splitState('ACME'))?.restated).toBe(true);
  });

  it('leaves a 3:2 split pending even when the bars show the 1.5 jump: the ratio is strictly between 1:2 and 2:1', async () => {
    await insertBars(fx.store, 'ACME', oldBasis(NEW_BASIS, 1.5));
    await insertSplit(fx.store, 'ACME', EFFECTIVE, 3, 2);
    const before = await storedBars(fx.store, 'ACME');
    expect(await reconcile()).toBe(0);
    expect(await storedBars(fx.store, 'ACME')).toEqual(before);
    expect(await splitState('ACME')).toEqual({ restated: false, restated_at: null });
  });

  it('leaves a split pending when the jump matches neither the ratio nor 1', async () => {
    await insertBars(fx.store, 'ACME', oldBasis(NEW_BASIS, 2.5));
    await insertSplit(fx.store, 'ACME', EFFECTIVE, 4, 1);
    const before = await storedBars(fx.store, 'ACME');
    expect(await reconcile()).toBe(0);
    expect(await storedBars(fx.store, 'ACME')).toEqual(before);
    expect((await splitState('ACME'))?.restated).toBe(false);
  });

  it('is idempotent: a second run finds nothing to do and changes no bar', async () => {
    await insertBars(fx.store, 'ACME', oldBasis(NEW_BASIS, 4));
    await insertSplit(fx.store, 'ACME', EFFECTIVE, 4, 1);
    expect(await reconcile()).toBe(1);
    const once = await storedBars(fx.store, 'ACME');
    const splitOnce = await splitState('ACME');
    expect(await reconcile()).toBe(0);
    expect(await storedBars(fx.store, 'ACME')).toEqual(once);
    expect(await splitState('ACME')).toEqual(splitOnce);
  });

  it('restates a 1:10 reverse split: earlier prices multiplied by 10, volumes divided by 10', async () => {
    await insertBars(fx.store, 'ACME', oldBasis(NEW_BASIS, 0.1));
    await insertSplit(fx.store, 'ACME', EFFECTIVE, 1, 10);
    expect(await reconcile()).toBe(1);
    const closes = (await storedBars(fx.store, 'ACME')).map((b) => [b.close, b.volume]);
    expect(closes).toEqual(NEW_BASIS.map((b) => [b.close, b.volume]));
  });

  it('does not touch a split whose effective date lies after the newest stored bar', async () => {
    await insertBars(fx.store, 'ACME', NEW_BASIS);
    await insertSplit(fx.store, 'ACME', '2026-12-10', 2, 1);
    expect(await reconcile()).toBe(0);
    expect((await splitState('ACME'))?.restated).toBe(false);
  });

  it('measures the jump on positive-volume bars only, and restates zero-volume candles before the split too', async () => {
    // The zero-volume candle on 2026-06-02 sits near the new basis; were it used, the jump would look like 1.
    await insertBars(fx.store, 'ACME', [
      { date: '2026-05-29', close: 400, volume: 1000 },
      { date: '2026-06-01', close: 408, volume: 2000 },
      { date: '2026-06-02', close: 101, volume: 0 },
      { date: '2026-06-03', open: 101.5, close: 103, volume: 12000 },
    ]);
    await insertSplit(fx.store, 'ACME', EFFECTIVE, 4, 1);
    expect(await reconcile()).toBe(1);
    expect((await storedBars(fx.store, 'ACME')).map((b) => [b.date, b.close, b.volume])).toEqual([
      ['2026-05-29', 100, 4000],
      ['2026-06-01', 102, 8000],
      ['2026-06-02', 25.25, 0],
      ['2026-06-03', 103, 12000],
    ]);
  });

  it('applies two pending splits of one listing together: bars before both are divided by the product', async () => {
    // 2:1 on 2026-06-01 and 4:1 on 2026-06-03, both unrestated: the 2026-05-29 bar sits at 8× its new basis.
    await insertBars(fx.store, 'ACME', [
      { date: '2026-05-29', close: 800, volume: 125 },
      { date: '2026-06-01', close: 404, volume: 500 },
      { date: '2026-06-02', close: 400, volume: 500 },
      { date: '2026-06-03', close: 101, volume: 2000 },
    ]);
    await insertSplit(fx.store, 'ACME', '2026-06-01', 2, 1);
    await insertSplit(fx.store, 'ACME', '2026-06-03', 4, 1);
    expect(await reconcile()).toBe(2);
    expect((await storedBars(fx.store, 'ACME')).map((b) => [b.close, b.volume])).toEqual([[100, 1000], [101, 2000], [100, 2000], [101, 2000]]);
  });

  it('marks a split effective before the first stored bar restated: no stored bar can be on the old basis', async () => {
    await insertBars(fx.store, 'ACME', NEW_BASIS);
    await insertSplit(fx.store, 'ACME', '2026-01-05', 4, 1);
    expect(await reconcile()).toBe(1);
    expect(await storedBars(fx.store, 'ACME')).toHaveLength(NEW_BASIS.length);
    expect((await splitState('ACME'))?.restated).toBe(true);
  });

  it('restates only the listing the split belongs to', async () => {
    await insertBars(fx.store, 'ACME', oldBasis(NEW_BASIS, 4));
    await insertBars(fx.store, 'OTHER', oldBasis(NEW_BASIS, 4));
    await insertSplit(fx.store, 'ACME', EFFECTIVE, 4, 1);
    const other = await storedBars(fx.store, 'OTHER');
    await reconcile();
    expect(await storedBars(fx.store, 'OTHER')).toEqual(other);
  });

  it('leaves the store unchanged when the surrounding write fails', async () => {
    await insertBars(fx.store, 'ACME', oldBasis(NEW_BASIS, 4));
    await insertSplit(fx.store, 'ACME', EFFECTIVE, 4, 1);
    const before = await storedBars(fx.store, 'ACME');
    await expect(fx.store.write(async (tx) => {
      await reconcileSplits(tx, fx.clock);
      throw new Error('later step of the same ingest failed');
    })).rejects.toThrow('later step');
    expect(await storedBars(fx.store, 'ACME')).toEqual(before);
    expect((await splitState('ACME'))?.restated).toBe(false);
  });
});

describe('priceHistoryAdjusted', () => {
  const split = { effectiveDate: '2026-06-03', numerator: 4, denominator: 1, restated: true };

  it('is true when the bars are confirmed restated and the split is effective', () => {
    expect(priceHistoryAdjusted(split, '2026-06-03')).toBe(true);
    expect(priceHistoryAdjusted(split, '2026-11-20')).toBe(true);
  });

  it('is false while the restatement is pending', () => {
    expect(priceHistoryAdjusted({ ...split, restated: false }, '2026-11-20')).toBe(false);
  });

  it('is false before the effective date', () => {
    expect(priceHistoryAdjusted(split, '2026-06-02')).toBe(false);
  });

  it('is false when the ratio lies strictly between 1:2 and 2:1, restated or not', () => {
    expect(priceHistoryAdjusted({ ...split, numerator: 3, denominator: 2 }, '2026-11-20')).toBe(false);
    expect(priceHistoryAdjusted({ ...split, numerator: 2, denominator: 3 }, '2026-11-20')).toBe(false);
  });

  it('treats exactly 2:1 and 1:2 as wide enough to confirm', () => {
    expect(isNarrowRatio(2, 1)).toBe(false);
    expect(isNarrowRatio(1, 2)).toBe(false);
    expect(priceHistoryAdjusted({ ...split, numerator: 1, denominator: 2 }, '2026-11-20')).toBe(true);
  });
});
