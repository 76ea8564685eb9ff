/**
 * The `put-call` importer: Cboe's daily put/call ratio CSV, the real trimmed totalpc.csv and small files in
 * the published layout (both date styles); the product line names the type; refusals list every problem
 * with its file line and leave the store unchanged; re-ingesting adds nothing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PutCallPage } from '../../src/engine/gauges/schemas';
import { putCallProduct } from '../../src/store/ingest/importers/put-call-load';
import { expectRefused, importerSuite, realFixture, snapshot } from '../fixtures/ingest/helpers';
import { call } from '../support/invoke';
import { type SampleFixture } from '../support/store';

const REAL = realFixture('cboe-put-call-ratio/totalpc.csv');
const REAL_VIX = realFixture('cboe-vix-history/VIX_History.csv');
/** The real disclaimer line, byte for byte, so small files carry the published preamble. */
const DISCLAIMER = readFileSync(REAL, 'utf8').split('\r\n')[0]!;
const HEADER = 'DATE,CALLS,PUTS,TOTAL,P/C Ratio';

let fx: SampleFixture;
const { files, ingest } = importerSuite('put-call', (opened) => (fx = opened));
const ratios = (query: Record<string, string> = {}) => call<PutCallPage>(fx.ctx, 'market.putCallRatios', {}, query);
/** A file in Cboe's layout: disclaimer, product line, header, rows; CRLF. */
const cboeFile = (name: string, product: string, rows: string[]) =>
  files.write(name, [DISCLAIMER, `, PRODUCT: ${product},,EXCHANGE: Cboe,`, HEADER, ...rows, ''].join('\r\n'));

describe('put-call importer: the real totalpc.csv', () => {
  it('reads the 300 sessions as type Total, unpadded dates included', async () => {
    expect(await ingest(REAL)).toMatchObject({ dataset: 'put-call', format: 'csv', rowsRead: 300, rowsAdded: 300, rowsSkipped: 0 });
    const first = await ratios({ type: 'Total', endDate: '2006-11-02' });
    expect(first.data).toEqual([
      { date: '2006-11-02', callVolume: 1348240, putVolume: 1218592, totalVolume: 2566832, putCallRatio: 0.9 },
      { date: '2006-11-01', callVolume: 1401036, putVolume: 1271445, totalVolume: 2672481, putCallRatio: 0.91 },
    ]);
    expect((await ratios({ type: 'Total', limit: '1' })).data[0]).toEqual({
      date: '2008-01-11', callVolume: 2414054, putVolume: 2237896, totalVolume: 4651950, putCallRatio: 0.93,
    });
    expect((await ratios()).data).toEqual([]);
  });

  it('re-ingesting the same file adds nothing', async () => {
    await ingest(REAL);
    const before = await snapshot(fx.store);
    expect(await ingest(REAL)).toMatchObject({ rowsRead: 300, rowsAdded: 0, rowsSkipped: 300 });
    expect((await snapshot(fx.store)).put_call_ratios).toEqual(before.put_call_ratios);
  });
});

describe('put-call importer: small files in the published layout', () => {
  it('reads the later zero-padded, ", "-padded rows', async () => {
    const file = cboeFile('equitypc.csv', 'EQUITY', ['10/02/2019, 1974417, 1163101, 3137518, 0.59', '10/03/2019, 2097645, 2882751, 4980396, 1.37']);
    expect(await ingest(file)).toMatchObject({ rowsRead: 2, rowsAdded: 2 });
    expect((await ratios({ type: 'Equity' })).data).toEqual([
      { date: '2019-10-03', callVolume: 2097645, putVolume: 2882751, totalVolume: 4980396, putCallRatio: 1.37 },
      { date: '2019-10-02', callVolume: 1974417, putVolume: 1163101, totalVolume: 3137518, putCallRatio: 0.59 },
    ]);
  });

  it('reads both date styles in one file', async () => {
    const file = cboeFile('mixed.csv', 'TOTAL', ['6/8/2012,100,50,150,0.5', '06/11/2012, 200, 100, 300, 0.5']);
    await ingest(file);
    expect((await ratios({ type: 'Total' })).data.map((r) => r.date)).toEqual(['2012-06-11', '2012-06-08']);
  });

  it.each([
    ['TOTAL', 'Total'],
    ['EQUITY', 'Equity'],
    ['INDEX', 'Index'],
    ['VIX', 'Vix'],
    ['ETP', 'Etp'],
  ])('the product line %s stores type %s', async (product, type) => {
    await ingest(cboeFile(`${product}.csv`, product, ['11/20/2026,1000,800,1800,0.8']));
    expect((await ratios({ type })).data).toEqual([{ date: '2026-11-20', callVolume: 1000, putVolume: 800, totalVolume: 1800, putCallRatio: 0.8 }]);
    const types = await fx.store.all<{ type: string }>('SELECT DISTINCT type FROM put_call_ratios');
    expect(types).toEqual([{ type }]);
  });

  it.each([
    ['INDEX OPTIONS', 'Index'],
    ['VIX INDEX OPTIONS', 'Vix'],
    ['Exchange Traded Products', 'Etp'],
    ['Equity Options', 'Equity'],
    ['total', 'Total'],
  ])('spelled-out product wording %j is type %s', (wording, type) => {
    expect(putCallProduct(wording)).toBe(type);
  });

  it('keeps one type per file apart from another: the same date under two products', async () => {
    await ingest(cboeFile('t.csv', 'TOTAL', ['11/20/2026,1000,800,1800,0.8']));
    expect(await ingest(cboeFile('e.csv', 'EQUITY', ['11/20/2026,600,300,900,0.5']))).toMatchObject({ rowsAdded: 1 });
    expect((await ratios({ type: 'Equity' })).data.map((r) => r.putCallRatio)).toEqual([0.5]);
    expect((await ratios({ type: 'Total' })).data.map((r) => r.putCallRatio)).toEqual([0.8]);
  });

  it('reads LF line ends and skips blank lines and a date repeated in the file', async () => {
    const file = files.write('lf.csv', [DISCLAIMER, ', PRODUCT: INDEX,,EXCHANGE: Cboe,', HEADER, '11/19/2026,10,20,30,2', '', '11/19/2026,11,21,32,1.91', ''].join('\n'));
    expect(await ingest(file)).toMatchObject({ rowsRead: 2, rowsAdded: 1, rowsSkipped: 1 });
    expect((await ratios({ type: 'Index' })).data[0]!.callVolume).toBe(10);
  });
});

describe('put-call importer: refusals leave the store unchanged', () => {
  const refusedWith = async (file: string, parts: string[]) => {
    await ingest(cboeFile('seed.csv', 'TOTAL', ['11/1/2006,1401036,1271445,2672481,0.91']));
    const before = await snapshot(fx.store);
    const error = await expectRefused(ingest(file), [...parts, 'Nothing was ingested; the store is unchanged.']);
    expect(await snapshot(fx.store)).toEqual(before);
    return error;
  };

  it('refuses the VIX history file: wrong header', async () => {
    await refusedWith(REAL_VIX, [REAL_VIX, 'is not a Cboe put/call ratio file: expected the header DATE,CALLS,PUTS,TOTAL,P/C Ratio', '"DATE,OPEN,HIGH,LOW,CLOSE"']);
  });

  it('refuses a file without the product line, since its type is unknown', async () => {
    const file = files.write('no-product.csv', [DISCLAIMER, HEADER, '11/20/2026,1000,800,1800,0.8', ''].join('\r\n'));
    await refusedWith(file, ['has no product line before its header', 'the put/call type it holds is unknown']);
  });

  it('refuses a product that is none of the five', async () => {
    await refusedWith(cboeFile('spx.csv', 'SPX OPTIONS', ['11/20/2026,1,1,2,1']), ['names the product "SPX OPTIONS", which is none of TOTAL, EQUITY, INDEX, VIX, ETP']);
  });

  it('refuses a header with a missing column', async () => {
    const file = files.write('no-total.csv', [DISCLAIMER, ', PRODUCT: TOTAL,,EXCHANGE: Cboe,', 'DATE,CALLS,PUTS,P/C Ratio', '11/20/2026,1,1,1', ''].join('\r\n'));
    await refusedWith(file, ['expected the header DATE,CALLS,PUTS,TOTAL,P/C Ratio', 'found "DATE,CALLS,PUTS,P/C Ratio"']);
  });

  it('refuses a bad date at its file line, the two preamble lines and the header counted', async () => {
    await refusedWith(cboeFile('bad-date.csv', 'TOTAL', ['11/20/2026,1,1,2,1', '2026-11-21,1,1,2,1']), [
      "line 5, column 'DATE': \"2026-11-21\" is not a date in MM/DD/YYYY form",
    ]);
  });

  it('lists every problem at once with its file line (preamble, header and blank lines counted) and the value as written', async () => {
    const file = cboeFile('several.csv', 'EQUITY', ['10/02/2019, 1974417, 1163101, 3137518, 0.59', '', '10/03/2019, 2097645.5, 2882751, 4980396, 1.37', '2019-10-04, 1, 2, 3, -0.5']);
    const error = await refusedWith(file, []);
    expect(error.message).toBe([
      `Invalid parameter 'file': ${file} has 3 problems:`,
      `  line 6, column 'CALLS': " 2097645.5" is not a whole number of contracts`,
      `  line 7, column 'DATE': "2019-10-04" is not a date in MM/DD/YYYY form`,
      `  line 7, column 'P/C Ratio': " -0.5" is not a non-negative number`,
      'Nothing was ingested; the store is unchanged.',
    ].join('\n'));
  });

  it('refuses a fractional or empty volume and a missing ratio', async () => {
    await refusedWith(cboeFile('frac.csv', 'TOTAL', ['11/20/2026,1.5,1,2,1']), ["line 4, column 'CALLS': \"1.5\" is not a whole number of contracts"]);
    await refusedWith(cboeFile('empty.csv', 'TOTAL', ['11/20/2026,1,,2,1']), ["line 4, column 'PUTS': an empty value is not a whole number"]);
    await refusedWith(cboeFile('no-ratio.csv', 'TOTAL', ['11/20/2026,1,1,2']), ["line 4, column 'P/C Ratio': an empty value is missing"]);
  });
});
