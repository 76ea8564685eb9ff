/**
 * GET /v1/stocks/{ticker}/executive-changes on the sample corpus and on filings stored through the filing
 * store's own entry point: the row fields, coverage (what was read), the action and date filters, paging,
 * the errors, and the read following the stored text (a replaced document, real filings replacing sample ones).
 */
import { copyFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExecutiveChangePage } from '../../../src/engine/executives/schemas';
import { storeDocuments, type DocumentInput } from '../../../src/store/ingest/importers/filing-store';
import { ingestAny } from '../../../src/store/ingest/index';
import { realFixture, scratch } from '../../fixtures/ingest/helpers';
import { call, callError, expectInvalidParameter } from '../../support/invoke';
import { emptyStore, sampleStore, type SampleFixture } from '../../support/store';
import { LABELLED_FILINGS, submissionOf } from './labelled-502';

const changes = (fx: SampleFixture, ticker: string, query: Record<string, string> = {}) =>
  call<ExecutiveChangePage>(fx.ctx, 'executives.changes', { ticker }, query);

describe('on the sample corpus', () => {
  let fx: SampleFixture;
  beforeAll(async () => {
    fx = await sampleStore();
  });
  afterAll(() => fx.store.close());

  it('rows: filedDate, personName, role, roleText, action, effectiveDate, disclosure, form, filingUrl (TSLA: a departure and an interim appointment)', async () => {
    const page = await changes(fx, 'TSLA');
    expect(page.data.map((r) => Object.keys(r))).toEqual(page.data.map(() => [
      'filedDate', 'personName', 'role', 'roleText', 'action', 'effectiveDate', 'disclosure', 'form', 'filingUrl', 'documentId', 'lineNumber',
    ]));
    expect(page.data.map((r) => [r.personName, r.role, r.roleText, r.action, r.effectiveDate, r.form, r.filingUrl])).toEqual([
      ['Alex Rivera', 'CEO', 'Chief Executive Officer', 'Resigned', null, '8-K', null],
      ['Sam Patel', 'CEO', 'interim Chief Executive Officer', 'Appointed', null, '8-K', null],
    ]);
    expect(page.data[1]!.disclosure).toMatch(/^The Board appointed Sam Patel, currently Chief Financial Officer, as interim Chief Executive Officer/);
  });

  it('a retirement with its written effective date, and the successor (AAPL)', async () => {
    const page = await changes(fx, 'AAPL');
    expect(page.data.map((r) => [r.personName, r.role, r.action])).toEqual([['Casey Morgan', 'CFO', 'Retired'], ['Jamie Lin', 'CFO', 'Appointed']]);
    expect(page.data.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.effectiveDate ?? ''))).toBe(true);
  });

  it('coverage: the 5.02 8-Ks of the ticker that were read and the filed-date span they cover (JPM: an 8-K and its 8-K/A)', async () => {
    const page = await changes(fx, 'JPM');
    expect(page.coverage.processedFilingCount).toBe(2);
    expect(page.coverage.coverageStartDate! < page.coverage.coverageEndDate!).toBe(true);
    expect(page.data.map((r) => [r.filedDate, r.form, r.personName, r.action])).toEqual([
      [page.coverage.coverageEndDate, '8-K/A', 'Robin Vale', 'Appointed'],
      [page.coverage.coverageStartDate, '8-K', 'Jesse Park', 'Terminated'],
    ]);
  });

  it('an empty list means none in N filings read: a stock with no 5.02 filing reads 0 filings and null dates (MSFT)', async () => {
    expect(await changes(fx, 'MSFT')).toEqual({
      ticker: 'MSFT', coverage: { processedFilingCount: 0, coverageStartDate: null, coverageEndDate: null },
      data: [], meta: { limit: 25, offset: 0, count: 0, hasMore: false, total: 0 },
    });
  });

  it('a director leaving a committee but not the board gives no row (NVDA)', async () => {
    const page = await changes(fx, 'NVDA');
    expect(page.data.map((r) => [r.personName, r.role, r.action])).toEqual([['Avery Stone', 'Director', 'Resigned'], ['Morgan Reyes', 'Director', 'Appointed']]);
  });

  it('action keeps one kind of change, its case ignored; coverage still counts every filing read', async () => {
    const page = await changes(fx, 'JPM', { action: 'terminated' });
    expect(page.data.map((r) => r.personName)).toEqual(['Jesse Park']);
    expect(page.coverage.processedFilingCount).toBe(2);
    expect(page.meta.total).toBe(1);
  });

  it('startDate and endDate bound the filing date, and coverage follows them', async () => {
    const all = await changes(fx, 'JPM');
    const newest = all.coverage.coverageEndDate!;
    const page = await changes(fx, 'JPM', { startDate: newest });
    expect(page.coverage).toEqual({ processedFilingCount: 1, coverageStartDate: newest, coverageEndDate: newest });
    expect((await changes(fx, 'JPM', { endDate: '2000-01-01' })).coverage.processedFilingCount).toBe(0);
  });

  it('paged with limit and offset: meta says count, hasMore and the total', async () => {
    const first = await changes(fx, 'JPM', { limit: '1' });
    expect(first.meta).toEqual({ limit: 1, offset: 0, count: 1, hasMore: true, total: 2 });
    const second = await changes(fx, 'JPM', { limit: '1', offset: '1' });
    expect(second.meta).toEqual({ limit: 1, offset: 1, count: 1, hasMore: false, total: 2 });
    expect(second.data[0]!.personName).toBe('Jesse Park');
  });

  it('a bad action is 400 naming action; a start after the end, a limit over 500 and an offset over 2000 are 400', async () => {
    await expectInvalidParameter(fx.ctx, 'executives.changes', { ticker: 'TSLA' }, { action: 'Promoted' }, 'action');
    await expectInvalidParameter(fx.ctx, 'executives.changes', { ticker: 'TSLA' }, { startDate: '2026-02-01', endDate: '2026-01-01' }, 'startDate');
    await expectInvalidParameter(fx.ctx, 'executives.changes', { ticker: 'TSLA' }, { limit: '501' }, 'limit');
    await expectInvalidParameter(fx.ctx, 'executives.changes', { ticker: 'TSLA' }, { offset: '2001' }, 'offset');
  });

  it('an unknown ticker is 404 as on other stock routes', async () => {
    const error = await callError(fx.ctx, 'executives.changes', { ticker: 'ZZZZ' });
    expect({ status: error.status, code: error.code }).toEqual({ status: 404, code: 'not_found' });
  });
});

describe('on stored filings', () => {
  let fx: SampleFixture;
  beforeAll(async () => {
    fx = await emptyStore();
  });
  afterAll(() => fx.store.close());

  const eightK = (key: string, lines: string[], o: Partial<DocumentInput> = {}): DocumentInput => ({
    key, documentType: 'EightK', form: '8-K', cik: 42, ticker: 'EXW', companyName: 'Example Widgets Inc', filedDate: '2026-03-05', periodDate: '2026-03-03',
    itemNumbers: ['5.02'], accession: '0000000042-26-000007', documentName: 'exw-8k.htm',
    url: 'https://www.sec.gov/Archives/edgar/data/42/000000004226000007/exw-8k.htm', lines, ...o,
  });
  const store = (docs: DocumentInput[]) => fx.store.write((tx) => storeDocuments(tx, docs, { source: 'filing', file: null, capturedAt: '2026-11-21T15:00:00Z' }));

  it('reads the stored 8-K and gives its EDGAR address; an 8-K without item 5.02 is not read', async () => {
    await store([
      eightK('edgar:0000000042-26-000007', ['Item 5.02 Departure of Directors.', 'On March 3, 2026, Priya Raman resigned as Chief Financial Officer, effective March 31, 2026.']),
      eightK('edgar:0000000042-26-000009', ['Item 2.02 Results.', 'Priya Raman resigned as Chief Financial Officer.'], { itemNumbers: ['2.02'], accession: '0000000042-26-000009' }),
    ]);
    const page = await changes(fx, 'EXW');
    expect(page.coverage.processedFilingCount).toBe(1);
    expect(page.data.map((r) => [r.personName, r.action, r.effectiveDate, r.filingUrl])).toEqual([
      ['Priya Raman', 'Resigned', '2026-03-31', 'https://www.sec.gov/Archives/edgar/data/42/000000004226000007/exw-8k.htm'],
    ]);
  });

  it('a document stored again with other text answers by its new text', async () => {
    await store([eightK('edgar:0000000042-26-000007', ['Item 5.02 Departure of Directors.', 'The Board appointed Owen Castillo as interim Chief Financial Officer.'])]);
    expect((await changes(fx, 'EXW')).data.map((r) => [r.personName, r.action])).toEqual([['Owen Castillo', 'Appointed']]);
  });
});

describe('EDGAR files through the filing importer', () => {
  const files = scratch();
  let fx: SampleFixture;
  beforeAll(async () => {
    fx = await emptyStore();
  });
  afterAll(() => {
    fx.store.close();
    files.remove();
  });

  it('a full submission of a 5.02 8-K (Starbucks, August 2024): its four changes, with its EDGAR address', async () => {
    const filing = LABELLED_FILINGS.find((f) => f.ticker === 'SBUX')!;
    await ingestAny(fx.store, fx.clock, 'filing', files.write(`${filing.accession}.txt`, submissionOf(filing)));
    const page = await changes(fx, 'SBUX');
    expect(page.coverage).toEqual({ processedFilingCount: 1, coverageStartDate: '2024-08-13', coverageEndDate: '2024-08-13' });
    expect(page.data.map((r) => [r.personName, r.role, r.action, r.effectiveDate])).toEqual(filing.expected.map((c) => [c.personName, c.role, c.action, c.effectiveDate]));
    expect(page.data[0]!.filingUrl).toBe('https://www.sec.gov/Archives/edgar/data/829224/000990000024000101/sbux-20240812.htm');
  });

  it('the real Buckle 8-K (items 2.02 and 9.01) is not read: BKE reads 0 filings', async () => {
    const target = files.path('0000885245-24-000099-2024-11-22.htm');
    copyFileSync(realFixture('sec-8k/BuckleInc.8-K.html'), target);
    await ingestAny(fx.store, fx.clock, 'filing', target);
    const page = await changes(fx, 'BKE');
    expect(page.coverage.processedFilingCount).toBe(0);
    expect(page.data).toEqual([]);
  });
});

describe('real filings win over the sample', () => {
  it('a real 8-K of TSLA replaces its synthetic corpus, so its changes are the real filing\'s only', async () => {
    const fx = await sampleStore();
    try {
      await fx.store.write((tx) => storeDocuments(tx, [{
        key: 'edgar:0001318605-26-000001', documentType: 'EightK', form: '8-K', cik: 1318605, ticker: 'TSLA', companyName: 'Tesla, Inc.', filedDate: '2026-11-02',
        periodDate: '2026-11-01', itemNumbers: ['5.02'], accession: '0001318605-26-000001', documentName: null, url: null,
        lines: ['Item 5.02 Departure of Directors.', 'The Board elected Kim Ortiz to the Board of Directors, effective November 1, 2026.'],
      }], { source: 'filing', file: null, capturedAt: '2026-11-21T15:00:00Z' }));
      const page = await changes(fx, 'TSLA');
      expect(page.data.map((r) => [r.personName, r.role, r.action, r.effectiveDate])).toEqual([['Kim Ortiz', 'Director', 'Appointed', '2026-11-01']]);
      expect(page.coverage.processedFilingCount).toBe(1);
    } finally {
      fx.store.close();
    }
  });
});
