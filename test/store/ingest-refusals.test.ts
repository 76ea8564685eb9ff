/**
 * A bad file is refused with a 400 `invalid_parameter` naming the file and, for bad values, every problem
 * found with its line (record or row for JSON and Parquet), column and value as written; the store is
 * unchanged: every table is compared in full before and after.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatasetName } from '../../src/store/ingest/index';
import { ingestFile } from '../../src/store/ingest/index';
import { sampleStore, type SampleFixture } from '../support/store';
import { expectRefused, scratch, snapshot } from '../fixtures/ingest/helpers';

const HEADER = 'ticker,date,open,high,low,close,volume';

let fx: SampleFixture;
const files = scratch();

// The sample store: a refused file must leave a store with real content untouched, not just an empty one.
beforeEach(async () => {
  fx = await sampleStore();
});
afterEach(() => fx.store.close());
afterAll(() => files.remove());

async function expectUnchangedRefusal(dataset: DatasetName, file: string, parts: readonly string[]): Promise<void> {
  const before = await snapshot(fx.store);
  await expectRefused(ingestFile(fx.store, fx.clock, dataset, file), [file, 'the store is unchanged', ...parts]);
  expect(await snapshot(fx.store)).toEqual(before);
}

const csv = (...lines: string[]): string => lines.join('\n') + '\n';

describe('the file as a whole', () => {
  it('refuses a file that does not exist', async () => {
    await expectUnchangedRefusal('prices', files.path('nowhere.csv'), ['does not exist']);
  });

  it('refuses an extension ingest does not read, listing the ones it does', async () => {
    await expectUnchangedRefusal('prices', files.write('bars.xlsx', 'whatever'), ['.csv', '.json', '.parquet']);
  });

  it('refuses an empty file', async () => {
    await expectUnchangedRefusal('prices', files.write('empty.csv', ''), ['is empty']);
  });

  it('refuses a CSV with a header and no rows', async () => {
    await expectUnchangedRefusal('prices', files.write('header-only.csv', csv(HEADER)), ['has no rows']);
  });

  it('refuses a JSON file with no records', async () => {
    await expectUnchangedRefusal('prices', files.write('none.json', '[]'), ['has no rows']);
  });

  it('refuses JSON that does not parse', async () => {
    await expectUnchangedRefusal('prices', files.write('broken.json', '[{"ticker": "AAPL", "date": '), ['cannot be read as JSON']);
  });

  it('refuses a directory', async () => {
    const folder = files.path('folder.csv');
    mkdirSync(folder);
    await expectUnchangedRefusal('prices', folder, ['is not a file']);
  });
});

describe('columns', () => {
  it('refuses a file missing a required column, naming it', async () => {
    await expectUnchangedRefusal('prices', files.write('no-close.csv', csv('ticker,date,open,high,low,volume', 'AAPL,2031-01-02,1,1,1,1')), ["missing the required column 'close'"]);
  });

  it('refuses a column that is not part of the layout', async () => {
    await expectUnchangedRefusal('prices', files.write('extra.csv', csv(`${HEADER},vwap`, 'AAPL,2031-01-02,1,1,1,1,1,1')), ["column 'vwap' that is not part of the prices layout"]);
  });

  it('refuses a column given twice (names compare case-insensitively)', async () => {
    await expectUnchangedRefusal('prices', files.write('twice.csv', csv(`${HEADER},Close`, 'AAPL,2031-01-02,1,1,1,1,1,1')), ["the column 'close' more than once"]);
  });

  it('checks dividends and splits against their own layouts', async () => {
    await expectUnchangedRefusal('dividends', files.write('div.csv', csv('ticker,date,amount', 'AAPL,2031-01-02,0.25')), ["column 'date' that is not part of the dividends layout"]);
    await expectUnchangedRefusal('splits', files.write('spl.csv', csv('ticker,effective_date,ratio', 'AAPL,2031-01-02,4')), ["column 'ratio'"]);
  });
});

describe('values: every problem, each with its line (the header is line 1), column and value as written', () => {
  it('refuses every bad date of a CSV, each on its line', async () => {
    const file = files.write('bad-date.csv', csv(HEADER, 'AAPL,2031-01-02,1,1,1,1,1', 'AAPL,2031-01-03,1,1,1,1,1', 'AAPL,2031-13-01,1,1,1,1,1', 'AAPL,2031-02-30,1,1,1,1,1'));
    await expectUnchangedRefusal('prices', file, [
      'has 2 problems:\n',
      `\n  line 4, column 'date': "2031-13-01" is not a date, yyyy-MM-dd\n`,
      `\n  line 5, column 'date': "2031-02-30" is not a date, yyyy-MM-dd\n`,
    ]);
  });

  it('refuses a date in another form', async () => {
    await expectUnchangedRefusal('prices', files.write('us-date.csv', csv(HEADER, 'AAPL,01/02/2031,1,1,1,1,1')), [`line 2, column 'date': "01/02/2031" is not a date, yyyy-MM-dd`]);
  });

  it('counts blank lines when it names a line', async () => {
    const file = files.write('blank-lines.csv', csv(HEADER, 'AAPL,2031-01-02,1,1,1,1,1', '', '', 'AAPL,2031-01-03,1,1,1,1,x'));
    await expectUnchangedRefusal('prices', file, [`line 5, column 'volume': "x" is not a whole number, 0 or more`]);
  });

  it('refuses a bad date of a JSON file at its record', async () => {
    const rows = [
      { ticker: 'AAPL', date: '2031-01-02', open: 1, high: 1, low: 1, close: 1, volume: 1 },
      { ticker: 'AAPL', date: 'soon', open: 1, high: 1, low: 1, close: 1, volume: 1 },
    ];
    await expectUnchangedRefusal('prices', files.write('bad-date.json', JSON.stringify(rows)), [`record 2, column 'date': "soon" is not a date, yyyy-MM-dd`]);
  });

  it('refuses a negative price', async () => {
    await expectUnchangedRefusal('prices', files.write('negative.csv', csv(HEADER, 'AAPL,2031-01-02,1,1,1,1,1', 'AAPL,2031-01-03,1,1,-0.5,1,1')), [`line 3, column 'low': "-0.5" must be a number greater than 0`]);
  });

  it('refuses a zero price', async () => {
    await expectUnchangedRefusal('prices', files.write('zero.csv', csv(HEADER, 'AAPL,2031-01-02,0,1,1,1,1')), [`line 2, column 'open': "0" must be a number greater than 0`]);
  });

  it('refuses a price that is not a number', async () => {
    await expectUnchangedRefusal('prices', files.write('text.csv', csv(HEADER, 'AAPL,2031-01-02,1,abc,1,1,1')), [`line 2, column 'high': "abc" is not a number greater than 0`]);
  });

  it('refuses NaN and infinite prices', async () => {
    await expectUnchangedRefusal('prices', files.write('nan.csv', csv(HEADER, 'AAPL,2031-01-02,1,1,1,NaN,1')), [`line 2, column 'close': "NaN" must be a number greater than 0`]);
    await expectUnchangedRefusal('prices', files.write('inf.csv', csv(HEADER, 'AAPL,2031-01-02,1,inf,1,1,1')), [`line 2, column 'high': "inf" must be a number greater than 0`]);
  });

  it('refuses a non-integer volume in a CSV', async () => {
    await expectUnchangedRefusal('prices', files.write('fraction.csv', csv(HEADER, 'AAPL,2031-01-02,1,1,1,1,10', 'AAPL,2031-01-03,1,1,1,1,1.5')), [`line 3, column 'volume': "1.5" must be a whole number, 0 or more`]);
  });

  it('refuses a non-integer volume in a Parquet file at its row', async () => {
    const parquet = files.path('fraction.parquet');
    await fx.store.run(`COPY (SELECT 'AAPL' AS ticker, DATE '2031-01-02' AS date, 1.0 AS open, 1.0 AS high, 1.0 AS low, 1.0 AS close, 2.5::DOUBLE AS volume) TO '${parquet}' (FORMAT parquet)`);
    await expectUnchangedRefusal('prices', parquet, [`row 1, column 'volume': "2.5" must be a whole number, 0 or more`]);
  });

  it('refuses a negative volume, shown as written', async () => {
    await expectUnchangedRefusal('prices', files.write('neg-volume.csv', csv(HEADER, 'AAPL,2031-01-02,1,1,1,1,-3')), [`line 2, column 'volume': "-3" must be a whole number, 0 or more`]);
  });

  it('refuses an empty required value', async () => {
    await expectUnchangedRefusal('prices', files.write('blank.csv', csv(HEADER, 'AAPL,2031-01-02,1,1,1,1,1', 'AAPL,2031-01-03,1,1,1,,1')), [`line 3, column 'close': is empty`]);
  });

  it('refuses a value that is not a ticker', async () => {
    await expectUnchangedRefusal('prices', files.write('ticker.csv', csv(HEADER, 'AAPL,2031-01-02,1,1,1,1,1', 'NOT A TICKER,2031-01-02,1,1,1,1,1')), [`line 3, column 'ticker': "NOT A TICKER" is not a ticker`]);
  });

  it('refuses a line with a missing field, showing the line as written', async () => {
    await expectUnchangedRefusal('prices', files.write('short.csv', csv(HEADER, 'AAPL,2031-01-02,1,1,1,1,1', 'AAPL,2031-01-03,1,1,1,1')), [`line 3: "AAPL,2031-01-03,1,1,1,1" has 6 fields where the header has 7`]);
  });

  it('refuses a currency that is not a three-letter code', async () => {
    await expectUnchangedRefusal('dividends', files.write('currency.csv', csv('ticker,ex_date,amount,currency', 'AAPL,2031-01-02,0.25,dollars')), [`line 2, column 'currency': "dollars" must be a three-letter currency code`]);
  });

  it('refuses a ticker given two currencies in one prices file', async () => {
    const file = files.write('two-currencies.csv', csv(`${HEADER},currency`, 'NEWCO,2031-01-02,1,1,1,1,1,EUR', 'NEWCO,2031-01-03,1,1,1,1,1,', 'NEWCO,2031-01-05,1,1,1,1,1,usd'));
    await expectUnchangedRefusal('prices', file, [`line 4, column 'currency': "usd" is not the currency given first for its ticker (EUR for NEWCO)`]);
  });

  it('refuses a split with a zero denominator and a dividend with a negative amount', async () => {
    await expectUnchangedRefusal('splits', files.write('zero-split.csv', csv('ticker,effective_date,numerator,denominator', 'AAPL,2031-01-02,4,0')), [`line 2, column 'denominator': "0" must be a number greater than 0`]);
    await expectUnchangedRefusal('dividends', files.write('neg-div.csv', csv('ticker,ex_date,amount', 'AAPL,2031-01-02,-0.25')), [`line 2, column 'amount': "-0.25" must be a number greater than 0`]);
  });

  it('lists the problems of several rows in file order, and of one line in column order', async () => {
    const file = files.write('several.csv', csv(HEADER, 'AAPL,2031-01-02,1,1,1,1,1', 'AAPL,2031-01-03,1,1,1,1,0.5', 'AAPL,2031-01-04,-1,1,1,1,1', 'AAPL,2031-01-05,1,x,1,1,-2'));
    const before = await snapshot(fx.store);
    const error = await expectRefused(ingestFile(fx.store, fx.clock, 'prices', file), []);
    expect(await snapshot(fx.store)).toEqual(before);
    expect(error.message).toBe(
      `Invalid parameter 'file': ${file} has 4 problems:\n`
      + `  line 3, column 'volume': "0.5" must be a whole number, 0 or more\n`
      + `  line 4, column 'open': "-1" must be a number greater than 0\n`
      + `  line 5, column 'high': "x" is not a number greater than 0\n`
      + `  line 5, column 'volume': "-2" must be a whole number, 0 or more\n`
      + 'Nothing was ingested; the store is unchanged.',
    );
  });
});

describe('the prices of a bar: low ≤ open ≤ high and low ≤ close ≤ high', () => {
  it.each([
    ['high below the open', 'AAPL,2031-01-02,10,9.5,9,9.2,100', `line 2, column 'high': "9.5" is below the open (open 10)`],
    ['high below the close', 'AAPL,2031-01-02,10,10.5,9,11,100', `line 2, column 'high': "10.5" is below the close (close 11)`],
    ['low above the open', 'AAPL,2031-01-02,10,12,10.5,11,100', `line 2, column 'low': "10.5" is above the open (open 10)`],
    ['low above the close', 'AAPL,2031-01-02,10,12,9.5,9,100', `line 2, column 'low': "9.5" is above the close (close 9)`],
  ])('refuses a %s', async (_what, row, problem) => {
    await expectUnchangedRefusal('prices', files.write('bar.csv', csv(HEADER, row)), [problem]);
  });

  it('accepts a bar whose open and close touch its high and low', async () => {
    const file = files.write('touching.csv', csv(HEADER, 'EDGE,2031-01-02,10,12,9,12,100', 'EDGE,2031-01-03,9,12,9,9,100'));
    expect(await ingestFile(fx.store, fx.clock, 'prices', file)).toMatchObject({ rowsRead: 2, rowsAdded: 2 });
  });
});
