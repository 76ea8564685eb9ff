/** The synthetic futures positioning sample: weekly Tuesday reports, about three years, plausible and deterministic. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekday } from '../../../src/core/dates';
import { lastTuesday, SAMPLE_WEEKS, sampleReports } from '../../../src/store/sample/cftc';
import { TRACKED } from '../../../src/engine/cftc/universe';
import { sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

describe('cftc sample', () => {
  it('gives all but two tracked contracts weekly reports, about three years of them', async () => {
    const counts = await fx.store.all<{ code: string; n: number; first: string; last: string }>(
      'SELECT market_code AS code, count(*) AS n, min(report_date) AS first, max(report_date) AS last FROM cftc_positions GROUP BY 1 ORDER BY 1',
    );
    expect(counts).toHaveLength(TRACKED.length - 2);
    const full = counts.filter((c) => c.code !== '124603');
    for (const c of full) expect(c).toMatchObject({ n: 156, first: '2023-11-28', last: '2026-11-17' });
  });

  it('dates every report on a Tuesday no later than the as-of date, with no repeated key', async () => {
    const days = await fx.store.all<{ dow: number; n: number }>('SELECT dayofweek(report_date) AS dow, count(*) AS n FROM cftc_positions GROUP BY 1');
    expect(days.map((d) => d.dow)).toEqual([2]);
    const repeated = await fx.store.one<{ n: number }>('SELECT count(*) AS n FROM (SELECT 1 FROM cftc_positions GROUP BY market_code, report_date HAVING count(*) > 1)');
    expect(repeated?.n).toBe(0);
    expect(lastTuesday('2026-11-20')).toBe('2026-11-17');
    expect(lastTuesday('2026-11-17')).toBe('2026-11-17');
    expect(weekday(lastTuesday('2026-11-16'))).toBe(2);
  });

  it('has plausible magnitudes: positions non-negative and never more than open interest, which stays above 10,000', async () => {
    const bad = await fx.store.one<{ n: number }>(
      `SELECT count(*) AS n FROM cftc_positions WHERE open_interest < 10000 OR least(comm_long, comm_short, noncomm_long, noncomm_short, noncomm_spreads) < 0
         OR comm_long + noncomm_long + noncomm_spreads > open_interest OR comm_short + noncomm_short + noncomm_spreads > open_interest`,
    );
    expect(bad?.n).toBe(0);
  });

  it('is deterministic from the as-of date and marked source sample', async () => {
    expect(sampleReports('088691', '2026-11-20')).toEqual(sampleReports('088691', '2026-11-20'));
    expect(sampleReports('088691', '2026-11-20')).not.toEqual(sampleReports('088691', '2026-11-27'));
    expect(sampleReports('088691', '2026-11-20')).toHaveLength(SAMPLE_WEEKS);
    const sources = await fx.store.all<{ source: string }>('SELECT DISTINCT source FROM cftc_positions');
    expect(sources).toEqual([{ source: 'sample' }]);
  });
});
