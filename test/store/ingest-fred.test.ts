/**
 * The `fred` importer: the FRED graph CSV (old `DATE` and new `observation_date` headers, `.` or empty for
 * missing, one or more series columns) and the FRED API observations JSON (series named by the file);
 * missing values are not stored; only tracked series; refusals list every bad date and value (by file line,
 * or by place in a JSON body) and leave the store unchanged; re-ingesting adds nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Observations } from '../../src/engine/fred/schemas';
import { call } from '../support/invoke';
import { type SampleFixture } from '../support/store';
import { expectRefused, importerSuite, realFixture, snapshot } from '../fixtures/ingest/helpers';

const REAL_CSV = realFixture('fred-csv/DGS10.csv');
const REAL_JSON = realFixture('fred-api-json/series_observations_HQMCB10YR.json');

let fx: SampleFixture;
const { files, ingest } = importerSuite('fred', (opened) => (fx = opened));

interface Stored {
  series_id: string;
  date: string;
  value: number;
  source: string;
  source_file: string;
}
const stored = (seriesId: string) =>
  fx.store.all<Stored>('SELECT series_id, date, value, source, source_file FROM fred_observations WHERE series_id = ? ORDER BY date', [seriesId]);

describe('fred importer: the real FRED graph CSV (DATE header, "." for missing)', () => {
  it('stores the 286 observations of the 300 rows; the 14 dates marked "." are not stored', async () => {
    const report = await ingest(REAL_CSV);
    expect(report).toMatchObject({ dataset: 'fred', format: 'csv', rowsRead: 286, rowsAdded: 286, rowsSkipped: 0 });
    const rows = await stored('DGS10');
    expect(rows).toHaveLength(286);
    expect(rows[0]).toEqual({ series_id: 'DGS10', date: '1962-01-02', value: 4.06, source: 'ingest', source_file: REAL_CSV });
    expect(rows.at(-1)).toMatchObject({ date: '1963-02-25', value: 3.95 });
    expect(rows.map((r) => r.date)).not.toContain('1962-02-12');
  });

  it('re-ingesting the same file adds nothing', async () => {
    await ingest(REAL_CSV);
    const before = await stored('DGS10');
    expect(await ingest(REAL_CSV)).toMatchObject({ rowsRead: 286, rowsAdded: 0, rowsSkipped: 286 });
    expect(await stored('DGS10')).toEqual(before);
  });

  it('the observations read back through the API, newest first', async () => {
    await ingest(REAL_CSV);
    const page = await call<Observations>(fx.ctx, 'fred.observations', { seriesId: 'DGS10' }, { startDate: '1963-02-20', endDate: '1963-02-28' });
    // 1963-02-22 is "." in the file: no observation.
    expect(page.data.map((o) => o.date)).toEqual(['1963-02-25', '1963-02-21', '1963-02-20']);
    expect(page.series.lastUpdated).toBe('2026-11-21T15:00:00.000Z');
  });
});

describe('fred importer: the real FRED API JSON body', () => {
  it('takes the series from the file name and stores the six monthly observations', async () => {
    expect(await ingest(REAL_JSON)).toMatchObject({ format: 'json', rowsRead: 6, rowsAdded: 6 });
    expect((await stored('HQMCB10YR')).map((r) => [r.date, r.value])).toEqual([
      ['2023-01-01', 4.98], ['2023-02-01', 5.13], ['2023-03-01', 5.18], ['2023-04-01', 4.92], ['2023-05-01', 5.09], ['2023-06-01', 5.22],
    ]);
    expect(await ingest(REAL_JSON)).toMatchObject({ rowsAdded: 0, rowsSkipped: 6 });
  });

  it('accepts a file named just by the series id, and skips "." values', async () => {
    const file = files.write('DGS2.json', JSON.stringify({
      count: 3,
      observations: [
        { realtime_start: '2026-11-20', realtime_end: '2026-11-20', date: '2026-11-17', value: '3.61' },
        { realtime_start: '2026-11-20', realtime_end: '2026-11-20', date: '2026-11-18', value: '.' },
        { realtime_start: '2026-11-20', realtime_end: '2026-11-20', date: '2026-11-19', value: '3.58' },
      ],
    }));
    expect(await ingest(file)).toMatchObject({ rowsRead: 2, rowsAdded: 2 });
    expect((await stored('DGS2')).map((r) => r.date)).toEqual(['2026-11-17', '2026-11-19']);
  });

  it('refuses a file name that does not end in a tracked series id, leaving the store unchanged', async () => {
    const file = files.write('series_observations_NOTTRACKED.json', '{"observations":[{"date":"2026-01-01","value":"1"}]}');
    const before = await snapshot(fx.store);
    await expectRefused(ingest(file), [file, '"NOTTRACKED" is not tracked', 'store is unchanged']);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('refuses a JSON body without an observations array', async () => {
    const file = files.write('DGS5.json', '{"error_code":400,"error_message":"Bad Request"}');
    await expectRefused(ingest(file), [file, 'no "observations" array']);
  });

  it('refuses a value that is neither a number nor ".", naming its place in the body (a body has no lines)', async () => {
    const file = files.write('DGS7.json', '{"observations":[{"date":"2026-01-02","value":"4.1"},{"date":"2026-01-05","value":"n/a"}]}');
    const before = await snapshot(fx.store);
    await expectRefused(ingest(file), [file, `observations[1].value: "n/a" is neither a number nor a missing value ('.' or empty)`]);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('lists every bad date and value of a body at once, each by its place and as written', async () => {
    const file = files.write('series_observations_DGS7.json', JSON.stringify({
      observations: [
        { date: '2026/01/02', value: '4.1' },
        { date: '2026-01-05', value: '4.2' },
        { date: '2026-01-06', value: '4,3' },
        { date: '2026-01-07', value: 'Infinity' },
      ],
    }));
    const before = await snapshot(fx.store);
    const error = await expectRefused(ingest(file), []);
    expect(error.message).toBe([
      `Invalid parameter 'file': ${file} has 3 problems:`,
      `  observations[0].date: "2026/01/02" is not a date in yyyy-MM-dd form`,
      `  observations[2].value: "4,3" is neither a number nor a missing value ('.' or empty)`,
      `  observations[3].value: "Infinity" is neither a number nor a missing value ('.' or empty)`,
      'Nothing was ingested; the store is unchanged.',
    ].join('\n'));
    expect(await snapshot(fx.store)).toEqual(before);
  });
});

describe('fred importer: the newer observation_date CSV layout', () => {
  const layout = [
    'observation_date,DGS2,DGS10,T10Y2Y',
    '2026-11-16,3.60,4.10,0.50',
    '2026-11-17,,4.12,',
    '2026-11-18,3.62,.,0.51',
    '',
  ].join('\n');

  it('reads several series columns; empty and "." fields are missing and not stored', async () => {
    const file = files.write('fredgraph.csv', layout);
    expect(await ingest(file)).toMatchObject({ format: 'csv', rowsRead: 6, rowsAdded: 6 });
    expect((await stored('DGS2')).map((r) => [r.date, r.value])).toEqual([['2026-11-16', 3.6], ['2026-11-18', 3.62]]);
    expect((await stored('DGS10')).map((r) => [r.date, r.value])).toEqual([['2026-11-16', 4.1], ['2026-11-17', 4.12]]);
    expect((await stored('T10Y2Y')).map((r) => [r.date, r.value])).toEqual([['2026-11-16', 0.5], ['2026-11-18', 0.51]]);
    expect(await ingest(file)).toMatchObject({ rowsAdded: 0, rowsSkipped: 6 });
  });

  it('adds only the new observations of a file overlapping stored ones', async () => {
    await ingest(files.write('first.csv', 'observation_date,DGS2\n2026-11-16,3.60\n'));
    const report = await ingest(files.write('second.csv', 'observation_date,DGS2\n2026-11-16,3.99\n2026-11-17,3.61\n'));
    expect(report).toMatchObject({ rowsRead: 2, rowsAdded: 1, rowsSkipped: 1 });
    expect((await stored('DGS2')).map((r) => [r.date, r.value])).toEqual([['2026-11-16', 3.6], ['2026-11-17', 3.61]]);
  });

  it('keeps the first value of a date repeated in the file, counting the repeat as skipped', async () => {
    const file = files.write('repeat.csv', 'observation_date,DGS5\n2026-11-16,3.80\n2026-11-17,3.81\n2026-11-16,9.99\n');
    expect(await ingest(file)).toMatchObject({ rowsRead: 3, rowsAdded: 2, rowsSkipped: 1 });
    expect((await stored('DGS5')).map((r) => [r.date, r.value])).toEqual([['2026-11-16', 3.8], ['2026-11-17', 3.81]]);
  });

  it('accepts series ids in any case and CRLF line ends', async () => {
    const file = files.write('lower.csv', 'observation_date,dgs30\r\n2026-11-16,4.70\r\n');
    expect(await ingest(file)).toMatchObject({ rowsAdded: 1 });
    expect((await stored('DGS30')).map((r) => r.value)).toEqual([4.7]);
  });

  it('refuses a series column that is not a tracked series, naming the column; the store is unchanged', async () => {
    const file = files.write('unknown.csv', 'observation_date,DGS10,BOGUS1\n2026-11-16,4.1,1\n');
    const before = await snapshot(fx.store);
    await expectRefused(ingest(file), [file, 'column "BOGUS1"', 'not a tracked FRED series id']);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('refuses a first column other than DATE or observation_date', async () => {
    await expectRefused(ingest(files.write('nodate.csv', 'when,DGS10\n2026-11-16,4.1\n')), ['DATE or observation_date', '"when"']);
  });

  it('refuses a header with no series column', async () => {
    await expectRefused(ingest(files.write('alone.csv', 'DATE\n2026-11-16\n')), ['no series column']);
  });

  it('refuses a bad date with its file line (the header is line 1) and column, leaving the store unchanged', async () => {
    const file = files.write('baddate.csv', 'observation_date,DGS10\n2026-11-16,4.1\n11/17/2026,4.2\n');
    const before = await snapshot(fx.store);
    await expectRefused(ingest(file), [`line 3, column 'observation_date': "11/17/2026" is not a date in yyyy-MM-dd form`]);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('refuses a value that is not a number with its file line and the series column', async () => {
    const file = files.write('badvalue.csv', 'observation_date,DGS2,DGS10\n2026-11-16,3.6,4.1\n2026-11-17,3.61,4.1x\n');
    const before = await snapshot(fx.store);
    await expectRefused(ingest(file), [`line 3, column 'DGS10': "4.1x" is neither a number nor a missing value`]);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('lists every bad date and value at once with its file line (blank lines counted), the column as the file names it and the value as written', async () => {
    const file = files.write('several.csv', [
      'observation_date,dgs2,DGS10',
      '2026-11-16,3.60,4.10',
      '2026-11-17,3.6O,4.12',
      '',
      '2026-11-18,3.62,',
      '18/11/2026,3.63,four',
      '',
    ].join('\r\n'));
    const before = await snapshot(fx.store);
    const error = await expectRefused(ingest(file), []);
    expect(error.message).toBe([
      `Invalid parameter 'file': ${file} has 3 problems:`,
      `  line 3, column 'dgs2': "3.6O" is neither a number nor a missing value ('.' or empty)`,
      `  line 6, column 'observation_date': "18/11/2026" is not a date in yyyy-MM-dd form`,
      `  line 6, column 'DGS10': "four" is neither a number nor a missing value ('.' or empty)`,
      'Nothing was ingested; the store is unchanged.',
    ].join('\n'));
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('refuses a file of another extension', async () => {
    await expectRefused(ingest(files.write('DGS10.txt', 'DATE,DGS10\n2026-11-16,4.1\n')), ['.csv, .json']);
  });
});
