/**
 * The `finra-short-volume` importer: FINRA's Reg SHO daily files (the consolidated CNMS file and the
 * facility files), on the real file of the shared fixtures and on files written in the same layout. The
 * record-count trailer must match, volumes stay fractional, symbols map to listings (unmapped ones are
 * stored as filed and reported), and a file is atomic and idempotent.
 */
import { describe, expect, it } from 'vitest';
import { ingestAny } from '../../src/store/ingest/index';
import { expectRefused, realFixture, snapshot } from '../fixtures/ingest/helpers';
import { shortSellingSuite } from './short-selling-support';

const REAL = realFixture('finra-short-volume/CNMSshvol20260730.txt');
const HEADER = 'Date|Symbol|ShortVolume|ShortExemptVolume|TotalVolume|Market';

const suite = shortSellingSuite('finra-short-volume');
const { files } = suite;
const ingest = (file: string) => suite.ingest(file);
const rows = () =>
  suite.fx().store.all(
    `SELECT CAST(date AS VARCHAR) AS date, ticker, symbol, symbol_mapped, facility, markets, short_volume, short_exempt_volume, total_volume, source
     FROM short_volume_daily ORDER BY ticker, date, facility`,
  );

describe('finra-short-volume on the real consolidated file', () => {
  it('stores every row with its fractional volumes and comma-list market, BRK/B under BRK-B', async () => {
    const report = await ingest(REAL);
    expect(report).toMatchObject({ dataset: 'finra-short-volume', format: 'text', layout: 'finra-short-volume', rowsRead: 3, rowsAdded: 3, rowsSkipped: 0 });
    expect(report.unmappedSymbols).toBeUndefined();
    expect(await rows()).toEqual([
      { date: '2026-07-30', ticker: 'AAPL', symbol: 'AAPL', symbol_mapped: true, facility: 'CNMS', markets: 'B,Q,N', short_volume: 9699860.835956, short_exempt_volume: 39078, total_volume: 20246331.798531, source: 'ingest' },
      { date: '2026-07-30', ticker: 'BRK-B', symbol: 'BRK/B', symbol_mapped: true, facility: 'CNMS', markets: 'B,Q,N', short_volume: 691476.764953, short_exempt_volume: 1191, total_volume: 1280099.715143, source: 'ingest' },
      { date: '2026-07-30', ticker: 'MSFT', symbol: 'MSFT', symbol_mapped: true, facility: 'CNMS', markets: 'B,Q,N', short_volume: 18514725.555548, short_exempt_volume: 252487, total_volume: 45001226.060265, source: 'ingest' },
    ]);
    const provenance = await suite.fx().store.all('SELECT DISTINCT source_file, CAST(captured_at AS VARCHAR) AS at FROM short_volume_daily');
    expect(provenance).toEqual([{ source_file: REAL, at: '2026-11-21 15:00:00' }]);
  });

  it('adds nothing when the same file is ingested again', async () => {
    await ingest(REAL);
    const before = await snapshot(suite.fx().store);
    const again = await ingest(REAL);
    expect(again).toMatchObject({ rowsRead: 3, rowsAdded: 0, rowsSkipped: 3 });
    const after = await snapshot(suite.fx().store);
    expect(after.short_volume_daily).toEqual(before.short_volume_daily);
  });
});

describe('finra-short-volume on files written in the layout', () => {
  it('keeps facility rows apart from the consolidated row of the same day (never double counted)', async () => {
    await ingest(files.write('CNMSshvol20260731.txt', `${HEADER}\n20260731|AAPL|100.5|0|200.25|B,Q\n1\n`));
    await ingest(files.write('FNSQshvol20260731.txt', `${HEADER}\n20260731|AAPL|60.5|0|120.25|Q\n20260731|ZZOTC|5|0|9|Q\n2\n`));
    await ingest(files.write('FNQCshvol20260731.txt', `${HEADER}\n20260731|AAPL|40|0|80|B\n1\n`));
    expect(await suite.fx().store.all("SELECT ticker, facility, short_volume, total_volume FROM short_volume_daily WHERE date = '2026-07-31' ORDER BY ticker, facility")).toEqual([
      { ticker: 'AAPL', facility: 'CNMS', short_volume: 100.5, total_volume: 200.25 },
      { ticker: 'AAPL', facility: 'FNQC', short_volume: 40, total_volume: 80 },
      { ticker: 'AAPL', facility: 'FNSQ', short_volume: 60.5, total_volume: 120.25 },
      { ticker: 'ZZOTC', facility: 'FNSQ', short_volume: 5, total_volume: 9 },
    ]);
  });

  it('maps case-folded and class-share forms to the listing, and reports symbols that map to none', async () => {
    const report = await ingest(files.write('CNMSshvol20260803.txt', `${HEADER}\n20260803|brk.b|1|0|2|N\n20260803|aapl|3|1|4|Q\n20260803|QQQQX|5|0|6|Q\n20260803|ABCDE|7|0|8|B\n4\n`));
    expect(report.unmappedSymbols).toEqual({ rows: 2, symbols: 2, first: ['ABCDE', 'QQQQX'] });
    expect(await suite.fx().store.all("SELECT ticker, symbol, symbol_mapped FROM short_volume_daily ORDER BY ticker")).toEqual([
      { ticker: 'AAPL', symbol: 'aapl', symbol_mapped: true },
      { ticker: 'ABCDE', symbol: 'ABCDE', symbol_mapped: false },
      { ticker: 'BRK-B', symbol: 'brk.b', symbol_mapped: true },
      { ticker: 'QQQQX', symbol: 'QQQQX', symbol_mapped: false },
    ]);
  });

  it('replaces a row whose figures an updated file changed, and only that row', async () => {
    await ingest(files.write('CNMSshvol20260804.txt', `${HEADER}\n20260804|AAPL|1|0|2|Q\n20260804|MSFT|3|0|4|Q\n2\n`));
    const updated = await ingest(files.write('CNMSshvol20260804-updated.txt', `${HEADER}\n20260804|AAPL|1|0|2|Q\n20260804|MSFT|3.5|0|4|Q\n2\n`));
    expect(updated).toMatchObject({ rowsRead: 2, rowsAdded: 1 });
    expect(await suite.fx().store.all('SELECT ticker, short_volume FROM short_volume_daily ORDER BY ticker')).toEqual([
      { ticker: 'AAPL', short_volume: 1 },
      { ticker: 'MSFT', short_volume: 3.5 },
    ]);
  });

  it('refuses a file whose trailer count disagrees with its rows, naming the trailer line; nothing is stored', async () => {
    const before = await snapshot(suite.fx().store);
    const cut = files.write('CNMSshvol20260805.txt', `${HEADER}\n20260805|AAPL|1|0|2|Q\n20260805|MSFT|3|0|4|Q\n3\n`);
    await expectRefused(ingest(cut), [cut, 'line 4', '"3"', 'the file holds 2 records', 'Nothing was ingested']);
    expect(await snapshot(suite.fx().store)).toEqual(before);
  });

  it('refuses a file without its trailer', async () => {
    const cut = files.write('CNMSshvol20260806.txt', `${HEADER}\n20260806|AAPL|1|0|2|Q\n20260806|MSFT|3|0|4|Q\n`);
    await expectRefused(ingest(cut), [cut, 'ends without its record-count trailer', '"20260806|MSFT|3|0|4|Q"']);
  });

  it('refuses bad values listing each with its line, column and value as written', async () => {
    const bad = files.write('CNMSshvol20260807.txt', `${HEADER}\n2026-08-07|AAPL|1|0|2|Q\n20260807||1|0|2|Q\n20260807|MSFT|-3|x|1e5|Q;N\n20260807|KO|1|0|2\n4\n`);
    const error = await expectRefused(ingest(bad), [bad, 'has 7 problems']);
    expect(error.message).toContain('line 2, column \'Date\': "2026-08-07" is not a date in yyyyMMdd form');
    expect(error.message).toContain('line 3, column \'Symbol\': an empty value is missing');
    expect(error.message).toContain('line 4, column \'ShortVolume\': "-3" is not a non-negative number of shares');
    expect(error.message).toContain('line 4, column \'ShortExemptVolume\': "x"');
    expect(error.message).toContain('line 4, column \'TotalVolume\': "1e5"');
    expect(error.message).toContain('line 4, column \'Market\': "Q;N" is not a facility code');
    expect(error.message).toContain('line 5: "20260807|KO|1|0|2" does not have the 6 fields of the header (5 fields)');
    expect(await suite.fx().store.all('SELECT count(*) AS n FROM short_volume_daily')).toEqual([{ n: 0 }]);
  });

  it('refuses a file whose name does not say which FINRA file it is, and a file of another layout', async () => {
    const unnamed = files.write('shortvolume.txt', `${HEADER}\n20260807|AAPL|1|0|2|Q\n1\n`);
    await expectRefused(ingest(unnamed), [unnamed, 'CNMSshvol', 'consolidated']);
    const other = files.write('CNMSshvol20260808.txt', 'Date|Symbol|ShortVolume|TotalVolume|Market\n20260808|AAPL|1|2|Q\n1\n');
    await expectRefused(ingest(other), [other, 'is not a FINRA daily short-sale volume file', 'Date|Symbol|ShortVolume|ShortExemptVolume|TotalVolume|Market']);
  });

  it('is reached through the one ingest entry point by its dataset name', async () => {
    const report = await ingestAny(suite.fx().store, suite.fx().clock, 'finra-short-volume', REAL);
    expect(report.rowsAdded).toBe(3);
  });
});

