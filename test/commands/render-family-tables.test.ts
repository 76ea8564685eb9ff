/**
 * Tables of the index and insider families, drawn from the engine's own answers on the sample store: each
 * fits 80 and 60 columns in a bounded number of lines, keeps its most important columns, and says its
 * context above the table (a forecast's buckets each get a titled table; register observations are rows,
 * never JSON).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { renderTable } from '../../commands/render-table';
import { tableSpecFor } from '../../commands/tables/index';
import { call } from '../support/invoke';
import { sampleStore } from '../support/store';

interface Case {
  name: string;
  operation: string;
  path: Record<string, string>;
  query?: Record<string, string>;
  /** Most lines the answer may take at 80 and at 60 columns (rows, frames, titles, a few lines of notes). */
  maxLines: number;
}

const cases: Case[] = [
  { name: 'constituents', operation: 'indexes.constituents', path: { index: 'sp-500' }, maxLines: 25 + 4 + 10 },
  { name: 'changes', operation: 'indexes.changes', path: { index: 'sp-500' }, maxLines: 2 + 4 + 6 },
  // Five buckets of 1 + 1 + 4 + 0 + 24 rows, each a titled table, and the context above them.
  { name: 'S&P 500 forecast', operation: 'indexes.forecast', path: { index: 'sp-500' }, maxLines: 30 + 4 * 5 + 5 + 10 },
  { name: 'Nasdaq-100 forecast', operation: 'indexes.forecast', path: { index: 'nasdaq-100' }, maxLines: 2 + 4 * 2 + 4 + 10 },
  { name: 'insider transactions', operation: 'insiders.transactions', path: { ticker: 'AAPL' }, maxLines: 8 + 4 + 8 },
  { name: 'insider ownership', operation: 'insiders.ownership', path: { ticker: 'AAPL' }, maxLines: 2 + 4 + 4 },
  { name: 'proposed sales', operation: 'insiders.proposedSales', path: { ticker: 'AAPL' }, maxLines: 2 + 4 + 6 },
  { name: 'insider sentiment', operation: 'insiders.sentiment', path: {}, maxLines: 10 + 4 + 8 },
  { name: 'director transactions', operation: 'insiders.directorTransactions', path: { exchange: 'XSTO', ticker: 'HM-B' }, maxLines: 4 + 4 + 10 },
];

const bodies = new Map<string, unknown>();

beforeAll(async () => {
  const { ctx } = await sampleStore();
  for (const c of cases) bodies.set(c.name, await call(ctx, c.operation, c.path, c.query));
});

const render = (operation: string, body: unknown, width: number): string =>
  renderTable(body, { width, color: false, footer: null, offsetFlag: true, spec: tableSpecFor(operation) });

const linesOf = (text: string): string[] => text.trimEnd().split('\n');

/** The header cells of the first table in `lines`. */
const headerOf = (lines: readonly string[], index = 0): string[] => {
  const header = lines.filter((line) => line.startsWith('│'))[index]!;
  return header.split('│').map((h) => h.trim()).filter((h) => h !== '');
};

describe('index and insider tables fit the terminal', () => {
  for (const c of cases) {
    for (const width of [80, 60]) {
      it(`${c.name} at ${width} columns: every line fits, one line per row, no JSON`, () => {
        const lines = linesOf(render(c.operation, bodies.get(c.name), width));
        for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(width);
        expect(lines.length).toBeLessThanOrEqual(c.maxLines);
        expect(lines.join('\n')).not.toMatch(/[{"]/);
      });
    }
  }
});

describe('what each table shows', () => {
  const lines = (name: string, width = 80): string[] => linesOf(render(cases.find((c) => c.name === name)!.operation, bodies.get(name), width));

  it('constituents: the list above, ticker, name and weight as a percentage at any width', () => {
    const at80 = lines('constituents');
    expect(at80[0]).toBe('S&P 500 (sp-500) · 25 members as of 2026-10-21 (IVV daily holdings file)');
    expect(headerOf(at80)).toEqual(['#', 'Ticker', 'Name', 'Weight %', 'Fund value $']);
    expect(at80.find((line) => line.includes('NVDA'))).toMatch(/│ NVIDIA Corporation\s+│\s+14\.707 │\s+88,239,000,000 │$/);
    expect(headerOf(lines('constituents', 60))).toEqual(['Ticker', 'Name', 'Weight %']);
    expect(at80.join(' ')).toContain("1 of the list's rows match no listing");
  });

  it('changes: the window between the two lists, the direction and the ticker', () => {
    const at60 = lines('changes', 60);
    expect(headerOf(at60)).toEqual(['Between lists of', 'Change', 'Ticker']);
    expect(at60).toContain('│ 2026-09-01–2026-10-16 │ Added   │ AVGO   │');
  });

  it('a forecast says its snapshot and bucket counts above, then each bucket as a titled table', () => {
    const at80 = lines('S&P 500 forecast');
    expect(at80[0]).toBe('S&P 500 (sp-500) · Screen · session 2026-11-20 · revision 1');
    expect(at80.join(' ')).toContain('Likely joins 1 · Eligible non-members 1 · At-risk members 4 · Likely exits 0 · Member exits 24');
    for (const title of ['Likely joins:', 'Eligible non-members:', 'At-risk members:', 'Member exits:']) expect(at80).toContain(title);
    expect(at80).toContain('Likely exits: none.');
    expect(headerOf(at80)).toEqual(['Ticker', 'Name', 'Prob %', 'Verdict', 'Mkt cap $B', 'Member']);
    expect(at80.find((line) => line.startsWith('│ DIS'))).toMatch(/│ The Walt Disney Company │\s+75\.1 │ passes\s+│\s+180\.0 │ no/);
    expect(at80.find((line) => line.startsWith('│ WMT'))).toContain('fails Liquidity');
    expect(at80.find((line) => line.startsWith('│ BRK-B'))).toContain('5 not measured');
  });

  it('a projection has no probability column and no member-exit bucket, and shows the rank', () => {
    const at80 = lines('Nasdaq-100 forecast');
    expect(headerOf(at80)).toEqual(['Ticker', 'Name', 'Verdict', 'Mkt cap $B', 'Rank', 'Member']);
    expect(at80.join('\n')).not.toContain('Member exits:');
  });

  it('a forecast on a plan that withholds the rows says so and links the upgrade page, with the counts', () => {
    const body = bodies.get('S&P 500 forecast') as Record<string, unknown>;
    const buckets = Object.fromEntries(Object.entries(body.buckets as Record<string, { count: number }>).map(([k, v]) => [k, { count: v.count, rows: [] }]));
    const locked = { ...body, buckets, candidatesLocked: true, upgradeUrl: 'https://pricing.example/fds' };
    const text = linesOf(render('indexes.forecast', locked, 80)).join('\n');
    expect(text).toContain('At-risk members 4');
    expect(text).toContain('The rows of the buckets are not included on this plan, only their counts.\nUpgrade: https://pricing.example/fds');
    expect(text).not.toContain('┌');
  });

  it('insider transactions: date, insider, code, shares at any width; price and the 10b5-1 box at 80', () => {
    const at80 = lines('insider transactions');
    expect(headerOf(at80)).toEqual(['Date', 'Insider', 'Code', 'Shares', 'Price $', '10b5-1']);
    expect(at80).toContain('│ 2026-10-31 │ Harper Lena     │ Sale        │ 50,000 │  229.41 │ yes    │');
    expect(headerOf(lines('insider transactions', 60))).toEqual(['Date', 'Insider', 'Code', 'Shares']);
  });

  it('director transactions: the register context above, each observation a row of its fields', () => {
    const at80 = lines('director transactions');
    expect(at80[0]).toContain('ISIN SE0000106270');
    expect(at80.join(' ')).toContain('5 publication days from 2026-10-21 to 2026-11-18');
    expect(headerOf(at80)).toEqual(['Date', 'Person', 'Type', 'Volume', 'Price', 'Ccy', 'Note']);
    expect(at80.find((line) => line.includes('25,000'))).toMatch(/│ 2026-11-10 │ Eva Lund\s+│ Förvärv\s+│\s+25,000 │\s+151\.2000 │ SEK │ related/);
  });

  it('a register answer without observations says why, and that it does not mean there were none', () => {
    const body = { ...(bodies.get('director transactions') as object), coverageStatus: 'not_captured', observations: [], totalObservations: 0 };
    const text = linesOf(render('insiders.directorTransactions', body, 80)).join(' ');
    expect(text).toContain('The register has not been captured. This does not mean there were no transactions.');
  });
});
