/**
 * The inverted-file index of passage vectors against brute force, its oracle: on a generated set of 20,000
 * unit vectors in 60 overlapping clusters (seeded), the passages a probe of the nearest lists finds are
 * nearly all of those reading every vector finds (93% here). Also: no index below the size that needs one,
 * deterministic lists, and the local model building the index itself once the store is large enough, new
 * passages joining the list of their nearest centroid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normal } from '../../src/engine/filing-text/semantic/prng';
import { semanticArm, type QueryVector } from '../../src/engine/filings/search/semantic';
import { buildIndex, IVF_MIN_PASSAGES, listCount, probesFor } from '../../src/store/filing-semantic/ivf';
import { nearestCentroid } from '../../src/engine/filing-text/semantic/kmeans';
import { semanticModel } from '../../src/store/filing-semantic/model';
import { readCentroids } from '../../src/store/filing-semantic/ivf';
import { appendVectors, type PassageVector } from '../../src/store/filing-semantic/vectors';
import { storeDocuments, type DocumentInput } from '../../src/store/ingest/importers/filing-store';
import { emptyStore, type SampleFixture } from '../support/store';

const DIMENSIONS = 128;
const PASSAGES = 20_000;
const PER_DOCUMENT = 10;
const TOPICS = 60;

/** A unit vector near `center` (Gaussian noise of `spread` per coordinate), from the generator `draw`. */
function near(center: Float32Array, spread: number, draw: () => number): Float32Array {
  const v = Float32Array.from(center, (x) => x + spread * draw());
  const norm = Math.hypot(...v);
  return v.map((x) => x / norm);
}

const draw = normal(2026);
const centers = Array.from({ length: TOPICS }, () => near(new Float32Array(DIMENSIONS), 1, draw));
const documentId = (d: number) => `00000000-0000-4000-8000-${String(d).padStart(12, '0')}`;

let fx: SampleFixture;
let vectors: PassageVector[];
let lists: number;

beforeAll(async () => {
  fx = await emptyStore();
  vectors = Array.from({ length: PASSAGES }, (_, i) => ({
    documentId: documentId(Math.floor(i / PER_DOCUMENT)), chunkIndex: i % PER_DOCUMENT, listId: 0, vector: near(centers[i % TOPICS]!, 0.15, draw),
  }));
  await fx.store.write(async (tx) => {
    await tx.run(
      `INSERT INTO filing_documents SELECT CAST('00000000-0000-4000-8000-' || lpad(CAST(i AS VARCHAR), 12, '0') AS UUID), 'gen:' || i, NULL, 'G' || (i % 50),
         'Generated', 'TenK', '10-K', DATE '2026-01-01', NULL, [], ?, ?, NULL, NULL, NULL, 'x', 'test', NULL, now() FROM range(?) t(i)`,
      [PER_DOCUMENT, PER_DOCUMENT, PASSAGES / PER_DOCUMENT],
    );
    lists = await buildIndex(tx, vectors, DIMENSIONS);
    await appendVectors(tx, DIMENSIONS, vectors);
  });
}, 120_000);
afterAll(() => fx.store.close());

describe('inverted-file index of passage vectors', () => {
  it('has no index below the size that needs one, and about √n / 4 lists above it', () => {
    expect(listCount(IVF_MIN_PASSAGES - 1)).toBe(0);
    expect(listCount(PASSAGES)).toBe(Math.round(Math.sqrt(PASSAGES) / 4));
    expect(listCount(1_000_000)).toBe(250);
    expect(lists).toBe(listCount(PASSAGES));
  });

  it('recalls at least 90% of the exact 10 nearest passages by probing the nearest lists (brute force is the oracle)', async () => {
    const queryDraw = normal(99);
    let found = 0;
    let wanted = 0;
    for (let q = 0; q < 40; q++) {
      const query: QueryVector = { dimensions: DIMENSIONS, vector: near(centers[(q * 7) % TOPICS]!, 0.2, queryDraw), lists };
      const exact = await semanticArm(fx.store, query, {}, 10, -1, { exact: true });
      const probed = await semanticArm(fx.store, query, {}, 10, -1);
      const keys = new Set(probed.map((h) => `${h.documentId}#${h.chunkIndex}`));
      found += exact.filter((h) => keys.has(`${h.documentId}#${h.chunkIndex}`)).length;
      wanted += exact.length;
    }
    expect(wanted).toBe(400);
    expect(found / wanted).toBeGreaterThanOrEqual(0.9);
  });

  it('reads fewer vectors than brute force: a probe reads only its lists', async () => {
    const probes = probesFor(lists);
    expect(probes).toBeLessThan(lists);
    const query: QueryVector = { dimensions: DIMENSIONS, vector: centers[0]!, lists };
    const read = await fx.store.one<{ n: number }>(
      `SELECT count(*)::INTEGER AS n FROM filing_vectors WHERE list_id IN (
         SELECT list_id FROM filing_centroids ORDER BY array_inner_product(vector, CAST(? AS FLOAT[${DIMENSIONS}])) DESC, list_id LIMIT ?)`,
      [`[${Array.from(query.vector).join(',')}]`, probes],
    );
    expect(read!.n).toBeLessThan(PASSAGES / 2);
    expect(read!.n).toBeGreaterThan(0);
  });

  it('gives the same lists for the same vectors (seeded)', async () => {
    const again = vectors.map((v) => ({ ...v, listId: -1 }));
    await fx.store.write((tx) => buildIndex(tx, again, DIMENSIONS));
    expect(again.map((v) => v.listId)).toEqual(vectors.map((v) => v.listId));
  });
});

describe('the local model\'s index', () => {
  const WORDS = ['revenue', 'margin', 'supplier', 'tariff', 'workforce', 'severance', 'dividend', 'repurchase', 'cloud', 'devices', 'litigation', 'currency'];
  const line = (i: number) => Array.from({ length: 12 }, (_, k) => WORDS[(i * 7 + k * (1 + (i % 5))) % WORDS.length]).join(' ') + ` item${i % 997}.`;
  const docs = (from: number, count: number): DocumentInput[] => Array.from({ length: count }, (_, i) => ({
    key: `ivf:${from + i}`, documentType: 'TenK', cik: null, ticker: `T${(from + i) % 40}`, companyName: 'Generated', filedDate: '2026-01-01',
    periodDate: null, itemNumbers: [], accession: null, documentName: null, url: null, lines: [line(from + i)],
  }));

  it('is built once the store holds enough passages, and new passages join the list of their nearest centroid', async () => {
    const store = await emptyStore();
    try {
      const write = (list: DocumentInput[]) => store.store.write((tx) => storeDocuments(tx, list, { source: 'test', file: null, capturedAt: '2026-11-21T15:00:00Z' }));
      await write(docs(0, 12_000));
      expect((await semanticModel(store.store))!.lists).toBe(0);
      await write(docs(12_000, 12_500));
      const model = (await semanticModel(store.store))!;
      expect(model).toMatchObject({ trainedPassages: 24_500, lists: listCount(24_500) });
      expect(await store.store.one('SELECT count(DISTINCT list_id)::INTEGER AS n FROM filing_vectors')).toEqual({ n: model.lists });
      await write(docs(24_500, 20));
      const centroids = await readCentroids(store.store, DIMENSIONS);
      const added = await store.store.all<{ list: number; vector: number[] }>(
        "SELECT v.list_id AS list, v.vector FROM filing_vectors v JOIN filing_documents d USING (document_id) WHERE CAST(substr(d.document_key, 5) AS INTEGER) >= 24500",
      );
      expect(added.length).toBe(20);
      for (const row of added) expect(row.list).toBe(nearestCentroid(centroids, DIMENSIONS, Float32Array.from(row.vector)));
    } finally {
      store.store.close();
    }
  }, 120_000);
});
