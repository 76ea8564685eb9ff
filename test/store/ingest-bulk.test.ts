/**
 * The one-pass path for CSV bars: it loads a clean file by itself, declines (null) whatever the staged path
 * must look at, and stores exactly what the staged path stores.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bulkPathApplies, firstRowsRiseByKey, loadPricesInOnePass, type BulkOutcome, type InsertOrder } from '../../src/store/ingest/bulk-prices';
import { matchColumns } from '../../src/store/ingest/columns';
import { datasets } from '../../src/store/ingest/datasets';
import { describeFile } from '../../src/store/ingest/describe';
import { ingestFile } from '../../src/store/ingest/index';
import { recogniseLayout } from '../../src/store/ingest/recognise';
import { loadStaged } from '../../src/store/ingest/staged';
import type { Store } from '../../src/store/store';
import { emptyStore, type SampleFixture } from '../support/store';
import { scratch, snapshot } from '../fixtures/ingest/helpers';

const HEADER = 'ticker,date,open,high,low,close,volume';
const CAPTURED_AT = '2026-11-21T15:00:00.000Z';

let fx: SampleFixture;
const files = scratch();
beforeEach(async () => {
  fx = await emptyStore();
});
afterEach(() => fx.store.close());
afterAll(() => files.remove());

const csv = (...lines: string[]): string => lines.join('\n') + '\n';

class RollBack extends Error {}

/** Runs the one pass on `file` and rolls the transaction back, as the caller does when it misses. */
async function onePassThenRollBack(store: Store, file: string, order: InsertOrder): Promise<BulkOutcome | undefined> {
  const shape = await describeFile(store, file, 'csv');
  const present = matchColumns(file, datasets.prices, shape.names);
  let result: BulkOutcome | undefined;
  await store
    .write(async (tx) => {
      result = await loadPricesInOnePass(tx, file, shape.delimiter!, present, { file, capturedAt: CAPTURED_AT }, order);
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  return result;
}

describe('the one-pass path', () => {
  it('is taken by prices files without a currency column', () => {
    const layout = datasets.prices;
    expect(bulkPathApplies(matchColumns('f.csv', layout, HEADER.split(',')))).toBe(true);
    expect(bulkPathApplies(matchColumns('f.csv', layout, [...HEADER.split(','), 'adjusted_close']))).toBe(true);
    expect(bulkPathApplies(matchColumns('f.csv', layout, [...HEADER.split(','), 'currency']))).toBe(false);
  });

  it('loads a clean unsorted file by itself in key order and counts its rows', async () => {
    const file = files.write('clean.csv', csv(HEADER, 'MSFT,2026-03-03,2,2,2,2,20', 'AAPL,2026-03-02,1,1,1,1,10', 'AAPL,2026-03-03,1.5,1.6,1.4,1.5,0'));
    const shape = await describeFile(fx.store, file, 'csv');
    const present = matchColumns(file, datasets.prices, shape.names);
    const result = await fx.store.write((tx) => loadPricesInOnePass(tx, file, shape.delimiter!, present, { file, capturedAt: CAPTURED_AT }, 'key'));
    expect(result).toEqual({ rowsRead: 3, rowsAdded: 3, replaced: [] });
    expect(await fx.store.all('SELECT ticker, date, close, adjusted_close, volume FROM prices')).toEqual([
      { ticker: 'AAPL', date: '2026-03-02', close: 1, adjusted_close: 1, volume: 10 },
      { ticker: 'AAPL', date: '2026-03-03', close: 1.5, adjusted_close: 1.5, volume: 0 },
      { ticker: 'MSFT', date: '2026-03-03', close: 2, adjusted_close: 2, volume: 20 },
    ]);
  });

  it('loads a sorted file in file order, and finds an unsorted one out in file order', async () => {
    const sorted = files.write('sorted.csv', csv(HEADER, 'AAPL,2026-03-02,1,1,1,1,10', 'AAPL,2026-03-03,1,1,1,1,10', 'MSFT,2026-03-02,2,2,2,2,20'));
    const unsorted = files.write('unsorted.csv', csv(HEADER, 'AAPL,2026-03-02,1,1,1,1,10', 'MSFT,2026-03-02,2,2,2,2,20', 'AAPL,2026-03-03,1,1,1,1,10'));
    expect(await onePassThenRollBack(fx.store, sorted, 'file')).toEqual({ rowsRead: 3, rowsAdded: 3, replaced: [] });
    expect(await onePassThenRollBack(fx.store, unsorted, 'file')).toBe('unsorted');
    expect(await onePassThenRollBack(fx.store, unsorted, 'key')).toEqual({ rowsRead: 3, rowsAdded: 3, replaced: [] });
  });

  it('tells a file sorted by ticker then date from its first rows', async () => {
    const look = async (content: string) => {
      const file = files.write('look.csv', content);
      const shape = await describeFile(fx.store, file, 'csv');
      return firstRowsRiseByKey(fx.store, file, shape.delimiter!, matchColumns(file, datasets.prices, shape.names));
    };
    expect(await look(csv(HEADER, 'AAPL,2026-03-02,1,1,1,1,10', 'AAPL,2026-03-03,1,1,1,1,10', 'MSFT,2026-03-02,2,2,2,2,20'))).toBe(true);
    // Date-major, as daily cross-section exports come.
    expect(await look(csv(HEADER, 'AAPL,2026-03-02,1,1,1,1,10', 'MSFT,2026-03-02,2,2,2,2,20', 'AAPL,2026-03-03,1,1,1,1,10'))).toBe(false);
    expect(await look(csv(HEADER, 'AAPL,2026-03-02,1,1,1,1,10', 'AAPL,2026-03-02,1,1,1,1,10'))).toBe(false);
  });

  it('skips and counts rows whose key was stored before', async () => {
    await ingestFile(fx.store, fx.clock, 'prices', files.write('first.csv', csv(HEADER, 'AAPL,2026-03-02,1,1,1,1,10')));
    const result = await onePassThenRollBack(fx.store, files.write('second.csv', csv(HEADER, 'AAPL,2026-03-02,9,9,9,9,90', 'AAPL,2026-03-03,1,1,1,1,10')), 'file');
    expect(result).toEqual({ rowsRead: 2, rowsAdded: 1, replaced: [] });
  });

  it.each([
    ['a value that breaks a rule', csv(HEADER, 'AAPL,2026-03-02,1,1,1,-1,10')],
    ['an adjusted close that breaks a rule', csv(`${HEADER},adjusted_close`, 'AAPL,2026-03-02,1,1,1,1,10,0')],
    ['a non-integer volume', csv(HEADER, 'AAPL,2026-03-02,1,1,1,1,10.5')],
    ['a high below the open', csv(HEADER, 'AAPL,2026-03-02,1.2,1.1,1,1.1,10')],
    ['a close above the high', csv(HEADER, 'AAPL,2026-03-02,1,1.1,1,1.2,10')],
    ['a low above the close', csv(HEADER, 'AAPL,2026-03-02,1.1,1.2,1.05,1,10')],
    ['an empty required value', csv(HEADER, 'AAPL,2026-03-02,1,1,,1,10')],
    ['a row DuckDB cannot read', csv(HEADER, 'AAPL,2026-03-02,1,1,1,1,10', 'AAPL,2026-02-30,1,1,1,1,10')],
    ['a ticker not written as its stored key', csv(HEADER, 'brk.b,2026-03-02,1,1,1,1,10')],
    ['a key repeated inside the file', csv(HEADER, 'AAPL,2026-03-02,1,1,1,1,10', 'AAPL,2026-03-02,2,2,2,2,20')],
    ['a header and no rows', csv(HEADER)],
  ])('declines %s, for the staged path to handle', async (_what, content) => {
    const before = await snapshot(fx.store);
    expect(await onePassThenRollBack(fx.store, files.write('declined.csv', content), 'key')).toBe('declined');
    expect(await snapshot(fx.store)).toEqual(before);
  });
});

describe('the two paths', () => {
  it('store the same rows and listings for the same file', async () => {
    const file = files.write(
      'both.csv',
      csv(`${HEADER},adjusted_close`, 'ZED,2026-03-03,3,3.5,2.5,3.25,300,', 'AAPL,2026-03-02,1,1.2,0.9,1.1,100,1.05', 'XLON:VOD,2026-03-02,70,71,69,70.5,1000,70.1', 'AAPL,2026-03-03,1.1,1.3,1,1.2,0,1.15'),
    );
    // The file is one the one pass takes by itself, so ingestFile stores it that way.
    expect(await onePassThenRollBack(fx.store, file, 'key')).toEqual({ rowsRead: 4, rowsAdded: 4, replaced: [] });
    const viaIngest = await ingestFile(fx.store, fx.clock, 'prices', file);

    const staged = await emptyStore();
    try {
      const shape = await describeFile(staged.store, file, 'csv');
      const layout = recogniseLayout(file, datasets.prices, 'csv', shape.names);
      const viaStaging = await staged.store.write((tx) =>
        loadStaged(tx, { path: file, format: 'csv', delimiter: shape.delimiter }, layout, null, { file, capturedAt: CAPTURED_AT }),
      );
      expect({ rowsRead: viaIngest.rowsRead, rowsAdded: viaIngest.rowsAdded, rowsWithoutData: 0, replaced: viaIngest.replacedSample }).toEqual(viaStaging);
      for (const table of ['prices', 'listings']) {
        // No ORDER BY: the stored order must match too.
        expect(await fx.store.all(`SELECT * FROM ${table}`), table).toEqual(await staged.store.all(`SELECT * FROM ${table}`));
      }
    } finally {
      staged.store.close();
    }
  });
});
