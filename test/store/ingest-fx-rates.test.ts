/**
 * The `fx-rates` importer: the ECB reference-rate history file (the real trimmed eurofxref-hist.csv) and
 * the daily eurofxref.csv layout; columns read by name; refusals list every problem with its file line,
 * column and value as written, and leave the store unchanged; re-ingesting adds nothing. Rates ingested are then looked up through the euro.
 */
import { describe, expect, it } from 'vitest';
import { rateOn, renderRate } from '../../src/engine/fx/rates';
import { expectRefused, importerSuite, realFixture, snapshot } from '../fixtures/ingest/helpers';
import { type SampleFixture } from '../support/store';

const REAL = realFixture('ecb-eurofxref/eurofxref-hist.csv');

let fx: SampleFixture;
const { files, ingest } = importerSuite('fx-rates', (opened) => (fx = opened));

interface StoredRate {
  date: string;
  currency: string;
  per_euro: string;
}
const stored = (where = 'true'): Promise<StoredRate[]> =>
  fx.store.all<StoredRate>(`SELECT date, currency, CAST(per_euro AS VARCHAR) AS per_euro FROM fx_rates WHERE ${where} ORDER BY date, currency`);
const lookUp = async (from: string, to: string, date: string): Promise<unknown> => {
  const rate = await rateOn(fx.ctx, from, to, date);
  return rate === null ? null : renderRate(rate);
};

/** The daily file as the ECB publishes it: a space after every comma, a trailing comma, `09 May 2025`. */
const DAILY = [
  'Date, USD, JPY, BGN, CZK, DKK, GBP, HUF, PLN, RON, SEK, CHF, ISK, NOK, TRY, AUD, BRL, CAD, CNY, HKD, IDR, ILS, INR, KRW, MXN, MYR, NZD, PHP, SGD, THB, ZAR, ',
  '09 May 2025, 1.1252, 163.36, 1.9558, 24.946, 7.4604, 0.8477, 404.9, 4.2393, 5.1181, 10.92, 0.9353, 146.9, 11.6725, 43.5999, 1.7572, 6.3647, 1.5658, 8.147, 8.7519, 18606.59, 3.9928, 96.0755, 1575.72, 21.9473, 4.835, 1.9095, 62.413, 1.46, 37.132, 20.4835, ',
  '',
].join('\n');

describe('fx-rates importer: the real eurofxref-hist.csv', () => {
  it('reads every quoted rate (30 currencies × 300 days, N/A columns store nothing), 2024-03-05 to 2025-05-09', async () => {
    expect(await ingest(REAL)).toMatchObject({ dataset: 'fx-rates', format: 'csv', rowsRead: 9000, rowsAdded: 9000, rowsSkipped: 0 });
    const span = await fx.store.one('SELECT min(date) AS first, max(date) AS last, count(DISTINCT currency) AS currencies FROM fx_rates');
    expect(span).toEqual({ first: '2024-03-05', last: '2025-05-09', currencies: 30 });
    expect(await stored("currency IN ('CYP', 'EEK', 'RUB', 'HRK')")).toEqual([]);
    expect(await stored("date = '2025-05-09' AND currency IN ('GBP', 'IDR', 'USD')")).toEqual([
      { date: '2025-05-09', currency: 'GBP', per_euro: '0.847700000000' },
      { date: '2025-05-09', currency: 'IDR', per_euro: '18606.590000000000' },
      { date: '2025-05-09', currency: 'USD', per_euro: '1.125200000000' },
    ]);
  });

  it('ingested rates are looked up as published and crossed through the euro on one day', async () => {
    await ingest(REAL);
    expect(await lookUp('EUR', 'USD', '2025-05-09')).toEqual({ from: 'EUR', to: 'USD', rate: 1.1252, asOf: '2025-05-09' });
    // 0.8477 / 1.1252 = 0.75337717739…
    expect(await lookUp('USD', 'GBP', '2025-05-09')).toEqual({ from: 'USD', to: 'GBP', rate: 0.7533771774, asOf: '2025-05-09' });
    // Saturday 2025-05-10 takes Friday's rates; 1.0849 / 0.9609 = 1.12904568633… (CHF → USD on 2024-03-05).
    expect(await lookUp('USD', 'GBP', '2025-05-10')).toMatchObject({ asOf: '2025-05-09' });
    expect(await lookUp('CHF', 'USD', '2024-03-05')).toEqual({ from: 'CHF', to: 'USD', rate: 1.1290456863, asOf: '2024-03-05' });
    expect(await lookUp('EUR', 'USD', '2024-03-04')).toBeNull();
  });

  it('re-ingesting the same file adds nothing', async () => {
    await ingest(REAL);
    const before = await snapshot(fx.store);
    expect(await ingest(REAL)).toMatchObject({ rowsRead: 9000, rowsAdded: 0, rowsSkipped: 9000 });
    expect((await snapshot(fx.store)).fx_rates).toEqual(before.fx_rates);
  });

  it('stores source ecb, the file and the capture time', async () => {
    await ingest(REAL);
    const row = await fx.store.one('SELECT source, source_file, captured_at FROM fx_rates LIMIT 1');
    expect(row).toEqual({ source: 'ecb', source_file: REAL, captured_at: '2026-11-21T15:00:00.000Z' });
  });
});

describe('fx-rates importer: the daily eurofxref.csv layout', () => {
  it('reads the one dated row with spaces after the commas and a date like 09 May 2025', async () => {
    expect(await ingest(files.write('eurofxref.csv', DAILY))).toMatchObject({ rowsRead: 30, rowsAdded: 30 });
    expect(await stored("currency IN ('USD', 'JPY', 'ZAR')")).toEqual([
      { date: '2025-05-09', currency: 'JPY', per_euro: '163.360000000000' },
      { date: '2025-05-09', currency: 'USD', per_euro: '1.125200000000' },
      { date: '2025-05-09', currency: 'ZAR', per_euro: '20.483500000000' },
    ]);
  });

  it('the daily file after the history file adds nothing new for a day stored already', async () => {
    await ingest(REAL);
    expect(await ingest(files.write('eurofxref.csv', DAILY))).toMatchObject({ rowsRead: 30, rowsAdded: 0 });
  });
});

describe('fx-rates importer: columns by header name, any vintage', () => {
  it('reads columns by name in any order (an older vintage put ILS after ZAR), CRLF, no trailing comma', async () => {
    const file = files.write('eurofxref-hist.csv', [
      'Date,ZAR,ILS,USD',
      '2008-01-03,10.0713,5.6810,1.4748',
      '2008-01-02,10.0975,5.6815,1.4713',
      '',
    ].join('\r\n'));
    expect(await ingest(file)).toMatchObject({ rowsRead: 6, rowsAdded: 6 });
    // ILS → USD on 2008-01-03: 1.4748 / 5.6810 = 0.25960218271…
    expect(await lookUp('ILS', 'USD', '2008-01-03')).toEqual({ from: 'ILS', to: 'USD', rate: 0.2596021827, asOf: '2008-01-03' });
  });

  it('N/A and empty cells store nothing; a rate is kept to its last decimal (CYP 0.585274)', async () => {
    const file = files.write('hist.csv', ['Date,USD,CYP,SIT,', '2007-12-31,1.4721,0.585274,N/A,', '2008-01-02,1.4713,N/A,,', ''].join('\n'));
    expect(await ingest(file)).toMatchObject({ rowsRead: 3, rowsAdded: 3 });
    expect(await stored("currency <> 'USD'")).toEqual([{ date: '2007-12-31', currency: 'CYP', per_euro: '0.585274000000' }]);
  });

  it('a rate repeated in the file keeps its first occurrence; a stored rate is never overwritten', async () => {
    const first = files.write('a.csv', ['Date,USD,', '2025-05-09,1.1252,', '2025-05-09,9.9999,', ''].join('\n'));
    expect(await ingest(first)).toMatchObject({ rowsRead: 2, rowsAdded: 1, rowsSkipped: 1 });
    const second = files.write('b.csv', ['Date,GBP,USD,', '2025-05-09,0.8477,1.5000,', ''].join('\n'));
    expect(await ingest(second)).toMatchObject({ rowsRead: 2, rowsAdded: 1 });
    expect(await stored()).toEqual([
      { date: '2025-05-09', currency: 'GBP', per_euro: '0.847700000000' },
      { date: '2025-05-09', currency: 'USD', per_euro: '1.125200000000' },
    ]);
  });

  it('rows are stored in key order (date, currency) whatever the file order', async () => {
    await ingest(files.write('h.csv', ['Date,USD,GBP,', '2025-05-09,1.1252,0.8477,', '2025-05-08,1.1297,0.8476,', ''].join('\n')));
    const rows = await fx.store.all<{ date: string; currency: string }>('SELECT date, currency FROM fx_rates');
    expect(rows.map((r) => `${r.date} ${r.currency}`)).toEqual(['2025-05-08 GBP', '2025-05-08 USD', '2025-05-09 GBP', '2025-05-09 USD']);
  });
});

describe('fx-rates importer: refusals leave the store unchanged', () => {
  const refusals: [string, string, string[]][] = [
    ['a first column other than Date', 'Day,USD,\n2025-05-09,1.1,\n', ['first column must be Date', '"Day"']],
    ['no currency column', 'Date,\n2025-05-09,\n', ['has no currency column']],
    ['a column that is not an ISO code', 'Date,USD,Dollar,\n2025-05-09,1.1,1.1,\n', ['"Dollar"', 'three-letter ISO currency code']],
    ['a EUR column', 'Date,USD,EUR,\n2025-05-09,1.1,1,\n', ['EUR column', 'base']],
    ['a currency twice', 'Date,USD,GBP,USD,\n2025-05-09,1.1,0.8,1.1,\n', ['USD twice']],
    ['a bad date', 'Date,USD,\n2025-05-09,1.1,\n2025-13-01,1.1,\n', ["line 3, column 'Date': \"2025-13-01\" is not a date"]],
    ['a missing date', 'Date,USD,\n2025-05-09,1.1,\n,1.1,\n', ["line 3, column 'Date': an empty value is missing"]],
    ['a negative rate', 'Date,USD,GBP,\n2025-05-09,1.1,0.8,\n2025-05-08,1.1,-0.8,\n', ["line 3, column 'GBP': \"-0.8\" is neither a positive rate"]],
    ['a zero rate', 'Date,USD,\n2025-05-09,0,\n', ["line 2, column 'USD': \"0\" is neither a positive rate"]],
    ['a word for a rate', 'Date,USD,\n2025-05-09,n/a,\n', ["line 2, column 'USD': \"n/a\" is neither a positive rate"]],
    ['more than 12 decimals', 'Date,USD,\n2025-05-09,1.1234567890123,\n', ["line 2, column 'USD': \"1.1234567890123\"", 'at most 12 decimals']],
    ['a value in a column without a header', 'Date,USD,\n2025-05-09,1.1,7\n', ["line 2, column 'column 3': \"7\" is in a column without a header"]],
  ];
  for (const [what, content, parts] of refusals) {
    it(`refuses ${what}`, async () => {
      await ingest(files.write('ok.csv', 'Date,USD,\n2025-01-02,1.03,\n'));
      const before = await snapshot(fx.store);
      await expectRefused(ingest(files.write('bad.csv', content)), [...parts, 'the store is unchanged']);
      expect(await snapshot(fx.store)).toEqual(before);
    });
  }

  it('lists every problem at once with its file line and the value as written, and changes nothing', async () => {
    await ingest(files.write('ok.csv', 'Date,USD,\n2025-01-02,1.03,\n'));
    const before = await snapshot(fx.store);
    const file = files.write('several.csv', [
      'Date, USD, GBP, ',
      '09 May 2025, 1.1252, 0.8477, ',
      '08 May 2025, 1.1297x, 0.8476, 7',
      '2025-05-07, N/A, -0.85, ',
      ', 1.13, 0.85, ',
      '',
    ].join('\n'));
    const error = await expectRefused(ingest(file), []);
    expect(error.message).toBe([
      `Invalid parameter 'file': ${file} has 4 problems:`,
      `  line 3, column 'USD': " 1.1297x" is neither a positive rate per euro (at most 12 decimals) nor N/A`,
      `  line 3, column 'column 4': " 7" is in a column without a header`,
      `  line 4, column 'GBP': " -0.85" is neither a positive rate per euro (at most 12 decimals) nor N/A`,
      `  line 5, column 'Date': an empty value is missing: every row is dated`,
      'Nothing was ingested; the store is unchanged.',
    ].join('\n'));
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('refuses a row with more cells than the header has columns', async () => {
    await expectRefused(ingest(files.write('wide.csv', 'Date,USD\n2025-05-09,1.1,0.8,9\n')), ['cannot be read as CSV']);
  });
});
