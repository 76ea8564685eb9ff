/**
 * Tables of the 13F reads, drawn from the engine's own answers on the sample store at 80 columns: every line
 * fits, the quarter is said above the table, buyers and sellers are two tables, and a comparison that is not
 * meaningful is said instead of drawn.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleStore, type SampleFixture } from '../support/store';
import { drawnTable, headerLine as header } from '../support/tables';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const drawn = (operation: string, path: Record<string, string>, query: Record<string, string> = {}) => drawnTable(fx.ctx, operation, path, query, 80);
const fits = (text: string) => expect(text.split('\n').filter((line) => [...line].length > 80)).toEqual([]);

describe('13F tables at 80 columns', () => {
  it('holders: the quarter and its totals above, one row per holder', async () => {
    const text = await drawn('institutions.holders', { ticker: 'AAPL' }, { limit: '5' });
    fits(text);
    expect(text).toMatch(/^Quarter 2026-09-30: \d+ institutions report [\d,]+ shares worth \$[\d,]+\./);
    expect(header(text)).toMatch(/Institution +│ Shares +│ Value \$ +│ % of inst\. +│ Type/);
  });

  it('activity: buyers and sellers as two tables', async () => {
    const text = await drawn('institutions.activity', { ticker: 'AAPL' }, { limit: '3' });
    fits(text);
    expect(text).toContain('AAPL: institutions\' changes from 2026-06-30 to 2026-09-30.');
    expect(text).toContain('Buyers:');
    expect(text).toContain('Sellers:');
  });

  it('activity of a quarter with nothing to compare says why instead of drawing changes', async () => {
    const text = await drawn('institutions.activity', { ticker: 'AAPL' }, { reportDate: '2025-06-30' });
    fits(text);
    expect(text.replace(/\s+/g, ' ')).toContain('No 13F report of the quarter ended 2025-03-31 is stored');
    expect(text).not.toContain('Buyers:');
  });

  it('most-held, market activity, portfolio, summary, sectors, changes, search, super-investors and consensus fit', async () => {
    for (const [op, path, query] of [
      ['institutions.mostHeld', {}, {}],
      ['institutions.marketActivity', {}, { bucket: 'new-positions' }],
      ['institutions.portfolio', { cik: '1067983' }, {}],
      ['institutions.summary', { cik: '1067983' }, {}],
      ['institutions.sectors', { cik: '1067983' }, {}],
      ['institutions.changes', { cik: '1067983' }, {}],
      ['institutions.search', {}, { query: 'sample' }],
      ['institutions.superInvestors', {}, {}],
      ['institutions.consensus', {}, { institutions: '1067983,1336528,1649339' }],
    ] as const) {
      fits(await drawn(op, path, query));
    }
    expect(await drawn('institutions.mostHeld', {})).toMatch(/^Most-held stocks, quarter 2026-09-30 \(30 filers with holdings\), by filers\./);
    expect(header(await drawn('institutions.superInvestors', {}))).toMatch(/Manager +│ Value \$ +│ Quarter/);
  });

  it('super-investors explain staleness only when a manager is stale', async () => {
    // On the sample every roster manager has filed the newest quarter whose deadline has passed.
    expect(await drawn('institutions.superInvestors', {})).not.toContain('Stale:');
  });
});
