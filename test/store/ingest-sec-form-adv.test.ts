/**
 * The `sec-form-adv` importer: the SEC's monthly Form ADV bulk CSV, from the real four-adviser slice and
 * from files written in the same layout; the extract date from the file name, refusals, idempotence,
 * several extracts, and the replacement of synthetic advisers.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractDateInName } from '../../src/store/ingest/importers/sec-form-adv-load';
import { ingestAny } from '../../src/store/ingest/index';
import { readSampleKeys } from '../../src/store/sample-keys';
import { call } from '../support/invoke';
import { sampleStore, type SampleFixture } from '../support/store';
import { expectRefused, importerSuite, realFixture, snapshot } from '../fixtures/ingest/helpers';

let fx: SampleFixture;
const { files, ingest } = importerSuite('sec-form-adv', (opened) => (fx = opened));
const REAL = realFixture('sec-form-adv/ia-sample-2022-04.csv');
const REAL_TEXT = readFileSync(REAL, 'utf8');
const [HEADER, ...REAL_ROWS] = REAL_TEXT.split('\n').filter((line) => line !== '');
const COLUMNS = header(HEADER!);

/** The header's names, split as a CSV reader splits them (a few are quoted because they hold commas). */
function header(line: string): string[] {
  const names: string[] = [];
  for (const m of line.matchAll(/"([^"]*)"|([^,]+)|(?<=,)(?=,|$)/g)) names.push(m[1] ?? m[2] ?? '');
  return names;
}

/** A row in the real layout: every column empty except those given by name. */
function row(values: Record<string, string>): string {
  return COLUMNS.map((name) => {
    const value = values[name] ?? '';
    return /[",]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  }).join(',');
}

const fileOf = (name: string, rows: readonly string[]) => files.write(name, `${[HEADER, ...rows].join('\n')}\n`);

const ADVISER = {
  'Organization CRD#': '123456', 'SEC#': '801-12345', 'Legal Name': 'EXAMPLE ADVISERS, LLC', 'Primary Business Name': 'EXAMPLE WEALTH',
  'Main Office City': 'SEATTLE', 'Main Office State': 'WA', 'Main Office Country': 'United States', 'Website Address': 'https://www.instagram.com/examplewealth',
  'SEC Current Status': 'Approved', '5A': '1,204', '5E(1)': 'Y', '5E(6)': 'Y', '5F(2)(a)': '1,000.50', '5F(2)(b)': '0', '5F(2)(c)': '1,000.50',
};

const stored = () => fx.store.all('SELECT crd, as_of_date, legal_name, source FROM investment_advisers ORDER BY crd, as_of_date');
const profile = (crd: number) => call<Record<string, unknown>>(fx.ctx, 'advisers.profile', { crd: String(crd) });

describe('the real April 2022 slice', () => {
  it('stores its four advisers with the profile fields of their Form ADV items', async () => {
    expect(await ingest(REAL)).toMatchObject({ rowsRead: 4, rowsAdded: 4, replacedSample: [] });
    expect(REAL_ROWS).toHaveLength(4);
    expect(await profile(231)).toEqual({
      crd: 231, secNumber: '801-54739', legalName: 'BNY MELLON SECURITIES CORPORATION', primaryBusinessName: 'BNY MELLON SECURITIES CORPORATION',
      city: 'NEW YORK', state: 'NY', country: 'United States', website: 'HTTP://WWW.BNYMELLONIM.COM/US', secStatus: 'Approved',
      numberOfEmployees: 333, totalRegulatoryAum: 2_481_367_832, discretionaryAum: 829_845_109, nonDiscretionaryAum: 1_651_522_723,
      chargesPercentageOfAum: true, chargesHourly: false, chargesSubscription: false, chargesFixed: false, chargesCommissions: false,
      chargesPerformanceBased: false, chargesOther: false, asOfDate: '2022-04-01',
    });
  });

  it('keeps a doing-business-as name with commas and the 5E boxes of each adviser', async () => {
    await ingest(REAL);
    const sbg = await profile(1329);
    expect({ legal: sbg.legalName, business: sbg.primaryBusinessName }).toEqual({
      legal: 'SMITH, BROWN & GROOVER, INC.', business: 'SMITH, BROWN & GROOVER INC. D/B/A SBG WEALTH MANAGEMENT',
    });
    const black = await profile(1249);
    expect([black.chargesPercentageOfAum, black.chargesHourly, black.chargesFixed, black.chargesOther, black.discretionaryAum]).toEqual([true, true, true, true, 0]);
    const found = await call<{ totalMatches: number; data: { crd: number }[] }>(fx.ctx, 'advisers.search', {}, { query: 'sbg wealth' });
    expect(found.data.map((r) => r.crd)).toEqual([1329]);
  });

  it('records where each row came from and when; re-ingesting adds nothing', async () => {
    await ingest(REAL);
    expect(await fx.store.one('SELECT DISTINCT source, source_file, captured_at FROM investment_advisers')).toEqual({
      source: 'ingest', source_file: REAL, captured_at: '2026-11-21T15:00:00.000Z',
    });
    expect(await ingest(REAL)).toMatchObject({ rowsRead: 4, rowsAdded: 0 });
    expect(await stored()).toHaveLength(4);
  });
});

describe('the extract date comes from the file name', () => {
  it('reads yyyy-MM-dd, a yyyy-MM month (its 1st) and the SEC name iaMMDDYY; anything else states none', () => {
    expect(extractDateInName('adv-2024-03-01.csv')).toBe('2024-03-01');
    expect(extractDateInName('ia-sample-2022-04.csv')).toBe('2022-04-01');
    expect(extractDateInName('ia040122.csv')).toBe('2022-04-01');
    expect(extractDateInName('IA_FIRM_SEC_Feed.csv')).toBeNull();
    expect(extractDateInName('adv-2024-13.csv')).toBeNull();
  });

  it('refuses a file whose name states no extract date, leaving the store unchanged', async () => {
    const before = await snapshot(fx.store);
    await expectRefused(ingest(fileOf('advisers.csv', [row(ADVISER)])), ['advisers.csv', 'names no extract date', 'Nothing was ingested']);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('several monthly extracts are stored and the newest wins per CRD', async () => {
    await ingest(fileOf('ia-2024-02.csv', [row({ ...ADVISER, '5A': '900' })]));
    await ingest(fileOf('ia-2024-03.csv', [row(ADVISER)]));
    // An older extract ingested last does not outrank the newer one.
    await ingest(fileOf('ia-2024-01.csv', [row({ ...ADVISER, '5A': '800' })]));
    expect(await stored()).toHaveLength(3);
    expect(await profile(123456)).toMatchObject({ asOfDate: '2024-03-01', numberOfEmployees: 1204, website: 'https://www.instagram.com/examplewealth' });
  });
});

describe('values of a written file', () => {
  it('stores empty figures as not filed (null) and empty 5E boxes as not checked', async () => {
    const blank = { ...ADVISER, '5A': '', '5F(2)(a)': '', '5F(2)(b)': '', '5F(2)(c)': '', '5E(1)': '', '5E(6)': '', 'Website Address': '' };
    await ingest(fileOf('ia-2024-03.csv', [row(blank)]));
    expect(await profile(123456)).toMatchObject({
      numberOfEmployees: null, totalRegulatoryAum: null, discretionaryAum: null, nonDiscretionaryAum: null, website: null, chargesPercentageOfAum: false,
    });
  });

  it('stores a CRD repeated in one file once, its first row winning', async () => {
    expect(await ingest(fileOf('ia-2024-03.csv', [row(ADVISER), row({ ...ADVISER, 'Legal Name': 'SECOND' })]))).toMatchObject({ rowsRead: 2, rowsAdded: 1 });
    expect(await profile(123456)).toMatchObject({ legalName: 'EXAMPLE ADVISERS, LLC' });
  });

  it('refuses every bad value at once, naming its file line, column and value, and leaves the store unchanged', async () => {
    const before = await snapshot(fx.store);
    const error = await expectRefused(ingest(fileOf('ia-2024-03.csv', [
      row(ADVISER),
      row({ ...ADVISER, 'Organization CRD#': 'ABC' }),
      row({ ...ADVISER, 'Organization CRD#': '7', 'Legal Name': '', '5A': 'many', '5F(2)(c)': '12x', '5E(3)': 'maybe' }),
    ])), ['has 5 problems']);
    expect(error.message).toContain(`line 3, column 'Organization CRD#': "ABC" is not a CRD number`);
    expect(error.message).toContain(`line 4, column 'Legal Name': is empty`);
    expect(error.message).toContain(`line 4, column '5A': "many" is not a whole number of employees`);
    expect(error.message).toContain(`line 4, column '5F(2)(c)': "12x" is not an amount in USD`);
    expect(error.message).toContain(`line 4, column '5E(3)': "maybe" is not Y or N`);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('refuses a file without the Form ADV columns it reads, naming them', async () => {
    await expectRefused(ingest(files.write('ia-2024-03.csv', 'Organization CRD#,Legal Name\n1,X\n')), ["lacks the columns 'SEC#'", "'5F(2)(c)'"]);
  });
});

describe('the synthetic sample', () => {
  it('a real extract replaces the synthetic extracts of the CRDs it names, and fds store info stops listing them', async () => {
    const sample = await sampleStore();
    try {
      const synthetic = async () => (await readSampleKeys(sample.store)).filter((k) => k.kind === 'investment-adviser').map((k) => k.key);
      expect(await synthetic()).toContain('9900001');
      const file = fileOf('ia-2026-11.csv', [row({ ...ADVISER, 'Organization CRD#': '9900001', 'Legal Name': 'REAL NAME' })]);
      const report = await ingestAny(sample.store, sample.clock, 'sec-form-adv', file);
      expect(report.replacedSample).toEqual([expect.objectContaining({ dataset: 'investment_advisers', key: '9900001', rows: 2 })]);
      expect(await synthetic()).not.toContain('9900001');
      expect(await sample.store.all("SELECT legal_name, source FROM investment_advisers WHERE crd = 9900001")).toEqual([{ legal_name: 'REAL NAME', source: 'ingest' }]);
    } finally {
      sample.store.close();
    }
  });
});
