/**
 * Tables for people at the widths terminals have: each answer with a table spec keeps its most important
 * columns, leaves out the rest (and says which, and how to see them), formats numbers per column, and says
 * its context above the table. Checked at 80 and 60 columns against golden files and width/line bounds.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderTable, type TableOptions } from '../../commands/render-table';
import { tableSpecFor } from '../../commands/tables/index';
import { chainBody, latestFourBody, pricePage260, quoteBatchBody, quoteCloses } from './fixtures';

const golden = (name: string): string => readFileSync(new URL(`golden/${name}`, import.meta.url), 'utf8');
const footer = 'Synthetic sample data as of 2026-11-20 — not market data.';

interface Case {
  name: string;
  operation: string;
  body: unknown;
  related?: TableOptions['related'];
  /** Most lines the answer may take at 80 and at 60 columns (the rows, the frame, a few lines of notes). */
  maxLines: number;
}

const cases: Case[] = [
  { name: 'chain', operation: 'options.chain', body: chainBody, maxLines: 13 + 4 + 8 },
  { name: 'latest-closes', operation: 'prices.latest', body: latestFourBody, maxLines: 4 + 4 + 8 },
  { name: 'prices', operation: 'prices.list', body: pricePage260, maxLines: 260 + 4 + 5 },
  { name: 'quotes', operation: 'quotes.batch', body: quoteBatchBody, related: quoteCloses, maxLines: 3 + 4 + 5 },
];

const render = (c: Case, width: number, withFooter = true): string =>
  renderTable(c.body, { width, color: false, footer: withFooter ? footer : null, offsetFlag: true, spec: tableSpecFor(c.operation), related: c.related });

const linesOf = (text: string): string[] => text.trimEnd().split('\n');

describe('tables fit the terminal', () => {
  for (const c of cases) {
    for (const width of [80, 60]) {
      it(`${c.name} at ${width} columns: every line fits, one line per row, as the golden file shows`, () => {
        const text = render(c, width);
        for (const line of linesOf(text)) expect([...line].length, line).toBeLessThanOrEqual(width);
        expect(linesOf(text).length).toBeLessThanOrEqual(c.maxLines);
        expect(text).toBe(golden(`${c.name}-table-${width}.txt`));
      });
    }
  }

  it('an option chain keeps type, strike, bid, ask, last, IV, delta and OI at 80 columns and names what it left out', () => {
    const lines = linesOf(render(cases[0]!, 80));
    expect(lines[0]).toBe('AAPL (Apple Inc.) · expiration 2026-11-27 · 13 of 30 contracts');
    expect(lines[2]!.split('│').map((h) => h.trim()).filter((h) => h !== '').slice(0, 8)).toEqual(['Type', 'Strike $', 'Bid $', 'Ask $', 'Last $', 'IV %', 'Delta', 'OI']);
    expect(lines.join(' ')).toContain('Left out to fit 80 columns: occTicker, gamma, theta, vega. A wider terminal shows them; --json or --csv shows every field.');
  });

  it('an option chain at 60 columns keeps type, strike, bid and ask first', () => {
    const header = linesOf(render(cases[0]!, 60)).find((line) => line.startsWith('│ Type'))!;
    expect(header.split('│').map((h) => h.trim()).filter((h) => h !== '').slice(0, 4)).toEqual(['Type', 'Strike $', 'Bid $', 'Ask $']);
  });

  it('prices at 70 columns leave out only the adjusted close, one line per bar', () => {
    const lines = linesOf(render(cases[2]!, 70, false));
    expect(lines[1]!.split('│').map((h) => h.trim()).filter((h) => h !== '')).toEqual(['Date', 'Open $', 'High $', 'Low $', 'Close $', 'Volume']);
    expect(lines).toHaveLength(260 + 4 + 2 + 1);
  });

  it('formats numbers per column: prices at 2 decimals, IV as a percentage, open interest and volume with separators, right-aligned', () => {
    const chain = render(cases[0]!, 80);
    expect(chain).toContain('│ Call │   195.00 │ 34.62 │ 35.67 │  35.15 │ 28.47 │  1.0000 │ 22,019 │');
    const prices = render(cases[2]!, 80);
    expect(prices).toContain('│ 2026-11-20 │ 228.62 │ 230.10 │ 226.01 │  230.00 │ 77,975,659 │');
  });

  it('says the context above the table and the notes under it: partial ranges and symbols not found', () => {
    const lines = linesOf(render(cases[1]!, 80));
    expect(lines[3]).toMatch(/^│ AAPL\s+│ 2026-11-19 │\s+228\.34 │\s+\+4\.91 │\s+\+2\.20 │\s+192\.17–255\.94 │/);
    expect(lines[6]).toContain('105.83–189.41*');
    const after = lines.slice(lines.findIndex((l) => l.startsWith('└')) + 1).join('\n');
    expect(after).toMatch(/^\* NVDA: Range starts at the 4:1 split/);
    expect(after).toContain('Not found: NOPE.');
  });

  it('quotes keep the stale and delayed words at any width that fits a table', () => {
    for (const width of [80, 60]) expect(render(cases[3]!, width)).toContain('stale, delayed 15m');
  });

  it('quotes show the change against the settled close and say stale and delayed in words', () => {
    const text = render(cases[3]!, 100, false);
    expect(text).toMatch(/│ AAPL\s+│\s+227\.54 │\s+-0\.80 │\s+-0\.35 │\s+227\.51 │\s+227\.57 │\s+40s │\s+│/);
    // KO's reading belongs to a session that has settled since: it is compared with the close before it.
    expect(text).toMatch(/│ KO\s+│\s+63\.10 │\s+\+0\.78 │\s+\+1\.25 │ .* │\s+18h │ stale, delayed 15m │/);
    expect(text).toMatch(/│ MSFT\s+│\s+409\.03 │\s+\+1\.58 │\s+\+0\.39 │\s+— │/);
  });

  it('shows each row as a key/value block only when even the columns always shown do not fit', () => {
    const text = render(cases[0]!, 30, false);
    expect(text).toContain('│ Strike $ │ 195.00');
    expect(text.match(/│ Type +│ (Call|Put)/g)).toHaveLength(13);
  });

  it('leaves a column out of a table when no row has anything to say in it', () => {
    const fresh = { data: quoteBatchBody.data.slice(0, 2) };
    const text = renderTable(fresh, { width: 120, color: false, footer: null, spec: tableSpecFor('quotes.batch'), related: quoteCloses });
    expect(text).not.toContain('Note');
    expect(text).toContain('Via');
  });

  it('never cuts a URL: a value too long to wrap is printed whole under its block', () => {
    const url = 'https://www.fda.gov/advisory-committees/advisory-committee-calendar/2026-12-03-meeting-of-the-oncologic-drugs';
    const text = renderTable({ title: 'Oncologic Drugs Advisory Committee', sourceUrl: url }, { width: 60, color: false, footer: null });
    expect(text.split('\n')).toContain(`sourceUrl: ${url}`);
    expect(text).toMatch(/│ title +│ Oncologic Drugs Advisory Committee +│/);
  });

  it('keeps the generic table for a body without a spec: context fields above, the rightmost columns left out and named', () => {
    const body = { indicator: 'rsi', ticker: 'AAPL', data: [{ date: '2026-11-20', value: 55.1, extraOne: 'a'.repeat(30), extraTwo: 'b'.repeat(30) }] };
    const lines = linesOf(renderTable(body, { width: 60, color: false, footer: null }));
    expect(lines.slice(0, 2)).toEqual(['indicator: rsi', 'ticker: AAPL']);
    expect(lines.join(' ')).toContain('Left out to fit 60 columns: extraTwo. A wider terminal shows it; --json or --csv shows every field.');
  });
});

describe('currencies and the index list', () => {
  const table = (operation: string, body: unknown): string => renderTable(body, { width: 80, color: false, footer: null, offsetFlag: true, spec: tableSpecFor(operation) });

  it('names the currency of a row not in dollars, and says the $ headers do not apply to it', () => {
    const body = {
      data: [
        { ticker: 'AAPL', date: '2026-11-20', close: 230.22, change: 5.49, changePercent: 2.44 },
        { ticker: 'XLON:VOD', currency: 'GBP', date: '2026-11-20', close: 0.71, change: 0, changePercent: -0.32 },
      ],
    };
    const lines = linesOf(table('prices.latest', body));
    expect(lines[1]!.split('│').map((h) => h.trim()).filter((h) => h !== '')).toEqual(expect.arrayContaining(['Ticker', 'Ccy', 'Close $']));
    expect(lines.find((line) => line.includes('XLON:VOD'))).toContain('GBP');
    expect(lines).toContain('Prices of rows with a Ccy are in that currency (GBP), not in dollars.');
  });

  it('leaves the currency column and note out of a table of dollar rows', () => {
    const text = table('prices.list', { data: [{ date: '2026-11-20', open: 1, high: 2, low: 1, close: 2, volume: 10, adjustedClose: 2 }] });
    expect(text).not.toContain('Ccy');
    expect(text).not.toContain('not in dollars');
  });

  it('shows each index with its number of members at 80 columns', () => {
    const body = { data: [{ slug: 'sp-500', name: 'S&P 500', provider: 'S&P Dow Jones Indices', forecastable: true, constituentCount: 503, asOfDate: '2026-11-20', source: 'IVV', isDaily: true }] };
    const lines = linesOf(table('indexes.list', body));
    expect(lines[1]!.split('│').map((h) => h.trim()).filter((h) => h !== '')).toEqual(['Slug', 'Name', 'Members', 'As of', 'Source', 'Daily', 'Provider', 'Forecast'].slice(0, lines[1]!.split('│').length - 2));
    expect(lines.find((line) => line.includes('sp-500'))).toContain('503');
  });
});
