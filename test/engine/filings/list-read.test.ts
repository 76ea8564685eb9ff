/**
 * The filing list (market-wide and by stock) and the reads of one document, on documents stored through the
 * store's own entry point: filters, ordering, the IrNews exclusion, the offset bound, the compatibility
 * route, unknown tickers and ids, and line runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilingDocument, FilingLines } from '../../../src/engine/filings/schemas';
import { documentIdOf, storeDocuments, type DocumentInput } from '../../../src/store/ingest/importers/filing-store';
import { call, callError, expectInvalidParameter } from '../../support/invoke';
import { emptyStore, type SampleFixture } from '../../support/store';

interface Page {
  data: { id: string; ticker: string | null; documentType: string; documentTypeName: string; filedDate: string; itemNumbers: string[]; lineCount: number }[];
  meta: { limit: number; offset: number; count: number; hasMore: boolean };
}

const base = (key: string, o: Partial<DocumentInput>): DocumentInput => ({
  key, documentType: 'EightK', cik: null, ticker: 'ACME', companyName: 'Acme Corp', filedDate: '2026-01-01', periodDate: null,
  itemNumbers: [], accession: null, documentName: null, url: null, lines: ['A line.'], ...o,
});

const DOCS: DocumentInput[] = [
  base('t:1', { documentType: 'EightK', filedDate: '2026-03-05', periodDate: '2026-03-03', itemNumbers: ['5.02', '9.01'], lines: ['Item 5.02', 'The CEO resigned.', 'Item 9.01'] }),
  base('t:2', { documentType: 'EightK', filedDate: '2026-02-10', itemNumbers: ['2.02', '9.01'] }),
  base('t:3', { documentType: 'TenQ', form: '10-Q', filedDate: '2026-02-01', periodDate: '2025-12-31' }),
  base('t:4', { documentType: 'TenK', form: '10-K/A', filedDate: '2026-01-20', periodDate: '2025-09-30' }),
  base('t:5', { documentType: 'IrNews', filedDate: '2026-03-06' }),
  base('t:6', { documentType: 'EarningsCallTranscript', filedDate: '2026-02-11', ticker: 'OTHR', companyName: 'Other Inc' }),
  base('t:7', { documentType: 'EightK', filedDate: '2026-01-05', ticker: null, cik: 4242, companyName: 'Unlinked Co', itemNumbers: ['2.02'] }),
];

let fx: SampleFixture;
beforeAll(async () => {
  fx = await emptyStore();
  await fx.store.write((tx) => storeDocuments(tx, DOCS, { source: 'test', file: null, capturedAt: '2026-11-21T15:00:00Z' }));
  await fx.store.write((tx) => tx.run("INSERT INTO sec_tickers VALUES (4242, 'UNLK', 'Unlinked Co', NULL, 'company-tickers', 'test', NULL, now())"));
});
afterAll(() => fx.store.close());

const list = (query: Record<string, string> = {}) => call<Page>(fx.ctx, 'filings.list', {}, query);
const ids = (page: Page) => page.data.map((r) => r.id);
const id = (key: string) => documentIdOf(key);

describe('GET /v1/filings', () => {
  it('lists newest filed first across the market, rows with exactly the spec\'s filing list fields', async () => {
    const page = await list();
    expect(ids(page)).toEqual([id('t:1'), id('t:6'), id('t:2'), id('t:3'), id('t:4'), id('t:7')]);
    expect(Object.keys(page.data[0]!)).toEqual(['id', 'ticker', 'companyName', 'documentType', 'documentTypeName', 'filedDate', 'reportingForDate', 'itemNumbers', 'lineCount']);
    expect(page.data[0]).toEqual({
      id: id('t:1'), ticker: 'ACME', companyName: 'Acme Corp', documentType: 'EightK', documentTypeName: '8-K', filedDate: '2026-03-05',
      reportingForDate: '2026-03-03', itemNumbers: ['5.02', '9.01'], lineCount: 3,
    });
    expect(page.meta).toEqual({ limit: 10, offset: 0, count: 6, hasMore: false });
  });

  it('leaves investor-relations news out unless documentType is IrNews', async () => {
    expect((await list()).data.some((r) => r.documentType === 'IrNews')).toBe(false);
    expect(ids(await list({ documentType: 'IrNews' }))).toEqual([id('t:5')]);
    expect(ids(await list({ documentType: 'ir news' }))).toEqual([id('t:5')]);
  });

  it('takes documentType as a type or a form label, case ignored; an amendment is listed under its base type', async () => {
    expect(ids(await list({ documentType: 'EightK' }))).toEqual(ids(await list({ documentType: '8-k' })));
    expect(ids(await list({ documentType: 'tenk' }))).toEqual([id('t:4')]);
    expect((await list({ documentType: 'Earnings Call' })).data.map((r) => r.documentTypeName)).toEqual(['Earnings Call']);
    await expectInvalidParameter(fx.ctx, 'filings.list', {}, { documentType: '8-Q' }, 'documentType');
  });

  it('filters by exact item number, filing dates (inclusive) and ticker, combined', async () => {
    expect(ids(await list({ itemNumber: '2.02' }))).toEqual([id('t:2'), id('t:7')]);
    // Exact: an item written differently matches nothing.
    expect(ids(await list({ itemNumber: '02.02' }))).toEqual([]);
    await expectInvalidParameter(fx.ctx, 'filings.list', {}, { itemNumber: 'two' }, 'itemNumber');
    expect(ids(await list({ startDate: '2026-02-01', endDate: '2026-02-10' }))).toEqual([id('t:2'), id('t:3')]);
    expect(ids(await list({ ticker: 'ACME', itemNumber: '9.01', startDate: '2026-02-01' }))).toEqual([id('t:1'), id('t:2')]);
    await expectInvalidParameter(fx.ctx, 'filings.list', {}, { startDate: '2026-03-01', endDate: '2026-02-01' }, 'startDate');
  });

  it('gives a document stored without a ticker the one SEC\'s links give its CIK', async () => {
    expect(ids(await list({ ticker: 'UNLK' }))).toEqual([id('t:7')]);
  });

  it('pages with limit (default 10, max 500) and offset (at most 2000; above is 400 naming offset)', async () => {
    const first = await list({ limit: '2' });
    const second = await list({ limit: '2', offset: '2' });
    expect(first.meta).toEqual({ limit: 2, offset: 0, count: 2, hasMore: true });
    expect([...ids(first), ...ids(second)]).toEqual(ids(await list()).slice(0, 4));
    expect((await list({ offset: '2000' })).data).toEqual([]);
    const error = await expectInvalidParameter(fx.ctx, 'filings.list', {}, { offset: '2001' }, 'offset');
    expect(error.message).toContain('at most 2000');
    await expectInvalidParameter(fx.ctx, 'filings.list', {}, { limit: '501' }, 'limit');
  });

  it('answers 404 for a ticker the store does not know, and an empty page for a known one with nothing in range', async () => {
    const error = await callError(fx.ctx, 'filings.list', {}, { ticker: 'NOPE' });
    expect({ status: error.status, code: error.code }).toEqual({ status: 404, code: 'not_found' });
    expect((await list({ ticker: 'ACME', startDate: '2027-01-01' })).data).toEqual([]);
  });
});

describe('GET /v1/stocks/{ticker}/filings (compatibility route)', () => {
  it('is identical to the list with ticker: same rows, filters, order and paging', async () => {
    const queries: Record<string, string>[] = [{}, { documentType: '8-K' }, { limit: '1', offset: '1' }, { itemNumber: '9.01' }, { documentType: 'IrNews' }];
    for (const query of queries) {
      expect(await call(fx.ctx, 'filings.stock', { ticker: 'ACME' }, query)).toEqual(await list({ ...query, ticker: 'ACME' }));
    }
    const error = await callError(fx.ctx, 'filings.stock', { ticker: 'NOPE' });
    expect(error.status).toBe(404);
    await expectInvalidParameter(fx.ctx, 'filings.stock', { ticker: 'ACME' }, { offset: '2001' }, 'offset');
  });
});

describe('GET /v1/filings/{documentId} and /lines', () => {
  it('answers the list row with form, CIK, accession, address and passage count', async () => {
    const body = await call<FilingDocument>(fx.ctx, 'filings.document', { documentId: id('t:4').toUpperCase() });
    expect(body).toMatchObject({ id: id('t:4'), documentType: 'TenK', documentTypeName: '10-K', form: '10-K/A', cik: null, accession: null, chunkCount: 1 });
  });

  it('answers 404 for an unknown id and 400 naming documentId for a malformed one', async () => {
    const unknown = await callError(fx.ctx, 'filings.document', { documentId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect((await callError(fx.ctx, 'filings.lines', { documentId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    await expectInvalidParameter(fx.ctx, 'filings.document', { documentId: 'not-a-uuid' }, {}, 'documentId');
    await expectInvalidParameter(fx.ctx, 'filings.lines', { documentId: 'not-a-uuid' }, {}, 'documentId');
  });

  it('reads lines from start (1-based) up to limit, with hasMore and nextStart; past the end is an empty run', async () => {
    const lines = (query: Record<string, string>) => call<FilingLines>(fx.ctx, 'filings.lines', { documentId: id('t:1') }, query);
    expect(await lines({})).toEqual({
      documentId: id('t:1'), ticker: 'ACME', lineCount: 3, start: 1, count: 3, hasMore: false, nextStart: null,
      data: [{ lineNumber: 1, text: 'Item 5.02' }, { lineNumber: 2, text: 'The CEO resigned.' }, { lineNumber: 3, text: 'Item 9.01' }],
    });
    expect(await lines({ start: '2', limit: '1' })).toMatchObject({ start: 2, count: 1, hasMore: true, nextStart: 3, data: [{ lineNumber: 2, text: 'The CEO resigned.' }] });
    expect(await lines({ start: '9' })).toMatchObject({ count: 0, hasMore: false, nextStart: null, data: [] });
    await expectInvalidParameter(fx.ctx, 'filings.lines', { documentId: id('t:1') }, { limit: '501' }, 'limit');
    await expectInvalidParameter(fx.ctx, 'filings.lines', { documentId: id('t:1') }, { start: '0' }, 'start');
  });
});
