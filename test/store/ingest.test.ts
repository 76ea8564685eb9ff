import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ingestAny, ingestFile } from '../../src/store/ingest/index';
import { emptyStore, sampleStore, type SampleFixture } from '../support/store';
import { MSFT_REAL, expectRefused, fixture, realFixture, scratch, snapshot } from '../fixtures/ingest/helpers';

const CAPTURED_AT = '2026-11-21T15:00:00.000Z';

/** The five bars of the prices fixtures, as the store must hold them. */
const FIXTURE_BARS = [
  { ticker: 'ACME', date: '2026-03-02', open: 10, high: 10.5, low: 9.8, close: 10.2, adjusted_close: 10.1, volume: 120000 },
  { ticker: 'ACME', date: '2026-03-03', open: 10.2, high: 10.9, low: 10.1, close: 10.8, adjusted_close: 10.7, volume: 98000 },
  { ticker: 'ACME', date: '2026-03-04', open: 10.8, high: 10.95, low: 10.4, close: 10.45, adjusted_close: 10.35, volume: 0 },
  { ticker: 'BRK-B', date: '2026-03-02', open: 410, high: 415.25, low: 408.1, close: 414, adjusted_close: 414, volume: 3500000 },
  { ticker: 'BRK-B', date: '2026-03-03', open: 414, high: 419, low: 411.5, close: 418.75, adjusted_close: 418.75, volume: 3100000 },
];

const BAR_COLUMNS = 'ticker, date, open, high, low, close, adjusted_close, volume';

let fx: SampleFixture;
const files = scratch();

beforeEach(async () => {
  fx = await emptyStore();
});
afterEach(() => fx.store.close());
afterAll(() => files.remove());

describe('formats and canonical columns', () => {
  it('loads a canonical CSV, matching column names case-insensitively', async () => {
    const report = await ingestFile(fx.store, fx.clock, 'prices', fixture('prices.csv'));
    expect(report).toEqual({
      dataset: 'prices', file: fixture('prices.csv'), format: 'csv', layout: 'canonical', ticker: null, tickerFrom: null,
      rowsRead: 5, rowsAdded: 5, rowsSkipped: 0, rowsWithoutData: 0, replacedSample: [],
    });
    expect(await fx.store.all(`SELECT ${BAR_COLUMNS} FROM prices ORDER BY ticker, date`)).toEqual(FIXTURE_BARS);
  });

  it.each(['prices.json', 'prices.ndjson'])('loads the same bars from JSON (%s)', async (name) => {
    const report = await ingestFile(fx.store, fx.clock, 'prices', fixture(name));
    expect(report).toMatchObject({ format: 'json', rowsRead: 5, rowsAdded: 5 });
    expect(await fx.store.all(`SELECT ${BAR_COLUMNS} FROM prices ORDER BY ticker, date`)).toEqual(FIXTURE_BARS);
  });

  it('matches column names ignoring underscores, so the API\'s own field names load back: adjustedClose in CSV and JSON', async () => {
    // What `fds prices MSFT --csv` prints, and the rows of its --json body with the ticker added.
    const csvFile = files.write('msft.csv', 'date,open,high,low,close,adjustedClose,volume\n2026-11-19,405.47,412.54,403.33,411.06,410.5,46740717\n2026-11-20,410.42,420.52,404.95,420,419.4,40695566\n');
    expect(await ingestFile(fx.store, fx.clock, 'prices', csvFile)).toMatchObject({ ticker: 'MSFT', tickerFrom: 'fileName', rowsAdded: 2 });
    const jsonFile = files.write('rows.json', JSON.stringify([{ ticker: 'AAPL', date: '2026-11-20', open: 230.04, high: 233.43, low: 229.4, close: 230, adjustedClose: 229.1, volume: 65839795 }]));
    expect(await ingestFile(fx.store, fx.clock, 'prices', jsonFile)).toMatchObject({ rowsAdded: 1 });
    expect(await fx.store.all('SELECT ticker, date, adjusted_close FROM prices ORDER BY ticker, date')).toEqual([
      { ticker: 'AAPL', date: '2026-11-20', adjusted_close: 229.1 },
      { ticker: 'MSFT', date: '2026-11-19', adjusted_close: 410.5 },
      { ticker: 'MSFT', date: '2026-11-20', adjusted_close: 419.4 },
    ]);
  });

  it('loads the same bars from Parquet', async () => {
    const parquet = files.path('prices.parquet');
    // The Parquet file is written by DuckDB from the CSV fixture; its columns are typed (DATE, DOUBLE, BIGINT).
    await fx.store.run(`COPY (SELECT * FROM read_csv('${fixture('prices.csv')}')) TO '${parquet}' (FORMAT parquet)`);
    const report = await ingestFile(fx.store, fx.clock, 'prices', parquet);
    expect(report).toMatchObject({ format: 'parquet', rowsRead: 5, rowsAdded: 5 });
    expect(await fx.store.all(`SELECT ${BAR_COLUMNS} FROM prices ORDER BY ticker, date`)).toEqual(FIXTURE_BARS);
  });

  it('accepts the canonical columns in any order and defaults adjusted_close to close', async () => {
    const file = files.write('reordered.csv', 'volume,close,low,high,open,date,ticker\n500,20.5,19.5,21,20,2026-04-01,ZED\n');
    await ingestFile(fx.store, fx.clock, 'prices', file);
    expect(await fx.store.all(`SELECT ${BAR_COLUMNS} FROM prices`)).toEqual([
      { ticker: 'ZED', date: '2026-04-01', open: 20, high: 21, low: 19.5, close: 20.5, adjusted_close: 20.5, volume: 500 },
    ]);
  });
  it('reads a tab-delimited .txt file, a quoted CSV and a CSV that starts with a byte-order mark', async () => {
    const tab = files.write('bars.txt', 'ticker\tdate\topen\thigh\tlow\tclose\tvolume\nTABS,2026-04-01,1,2,0.5,1.5,10\n'.replaceAll(',', '\t'));
    const quotedCsv = files.write('quoted.csv', '"ticker","date","open","high","low","close","volume"\n"QUOT","2026-04-01","1","2","0.5","1.5","10"\n');
    const bom = files.write('bom.csv', '\uFEFFticker,date,open,high,low,close,volume\nBOMS,2026-04-01,1,2,0.5,1.5,10\n');
    for (const file of [tab, quotedCsv, bom]) expect(await ingestFile(fx.store, fx.clock, 'prices', file)).toMatchObject({ format: 'csv', rowsAdded: 1 });
    expect(await fx.store.all(`SELECT ${BAR_COLUMNS} FROM prices ORDER BY ticker`)).toEqual(
      ['BOMS', 'QUOT', 'TABS'].map((ticker) => ({ ticker, date: '2026-04-01', open: 1, high: 2, low: 0.5, close: 1.5, adjusted_close: 1.5, volume: 10 })),
    );
  });
  it('reads CRLF line endings, a missing final newline and trailing blank lines', async () => {
    const crlf = files.write('crlf.csv', 'ticker,date,open,high,low,close,volume\r\nCRLF,2026-04-01,1,2,0.5,1.5,10\r\n');
    const noNewline = files.write('no-newline.csv', 'ticker,date,open,high,low,close,volume\nNONL,2026-04-01,1,2,0.5,1.5,10');
    const blanks = files.write('blanks.csv', 'ticker,date,open,high,low,close,volume\nBLNK,2026-04-01,1,2,0.5,1.5,10\n\n\n');
    for (const file of [crlf, noNewline, blanks]) expect(await ingestFile(fx.store, fx.clock, 'prices', file)).toMatchObject({ rowsRead: 1, rowsAdded: 1 });
    expect(await fx.store.all('SELECT ticker FROM prices ORDER BY ticker')).toEqual([{ ticker: 'BLNK' }, { ticker: 'CRLF' }, { ticker: 'NONL' }]);
  });
});

describe('the real MSFT daily file', () => {
  it('ingests a canonical file derived from it: every bar stored as published', async () => {
    const canonical = files.path('msft-canonical.csv');
    await fx.store.run(`COPY (SELECT 'MSFT' AS ticker, * FROM read_csv('${MSFT_REAL}')) TO '${canonical}' (HEADER)`);
    const report = await ingestFile(fx.store, fx.clock, 'prices', canonical);
    const published = await fx.store.all<Record<string, unknown>>(
      `SELECT date, open, high, low, close, close AS adjusted_close, volume FROM read_csv('${MSFT_REAL}') ORDER BY date`,
    );
    expect(report).toMatchObject({ rowsRead: published.length, rowsAdded: published.length, rowsSkipped: 0 });
    expect(published.length).toBeGreaterThan(250);
    expect(await fx.store.all("SELECT date, open, high, low, close, adjusted_close, volume FROM prices WHERE ticker = 'MSFT' ORDER BY date")).toEqual(published);
  });
});

describe('idempotency', () => {
  it('re-ingesting the same file adds nothing', async () => {
    await ingestFile(fx.store, fx.clock, 'prices', fixture('prices.csv'));
    const before = await snapshot(fx.store);
    const again = await ingestFile(fx.store, fx.clock, 'prices', fixture('prices.csv'));
    expect(again).toMatchObject({ rowsRead: 5, rowsAdded: 0, rowsSkipped: 5 });
    const after = await snapshot(fx.store);
    // Only the record of the second ingest is new.
    expect({ ...after, ingest_files: null }).toEqual({ ...before, ingest_files: null });
    expect(after.ingest_files?.rows).toBe(2);
  });

  it('skips rows whose ticker and date are stored and adds the others', async () => {
    await ingestFile(fx.store, fx.clock, 'prices', fixture('prices.csv'));
    const overlap = files.write(
      'overlap.csv',
      'ticker,date,open,high,low,close,volume\nACME,2026-03-04,99,99,99,99,1\nACME,2026-03-05,10.5,10.6,10.3,10.4,7000\n',
    );
    const report = await ingestFile(fx.store, fx.clock, 'prices', overlap);
    expect(report).toMatchObject({ rowsRead: 2, rowsAdded: 1, rowsSkipped: 1 });
    expect(await fx.store.all("SELECT date, close, source_file FROM prices WHERE ticker = 'ACME' AND date >= '2026-03-04' ORDER BY date")).toEqual([
      { date: '2026-03-04', close: 10.45, source_file: fixture('prices.csv') },
      { date: '2026-03-05', close: 10.4, source_file: overlap },
    ]);
  });

  it('collapses a key repeated inside a file to its first row', async () => {
    const file = files.write(
      'repeats.csv',
      [
        'ticker,date,open,high,low,close,volume',
        'ACME,2026-03-03,2,2,2,2,2',
        'ACME,2026-03-02,1,1,1,1,1',
        'ACME,2026-03-03,3,3,3,3,3',
        'acme,2026-03-02,4,4,4,4,4',
      ].join('\n'),
    );
    const report = await ingestFile(fx.store, fx.clock, 'prices', file);
    expect(report).toMatchObject({ rowsRead: 4, rowsAdded: 2, rowsSkipped: 2 });
    expect(await fx.store.all('SELECT date, close FROM prices ORDER BY date')).toEqual([
      { date: '2026-03-02', close: 1 },
      { date: '2026-03-03', close: 2 },
    ]);
  });

  it('skips dividends and splits already stored, by ticker and date', async () => {
    await ingestFile(fx.store, fx.clock, 'dividends', fixture('dividends.csv'));
    await ingestFile(fx.store, fx.clock, 'splits', fixture('splits.csv'));
    expect(await ingestFile(fx.store, fx.clock, 'dividends', fixture('dividends.csv'))).toMatchObject({ rowsRead: 3, rowsAdded: 0 });
    expect(await ingestFile(fx.store, fx.clock, 'splits', fixture('splits.csv'))).toMatchObject({ rowsRead: 1, rowsAdded: 0 });
  });
});

describe('provenance', () => {
  it('stamps every row with source ingest, the absolute file path and the capture time', async () => {
    await ingestFile(fx.store, fx.clock, 'prices', fixture('prices.csv'));
    await ingestFile(fx.store, fx.clock, 'dividends', fixture('dividends.csv'));
    await ingestFile(fx.store, fx.clock, 'splits', fixture('splits.csv'));
    for (const [table, file] of [['prices', 'prices.csv'], ['listings', 'prices.csv'], ['dividends', 'dividends.csv'], ['splits', 'splits.csv']] as const) {
      expect(await fx.store.all(`SELECT DISTINCT source, source_file, captured_at FROM ${table}`), table).toEqual([
        { source: 'ingest', source_file: fixture(file), captured_at: CAPTURED_AT },
      ]);
    }
  });

  it('records one ingest_files row per file with its sha256 and row counts', async () => {
    const path = fixture('prices.csv');
    await ingestFile(fx.store, fx.clock, 'prices', path);
    const sha256 = createHash('sha256').update(readFileSync(path)).digest('hex');
    const rows = await fx.store.all('SELECT dataset, path, format, sha256, rows_read, rows_added, captured_at FROM ingest_files');
    expect(rows).toEqual([{ dataset: 'prices', path, format: 'csv', sha256, rows_read: 5, rows_added: 5, captured_at: CAPTURED_AT }]);
    const { id } = (await fx.store.one<{ id: string }>('SELECT id FROM ingest_files'))!;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('resolves a relative path to the absolute one it records', async () => {
    const relative = `./${fixture('prices.csv').slice(process.cwd().length + 1)}`;
    const report = await ingestFile(fx.store, fx.clock, 'prices', relative);
    expect(report.file).toBe(fixture('prices.csv'));
  });
});

describe('tickers and listings', () => {
  it('normalises tickers with the API parser: brk.b is stored as BRK-B, xlon:vod as XLON:VOD', async () => {
    const file = files.write('tickers.csv', 'ticker,date,open,high,low,close,volume,currency\nxlon:vod,2026-03-02,70,71,69,70.5,1000,gbp\n');
    await ingestFile(fx.store, fx.clock, 'prices', fixture('prices.csv'));
    await ingestFile(fx.store, fx.clock, 'prices', file);
    expect(await fx.store.all('SELECT DISTINCT ticker FROM prices ORDER BY ticker')).toEqual([{ ticker: 'ACME' }, { ticker: 'BRK-B' }, { ticker: 'XLON:VOD' }]);
  });

  it('adds a listing for each new ticker: named after it, kind Stock, currency from the file or USD, MIC split out', async () => {
    const file = files.write('tickers.csv', 'ticker,date,open,high,low,close,volume,currency\nXLON:VOD,2026-03-02,70,71,69,70.5,1000,gbp\nNEWCO,2026-03-02,5,5,5,5,10,\n');
    await ingestFile(fx.store, fx.clock, 'prices', file);
    expect(await fx.store.all('SELECT ticker, mic, symbol, name, issuer, kind, currency, active FROM listings ORDER BY ticker')).toEqual([
      { ticker: 'NEWCO', mic: null, symbol: 'NEWCO', name: 'NEWCO', issuer: null, kind: 'Stock', currency: 'USD', active: true },
      { ticker: 'XLON:VOD', mic: 'XLON', symbol: 'VOD', name: 'XLON:VOD', issuer: null, kind: 'Stock', currency: 'GBP', active: true },
    ]);
  });

  it('leaves the listing of a known ticker as it is', async () => {
    const sample = await sampleStore();
    try {
      const before = await sample.store.all("SELECT * FROM listings WHERE ticker = 'AAPL'");
      const file = files.write('aapl.csv', 'ticker,date,open,high,low,close,volume,currency\nAAPL,2031-01-02,1,1,1,1,1,EUR\n');
      expect(await ingestFile(sample.store, sample.clock, 'prices', file)).toMatchObject({ rowsAdded: 1 });
      expect(await sample.store.all("SELECT * FROM listings WHERE ticker = 'AAPL'")).toEqual(before);
    } finally {
      sample.store.close();
    }
  });

  it('does not create listings from dividends or splits files', async () => {
    await ingestFile(fx.store, fx.clock, 'dividends', fixture('dividends.csv'));
    await ingestFile(fx.store, fx.clock, 'splits', fixture('splits.csv'));
    expect(await fx.store.all('SELECT * FROM listings')).toEqual([]);
  });
});

describe('dividends and splits', () => {
  it('stores dividends with their currency, upper-cased, USD when the file leaves it empty', async () => {
    await ingestFile(fx.store, fx.clock, 'dividends', fixture('dividends.csv'));
    expect(await fx.store.all('SELECT ticker, ex_date, amount, currency FROM dividends ORDER BY ticker, ex_date')).toEqual([
      { ticker: 'ACME', ex_date: '2026-02-12', amount: 0.24, currency: 'USD' },
      { ticker: 'ACME', ex_date: '2026-05-14', amount: 0.26, currency: 'USD' },
      { ticker: 'XLON:VOD', ex_date: '2026-06-05', amount: 0.045, currency: 'GBP' },
    ]);
  });

  it('stores a split with no stored bars as pending', async () => {
    await ingestFile(fx.store, fx.clock, 'splits', fixture('splits.csv'));
    expect(await fx.store.all('SELECT ticker, effective_date, numerator, denominator, restated FROM splits')).toEqual([
      { ticker: 'ACME', effective_date: '2026-03-04', numerator: 4, denominator: 1, restated: false },
    ]);
  });

  it('reconciles splits after a load: a 4:1 split ingested with old-basis bars restates them', async () => {
    const bars = files.write(
      'old-basis.csv',
      [
        'ticker,date,open,high,low,close,volume',
        'SPLT,2026-03-02,400,404,396,400,1000',
        'SPLT,2026-03-03,400,412,400,408,2000',
        'SPLT,2026-03-04,102,104,101,103,8000',
        'SPLT,2026-03-05,103,105,102,104,9000',
      ].join('\n'),
    );
    const split = files.write('split.csv', 'ticker,effective_date,numerator,denominator\nSPLT,2026-03-04,4,1\n');
    await ingestFile(fx.store, fx.clock, 'prices', bars);
    await ingestFile(fx.store, fx.clock, 'splits', split);
    expect(await fx.store.all("SELECT date, open, close, volume FROM prices WHERE ticker = 'SPLT' ORDER BY date")).toEqual([
      { date: '2026-03-02', open: 100, close: 100, volume: 4000 },
      { date: '2026-03-03', open: 100, close: 102, volume: 8000 },
      { date: '2026-03-04', open: 102, close: 103, volume: 8000 },
      { date: '2026-03-05', open: 103, close: 104, volume: 9000 },
    ]);
    expect(await fx.store.all('SELECT restated, restated_at FROM splits')).toEqual([{ restated: true, restated_at: CAPTURED_AT }]);
  });

  it('reconciles a split stored earlier once a prices file brings the bars across it', async () => {
    await ingestFile(fx.store, fx.clock, 'splits', files.write('split-first.csv', 'ticker,effective_date,numerator,denominator\nSPLT,2026-03-04,4,1\n'));
    await ingestFile(
      fx.store,
      fx.clock,
      'prices',
      files.write('bars-later.csv', 'ticker,date,open,high,low,close,volume\nSPLT,2026-03-03,400,412,400,408,2000\nSPLT,2026-03-04,102,104,101,103,8000\n'),
    );
    expect(await fx.store.all("SELECT date, close FROM prices WHERE ticker = 'SPLT' ORDER BY date")).toEqual([
      { date: '2026-03-03', close: 102 },
      { date: '2026-03-04', close: 103 },
    ]);
    expect(await fx.store.all('SELECT restated FROM splits')).toEqual([{ restated: true }]);
  });
});

describe('storage order', () => {
  it('inserts rows ordered by ticker then date, whatever the order of the file', async () => {
    const file = files.write(
      'unsorted.csv',
      ['ticker,date,open,high,low,close,volume', 'ZZZ,2026-03-03,1,1,1,1,1', 'AAA,2026-03-04,1,1,1,1,1', 'ZZZ,2026-03-02,1,1,1,1,1', 'AAA,2026-03-02,1,1,1,1,1'].join('\n'),
    );
    await ingestFile(fx.store, fx.clock, 'prices', file);
    // No ORDER BY: the scan returns the table in its stored order.
    expect(await fx.store.all('SELECT ticker, date FROM prices')).toEqual([
      { ticker: 'AAA', date: '2026-03-02' },
      { ticker: 'AAA', date: '2026-03-04' },
      { ticker: 'ZZZ', date: '2026-03-02' },
      { ticker: 'ZZZ', date: '2026-03-03' },
    ]);
  });
});

describe('a large file', () => {
  const ROWS = 250_000;
  let big: string;

  beforeAll(async () => {
    const generator = await emptyStore();
    big = files.path('big.csv');
    // Several row groups and parallel read chunks: row numbers must still follow the file.
    await generator.store.run(`COPY (
      SELECT 'T' || (i // 1000) AS ticker, DATE '2000-01-01' + CAST(i % 1000 AS INTEGER) AS date,
             10.0 AS open, 11.0 AS high, 9.0 AS low, CASE WHEN i = ${ROWS - 50_000} THEN -1.0 ELSE 10.5 END AS close, 100 AS volume
      FROM range(${ROWS}) r(i) ORDER BY i) TO '${big}' (HEADER)`);
    generator.store.close();
  });

  it('names the line of a bad value even deep inside a large file', async () => {
    const before = await snapshot(fx.store);
    await expectRefused(ingestFile(fx.store, fx.clock, 'prices', big), [big, `, line ${ROWS - 50_000 + 2}, column 'close': "-1.0" must be a number greater than 0.`]);
    expect(await snapshot(fx.store)).toEqual(before);
  });
});

describe('the ingest generation', () => {
  it('every ingest that commits moves it once (canonical files in one pass or staged, published layouts); a refused file does not', async () => {
    const start = fx.store.ingestGeneration;
    await ingestFile(fx.store, fx.clock, 'prices', fixture('prices.csv'));
    expect(fx.store.ingestGeneration).toBe(start + 1);
    await ingestFile(fx.store, fx.clock, 'prices', fixture('prices.json'));
    expect(fx.store.ingestGeneration).toBe(start + 2);
    await ingestAny(fx.store, fx.clock, 'finra-short-volume', realFixture('finra-short-volume/CNMSshvol20260730.txt'));
    expect(fx.store.ingestGeneration).toBe(start + 3);
    await expect(ingestFile(fx.store, fx.clock, 'prices', files.write('bad.csv', 'ticker,date,close\nACME,not-a-date,1\n'))).rejects.toThrow();
    expect(fx.store.ingestGeneration).toBe(start + 3);
  });
});
