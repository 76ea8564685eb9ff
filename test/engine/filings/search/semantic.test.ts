/**
 * The semantic arm: the passages in scope nearest the query's vector in the stored model's space, so a
 * passage sharing a query's contexts but not its words is found; filters as in the keyword arm; a query
 * the model knows no word of has no vector.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedQuery } from '../../../../src/engine/filings/search/embed';
import { semanticArm } from '../../../../src/engine/filings/search/semantic';
import { documentIdOf, storeDocuments, type DocumentInput } from '../../../../src/store/ingest/importers/filing-store';
import { emptyStore, type SampleFixture } from '../../../support/store';

const doc = (key: string, line: string, o: Partial<DocumentInput> = {}): DocumentInput => ({
  key, documentType: 'EightK', cik: null, ticker: 'ACME', companyName: 'Acme Corp', filedDate: '2026-03-01', periodDate: null,
  itemNumbers: [], accession: null, documentName: null, url: null, lines: [line], ...o,
});

const DOCS = [
  doc('m:1', 'The workforce reduction eliminated positions and severance was paid to employees.'),
  doc('m:2', 'Severance costs for employees whose positions were eliminated in the restructuring.'),
  doc('m:3', 'The restructuring plan and headcount reduction were approved by the board.'),
  doc('m:4', 'Headcount fell as positions were eliminated; employees received severance.', { ticker: 'OTHR', documentType: 'TenQ' }),
  doc('m:5', 'Revenue grew on strong demand for cloud services and devices.'),
  doc('m:6', 'Cloud services revenue and device demand drove growth in the quarter.'),
  doc('m:7', 'Demand for devices and cloud services lifted revenue.'),
  doc('m:8', 'Our dividend and share repurchases returned capital to shareholders.'),
];

let fx: SampleFixture;
beforeAll(async () => {
  fx = await emptyStore();
  await fx.store.write((tx) => storeDocuments(tx, DOCS, { source: 'test', file: null, capturedAt: '2026-11-21T15:00:00Z' }));
});
afterAll(() => fx.store.close());

const keyOf = (id: string) => DOCS.find((d) => documentIdOf(d.key) === id)!.key;

async function nearest(query: string, scope = {}, depth = 3) {
  const vector = await embedQuery(fx.store, query);
  return vector === null ? null : (await semanticArm(fx.store, vector, scope, depth, 0.2)).map((h) => keyOf(h.documentId));
}

describe('semantic arm', () => {
  it('finds passages that share the query\'s contexts without its words', async () => {
    // "headcount" is in two passages; its contexts (positions, employees, severance) bring the others.
    const found = await nearest('headcount', {}, 4);
    expect(found!.slice(0, 4).sort()).toEqual(['m:1', 'm:2', 'm:3', 'm:4']);
    expect(await nearest('cloud')).toEqual(expect.arrayContaining(['m:5', 'm:6', 'm:7']));
  });

  it('ranks only the passages in the search\'s scope', async () => {
    expect(await nearest('headcount', { ticker: 'OTHR' })).toEqual(['m:4']);
    expect(await nearest('headcount', { documentType: 'TenQ' })).toEqual(['m:4']);
    expect(await nearest('headcount', { documentId: documentIdOf('m:1') })).toEqual(['m:1']);
  });

  it('leaves out passages below the similarity floor', async () => {
    const found = await nearest('severance', {}, 8);
    expect(found!.length).toBeGreaterThan(0);
    expect(found).not.toEqual(expect.arrayContaining(['m:5']));
    expect(found).not.toEqual(expect.arrayContaining(['m:6']));
  });

  it('has no query vector for words the model does not know', async () => {
    expect(await embedQuery(fx.store, 'zeppelin aviary')).toBeNull();
  });
});
