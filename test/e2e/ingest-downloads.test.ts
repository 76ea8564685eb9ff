/**
 * `fds ingest prices` through the built CLI, as a user runs it on downloaded files: the real MSFT file by
 * --ticker and by its name, a folder of Yahoo, Stooq and Stooq ASCII downloads, a run of several files
 * stopped by a bad one (exit 2, every problem with its line, what was loaded and what was not attempted),
 * --ticker misused, and the help of a publisher's dataset.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSFT_REAL } from '../fixtures/ingest/helpers';
import { ensureBuilt, sandbox, type Sandbox } from './support';

interface Report {
  file: string;
  layout: string;
  ticker: string | null;
  tickerFrom: string | null;
  rowsRead: number;
  rowsAdded: number;
  rowsWithoutData: number;
  replacedSample: { dataset: string; key: string; rows: number }[];
}

const reports = (stdout: string): Report[] => (JSON.parse(stdout) as { data: Report[] }).data;
const lines = (...rows: string[]): string => `${rows.join('\n')}\n`;

let sample: Sandbox;
let empty: Sandbox;

beforeAll(async () => {
  await ensureBuilt();
  sample = sandbox();
  empty = sandbox();
  const init = await empty.fds(['init', '--no-sample']);
  expect(init.exitCode, init.stderr).toBe(0);
});
afterAll(() => {
  (sample as Sandbox | undefined)?.remove();
  (empty as Sandbox | undefined)?.remove();
});

describe('the real MSFT daily file', () => {
  it('loads with --ticker MSFT, replaces the synthetic MSFT bars, and fds prices serves the published bars', async () => {
    const run = await sample.fds(['ingest', 'prices', '--ticker', 'MSFT', MSFT_REAL]);
    expect(run.exitCode, run.stderr).toBe(0);
    const [report] = reports(run.stdout);
    expect(report).toMatchObject({ file: MSFT_REAL, layout: 'canonical', ticker: 'MSFT', tickerFrom: 'flag', rowsRead: 300, rowsAdded: 300 });
    expect(report!.replacedSample).toEqual(expect.arrayContaining([expect.objectContaining({ dataset: 'prices', key: 'MSFT' })]));
    const bars = await sample.fds(['prices', 'MSFT', '--start-date', '2016-03-10', '--end-date', '2016-03-11', '--json']);
    expect((JSON.parse(bars.stdout) as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ date: '2016-03-11', open: 50.1711, high: 50.2374, low: 49.5842, close: 50.2374, volume: 32275677 }),
      expect.objectContaining({ date: '2016-03-10', open: 50.1049, high: 50.1143, low: 48.4293, close: 49.2718, volume: 38387804 }),
    ]);
  });

  it('loads a folder of downloads in name order, each ticker taken from its file name or from the file', async () => {
    const folder = join(empty.dir, 'downloads');
    mkdirSync(folder);
    copyFileSync(MSFT_REAL, join(folder, 'MSFT.csv'));
    writeFileSync(join(folder, 'AAPL.csv'), lines(
      'Date,Open,High,Low,Close,Adj Close,Volume',
      '2024-01-16,182.160004,184.259995,180.929993,183.630005,182.538208,65603000',
      '2024-01-15,null,null,null,null,null,null',
      '2024-01-12,186.059998,186.740005,185.190002,185.919998,184.814575,40444700',
    ));
    writeFileSync(join(folder, 'ko.us.txt'), lines('Date,Open,High,Low,Close,Volume,OpenInt', '2017-11-06,45.87,46.05,45.7,45.97,9521651,0'));
    writeFileSync(join(folder, 'nvda.us.txt'), lines('<TICKER>,<PER>,<DATE>,<TIME>,<OPEN>,<HIGH>,<LOW>,<CLOSE>,<VOL>,<OPENINT>', 'NVDA.US,D,20240102,000000,49.24,49.3,47.6,48.17,411254000,0'));
    const run = await empty.fds(['ingest', 'prices', 'downloads']);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(reports(run.stdout).map(({ file, layout, ticker, tickerFrom, rowsRead, rowsAdded, rowsWithoutData }) => ({ file, layout, ticker, tickerFrom, rowsRead, rowsAdded, rowsWithoutData }))).toEqual([
      { file: join(folder, 'AAPL.csv'), layout: 'yahoo', ticker: 'AAPL', tickerFrom: 'fileName', rowsRead: 3, rowsAdded: 2, rowsWithoutData: 1 },
      { file: join(folder, 'MSFT.csv'), layout: 'canonical', ticker: 'MSFT', tickerFrom: 'fileName', rowsRead: 300, rowsAdded: 300, rowsWithoutData: 0 },
      { file: join(folder, 'ko.us.txt'), layout: 'stooq', ticker: 'KO', tickerFrom: 'fileName', rowsRead: 1, rowsAdded: 1, rowsWithoutData: 0 },
      { file: join(folder, 'nvda.us.txt'), layout: 'stooq-ascii', ticker: null, tickerFrom: null, rowsRead: 1, rowsAdded: 1, rowsWithoutData: 0 },
    ]);
  });
});

describe('several files and folders', () => {
  it('stops at a refused middle file with exit 2: every problem on its line, the files loaded and those not attempted', async () => {
    writeFileSync(join(empty.dir, 'ZED.csv'), lines('date,open,high,low,close,volume', '2024-01-02,10,11,9.5,10.5,1000'));
    writeFileSync(join(empty.dir, 'QQQ.csv'), lines(
      'Date,Open,High,Low,Close,Adj Close,Volume',
      '2024-01-02,402.1,402.9,396.3,398.5,396.9,56000000',
      '2024-01-03,396.4,395.0,393.4,394.2,392.6,55000000',
      '2024-01-04,392.0,396.5,391.9,392.1,390.5,-4',
    ));
    mkdirSync(join(empty.dir, 'later'));
    for (const name of ['INTC.csv', 'AMD.csv']) writeFileSync(join(empty.dir, 'later', name), lines('date,open,high,low,close,volume', '2024-01-02,10,11,9.5,10.5,1000'));

    const run = await empty.fds(['ingest', 'prices', 'ZED.csv', 'QQQ.csv', 'later']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toBe(
      `fds: Invalid parameter 'file': ${join(empty.dir, 'QQQ.csv')} has 2 problems:\n`
      + `  line 3, column 'High': "395.0" is below the open (open 396.4)\n`
      + `  line 4, column 'Volume': "-4" must be a whole number, 0 or more\n`
      + 'Nothing of this file was stored.\n'
      + 'Stopped at QQQ.csv (file 2 of 4).\n'
      + 'Loaded: ZED.csv.\n'
      + 'Not attempted: later/AMD.csv, later/INTC.csv.\n',
    );
    const envelope = JSON.parse(run.stdout) as { error: { code: string; status: number } };
    expect(envelope.error).toMatchObject({ code: 'invalid_parameter', status: 400 });

    const loaded = await empty.fds(['prices', 'ZED', '--start-date', '2024-01-02', '--end-date', '2024-01-02', '--json']);
    expect((JSON.parse(loaded.stdout) as { data: unknown[] }).data).toHaveLength(1);
    for (const ticker of ['QQQ', 'AMD', 'INTC']) expect((await empty.fds(['prices', ticker, '--json'])).exitCode, ticker).toBe(3);
  });

  it('refuses --ticker for a file that names its own tickers: a usage error naming ticker, nothing stored', async () => {
    writeFileSync(join(empty.dir, 'named.csv'), lines('ticker,date,open,high,low,close,volume', 'NAMED,2024-01-02,10,11,9.5,10.5,1000'));
    const run = await empty.fds(['ingest', 'prices', '--ticker', 'AAPL', 'named.csv']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toBe(`fds: Invalid option --ticker: ${join(empty.dir, 'named.csv')} names its tickers in a column of its own; --ticker is only for a file without one.\n`);
    expect((await empty.fds(['prices', 'NAMED', '--json'])).exitCode).toBe(3);
  });
});

describe('help of each dataset', () => {
  it("fds ingest fx-rates --help describes the ECB's file, not the canonical columns", async () => {
    const run = await empty.fds(['ingest', 'fx-rates', '--help']);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('Layout:\n  The ECB euro foreign exchange reference rates as published');
    expect(run.stdout).toContain('eurofxref-hist.csv has the header Date,USD,JPY');
    expect(run.stdout).not.toContain('Columns:');
    expect(run.stdout).not.toContain('canonical');
    for (const line of run.stdout.split('\n')) expect(line.length, line).toBeLessThanOrEqual(80);
  });

  it('fds ingest prices --help gives the canonical columns, the recognised downloads and --ticker', async () => {
    const run = await empty.fds(['ingest', 'prices', '--help']);
    expect(run.exitCode).toBe(0);
    for (const part of ['--ticker <ticker>', 'Columns:\n  ticker, date, open, high, low, close, volume', 'Yahoo Finance download: Date,Open,High,Low,Close,Adj Close,Volume', 'Stooq download:', 'Stooq ASCII download:', 'Nasdaq download: Date,Close/Last,Volume,Open,High,Low', 'Ticker:\n']) {
      expect(run.stdout).toContain(part);
    }
  });
});
