/**
 * Tables of the short-interest forecast and the squeeze scores, drawn from the engine's own answers on
 * the sample store: each fits 80 and 60 columns, the forecast says under its row that it is an estimate,
 * and the squeeze table says which settlement it scores and how many stocks, with fractions as percentages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { renderTable } from '../../commands/render-table';
import { tableSpecFor } from '../../commands/tables/index';
import type { EngineContext } from '../../src/engine/context';
import type { SqueezeScores } from '../../src/engine/short/squeeze-schemas';
import { call } from '../support/invoke';
import { sampleStore } from '../support/store';

let ctx: EngineContext;
/** The sample's scored universe, as the table should print it ("324"). */
let SCORED: string;
beforeAll(async () => {
  ctx = (await sampleStore()).ctx;
  const { scoredCount } = await call<SqueezeScores>(ctx, 'short.squeeze', {}, {});
  expect(scoredCount).toBeGreaterThan(300);
  SCORED = scoredCount.toLocaleString('en-US');
});

async function drawn(operation: string, path: Record<string, string>, query: Record<string, string>, width: number): Promise<string> {
  const body = await call(ctx, operation, path, query);
  const text = renderTable(body, { width, color: false, footer: null, spec: tableSpecFor(operation) });
  for (const line of text.trimEnd().split('\n')) expect([...line].length, line).toBeLessThanOrEqual(width);
  expect(text).not.toMatch(/[{"]/);
  return text;
}

describe('short-interest forecast and squeeze tables', () => {
  for (const width of [80, 60]) {
    it(`forecast at ${width} columns: the likely range and confidence always shown, the estimate note under the row`, async () => {
      const text = await drawn('short.forecast', { ticker: 'AAPL' }, {}, width);
      expect(text).toMatch(/\d{3},\d{3},\d{3}–\d{3},\d{3},\d{3}/);
      expect(text).toMatch(/│ high +│/);
      expect(text.replace(/\n/g, ' ')).toContain('Estimate, not official FINRA data');
    });

    it(`squeeze scores at ${width} columns: the settlement and universe above, rank, score and short interest as a percentage`, async () => {
      const text = (await drawn('short.squeeze', {}, { limit: '5' }, width)).replace(/\n(?!│|┌|└|├)/g, ' ');
      expect(text).toContain(`Short-squeeze pressure at the 2026-10-30 short-interest settlement: ${SCORED} stocks scored, ${SCORED} after the floors`);
      expect(text.match(/^│ +\d+ │/gm)).toHaveLength(5);
      expect(text).toContain('SI %');
      expect(text).not.toMatch(/0\.0\d{6}/);
    });
  }

  it('a single-ticker lookup says its rank among the stocks scored', async () => {
    const text = (await drawn('short.squeeze', {}, { ticker: 'AAPL' }, 80)).replace(/\n/g, ' ');
    expect(text).toMatch(new RegExp(`rank \\d+ of ${SCORED} stocks scored`));
  });
});
