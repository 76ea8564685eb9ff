/**
 * Tables of the stock profile and the screener, drawn from the engine's own answers on the sample store:
 * the profile is one row of its headline facts with the identifiers and share count said under it; the
 * screener keeps ticker, price and market cap at any width and names what it leaves out.
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
    expect(prose).toContain('Identifiers: CIK 320193, ISIN —; industry Electronic Computers.');
    expect(prose).toContain('Stock quoted in USD; shares outstanding 15,000,000,000 (as of 2026-11-20); market cap at the close of 2026-11-20.');
    expect(prose).toContain('First stored bar: 2023-11-21 (the closest date known to the listing date).');
  });

  it('screener at 80 columns: ticker, price, market cap, short interest, days to cover first; the vintages above; what is left out named', async () => {
    const text = await drawnTable(fx.ctx, 'stocks.screener', {}, { limit: '5' }, 80);
    expect(widest(text)).toBeLessThanOrEqual(80);
    expect(header(text)).toMatch(/^│ Ticker │ Price \$ +│ Market cap \$ +│ Short % +│ DTC +│/);
    expect(text).toMatch(/│ NVDA +│ +145\.00 │ 3,538,000,000,000 │ +2\.85 │ +2\.86 │/);
    const prose = text.replace(/\s+/g, ' ');
    expect(prose).toContain('listings pass; page 1 of');
    expect(prose).toContain('Prices of 2026-11-20; short interest of the 2026-10-30 settlement; 13F quarter ended 2026-09-30.');
    expect(prose).toMatch(/left out[^.]*name/i);
  });

  it('screener at 40 columns still shows ticker, price and market cap', async () => {
    const text = await drawnTable(fx.ctx, 'stocks.screener', {}, { limit: '3' }, 40);
    expect(text).toMatch(/│ NVDA +│ +145\.00 │ 3,538,000,000,000 │/);
  });
});
