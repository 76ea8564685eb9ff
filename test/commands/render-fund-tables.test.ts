/**
 * Tables of the registered funds, drawn from the engine's own answers on the sample store: each fits 80
 * and 60 columns and says the fund, its report and its coverage around the rows.
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

describe('fund tables', () => {
  for (const width of [80, 60]) {
    it(`fund holdings at ${width} columns: name, value and weight of each holding; the fund, report and coverage said`, async () => {
      const text = await drawn('funds.holdings', { ticker: 'SMGRX' }, { limit: '2' }, width);
      expect(header(text)).toMatch(/Name +│ +Value \$ +│ +% NA/);
      expect(text).toContain('159,500,000');
      const prose = text.replace(/\s+/g, ' ');
      expect(prose).toContain('Sample Growth Equity Fund (SMGRX), report of 2026-09-30, net assets $1,250,000,000.');
      expect(prose).toContain('Holdings: 3 stored, 250 reported; coverage: fewer rows than the filing reports (tracked equities only).');
      expect(prose).toContain('2 of 3 holdings shown');
    });

    it(`fund directory at ${width} columns: ticker (else profile id), series and net assets of each fund; more matches than shown said below`, async () => {
      const text = await drawn('funds.directory', {}, { query: 'sample', limit: '4' }, width);
      // Wide: one row per fund under a header; narrow: the same cells drawn as label and value.
      if (width === 80) expect(header(text)).toMatch(/Fund +│ Series +│ +Net assets \$/);
      expect(text).toContain('│ SMGRX ');
      expect(text).toContain('1,250,000,000');
      expect(text).toContain('│ S999000003 ');
      expect(text.replace(/\s+/g, ' ')).toContain('5 funds match; 4 shown');
    });

    it(`fund owners at ${width} columns: series, value and weight of each position; the 18-month rule said below`, async () => {
      const text = await drawn('funds.owners', { ticker: 'AAPL' }, { limit: '2' }, width);
      expect(header(text)).toMatch(/Series +│ +Value \$ +│ +% NA/);
      expect(text).toContain('119,600,000');
      const prose = text.replace(/\s+/g, ' ');
      expect(prose).toContain('3 positions in series that filed within 18 months');
      expect(prose).toContain('2 of 3 positions shown');
    });
  }
});
