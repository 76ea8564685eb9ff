/** The `edgar-form-index` importer: EDGAR's fixed-width form and company indexes, registration forms kept. */
import { describe, expect, it } from 'vitest';
import { expectRefused, importerSuite, realFixture, snapshot } from '../fixtures/ingest/helpers';
import type { SampleFixture } from '../support/store';

let fx: SampleFixture;
const { files, ingest } = importerSuite('edgar-form-index', (opened) => (fx = opened));

const HEAD = [
  'Description:           Daily Index of EDGAR Dissemination Feed by Form Type',
  'Last Data Received:    Mar 18, 2020',
  'Comments:              webmaster@sec.gov',
  'Anonymous FTP:         ftp://ftp.sec.gov/edgar/',
  ' ', ' ', ' ', ' ',
  'Form Type   Company Name                                                  CIK         Date Filed  File Name',
  '-'.repeat(141),
];
/** One fixed-width form-index row, as EDGAR pads it. */
const row = (form: string, name: string, cik: number, date: string, accession: string) =>
  `${form.padEnd(12)}${name.padEnd(62)}${String(cik).padEnd(12)}${date.padEnd(12)}${`edgar/data/${cik}/${accession}.txt`.padEnd(52)}`;
const index = (...rows: string[]) => [...HEAD, ...rows, ''].join('\n');

describe('edgar-form-index', () => {
  it('reads the real daily form index whole; it lists no registration form, so nothing is stored', async () => {
    expect(await ingest(realFixture('sec-edgar-index/form.20200318.idx'))).toMatchObject({ format: 'idx', rowsRead: 300, rowsAdded: 0 });
    expect(await fx.store.one('SELECT count(*) AS n FROM registration_filings')).toEqual({ n: 0 });
  });

  it('keeps S-1, S-1/A, F-1, F-1/A, 424B4 and RW rows with accession, date and address; skips other forms', async () => {
    const file = files.write('form.idx', index(
      row('10-K', 'Other Co', 1785173, '20200318', '0001564590-20-011636'),
      row('424B4', 'Example Therapeutics Inc', 1999101, '20200318', '0001104659-20-000101'),
      row('F-1/A', 'Example Holdings Ltd', 1999102, '2020-03-18', '0001104659-20-000102'),
      row('RW', 'Example Holdings Ltd', 1999102, '20200319', '0001104659-20-000103'),
      row('S-1', 'A Very Long Company Name That Fills The Whole Column Of Sixty', 1999103, '20200318', '0001104659-20-000104'),
    ));
    expect(await ingest(file)).toMatchObject({ rowsRead: 5, rowsAdded: 4 });
    expect(await fx.store.all(`SELECT cik, company_name AS name, form_type AS form, strftime(filed_date, '%Y-%m-%d') AS filed, accession, url, source
                               FROM registration_filings ORDER BY accession`)).toEqual([
      { cik: 1999101, name: 'Example Therapeutics Inc', form: '424B4', filed: '2020-03-18', accession: '0001104659-20-000101', url: 'https://www.sec.gov/Archives/edgar/data/1999101/0001104659-20-000101.txt', source: 'ingest' },
      { cik: 1999102, name: 'Example Holdings Ltd', form: 'F-1/A', filed: '2020-03-18', accession: '0001104659-20-000102', url: 'https://www.sec.gov/Archives/edgar/data/1999102/0001104659-20-000102.txt', source: 'ingest' },
      { cik: 1999102, name: 'Example Holdings Ltd', form: 'RW', filed: '2020-03-19', accession: '0001104659-20-000103', url: 'https://www.sec.gov/Archives/edgar/data/1999102/0001104659-20-000103.txt', source: 'ingest' },
      { cik: 1999103, name: 'A Very Long Company Name That Fills The Whole Column Of Sixty', form: 'S-1', filed: '2020-03-18', accession: '0001104659-20-000104', url: 'https://www.sec.gov/Archives/edgar/data/1999103/0001104659-20-000104.txt', source: 'ingest' },
    ]);
  });

  it('reads the company index (Company Name first) the same way', async () => {
    const head = HEAD.map((line) => (line.startsWith('Form Type') ? 'Company Name                                                  Form Type   CIK         Date Filed  File Name' : line));
    const file = files.write('company.idx', [...head, `${'Example Therapeutics Inc'.padEnd(62)}${'S-1/A'.padEnd(12)}${'1999101'.padEnd(12)}${'2020-03-18'.padEnd(12)}edgar/data/1999101/0001104659-20-000105.txt`, ''].join('\n'));
    expect(await ingest(file)).toMatchObject({ rowsRead: 1, rowsAdded: 1 });
    expect(await fx.store.one('SELECT form_type AS form, company_name AS name FROM registration_filings')).toEqual({ form: 'S-1/A', name: 'Example Therapeutics Inc' });
  });

  it('re-ingesting the same file changes nothing', async () => {
    const file = files.write('again.idx', index(row('S-1', 'Example Co', 1999104, '20200318', '0001104659-20-000106')));
    expect(await ingest(file)).toMatchObject({ rowsAdded: 1 });
    const before = await snapshot(fx.store);
    expect(await ingest(file)).toMatchObject({ rowsAdded: 0 });
    expect({ ...(await snapshot(fx.store)), ingest_files: null }).toEqual({ ...before, ingest_files: null });
  });

  it('refuses a file without the index header, and malformed rows by line, leaving the store unchanged', async () => {
    await expectRefused(ingest(files.write('plain.idx', 'hello\nworld\n')), ['is not an EDGAR form or company index', 'store is unchanged']);
    const before = await snapshot(fx.store);
    await expectRefused(ingest(files.write('bad.idx', index(
      row('S-1', 'Example Co', 1999104, '20200318', '0001104659-20-000106'),
      'S-1         Broken row without a file name',
      row('S-1', 'Example Co', 1999104, '20201341', '0001104659-20-000107'),
    ))), ['2 problems', 'line 12', 'line 13', "column 'Date Filed'", '"20201341" is not a date']);
    expect(await snapshot(fx.store)).toEqual(before);
  });
});
