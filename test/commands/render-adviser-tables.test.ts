/**
 * Tables of the investment advisers, drawn from the engine's own answers on the sample store: the search
 * and the profile each fit 80 and 60 columns, keep CRD, name and AUM, and say the rest in a few sentences
 * rather than a line per field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleStore, type SampleFixture } from '../support/store';
import { drawnTable, headerLine as header } from '../support/tables';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const drawn = (operation: string, path: Record<string, string>, query: Record<string, string>, width: number) => drawnTable(fx.ctx, operation, path, query, width);

describe('investment adviser tables', () => {
  for (const width of [80, 60]) {
    it(`adviser search at ${width} columns: CRD, legal name and AUM of each match; more matches than shown said below`, async () => {
      const text = await drawn('advisers.search', {}, { query: 'sample', limit: '3' }, width);
      expect(header(text)).toMatch(/CRD +│ Legal name +│ +AUM \$/);
      expect(text).toContain('│ 9900005 ');
      expect(text).toContain('6,280,000,000');
      expect(text.replace(/\s+/g, ' ')).toContain('7 advisers match; 3 shown');
    });

    it(`adviser profile at ${width} columns: one row of headline figures, names, website and compensation in sentences`, async () => {
      const text = await drawn('advisers.profile', { crd: '9900002' }, {}, width);
      const lines = text.trimEnd().split('\n');
      expect(lines.length).toBeLessThan(25);
      // Wide: one row under a header; narrow: the same cells drawn as label and value.
      for (const cell of ['CRD', '9900002', 'AUM $', '640,300,000', 'SAMPLE LIGHTHOUSE WEALTH MANAGEMENT']) expect(text).toContain(cell);
      expect(text).not.toContain('Left out');
      const prose = text.replace(/\s+/g, ' ');
      expect(prose).toContain('Legal name: SAMPLE HARBOR HOLDINGS, INC., doing business as SAMPLE LIGHTHOUSE WEALTH MANAGEMENT.');
      expect(prose).toContain('Compensated by: percentage of AUM, hourly, fixed fees.');
      expect(prose).toContain('monthly Form ADV extract of 2026-11-01');
    });
  }

  it('a profile with no figures filed shows dashes, not zeros, and says no compensation box is checked', async () => {
    const prose = (await drawn('advisers.profile', { crd: '9900004' }, {}, 80)).replace(/\s+/g, ' ');
    expect(prose).toContain('discretionary —, non-discretionary —');
    expect(prose).toContain('Compensated by: none checked.');
    expect(prose).toContain('Website (as filed): —.');
  });
});
