/**
 * Tables of the buyback and at-the-market reads, drawn from the engine's answers on the sample store: each
 * fits 80 and 60 columns; buybacks say the authorization above and draw fiscal years and quarters as two
 * tables, an undisclosed remaining amount reads "not disclosed"; the ATM table flags an expired program
 * and says under an empty list that nothing captured is not proof of none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTable } from '../../commands/render-table';
import { tableSpecFor } from '../../commands/tables/index';
import { call } from '../support/invoke';
import { sampleStore, type SampleFixture } from '../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

async function drawn(operation: string, ticker: string, width: number): Promise<string> {
  const body = await call(fx.ctx, operation, { ticker });
  const text = renderTable(body, { width, color: false, footer: null, spec: tableSpecFor(operation) });
  for (const line of text.trimEnd().split('\n')) expect([...line].length, line).toBeLessThanOrEqual(width);
  expect(text).not.toMatch(/[{"]/);
  return text;
}

describe('buyback and ATM tables', () => {
  for (const width of [80, 60]) {
    it(`buybacks at ${width} columns: the authorization above, fiscal years and quarters as two tables`, async () => {
      const text = await drawn('buybacks.programs', 'AAPL', width);
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain('authorized $110,000,000,000');
      expect(flat).toContain('remaining $62,500,000,000 as of 2026-09-30');
      expect(text).toContain('Fiscal years');
      expect(text).toContain('Quarters');
      expect(text).toMatch(/│ 2026 +│ Q4 +│/);
    });

    it(`an undisclosed remaining amount reads "not disclosed" at ${width} columns`, async () => {
      expect((await drawn('buybacks.programs', 'MSFT', width)).replace(/\s+/g, ' ')).toContain('remaining not disclosed');
    });

    it(`ATM at ${width} columns: utilization as a percentage, the expired program flagged`, async () => {
      const text = await drawn('buybacks.atm', 'CRCL', width);
      // At 60 columns each program becomes a card of its fields rather than a row.
      expect(text).toMatch(width === 80 ? /│ +18\.0 │/ : /│ Used % +│ 18\.0 +│/);
      expect(text).toContain('expired');
    });

    it(`an empty ATM list at ${width} columns says nothing captured is not proof of none`, async () => {
      expect((await drawn('buybacks.atm', 'AAPL', width)).replace(/\s+/g, ' ')).toContain('that is not proof that none exists');
    });
  }
});
