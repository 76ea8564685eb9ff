/**
 * Filing search measured on hand-labelled queries (./ranking/labelled-queries.ts) over the real EDGAR
 * filings of the shared fixtures and the sample corpus: the hybrid search beats the keyword ranking alone
 * on nDCG@10, and the figures fds-filings(1) quotes are those a fresh run measures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILING_SEARCH_FIGURES } from '../../../../commands/manual/filings';
import { sampleStore, type SampleFixture } from '../../../support/store';
import { addRealFilings } from './ranking/corpus';
import { LABELLED_QUERIES } from './ranking/labelled-queries';
import { measureRanking, type RankingFigures } from './ranking/measure';

let fx: SampleFixture;
let figures: RankingFigures;

beforeAll(async () => {
  fx = await sampleStore();
  await addRealFilings(fx.store, fx.clock);
  figures = (await measureRanking(fx.store)).figures;
}, 120_000);
afterAll(() => fx.store.close());

describe('filing search on the labelled queries', () => {
  it('has at least 30 queries, over the real filings and the sample corpus', () => {
    expect(LABELLED_QUERIES.length).toBeGreaterThanOrEqual(30);
    expect(LABELLED_QUERIES.some((q) => q.judgments.some((j) => j.ticker === 'AAPL'))).toBe(true);
    expect(LABELLED_QUERIES.some((q) => q.judgments.some((j) => j.ticker === 'BKE'))).toBe(true);
    expect(figures.queries).toBe(LABELLED_QUERIES.length);
  });

  it('hybrid search beats the keyword ranking alone on nDCG@10', () => {
    console.log(JSON.stringify(figures));
    expect(figures.hybrid).toBeGreaterThan(figures.keyword);
  });

  it('measures the figures fds-filings(1) quotes (update FILING_SEARCH_FIGURES and run npm run gen when they move)', () => {
    expect(figures).toEqual(FILING_SEARCH_FIGURES);
  });
});
