/**
 * The `cftc` importer: the CFTC legacy futures-only Commitments of Traders annual file, as text, as .csv and
 * zipped, read by header name; only tracked contracts stored; refusals list every bad value with its file
 * line and leave the store unchanged; re-ingesting adds nothing.
 */
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/core/errors';
import { call } from '../support/invoke';
import { type SampleFixture } from '../support/store';
import { expectRefused, importerSuite, realFixture, snapshot } from '../fixtures/ingest/helpers';

const REAL = realFixture('cftc-cot-legacy-futures/annual.txt');
/** Tracked contracts in the real trimmed file: wheat SRW, wheat HRW, corn, soybeans, 10 weekly reports each. */
const REAL_TRACKED = ['001602', '001612', '002602', '005602'];
const REAL_ROWS = 170;

let fx: SampleFixture;
const { files, ingest } = importerSuite('cftc', (opened) => (fx = opened));

interface Stored {
  market_code: string;
  report_date: string;
  open_interest: number;
  comm_long: number;
  comm_short: number;
  noncomm_long: number;
  noncomm_short: number;
  noncomm_spreads: number;
  source: string;
}
const stored = (where = 'TRUE', binds: string[] = []) =>
  fx.store.all<Stored>(`SELECT * EXCLUDE (source_file, captured_at) FROM cftc_positions WHERE ${where} ORDER BY market_code, report_date`, binds);

/** The exact header of the legacy layout, abridged to the columns a small test file needs plus neighbours. */
const HEADER = [
  'Market and Exchange Names', 'As of Date in Form YYMMDD', 'As of Date in Form YYYY-MM-DD', 'CFTC Contract Market Code',
  'CFTC Market Code in Initials', 'Open Interest (All)', 'Noncommercial Positions-Long (All)', 'Noncommercial Positions-Short (All)',
  'Noncommercial Positions-Spreading (All)', 'Commercial Positions-Long (All)', 'Commercial Positions-Short (All)',
  'CFTC Contract Market Code (Quotes)',
].map((n) => `"${n}"`).join(',');

/** One data line in the published style: quoted names and codes, space-padded numbers. */
const line = (name: string, date: string, code: string, n: readonly (string | number)[]): string =>
  `"${name}",${date.slice(2).replaceAll('-', '')},${date},${code},"CBT ",${n.map((v) => (typeof v === 'number' ? String(v).padStart(9) : v)).join(',')},"${code.trim()}"`;
const cot = (...lines: string[]): string => [HEADER, ...lines].join('\n') + '\n';

describe('the real annual.txt (text)', () => {
  it('reads every report, stores only the tracked contracts (rowsRead counts all, rowsAdded the tracked new ones)', async () => {
    const report = await ingest(REAL);
    expect(report).toMatchObject({ dataset: 'cftc', format: 'text', rowsRead: REAL_ROWS, rowsAdded: 40, rowsSkipped: 130 });
    const codes = await fx.store.all<{ code: string; n: number }>('SELECT market_code AS code, count(*) AS n FROM cftc_positions GROUP BY 1 ORDER BY 1');
    expect(codes).toEqual(REAL_TRACKED.map((code) => ({ code, n: 10 })));
  });

  it('reads the (All) positions by header name, with the space padding removed', async () => {
    await ingest(REAL);
    // Values copied from the file: WHEAT-SRW 2025-03-11 and CORN 2025-01-07.
    expect(await stored("market_code = '001602' AND report_date = DATE '2025-03-11'")).toEqual([{
      market_code: '001602', report_date: '2025-03-11', open_interest: 437310, comm_long: 163477, comm_short: 86551,
      noncomm_long: 120935, noncomm_short: 199008, noncomm_spreads: 118976, source: 'ingest',
    }]);
    expect(await stored("market_code = '002602' AND report_date = DATE '2025-01-07'")).toEqual([{
      market_code: '002602', report_date: '2025-01-07', open_interest: 1682563, comm_long: 723939, comm_short: 979285,
      noncomm_long: 506413, noncomm_short: 186600, noncomm_spreads: 330959, source: 'ingest',
    }]);
  });

  it('serves the ingested reports through the positions operation, newest first', async () => {
    await ingest(REAL);
    const page = await call<{ data: { reportDate: string; openInterest: number }[] }>(
      fx.ctx, 'cftc.positions', { marketCode: '002602' }, { startDate: '2025-01-01', endDate: '2025-12-31' },
    );
    expect(page.data.map((r) => r.reportDate)).toEqual([
      '2025-03-11', '2025-03-04', '2025-02-25', '2025-02-18', '2025-02-11', '2025-02-04', '2025-01-28', '2025-01-21', '2025-01-14', '2025-01-07',
    ]);
    expect(page.data[0]!.openInterest).toBe(1829935);
  });

  it('re-ingesting the same file adds nothing', async () => {
    await ingest(REAL);
    const before = await snapshot(fx.store);
    const again = await ingest(REAL);
    expect(again).toMatchObject({ rowsRead: REAL_ROWS, rowsAdded: 0, rowsSkipped: REAL_ROWS });
    const after = await snapshot(fx.store);
    expect(after.cftc_positions).toEqual(before.cftc_positions);
  });
});

describe('the same report as .csv and zipped', () => {
  it('reads a .csv copy of annual.txt the same way', async () => {
    const copy = files.path('annual-2025.csv');
    copyFileSync(REAL, copy);
    expect(await ingest(copy)).toMatchObject({ format: 'csv', rowsRead: REAL_ROWS, rowsAdded: 40 });
  });

  it('reads deacot2025.zip holding annual.txt, and adds nothing after the text file', async () => {
    const zip = files.path('deacot2025.zip');
    writeFileSync(zip, zipSync({ 'annual.txt': readFileSync(REAL) }));
    const unzipDirs = () => readdirSync(tmpdir()).filter((name) => name.startsWith('fds-cftc-'));
    const before = unzipDirs();
    expect(await ingest(zip)).toMatchObject({ format: 'zip', rowsRead: REAL_ROWS, rowsAdded: 40 });
    // The unzipped copy is removed once read.
    expect(unzipDirs()).toEqual(before);
    expect(await ingest(REAL)).toMatchObject({ rowsAdded: 0 });
  });

  it('a bad report inside a zip is refused naming the entry and the lines of the report inside it', async () => {
    const zip = files.path('deacot-bad.zip');
    writeFileSync(zip, zipSync({ 'annual.txt': strToU8(cot(line('GOLD', '2025-03-18', '088691', [500, 1, 2, 3, 4, 5]), line('GOLD', '2025-03-25', '088691', [500, 1, 'n/a', 3, 4, 5]))) }));
    await expectRefused(ingest(zip), [`${zip} (annual.txt), line 3, column 'Noncommercial Positions-Short (All)': "n/a" is not a whole number of contracts`]);
  });

  it('refuses a zip without a report in it, and one that is not a zip', async () => {
    const empty = files.path('deacot-empty.zip');
    writeFileSync(empty, zipSync({ 'readme.pdf': strToU8('not a report') }));
    await expectRefused(ingest(empty), [empty, 'without a .txt or .csv report']);
    const fake = files.write('fake.zip', 'plain text, no archive');
    await expectRefused(ingest(fake), [fake, 'not a readable zip archive']);
  });
});

describe('small files in the exact layout', () => {
  it('trims market codes with trailing spaces and compares their letters in any case', async () => {
    const file = files.write('padded.txt', cot(
      line('E-MINI S&P 500 - CHICAGO MERCANTILE EXCHANGE', '2025-03-11', '13874a ', [2000000, 300000, 400000, 50000, 900000, 800000]),
      line('GOLD - COMMODITY EXCHANGE INC.', '2025-03-11', ' 088691', [500000, 200000, 60000, 30000, 150000, 380000]),
    ));
    expect(await ingest(file)).toMatchObject({ rowsRead: 2, rowsAdded: 2 });
    expect((await stored()).map((r) => r.market_code)).toEqual(['088691', '13874A']);
  });

  it('reads columns by name, whatever their order', async () => {
    const names = ['CFTC Contract Market Code', 'Commercial Positions-Short (All)', 'Commercial Positions-Long (All)', 'As of Date in Form YYYY-MM-DD',
      'Noncommercial Positions-Spreading (All)', 'Noncommercial Positions-Short (All)', 'Noncommercial Positions-Long (All)', 'Open Interest (All)'];
    const file = files.write('reordered.txt', `${names.map((n) => `"${n}"`).join(',')}\n088691,  6,  5,2025-03-04,  4,  3,  2,  100\n`);
    await ingest(file);
    expect(await stored()).toEqual([{
      market_code: '088691', report_date: '2025-03-04', open_interest: 100, comm_long: 5, comm_short: 6,
      noncomm_long: 2, noncomm_short: 3, noncomm_spreads: 4, source: 'ingest',
    }]);
  });

  it('keeps the first of a report repeated in the file', async () => {
    const file = files.write('repeat.txt', cot(
      line('GOLD', '2025-03-11', '088691', [500, 1, 2, 3, 4, 5]),
      line('GOLD', '2025-03-11', '088691', [999, 1, 2, 3, 4, 5]),
    ));
    expect(await ingest(file)).toMatchObject({ rowsRead: 2, rowsAdded: 1 });
    expect((await stored()).map((r) => r.open_interest)).toEqual([500]);
  });

  it('reads the underscore names of the spreadsheet edition and a YYMMDD date column alone', async () => {
    const names = ['Market_and_Exchange_Names', 'As_of_Date_In_Form_YYMMDD', 'CFTC_Contract_Market_Code', 'Open_Interest_All',
      'NonComm_Positions_Long_All', 'NonComm_Positions_Short_All', 'NonComm_Postions_Spread_All', 'Comm_Positions_Long_All', 'Comm_Positions_Short_All'];
    const file = files.write('spreadsheet.csv', `${names.join(',')}\n"SILVER",050104,084691,900,10,20,30,400,500\n`);
    await ingest(file);
    expect(await stored()).toEqual([{
      market_code: '084691', report_date: '2005-01-04', open_interest: 900, comm_long: 400, comm_short: 500,
      noncomm_long: 10, noncomm_short: 20, noncomm_spreads: 30, source: 'ingest',
    }]);
  });

  it('does not check the positions of untracked markets it skips', async () => {
    const file = files.write('untracked.txt', cot(line('NJ SRECS', '2025-03-11', '0063CC', ['', 1, 2, 3, 4, 5])));
    expect(await ingest(file)).toMatchObject({ rowsRead: 1, rowsAdded: 0 });
  });
});

describe('refusals list every bad value with its file line, column and value as written, and leave the store unchanged', () => {
  async function refusedUnchanged(content: string, parts: readonly string[]): Promise<ApiError> {
    await ingest(REAL);
    const before = await snapshot(fx.store);
    const file = files.write(`bad-${parts.length}-${Math.abs(content.length)}.txt`, content);
    const error = await expectRefused(ingest(file), [file, 'the store is unchanged', ...parts]);
    expect(await snapshot(fx.store)).toEqual(before);
    return error;
  }

  it('refuses a header without reports', async () => {
    await refusedUnchanged(`${HEADER}\n`, ['has no reports']);
  });

  it('refuses a file missing a required column, naming it', async () => {
    const header = HEADER.replace('"Commercial Positions-Short (All)",', '');
    await refusedUnchanged(`${header}\n"GOLD",250311,2025-03-11,088691,"CBT ",1,2,3,4,5,"088691"\n`, ["'Commercial Positions-Short (All)'", 'not a CFTC legacy']);
  });

  it('refuses a non-numeric position of a tracked contract at its file line and column, writing nothing of the file', async () => {
    await refusedUnchanged(cot(
      line('GOLD', '2025-03-18', '088691', [500, 1, 2, 3, 4, 5]),
      line('CORN', '2025-03-18', '002602', [500, 1, 'n/a', 3, 4, 5]),
    ), ["line 3, column 'Noncommercial Positions-Short (All)': \"n/a\" is not a whole number"]);
  });

  it('refuses a fractional or negative position', async () => {
    await refusedUnchanged(cot(line('GOLD', '2025-03-18', '088691', [500, 1, 2, 3, 4, '  -5'])), ["line 2, column 'Commercial Positions-Short (All)': \"  -5\" is not a whole number of contracts"]);
    await refusedUnchanged(cot(line('GOLD', '2025-03-18', '088691', ['12.5', 1, 2, 3, 4, 5])), ["line 2, column 'Open Interest (All)': \"12.5\" is not a whole number of contracts"]);
  });

  it('refuses a bad report date, naming the date column', async () => {
    const bad = line('GOLD', '2025-03-18', '088691', [500, 1, 2, 3, 4, 5]).replace(',2025-03-18,', ',2025-02-30,').replace(',250318,', ',250230,');
    await refusedUnchanged(cot(line('GOLD', '2025-03-25', '088691', [500, 1, 2, 3, 4, 5]), bad), ["line 3, column 'As of Date in Form YYYY-MM-DD': \"2025-02-30\" is not a report date"]);
  });

  it('lists every bad value at once: lines counted from the header, untracked reports not checked, values as written', async () => {
    const file = files.write('several.txt', cot(
      line('GOLD', '2025-03-18', '088691', [500, 1, 2, 3, 4, 5]),
      line('NJ SRECS', '2025-03-18', '0063CC', ['  x', 1, 2, 3, 4, 5]),
      line('CORN', '2025-03-18', '002602', ['  1000.5', 1, 2, 3, 4, '  -5']),
      line('GOLD', '2025-02-30', '088691', [500, 1, 2, 3, 4, 5]),
    ));
    await ingest(REAL);
    const before = await snapshot(fx.store);
    const error = await expectRefused(ingest(file), []);
    expect(error.message).toBe([
      `Invalid parameter 'file': ${file} has 3 problems:`,
      `  line 4, column 'Open Interest (All)': "  1000.5" is not a whole number of contracts`,
      `  line 4, column 'Commercial Positions-Short (All)': "  -5" is not a whole number of contracts`,
      `  line 5, column 'As of Date in Form YYYY-MM-DD': "2025-02-30" is not a report date (yyyy-MM-dd)`,
      'Nothing was ingested; the store is unchanged.',
    ].join('\n'));
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('refuses an empty market code', async () => {
    await refusedUnchanged(cot(line('GOLD', '2025-03-18', '', [500, 1, 2, 3, 4, 5])), ["line 2, column 'CFTC Contract Market Code': is empty"]);
  });
});
