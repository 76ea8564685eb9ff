/**
 * Real data replaces sample data, never mixes with it: a file bringing real rows for a dataset key the
 * synthetic sample covers removes that key's sample rows in its own transaction, says so in its report, and
 * leaves every other key alone. Exercised with the real published files on a store holding the sample set.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VixPage } from '../../src/engine/gauges/schemas';
import { ingestAny } from '../../src/store/ingest/index';
import { rebuildSampleKeys, readSampleKeys } from '../../src/store/sample-keys';
import { expectRefused, realFixture, scratch, snapshot } from '../fixtures/ingest/helpers';
import { call } from '../support/invoke';
import { sampleStore, type SampleFixture } from '../support/store';

let fx: SampleFixture;
const files = scratch();
beforeEach(async () => {
  fx = await sampleStore('2026-11-20');
});
afterEach(() => fx.store.close());
afterAll(() => files.remove());

const ingest = (dataset: string, file: string) => ingestAny(fx.store, fx.clock, dataset, file);
const count = async (sql: string, params: (string | number)[] = []): Promise<number> =>
  Number((await fx.store.one<{ n: number }>(sql, params))?.n ?? 0);
const sampleRows = (table: string, where = 'true', params: (string | number)[] = []) =>
  count(`SELECT count(*) AS n FROM ${table} WHERE source = 'sample' AND ${where}`, params);

/** The manifest after a replacement equals one rebuilt from the tables: it never drifts from the rows. */
async function expectManifestExact(): Promise<void> {
  const kept = await readSampleKeys(fx.store);
  await fx.store.write((tx) => rebuildSampleKeys(tx));
  expect(await readSampleKeys(fx.store)).toEqual(kept);
}

describe('a real file replaces the synthetic rows of the keys it brings', () => {
  it('the VIX series: 2020-03-16 shows the real 82.69, the whole synthetic series is gone, and the report says so', async () => {
    const synthetic = await sampleRows('vix_daily');
    expect(synthetic).toBeGreaterThan(0);
    const file = files.write('VIX_History.csv', 'DATE,OPEN,HIGH,LOW,CLOSE\n03/13/2020,57.830002,59.349998,46.200001,57.830002\n03/16/2020,53.900002,83.559998,52.759998,82.690002\n');
    const report = await ingest('vix', file);
    expect(report).toMatchObject({ rowsRead: 2, rowsAdded: 2, rowsSkipped: 0 });
    expect(report.replacedSample).toEqual([{ dataset: 'vix_daily', key: 'VIX', rows: synthetic }]);
    const page = await call<VixPage>(fx.ctx, 'market.vix', {}, { startDate: '2020-03-16', endDate: '2020-03-16' });
    expect(page.data).toEqual([{ date: '2020-03-16', open: 53.900002, high: 83.559998, low: 52.759998, close: 82.690002 }]);
    expect(await sampleRows('vix_daily')).toBe(0);
    await expectManifestExact();
  });

  it('the real trimmed VIX_History.csv: every one of its 300 sessions is added, none skipped for a synthetic row', async () => {
    const report = await ingest('vix', realFixture('cboe-vix-history/VIX_History.csv'));
    expect(report).toMatchObject({ rowsRead: 300, rowsAdded: 300, rowsSkipped: 0 });
    expect(await count('SELECT count(*) AS n FROM vix_daily')).toBe(300);
  });

  it('re-ingesting stays idempotent: nothing added, nothing replaced, the store unchanged', async () => {
    const file = realFixture('cboe-vix-history/VIX_History.csv');
    await ingest('vix', file);
    const before = await snapshot(fx.store);
    const again = await ingest('vix', file);
    expect(again).toMatchObject({ rowsRead: 300, rowsAdded: 0, rowsSkipped: 300, replacedSample: [] });
    const after = await snapshot(fx.store);
    delete before.ingest_files;
    delete after.ingest_files;
    expect(after).toEqual(before);
  });

  it('a FRED series: DGS10 becomes all real, every other series stays synthetic', async () => {
    const dgs10 = await sampleRows('fred_observations', "series_id = 'DGS10'");
    const others = await sampleRows('fred_observations', "series_id <> 'DGS10'");
    const report = await ingest('fred', realFixture('fred-csv/DGS10.csv'));
    expect(report.replacedSample).toEqual([{ dataset: 'fred_observations', key: 'DGS10', rows: dgs10 }]);
    expect(await sampleRows('fred_observations', "series_id = 'DGS10'")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM fred_observations WHERE series_id = 'DGS10'")).toBe(report.rowsAdded);
    expect(await sampleRows('fred_observations', "series_id <> 'DGS10'")).toBe(others);
    await expectManifestExact();
  });

  it('CFTC markets: each tracked market of the annual file is replaced, no report of it is spliced onto synthetic weeks', async () => {
    const report = await ingest('cftc', realFixture('cftc-cot-legacy-futures/annual.txt'));
    const markets = report.replacedSample.map((r) => r.key);
    expect(markets.length).toBeGreaterThan(0);
    for (const market of markets) {
      expect(await sampleRows('cftc_positions', 'market_code = ?', [market])).toBe(0);
      expect(await count("SELECT count(*) AS n FROM cftc_positions WHERE market_code = ? AND source <> 'ingest'", [market])).toBe(0);
    }
    expect(await sampleRows('cftc_positions')).toBeGreaterThan(0);
    await expectManifestExact();
  });

  it('a put/call type: the Total file replaces Total and leaves Equity synthetic', async () => {
    const equity = await sampleRows('put_call_ratios', "type = 'Equity'");
    const report = await ingest('put-call', realFixture('cboe-put-call-ratio/totalpc.csv'));
    expect(report.replacedSample.map((r) => [r.dataset, r.key])).toEqual([['put_call_ratios', 'Total']]);
    expect(await sampleRows('put_call_ratios', "type = 'Total'")).toBe(0);
    expect(await sampleRows('put_call_ratios', "type = 'Equity'")).toBe(equity);
  });

  it('official exchange rates: each currency of the ECB file is replaced whole', async () => {
    const report = await ingest('fx-rates', realFixture('ecb-eurofxref/eurofxref-hist.csv'));
    expect(report.replacedSample.map((r) => r.key)).toEqual(expect.arrayContaining(['GBP', 'USD']));
    expect(await sampleRows('fx_rates')).toBe(0);
    await expectManifestExact();
  });

  it('a ticker: real AAPL bars replace every synthetic AAPL row (bars, dividends, ticks, options), never spliced', async () => {
    const before = {
      bars: await sampleRows('prices', "ticker = 'AAPL'"),
      dividends: await sampleRows('dividends', "ticker = 'AAPL'"),
      ticks: await sampleRows('ticks', "ticker = 'AAPL'"),
      contracts: await sampleRows('option_contracts', "underlying = 'AAPL'"),
    };
    const msft = await sampleRows('prices', "ticker = 'MSFT'");
    const file = files.write('aapl.csv', 'ticker,date,open,high,low,close,volume\nAAPL,2024-01-02,187.15,188.44,183.89,185.64,82488700\nAAPL,2024-01-03,184.22,185.88,183.43,184.25,58414500\n');
    const report = await ingest('prices', file);
    expect(report).toMatchObject({ rowsRead: 2, rowsAdded: 2, rowsSkipped: 0 });
    expect(report.replacedSample).toEqual(expect.arrayContaining([
      { dataset: 'prices', key: 'AAPL', rows: before.bars },
      { dataset: 'dividends', key: 'AAPL', rows: before.dividends },
      { dataset: 'ticks', key: 'AAPL', rows: before.ticks },
      { dataset: 'option_contracts', key: 'AAPL', rows: before.contracts },
    ]));
    expect(await count("SELECT count(*) AS n FROM prices WHERE ticker = 'AAPL'")).toBe(2);
    for (const table of ['prices', 'dividends', 'ticks']) expect(await sampleRows(table, "ticker = 'AAPL'")).toBe(0);
    expect(await sampleRows('option_snapshots', "occ_symbol IN (SELECT occ_symbol FROM option_contracts WHERE underlying = 'AAPL')")).toBe(0);
    expect(await sampleRows('prices', "ticker = 'MSFT'")).toBe(msft);
    await expectManifestExact();
  });

  it('a refused file replaces nothing: the sample rows and the manifest stay as they were', async () => {
    const before = await snapshot(fx.store);
    const bad = files.write('bad-vix.csv', 'DATE,OPEN,HIGH,LOW,CLOSE\n03/16/2020,53.9,83.5,52.7,82.6\n13/45/2020,1,1,1,1\n');
    await expectRefused(ingest('vix', bad), [bad, 'the store is unchanged']);
    expect(await snapshot(fx.store)).toEqual(before);
  });
});
