/**
 * The `finra-short-interest` importer: FINRA's pipe-delimited short interest file and the Query API
 * consolidatedShortInterest JSON body, on the real files of the shared fixtures and on files written in
 * the same layouts. Days to cover is kept as filed with the 999.99 cap, a 999.99 filed for zero volume is
 * marked as a placeholder, flags and symbols are read, and each file is atomic and idempotent.
 */
import { describe, expect, it } from 'vitest';
import { expectRefused, realFixture, snapshot } from '../fixtures/ingest/helpers';
import { shortSellingSuite } from './short-selling-support';

const FILE = realFixture('finra-short-interest-file/shrt20260715.csv');
const API = realFixture('finra-short-interest/consolidatedShortInterest_AAPL_BRKB.json');
const HEADER =
  'accountingYearMonthNumber|symbolCode|issueName|issuerServicesGroupExchangeCode|marketClassCode|currentShortPositionQuantity|'
  + 'previousShortPositionQuantity|stockSplitFlag|averageDailyVolumeQuantity|daysToCoverQuantity|revisionFlag|changePercent|changePreviousNumber|settlementDate';

const suite = shortSellingSuite('finra-short-interest');
const { files } = suite;
const ingest = (file: string) => suite.ingest(file);
const row = (ticker: string) =>
  suite.fx().store.one(
    `SELECT CAST(settlement_date AS VARCHAR) AS settlement_date, ticker, symbol, symbol_mapped, issue_name, market_class, exchange_code,
            short_position, previous_short_position, change_in_short_position, change_percent, average_daily_volume,
            days_to_cover, days_to_cover_placeholder, revised, split
     FROM short_interest WHERE ticker = ? ORDER BY settlement_date DESC LIMIT 1`,
    [ticker],
  );

describe('finra-short-interest on the real pipe file', () => {
  it('stores all 300 rows (AAPL mapped, the others stored as filed and reported), 999.99 kept and the zero-volume placeholder marked', async () => {
    const report = await ingest(FILE);
    expect(report).toMatchObject({ dataset: 'finra-short-interest', format: 'text', rowsRead: 300, rowsAdded: 300 });
    expect(report.unmappedSymbols).toMatchObject({ rows: 299, symbols: 299, first: ['A', 'AA', 'AAA', 'AAAA', 'AAAC', 'AAAD', 'AAAP', 'AAAU', 'AABB', 'AACAF'] });
    expect(await row('A')).toEqual({
      settlement_date: '2026-07-15', ticker: 'A', symbol: 'A', symbol_mapped: false, issue_name: 'Agilent Technologies Inc.', market_class: 'NYSE',
      exchange_code: 'A', short_position: 7538437, previous_short_position: 5331733, change_in_short_position: 2206704, change_percent: 41.39,
      average_daily_volume: 2136993, days_to_cover: 3.53, days_to_cover_placeholder: false, revised: false, split: false,
    });
    // A capped reading with real (tiny) volume, and the placeholder filed for no volume.
    expect(await row('AACAF')).toMatchObject({ average_daily_volume: 2, days_to_cover: 999.99, days_to_cover_placeholder: false });
    expect(await row('AAGRW')).toMatchObject({ average_daily_volume: 0, days_to_cover: 999.99, days_to_cover_placeholder: true });
    expect(await row('AALBF')).toMatchObject({ change_in_short_position: -2835, change_percent: -0.49 });
  });

  it('adds nothing when the same file is ingested again', async () => {
    await ingest(FILE);
    const before = await snapshot(suite.fx().store);
    expect(await ingest(FILE)).toMatchObject({ rowsRead: 300, rowsAdded: 0, rowsSkipped: 300 });
    expect((await snapshot(suite.fx().store)).short_interest).toEqual(before.short_interest);
  });
});

describe('finra-short-interest on the real Query API body', () => {
  it('stores the unsorted objects with null flags, BRKB under BRK-B', async () => {
    const report = await ingest(API);
    expect(report).toMatchObject({ format: 'json', rowsRead: 8, rowsAdded: 8 });
    expect(report.unmappedSymbols).toBeUndefined();
    expect(await suite.fx().store.all("SELECT CAST(settlement_date AS VARCHAR) AS d, short_position FROM short_interest WHERE ticker = 'BRK-B' ORDER BY d")).toEqual([
      { d: '2026-07-15', short_position: 13030468 },
      { d: '2026-07-31', short_position: 12455328 },
      { d: '2026-08-14', short_position: 11068550 },
      { d: '2026-08-31', short_position: 12347326 },
    ]);
    expect(await row('BRK-B')).toMatchObject({ symbol: 'BRKB', symbol_mapped: true, days_to_cover: 3, exchange_code: null, revised: false, split: false });
    expect(await ingest(API)).toMatchObject({ rowsAdded: 0 });
  });

  it('replaces a settlement FINRA revised, and reads the flags', async () => {
    await ingest(API);
    const revised = files.write(
      'revised.json',
      JSON.stringify([{ symbolCode: 'AAPL', settlementDate: '2026-08-31', currentShortPositionQuantity: 139749100, previousShortPositionQuantity: 116327753, averageDailyVolumeQuantity: 39537335, daysToCoverQuantity: 3.53, revisionFlag: 'R', stockSplitFlag: 'S', changePercent: 20.13, changePreviousNumber: 23421347, issueName: 'Apple Inc. Common Stock', marketClassCode: 'NNM' }]),
    );
    expect(await ingest(revised)).toMatchObject({ rowsRead: 1, rowsAdded: 1 });
    expect(await row('AAPL')).toMatchObject({ short_position: 139749100, revised: true, split: true });
    expect(await suite.fx().store.all("SELECT count(*) AS n FROM short_interest WHERE ticker = 'AAPL'")).toEqual([{ n: 4 }]);
  });

  it('refuses bad values by their place in the body; nothing is stored', async () => {
    const bad = files.write('bad.json', JSON.stringify([
      { symbolCode: 'AAPL', settlementDate: '2026/08/31', currentShortPositionQuantity: 1 },
      { symbolCode: null, settlementDate: '2026-08-31', currentShortPositionQuantity: -5, revisionFlag: 'X', daysToCoverQuantity: 'n/a' },
      'nonsense',
    ]));
    const error = await expectRefused(ingest(bad), [bad, 'has 6 problems', 'Nothing was ingested']);
    expect(error.message).toContain('[0].settlementDate: "2026/08/31" is not a date in yyyy-MM-dd form');
    expect(error.message).toContain('[1].symbolCode: an empty value is missing');
    expect(error.message).toContain('[1].currentShortPositionQuantity: "-5" is not a whole number of shares');
    expect(error.message).toContain('[1].daysToCoverQuantity: "n/a"');
    expect(error.message).toContain('[1].revisionFlag: "X" is not R or empty');
    expect(error.message).toContain('[2]: "\\"nonsense\\"" is not an object');
    expect(await suite.fx().store.all('SELECT count(*) AS n FROM short_interest')).toEqual([{ n: 0 }]);
    const notArray = files.write('object.json', '{"error":"rate limited"}');
    await expectRefused(ingest(notArray), [notArray, 'expected a JSON array of records, found object']);
  });
});

describe('finra-short-interest on pipe files written in the layout', () => {
  it('tells a 999.99 reading with volume from the placeholder filed for zero volume, and reads flags', async () => {
    const file = files.write('shrt20260831.csv', [
      HEADER,
      '20260831|AAPL|Apple Inc.|R|NNM|100|90|S|0|999.99|R|11.11|10|2026-08-31',
      '20260831|MSFT|Microsoft Corp|R|NNM|5000000|4000000||4|999.99||25.00|1000000|2026-08-31',
      '20260831|brk.b|Berkshire B|A|NYSE|10|10||5|2.00||0.00|0|2026-08-31',
      '',
    ].join('\n'));
    expect(await ingest(file)).toMatchObject({ rowsRead: 3, rowsAdded: 3 });
    expect(await row('AAPL')).toMatchObject({ days_to_cover: 999.99, days_to_cover_placeholder: true, revised: true, split: true });
    expect(await row('MSFT')).toMatchObject({ days_to_cover: 999.99, days_to_cover_placeholder: false, average_daily_volume: 4 });
    expect(await row('BRK-B')).toMatchObject({ symbol: 'brk.b', symbol_mapped: true });
  });

  it('refuses bad values with their line, column and value, and a file that is not short interest', async () => {
    const bad = files.write('shrt-bad.csv', `${HEADER}\n20260831|AAPL|Apple|R|NNM|1.5|90||0|x||1|1|2026-08-31\n20260831|MSFT|only|three\n`);
    const error = await expectRefused(ingest(bad), [bad, 'has 3 problems']);
    expect(error.message).toContain('line 2, column \'currentShortPositionQuantity\': "1.5" is not a whole number of shares');
    expect(error.message).toContain('line 2, column \'daysToCoverQuantity\': "x" is not a non-negative number of days');
    expect(error.message).toContain('line 3: "20260831|MSFT|only|three" does not have the fields of the header');
    const other = files.write('other.csv', 'Date|Symbol|ShortVolume\n20260831|AAPL|1\n');
    await expectRefused(ingest(other), [other, 'is not a FINRA short interest file', 'symbolCode, currentShortPositionQuantity, settlementDate']);
  });
});
