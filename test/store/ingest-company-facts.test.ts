/**
 * The `company-facts` importer: SEC XBRL companyfacts JSON, on the real file and on documents written in
 * its layout; the forecasts read what it stores.
 */
import { describe, expect, it } from 'vitest';
import { ingestAny } from '../../src/store/ingest/index';
import { sampleStore, type SampleFixture } from '../support/store';
import { expectRefused, importerSuite, realFixture, snapshot } from '../fixtures/ingest/helpers';

let fx: SampleFixture;
const { files, ingest } = importerSuite('company-facts', (opened) => (fx = opened));
const REAL = realFixture('sec-xbrl-companyfacts/CIK0001835632.json');

const doc = (facts: unknown, cik: unknown = 320193) => JSON.stringify({ cik, entityName: 'Apple Inc.', facts });

describe('the real companyfacts file (Marvell, trimmed)', () => {
  it('keeps shares outstanding, public float and the registration balance sheet concepts, reads and skips the other concepts', async () => {
    const report = await ingest(REAL);
    expect(report).toMatchObject({ rowsRead: 926, rowsAdded: 110 });
    const rows = await fx.store.all<{ concept: string; n: number }>('SELECT concept, count(*) AS n FROM company_facts GROUP BY 1 ORDER BY 1');
    expect(rows).toEqual([
      { concept: 'Assets', n: 42 }, { concept: 'CashAndCashEquivalentsAtCarryingValue', n: 42 },
      { concept: 'EntityCommonStockSharesOutstanding', n: 21 }, { concept: 'EntityPublicFloat', n: 5 },
    ]);
    const newest = await fx.store.one('SELECT cik, entity_name, value, form FROM company_facts WHERE concept = \'EntityCommonStockSharesOutstanding\' ORDER BY period_end DESC LIMIT 1');
    expect(newest).toEqual({ cik: 1835632, entity_name: 'MARVELL TECHNOLOGY, INC', value: 874800000, form: '10-Q' });
  });

  it('re-ingesting adds nothing', async () => {
    await ingest(REAL);
    expect(await ingest(REAL)).toMatchObject({ rowsAdded: 0 });
  });
});

describe('documents written in the layout', () => {
  it('keeps net income durations with their start', async () => {
    const file = files.write('CIK0000320193.json', doc({ 'us-gaap': { NetIncomeLoss: { units: { USD: [{ start: '2026-01-01', end: '2026-03-31', val: 100, accn: 'a-1', fy: 2026, fp: 'Q1', form: '10-Q', filed: '2026-05-01' }] } } } }));
    expect(await ingest(file)).toMatchObject({ rowsAdded: 1 });
    expect(await fx.store.one('SELECT period_start, period_end, value FROM company_facts')).toEqual({ period_start: '2026-01-01', period_end: '2026-03-31', value: 100 });
  });

  it('refuses bad facts naming each by its place, and leaves the store unchanged', async () => {
    const file = files.write('bad.json', doc({ dei: { EntityPublicFloat: { units: { USD: [{ end: '2026-13-01', val: 'x', accn: 'a' }] } } } }));
    const before = await snapshot(fx.store);
    await expectRefused(ingest(file), ['facts.dei.EntityPublicFloat.units.USD[0].end: "2026-13-01" is not a date', 'facts.dei.EntityPublicFloat.units.USD[0].val: "x" is not a number']);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('refuses a document that is not companyfacts (cik as a string, as in the submissions API)', async () => {
    await expectRefused(ingest(files.write('sub.json', doc({}, '0000320193'))), ['not an SEC companyfacts document']);
  });

  it("a real file of a CIK replaces that company's synthetic facts", async () => {
    const sample = await sampleStore();
    try {
      const cik = (await sample.store.one<{ cik: number }>("SELECT DISTINCT cik FROM company_facts WHERE entity_name = 'Apple Inc.'"))!.cik;
      const file = files.write('apple.json', doc({ dei: { EntityCommonStockSharesOutstanding: { units: { shares: [{ end: '2026-10-01', val: 1, accn: 'r-1', form: '10-Q' }] } } } }, cik));
      const report = await ingestAny(sample.store, sample.clock, 'company-facts', file);
      expect(report.replacedSample).toEqual([expect.objectContaining({ dataset: 'company_facts', key: String(cik) })]);
      expect(await sample.store.all('SELECT DISTINCT source FROM company_facts WHERE cik = ?', [cik])).toEqual([{ source: 'ingest' }]);
    } finally {
      sample.store.close();
    }
  });
});
