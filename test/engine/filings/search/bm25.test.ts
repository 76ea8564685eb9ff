/**
 * The keyword arm: BM25 over passages from the store's inverted index, checked against the formula worked
 * by hand on a small corpus, and the any-word broadening: precise matches first and at the rank they have
 * without it, any-word matches only when too few passages hold every word, the search's filters in both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsOf } from '../../../../src/engine/filing-text/terms';
import { BM25_B, BM25_K1, keywordArm } from '../../../../src/engine/filings/search/bm25';
import { queryTerms } from '../../../../src/engine/filings/search/query';
import { documentIdOf, storeDocuments, type DocumentInput } from '../../../../src/store/ingest/importers/filing-store';
import { emptyStore, type SampleFixture } from '../../../support/store';

const doc = (key: string, lines: string[], o: Partial<DocumentInput> = {}): DocumentInput => ({
  key, documentType: 'EightK', cik: null, ticker: 'ACME', companyName: 'Acme Corp', filedDate: '2026-03-01', periodDate: null,
  itemNumbers: [], accession: null, documentName: null, url: null, lines, ...o,
});

// One short line per document: each document is one passage (chunk 0).
const DOCS = [
  doc('k:1', ['Tariff costs raised component prices for our devices.']),
  doc('k:2', ['Tariff tariff tariff: new tariffs on imported components and devices.']),
  doc('k:3', ['Component shortages delayed shipments of devices in the quarter.']),
  doc('k:4', ['The board approved a dividend.']),
  doc('k:5', ['Tariff policy may change.'], { ticker: 'OTHR', documentType: 'TenK', filedDate: '2025-06-01' }),
  doc('k:6', ['Tariff costs on components were offset by pricing.'], { documentType: 'IrNews' }),
];

let fx: SampleFixture;
beforeAll(async () => {
  fx = await emptyStore();
  await fx.store.write((tx) => storeDocuments(tx, DOCS, { source: 'test', file: null, capturedAt: '2026-11-21T15:00:00Z' }));
});
afterAll(() => fx.store.close());

const rank = (query: string, wanted = 10, scope = {}) => keywordArm(fx.store, queryTerms(query), scope, wanted, 100);
const keys = (hits: { documentId: string }[]) => hits.map((h) => DOCS.find((d) => documentIdOf(d.key) === h.documentId)!.key);

/** BM25 of one document's text worked in JavaScript over every stored passage (each document is one). */
function expectedScore(query: string, key: string): number {
  const passages = DOCS.map((d) => termsOf(d.lines.join('\n')));
  const n = passages.length;
  const avgdl = passages.reduce((sum, p) => sum + p.length, 0) / n;
  const terms = passages[DOCS.findIndex((d) => d.key === key)]!;
  let score = 0;
  for (const t of queryTerms(query)) {
    const tf = terms.filter((x) => x === t).length;
    if (tf === 0) continue;
    const df = passages.filter((p) => p.includes(t)).length;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    score += (idf * tf * (BM25_K1 + 1)) / (tf + BM25_K1 * (1 - BM25_B + (BM25_B * terms.length) / avgdl));
  }
  return score;
}

describe('keyword arm: BM25 over the stored postings', () => {
  it('scores each passage by the BM25 formula with whole-store statistics', async () => {
    const hits = await rank('tariff devices');
    for (const hit of hits) expect(hit.score).toBeCloseTo(expectedScore('tariff devices', keys([hit])[0]!), 10);
    // Term frequency saturates, length normalises: the passage repeating "tariff" ranks first.
    expect(keys(hits).slice(0, 2)).toEqual(['k:2', 'k:1']);
  });

  it('leaves investor-relations news out unless its type is asked for, like the list', async () => {
    expect(keys(await rank('tariff'))).not.toContain('k:6');
    expect(keys(await rank('tariff', 10, { documentType: 'IrNews' }))).toEqual(['k:6']);
  });

  it('applies the filters before ranking: type, filing dates, ticker, one document', async () => {
    expect(keys(await rank('tariff', 10, { documentType: 'TenK' }))).toEqual(['k:5']);
    expect(keys(await rank('tariff', 10, { endDate: '2025-12-31' }))).toEqual(['k:5']);
    expect(keys(await rank('tariff', 10, { startDate: '2026-01-01' }))).toEqual(['k:2', 'k:1']);
    expect(keys(await rank('tariff', 10, { ticker: 'OTHR' }))).toEqual(['k:5']);
    expect(keys(await rank('tariff', 10, { documentId: documentIdOf('k:6') }))).toEqual(['k:6']);
  });

  it('matches nothing for a query of stop words only, or of words no passage holds alone', async () => {
    expect(await rank('the and of')).toEqual([]);
    expect(await rank('zeppelin')).toEqual([]);
  });
});

describe('keyword arm: any-word broadening', () => {
  it('broadening keeps precise matches first, at the rank they have without broadening', async () => {
    // Two passages hold both words: asking for two does not broaden, asking for ten does.
    const precise = await rank('tariff devices', 2);
    const broad = await rank('tariff devices', 10);
    expect(keys(precise)).toEqual(['k:2', 'k:1']);
    expect(precise.every((h) => h.precise)).toBe(true);
    expect(broad.slice(0, precise.length)).toEqual(precise);
    expect(keys(broad).slice(2).sort()).toEqual(['k:3', 'k:5']);
    expect(broad.slice(precise.length).every((h) => !h.precise && h.matched < 2)).toBe(true);
    expect(broad.length).toBeGreaterThan(precise.length);
  });

  it('does not broaden when enough passages hold every word', async () => {
    const hits = await rank('tariff devices', 1);
    expect(hits.every((h) => h.precise)).toBe(true);
    expect(keys(hits)).toEqual(['k:2', 'k:1']);
  });

  it('ranks precise matches among the rarest word\'s passages with the whole store\'s statistics', async () => {
    // "devices" (3 passages) is rarer than "tariff" (4 in scope, 5 stored): the precise matches are found
    // among its passages alone, and score as if every passage had been ranked.
    const hits = await rank('tariff devices', 1);
    for (const hit of hits) expect(hit.score).toBeCloseTo(expectedScore('tariff devices', keys([hit])[0]!), 10);
    const everyPassage = await rank('tariff devices', 10);
    expect(everyPassage.slice(0, hits.length)).toEqual(hits);
  });

  it('ranks any-word matches by how many words they hold, then by score', async () => {
    const hits = await rank('tariff component devices zeppelin', 10);
    expect(hits.every((h) => !h.precise)).toBe(true);
    const matched = hits.map((h) => h.matched);
    expect(matched).toEqual([...matched].sort((a, b) => b - a));
    expect(keys(hits)[0]).toBe('k:1');
  });
});
