/**
 * The `filing` and `sec-submissions` importers on the real EDGAR fixtures and on small files written in the
 * same layouts: what a document is (form, filer, period, items, filing), its text as numbered lines (tables
 * flattened, inline XBRL dropped), the primary document of a full submission, the join with the submissions
 * metadata in either order, idempotent re-ingest and refusals naming what is missing.
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentIdOf } from '../../src/store/ingest/importers/filing-store';
import { ingestAny } from '../../src/store/ingest/index';
import { emptyStore, sampleStore, type SampleFixture } from '../support/store';
import { expectRefused, realFixture, scratch, snapshot } from '../fixtures/ingest/helpers';

const files = scratch();
afterAll(() => files.remove());
let fx: SampleFixture;
beforeEach(async () => {
  fx = await emptyStore();
});
afterEach(() => fx.store.close());

const ingest = (file: string) => ingestAny(fx.store, fx.clock, 'filing', file);
const ingestSubmissions = (file: string) => ingestAny(fx.store, fx.clock, 'sec-submissions', file);

/** A copy of a real fixture at `relative` inside the scratch directory (folders created). */
function placed(fixture: string, relative: string): string {
  const target = files.path(relative);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(realFixture(fixture), target);
  return target;
}

const lines = (documentId: string) =>
  fx.store.all<{ line_number: number; text: string }>('SELECT line_number, text FROM filing_lines WHERE document_id = ? ORDER BY line_number', [documentId]);
const documentRow = (documentId: string) =>
  fx.store.one<Record<string, unknown>>(
    `SELECT cik, ticker, company_name, document_type, form, CAST(filed_date AS VARCHAR) AS filed_date, CAST(period_date AS VARCHAR) AS period_date,
       item_numbers, line_count, chunk_count, accession, document_name, url, source FROM filing_documents WHERE document_id = ?`,
    [documentId],
  );

/** A minimal inline XBRL document: dei facts in a hidden header, then the paragraphs. */
function inlineXbrl(o: { cik: string; type: string; period?: string; symbol?: string; name?: string; body: string }): string {
  const fact = (name: string, value: string) => `<ix:nonNumeric name="dei:${name}" contextRef="c-1">${value}</ix:nonNumeric>`;
  return `<?xml version='1.0' encoding='ASCII'?>\n<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL"><head><title>${o.type}</title></head>`
    + `<body><div style="display:none"><ix:header><ix:hidden>${fact('DocumentType', o.type)}${fact('EntityCentralIndexKey', o.cik)}`
    + `${o.symbol === undefined ? '' : fact('TradingSymbol', o.symbol)}${o.name === undefined ? '' : fact('EntityRegistrantName', o.name)}</ix:hidden></ix:header></div>`
    + `${o.period === undefined ? '' : `<p>Date of Report: ${fact('DocumentPeriodEndDate', o.period)}</p>`}${o.body}</body></html>\n`;
}

describe('the real Apple 10-K (inline XBRL, cut mid-document)', () => {
  it('is stored as a TenK of Apple with its period, its cover-page table rows flattened and the inline XBRL header dropped', async () => {
    const file = placed('sec-10k/Apple.10-K.html', '0000320193-24-000123-2024-11-01.htm');
    const report = await ingest(file);
    expect(report).toMatchObject({ dataset: 'filing', format: 'html', rowsRead: 1, rowsAdded: 1 });
    const id = documentIdOf('edgar:0000320193-24-000123');
    expect(await documentRow(id)).toMatchObject({
      cik: 320193, ticker: 'AAPL', company_name: 'Apple Inc.', document_type: 'TenK', form: '10-K', filed_date: '2024-11-01',
      period_date: '2024-09-28', item_numbers: [], accession: '0000320193-24-000123', source: 'filing',
      url: 'https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/',
    });
    const text = (await lines(id)).map((l) => l.text);
    expect(text.slice(0, 4)).toEqual(['UNITED STATES', 'SECURITIES AND EXCHANGE COMMISSION', 'Washington, D.C. 20549', 'FORM 10-K']);
    // HTML tables flattened: a row's cells joined by " | ", empty cells left out.
    expect(text).toContain('0.875% Notes due 2025 | — | The Nasdaq Stock Market LLC');
    // Inline XBRL: the hidden facts of ix:header are dropped, the tagged text of the cover page is kept.
    expect(text.some((l) => /\bP1Y\b|0000320193|^false$/.test(l))).toBe(false);
    expect(text).toContain('For the fiscal year ended September 28, 2024');
    expect(text.every((l) => !/[<>]/.test(l))).toBe(true);
  });

  it('keeps its id and its line numbers on re-ingest, and changes nothing', async () => {
    const file = placed('sec-10k/Apple.10-K.html', '0000320193-24-000123-2024-11-01.htm');
    await ingest(file);
    const id = documentIdOf('edgar:0000320193-24-000123');
    const before = await lines(id);
    const stored = await snapshot(fx.store);
    const again = await ingest(file);
    expect(again).toMatchObject({ rowsRead: 1, rowsAdded: 0 });
    const { ingest_files: _files, ...after } = await snapshot(fx.store);
    const { ingest_files: _before, ...same } = stored;
    expect(after).toEqual(same);
    expect(await lines(id)).toEqual(before);
  });
});

describe('the real Buckle 8-K (a bare primary document)', () => {
  it('is refused while nothing says its accession or filing date, naming where they can come from', async () => {
    const before = await snapshot(fx.store);
    await expectRefused(ingest(realFixture('sec-8k/BuckleInc.8-K.html')), ['BuckleInc.8-K.html', 'states no accession number', 'fds ingest sec-submissions']);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('joins its company\'s submissions metadata by CIK, form and period, and reads its 8-K items from the text', async () => {
    const submissions = {
      cik: '0000885245', name: 'BUCKLE INC', tickers: ['BKE'], exchanges: ['NYSE'],
      filings: { recent: {
        accessionNumber: ['0000885245-24-000099', '0000885245-24-000098'], filingDate: ['2024-11-22', '2024-09-06'],
        reportDate: ['2024-11-22', '2024-08-03'], form: ['8-K', '10-Q'], items: ['', ''], primaryDocument: ['bke-20241122.htm', 'bke-20240803.htm'],
      } },
    };
    await ingestSubmissions(files.write('CIK0000885245.json', JSON.stringify(submissions)));
    const report = await ingest(realFixture('sec-8k/BuckleInc.8-K.html'));
    expect(report.rowsAdded).toBe(1);
    expect(await documentRow(documentIdOf('edgar:0000885245-24-000099'))).toMatchObject({
      ticker: 'BKE', company_name: 'BUCKLE, INC', document_type: 'EightK', form: '8-K', filed_date: '2024-11-22', period_date: '2024-11-22',
      item_numbers: ['2.02', '9.01'], document_name: 'bke-20241122.htm',
      url: 'https://www.sec.gov/Archives/edgar/data/885245/000088524524000099/bke-20241122.htm',
    });
  });
});

describe('a full submission (.txt)', () => {
  const header = [
    '<SEC-DOCUMENT>0000000042-26-000007.txt : 20260305', '<SEC-HEADER>0000000042-26-000007.hdr.sgml : 20260305',
    'ACCESSION NUMBER:\t\t0000000042-26-000007', 'CONFORMED SUBMISSION TYPE:\t8-K', 'PUBLIC DOCUMENT COUNT:\t\t2',
    'CONFORMED PERIOD OF REPORT:\t20260303', 'ITEM INFORMATION:\t\tDeparture of Directors or Certain Officers; Election of Directors',
    'ITEM INFORMATION:\t\tFinancial Statements and Exhibits', 'FILED AS OF DATE:\t\t20260305', 'FILER:', '', '\tCOMPANY DATA:\t',
    '\t\tCOMPANY CONFORMED NAME:\t\t\tEXAMPLE WIDGETS INC', '\t\tCENTRAL INDEX KEY:\t\t\t0000000042', '</SEC-HEADER>',
  ].join('\n');
  const document = (type: string, name: string, body: string) =>
    `<DOCUMENT>\n<TYPE>${type}\n<SEQUENCE>1\n<FILENAME>${name}\n<TEXT>\n<html><body>${body}</body></html>\n</TEXT>\n</DOCUMENT>`;

  it('stores the primary document (the one whose TYPE is the form) with the header\'s form, period, items, filer and filing', async () => {
    const text = `${header}\n${document('EX-99.1', 'ex991.htm', '<p>Press release text.</p>')}\n${document('8-K', 'widgets-8k.htm', '<p>Item 5.02 Departure of Directors.</p><p>Our chief executive resigned.</p>')}\n</SEC-DOCUMENT>\n`;
    const report = await ingest(files.write('0000000042-26-000007.txt', text));
    expect(report).toMatchObject({ format: 'submission', rowsAdded: 1 });
    const id = documentIdOf('edgar:0000000042-26-000007');
    expect(await documentRow(id)).toMatchObject({
      cik: 42, ticker: null, company_name: 'EXAMPLE WIDGETS INC', document_type: 'EightK', form: '8-K', filed_date: '2026-03-05', period_date: '2026-03-03',
      item_numbers: ['5.02', '9.01'], document_name: 'widgets-8k.htm', line_count: 2,
    });
    expect((await lines(id)).map((l) => l.text)).toEqual(['Item 5.02 Departure of Directors.', 'Our chief executive resigned.']);
  });

  it('is refused when it holds no document of the form\'s TYPE', async () => {
    const text = `${header}\n${document('EX-99.1', 'ex991.htm', '<p>Press release text.</p>')}\n</SEC-DOCUMENT>\n`;
    await expectRefused(ingest(files.write('0000000042-26-000008.txt', text)), ['is a 8-K submission without a <DOCUMENT> of <TYPE> 8-K']);
  });
});

describe('refusals', () => {
  it('refuses the real 424B4 prospectus: not a form the filing store keeps', async () => {
    await expectRefused(ingest(realFixture('sec-424b4/camp4_424b4.htm')), ['camp4_424b4.htm', 'is a 424B4, not one of the forms the filing store keeps']);
  });

  it('refuses a document whose form or filer cannot be known', async () => {
    await expectRefused(ingest(files.write('0000000001-26-000001-2026-01-02.htm', '<html><body><p>Hello</p></body></html>')), ['does not say which form it is']);
    const noFiler = '<html><body><div style="display:none"><ix:header><ix:nonNumeric name="dei:DocumentType" contextRef="c">10-Q</ix:nonNumeric></ix:header></div><p>Text</p></body></html>';
    await expectRefused(ingest(files.write('0000000001-26-000002-2026-01-02.htm', noFiler)), ['does not say whose filing it is']);
  });
});

describe('the real Marvell submissions document', () => {
  it('stores SEC\'s ticker link, the industry and the 8-K, 10-Q and 10-K filings only, and re-ingesting adds nothing', async () => {
    const file = realFixture('sec-submissions-json/CIK0001835632.json');
    const report = await ingestSubmissions(file);
    const forms = (JSON.parse(readFileSync(file, 'utf8')) as { filings: { recent: { form: string[] } } }).filings.recent.form;
    const kept = forms.filter((f) => /^(8-K|10-Q|10-K)(\/A)?$/.test(f)).length;
    // The kept filings, SEC's ticker link and the company's industry classification.
    expect(report.rowsAdded).toBe(kept + 2);
    expect(await fx.store.all('SELECT cik, ticker FROM sec_tickers')).toEqual([{ cik: 1835632, ticker: 'MRVL' }]);
    const eightK = await fx.store.one(
      "SELECT form, CAST(filed_date AS VARCHAR) AS filed, CAST(report_date AS VARCHAR) AS report, item_numbers, primary_document FROM filing_index WHERE accession = '0001835632-26-000014'");
    expect(eightK).toEqual({ form: '8-K', filed: '2026-05-27', report: '2026-05-27', item_numbers: ['2.02', '9.01'], primary_document: 'mrvl-20260527.htm' });
    expect((await ingestSubmissions(file)).rowsAdded).toBe(0);
  });

  it('refuses a file that is no submissions document, and filings with bad values, each named by its place', async () => {
    await expectRefused(ingestSubmissions(files.write('not-submissions.json', '{"cik":"0000000042","name":"X"}')), ['is not an EDGAR submissions document']);
    const bad = {
      cik: '0000000042', name: 'Example Widgets Inc', tickers: ['EXWD'], exchanges: ['Nasdaq'],
      filings: { recent: {
        accessionNumber: ['0000000042-26-000001', '42'], filingDate: ['2026-13-01', '2026-01-02'], reportDate: ['', ''], form: ['8-K', '10-Q'],
        items: ['2.02,x', ''], primaryDocument: ['a.htm', 'b.htm'],
      } },
    };
    const before = await snapshot(fx.store);
    await expectRefused(ingestSubmissions(files.write('CIK0000000042.json', JSON.stringify(bad))), [
      'filings.recent.filingDate[0]', 'filings.recent.items[0]', 'filings.recent.accessionNumber[1]',
    ]);
    const uneven = { ...bad, filings: { recent: { ...bad.filings.recent, form: ['8-K'] } } };
    await expectRefused(ingestSubmissions(files.write('CIK0000000043.json', JSON.stringify(uneven))), ['filings.recent.form', 'one per accessionNumber']);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('gives a document ingested earlier its ticker, period and file name by accession', async () => {
    const doc = inlineXbrl({ cik: '0001835632', type: '10-Q', name: 'Marvell Technology, Inc.', body: '<p>Quarterly report text.</p>' });
    await ingest(files.write('0001835632-26-000019-2026-05-28.htm', doc));
    const id = documentIdOf('edgar:0001835632-26-000019');
    expect(await documentRow(id)).toMatchObject({ ticker: null, period_date: null, document_name: null });
    await ingestSubmissions(realFixture('sec-submissions-json/CIK0001835632.json'));
    expect(await documentRow(id)).toMatchObject({
      ticker: 'MRVL', period_date: '2026-05-02', document_name: 'mrvl-20260502.htm', filed_date: '2026-05-28',
      url: 'https://www.sec.gov/Archives/edgar/data/1835632/000183563226000019/mrvl-20260502.htm',
    });
    // The same document again reads the same metadata through the join: nothing changes.
    expect((await ingest(files.path('0001835632-26-000019-2026-05-28.htm'))).rowsAdded).toBe(0);
  });

  it('joins a document in EDGAR\'s folder layout ingested later: ticker, filing date, items', async () => {
    await ingestSubmissions(realFixture('sec-submissions-json/CIK0001835632.json'));
    const doc = inlineXbrl({ cik: '0001835632', type: '8-K', period: '2026-05-27', body: '<p>Item 2.02 Results of Operations and Financial Condition.</p>' });
    const path = files.write('mrvl-20260527.htm', doc);
    const target = files.path('edgar/data/1835632/000183563226000014/mrvl-20260527.htm');
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(path, target);
    await ingest(target);
    expect(await documentRow(documentIdOf('edgar:0001835632-26-000014'))).toMatchObject({
      ticker: 'MRVL', filed_date: '2026-05-27', period_date: '2026-05-27', item_numbers: ['2.02', '9.01'], document_name: 'mrvl-20260527.htm',
      url: 'https://www.sec.gov/Archives/edgar/data/1835632/000183563226000014/mrvl-20260527.htm',
    });
  });
});

describe('real documents and the sample corpus', () => {
  it('a real document of a ticker replaces that ticker\'s synthetic documents with their lines, passages and postings', async () => {
    fx.store.close();
    fx = await sampleStore();
    const sampleDocs = await fx.store.one<{ n: number }>("SELECT count(*)::INTEGER AS n FROM filing_documents WHERE ticker = 'AAPL' AND source = 'sample'");
    expect(sampleDocs!.n).toBeGreaterThan(0);
    const report = await ingest(placed('sec-10k/Apple.10-K.html', '0000320193-24-000123-2024-11-01.htm'));
    expect(report.replacedSample.map((r) => r.dataset).sort()).toEqual(['filing_chunks', 'filing_documents', 'filing_index', 'filing_lines', 'filing_postings']);
    const left = await fx.store.one<{ docs: number; lines: number }>(
      `SELECT (SELECT count(*)::INTEGER FROM filing_documents WHERE ticker = 'AAPL' AND source = 'sample') AS docs,
              (SELECT count(*)::INTEGER FROM filing_lines l WHERE l.source = 'sample' AND l.document_id NOT IN (SELECT document_id FROM filing_documents)) AS lines`);
    expect(left).toEqual({ docs: 0, lines: 0 });
  });
});
