/**
 * The `sec-10k` importer: the real Apple 10-K of the shared fixtures (inline XBRL, cut before Part I) and
 * small reports written in the same layout (../fixtures/ingest/inline-10k.ts), in a primary document and
 * in EDGAR's full submission text.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ingestAny } from '../../src/store/ingest/index';
import { expectRefused, importerSuite, realFixture, snapshot } from '../fixtures/ingest/helpers';
import { inlineReport, submissionText, type InlineReport } from '../fixtures/ingest/inline-10k';
import { sampleStore, type SampleFixture } from '../support/store';

let fx: SampleFixture;
const { files, ingest } = importerSuite('sec-10k', (opened) => (fx = opened));

const APPLE = realFixture('sec-10k/Apple.10-K.html');

/** Listings and SEC ticker links the written reports' names resolve against. */
async function listings(): Promise<void> {
  await fx.store.write(async (tx) => {
    const listing = (ticker: string, mic: string | null, name: string, issuer: string) =>
      tx.run("INSERT INTO listings VALUES (?, ?, ?, ?, ?, 'Stock', 'USD', true, 'ingest', NULL, now())", [ticker, mic, ticker.replace(/^.*:/, ''), name, issuer]);
    await listing('MSFT', null, 'Microsoft Corporation', 'Microsoft Corporation');
    await listing('GOOGL', null, 'Alphabet Inc. Class A', 'Alphabet Inc.');
    await listing('GOOG', null, 'Alphabet Inc. Class C', 'Alphabet Inc.');
    await listing('XLON:VOD', 'XLON', 'Vodafone Group Plc', 'Vodafone Group Plc');
    await listing('EXS', null, 'Example Semiconductor Corp', 'Example Semiconductor Corp');
    const link = (cik: number, ticker: string, name: string) => tx.run("INSERT INTO sec_tickers VALUES (?, ?, ?, 'Nasdaq', 'company-tickers', 'ingest', NULL, now())", [cik, ticker, name]);
    await link(789019, 'MSFT', 'MICROSOFT CORP');
    await link(1652044, 'GOOGL', 'Alphabet Inc.');
    await link(1652044, 'GOOG', 'Alphabet Inc.');
    // The filer's two links: its cover page states EXS.
    await link(1999002, 'EXS', 'EXAMPLE SEMICONDUCTOR CORP');
    await link(1999002, 'EXS-W', 'EXAMPLE SEMICONDUCTOR CORP');
  });
}

const report = (over: Partial<InlineReport> = {}): InlineReport => ({
  cik: '0001999002', name: 'Example Semiconductor Corp', form: '10-K', start: '2025-01-01', end: '2025-12-31', fiscalYear: 2025, symbols: ['EXS'],
  paragraphs: [
    'Sales to Microsoft Corporation accounted for 19% of our revenue in fiscal 2025.',
    'Customer A accounted for 12% of our revenue in fiscal 2025.',
    'Our principal competitors include Alphabet Inc. and Tiny Widgets Co.',
    'We have a strategic partnership with Vodafone Group Plc.',
    'We compete with Example Semiconductor Corp in some markets.',
  ],
  ...over,
});

const statements = () =>
  fx.store.all('SELECT position, side, counterparty, counterparty_ticker AS ticker, role, percent, percent_floor AS floor, basis, period FROM supply_chain_statements ORDER BY position');

describe('the real Apple 10-K (inline XBRL, cut before Part I)', () => {
  it('takes the filer, fiscal period and form from the dei facts, and finds no statement in the cover page', async () => {
    expect(await ingest(APPLE)).toMatchObject({ dataset: 'sec-10k', format: 'html', rowsRead: 0, rowsAdded: 0 });
    expect(await fx.store.all('SELECT cik, ticker, name, form, CAST(period_end AS VARCHAR) AS end, fiscal_year AS fy, filed_date, accession, filing_url, statement_count FROM annual_reports')).toEqual([
      { cik: 320193, ticker: null, name: 'Apple Inc.', form: '10-K', end: '2024-09-28', fy: 2024, filed_date: null, accession: null, filing_url: null, statement_count: 0 },
    ]);
  });

  it("resolves the filer's ticker through the store's ticker links, and re-ingesting changes nothing", async () => {
    await fx.store.write((tx) => tx.run("INSERT INTO sec_tickers VALUES (320193, 'AAPL', 'Apple Inc.', 'Nasdaq', 'company-tickers', 'ingest', NULL, now())"));
    await ingest(APPLE);
    expect(await fx.store.one('SELECT ticker FROM annual_reports')).toEqual({ ticker: 'AAPL' });
    const before = await snapshot(fx.store);
    expect(await ingest(APPLE)).toMatchObject({ rowsAdded: 0 });
    const after = await snapshot(fx.store);
    // Only the record of the ingested file is new.
    expect({ ...after, ingest_files: null }).toEqual({ ...before, ingest_files: null });
  });

  it('is a real report: it replaces the synthetic statement graph whole', async () => {
    const sample = await sampleStore();
    try {
      const result = await ingestAny(sample.store, sample.clock, 'sec-10k', APPLE);
      expect(result.replacedSample.map((r) => [r.dataset, r.key])).toEqual([['supply_chain_statements', 'statements'], ['annual_reports', 'statements']]);
      expect(await sample.store.all("SELECT count(*)::INT AS n FROM annual_reports WHERE source = 'sample'")).toEqual([{ n: 0 }]);
      expect(await sample.store.all("SELECT kind FROM sample_keys WHERE kind = 'supply-chain'")).toEqual([]);
    } finally {
      sample.store.close();
    }
  });
});

describe('written reports in the same layout', () => {
  it('stores each named statement with its counterparty resolved; unnamed counterparties and the filer itself are not stored', async () => {
    await listings();
    expect(await ingest(files.write('exs-20251231.htm', inlineReport(report())))).toMatchObject({ rowsRead: 6, rowsAdded: 4 });
    expect(await fx.store.one('SELECT ticker, name, statement_count AS n FROM annual_reports')).toEqual({ ticker: 'EXS', name: 'Example Semiconductor Corp', n: 4 });
    expect(await statements()).toEqual([
      { position: 1, side: 'customers', counterparty: 'Microsoft Corporation', ticker: 'MSFT', role: 'customer', percent: 19, floor: false, basis: 'Revenue', period: 'fiscal 2025' },
      // Two listings of one company: its first ticker in alphabetical order.
      { position: 2, side: 'competitors', counterparty: 'Alphabet Inc.', ticker: 'GOOG', role: 'principal competitor', percent: null, floor: null, basis: null, period: null },
      { position: 3, side: 'competitors', counterparty: 'Tiny Widgets Co.', ticker: null, role: 'principal competitor', percent: null, floor: null, basis: null, period: null },
      { position: 4, side: 'partners', counterparty: 'Vodafone Group Plc', ticker: 'XLON:VOD', role: 'strategic partnership', percent: null, floor: null, basis: null, period: null },
    ]);
  });

  it("re-ingesting a report replaces that filing's statements; another fiscal period is another report", async () => {
    await listings();
    await ingest(files.write('a.htm', inlineReport(report())));
    expect(await ingest(files.write('b.htm', inlineReport(report({ paragraphs: ['We rely on Sample Foundry Ltd. to manufacture our chips.'] }))))).toMatchObject({ rowsAdded: 1 });
    expect((await statements()).map((s) => s.counterparty)).toEqual(['Sample Foundry Ltd.']);
    await ingest(files.write('c.htm', inlineReport(report({ start: '2024-01-01', end: '2024-12-31', fiscalYear: 2024 }))));
    expect(await fx.store.all('SELECT fiscal_year AS fy, statement_count AS n FROM annual_reports ORDER BY fy')).toEqual([{ fy: 2024, n: 4 }, { fy: 2025, n: 1 }]);
  });

  it("reads the accession and filing date from a full submission's header, and only the annual report's document", async () => {
    const file = files.write('0001999002-26-000011.txt', submissionText(inlineReport(report()), '0001999002-26-000011', '2026-02-20'));
    expect(await ingest(file)).toMatchObject({ format: 'submission' });
    expect(await fx.store.one('SELECT CAST(filed_date AS VARCHAR) AS filed, accession, filing_url AS url FROM annual_reports')).toEqual({
      filed: '2026-02-20', accession: '0001999002-26-000011', url: 'https://www.sec.gov/Archives/edgar/data/1999002/000199900226000011/',
    });
    expect((await statements()).map((s) => s.counterparty)).not.toContain('Nobody Else Inc.');
  });

  it('takes the accession and filing date written together in the file name, never the period date of EDGAR\'s own names', async () => {
    await ingest(files.write('0001999002-26-000011-2026-02-20.htm', inlineReport(report())));
    expect(await fx.store.one('SELECT CAST(filed_date AS VARCHAR) AS filed, accession FROM annual_reports')).toEqual({ filed: '2026-02-20', accession: '0001999002-26-000011' });
  });

  it("takes the accession from EDGAR's folder layout; a bare document names no filing date", async () => {
    const folder = join(files.dir, 'edgar', 'data', '1999002', '000199900226000011');
    mkdirSync(folder, { recursive: true });
    await ingest(files.write(join('edgar', 'data', '1999002', '000199900226000011', 'exs-20251231.htm'), inlineReport(report())));
    expect(await fx.store.one('SELECT filed_date AS filed, accession FROM annual_reports')).toEqual({ filed: null, accession: '0001999002-26-000011' });
  });
});

describe('refusals name what the file lacks and leave the store unchanged', () => {
  it.each([
    ['an 8-K (the real Buckle 8-K)', realFixture('sec-8k/BuckleInc.8-K.html'), ['its dei:DocumentType is 8-K']],
    ['a document without an ix:header (the real CAMP4 424B4)', realFixture('sec-424b4/camp4_424b4.htm'), ['has no ix:header']],
  ])('%s', async (_what, file, parts) => {
    const before = await snapshot(fx.store);
    await expectRefused(ingest(file), [file, ...parts, 'the store is unchanged']);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it.each([
    ['no CIK', report({ cik: null }), 'states no dei:EntityCentralIndexKey'],
    ['a CIK that is not one', report({ cik: '12ab' }), 'has a dei:EntityCentralIndexKey of "12ab"'],
    ['no document type', report({ form: null }), 'states no dei:DocumentType'],
    ['a context without a period', report({ end: null }), 'no context with a period'],
  ])('%s', async (_what, r, part) => {
    const before = await snapshot(fx.store);
    await expectRefused(ingest(files.write('bad.htm', inlineReport(r))), [part]);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('refuses a file of another extension', async () => {
    await expectRefused(ingest(files.write('report.pdf', 'x')), ['does not read']);
  });
});
