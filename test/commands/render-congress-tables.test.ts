/**
 * Tables of the congressional reads, drawn from the engine's own answers on the sample store at 80
 * columns: rows stay rows (never a card per trade), the member id stays beside the name, bands read as
 * bands, and what the figures are is said under them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleStore, type SampleFixture } from '../support/store';
import { drawnTable, headerLine as header } from '../support/tables';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const JORDAN = '9177eca0-512e-558d-abe6-1ccd18999709';
const drawn = (operation: string, path: Record<string, string>, query: Record<string, string>) => drawnTable(fx.ctx, operation, path, query, 80);

describe('congressional tables at 80 columns', () => {
  it('members: name and the member id the other reads take', async () => {
    const text = await drawn('congress.members', {}, { query: 'sample' });
    expect(header(text)).toMatch(/Name +│ Member id/);
    expect(text).toContain(`│ Sample Jordan Lee    │ ${JORDAN} │`);
  });

  it('trades: one row per trade with its band; an open band reads "over"', async () => {
    const text = await drawn('congress.trades', {}, { ticker: 'NVDA' });
    expect(header(text)).toMatch(/Traded +│ Member +│ Type +│ Ticker +│ Amount band/);
    expect(text).toContain('over $50,000,000');
    expect(text).toContain('$50,001–$100,000');
    expect(text.split('\n').filter((line) => line.includes('│ NVDA ')).length).toBe(3);
    expect(text.replace(/\s+/g, ' ')).toContain('Amounts are the disclosed bands, never exact.');
  });

  it('net worth: the years on file, and that a missing year is not zero', async () => {
    const text = await drawn('congress.netWorth', { id: JORDAN }, {});
    expect(header(text)).toMatch(/Year +│ Filed +│ +Min \$ +│ +Max \$/);
    expect(text).toContain('│ 2025 │');
    expect(text.replace(/\s+/g, ' ')).toContain('A missing year means no electronic filing, not a net worth of zero.');
  });

  it('activity: net flow per ticker in the direction asked, with what the estimate is', async () => {
    const text = await drawn('congress.marketActivity', {}, { direction: 'sells' });
    expect(text).toContain('Net selling by members of Congress, trades filed in the last 30 days: 2 tickers.');
    expect(text).toContain('│ NVDA   │ -49,917,000 │');
    expect(text.replace(/\s+/g, ' ')).toContain('Each trade at the midpoint of its disclosed band');
  });
});
