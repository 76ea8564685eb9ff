/**
 * The sample 13F set: synthetic holdings of real-named roster managers and "Sample" managers over six
 * quarters, its edge cases (an open filing window, a first-time filer, a restatement, a combination report,
 * a notice, a thousands-era filing), and real filings replacing a manager's sample quarter.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Holders, MostHeld, SuperInvestors } from '../../src/engine/institutions/schemas';
import { ingestAny } from '../../src/store/ingest/index';
import { readSampleKeys } from '../../src/store/sample-keys';
import { scratch } from '../fixtures/ingest/helpers';
import { writeFiling } from '../fixtures/ingest/thirteenf-filings';
import { operationById } from '../../src/operations/index';
import { syntheticAsOf } from '../../src/operations/synthetic';
import { invoke } from '../../src/operations/invoke';
import { call } from '../support/invoke';
import { generatedSampleStore, sampleStore, type SampleFixture } from '../support/store';

let fx: SampleFixture | undefined;
afterEach(() => fx?.store.close());

describe('the sample 13F set', () => {
  it('holds thirty managers over six quarters with its edge cases, every row synthetic', async () => {
    fx = await sampleStore();
    const quarters = await fx.store.all<{ d: string; n: number }>("SELECT CAST(report_date AS VARCHAR) AS d, count(*)::INTEGER AS n FROM thirteenf_reports WHERE report_date > DATE '2023-01-01' GROUP BY ALL ORDER BY d");
    expect(quarters.map((q) => q.d)).toEqual(['2025-06-30', '2025-09-30', '2025-12-31', '2026-03-31', '2026-06-30', '2026-09-30']);
    expect(quarters.at(-1)!.n).toBe(30);
    expect(await fx.store.one("SELECT count(*)::INTEGER AS n FROM thirteenf_filings WHERE amendment_type = 'RESTATEMENT'")).toEqual({ n: 1 });
    expect(await fx.store.one("SELECT value_unit, CAST(filed_date AS VARCHAR) AS filed FROM thirteenf_filings WHERE report_date = DATE '2022-09-30'")).toEqual({ value_unit: 'thousands', filed: '2022-11-14' });
    expect(await fx.store.all("SELECT DISTINCT report_type FROM thirteenf_reports ORDER BY 1")).toEqual([{ report_type: 'COMBINATION' }, { report_type: 'HOLDINGS' }, { report_type: 'NOTICE' }]);
    expect(await fx.store.one("SELECT count(*)::INTEGER AS n FROM thirteenf_reports WHERE source <> 'sample'")).toEqual({ n: 0 });
    const roster = await call<SuperInvestors>(fx.ctx, 'institutions.superInvestors', {});
    expect(roster.data[0]).toMatchObject({ cik: '0001067983', asOf: '2026-09-30', isStale: false });
    const held = await call<MostHeld>(fx.ctx, 'institutions.mostHeld', {});
    expect(held).toMatchObject({ reportDate: '2026-09-30', comparisonAvailable: true });
    expect(held.data.length).toBeGreaterThan(5);
  });

  it('an as-of date inside a filing window holds only the filings made by then, and the quarter reads as open', async () => {
    fx = await generatedSampleStore('2026-11-05', '2026-11-05T15:00:00Z');
    const newest = await fx.store.one<{ n: number }>("SELECT count(*)::INTEGER AS n FROM thirteenf_reports WHERE report_date = DATE '2026-09-30'");
    expect(newest!.n).toBeGreaterThan(0);
    expect(newest!.n).toBeLessThan(30);
    const ticker = (await fx.store.one<{ ticker: string }>("SELECT m.ticker FROM thirteenf_positions p JOIN cusip_listings m USING (cusip) WHERE p.report_date = DATE '2026-09-30' LIMIT 1"))!.ticker;
    expect((await call<Holders>(fx.ctx, 'institutions.holders', { ticker })).meta).toMatchObject({ reportDate: '2026-09-30', isFilingWindowOpen: true });
  });

  it('a real filing of a manager\'s quarter replaces that quarter\'s sample rows, and only them', async () => {
    fx = await sampleStore();
    const files = scratch();
    try {
      const report = await ingestAny(fx.store, fx.clock, 'sec-13f', writeFiling(files.dir, 'brk', { cik: '1067983', name: 'Berkshire Hathaway Inc', period: '2026-09-30', signed: '2026-11-14' }, [{ cusip: 'S00000001', value: 1000, shares: 10 }]));
      expect(report.replacedSample.map((r) => r.dataset).sort()).toEqual(['thirteenf_filings', 'thirteenf_holdings', 'thirteenf_positions', 'thirteenf_reports']);
      expect(await fx.store.all("SELECT source, total_value FROM thirteenf_reports WHERE filer_cik = '0001067983' AND report_date = DATE '2026-09-30'")).toEqual([{ source: 'ingest', total_value: 1000 }]);
      expect(await fx.store.one("SELECT count(*)::INTEGER AS n FROM thirteenf_reports WHERE filer_cik = '0001067983' AND source = 'sample'")).toEqual({ n: 6 });
      // Outputs flag synthetic rows: the filer's real quarter reads as real, a market-wide read of it still draws on sample filers.
      const flagged = async (id: string, path: Record<string, string>, query: Record<string, string> = {}) => {
        const op = operationById(id);
        const result = await invoke(op, fx!.ctx, path, query);
        const params = (op.params as { parse(v: unknown): unknown }).parse({ ...path, ...query });
        return syntheticAsOf(fx!.store, op.sampleScope(params, result));
      };
      expect(await flagged('institutions.portfolio', { cik: '1067983' }, { reportDate: '2026-09-30' })).toBeNull();
      expect(await flagged('institutions.portfolio', { cik: '1067983' }, { reportDate: '2026-06-30' })).toBe('2026-11-20');
      expect(await flagged('institutions.mostHeld', {})).toBe('2026-11-20');
      const keys = (await readSampleKeys(fx.store)).filter((k) => k.kind === '13f-quarter').map((k) => k.key);
      expect(keys).not.toContain('0001067983:2026-09-30');
      expect(keys).toContain('*:2026-09-30');
    } finally {
      files.remove();
    }
  });
});
