/** `GET /v1/insiders` over the sample: tiers, whole words, ordering, {data, hasMore}. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsiderSearch } from '../../../src/engine/insiders/schemas';
import { call, callError } from '../../support/invoke';
import { ingestFilings } from '../../support/ownership-filing';
import { emptyStore, sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const search = (query: string, extra: Record<string, string> = {}) => call<InsiderSearch>(fx.ctx, 'insiders.search', {}, { query, ...extra });
const names = (result: InsiderSearch) => result.data.map((r) => r.name);

describe('insider search', () => {
  it('an exact legal name or a verified alias wins over word matches', async () => {
    expect(names(await search("O'Neil Patrick"))).toEqual(["O'Neil Patrick"]);
    expect(names(await search("pat o'neil"))).toEqual(["O'Neil Patrick"]);
  });

  it('otherwise every punctuation-independent word is required, in any order', async () => {
    expect(names(await search('patrick oneil'))).toEqual(["O'Neil Patrick"]);
    expect(names(await search('fischer hanna'))).toEqual(['Fischer Hanna']);
  });

  it('then a sparse any-word fallback', async () => {
    expect(names(await search('fischer nobody'))).toEqual(['Fischer Hanna', 'Fischer Markus']);
  });

  it('whole words only: a short token never matches inside a longer word', async () => {
    // "li" is a word of "Ng Li" only, never a part of Williams, Lindqvist or Alvarez.
    expect(names(await search('li'))).toEqual(['Ng Li']);
    expect(names(await search('harp'))).toEqual([]);
  });

  it('sorted by recent filing activity, then name and CIK; rows carry the newest filing', async () => {
    const result = await search('fischer');
    expect(result.data[0]).toEqual({
      name: 'Fischer Hanna', cik: '0001900013', role: 'Director', city: 'Houston', stateOrCountry: 'TX',
      latestCompanyTicker: 'XOM', latestCompanyName: 'Exxon Mobil Corporation',
    });
    // Both last filed 16 days ago: the name decides.
    expect(names(result)).toEqual(['Fischer Hanna', 'Fischer Markus']);
    // No name holds all three words: any-word matches, the most recent filer first (3, 6 and 10 days ago).
    expect(names(await search('chen moreau patel'))).toEqual(['Chen Robert', 'Moreau Claire', 'Patel Sanjay']);
  });

  it('owners of one name who last filed on the same day are ordered by CIK', async () => {
    const namesakes = await emptyStore();
    try {
      const row = { date: '2026-11-01', code: 'P', shares: 10, price: 5, after: 10 };
      await ingestFilings(namesakes, [
        // A joint filing lists the higher CIK first; a later filing of another Reyes is more recent activity.
        { ticker: 'EXMP', issuerCik: 12_345, owners: [{ cik: 1_000_002, name: 'Reyes Ana', director: true }, { cik: 1_000_001, name: 'Reyes Ana', director: true }], signed: '2026-11-02', rows: [row] },
        { ticker: 'EXMP', issuerCik: 12_345, owners: [{ cik: 1_000_003, name: 'Reyes Zoe', director: true }], signed: '2026-11-05', rows: [row] },
      ]);
      const found = await call<InsiderSearch>(namesakes.ctx, 'insiders.search', {}, { query: 'reyes' });
      expect(found.data.map((r) => [r.name, r.cik])).toEqual([['Reyes Zoe', '0001000003'], ['Reyes Ana', '0001000001'], ['Reyes Ana', '0001000002']]);
    } finally {
      namesakes.store.close();
    }
  });

  it('returns {data, hasMore} and pages with limit and offset', async () => {
    const first = await search('fischer', { limit: '1' });
    expect(first).toMatchObject({ hasMore: true });
    expect(Object.keys(first)).toEqual(['data', 'hasMore']);
    expect(names(await search('fischer', { limit: '1', offset: '1' }))).toEqual(['Fischer Markus']);
  });

  it('query is required; limit max 500', async () => {
    expect((await callError(fx.ctx, 'insiders.search', {}, {})).message).toContain("'query'");
    expect((await callError(fx.ctx, 'insiders.search', {}, { query: 'x', limit: '501' })).message).toContain("'limit'");
  });
});
