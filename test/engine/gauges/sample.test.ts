import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PutCallPage, VixPage } from '../../../src/engine/gauges/schemas';
import { generatedSampleStore, sampleStore, type SampleFixture } from '../../support/store';
import { call } from '../../support/invoke';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore('2026-11-20', '2026-11-21T15:00:00Z');
});
afterAll(() => fx.store.close());

describe('sample gauges (synthetic, as of 2026-11-20)', () => {
  it('the volatility index series begins 1990-01-02 and ends on the as-of session', async () => {
    const oldest = await call<VixPage>(fx.ctx, 'market.vix', {}, { endDate: '1990-01-05', limit: '500' });
    expect(oldest.data.map((r) => r.date)).toEqual(['1990-01-05', '1990-01-04', '1990-01-03', '1990-01-02']);
    const newest = await call<VixPage>(fx.ctx, 'market.vix', {}, { limit: '1' });
    expect(newest.data[0]!.date).toBe('2026-11-20');
  });

  it('holds about 9,300 daily index rows, every one with low ≤ open, close ≤ high', async () => {
    const stats = await fx.store.one<{ rows: number; bad: number; weekend: number }>(
      `SELECT count(*) AS rows,
              count(*) FILTER (WHERE NOT (low <= least(open, close) AND greatest(open, close) <= high AND low > 0)) AS bad,
              count(*) FILTER (WHERE dayofweek(date) IN (0, 6)) AS weekend
       FROM vix_daily WHERE source = 'sample'`,
    );
    // 36.9 years of about 252 sessions.
    expect(stats!.rows).toBeGreaterThan(9_200);
    expect(stats!.rows).toBeLessThan(9_400);
    expect(stats!.bad).toBe(0);
    expect(stats!.weekend).toBe(0);
  });

  it('has put/call rows of all five products for the last three years of sessions, weekends and holidays skipped', async () => {
    const rows = await fx.store.all<{ type: string; first: string; last: string; n: number }>(
      `SELECT type, min(date) AS first, max(date) AS last, count(*) AS n FROM put_call_ratios GROUP BY type ORDER BY type`,
    );
    expect(rows.map((r) => r.type)).toEqual(['Equity', 'Etp', 'Index', 'Total', 'Vix']);
    for (const r of rows) {
      expect(r.first >= '2023-11-21' && r.first <= '2023-11-22').toBe(true);
      expect(r.last).toBe('2026-11-20');
      expect(r.n).toBeGreaterThan(740);
      expect(r.n).toBeLessThan(760);
    }
    // Thanksgiving 2025 (Thursday 27 November) and Saturday 2026-11-14 are not sessions.
    for (const date of ['2025-11-27', '2026-11-14']) {
      expect((await call<PutCallPage>(fx.ctx, 'market.putCallRatios', {}, { startDate: date, endDate: date })).data).toEqual([]);
    }
  });

  it('put/call rows are self-consistent: total = calls + puts, ratio = puts ÷ calls to two decimals, Total sums the products', async () => {
    const broken = await fx.store.one<{ totals: number; ratios: number; sums: number }>(
      `SELECT count(*) FILTER (WHERE total_volume <> call_volume + put_volume) AS totals,
              count(*) FILTER (WHERE abs(put_call_ratio - round(put_volume / call_volume, 2)) > 1e-9) AS ratios,
              (SELECT count(*) FROM put_call_ratios t
                 WHERE t.type = 'Total'
                   AND t.call_volume <> (SELECT sum(call_volume) FROM put_call_ratios o WHERE o.date = t.date AND o.type <> 'Total')) AS sums
       FROM put_call_ratios`,
    );
    expect(broken).toEqual({ totals: 0, ratios: 0, sums: 0 });
  });

  it('is the same for the same as-of date', async () => {
    const again = await generatedSampleStore('2026-11-20', '2026-11-21T15:00:00Z');
    try {
      const digest = (fx2: SampleFixture) =>
        fx2.store.one<{ v: number; p: number }>(
          'SELECT (SELECT sum(close) FROM vix_daily) AS v, (SELECT sum(put_volume) FROM put_call_ratios) AS p',
        );
      expect(await digest(again)).toEqual(await digest(fx));
    } finally {
      again.store.close();
    }
  });
});
