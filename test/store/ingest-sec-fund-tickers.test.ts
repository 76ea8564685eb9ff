/**
 * The `sec-fund-tickers` importer (SEC's company_tickers_mf.json): class tickers as series aliases, a
 * single-class series' own ticker, refusals by row and field, idempotence, a changed class ticker, and a
 * real fund's ticker found before a synthetic one's.
 */
import { describe, expect, it } from 'vitest';
import type { FundHoldings } from '../../src/engine/funds/schemas';
import { ingestAny } from '../../src/store/ingest/index';
import { call } from '../support/invoke';
import { sampleStore, type SampleFixture } from '../support/store';
import { expectRefused, importerSuite, snapshot } from '../fixtures/ingest/helpers';

let fx: SampleFixture;
const { files, ingest } = importerSuite('sec-fund-tickers', (opened) => (fx = opened));

const mf = (data: unknown[][], fields = ['cik', 'seriesId', 'classId', 'symbol']) => JSON.stringify({ fields, data });
const tickers = () => fx.store.all<{ series_id: string; class_id: string | null; ticker: string }>(
  'SELECT series_id, class_id, ticker FROM fund_tickers ORDER BY series_id, class_id NULLS FIRST, ticker',
);

describe('company_tickers_mf.json', () => {
  it('stores each class ticker; a series with one class gets it as its own, a series with several does not', async () => {
    const file = files.write('mf.json', mf([
      [2110, 'S000009184', 'C000024954', 'LACAX'],
      [2110, 'S000009184', 'C000024956', 'LIACX'],
      [1100663, 'S000004354', 'C000012084', 'soxx'],
    ]));
    const report = await ingest(file);
    expect([report.rowsRead, report.rowsAdded]).toEqual([3, 4]);
    expect(await tickers()).toEqual([
      { series_id: 'S000004354', class_id: null, ticker: 'SOXX' },
      { series_id: 'S000004354', class_id: 'C000012084', ticker: 'SOXX' },
      { series_id: 'S000009184', class_id: 'C000024954', ticker: 'LACAX' },
      { series_id: 'S000009184', class_id: 'C000024956', ticker: 'LIACX' },
    ]);
    expect(await fx.store.one("SELECT source, source_file FROM fund_tickers WHERE ticker = 'LACAX'")).toEqual({ source: 'sec-fund-tickers', source_file: file });
  });

  it('places values by the fields header in any order, and re-ingesting adds nothing', async () => {
    const file = files.write('order.json', mf([['LACAX', 'C000024954', 2110, 'S000009184']], ['symbol', 'classId', 'cik', 'seriesId']));
    expect((await ingest(file)).rowsAdded).toBe(2);
    const before = await tickers();
    expect((await ingest(file)).rowsAdded).toBe(0);
    expect(await tickers()).toEqual(before);
  });

  it('a class whose ticker the file changes keeps only the file\'s; the series\' own ticker stays', async () => {
    await ingest(files.write('v1.json', mf([[1, 'S000000001', 'C000000001', 'OLDX']])));
    await ingest(files.write('v2.json', mf([[1, 'S000000001', 'C000000001', 'NEWX']])));
    expect(await tickers()).toEqual([
      { series_id: 'S000000001', class_id: null, ticker: 'OLDX' },
      { series_id: 'S000000001', class_id: 'C000000001', ticker: 'NEWX' },
    ]);
  });

  it('refuses other fields, and bad rows naming each by row and field, storing nothing', async () => {
    const before = await snapshot(fx.store);
    await expectRefused(ingest(files.write('fields.json', mf([], ['cik', 'ticker', 'name', 'exchange']))), ['exactly cik, seriesId, classId and symbol']);
    await expectRefused(ingest(files.write('other.json', '{"0":{"cik_str":1,"ticker":"A","title":"A"}}')), ['is not SEC\'s fund ticker file']);
    await expectRefused(ingest(files.write('rows.json', mf([
      [2110, 'S000009184', 'C000024954', 'LACAX'],
      [0, 'S12', 'C000024954', ''],
      [2110, 'S000009184', 'X000024954', 'LA CAX'],
      [2110, 'S000009184'],
    ]))), [
      "data[1], column 'cik'", "data[1], column 'seriesId'", "data[1], column 'symbol': is missing",
      "data[2], column 'classId'", "data[2], column 'symbol'", 'data[3]', 'is not a row of 4 values',
    ]);
    expect(await snapshot(fx.store)).toEqual(before);
  });
});

describe('with the sample funds', () => {
  it('a real fund\'s ticker is found before a synthetic sample fund\'s with the same ticker', async () => {
    const sample = await sampleStore();
    try {
      const holdings = (id: string) => call<FundHoldings>(sample.ctx, 'funds.holdings', { ticker: id });
      expect((await holdings('SMPLX')).seriesName).toMatch(/^Sample/);
      // A real series reporting under the sample's ticker: its N-PORT report and SEC's ticker row.
      await sample.store.write((tx) => tx.run(`INSERT INTO fund_reports (series_id, report_period_date, series_name, registrant_name, submission_type, net_assets, reported_holding_count, source, captured_at)
        VALUES ('S000077777', DATE '2026-09-30', 'Real Fund', 'Real Trust', 'NPORT-P', 1000, 0, 'sec-nport-p', TIMESTAMP '2026-11-21')`));
      await ingestAny(sample.store, sample.clock, 'sec-fund-tickers', files.write('clash.json', mf([[7, 'S000077777', 'C000077777', 'SMPLX']])));
      expect((await holdings('SMPLX')).seriesName).toBe('Real Fund');
    } finally {
      sample.store.close();
    }
  });
});
