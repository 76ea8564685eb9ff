/**
 * The `vix` importer: Cboe's VIX_History.csv, the real trimmed file and small files in the same layout;
 * refusals name the file line, the column and the value as written, and leave the store unchanged; re-ingesting adds nothing.
 */
import { describe, expect, it } from 'vitest';
import type { VixPage } from '../../src/engine/gauges/schemas';
import { expectRefused, importerSuite, realFixture, snapshot } from '../fixtures/ingest/helpers';
import { call } from '../support/invoke';
import { type SampleFixture } from '../support/store';

const REAL = realFixture('cboe-vix-history/VIX_History.csv');
const REAL_PUT_CALL = realFixture('cboe-put-call-ratio/totalpc.csv');

let fx: SampleFixture;
const { files, ingest } = importerSuite('vix', (opened) => (fx = opened));
const vix = (query: Record<string, string> = {}) => call<VixPage>(fx.ctx, 'market.vix', {}, query);

describe('vix importer: the real VIX_History.csv', () => {
  it('reads all 300 sessions, 01/02/1990 to 03/11/1991, six-decimal levels as numbers', async () => {
    const report = await ingest(REAL);
    expect(report).toMatchObject({ dataset: 'vix', format: 'csv', rowsRead: 300, rowsAdded: 300, rowsSkipped: 0 });
    const oldest = await vix({ endDate: '1990-01-03' });
    expect(oldest.data).toEqual([
      { date: '1990-01-03', open: 18.19, high: 18.19, low: 18.19, close: 18.19 },
      { date: '1990-01-02', open: 17.24, high: 17.24, low: 17.24, close: 17.24 },
    ]);
    expect((await vix({ limit: '1' })).data[0]).toEqual({ date: '1991-03-11', open: 20.88, high: 20.88, low: 20.88, close: 20.88 });
  });

  it('re-ingesting the same file adds nothing', async () => {
    await ingest(REAL);
    const before = await snapshot(fx.store);
    const again = await ingest(REAL);
    expect(again).toMatchObject({ rowsRead: 300, rowsAdded: 0, rowsSkipped: 300 });
    expect((await snapshot(fx.store)).vix_daily).toEqual(before.vix_daily);
  });

  it('stores source cboe, the file and the capture time', async () => {
    await ingest(REAL);
    const row = await fx.store.one<{ source: string; source_file: string; captured_at: string }>(
      'SELECT source, source_file, captured_at FROM vix_daily LIMIT 1',
    );
    expect(row).toEqual({ source: 'cboe', source_file: REAL, captured_at: '2026-11-21T15:00:00.000Z' });
  });
});

describe('vix importer: small files in the published layout', () => {
  it('reads CRLF lines, OHLC that differ, and skips a date repeated in the file (first wins)', async () => {
    const file = files.write('VIX_History.csv', [
      'DATE,OPEN,HIGH,LOW,CLOSE',
      '11/19/2026,17.000000,18.400000,16.750000,18.110000',
      '11/20/2026,18.200000,18.500000,16.200000,16.480000',
      '11/20/2026,99.000000,99.000000,99.000000,99.000000',
      '',
    ].join('\r\n'));
    expect(await ingest(file)).toMatchObject({ rowsRead: 3, rowsAdded: 2, rowsSkipped: 1 });
    expect((await vix()).data).toEqual([
      { date: '2026-11-20', open: 18.2, high: 18.5, low: 16.2, close: 16.48 },
      { date: '2026-11-19', open: 17, high: 18.4, low: 16.75, close: 18.11 },
    ]);
  });

  it('a newer download adds only its new sessions', async () => {
    await ingest(files.write('old.csv', 'DATE,OPEN,HIGH,LOW,CLOSE\n11/19/2026,17,18.4,16.75,18.11\n'));
    const report = await ingest(files.write('new.csv', 'DATE,OPEN,HIGH,LOW,CLOSE\n11/19/2026,17,18.4,16.75,18.11\n11/20/2026,18.2,18.5,16.2,16.48\n'));
    expect(report).toMatchObject({ rowsRead: 2, rowsAdded: 1 });
  });
});

describe('vix importer: refusals leave the store unchanged', () => {
  const refusedWith = async (file: string, parts: string[]) => {
    await ingest(files.write('seed.csv', 'DATE,OPEN,HIGH,LOW,CLOSE\n01/02/1990,17.24,17.24,17.24,17.24\n'));
    const before = await snapshot(fx.store);
    const error = await expectRefused(ingest(file), [...parts, 'Nothing was ingested; the store is unchanged.']);
    expect(await snapshot(fx.store)).toEqual(before);
    return error;
  };

  it('refuses the put/call file: not a VIX history layout', async () => {
    await refusedWith(REAL_PUT_CALL, [REAL_PUT_CALL, 'is not a Cboe VIX history file: the first line must be DATE,OPEN,HIGH,LOW,CLOSE']);
  });

  it('refuses a missing column in the header', async () => {
    await refusedWith(files.write('no-low.csv', 'DATE,OPEN,HIGH,CLOSE\n01/03/1990,1,2,3\n'), ['the first line must be DATE,OPEN,HIGH,LOW,CLOSE, found "DATE,OPEN,HIGH,CLOSE"']);
  });

  it('refuses a bad date at its file line (the header is line 1), after good rows were read', async () => {
    const file = files.write('bad-date.csv', 'DATE,OPEN,HIGH,LOW,CLOSE\n01/03/1990,18.19,18.19,18.19,18.19\n1990-01-04,19.22,19.22,19.22,19.22\n');
    await refusedWith(file, ["line 3, column 'DATE': \"1990-01-04\" is not a date in MM/DD/YYYY form"]);
  });

  it('refuses an impossible date', async () => {
    await refusedWith(files.write('feb30.csv', 'DATE,OPEN,HIGH,LOW,CLOSE\n02/30/1990,1,1,1,1\n'), ["line 2, column 'DATE': \"02/30/1990\""]);
  });

  it('refuses an empty or non-numeric level', async () => {
    await refusedWith(files.write('empty.csv', 'DATE,OPEN,HIGH,LOW,CLOSE\n01/03/1990,18.19,,18.19,18.19\n'), [
      "line 2, column 'HIGH': an empty value is missing: every level is required",
    ]);
    await refusedWith(files.write('text.csv', 'DATE,OPEN,HIGH,LOW,CLOSE\n01/03/1990,18.19,18.19,18.19,n/a\n'), [
      "line 2, column 'CLOSE': \"n/a\" is not a non-negative number",
    ]);
  });

  it('lists every problem of the file at once, each with its file line (blank lines counted) and the value as written', async () => {
    const file = files.write('several.csv', [
      'DATE,OPEN,HIGH,LOW,CLOSE',
      '01/02/1990,17.24,17.24,17.24,17.24',
      '1990-01-03,18.19,18.19,18.19,18.19',
      '',
      '01/04/1990,19.22,,19.22,-1',
      '01/05/1990,20.11,20.11,abc,20.11',
      '',
    ].join('\r\n'));
    const error = await refusedWith(file, []);
    expect(error.message).toBe([
      `Invalid parameter 'file': ${file} has 4 problems:`,
      `  line 3, column 'DATE': "1990-01-03" is not a date in MM/DD/YYYY form`,
      `  line 5, column 'HIGH': an empty value is missing: every level is required`,
      `  line 5, column 'CLOSE': "-1" is not a non-negative number`,
      `  line 6, column 'LOW': "abc" is not a non-negative number`,
      'Nothing was ingested; the store is unchanged.',
    ].join('\n'));
  });

  it('lists at most 20 problems and counts the rest', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => `01/${String(i + 1).padStart(2, '0')}/1990,x,1,1,1`);
    const file = files.write('many.csv', ['DATE,OPEN,HIGH,LOW,CLOSE', ...rows, ''].join('\n'));
    const error = await refusedWith(file, [`${file} has 25 problems:`, `  line 2, column 'OPEN': "x" is not a non-negative number`, '… and 5 more problems']);
    expect(error.message).toContain(`  line 21, column 'OPEN': "x"`);
    expect(error.message).not.toContain('line 22,');
  });

  it('refuses a row with too many fields', async () => {
    await refusedWith(files.write('wide.csv', 'DATE,OPEN,HIGH,LOW,CLOSE\n01/03/1990,1,1,1,1,1\n'), ['cannot be read as CSV']);
  });
});
