/**
 * The keyword and semantic indexes kept in the order their queries read them by: postings by term, vectors
 * by inverted-file list. A training puts them in order and marks how many postings that was; passages
 * folded in afterwards follow in arrival order until their postings pass a sixteenth of the ordered ones,
 * and the next ingest then puts them back in order, changing no row.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepIndexesOrdered, unorderedPostings } from '../../src/store/filing-semantic/compact';
import { storeDocuments, type DocumentInput } from '../../src/store/ingest/importers/filing-store';
import { emptyStore, type SampleFixture } from '../support/store';

const WORDS = ['tariff', 'revenue', 'dividend', 'workforce', 'supplier', 'cloud', 'export', 'severance', 'margin', 'lease'];

const doc = (n: number): DocumentInput => ({
  key: `o:${n}`, documentType: 'EightK', cik: null, ticker: 'ACME', companyName: 'Acme Corp', filedDate: '2026-03-01', periodDate: null,
  itemNumbers: [], accession: null, documentName: null, url: null,
  lines: [`${WORDS[n % 10]!} ${WORDS[(n * 3) % 10]!} ${WORDS[(n * 7 + 1) % 10]!} note${n} quarter ${n % 2 === 0 ? 'zeta' : 'alpha'}.`],
});
const docs = (from: number, count: number) => Array.from({ length: count }, (_, i) => doc(from + i));

let fx: SampleFixture;
beforeEach(async () => {
  fx = await emptyStore();
});
afterEach(() => fx.store.close());

const store = (list: DocumentInput[]) =>
  fx.store.write((tx) => storeDocuments(tx, list, { source: 'test', file: null, capturedAt: '2026-11-21T15:00:00Z' }));
/** The postings' terms and the vectors' lists in storage order (DuckDB keeps insertion order). */
const postingTerms = async () => (await fx.store.all<{ term: string }>('SELECT term FROM filing_postings')).map((r) => r.term);
const inOrder = (values: readonly (string | number)[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);
const rows = (table: string) => fx.store.all(`SELECT * FROM ${table} ORDER BY ALL`);

describe('the indexes kept in query order', () => {
  it('a training leaves the postings in term order with no unordered tail', async () => {
    await store(docs(0, 20));
    expect(inOrder(await postingTerms())).toBe(true);
    expect(await unorderedPostings(fx.store)).toBe(0);
  });

  it('passages folded in afterwards are counted as the unordered tail, and a short tail is left as it is', async () => {
    await store(docs(0, 20));
    const before = (await postingTerms()).length;
    await store(docs(20, 3));
    const after = await postingTerms();
    expect(await unorderedPostings(fx.store)).toBe(after.length - before);
    // The three new passages' postings follow the ordered ones: the table as a whole is out of term order.
    expect(inOrder(after)).toBe(false);
    expect(await fx.store.write((tx) => keepIndexesOrdered(tx))).toBe(false);
    expect(await unorderedPostings(fx.store)).toBe(after.length - before);
  });

  it('a tail past a sixteenth of the ordered postings is put back in order, every row kept as it was', async () => {
    await store(docs(0, 20));
    await store(docs(20, 3));
    const [postings, vectors] = [await rows('filing_postings'), await rows('filing_vectors')];
    expect(await fx.store.write((tx) => keepIndexesOrdered(tx, 0))).toBe(true);
    expect(inOrder(await postingTerms())).toBe(true);
    const lists = (await fx.store.all<{ list: number }>('SELECT list_id AS list FROM filing_vectors')).map((r) => r.list);
    expect(inOrder(lists)).toBe(true);
    expect(await unorderedPostings(fx.store)).toBe(0);
    expect(await rows('filing_postings')).toEqual(postings);
    expect(await rows('filing_vectors')).toEqual(vectors);
  });

  it('a tail under a sixteenth of the ordered postings waits, whatever the floor', async () => {
    await store(docs(0, 40));
    await store(docs(40, 1));
    const tail = await unorderedPostings(fx.store);
    const total = (await postingTerms()).length;
    expect(tail).toBeGreaterThan(0);
    expect(tail).toBeLessThan((total - tail) / 16);
    expect(await fx.store.write((tx) => keepIndexesOrdered(tx, 0))).toBe(false);
  });
});
