/**
 * FRED dates must be in the series' frequency: a file whose dates for a series follow a lower frequency (an
 * aggregate FRED offers as a download) or have the wrong form (a weekend for a business-day series, a
 * weekday other than the one a weekly series is dated on, a day other than the first for a monthly one) is
 * refused, saying what the dates look like and what the series needs. Gaps are normal; a single
 * observation is judged by its date alone. The real DGS10 CSV and HQMCB10YR API JSON still load.
 */
import { describe, expect, it } from 'vitest';
import { TRACKED_SERIES } from '../../src/engine/fred/catalogue';
import { cadenceOf } from '../../src/store/ingest/importers/fred-cadence';
import { expectRefused, importerSuite, realFixture, snapshot } from '../fixtures/ingest/helpers';
import { type SampleFixture } from '../support/store';

let fx: SampleFixture;
const { files, ingest } = importerSuite('fred', (opened) => (fx = opened));

const ICSA_NEEDS = 'ICSA is weekly: its observations are 7 days apart, each dated on a Saturday';
const DGS10_NEEDS = 'DGS10 is daily: its observations are dated on business days (Monday to Friday), one to a few days apart';

/** A graph CSV: one series column, `[date, value]` rows, the newer `observation_date` header or the older `DATE`. */
const graphCsv = (name: string, series: string, rows: readonly (readonly [string, string])[], dateHeader = 'observation_date'): string =>
  files.write(name, [`${dateHeader},${series}`, ...rows.map(([date, value]) => `${date},${value}`), ''].join('\n'));
/** An API JSON body named after its series, observations as FRED writes them. */
const apiJson = (series: string, rows: readonly (readonly [string, string])[]): string =>
  files.write(`series_observations_${series}.json`, JSON.stringify({
    observation_start: rows[0]![0],
    observations: rows.map(([date, value]) => ({ realtime_start: '2026-11-20', realtime_end: '2026-11-20', date, value })),
  }));

/** The file is refused with exactly `problem` as its one problem, and nothing is stored. */
async function refusedFor(file: string, problem: string): Promise<void> {
  const before = await snapshot(fx.store);
  const error = await expectRefused(ingest(file), []);
  expect(error.message).toBe(`Invalid parameter 'file': ${file}, ${problem}. Nothing was ingested; the store is unchanged.`);
  expect(await snapshot(fx.store)).toEqual(before);
}

describe('fred importer: the real files fit their series frequency', () => {
  it('the daily DGS10.csv (business days, "." on holidays) and the monthly HQMCB10YR API JSON still load', async () => {
    expect(await ingest(realFixture('fred-csv/DGS10.csv'))).toMatchObject({ rowsRead: 286, rowsAdded: 286 });
    expect(await ingest(realFixture('fred-api-json/series_observations_HQMCB10YR.json'))).toMatchObject({ rowsRead: 6, rowsAdded: 6 });
  });

  it('every tracked series has a frequency whose date cadence is known', () => {
    for (const series of TRACKED_SERIES) expect(() => cadenceOf(series.frequency), series.id).not.toThrow();
    expect(cadenceOf('Weekly, Ending Saturday')).toEqual({ kind: 'weekly', weekday: 6 });
    expect(cadenceOf('Weekly, As of Wednesday')).toEqual({ kind: 'weekly', weekday: 3 });
    expect(cadenceOf('Daily, Close')).toEqual({ kind: 'businessDaily' });
    expect(cadenceOf('Daily, 7-Day')).toEqual({ kind: 'daily' });
  });
});

describe('fred importer: aggregates of a lower frequency are refused', () => {
  it('a monthly aggregate of the weekly ICSA (the older DATE layout of DGS10.csv): dates on the first of each month', async () => {
    const file = graphCsv('ICSA.csv', 'ICSA', [
      ['2023-01-01', '212500'], ['2023-02-01', '196250'], ['2023-03-01', '229600'], ['2023-04-01', '232250'], ['2023-05-01', '230250'],
    ], 'DATE');
    await refusedFor(file, `column 'ICSA': dates are the first of each month (a monthly aggregate), but ${ICSA_NEEDS}`);
  });

  it('a weekly aggregate (ending Friday) of the daily DGS10: Fridays 7 days apart', async () => {
    const file = graphCsv('DGS10.csv', 'DGS10', [['2023-01-06', '3.72'], ['2023-01-13', '3.55'], ['2023-01-20', '3.44'], ['2023-01-27', '3.50']]);
    await refusedFor(file, `column 'DGS10': dates are Fridays 7 days apart (a weekly aggregate), but ${DGS10_NEEDS}`);
  });

  it('a monthly aggregate of the daily DGS10 as API JSON, placed at observations', async () => {
    const file = apiJson('DGS10', [['2023-01-01', '3.53'], ['2023-02-01', '3.75'], ['2023-03-01', '3.66'], ['2023-04-01', '3.46']]);
    await refusedFor(file, `observations: dates are the first of each month (a monthly aggregate), but ${DGS10_NEEDS}`);
  });

  it('a biweekly aggregate (ending Wednesday) of the weekly WALCL: every other Wednesday', async () => {
    const file = graphCsv('WALCL.csv', 'WALCL', [['2023-01-04', '8551161'], ['2023-01-18', '8509641'], ['2023-02-01', '8470916'], ['2023-02-15', '8430698']]);
    await refusedFor(file, "column 'WALCL': dates are every other Wednesday, 14 days apart (a biweekly aggregate), but WALCL is weekly: its observations are 7 days apart, each dated on a Wednesday");
  });

  it('a quarterly aggregate of the monthly HQMCB10YR as API JSON', async () => {
    const file = apiJson('HQMCB10YR', [['2022-01-01', '2.91'], ['2022-04-01', '4.06'], ['2022-07-01', '4.63'], ['2022-10-01', '5.59']]);
    await refusedFor(file, 'observations: dates are the first of each quarter (a quarterly aggregate), but HQMCB10YR is monthly: its observations are dated on the first of each month');
  });

  it('an annual aggregate of the quarterly GDP', async () => {
    const file = graphCsv('GDP.csv', 'GDP', [['2020-01-01', '21354.1'], ['2021-01-01', '23681.2'], ['2022-01-01', '26006.9']]);
    await refusedFor(file, "column 'GDP': dates are January 1 of each year (an annual aggregate), but GDP is quarterly: its observations are dated on the first of January, April, July and October");
  });
});

describe('fred importer: dates of the wrong form are refused', () => {
  it('a weekend date in a business-day series', async () => {
    const file = graphCsv('DGS10.csv', 'DGS10', [['2026-11-19', '4.10'], ['2026-11-20', '4.12'], ['2026-11-21', '4.13']]);
    await refusedFor(file, `column 'DGS10': dates include 2026-11-21, which is a Saturday, but ${DGS10_NEEDS}`);
  });

  it('a weekly series dated on another weekday (ICSA on the Thursdays it is released)', async () => {
    const file = graphCsv('ICSA.csv', 'ICSA', [['2023-01-05', '204000'], ['2023-01-12', '205000'], ['2023-01-19', '190000']]);
    await refusedFor(file, `column 'ICSA': dates are Thursdays 7 days apart, but ${ICSA_NEEDS}`);
  });

  it('a monthly series with a date that is not the first of a month', async () => {
    const file = graphCsv('UNRATE.csv', 'UNRATE', [['2023-01-01', '3.4'], ['2023-02-15', '3.6']]);
    await refusedFor(file, "column 'UNRATE': dates include 2023-02-15, which is not the first of a month, but UNRATE is monthly: its observations are dated on the first of each month");
  });

  it('a single observation is judged by its date alone: a Sunday is not a date of the weekly ICSA', async () => {
    await refusedFor(graphCsv('ICSA.csv', 'ICSA', [['2023-01-01', '212500']]), `column 'ICSA': its one date, 2023-01-01, is a Sunday, but ${ICSA_NEEDS}`);
  });

  it('lists every series that does not fit, with the column the file names it by, next to its bad values', async () => {
    const file = files.write('fredgraph.csv', [
      'observation_date,ICSA,DGS10',
      '2023-01-01,212500,3.53',
      '2023-02-01,196250,3.75',
      '2023-03-01,n/a,3.66',
      '2023-04-01,232250,3.46',
      '',
    ].join('\n'));
    const before = await snapshot(fx.store);
    const error = await expectRefused(ingest(file), []);
    expect(error.message).toBe([
      `Invalid parameter 'file': ${file} has 3 problems:`,
      `  column 'DGS10': dates are the first of each month (a monthly aggregate), but ${DGS10_NEEDS}`,
      `  column 'ICSA': dates are the first of each month (a monthly aggregate), but ${ICSA_NEEDS}`,
      `  line 4, column 'ICSA': "n/a" is neither a number nor a missing value ('.' or empty)`,
      'Nothing was ingested; the store is unchanged.',
    ].join('\n'));
    expect(await snapshot(fx.store)).toEqual(before);
  });
});

describe('fred importer: gaps and single observations are accepted', () => {
  it('a weekly series alone in its file: a week marked "." is still one of its dates, so its Saturdays stay 7 days apart', async () => {
    const file = graphCsv('ICSA.csv', 'ICSA', [['2023-01-07', '206000'], ['2023-01-14', '.'], ['2023-01-21', '192000'], ['2023-02-04', '194000']]);
    expect(await ingest(file)).toMatchObject({ rowsRead: 3, rowsAdded: 3 });
  });

  it('two observations of a weekly series 14 days apart may have a week missing between them', async () => {
    expect(await ingest(graphCsv('ICSA.csv', 'ICSA', [['2023-01-07', '206000'], ['2023-01-21', '192000']]))).toMatchObject({ rowsAdded: 2 });
  });

  it('one observation dated as the series dates them is accepted, whatever a longer file would show', async () => {
    expect(await ingest(graphCsv('ICSA.csv', 'ICSA', [['2023-01-07', '206000']]))).toMatchObject({ rowsAdded: 1 });
    expect(await ingest(apiJson('DGS10', [['2023-02-01', '3.75']]))).toMatchObject({ rowsAdded: 1 });
  });

  it('a seven-day daily series has weekend observations', async () => {
    const file = graphCsv('DFF.csv', 'DFF', [['2026-11-20', '3.88'], ['2026-11-21', '3.88'], ['2026-11-22', '3.88'], ['2026-11-23', '3.87']]);
    expect(await ingest(file)).toMatchObject({ rowsAdded: 4 });
  });

  it('a graph CSV of a daily and a weekly series: each series is judged by the dates it has a value on', async () => {
    const file = files.write('fredgraph.csv', [
      'observation_date,DGS10,ICSA',
      '2023-01-05,3.72,',
      '2023-01-06,3.69,',
      '2023-01-07,,204000',
      '2023-01-09,3.53,',
      '2023-01-13,3.51,',
      '2023-01-14,,206000',
      '2023-01-16,.,',
      '2023-01-21,,192000',
      '',
    ].join('\n'));
    expect(await ingest(file)).toMatchObject({ rowsRead: 7, rowsAdded: 7 });
  });
});
