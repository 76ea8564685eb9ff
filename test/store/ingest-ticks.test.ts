/**
 * `fds ingest ticks`: captured intraday trades in CSV, JSON or Parquet, times stored as UTC instants, the
 * same all-or-nothing, idempotent and provenance guarantees as every other dataset.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ingestFile } from '../../src/store/ingest/index';
import { emptyStore, sampleStore, type SampleFixture } from '../support/store';
import { expectRefused, fixture, scratch, snapshot } from '../fixtures/ingest/helpers';

const CAPTURED_AT = '2026-11-21T15:00:00.000Z';

/** The four trades of the ticks fixtures, as the store must hold them. */
const FIXTURE_TICKS = [
  { ticker: 'ACME', ts: '2026-11-25T14:29:59.750Z', price: 10.2, bid: 10.19, ask: 10.21, size: 100, transport: 'WebSocket' },
  { ticker: 'ACME', ts: '2026-11-25T14:30:00.250Z', price: 10.21, bid: null, ask: 10.22, size: null, transport: 'Rest' },
  { ticker: 'ACME', ts: '2026-11-25T14:30:00.250Z', price: 10.22, bid: 10.21, ask: null, size: 50, transport: 'WebSocket' },
  { ticker: 'BRK-B', ts: '2026-11-25T09:31:15.000Z', price: 470.05, bid: 470.01, ask: 470.09, size: 200, transport: 'Rest' },
];

const TICK_COLUMNS = 'ticker, ts, price, bid, ask, size, transport';
const storedTicks = (fx: SampleFixture) => fx.store.all(`SELECT ${TICK_COLUMNS} FROM ticks ORDER BY ticker, ts, price`);

let fx: SampleFixture;
const files = scratch();

beforeEach(async () => {
  fx = await emptyStore();
});
afterEach(() => fx.store.close());
afterAll(() => files.remove());

const csv = (...lines: string[]): string => lines.join('\n') + '\n';
const HEADER = 'ticker,ts,price,bid,ask,size,transport';

describe('formats and canonical columns', () => {
  it('loads a CSV of ticks, converting every offset to the UTC instant and defaulting transport to WebSocket', async () => {
    const report = await ingestFile(fx.store, fx.clock, 'ticks', fixture('ticks.csv'));
    expect(report).toEqual({
      dataset: 'ticks', file: fixture('ticks.csv'), format: 'csv', layout: 'canonical', ticker: null, tickerFrom: null,
      rowsRead: 4, rowsAdded: 4, rowsSkipped: 0, rowsWithoutData: 0, replacedSample: [],
    });
    expect(await storedTicks(fx)).toEqual(FIXTURE_TICKS);
  });

  it('loads the same ticks from JSON, where null leaves a side of the book empty', async () => {
    const report = await ingestFile(fx.store, fx.clock, 'ticks', fixture('ticks.json'));
    expect(report).toMatchObject({ format: 'json', rowsRead: 4, rowsAdded: 4 });
    expect(await storedTicks(fx)).toEqual(FIXTURE_TICKS);
  });

  it('loads the same ticks from Parquet with a time-zone-aware timestamp column', async () => {
    const parquet = files.path('ticks.parquet');
    await fx.store.run(
      `COPY (SELECT ticker, CAST(ts AS TIMESTAMPTZ) AS ts, CAST(price AS DOUBLE) AS price, CAST(bid AS DOUBLE) AS bid,
                    CAST(ask AS DOUBLE) AS ask, CAST(size AS BIGINT) AS size, transport
             FROM read_csv('${fixture('ticks.csv')}', all_varchar = true)) TO '${parquet}' (FORMAT parquet)`,
    );
    const report = await ingestFile(fx.store, fx.clock, 'ticks', parquet);
    expect(report).toMatchObject({ format: 'parquet', rowsRead: 4, rowsAdded: 4 });
    expect(await storedTicks(fx)).toEqual(FIXTURE_TICKS);
  });

  it('needs only ticker, ts and price', async () => {
    const file = files.write('minimal.csv', csv('ticker,ts,price', 'AAPL,2026-11-25T15:00:00Z,230.5'));
    await ingestFile(fx.store, fx.clock, 'ticks', file);
    expect(await storedTicks(fx)).toEqual([
      { ticker: 'AAPL', ts: '2026-11-25T15:00:00.000Z', price: 230.5, bid: null, ask: null, size: null, transport: 'WebSocket' },
    ]);
  });
});

describe('provenance', () => {
  it('records source ingest, the file and the capture time on every row, and the file in ingest_files', async () => {
    await ingestFile(fx.store, fx.clock, 'ticks', fixture('ticks.csv'));
    expect(await fx.store.all('SELECT DISTINCT source, source_file, captured_at FROM ticks')).toEqual([
      { source: 'ingest', source_file: fixture('ticks.csv'), captured_at: CAPTURED_AT },
    ]);
    expect(await fx.store.all('SELECT dataset, path, format, rows_read, rows_added FROM ingest_files')).toEqual([
      { dataset: 'ticks', path: fixture('ticks.csv'), format: 'csv', rows_read: 4, rows_added: 4 },
    ]);
  });

  it('adds no listing for a ticker the store does not know (only prices do)', async () => {
    await ingestFile(fx.store, fx.clock, 'ticks', fixture('ticks.csv'));
    expect(await fx.store.all('SELECT ticker FROM listings')).toEqual([]);
  });
});

describe('idempotency: a tick is identified by ticker, ts and price', () => {
  it('adds nothing when the same file is ingested again', async () => {
    await ingestFile(fx.store, fx.clock, 'ticks', fixture('ticks.csv'));
    const again = await ingestFile(fx.store, fx.clock, 'ticks', fixture('ticks.csv'));
    expect(again).toMatchObject({ rowsRead: 4, rowsAdded: 0, rowsSkipped: 4 });
    expect(await storedTicks(fx)).toEqual(FIXTURE_TICKS);
  });

  it('recognises the same trades written with other offsets in another format', async () => {
    await ingestFile(fx.store, fx.clock, 'ticks', fixture('ticks.csv'));
    const file = files.write('same.json', JSON.stringify([
      { ticker: 'acme', ts: '2026-11-25T15:29:59.75+01:00', price: 10.2 },
      { ticker: 'ACME', ts: '2026-11-25T14:30:00.251Z', price: 10.21 },
    ]));
    const report = await ingestFile(fx.store, fx.clock, 'ticks', file);
    expect(report).toMatchObject({ rowsRead: 2, rowsAdded: 1, rowsSkipped: 1 });
    expect(await fx.store.all("SELECT ts, price FROM ticks WHERE source_file = ?", [file])).toEqual([
      { ts: '2026-11-25T14:30:00.251Z', price: 10.21 },
    ]);
  });

  it('keeps the first row of a key repeated inside one file, and both trades of one instant at two prices', async () => {
    const file = files.write('repeat.csv', csv(
      HEADER,
      'AAPL,2026-11-25T15:00:00Z,230.50,230.49,230.51,100,',
      'AAPL,2026-11-25T15:00:00Z,230.50,230.40,230.60,900,',
      'AAPL,2026-11-25T15:00:00Z,230.52,230.49,230.53,100,',
    ));
    const report = await ingestFile(fx.store, fx.clock, 'ticks', file);
    expect(report).toMatchObject({ rowsRead: 3, rowsAdded: 2, rowsSkipped: 1 });
    expect(await fx.store.all('SELECT price, bid, size FROM ticks ORDER BY price')).toEqual([
      { price: 230.5, bid: 230.49, size: 100 },
      { price: 230.52, bid: 230.49, size: 100 },
    ]);
  });

  it('replaces the synthetic market data of a sample ticker the file brings, and leaves every other ticker alone', async () => {
    const sample = await sampleStore('2026-11-20');
    const count = async (sql: string): Promise<number> => Number((await sample.store.one<{ n: number }>(sql))?.n);
    try {
      const otherTicks = await count("SELECT count(*) AS n FROM ticks WHERE source = 'sample' AND ticker <> 'BRK-B'");
      const brkTicks = await count("SELECT count(*) AS n FROM ticks WHERE source = 'sample' AND ticker = 'BRK-B'");
      const brkBars = await count("SELECT count(*) AS n FROM prices WHERE source = 'sample' AND ticker = 'BRK-B'");
      const report = await ingestFile(sample.store, sample.clock, 'ticks', fixture('ticks.json'));
      expect(report.rowsAdded).toBe(4);
      // brk.b is the sample's BRK-B: every synthetic row of it goes; ACME was never in the sample.
      expect(report.replacedSample).toEqual(expect.arrayContaining([
        { dataset: 'ticks', key: 'BRK-B', rows: brkTicks },
        { dataset: 'prices', key: 'BRK-B', rows: brkBars },
      ]));
      expect(report.replacedSample.every((r) => r.key === 'BRK-B')).toBe(true);
      expect(await count("SELECT count(*) AS n FROM ticks WHERE source = 'sample' AND ticker = 'BRK-B'")).toBe(0);
      expect(await count("SELECT count(*) AS n FROM prices WHERE source = 'sample' AND ticker = 'BRK-B'")).toBe(0);
      expect(await count("SELECT count(*) AS n FROM ticks WHERE source = 'sample' AND ticker <> 'BRK-B'")).toBe(otherTicks);
      expect(await count("SELECT count(*) AS n FROM ticks WHERE source = 'ingest'")).toBe(4);
      expect(await count("SELECT count(*) AS n FROM sample_keys WHERE kind = 'listing' AND key = 'BRK-B'")).toBe(0);
    } finally {
      sample.store.close();
    }
  });
});

describe('refusals leave the store unchanged', () => {
  beforeEach(async () => {
    await ingestFile(fx.store, fx.clock, 'ticks', fixture('ticks.csv'));
  });

  async function expectUnchangedRefusal(file: string, parts: readonly string[]): Promise<void> {
    const before = await snapshot(fx.store);
    await expectRefused(ingestFile(fx.store, fx.clock, 'ticks', file), [file, 'the store is unchanged', ...parts]);
    expect(await snapshot(fx.store)).toEqual(before);
  }

  it('refuses a time without an offset, which names no instant', async () => {
    const file = files.write('no-offset.csv', csv(HEADER, 'AAPL,2026-11-25T15:00:00Z,230.5,,,,', 'AAPL,2026-11-25T10:00:01,230.6,,,,'));
    await expectUnchangedRefusal(file, [`line 3, column 'ts': "2026-11-25T10:00:01" is not a timestamp, ISO 8601 with a UTC offset or Z`]);
  });

  it('refuses a time without an offset in JSON too', async () => {
    const file = files.write('no-offset.json', JSON.stringify([{ ticker: 'AAPL', ts: '2026-11-25T10:00:01', price: 230.6 }]));
    await expectUnchangedRefusal(file, [`record 1, column 'ts': "2026-11-25T10:00:01" is not a timestamp`]);
  });

  it('refuses a Parquet timestamp without a time zone', async () => {
    const parquet = files.path('naive.parquet');
    await fx.store.run(`COPY (SELECT 'AAPL' AS ticker, TIMESTAMP '2026-11-25 15:00:00' AS ts, 230.5::DOUBLE AS price) TO '${parquet}' (FORMAT parquet)`);
    await expectUnchangedRefusal(parquet, [`row 1, column 'ts': "2026-11-25 15:00:00" is not a timestamp`]);
  });

  it('refuses an impossible calendar time even with an offset', async () => {
    const file = files.write('month13.csv', csv(HEADER, 'AAPL,2026-13-25T15:00:00Z,230.5,,,,'));
    await expectUnchangedRefusal(file, [`line 2, column 'ts': "2026-13-25T15:00:00Z" is not a timestamp`]);
  });

  it.each([
    ['price', 'AAPL,2026-11-25T15:00:00Z,0,,,,', '"0" must be a number greater than 0'],
    ['bid', 'AAPL,2026-11-25T15:00:00Z,230.5,-1,,,', '"-1" must be a number greater than 0'],
    ['ask', 'AAPL,2026-11-25T15:00:00Z,230.5,,0,,', '"0" must be a number greater than 0'],
    ['size', 'AAPL,2026-11-25T15:00:00Z,230.5,,,1.5,', '"1.5" must be a whole number, 0 or more'],
    ['transport', 'AAPL,2026-11-25T15:00:00Z,230.5,,,,Fix', '"Fix" must be WebSocket or Rest'],
    ['price', 'AAPL,2026-11-25T15:00:00Z,,,,,', 'is empty'],
  ])('refuses a bad %s, naming its line and column', async (column, line, problem) => {
    const file = files.write(`bad-${column}.csv`, csv(HEADER, 'AAPL,2026-11-25T15:00:00Z,230.5,,,,', line));
    await expectUnchangedRefusal(file, [`line 3, column '${column}': ${problem}`]);
  });

  it('refuses a file missing the price column, listing the ticks layout', async () => {
    const file = files.write('no-price.csv', csv('ticker,ts', 'AAPL,2026-11-25T15:00:00Z'));
    await expectUnchangedRefusal(file, ["missing the required column 'price'", 'ticks columns: ticker, ts, price, bid (optional)']);
  });

  it('refuses a column that is not part of the ticks layout', async () => {
    const file = files.write('venue.csv', csv('ticker,ts,price,venue', 'AAPL,2026-11-25T15:00:00Z,230.5,XNAS'));
    await expectUnchangedRefusal(file, ["has a column 'venue' that is not part of the ticks layout"]);
  });

  it('refuses a value that is not a ticker', async () => {
    const file = files.write('ticker.csv', csv('ticker,ts,price', 'AAPL,2026-11-25T15:00:00Z,230.5', 'NOT A TICKER!,2026-11-25T15:00:01Z,230.5'));
    await expectUnchangedRefusal(file, [`line 3, column 'ticker': "NOT A TICKER!" is not a ticker`]);
  });
});
