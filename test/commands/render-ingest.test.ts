/**
 * What `fds ingest` prints for a person at an 80-column terminal: per file, the name as given, the layout
 * and ticker worked out, the row counts with why rows were skipped, and the synthetic rows replaced.
 */
import { describe, expect, it } from 'vitest';
import { renderResult } from '../../commands/render';
import { renderIngestView } from '../../commands/render-ingest';
import type { Terminal } from '../../commands/terminal';

const footer = 'Synthetic sample data as of 2026-11-20 — not market data.';

const report = (fields: Record<string, unknown>) => ({
  dataset: 'prices', format: 'csv', layout: 'canonical', ticker: null, tickerFrom: null,
  rowsRead: 0, rowsAdded: 0, rowsSkipped: 0, rowsWithoutData: 0, replacedSample: [], ...fields,
});

const body = {
  data: [
    report({
      file: '/home/ana/downloads/AAPL.csv', layout: 'yahoo', ticker: 'AAPL', tickerFrom: 'fileName',
      rowsRead: 253, rowsAdded: 251, rowsSkipped: 2, rowsWithoutData: 1,
      replacedSample: [{ dataset: 'prices', key: 'AAPL', rows: 780 }],
    }),
    report({
      file: '/home/ana/downloads/HistoricalData_1704931200.csv', layout: 'nasdaq', ticker: 'BRK-B', tickerFrom: 'flag',
      rowsRead: 1, rowsAdded: 1,
      replacedSample: [
        { dataset: 'option_contracts', key: 'BRK-B', rows: 190 },
        { dataset: 'prices', key: 'BRK-B', rows: 780 },
        { dataset: 'dividends', key: 'BRK-B', rows: 1 },
        { dataset: 'ticks', key: 'BRK-B', rows: 2019 },
      ],
    }),
    report({
      file: '/home/ana/bars.csv', rowsRead: 1500, rowsAdded: 1500,
      replacedSample: [{ dataset: 'prices', key: 'KO', rows: 780 }, { dataset: 'prices', key: 'MSFT', rows: 780 }],
    }),
    report({ file: '/home/ana/downloads/nvda.us.txt', layout: 'stooq-ascii', rowsRead: 2, rowsAdded: 0, rowsSkipped: 2 }),
  ],
};
const names = ['downloads/AAPL.csv', 'downloads/HistoricalData_1704931200.csv', 'bars.csv', 'downloads/nvda.us.txt'];

describe('renderIngestView', () => {
  it('summarises each file in a few lines that fit 80 columns, replaced sample rows named by their noun', () => {
    const text = renderIngestView(body, { width: 80, color: false, footer, names });
    for (const line of text!.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    expect(text).toBe(
      [
        'downloads/AAPL.csv',
        '  Yahoo Finance download, ticker AAPL from the file name',
        '  253 rows read, 251 added, 2 skipped (1 duplicate, 1 without data)',
        '  Replaced 780 synthetic AAPL bars.',
        'downloads/HistoricalData_1704931200.csv',
        '  Nasdaq download, ticker BRK-B from --ticker',
        '  1 row read, 1 added, 0 skipped',
        '  Replaced synthetic BRK-B data: 190 option contracts, 780 bars, 1 dividend,',
        '  2,019 ticks.',
        'bars.csv',
        '  1,500 rows read, 1,500 added, 0 skipped',
        '  Replaced synthetic data: KO (780 bars), MSFT (780 bars).',
        'downloads/nvda.us.txt',
        '  Stooq ASCII download',
        '  2 rows read, 0 added, 2 skipped (2 duplicates)',
        footer,
        '',
      ].join('\n'),
    );
  });

  it('names the rows whose regulator symbol matched no listing: how many, and the first symbols as filed', () => {
    const regulator = {
      data: [
        report({
          dataset: 'finra-short-volume', file: '/home/ana/CNMSshvol20260730.txt', format: 'text', layout: 'finra-short-volume',
          rowsRead: 9000, rowsAdded: 9000, unmappedSymbols: { rows: 8950, symbols: 8950, first: ['AAAU', 'AACB', 'AACBR'] },
        }),
        report({
          dataset: 'finra-short-volume', file: '/home/ana/FORFshvol20260730.txt', format: 'text', layout: 'finra-short-volume',
          rowsRead: 3, rowsAdded: 3, unmappedSymbols: { rows: 1, symbols: 1, first: ['ZZZZ'] },
        }),
      ],
    };
    const text = renderIngestView(regulator, { width: 80, color: false, footer: null, names: ['CNMSshvol20260730.txt', 'FORFshvol20260730.txt'] });
    expect(text).toBe(
      [
        'CNMSshvol20260730.txt',
        '  9,000 rows read, 9,000 added, 0 skipped',
        '  8,950 rows under 8,950 symbols matched no listing, stored as filed: AAAU,',
        '  AACB, AACBR, … and 8,947 more.',
        'FORFshvol20260730.txt',
        '  3 rows read, 3 added, 0 skipped',
        '  1 row under 1 symbol matched no listing, stored as filed: ZZZZ.',
        '',
      ].join('\n'),
    );
  });

  it('gives way to the generic table for a body that is not a list of ingest reports', () => {
    expect(renderIngestView({ data: [{ what: 'else' }] }, { width: 80, color: false, footer: null, names: [] })).toBeNull();
  });

  it('is used only on a table terminal: --json prints the reports as they are', async () => {
    const json: Terminal = { format: 'json', envelopeOnStdout: true, color: false, spinner: false, width: 80 };
    expect(await renderResult({ body, sampleAsOf: null, view: { kind: 'ingest', names } }, json)).toBe(`${JSON.stringify(body)}\n`);
  });
});
