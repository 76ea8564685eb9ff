import { migrations } from '../../src/store/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { storeInfo } from '../../src/store/info';
import { ingestFile } from '../../src/store/ingest/index';
import { emptyStore, sampleStore, type SampleFixture } from '../support/store';
import { fixture } from '../fixtures/ingest/helpers';

let fx: SampleFixture | undefined;
afterEach(() => fx?.store.close());

describe('store info', () => {
  it('lists every table with its exact row count', async () => {
    fx = await sampleStore();
    const info = await storeInfo(fx.store);
    const names = (await fx.store.all<{ name: string }>("SELECT table_name AS name FROM duckdb_tables() WHERE NOT temporary ORDER BY name")).map((t) => t.name);
    expect(info.tables.map((t) => t.name)).toEqual(names);
    for (const table of info.tables) {
      const counted = await fx.store.one<{ n: number }>(`SELECT count(*) AS n FROM "${table.name}"`);
      expect(table.rows, table.name).toBe(counted!.n);
    }
    expect(info.tables.find((t) => t.name === 'prices')!.rows).toBeGreaterThan(10_000);
  });

  it('says a store holding the sample set is synthetic, with its as-of date', async () => {
    fx = await sampleStore('2026-11-20');
    const info = await storeInfo(fx.store);
    expect(info).toMatchObject({ path: ':memory:', schemaVersion: migrations.at(-1)!.version, synthetic: true, sampleAsOf: '2026-11-20' });
    for (const dataset of info.datasets) expect(dataset.sources, dataset.dataset).toEqual(['sample']);
  });

  it('reports an empty store as not synthetic, with empty datasets and no capture time', async () => {
    fx = await emptyStore();
    const info = await storeInfo(fx.store);
    expect(info).toMatchObject({ synthetic: false, sampleAsOf: null });
    const names = info.datasets.map((d) => d.dataset);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['listings', 'prices', 'dividends', 'splits', 'ticks']));
    expect(info.datasets).toEqual(names.map((dataset) => ({ dataset, rows: 0, newestCapture: null, sources: [] })));
  });

  it('gives each capture dataset its rows, newest capture time and sources after an ingest', async () => {
    fx = await emptyStore('2026-11-21T15:00:00Z');
    await ingestFile(fx.store, fx.clock, 'prices', fixture('prices.csv'));
    const info = await storeInfo(fx.store);
    expect(info.synthetic).toBe(false);
    const ingested = [
      { dataset: 'listings', rows: 2, newestCapture: '2026-11-21T15:00:00.000Z', sources: ['ingest'] },
      { dataset: 'prices', rows: 5, newestCapture: '2026-11-21T15:00:00.000Z', sources: ['ingest'] },
    ];
    const untouched = info.datasets.filter((d) => d.dataset !== 'listings' && d.dataset !== 'prices');
    expect(info.datasets.filter((d) => d.dataset === 'listings' || d.dataset === 'prices')).toEqual(ingested);
    expect(untouched.map((d) => d.dataset)).toEqual(expect.arrayContaining(['dividends', 'splits', 'ticks']));
    for (const d of untouched) expect(d, d.dataset).toEqual({ dataset: d.dataset, rows: 0, newestCapture: null, sources: [] });
  });

  it('keeps saying synthetic when real files are ingested on top of the sample set', async () => {
    fx = await sampleStore();
    await ingestFile(fx.store, fx.clock, 'prices', fixture('prices.csv'));
    const info = await storeInfo(fx.store);
    expect(info.synthetic).toBe(true);
    expect(info.datasets.find((d) => d.dataset === 'prices')!.sources).toEqual(['ingest', 'sample']);
  });

  it('lists what is still synthetic per dataset and key, and drops a key once a real file replaced it', async () => {
    fx = await sampleStore();
    const before = (await storeInfo(fx.store)).stillSynthetic;
    const aaplBars = await fx.store.one<{ n: number }>("SELECT count(*) AS n FROM prices WHERE ticker = 'AAPL'");
    expect(before).toContainEqual({ kind: 'listing', key: 'AAPL', dataset: 'prices', rows: aaplBars!.n });
    expect(before).toContainEqual(expect.objectContaining({ kind: 'fred-series', key: 'DGS10', dataset: 'fred_observations' }));
    expect(before).toContainEqual(expect.objectContaining({ kind: 'vix', key: 'VIX', dataset: 'vix_daily' }));
    // Every sample row is accounted for, table by table.
    for (const dataset of (await storeInfo(fx.store)).datasets.filter((d) => d.dataset !== 'listings')) {
      const listed = before.filter((row) => row.dataset === dataset.dataset).reduce((sum, row) => sum + row.rows, 0);
      expect(listed, dataset.dataset).toBe(dataset.rows);
    }
    await ingestFile(fx.store, fx.clock, 'prices', fixture('prices.csv'));
    const after = (await storeInfo(fx.store)).stillSynthetic;
    // The file's brk.b is the sample's BRK-B: its market data is real now; its other datasets (short
    // selling) are keys of their own, which only their own files replace.
    const listingBrkB = (row: { kind: string; key: string }) => row.kind === 'listing' && row.key === 'BRK-B';
    expect(after.filter(listingBrkB)).toEqual([]);
    expect(before.filter(listingBrkB).length).toBeGreaterThan(0);
    expect(after.filter((row) => row.key === 'BRK-B').map((row) => row.kind)).toEqual(before.filter((row) => row.key === 'BRK-B' && row.kind !== 'listing').map((row) => row.kind));
    expect(after).toContainEqual(expect.objectContaining({ kind: 'listing', key: 'MSFT' }));
  });

  it('lists nothing as still synthetic in a store without the sample set', async () => {
    fx = await emptyStore();
    expect((await storeInfo(fx.store)).stillSynthetic).toEqual([]);
  });
});
