import { afterEach, describe, expect, it } from 'vitest';
import { documentIdOf, storeDocument, type DocumentInput } from '../../src/store/ingest/importers/filing-store';
import { emptyStore, type SampleFixture } from '../support/store';

const PROVENANCE = { source: 'test', file: '/tmp/a.htm', capturedAt: '2026-11-21T15:00:00Z' };

const doc = (lines: string[], extra: Partial<DocumentInput> = {}): DocumentInput => ({
  key: 'edgar:0000000001-26-000001',
  documentType: 'EightK',
  form: '8-K',
  cik: 1,
  ticker: 'ACME',
  companyName: 'Acme Corp',
  filedDate: '2026-05-01',
  periodDate: '2026-04-30',
  itemNumbers: ['2.02'],
  accession: '0000000001-26-000001',
  documentName: 'acme-20260430.htm',
  url: null,
  lines,
  ...extra,
});

const long = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ');

let fx: SampleFixture | undefined;
afterEach(() => fx?.store.close());

describe('filing store', () => {
  it('numbers each document line once, 1-based, blank lines dropped and newlines splitting lines', async () => {
    fx = await emptyStore();
    const stored = await fx.store.write((tx) => storeDocument(tx, doc(['First line', '', '  ', 'Second\nThird  ']), PROVENANCE));
    expect(stored.lineCount).toBe(3);
    const lines = await fx.store.all('SELECT line_number, text FROM filing_lines ORDER BY line_number');
    expect(lines).toEqual([{ line_number: 1, text: 'First line' }, { line_number: 2, text: 'Second' }, { line_number: 3, text: 'Third' }]);
  });

  it('keeps the document id on re-ingest (a name-based uuid of the durable key) and changes nothing for the same reading', async () => {
    fx = await emptyStore();
    const first = await fx.store.write((tx) => storeDocument(tx, doc(['Alpha', 'Beta']), PROVENANCE));
    expect(first.documentId).toBe(documentIdOf('edgar:0000000001-26-000001'));
    expect(first.written).toBe(true);
    const again = await fx.store.write((tx) => storeDocument(tx, doc(['Alpha', 'Beta']), PROVENANCE));
    expect(again).toMatchObject({ documentId: first.documentId, written: false });
    const changed = await fx.store.write((tx) => storeDocument(tx, doc(['Alpha', 'Beta', 'Gamma']), PROVENANCE));
    expect(changed).toMatchObject({ documentId: first.documentId, written: true, lineCount: 3 });
    const counts = await fx.store.one<{ docs: number; lines: number }>(
      'SELECT (SELECT count(*) FROM filing_documents) AS docs, (SELECT count(*) FROM filing_lines) AS lines');
    expect(counts).toEqual({ docs: 1, lines: 3 });
  });

  it('stores passages of whole lines with their term postings; a passage\'s text is its lines joined', async () => {
    fx = await emptyStore();
    const lines = [long(100, 'alpha'), long(50, 'beta'), 'Revenue rose; the Company\u2019s Société results.'];
    await fx.store.write((tx) => storeDocument(tx, doc(lines), PROVENANCE));
    const chunks = await fx.store.all('SELECT chunk_index, start_line, end_line, term_count FROM filing_chunks ORDER BY chunk_index');
    expect(chunks[0]).toMatchObject({ chunk_index: 0, start_line: 1, end_line: 2 });
    const postings = await fx.store.all<{ term: string; tf: number }>(
      "SELECT term, tf FROM filing_postings WHERE term IN ('companys', 'societe', 'the', 'revenue') ORDER BY term");
    expect(postings.map((p) => p.term)).toEqual(['companys', 'revenue', 'societe']);
    const texts = await fx.store.one<{ stored: string; joined: string }>(
      `SELECT c.text AS stored, string_agg(l.text, chr(10) ORDER BY l.line_number) AS joined FROM filing_chunks c
       JOIN filing_lines l ON l.document_id = c.document_id AND l.line_number BETWEEN c.start_line AND c.end_line WHERE c.chunk_index = 0 GROUP BY c.text`);
    expect(texts).toEqual({ stored: `${lines[0]}\n${lines[1]}`, joined: `${lines[0]}\n${lines[1]}` });
  });
});
