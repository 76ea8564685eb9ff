/**
 * The `sec-13f` importer: filings in the layouts EDGAR publishes (a filing folder, a full submission
 * .txt), values in whole dollars across the 2023 form change, amendments (restatement and new holdings),
 * idempotence, refusals naming the line and element, and a folder of filings.
 */
import { describe, expect, it } from 'vitest';
import { ingestTargets } from '../../commands/ingest-files';
import { isFilingFolder } from '../../src/store/ingest/importers/thirteenf-documents';
import { expectRefused, fixture, importerSuite, snapshot } from '../fixtures/ingest/helpers';
import { writeFiling, type Entry } from '../fixtures/ingest/thirteenf-filings';
import type { SampleFixture } from '../support/store';

let fx: SampleFixture;
const { files, ingest } = importerSuite('sec-13f', (opened) => (fx = opened));
const FOLDER = fixture('sec-13f/000999900125000001');
const SUBMISSION = fixture('sec-13f/0009999002-22-000007.txt');
const AAPL = '037833100';
const MSFT = '594918104';

const positions = (cik: string) =>
  fx.store.all('SELECT cusip, position_type, shares, value FROM thirteenf_positions WHERE filer_cik = ? ORDER BY cusip, position_type', [cik]);

describe('a filing folder (primary_doc.xml beside the information table)', () => {
  it('stores the filing under its accession number and every entry in whole dollars', async () => {
    expect(await ingest(FOLDER)).toMatchObject({ dataset: 'sec-13f', format: 'xml', rowsRead: 5, rowsAdded: 5 });
    expect(await fx.store.one('SELECT filing_id, filer_cik, filer_name, CAST(report_date AS VARCHAR) AS d, CAST(filed_date AS VARCHAR) AS f, report_type, value_unit FROM thirteenf_filings')).toEqual({
      filing_id: '0009999001-25-000001', filer_cik: '0009999001', filer_name: 'Example Capital Management LLC', d: '2025-06-30', f: '2025-08-14',
      report_type: 'HOLDINGS', value_unit: 'dollars',
    });
    expect(await positions('0009999001')).toEqual([
      { cusip: AAPL, position_type: 'Call', shares: 20_000, value: 4_000_000 },
      { cusip: AAPL, position_type: 'Shares', shares: 200_000, value: 41_000_000 },
      { cusip: MSFT, position_type: 'Shares', shares: 50_000, value: 24_750_000 },
      { cusip: '99999X107', position_type: 'Shares', shares: 10_000, value: 2_000_000 },
    ]);
    expect(await fx.store.one('SELECT position_count, total_value, filing_count FROM thirteenf_reports')).toEqual({ position_count: 4, total_value: 71_750_000, filing_count: 1 });
  });

  it('re-ingesting the same filing adds nothing and changes nothing', async () => {
    await ingest(FOLDER);
    const before = await snapshot(fx.store);
    expect(await ingest(FOLDER)).toMatchObject({ rowsAdded: 0 });
    const after = await snapshot(fx.store);
    delete before.ingest_files;
    delete after.ingest_files;
    expect(after).toEqual(before);
  });
});

describe('values in whole dollars: thousands before 2023-01-03, dollars from it', () => {
  it('a full submission filed 2022-11-14 is in thousands: each value is multiplied by 1,000', async () => {
    expect(await ingest(SUBMISSION)).toMatchObject({ format: 'txt', rowsRead: 3, rowsAdded: 3 });
    expect(await fx.store.one('SELECT filing_id, value_unit, table_value_total FROM thirteenf_filings')).toEqual({
      filing_id: '0009999002-22-000007', value_unit: 'thousands', table_value_total: 19_230_000,
    });
    expect(await positions('0009999002')).toEqual([
      { cusip: AAPL, position_type: 'Shares', shares: 100_000, value: 13_820_000 },
      { cusip: MSFT, position_type: 'Shares', shares: 23_230, value: 5_410_000 },
    ]);
  });

  it('a filing signed on 2023-01-03 is in dollars, one signed the day before in thousands', async () => {
    await ingest(writeFiling(files.dir, 'jan3', { cik: '9999010', period: '2022-12-31', signed: '2023-01-03' }, [{ cusip: AAPL, value: 1500, shares: 10 }]));
    await ingest(writeFiling(files.dir, 'jan2', { cik: '9999011', period: '2022-12-31', signed: '2023-01-02' }, [{ cusip: AAPL, value: 2, shares: 10 }]));
    expect(await fx.store.all('SELECT filer_cik, value FROM thirteenf_positions ORDER BY filer_cik')).toEqual([
      { filer_cik: '0009999010', value: 1500 },
      { filer_cik: '0009999011', value: 2000 },
    ]);
  });

  it('with no filing date, schemaVersion X0202 means dollars and a quarter ended by 2022-09-30 thousands', async () => {
    await ingest(writeFiling(files.dir, 'schema', { cik: '9999012', period: '2022-09-30', schemaVersion: 'X0202' }, [{ cusip: AAPL, value: 1500, shares: 10 }]));
    await ingest(writeFiling(files.dir, 'old', { cik: '9999013', period: '2022-09-30' }, [{ cusip: AAPL, value: 2, shares: 10 }]));
    expect(await fx.store.all('SELECT filer_cik, value FROM thirteenf_positions ORDER BY filer_cik')).toEqual([
      { filer_cik: '0009999012', value: 1500 },
      { filer_cik: '0009999013', value: 2000 },
    ]);
  });
});

describe('amendments', () => {
  const base: Entry[] = [{ cusip: AAPL, value: 1000, shares: 10 }, { cusip: MSFT, value: 500, shares: 5 }];
  const cover = { cik: '9999020', period: '2025-06-30', signed: '2025-08-10' };

  it('a RESTATEMENT replaces the filer\'s quarter', async () => {
    await ingest(writeFiling(files.dir, 'orig', cover, base));
    await ingest(writeFiling(files.dir, 'restated', { ...cover, signed: '2025-09-01', amendmentNo: 1, amendmentType: 'RESTATEMENT' }, [{ cusip: AAPL, value: 800, shares: 8 }]));
    expect(await positions('0009999020')).toEqual([{ cusip: AAPL, position_type: 'Shares', shares: 8, value: 800 }]);
    expect(await fx.store.one('SELECT filing_count, total_value FROM thirteenf_reports')).toEqual({ filing_count: 1, total_value: 800 });
  });

  it('a NEW HOLDINGS amendment adds its entries to the quarter', async () => {
    await ingest(writeFiling(files.dir, 'orig2', cover, base));
    await ingest(writeFiling(files.dir, 'added', { ...cover, signed: '2025-09-01', amendmentNo: 1, amendmentType: 'NEW HOLDINGS' }, [{ cusip: AAPL, value: 100, shares: 1 }]));
    expect(await positions('0009999020')).toEqual([
      { cusip: AAPL, position_type: 'Shares', shares: 11, value: 1100 },
      { cusip: MSFT, position_type: 'Shares', shares: 5, value: 500 },
    ]);
  });

  it('a NEW HOLDINGS amendment numbered before a later RESTATEMENT is superseded by it', async () => {
    await ingest(writeFiling(files.dir, 'o3', cover, base));
    await ingest(writeFiling(files.dir, 'a1', { ...cover, amendmentNo: 1, amendmentType: 'NEW HOLDINGS' }, [{ cusip: AAPL, value: 100, shares: 1 }]));
    await ingest(writeFiling(files.dir, 'a2', { ...cover, amendmentNo: 2, amendmentType: 'RESTATEMENT' }, [{ cusip: MSFT, value: 700, shares: 7 }]));
    expect(await positions('0009999020')).toEqual([{ cusip: MSFT, position_type: 'Shares', shares: 7, value: 700 }]);
  });
});

describe('refusals name the problem and leave the store unchanged', () => {
  it('bad entries are listed with their file line, element and value as written', async () => {
    const folder = writeFiling(files.dir, 'bad', { cik: '9999030', period: '2025-06-30' }, [
      { cusip: 'ABC', value: 10, shares: 1 },
      { cusip: AAPL, value: 'lots', shares: 1, type: 'XX' },
    ]);
    const before = await snapshot(fx.store);
    await expectRefused(ingest(folder), ['3 problems', "line 3, column 'cusip': \"ABC\" is not a CUSIP", "column 'value': \"lots\" is not a non-negative number", "column 'sshPrnamtType': \"XX\" is not SH or PRN"]);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('an amendment without its type, a period that is no quarter end and a missing CIK are refused naming the element', async () => {
    await expectRefused(ingest(writeFiling(files.dir, 'noType', { cik: '9999031', period: '2025-06-30', amendmentNo: 1, submissionType: '13F-HR/A' }, [])), ['without <amendmentType>']);
    await expectRefused(ingest(writeFiling(files.dir, 'notQuarter', { cik: '9999031', period: '2025-06-29' }, [])), ['<periodOfReport> "06-29-2025", not the end of a calendar quarter']);
    await expectRefused(ingest(writeFiling(files.dir, 'noCik', { cik: '', period: '2025-06-30' }, [])), ['has no filer <cik>']);
  });

  it('a holdings report without an information table, and a notice with entries, are refused', async () => {
    await expectRefused(ingest(writeFiling(files.dir, 'noTable', { cik: '9999032', period: '2025-06-30' }, null)), ['13F HOLDINGS REPORT without an information table']);
    await expectRefused(ingest(writeFiling(files.dir, 'notice', { cik: '9999032', period: '2025-06-30', reportType: '13F NOTICE', submissionType: '13F-NT' }, [{ cusip: AAPL, value: 1, shares: 1 }])), ['is a 13F NOTICE']);
  });

  it('a notice (13F-NT) without a table is stored as a quarter with no positions', async () => {
    await ingest(writeFiling(files.dir, 'nt', { cik: '9999033', period: '2025-06-30', reportType: '13F NOTICE', submissionType: '13F-NT' }, null));
    expect(await fx.store.one('SELECT report_type, position_count FROM thirteenf_reports')).toEqual({ report_type: 'NOTICE', position_count: 0 });
  });

  it('a lone XML file is not a filing', async () => {
    await expectRefused(ingest(`${FOLDER}/infotable.xml`), ['has an extension the sec-13f importer does not read']);
  });

  it('a document that is not well-formed XML is refused naming its line', async () => {
    const folder = writeFiling(files.dir, 'broken', { cik: '9999034', period: '2025-06-30' }, []);
    files.write('broken/infotable.xml', '<?xml version="1.0"?>\n<informationTable>\n<infoTable>\n</informationTable>\n');
    await expectRefused(ingest(folder), ['is not well-formed XML (line 4']);
  });
});

describe('a folder of filings', () => {
  it('is read as each filing folder and full submission inside it', () => {
    writeFiling(files.dir, 'many/a', { cik: '9999040', period: '2025-06-30' }, []);
    writeFiling(files.dir, 'many/b', { cik: '9999041', period: '2025-06-30' }, []);
    files.write('many/c.txt', 'x');
    const targets = ingestTargets([`${files.dir}/many`], '/', ['.txt'], isFilingFolder).map((t) => t.path.slice(files.dir.length));
    expect(targets).toEqual(['/many/a', '/many/b', '/many/c.txt']);
    expect(ingestTargets([`${files.dir}/many/a`], '/', ['.txt'], isFilingFolder)).toHaveLength(1);
  });
});
