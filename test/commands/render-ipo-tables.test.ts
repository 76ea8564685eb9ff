/**
 * Tables of the registration (IPO) pipeline, drawn from the engine's own answers on the sample store: the
 * list keeps CIK, company, status, latest filing and price at 80 columns; the detail draws the financials
 * and says the terms, underwriters and risk factors above them and the filings under them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleStore, type SampleFixture } from '../support/store';
import { drawnTable, headerLine as header } from '../support/tables';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

describe('registration tables', () => {
  it('list at 80 columns: CIK, company, status, latest filing date, price (a range, a fixed price or a dash)', async () => {
    const text = await drawnTable(fx.ctx, 'ipos.list', {}, {}, 80);
    expect(header(text)).toMatch(/CIK +│ Company +│ Status +│ Latest +│ Price \$/);
    expect(text).toMatch(/│ 9800001 │ Sample Biotherapeutics Inc │ Priced +│ 2026-11-15 │ +15\.00 │/);
    expect(text).toMatch(/│ 9800005 │ Sample Resale Partners Inc │ Filed +│ 2026-11-05 │ +— │/);
  });

  it('detail at 80 columns: the headline, terms, underwriters and the price as filed above the financials; the filings under them', async () => {
    const text = await drawnTable(fx.ctx, 'ipos.show', { cik: '9800001' }, {}, 80);
    expect(text).toMatch(/│ 2025 │ 10,000,000 │ +25\.0 │ +80\.0 │ -42,000,000 │/);
    const prose = text.replace(/\s+/g, ' ');
    expect(prose).toContain('Sample Biotherapeutics Inc (CIK 9800001): Priced;');
    expect(prose).toContain('Terms (Available) from 424B4 filed 2026-11-15: offering Primary, price $ 15.00, shares 6,250,000, ticker SMPB');
    expect(prose).toContain('Underwriters: Sample Securities LLC; Sample Capital Markets Inc; Sample & Co.');
    expect(prose).toContain('Price, as filed: “The initial public offering price is $15.00 per share.”');
    expect(text.indexOf('Sample Biotherapeutics Inc (CIK')).toBeLessThan(text.indexOf('│ 2025 │'));
    expect(prose).toContain('Filings, newest first: 424B4 2026-11-15, S-1/A 2026-10-11, S-1 2026-07-23.');
  });

  it('a withdrawn registration never read says its terms and underwriters are pending', async () => {
    const prose = (await drawnTable(fx.ctx, 'ipos.show', { cik: '9800004' }, {}, 80)).replace(/\s+/g, ' ');
    expect(prose).toContain('Sample Holdings Ltd (CIK 9800004): Withdrawn;');
    expect(prose).toContain('Terms: Pending, the F-1/A filed 2026-06-23 is not read yet.');
    expect(prose).toContain('Underwriters: Pending.');
    expect(prose).not.toContain('price $ —');
  });

  it('a NonOffering read says its terms are unavailable instead of a row of dashes', async () => {
    const prose = (await drawnTable(fx.ctx, 'ipos.show', { cik: '9800005' }, {}, 80)).replace(/\s+/g, ' ');
    expect(prose).toContain('Terms: Unavailable from the S-1 filed 2026-11-05 (offering NonOffering); no price or share figure is shown.');
    expect(prose).toContain('Underwriters: Unavailable.');
  });
});
