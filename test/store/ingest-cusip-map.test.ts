/**
 * The `cusip-map` importer: CUSIP to ticker links in CSV, class tickers in the dash form, idempotence, a
 * changed link replacing the stored one, and refusals listing every bad row with its line and column.
 */
import { describe, expect, it } from 'vitest';
import { expectRefused, importerSuite, snapshot } from '../fixtures/ingest/helpers';
import type { SampleFixture } from '../support/store';

let fx: SampleFixture;
const { files, ingest } = importerSuite('cusip-map', (opened) => (fx = opened));
const links = () => fx.store.all('SELECT cusip, ticker, issuer_name FROM cusip_listings ORDER BY cusip');

describe('cusip-map', () => {
  it('stores each link, a class ticker in its dash form, and re-ingesting adds nothing', async () => {
    const file = files.write('map.csv', 'name,cusip,ticker\nAPPLE INC,037833100,aapl\nBERKSHIRE HATHAWAY INC,084670702,BRK.B\n');
    expect(await ingest(file)).toMatchObject({ rowsRead: 2, rowsAdded: 2 });
    expect(await links()).toEqual([
      { cusip: '037833100', ticker: 'AAPL', issuer_name: 'APPLE INC' },
      { cusip: '084670702', ticker: 'BRK-B', issuer_name: 'BERKSHIRE HATHAWAY INC' },
    ]);
    expect(await ingest(file)).toMatchObject({ rowsAdded: 0 });
  });

  it('a file naming a stored CUSIP with another ticker replaces its link', async () => {
    await ingest(files.write('a.csv', 'cusip,ticker\n037833100,AAPL\n'));
    await ingest(files.write('b.csv', 'cusip,ticker\n037833100,APLE\n'));
    expect(await links()).toEqual([{ cusip: '037833100', ticker: 'APLE', issuer_name: null }]);
  });

  it('refuses bad rows with their line and column, and a CUSIP mapped twice, leaving the store unchanged', async () => {
    const before = await snapshot(fx.store);
    await expectRefused(ingest(files.write('bad.csv', 'cusip,ticker\n12345,AAPL\n037833100,\n037833100,AAPL\n037833100,MSFT\n')), [
      "line 2, column 'cusip': \"12345\" is not a CUSIP",
      "line 3, column 'ticker': an empty value is not a ticker",
      "line 5, column 'ticker': \"MSFT\" maps 037833100 to a second ticker",
    ]);
    await expectRefused(ingest(files.write('header.csv', 'id,symbol\n1,AAPL\n')), ['names the columns cusip and ticker']);
    expect(await snapshot(fx.store)).toEqual(before);
  });
});
