/**
 * The `sec-ftd` importer: the SEC's fails-to-deliver text files and the zip they are distributed in, on
 * the real (trimmed) file of the shared fixtures and on files written in the same layout: two trailer
 * lines or a blank last line, `.` prices, the span each file covers, symbols mapped or stored as filed.
 */
import { zipSync, strToU8 } from 'fflate';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { periodInName } from '../../src/store/ingest/importers/sec-ftd-load';
import { expectRefused, realFixture, snapshot } from '../fixtures/ingest/helpers';
import { shortSellingSuite } from './short-selling-support';

const REAL = realFixture('sec-fails-to-deliver/cnsfails202009a.txt');
const HEADER = 'SETTLEMENT DATE|CUSIP|SYMBOL|QUANTITY (FAILS)|DESCRIPTION|PRICE';

const suite = shortSellingSuite('sec-ftd');
const { files } = suite;
const ingest = (file: string) => suite.ingest(file);
const periods = () =>
  suite.fx().store.all(
    'SELECT CAST(period_start AS VARCHAR) AS period_start, CAST(period_end AS VARCHAR) AS period_end, record_count, trailer_record_count, trailer_quantity, complete FROM fails_to_deliver_periods ORDER BY ALL',
  );
const fails = () =>
  suite.fx().store.all(
    'SELECT CAST(settlement_date AS VARCHAR) AS date, cusip, ticker, symbol, symbol_mapped, quantity, price, description FROM fails_to_deliver ORDER BY ticker, date, cusip',
  );

describe('sec-ftd on the real file', () => {
  it('stores the 300 rows; the trailer counts the untrimmed file, so the span is kept but not complete', async () => {
    const report = await ingest(REAL);
    expect(report).toMatchObject({ dataset: 'sec-ftd', format: 'text', rowsRead: 300, rowsAdded: 300 });
    expect(report.unmappedSymbols?.rows).toBe(300);
    expect(await periods()).toEqual([
      { period_start: '2020-09-01', period_end: '2020-09-15', record_count: 300, trailer_record_count: 43147, trailer_quantity: 1056731899, complete: false },
    ]);
    expect(await suite.fx().store.one("SELECT cusip, ticker, symbol, quantity, price, description FROM fails_to_deliver WHERE cusip = 'D18190898'")).toEqual({
      cusip: 'D18190898', ticker: 'DB', symbol: 'DB', quantity: 8431, price: 9.53, description: 'DEUTSCHE BANK AG NAMEN AKT (DE',
    });
  });

  it('adds nothing when the same file is ingested again', async () => {
    await ingest(REAL);
    const before = await snapshot(suite.fx().store);
    expect(await ingest(REAL)).toMatchObject({ rowsRead: 300, rowsAdded: 0 });
    const after = await snapshot(suite.fx().store);
    expect([after.fails_to_deliver, after.fails_to_deliver_periods]).toEqual([before.fails_to_deliver, before.fails_to_deliver_periods]);
  });

  it('reads the zip as distributed, one .txt inside', async () => {
    const zip = files.path('cnsfails202009a.zip');
    writeFileSync(zip, zipSync({ 'cnsfails202009a.txt': readFileSync(REAL) }));
    const report = await ingest(zip);
    expect(report).toMatchObject({ format: 'zip', rowsRead: 300, rowsAdded: 300 });
    expect((await periods())[0]).toMatchObject({ period_start: '2020-09-01', period_end: '2020-09-15' });
  });
});

describe('sec-ftd on files written in the layout', () => {
  it('reads a file ending with a blank line and no trailer, . as a missing price, class shares and case-folded symbols', async () => {
    const file = files.write('cnsfails202608b.txt', [
      HEADER,
      '20260817|037833100|AAPL|1200|APPLE INC|230.10',
      '20260817|084670702|brk.b|300|BERKSHIRE HATHAWAY INC DEL CL B|.',
      '20260818|084670702|BRK/B|50|BERKSHIRE HATHAWAY INC DEL CL B|471.5',
      '20260818|999999999|ZZZZ|7|SOMETHING UNLISTED            |',
      '20260819|888888888||9|NO SYMBOL|1.00',
      '',
    ].join('\n'));
    const report = await ingest(file);
    expect(report).toMatchObject({ rowsRead: 5, rowsAdded: 5 });
    expect(report.unmappedSymbols).toEqual({ rows: 2, symbols: 2, first: ['CUSIP:888888888', 'ZZZZ'] });
    expect(await fails()).toEqual([
      { date: '2026-08-17', cusip: '037833100', ticker: 'AAPL', symbol: 'AAPL', symbol_mapped: true, quantity: 1200, price: 230.1, description: 'APPLE INC' },
      { date: '2026-08-17', cusip: '084670702', ticker: 'BRK-B', symbol: 'brk.b', symbol_mapped: true, quantity: 300, price: null, description: 'BERKSHIRE HATHAWAY INC DEL CL B' },
      { date: '2026-08-18', cusip: '084670702', ticker: 'BRK-B', symbol: 'BRK/B', symbol_mapped: true, quantity: 50, price: 471.5, description: 'BERKSHIRE HATHAWAY INC DEL CL B' },
      { date: '2026-08-19', cusip: '888888888', ticker: 'CUSIP:888888888', symbol: '', symbol_mapped: false, quantity: 9, price: 1, description: 'NO SYMBOL' },
      { date: '2026-08-18', cusip: '999999999', ticker: 'ZZZZ', symbol: 'ZZZZ', symbol_mapped: false, quantity: 7, price: null, description: 'SOMETHING UNLISTED' },
    ]);
    expect(await periods()).toEqual([
      { period_start: '2026-08-16', period_end: '2026-08-31', record_count: 5, trailer_record_count: null, trailer_quantity: null, complete: true },
    ]);
  });

  it('marks the span complete when both trailer lines agree with the rows', async () => {
    await ingest(files.write('cnsfails202609a.txt', `${HEADER}\n20260901|037833100|AAPL|10|APPLE INC|1\n20260902|037833100|AAPL|5|APPLE INC|1\nTrailer record count 2\nTrailer total quantity of shares 15\n`));
    expect(await periods()).toEqual([
      { period_start: '2026-09-01', period_end: '2026-09-15', record_count: 2, trailer_record_count: 2, trailer_quantity: 15, complete: true },
    ]);
  });

  it('takes the span from the first and last dates of a file named otherwise', async () => {
    await ingest(files.write('fails.txt', `${HEADER}\n20260903|037833100|AAPL|10|APPLE INC|1\n20260908|037833100|AAPL|5|APPLE INC|1\n`));
    expect((await periods())[0]).toMatchObject({ period_start: '2026-09-03', period_end: '2026-09-08' });
  });

  it('refuses bad values with their line, column and value; nothing is stored', async () => {
    const before = await snapshot(suite.fx().store);
    const bad = files.write('cnsfails202610a.txt', `${HEADER}\n2026-10-01|037833100|AAPL|10|APPLE INC|1\n20261001||AAPL|1.5|APPLE INC|n/a\n20261001|037833100|AAPL|10\n`);
    const error = await expectRefused(ingest(bad), [bad, 'has 5 problems']);
    expect(error.message).toContain('line 2, column \'SETTLEMENT DATE\': "2026-10-01" is not a date in yyyyMMdd form');
    expect(error.message).toContain('line 3, column \'CUSIP\': an empty value is missing');
    expect(error.message).toContain('line 3, column \'QUANTITY (FAILS)\': "1.5" is not a whole number of shares');
    expect(error.message).toContain('line 3, column \'PRICE\': "n/a" is not a price');
    expect(error.message).toContain('line 4: "20261001|037833100|AAPL|10" does not have the 6 fields of the header (4 fields)');
    expect(await snapshot(suite.fx().store)).toEqual(before);
    const other = files.write('other.txt', 'Date|Symbol\n20261001|AAPL\n');
    await expectRefused(ingest(other), [other, 'is not an SEC fails-to-deliver file']);
    const empty = files.path('empty.zip');
    writeFileSync(empty, zipSync({ 'readme.md': strToU8('nothing') }));
    await expectRefused(ingest(empty), [empty, 'is a zip archive without a .txt fails-to-deliver file in it']);
  });
});

describe('the span a fails file name states', () => {
  it.each([
    ['cnsfails202009a.txt', { start: '2020-09-01', end: '2020-09-15' }],
    ['cnsfails202002b.zip', { start: '2020-02-16', end: '2020-02-29' }],
    ['CNSFAILS202512B.TXT', { start: '2025-12-16', end: '2025-12-31' }],
    ['fails.txt', null],
    ['cnsfails202013a.txt', null],
  ])('%s', (name, expected) => {
    expect(periodInName(name)).toEqual(expected);
  });
});
