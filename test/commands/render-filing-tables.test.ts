/**
 * Tables of the filing store, drawn from the engine's own answers on the sample store: the list keeps the
 * filing date, ticker, type with its 8-K items and the whole document id at 80 columns; a document's lines
 * print like nl, numbered, with where the run ends and how to read on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCERPT_LINES, renderExcerpts } from '../../commands/render-excerpts';
import { renderLines } from '../../commands/render-lines';
import type { FilingSearch } from '../../src/engine/filings/search/schemas';
import type { FilingLines } from '../../src/engine/filings/schemas';
import { call } from '../support/invoke';
import { sampleStore, type SampleFixture } from '../support/store';
import { drawnTable, headerLine as header } from '../support/tables';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

describe('filing tables', () => {
  it('list at 80 columns: filed, ticker, type with items, and the whole id', async () => {
    const text = await drawnTable(fx.ctx, 'filings.list', {}, { ticker: 'TSLA', itemNumber: '5.02' }, 80);
    expect(header(text)).toMatch(/Filed +│ Ticker │ Type, items +│ Id +│/);
    expect(text).toMatch(new RegExp(`│ \\d{4}-\\d{2}-\\d{2} │ TSLA +│ 8-K 5\\.02 9\\.01 │ ${UUID.source} │`));
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('a document at 80 columns: what it is in one row, its company, EDGAR address and the read command under it', async () => {
    const text = await drawnTable(fx.ctx, 'filings.document', { documentId: '7435e8a7-e5a7-55e4-9473-1f654a7e090e' }, {}, 80);
    expect(text).toMatch(/│ \d{4}-\d{2}-\d{2} │ AAPL +│ 10-K\/A │/);
    const prose = text.replace(/\s+/g, ' ');
    expect(prose).toContain('Apple Inc., CIK 9990000001:');
    expect(prose).toContain('Read it: fds filings read 7435e8a7-e5a7-55e4-9473-1f654a7e090e');
  });

  it('reads lines like nl at 80 columns: numbers right-aligned, long lines wrapped under their text, and how to read on', async () => {
    const [row] = (await call<{ data: { id: string }[] }>(fx.ctx, 'filings.list', {}, { ticker: 'TSLA', itemNumber: '5.02' })).data;
    const body = await call<FilingLines>(fx.ctx, 'filings.lines', { documentId: row!.id }, { start: '5', limit: '3' });
    const text = (await renderLines(body, { width: 80, color: false, footer: null }))!;
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^ {5}5 {2}Date of Report: \d{4}-\d{2}-\d{2}$/);
    expect(lines[1]).toMatch(/^ {5}6 {2}Item 5\.02 Departure of Directors/);
    expect(lines.every((l) => l.length <= 80)).toBe(true);
    expect(lines.filter((l) => l.startsWith(' '.repeat(8)) && /\S/.test(l)).length).toBeGreaterThan(0);
    expect(text.replace(/\s+/g, ' ')).toContain(`Lines 5–7 of ${body.lineCount}. Read on with: fds filings read ${row!.id} --start 8`);
  });
});

describe('filing search passages', () => {
  it('at 80 columns: rank, filing date, ticker, type and first line over the document id and the passage\'s first lines, then how to read on', async () => {
    const body = await call<FilingSearch>(fx.ctx, 'filings.search', {}, { query: 'chief executive officer step down', limit: '2' });
    const text = (await renderExcerpts(body, { width: 80, color: false, footer: null }))!;
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^1\. \d{4}-\d{2}-\d{2} {2}TSLA {2}8-K {2}line 1$/);
    expect(lines[1]).toBe(`   ${body.data[0]!.documentId}`);
    expect(lines.slice(2, 2 + EXCERPT_LINES).every((l) => l.startsWith('   ') && l.trim() !== '')).toBe(true);
    expect(lines[2 + EXCERPT_LINES]).toBe('   …');
    expect(lines.every((l) => l.length <= 80)).toBe(true);
    expect(text.replace(/\s+/g, ' ')).toContain(`2 passages, best first. Read one on from its first line: fds filings read ${body.data[0]!.documentId} --start 1`);
  });

  it('says so when no passage matches', async () => {
    const text = (await renderExcerpts({ limit: 10, count: 0, data: [] }, { width: 80, color: false, footer: null }))!;
    expect(text).toBe('No passage matches.\n');
  });
});
