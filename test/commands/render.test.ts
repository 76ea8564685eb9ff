import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderCsv, renderJson, renderNdjson, renderResult, rowsOf } from '../../commands/render';
import { renderTable } from '../../commands/render-table';
import type { Terminal } from '../../commands/terminal';
import { awkwardRows, latestBody, pricePage, splitPage, statusBody } from './fixtures';

const golden = (name: string): string => readFileSync(new URL(`golden/${name}`, import.meta.url), 'utf8');
const footer = 'Synthetic sample data as of 2026-11-20 — not market data.';
const terminal = (format: Terminal['format'], width = 100): Terminal => ({ format, envelopeOnStdout: false, color: false, spinner: false, width });

describe('--json prints exactly the /v1 body', () => {
  it('is JSON.stringify of the body, compact, plus one newline', () => {
    expect(renderJson(latestBody)).toBe(`${JSON.stringify(latestBody)}\n`);
    expect(renderJson(latestBody)).not.toContain('\n  ');
  });

  it('keeps top-level fields other than data (notFound, meta)', async () => {
    const text = await renderResult({ body: latestBody, sampleAsOf: '2026-11-20' }, terminal('json'));
    expect(JSON.parse(text)).toEqual(latestBody);
  });

  it('never adds the sample footer to machine output', async () => {
    for (const format of ['json', 'ndjson', 'csv'] as const) {
      const text = await renderResult({ body: pricePage, sampleAsOf: '2026-11-20' }, terminal(format));
      expect(text).not.toContain('Synthetic');
    }
  });
});

describe('--ndjson prints one data row per line', () => {
  it('writes each row of data as a compact JSON line', () => {
    expect(renderNdjson(pricePage)).toBe(golden('prices.ndjson'));
  });

  it('writes a body without data as a single line', () => {
    expect(renderNdjson(statusBody)).toBe(`${JSON.stringify(statusBody)}\n`);
  });

  it('writes nothing for an empty page', () => {
    expect(renderNdjson({ data: [], meta: { limit: 20, offset: 0, count: 0, hasMore: false } })).toBe('');
  });
});

describe('--csv prints a header and the data rows', () => {
  it('prints the price rows under a header of their fields', () => {
    expect(renderCsv(pricePage)).toBe(golden('prices.csv'));
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says, and leaves null empty', () => {
    expect(renderCsv(awkwardRows)).toBe(golden('awkward.csv'));
  });

  it('gives a field missing from the first row its own column', () => {
    const [header] = renderCsv(awkwardRows).split('\n');
    expect(header).toBe('name,quote,empty,nested,flag');
  });

  it('takes rows from data, a bare array, or one object', () => {
    expect(rowsOf(pricePage)).toHaveLength(2);
    expect(rowsOf([{ a: 1 }, { a: 2 }, { a: 3 }])).toHaveLength(3);
    expect(rowsOf(statusBody)).toEqual([statusBody]);
  });

  it("takes rows from an object's one list of records when it has no data (an option chain's contracts)", () => {
    const chain = { ticker: 'AAPL', expiration: '2026-12-04', contracts: [{ occTicker: 'A', strikePrice: 195 }, { occTicker: 'B', strikePrice: 200 }] };
    expect(renderCsv(chain)).toBe('occTicker,strikePrice\nA,195\nB,200\n');
    expect(rowsOf({ ticker: 'AAPL', expiration: null, contracts: [] })).toHaveLength(1);
    expect(rowsOf({ a: [{ x: 1 }], b: [{ y: 2 }] })).toHaveLength(1);
  });
});

describe('human tables', () => {
  it('renders a page as columns with a paging line and the synthetic-sample footer (width 100)', () => {
    expect(renderTable(pricePage, { width: 100, color: false, footer, offsetFlag: true })).toBe(golden('prices-table-100.txt'));
  });

  it('leaves the rightmost columns out when the table does not fit the width, and names them (width 40)', () => {
    expect(renderTable(pricePage, { width: 40, color: false, footer, offsetFlag: true })).toBe(golden('prices-table-40.txt'));
  });

  it('renders each row as key/value lines only when even the first two columns do not fit (width 20)', () => {
    const text = renderTable(pricePage, { width: 20, color: false, footer: null, offsetFlag: true });
    expect(text.match(/│ date +│ 2026-11-\d\d/g)).toHaveLength(2);
    expect(text).toMatch(/│ adjustedClose │ 229\.98 +│/);
  });

  it('says the total on lists that carry meta.total', () => {
    expect(renderTable(splitPage, { width: 100, color: false, footer: null })).toBe(golden('splits-table-100.txt'));
  });

  it('says notFound symbols above the latest-close rows when no spec applies', () => {
    expect(renderTable(latestBody, { width: 80, color: false, footer })).toBe(golden('latest-table-80.txt'));
  });

  it('renders an object body as key/value lines', () => {
    expect(renderTable(statusBody, { width: 60, color: false, footer: null })).toBe(golden('status-table-60.txt'));
  });

  it('fits every line in the width it is given', () => {
    for (const width of [40, 60, 80, 100]) {
      const text = renderTable(latestBody, { width, color: false, footer: null });
      for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(width);
    }
  });

  it('writes no escape codes without colour and some with it', () => {
    // eslint-disable-next-line no-control-regex
    const escape = /\u001b\[/;
    expect(renderTable(pricePage, { width: 100, color: false, footer: null })).not.toMatch(escape);
    expect(renderTable(pricePage, { width: 100, color: true, footer: null })).toMatch(escape);
  });

  it('points at a larger --limit, not --offset, when the command pages without an offset', () => {
    const calendar = { data: [{ date: '2026-11-23', release: 'H.15' }], meta: { limit: 1, offset: 0, count: 1, hasMore: true } };
    const text = renderTable(calendar, { width: 80, color: false, footer: null });
    expect(text).toContain('Row 1. More rows exist: raise --limit or narrow the dates.');
    expect(text).not.toContain('--offset');
  });

  it('shows a nested record as a titled block of key/value lines and a flat one as name=value', () => {
    const body = { ticker: 'AAPL', parameters: { period: 14 }, contract: { occTicker: 'O:AAPL', strikePrice: 230, extra: { a: 1 } } };
    const text = renderTable(body, { width: 80, color: false, footer: null });
    expect(text).toMatch(/parameters\s+│?\s*period=14/);
    expect(text).toContain('contract:\n');
    expect(text).toMatch(/occTicker\s+│?\s*O:AAPL/);
    expect(text).toMatch(/extra\s+│?\s*a=1/);
  });

  it('says so when a page has no rows', () => {
    expect(renderTable({ data: [], meta: { limit: 20, offset: 0, count: 0, hasMore: false } }, { width: 100, color: false, footer: null })).toBe('No rows.\n');
  });

  it('adds the footer only when the store holds sample data', async () => {
    const withSample = await renderResult({ body: pricePage, sampleAsOf: '2026-11-20' }, terminal('table'));
    const withoutSample = await renderResult({ body: pricePage, sampleAsOf: null }, terminal('table'));
    expect(withSample.trimEnd().split('\n').at(-1)).toBe(footer);
    expect(withoutSample).not.toContain('Synthetic');
  });

  it('prints nothing for a command without a body', async () => {
    expect(await renderResult({ body: undefined, sampleAsOf: null }, terminal('table'))).toBe('');
  });
});
