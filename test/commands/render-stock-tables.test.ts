/**
 * Tables of the stock profile and the screener, drawn from the engine's own answers on the sample store:
 * the profile is one row of its headline facts with the identifiers and share count said under it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleStore, type SampleFixture } from '../support/store';
import { drawnTable, headerLine as header } from '../support/tables';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const widest = (text: string): number => Math.max(...text.split('\n').map((line) => line.length));

describe('stock tables', () => {
  it('profile at 80 columns: ticker, name, exchange, market cap, sector; kind, identifiers and shares said under it', async () => {
    const text = await drawnTable(fx.ctx, 'stocks.profile', {}, { ticker: 'AAPL' }, 80);
    expect(widest(text)).toBeLessThanOrEqual(80);
    expect(header(text)).toMatch(/Ticker +│ Name +│ Exch +│ +Market cap +│ Sector/);
    expect(text).toMatch(/│ AAPL +│ Apple Inc\. +│ XNAS +│ +3,450,000,000,000 │ Information Technology/);
    const prose = text.replace(/\s+/g, ' ');
    expect(prose).toContain('Identifiers: CIK 320193, ISIN —; industry —.');
    expect(prose).toContain('Stock quoted in USD; shares outstanding 15,000,000,000 (as of 2026-11-20); market cap at the close of 2026-11-20.');
    expect(prose).toContain('First stored bar: 2023-11-21 (the closest date known to the listing date).');
  });
});
