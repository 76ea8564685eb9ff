/**
 * The three filing searches through the registry, on a small corpus stored by the store's own entry point:
 * the response fields, broadening keeping precise matches first in the fused answer, exclusions and the
 * per-company cap applied after fusion, the bounds of excludeTickers, limit and query, no offset, the
 * deep link null without a ticker, a stock's search and a document's own passages, and never a 500 for
 * any query text.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/core/errors';
import { keywordArm } from '../../../../src/engine/filings/search/bm25';
import { embedQuery } from '../../../../src/engine/filings/search/embed';
import { fuse } from '../../../../src/engine/filings/search/fuse';
import { queryTerms } from '../../../../src/engine/filings/search/query';
import type { FilingSearch } from '../../../../src/engine/filings/search/schemas';
import { MIN_SIMILARITY } from '../../../../src/engine/filings/search/search';
import { semanticArm } from '../../../../src/engine/filings/search/semantic';
import { operationById } from '../../../../src/operations/index';
import { invoke } from '../../../../src/operations/invoke';
import { documentIdOf, storeDocuments, type DocumentInput } from '../../../../src/store/ingest/importers/filing-store';
import { call, callError, expectInvalidParameter } from '../../../support/invoke';
import { emptyStore, type SampleFixture } from '../../../support/store';

const doc = (key: string, ticker: string | null, lines: string[], o: Partial<DocumentInput> = {}): DocumentInput => ({
  key, documentType: 'TenK', cik: ticker === null ? 7777 : null, ticker, companyName: `${ticker ?? 'Unlisted'} Corp`, filedDate: '2026-03-01',
  periodDate: null, itemNumbers: [], accession: null, documentName: null, url: null, lines, ...o,
});

const SUPPLY = [
  'Tariffs on imported components raised supplier costs and squeezed gross margin.',
  'Our suppliers face export restrictions and tariffs that may delay component shipments.',
  'Component shortages at a single-source supplier delayed shipments to customers.',
  'Trade policy changes, including tariffs, could raise the cost of components.',
];
const OTHER = [
  'Revenue grew on demand for cloud services, and operating margin expanded.',
  'The board declared a quarterly dividend and authorized share repurchases.',
  'We employed about ten thousand people at the end of the fiscal year.',
];

/** Each company's documents: one passage per line group, several on supply and tariffs. */
const DOCS: DocumentInput[] = [
  ...['AAA', 'BBB', 'CCC', 'DDD'].flatMap((t, c) => [
    ...SUPPLY.map((line, i) => doc(`o:${t}:s${i}`, t, [`${line} ${t} note ${c}.`], { filedDate: `2026-0${1 + (i % 3)}-1${c}` })),
    ...OTHER.map((line, i) => doc(`o:${t}:o${i}`, t, [`${line} ${t} note ${c}.`])),
  ]),
  doc('o:unlisted', null, ['Tariffs on components raised supplier costs at our only plant.']),
  doc('o:long', 'EEE', Array.from({ length: 40 }, (_, i) => `${i % 5 === 0 ? SUPPLY[i % 4] : OTHER[i % 3]} Paragraph ${i} of the annual report continues here with more words.`)),
  doc('o:news', 'AAA', ['Tariffs were discussed at the investor day.'], { documentType: 'IrNews' }),
];

let fx: SampleFixture;
beforeAll(async () => {
  fx = await emptyStore();
  await fx.store.write((tx) => storeDocuments(tx, DOCS, { source: 'test', file: null, capturedAt: '2026-11-21T15:00:00Z' }));
});
afterAll(() => fx.store.close());

const search = (query: Record<string, string>) => call<FilingSearch>(fx.ctx, 'filings.search', {}, query);
const keys = (r: FilingSearch) => r.data.map((e) => `${e.documentId}#${e.chunkIndex}`);

describe('GET /v1/filings/search', () => {
  it('answers limit, count and excerpts with exactly the spec\'s fields, best first', async () => {
    const r = await search({ query: 'tariffs supplier components', limit: '5' });
    expect(Object.keys(r)).toEqual(['limit', 'count', 'data']);
    expect(r.limit).toBe(5);
    expect(r.count).toBe(5);
    expect(Object.keys(r.data[0]!)).toEqual([
      'documentId', 'ticker', 'companyName', 'documentType', 'documentTypeName', 'filedDate', 'chunkIndex', 'startLineNumber', 'text', 'url',
    ]);
    expect(r.data[0]!.text).toMatch(/tariffs/i);
  });

  it('gives a deep link to the passage\'s first line, and null for a document without a resolvable ticker', async () => {
    const r = await search({ query: 'tariffs components plant', limit: '30' });
    const unlisted = r.data.find((e) => e.documentId === documentIdOf('o:unlisted'))!;
    expect(unlisted.ticker).toBeNull();
    expect(unlisted.url).toBeNull();
    const listed = r.data.find((e) => e.ticker !== null)!;
    expect(listed.url).toBe(`/v1/filings/${listed.documentId}/lines?start=${listed.startLineNumber}`);
  });

  it('broadening keeps precise matches first: passages holding every word lead the fused answer in their own order', async () => {
    // Only the unlisted document holds all of "tariffs", "plant" and "supplier".
    const r = await search({ query: 'tariffs plant supplier', limit: '10' });
    expect(r.data[0]!.documentId).toBe(documentIdOf('o:unlisted'));
    // The precise matches of a query many passages match fully come first, whatever the semantic ranking adds.
    const full = await search({ query: 'tariffs components', limit: '40' });
    const holdsAll = full.data.map((e) => /tariffs/i.test(e.text) && /\bcomponents\b/i.test(e.text));
    const firstOther = holdsAll.indexOf(false);
    expect(firstOther).toBeGreaterThan(0);
    expect(holdsAll.slice(firstOther).every((x) => !x)).toBe(true);
  });

  it('leaves investor-relations news out unless documentType is IrNews', async () => {
    expect((await search({ query: 'tariffs investor day', limit: '50' })).data.some((e) => e.documentType === 'IrNews')).toBe(false);
    expect((await search({ query: 'tariffs investor day', documentType: 'IrNews' })).data.map((e) => e.documentId)).toEqual([documentIdOf('o:news')]);
  });

  it('applies exclusions after fusion: the answer is the unexcluded ranking without the excluded tickers\' passages', async () => {
    const query = 'tariffs supplier components shipments';
    const excluded = ['AAA', 'EEE'];
    const all = await search({ query, limit: '100' });
    const r = await search({ query, limit: '6', excludeTickers: 'aaa, EEE' });
    expect(keys(r)).toEqual(keys(all).filter((_, i) => !excluded.includes(all.data[i]!.ticker ?? '')).slice(0, 6));
    // Dropping them before fusion would rank the rest differently in this corpus: the rule is observable.
    const terms = queryTerms(query);
    const vector = (await embedQuery(fx.store, query))!;
    const kept = (h: { documentId: string }) => !DOCS.some((d) => excluded.includes(d.ticker ?? '') && documentIdOf(d.key) === h.documentId);
    const before = fuse((await keywordArm(fx.store, terms, {}, 6, 100)).filter(kept), (await semanticArm(fx.store, vector, {}, 100, MIN_SIMILARITY)).filter(kept));
    expect(before.slice(0, 6).map((p) => `${p.documentId}#${p.chunkIndex}`)).not.toEqual(keys(r));
  });

  it('applies the per-company cap after fusion: each company keeps its best fused passages, the rest move up', async () => {
    const query = 'tariffs supplier components shipments';
    const all = await search({ query, limit: '100' });
    const r = await search({ query, limit: '8', maxResultsPerCompany: '2' });
    const seen = new Map<string, number>();
    const expected = all.data.filter((e) => {
      const company = e.ticker ?? `${e.companyName}`;
      seen.set(company, (seen.get(company) ?? 0) + 1);
      return seen.get(company)! <= 2;
    });
    expect(keys(r)).toEqual(keys({ ...all, data: expected.slice(0, 8) }));
    const perCompany = new Map<string, number>();
    for (const e of r.data) perCompany.set(e.ticker ?? '', (perCompany.get(e.ticker ?? '') ?? 0) + 1);
    expect(Math.max(...perCompany.values())).toBeLessThanOrEqual(2);
  });

  it('excludeTickers bounds: at most 25 bounded ASCII symbols, else 400 naming excludeTickers', async () => {
    const many = Array.from({ length: 26 }, (_, i) => `T${i}`).join(',');
    expect((await search({ query: 'tariffs', excludeTickers: Array.from({ length: 25 }, (_, i) => `T${i}`).join(',') })).count).toBeGreaterThan(0);
    for (const value of [many, 'AAPL,ÄPFEL', 'A'.repeat(40), 'AA PL', '', 'AAPL,$$$']) {
      await expectInvalidParameter(fx.ctx, 'filings.search', {}, { query: 'tariffs', excludeTickers: value }, 'excludeTickers');
    }
  });

  it('is not paged: offset is refused, naming it', async () => {
    await expectInvalidParameter(fx.ctx, 'filings.search', {}, { query: 'tariffs', offset: '10' }, 'offset');
    await expectInvalidParameter(fx.ctx, 'filings.stockSearch', { ticker: 'AAA' }, { query: 'tariffs', offset: '0' }, 'offset');
    await expectInvalidParameter(fx.ctx, 'filings.documentSearch', { documentId: documentIdOf('o:long') }, { query: 'tariffs', offset: '1' }, 'offset');
  });

  it('bounds limit (1 to 100) and maxResultsPerCompany, naming them', async () => {
    await expectInvalidParameter(fx.ctx, 'filings.search', {}, { query: 'tariffs', limit: '101' }, 'limit');
    await expectInvalidParameter(fx.ctx, 'filings.search', {}, { query: 'tariffs', limit: '0' }, 'limit');
    await expectInvalidParameter(fx.ctx, 'filings.search', {}, { query: 'tariffs', maxResultsPerCompany: '0' }, 'maxResultsPerCompany');
  });

  it('refuses a query of stop words only, or without words, with 400 naming query', async () => {
    for (const query of ['the of and', '   ', '?!…', '"" \'\'']) await expectInvalidParameter(fx.ctx, 'filings.search', {}, { query }, 'query');
    await expectInvalidParameter(fx.ctx, 'filings.search', {}, {}, 'query');
    await expectInvalidParameter(fx.ctx, 'filings.search', {}, { query: 'tariff '.repeat(2000) }, 'query');
  });

  it('never answers a 500, whatever the query: quotes, unicode, long strings, stop words', async () => {
    const texts = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.constantFrom('"tariffs"', "supplier's", 'tarif\u0301fs', 'Ｔａｒｉｆｆｓ', '\u0000tariffs', 'the', 'a '.repeat(500), 'x'.repeat(10_240), "'; DROP TABLE filing_chunks; --", '%27%22', '\uD800'),
    );
    await fc.assert(
      fc.asyncProperty(texts, async (query) => {
        try {
          const r = (await invoke(operationById('filings.search'), fx.ctx, {}, { query, limit: '5' })) as FilingSearch;
          expect(r.count).toBeLessThanOrEqual(5);
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).status).toBe(400);
        }
      }),
      { numRuns: 120, seed: 7 },
    );
  });
});

describe('GET /v1/stocks/{ticker}/filings/search', () => {
  it('ranks only the stock\'s own passages', async () => {
    const r = await call<FilingSearch>(fx.ctx, 'filings.stockSearch', { ticker: 'ccc' }, { query: 'tariffs supplier', limit: '20' });
    expect(r.count).toBeGreaterThan(0);
    expect(new Set(r.data.map((e) => e.ticker))).toEqual(new Set(['CCC']));
  });

  it('is 404 for a ticker the store does not know, and empty for a known one without matches', async () => {
    expect((await callError(fx.ctx, 'filings.stockSearch', { ticker: 'ZZZZ' }, { query: 'tariffs' })).status).toBe(404);
    expect((await call<FilingSearch>(fx.ctx, 'filings.stockSearch', { ticker: 'AAA' }, { query: 'zeppelin' })).count).toBe(0);
  });
});

describe('GET /v1/filings/{documentId}/search', () => {
  it('one-document search ranks only its chunks, with the same broadening', async () => {
    const id = documentIdOf('o:long');
    const r = await call<FilingSearch>(fx.ctx, 'filings.documentSearch', { documentId: id }, { query: 'tariffs zeppelin', limit: '50' });
    expect(r.count).toBeGreaterThan(0);
    expect(r.data.every((e) => e.documentId === id)).toBe(true);
    expect(new Set(r.data.map((e) => e.chunkIndex)).size).toBe(r.count);
  });

  it('is 404 for an unknown id and 400 for an id that is not a uuid', async () => {
    expect((await callError(fx.ctx, 'filings.documentSearch', { documentId: '00000000-0000-4000-8000-000000000000' }, { query: 'tariffs' })).status).toBe(404);
    await expectInvalidParameter(fx.ctx, 'filings.documentSearch', { documentId: 'nope' }, { query: 'tariffs' }, 'documentId');
  });
});
