/**
 * The sample filing corpus: synthetic and saying so, deterministic from the as-of date, holding the
 * family's edge cases and enough passages, with wordings a keyword ranking and a semantic one tell apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentIdOf } from '../../../src/store/ingest/importers/filing-store';
import { SAMPLE_DOCUMENT_NOTICE, sampleDocuments } from '../../../src/store/sample/filings';
import { call } from '../../support/invoke';
import { sampleStore, type SampleFixture } from '../../support/store';
import { TEMPLATE_AS_OF } from '../../support/sample-template-key';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

interface Page {
  data: { id: string; ticker: string; documentType: string; itemNumbers: string[] }[];
}

describe('sample filing corpus', () => {
  it('says it is synthetic on every document\'s first line, under accessions and CIKs outside EDGAR\'s range', async () => {
    const firsts = await fx.store.all<{ text: string }>('SELECT DISTINCT text FROM filing_lines WHERE line_number = 1');
    expect(firsts).toEqual([{ text: SAMPLE_DOCUMENT_NOTICE }]);
    const outside = await fx.store.one<{ n: number }>("SELECT count(*)::INTEGER AS n FROM filing_documents WHERE cik < 9990000001 OR (accession IS NOT NULL AND accession NOT LIKE '999%')");
    expect(outside!.n).toBe(0);
  });

  it('is generated the same from the same as-of date', () => {
    expect(sampleDocuments(TEMPLATE_AS_OF)).toEqual(sampleDocuments(TEMPLATE_AS_OF));
  });

  it('holds a few hundred passages across 8-Ks, 10-Qs, 10-Ks, transcripts and news', async () => {
    const rows = await fx.store.all<{ type: string; passages: number }>(
      'SELECT document_type AS type, sum(chunk_count)::INTEGER AS passages FROM filing_documents GROUP BY ALL ORDER BY 1');
    expect(rows.map((r) => r.type)).toEqual(['EarningsCallTranscript', 'EightK', 'IrNews', 'TenK', 'TenQ']);
    expect(rows.reduce((sum, r) => sum + r.passages, 0)).toBeGreaterThanOrEqual(300);
  });

  it('has results (2.02), executive changes (5.02: a departure at TSLA, then those fds executives reads) and an amendment listed under its base type', async () => {
    expect((await call<Page>(fx.ctx, 'filings.list', {}, { itemNumber: '2.02', limit: '500' })).data.length).toBeGreaterThan(20);
    const departure = await call<Page>(fx.ctx, 'filings.list', {}, { itemNumber: '5.02' });
    expect(departure.data.map((r) => r.ticker)).toEqual(['TSLA', 'AAPL', 'NVDA', 'JPM', 'JPM']);
    const annual = await call<Page>(fx.ctx, 'filings.stock', { ticker: 'AAPL' }, { documentType: '10-K' });
    const forms = await fx.store.all<{ form: string }>(`SELECT form FROM filing_documents WHERE document_id IN (${annual.data.map(() => 'CAST(? AS UUID)').join(', ')}) ORDER BY form`, annual.data.map((r) => r.id));
    expect(forms.map((f) => f.form)).toEqual(['10-K', '10-K', '10-K/A']);
  });

  it('keeps the document ids the parity cases name', () => {
    const docs = sampleDocuments(TEMPLATE_AS_OF);
    const tsla = docs.find((d) => d.ticker === 'TSLA' && d.itemNumbers.includes('5.02'))!;
    const amended = docs.find((d) => d.form === '10-K/A')!;
    expect([documentIdOf(tsla.key), documentIdOf(amended.key)]).toEqual(['5ba0804b-784b-516b-9a9d-0aae5f154c5c', '7435e8a7-e5a7-55e4-9473-1f654a7e090e']);
  });

  it('answers a listing with no documents with an empty page, not a 404', async () => {
    expect((await call<Page>(fx.ctx, 'filings.stock', { ticker: 'KO' })).data).toEqual([]);
  });

  it('words a workforce reduction and a CEO departure without the words a keyword search for "layoffs" or "chief executive resigned" finds elsewhere', async () => {
    const passagesWith = async (term: string) => (await fx.store.all<{ type: string }>(
      'SELECT d.document_type AS type FROM filing_postings p JOIN filing_documents d USING (document_id) WHERE p.term = ?', [term])).map((r) => r.type);
    // "layoffs" only in news that says none are planned; the real reduction is worded otherwise.
    expect(new Set(await passagesWith('layoffs'))).toEqual(new Set(['IrNews']));
    expect(await passagesWith('workforce')).toContain('EightK');
    // "resigned" only where a director left a committee; the CEO departure says "step down".
    expect(new Set(await passagesWith('resigned'))).toEqual(new Set(['EarningsCallTranscript']));
    expect(await passagesWith('step')).toContain('EightK');
  });
});
