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

    it(`fund operations at ${width} columns: each N-CEN filing titled by its period, filing date and type, its providers by role and name`, async () => {
      const text = await drawn('funds.operations', { ticker: 'SMPLX' }, { limit: '2' }, width);
      const prose = text.replace(/\s+/g, ' ');
      expect(prose).toContain('Sample Large Cap Index Fund (S999000001): 2 N-CEN filings of Sample Index Trust, newest first.');
      // A title longer than the terminal wraps.
      expect(prose).toContain('Period 2025-12-31, filed 2026-04-20 · N-1A 811-99901 · amendment:');
      expect(prose).toContain('Period 2025-12-31, filed 2026-03-11 · N-1A 811-99901:');
      expect(header(text)).toMatch(/Role +│ Name/);
      expect(text).toMatch(/│ principal underwriter +│ Sample Distributors LLC/);
    });

    it(`Swedish fund positions at ${width} columns: fund, value in SEK and weight of each reported row; the quarter and capture said above`, async () => {
      const text = await drawn('funds.swedishPositions', { exchange: 'XSTO', ticker: 'HM-B' }, {}, width);
      expect(header(text)).toMatch(/Fund +│ +Value SEK +│ +% fund/);
      expect(text).toContain('1,050,000,000');
      const prose = text.replace(/\s+/g, ' ');
      expect(prose).toContain('FI-Sweden-Fund-Holdings · ISIN SE0000106270 · quarter ending 2026-06-30; last captured 2026-11-21T15:00:00.000Z.');
      expect(prose).toContain('3 reported positions.');
      expect(prose).toContain('not a share of the company');
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

  it('an empty fund operations answer and a Swedish answer without positions say why that is no zero', async () => {
    const none = (await drawn('funds.operations', { ticker: 'SMSOX' }, {}, 80)).replace(/\s+/g, ' ');
    expect(none).toContain('no N-CEN filing of it is stored');
    expect(none).toContain('not evidence that none was filed');
    const unresolved = (await drawn('funds.swedishPositions', { exchange: 'XSTO', ticker: 'ERIC-A' }, {}, 80)).replace(/\s+/g, ' ');
    expect(unresolved).toContain("The listing's ISIN is not verified, so nothing can be matched to it. This does not mean no Swedish fund holds it.");
    const missing = (await drawn('funds.swedishPositions', { exchange: 'XSTO', ticker: 'VOLV-B' }, {}, 80)).replace(/\s+/g, ' ');
    expect(missing).toContain('No captured fund report of the quarter lists this ISIN. This does not mean no Swedish fund holds it.');
  });
});
