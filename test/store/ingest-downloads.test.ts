/**
 * Prices files as people download them load as they are: the real MSFT daily file, Yahoo Finance (either
 * order, with a day of nulls), Stooq (both layouts, named like aapl.us.txt) and Nasdaq ($ prices, a volume
 * of --). A file whose rows name no ticker takes the given ticker or the one its name states, and the
 * report says which and from where. A bad download is refused with every problem at once.
 */
import { describe, expect, it } from 'vitest';
import { parseTicker } from '../../src/core/tickers';
import { ingestAny, ingestFile } from '../../src/store/ingest/index';
import { sampleStore, type SampleFixture } from '../support/store';
import { MSFT_REAL, expectRefused, importerSuite, snapshot } from '../fixtures/ingest/helpers';

let fx: SampleFixture;
const { files } = importerSuite('prices', (opened) => (fx = opened));

const lines = (...rows: string[]): string => `${rows.join('\n')}\n`;
const ticker = (raw: string) => parseTicker(raw)!;
const BARS = 'SELECT ticker, date, open, high, low, close, adjusted_close, volume FROM prices ORDER BY ticker, date';

const YAHOO_HEADER = 'Date,Open,High,Low,Close,Adj Close,Volume';
const YAHOO_ROWS = [
  '2024-01-12,186.059998,186.740005,185.190002,185.919998,184.814575,40444700',
  '2024-01-15,null,null,null,null,null,null',
  '2024-01-16,182.160004,184.259995,180.929993,183.630005,182.538208,65603000',
];
const YAHOO_BARS = [
  { ticker: 'AAPL', date: '2024-01-12', open: 186.059998, high: 186.740005, low: 185.190002, close: 185.919998, adjusted_close: 184.814575, volume: 40444700 },
  { ticker: 'AAPL', date: '2024-01-16', open: 182.160004, high: 184.259995, low: 180.929993, close: 183.630005, adjusted_close: 182.538208, volume: 65603000 },
];

describe('the real MSFT daily file (date,open,high,low,close,volume, no ticker column)', () => {
  const published = () =>
    fx.store.all(`SELECT 'MSFT' AS ticker, date, open, high, low, close, close AS adjusted_close, volume FROM read_csv('${MSFT_REAL}') ORDER BY date`);

  it('loads with --ticker MSFT: every bar as published, the report naming the ticker and the flag', async () => {
    const report = await ingestFile(fx.store, fx.clock, 'prices', MSFT_REAL, { ticker: ticker('MSFT') });
    const bars = await published();
    expect(bars.length).toBeGreaterThan(250);
    expect(report).toMatchObject({ layout: 'canonical', ticker: 'MSFT', tickerFrom: 'flag', rowsRead: bars.length, rowsAdded: bars.length, rowsSkipped: 0, rowsWithoutData: 0 });
    expect(await fx.store.all(BARS)).toEqual(bars);
  });

  it('loads with the ticker its file name states, and says so', async () => {
    const report = await ingestFile(fx.store, fx.clock, 'prices', MSFT_REAL);
    expect(report).toMatchObject({ ticker: 'MSFT', tickerFrom: 'fileName', rowsAdded: (await published()).length });
    expect(await fx.store.all(BARS)).toEqual(await published());
    expect(await fx.store.all('SELECT ticker, currency FROM listings')).toEqual([{ ticker: 'MSFT', currency: 'USD' }]);
  });
});

describe('Yahoo Finance: a day written as null in every field has no data and is not stored', () => {
  it.each([
    ['oldest first', YAHOO_ROWS],
    ['newest first', [...YAHOO_ROWS].reverse()],
  ])('loads a download %s, Adj Close as the adjusted close, the null day counted as without data', async (_order, rows) => {
    const report = await ingestFile(fx.store, fx.clock, 'prices', files.write('AAPL.csv', lines(YAHOO_HEADER, ...rows)));
    expect(report).toMatchObject({ layout: 'yahoo', ticker: 'AAPL', tickerFrom: 'fileName', rowsRead: 3, rowsAdded: 2, rowsSkipped: 1, rowsWithoutData: 1 });
    expect(await fx.store.all(BARS)).toEqual(YAHOO_BARS);
  });

  it('adds nothing when the same download is ingested again', async () => {
    const file = files.write('AAPL.csv', lines(YAHOO_HEADER, ...YAHOO_ROWS));
    await ingestFile(fx.store, fx.clock, 'prices', file);
    expect(await ingestFile(fx.store, fx.clock, 'prices', file)).toMatchObject({ rowsRead: 3, rowsAdded: 0, rowsSkipped: 3, rowsWithoutData: 1 });
  });

  it('refuses a day with null in only some fields, naming each null as written', async () => {
    const file = files.write('AAPL.csv', lines(YAHOO_HEADER, '2024-01-12,186.06,186.74,185.19,185.92,null,40444700', '2024-01-16,182.16,184.26,180.93,183.63,182.54,null'));
    await expectRefused(ingestFile(fx.store, fx.clock, 'prices', file), [
      `line 2, column 'Adj Close': "null" is not a number greater than 0`,
      `line 3, column 'Volume': "null" is not a whole number, 0 or more`,
    ]);
  });

  it('refuses a download whose every day is null: it has no rows with data', async () => {
    const file = files.write('AAPL.csv', lines(YAHOO_HEADER, YAHOO_ROWS[1]!));
    await expectRefused(ingestFile(fx.store, fx.clock, 'prices', file), ['has no rows with data']);
  });

  it('recognises the header in any case and takes a given ticker, normalised by the API parser', async () => {
    const file = files.write('download.csv', lines(YAHOO_HEADER.toLowerCase(), YAHOO_ROWS[0]!));
    expect(await ingestFile(fx.store, fx.clock, 'prices', file, { ticker: ticker('brk.b') })).toMatchObject({ layout: 'yahoo', ticker: 'BRK-B', tickerFrom: 'flag' });
  });
});

describe('Stooq', () => {
  it('loads a per-ticker file aapl.us.txt (Date…OpenInt) as AAPL, the ticker from its name, OpenInt ignored', async () => {
    const file = files.write('aapl.us.txt', lines('Date,Open,High,Low,Close,Volume,OpenInt', '2017-11-06,171.75,174.36,171.1,173.63,34901241,0', '2017-11-07,173.29,174.51,173.29,174.18,24424877,0'));
    expect(await ingestFile(fx.store, fx.clock, 'prices', file)).toMatchObject({ layout: 'stooq', ticker: 'AAPL', tickerFrom: 'fileName', rowsAdded: 2 });
    expect(await fx.store.all(BARS)).toEqual([
      { ticker: 'AAPL', date: '2017-11-06', open: 171.75, high: 174.36, low: 171.1, close: 173.63, adjusted_close: 173.63, volume: 34901241 },
      { ticker: 'AAPL', date: '2017-11-07', open: 173.29, high: 174.51, low: 173.29, close: 174.18, adjusted_close: 174.18, volume: 24424877 },
    ]);
  });

  const ASCII_HEADER = '<TICKER>,<PER>,<DATE>,<TIME>,<OPEN>,<HIGH>,<LOW>,<CLOSE>,<VOL>,<OPENINT>';

  it('loads an ASCII file aapl.us.txt: tickers from the file, AAPL.US stored as AAPL, dates yyyyMMdd', async () => {
    const file = files.write('aapl.us.txt', lines(ASCII_HEADER, 'AAPL.US,D,20240102,000000,186.03,187.38,182.86,184.96,82488700,0', 'AAPL.US,D,20240103,000000,183.02,184.7,182.43,183.58,58414500,0'));
    expect(await ingestFile(fx.store, fx.clock, 'prices', file)).toMatchObject({ layout: 'stooq-ascii', ticker: null, tickerFrom: null, rowsAdded: 2 });
    expect(await fx.store.all('SELECT ticker, date, open, volume FROM prices ORDER BY date')).toEqual([
      { ticker: 'AAPL', date: '2024-01-02', open: 186.03, volume: 82488700 },
      { ticker: 'AAPL', date: '2024-01-03', open: 183.02, volume: 58414500 },
    ]);
  });

  it('refuses --ticker for an ASCII file, which names its own tickers: a usage error naming ticker', async () => {
    const file = files.write('aapl.us.txt', lines(ASCII_HEADER, 'AAPL.US,D,20240102,000000,186.03,187.38,182.86,184.96,82488700,0'));
    const error = await expectRefused(ingestFile(fx.store, fx.clock, 'prices', file, { ticker: ticker('AAPL') }), []);
    expect(error.message).toBe(`Invalid parameter 'ticker': ${file} names its tickers in a column of its own; --ticker is only for a file without one.`);
  });

  it('refuses an intraday period and a ticker of another market, each on its line', async () => {
    const file = files.write('mixed.txt', lines(ASCII_HEADER, 'AAPL.US,5,20240102,153000,186.03,187.38,182.86,184.96,82488700,0', 'VOD.UK,D,20240102,000000,70.1,71,69.5,70.5,1000,0'));
    await expectRefused(ingestFile(fx.store, fx.clock, 'prices', file), [
      `line 2, column '<PER>': "5" is not D: only daily bars load into prices`,
      `line 3, column '<TICKER>': "VOD.UK" is not a ticker written with .US (AAPL.US): only US listings are read from this layout`,
    ]);
  });
});

describe('Nasdaq: MM/dd/yyyy, newest first, $ prices, a volume of -- is a day without data', () => {
  it('loads the bars with a volume and counts the day without one', async () => {
    const file = files.write('HistoricalData_1704931200.csv', lines(
      'Date,Close/Last,Volume,Open,High,Low',
      '01/05/2024,$181.18,62379660,$181.99,$182.76,$180.17',
      '01/04/2024,$181.91,--,$182.15,$183.0872,$180.88',
      '01/03/2024,$184.25,58414460,$184.22,$185.88,$183.43',
    ));
    expect(await ingestFile(fx.store, fx.clock, 'prices', file, { ticker: ticker('AAPL') })).toMatchObject({ layout: 'nasdaq', rowsRead: 3, rowsAdded: 2, rowsWithoutData: 1 });
    expect(await fx.store.all(BARS)).toEqual([
      { ticker: 'AAPL', date: '2024-01-03', open: 184.22, high: 185.88, low: 183.43, close: 184.25, adjusted_close: 184.25, volume: 58414460 },
      { ticker: 'AAPL', date: '2024-01-05', open: 181.99, high: 182.76, low: 180.17, close: 181.18, adjusted_close: 181.18, volume: 62379660 },
    ]);
  });

  it("refuses Nasdaq's own file name, which states no ticker, advising --ticker", async () => {
    const file = files.write('HistoricalData_1704931200.csv', lines('Date,Close/Last,Volume,Open,High,Low', '01/05/2024,$181.18,62379660,$181.99,$182.76,$180.17'));
    await expectRefused(ingestFile(fx.store, fx.clock, 'prices', file), ["its name 'HistoricalData_1704931200.csv' does not say which ticker it holds", '--ticker']);
  });
});

describe('a bad download is refused once, with every problem', () => {
  it('lists a high below the open, a negative volume, a bad date and a number that does not convert, each with its line and value as written', async () => {
    // A store with content of its own, which the refused file must leave exactly as it was.
    await ingestFile(fx.store, fx.clock, 'prices', files.write('AAPL.csv', lines(YAHOO_HEADER, ...YAHOO_ROWS)));
    const file = files.write('AAPL.csv', lines(
      YAHOO_HEADER,
      '2024-01-02,187.15,188.44,183.89,185.64,184.53,82488700',
      '2024-01-03,184.22,184.00,183.43,183.90,182.81,58414500',
      '2024-01-04,182.15,183.09,180.88,181.91,180.82,-71983600',
      '2024-13-05,181.99,182.76,180.17,181.18,180.09,62379700',
      '2024-01-08,182.09,185.60,181.50,18S.56,184.44,59144500',
    ));
    const before = await snapshot(fx.store);
    const error = await expectRefused(ingestFile(fx.store, fx.clock, 'prices', file), []);
    expect(error.message).toBe(
      `Invalid parameter 'file': ${file} has 4 problems:\n`
      + `  line 3, column 'High': "184.00" is below the open (open 184.22)\n`
      + `  line 4, column 'Volume': "-71983600" must be a whole number, 0 or more\n`
      + `  line 5, column 'Date': "2024-13-05" is not a date, yyyy-MM-dd\n`
      + `  line 6, column 'Close': "18S.56" is not a number greater than 0\n`
      + 'Nothing was ingested; the store is unchanged.',
    );
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('shows a Nasdaq price as written, dollar sign and all', async () => {
    const file = files.write('AAPL.csv', lines('Date,Close/Last,Volume,Open,High,Low', '01/05/2024,$181.18,62379660,$181.99,$180.76,$180.17'));
    await expectRefused(ingestFile(fx.store, fx.clock, 'prices', file), [`line 2, column 'High': "$180.76" is below the open (open $181.99)`]);
  });
});

describe('the ticker of a file whose rows name none', () => {
  it('refuses a file name that could mean two listings, advising --ticker', async () => {
    const file = files.write('VOD.L.csv', lines(YAHOO_HEADER, YAHOO_ROWS[0]!));
    await expectRefused(ingestFile(fx.store, fx.clock, 'prices', file), ["its name 'VOD.L.csv' does not say which ticker it holds", '--ticker']);
  });

  it('refuses a ticker for a canonical file with a ticker column, naming the ticker parameter', async () => {
    const file = files.write('AAPL.csv', lines('ticker,date,open,high,low,close,volume', 'AAPL,2024-01-02,1,1,1,1,1'));
    await expectRefused(ingestFile(fx.store, fx.clock, 'prices', file, { ticker: ticker('AAPL') }), ["Invalid parameter 'ticker'", 'names its tickers in a column of its own']);
  });

  it('refuses a ticker for a dividends file and for a publisher dataset', async () => {
    const file = files.write('div.csv', lines('ticker,ex_date,amount', 'AAPL,2024-02-09,0.24'));
    await expectRefused(ingestAny(fx.store, fx.clock, 'dividends', file, { ticker: ticker('AAPL') }), ["Invalid parameter 'ticker': only a prices file takes a ticker"]);
    await expectRefused(ingestAny(fx.store, fx.clock, 'vix', file, { ticker: ticker('AAPL') }), ["Invalid parameter 'ticker': only a prices file takes a ticker"]);
  });

  it('replaces the synthetic bars of the ticker a download brings, and reports them', async () => {
    const sample = await sampleStore();
    try {
      const synthetic = (await sample.store.one<{ n: number }>("SELECT count(*) AS n FROM prices WHERE ticker = 'AAPL' AND source = 'sample'"))!.n;
      expect(synthetic).toBeGreaterThan(0);
      const report = await ingestFile(sample.store, sample.clock, 'prices', files.write('AAPL.csv', lines(YAHOO_HEADER, ...YAHOO_ROWS)));
      expect(report.replacedSample).toEqual(expect.arrayContaining([{ dataset: 'prices', key: 'AAPL', rows: synthetic }]));
      expect(await sample.store.all("SELECT DISTINCT source FROM prices WHERE ticker = 'AAPL'")).toEqual([{ source: 'ingest' }]);
    } finally {
      sample.store.close();
    }
  });
});
