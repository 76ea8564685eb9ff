/**
 * The executive-change table, drawn from the engine's answers on the sample store: at 80 columns it keeps
 * the filing date, person, role (marked interim), action, effective date and form, and says under it what
 * was read, also when nothing was found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleStore, type SampleFixture } from '../support/store';
import { drawnTable, headerLine as header } from '../support/tables';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

describe('executive-change table', () => {
  it('at 80 columns: filed, person, role, action, effective and form, with the coverage line under it', async () => {
    const text = await drawnTable(fx.ctx, 'executives.changes', { ticker: 'TSLA' }, {}, 80);
    expect(header(text)).toMatch(/Filed +│ Person +│ Role +│ Action +│ Effective │ Form/);
    expect(text).toMatch(/│ \d{4}-\d{2}-\d{2} │ Sam Patel +│ CEO \(interim\) │ Appointed │ — +│ 8-K +│/);
    expect(text.replace(/\s+/g, ' ')).toMatch(/Read 1 Item 5\.02 filing, filed on \d{4}-\d{2}-\d{2}\./);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('an 8-K/A and a termination, with the span of the filings read', async () => {
    const text = await drawnTable(fx.ctx, 'executives.changes', { ticker: 'JPM' }, {}, 80);
    expect(text).toMatch(/│ Robin Vale +│ COO +│ Appointed +│ \d{4}-\d{2}-\d{2} │ 8-K\/A │/);
    expect(text).toMatch(/│ Jesse Park +│ COO +│ Terminated │ \d{4}-\d{2}-\d{2} │ 8-K +│/);
    expect(text.replace(/\s+/g, ' ')).toMatch(/Read 2 Item 5\.02 filings, filed \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\./);
  });

  it('says how many filings it read when none held a change, and when none was stored', async () => {
    const none = await drawnTable(fx.ctx, 'executives.changes', { ticker: 'JPM' }, { action: 'Retired' }, 80);
    expect(none.replace(/\s+/g, ' ')).toMatch(/Read 2 Item 5\.02 filings, filed \S+ to \S+\. No change was read in them\./);
    const empty = await drawnTable(fx.ctx, 'executives.changes', { ticker: 'MSFT' }, {}, 80);
    expect(empty.replace(/\s+/g, ' ')).toContain('Read 0 Item 5.02 filings: none is stored for this stock in the date window.');
  });
});
