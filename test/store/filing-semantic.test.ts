/**
 * The semantic index kept by the store beside the passages: one unit FLOAT[128] vector per passage, the
 * local model trained when there is none and again when stale, new passages folded into the model there
 * is, nothing changed by a re-ingest, no vector left behind by a replaced or rewritten document, and the
 * same passages always giving the same vectors.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { foldIn } from '../../src/engine/filing-text/semantic/lsa';
import { termFrequencies } from '../../src/engine/filing-text/terms';
import { semanticModel, termProjections } from '../../src/store/filing-semantic/model';
import { documentIdOf, storeDocuments, type DocumentInput } from '../../src/store/ingest/importers/filing-store';
import { emptyStore, sampleStore, type SampleFixture } from '../support/store';

const TOPICS = [
  'The workforce reduction eliminated positions and severance was paid to employees.',
  'Revenue grew on strong demand for cloud services and devices.',
  'Our dividend and share repurchases returned capital to shareholders.',
  'Tariffs and export restrictions raised component costs for our suppliers.',
];

const doc = (key: string, line: string, o: Partial<DocumentInput> = {}): DocumentInput => ({
  key, documentType: 'EightK', cik: null, ticker: 'ACME', companyName: 'Acme Corp', filedDate: '2026-03-01', periodDate: null,
  itemNumbers: [], accession: null, documentName: null, url: null, lines: [line], ...o,
});

const docs = (from: number, count: number, o: Partial<DocumentInput> = {}) =>
  Array.from({ length: count }, (_, i) => doc(`s:${from + i}`, `${TOPICS[(from + i) % TOPICS.length]!} Note ${from + i}.`, o));

let fx: SampleFixture;
beforeEach(async () => {
  fx = await emptyStore();
});
afterEach(() => fx.store.close());

const store = (list: DocumentInput[], source = 'test') =>
  fx.store.write((tx) => storeDocuments(tx, list, { source, file: null, capturedAt: '2026-11-21T15:00:00Z' }));
const counts = async () =>
  (await fx.store.one<{ chunks: number; vectors: number; orphans: number }>(
    `SELECT (SELECT count(*) FROM filing_chunks)::INTEGER AS chunks, (SELECT count(*) FROM filing_vectors)::INTEGER AS vectors,
       (SELECT count(*) FROM filing_vectors v ANTI JOIN filing_chunks c USING (document_id, chunk_index))::INTEGER AS orphans`,
  ))!;
const vectors = () =>
  fx.store.all<{ id: string; chunk: number; vector: number[] }>(
    'SELECT CAST(document_id AS VARCHAR) AS id, chunk_index AS chunk, vector FROM filing_vectors ORDER BY document_id, chunk_index',
  );

describe('the semantic index beside the passages', () => {
  it('stores one unit vector per passage as FLOAT[128], under a local model trained on the first passages stored', async () => {
    await store(docs(0, 8));
    expect(await counts()).toEqual({ chunks: 8, vectors: 8, orphans: 0 });
    expect(await fx.store.one('SELECT DISTINCT typeof(vector) AS type FROM filing_vectors')).toEqual({ type: 'FLOAT[128]' });
    for (const v of await vectors()) expect(Math.hypot(...v.vector)).toBeCloseTo(1, 5);
    expect(await semanticModel(fx.store)).toMatchObject({ kind: 'local', dimensions: 128, trainedPassages: 8, samplePassages: 8, lists: 0 });
  });

  it('folds new passages into the model there is while the store holds at most twice what it was trained on', async () => {
    await store(docs(0, 8));
    const before = await semanticModel(fx.store);
    await store(docs(8, 8));
    expect(await semanticModel(fx.store)).toEqual(before);
    expect(await counts()).toEqual({ chunks: 16, vectors: 16, orphans: 0 });
    // A folded passage's vector is its text folded with the stored projections.
    const id = documentIdOf('s:9');
    const stored = (await vectors()).find((v) => v.id === id)!.vector;
    const tf = termFrequencies(docs(9, 1)[0]!.lines[0]!);
    const expected = foldIn(await termProjections(fx.store, 128, [...tf.keys()]), tf);
    stored.forEach((x, k) => expect(x).toBeCloseTo(expected[k]!, 5));
  });

  it('trains the model again once the store holds more than twice the passages it was trained on', async () => {
    await store(docs(0, 8));
    await store(docs(8, 9));
    expect(await semanticModel(fx.store)).toMatchObject({ trainedPassages: 17, samplePassages: 17 });
    expect(await counts()).toEqual({ chunks: 17, vectors: 17, orphans: 0 });
  });

  it('changes nothing when the same documents are stored again', async () => {
    await store(docs(0, 8));
    const before = await vectors();
    await store(docs(0, 8));
    expect(await vectors()).toEqual(before);
  });

  it('replaces the vectors of a document whose text changed, leaving none behind', async () => {
    await store([...docs(0, 8), doc('long', Array.from({ length: 60 }, (_, i) => `Word${i} ${TOPICS[i % 4]}`).join(' '))]);
    await store([doc('long', 'A short text now.')]);
    expect(await counts()).toMatchObject({ vectors: (await counts()).chunks, orphans: 0 });
  });

  it('drops the vectors of sample documents a real document replaces', async () => {
    const sample = await sampleStore();
    try {
      const before = (await sample.store.one<{ n: number }>("SELECT count(*)::INTEGER AS n FROM filing_documents WHERE ticker = 'TSLA'"))!.n;
      expect(before).toBeGreaterThan(1);
      const result = await sample.store.write((tx) => storeDocuments(tx, docs(100, 1, { ticker: 'TSLA' }), { source: 'test', file: null, capturedAt: '2026-11-21T15:00:00Z' }));
      expect(result.replaced.some((r) => r.dataset === 'filing_documents' && r.key === 'TSLA')).toBe(true);
      const after = (await sample.store.one<{ chunks: number; vectors: number; orphans: number }>(
        `SELECT (SELECT count(*) FROM filing_chunks)::INTEGER AS chunks, (SELECT count(*) FROM filing_vectors)::INTEGER AS vectors,
           (SELECT count(*) FROM filing_vectors v ANTI JOIN filing_chunks c USING (document_id, chunk_index))::INTEGER AS orphans`,
      ))!;
      expect(after.orphans).toBe(0);
      expect(after.vectors).toBe(after.chunks);
    } finally {
      sample.store.close();
    }
  });

  it('gives the same vectors for the same passages in any store (seeded)', async () => {
    await store(docs(0, 12));
    const first = await vectors();
    const other = await emptyStore();
    try {
      await other.store.write((tx) => storeDocuments(tx, docs(0, 12), { source: 'test', file: null, capturedAt: '2026-11-21T15:00:00Z' }));
      expect(await other.store.all('SELECT CAST(document_id AS VARCHAR) AS id, chunk_index AS chunk, vector FROM filing_vectors ORDER BY document_id, chunk_index')).toEqual(first);
    } finally {
      other.store.close();
    }
  });
});
