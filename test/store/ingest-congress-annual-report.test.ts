/**
 * `fds ingest congress-annual-report`: the asset and liability lines of electronically filed annual reports,
 * each report summed into one net-worth band (floors less ceilings up to ceilings less floors), the newest
 * report of a member's year standing, a year without a report left without a row, and clear refusals.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memberIdOf } from '../../src/engine/congress/member-id';
import { congressNetWorth } from '../../src/engine/congress/net-worth';
import { ingestAny } from '../../src/store/ingest/index';
import { emptyStore, sampleStore, type SampleFixture } from '../support/store';
import { expectRefused, realFixture, scratch, snapshot } from '../fixtures/ingest/helpers';

const ROSTER = realFixture('congress-legislators-csv/legislators-current.csv');
const HEADER = 'ReportID,FilingDate,Year,BioguideID,Name,Chamber,State,Part,Description,Owner,Value';
const CANTWELL = memberIdOf('C000127');

let fx: SampleFixture;
const files = scratch();
beforeEach(async () => {
  fx = await emptyStore();
  await ingestAny(fx.store, fx.clock, 'congress-legislators', ROSTER);
});
afterEach(() => fx.store.close());
afterAll(() => files.remove());
const ingest = (name: string, lines: readonly string[]) => ingestAny(fx.store, fx.clock, 'congress-annual-report', files.write(name, [HEADER, ...lines, ''].join('\n')));
const years = async () => (await congressNetWorth(fx.ctx, { id: CANTWELL, limit: 20 })).data;

// Cantwell's 2024 report: found by name in the roster (no Bioguide id), two assets and a mortgage.
const REPORT_2024 = [
  '10001,5/15/2025,2024,,Maria Cantwell,Senate,WA,Asset,Index fund,Self,"$100,001 - $250,000"',
  '10001,5/15/2025,2024,,Maria Cantwell,Senate,WA,Asset,Checking account,Joint,"None (or less than $1,001)"',
  '10001,5/15/2025,2024,,Maria Cantwell,Senate,WA,Liability,Mortgage,Joint,"$15,001 - $50,000"',
];

describe('annual reports to net-worth bands', () => {
  it('sums a report: assets\' floors less liabilities\' ceilings up to assets\' ceilings less liabilities\' floors', async () => {
    expect(await ingest('r2024.csv', REPORT_2024)).toMatchObject({ rowsRead: 3, rowsAdded: 1 });
    expect(await years()).toEqual([
      { year: 2024, filedDate: '2025-05-15', netWorthMinimum: 100_001 - 50_000, netWorthMaximum: 250_000 + 1_000 - 15_001, assetCount: 2, liabilityCount: 1 },
    ]);
  });

  it('an open band or an Unascertainable value counts at its floor in the maximum too', async () => {
    await ingest('open.csv', [
      '10002,5/15/2025,2024,C000127,Maria Cantwell,Senate,WA,Asset,Family trust,Spouse,"Over $50,000,000"',
      '10002,5/15/2025,2024,C000127,Maria Cantwell,Senate,WA,Asset,Art,Self,Unascertainable',
    ]);
    expect((await years())[0]).toMatchObject({ netWorthMinimum: 50_000_000, netWorthMaximum: 50_000_000, assetCount: 2, liabilityCount: 0 });
  });

  it('a missing year is not zero: only years with an electronically filed report have a row, newest first', async () => {
    await ingest('r2024.csv', REPORT_2024);
    await ingest('r2022.csv', ['9001,5/13/2023,2022,C000127,Maria Cantwell,Senate,WA,Asset,Index fund,Self,"$50,001 - $100,000"']);
    expect((await years()).map((y) => y.year)).toEqual([2024, 2022]);
  });

  it('of two reports of one year the one filed last stands, whichever is ingested first; the same file again adds nothing', async () => {
    const amendment = ['10009,8/1/2025,2024,C000127,Maria Cantwell,Senate,WA,Asset,Index fund,Self,"$250,001 - $500,000"'];
    await ingest('amended.csv', amendment);
    expect(await ingest('r2024.csv', REPORT_2024)).toMatchObject({ rowsAdded: 0 });
    expect((await years())[0]).toMatchObject({ filedDate: '2025-08-01', netWorthMinimum: 250_001, assetCount: 1 });
    const before = await snapshot(fx.store);
    expect(await ingest('amended.csv', amendment)).toMatchObject({ rowsAdded: 0 });
    const { ingest_files: _a, ...after } = await snapshot(fx.store);
    const { ingest_files: _b, ...was } = before;
    expect(after).toEqual(was);
  });

  it('refuses unreadable values, a report whose lines disagree and an unknown filer, naming line and column; nothing is written', async () => {
    const before = await snapshot(fx.store);
    await expectRefused(ingest('bad.csv', [
      '10001,5/15/2025,2024,C000127,Maria Cantwell,Senate,WA,Asset,Fund,Self,about a million',
      '10001,5/16/2025,2024,C000127,Maria Cantwell,Senate,WA,Liability,Loan,Self,"$1,001 - $15,000"',
      '10003,5/15/2025,2024,,Nobody Atall,Senate,WA,Asset,Fund,Self,"$1,001 - $15,000"',
      '10004,1/15/2024,2024,C000127,Maria Cantwell,Senate,WA,Holding,Fund,Self,"$1,001 - $15,000"',
    ]), [
      "line 2, column 'Value'", "line 3, column 'ReportID'", 'disagrees with its line 2', "line 4, column 'Name'",
      "line 5, column 'FilingDate'", 'is not after the year 2024', "line 5, column 'Part'", 'unchanged',
    ]);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('refuses a file without the layout\'s columns, naming them', async () => {
    await expectRefused(ingestAny(fx.store, fx.clock, 'congress-annual-report', files.write('other.csv', 'a,b\n1,2\n')), ["lacks the columns 'ReportID'", "'Value'"]);
  });
});

describe('real reports and the sample set', () => {
  it('a real annual report replaces the synthetic congressional set whole', async () => {
    const sample = await sampleStore();
    try {
      const result = await ingestAny(sample.store, sample.clock, 'congress-annual-report', files.write('real.csv', [HEADER, ...REPORT_2024.map((l) => l.replace(',,Maria', ',C000127,Maria'))].join('\n')));
      expect(result.replacedSample).toContainEqual(expect.objectContaining({ dataset: 'congress_net_worth' }));
      const rows = await sample.store.all<{ source: string }>('SELECT DISTINCT source FROM congress_net_worth');
      expect(rows.map((r) => r.source)).toEqual(['ingest']);
    } finally {
      sample.store.close();
    }
  });
});
