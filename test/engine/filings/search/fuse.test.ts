/**
 * Reciprocal rank fusion (k = 60) within tiers of query words held, and nDCG@k, on rankings written out.
 */
import { describe, expect, it } from 'vitest';
import { fuse, RRF_K, type KeywordRanked, type PassageKey } from '../../../../src/engine/filings/search/fuse';
import { ndcgAt } from '../../../../src/engine/filings/search/ndcg';

const p = (id: string): PassageKey => ({ documentId: id, chunkIndex: 0 });
const k = (id: string, matched: number, precise = false): KeywordRanked => ({ ...p(id), matched, precise });
const order = (list: { documentId: string }[]) => list.map((x) => x.documentId);

describe('reciprocal rank fusion', () => {
  it('scores a passage 1 / (60 + rank) in each ranking that holds it, summed', () => {
    const fused = fuse([k('a', 1), k('b', 1)], [p('b'), p('c')]);
    const score = Object.fromEntries(fused.map((f) => [f.documentId, f.score]));
    expect(RRF_K).toBe(60);
    expect(score).toEqual({ a: 1 / 61, b: 1 / 62 + 1 / 61, c: 1 / 62 });
    expect(order(fused)).toEqual(['b', 'a', 'c']);
    expect(fused.find((f) => f.documentId === 'b')).toMatchObject({ keywordRank: 2, semanticRank: 1 });
  });

  it('puts precise matches first whatever their fused score, in fused order among themselves', () => {
    const fused = fuse([k('p1', 2, true), k('p2', 2, true), k('x', 1)], [p('x'), p('p2'), p('y')]);
    expect(order(fused)).toEqual(['p2', 'p1', 'x', 'y']);
  });

  it('ranks passages holding more of the words before those holding fewer, down to two', () => {
    const fused = fuse([k('two', 2), k('three', 3), k('one', 1)], [p('one'), p('two')]);
    expect(order(fused)).toEqual(['three', 'two', 'one']);
  });

  it('ranks passages holding one word together with those only the semantic ranking found, by fused score', () => {
    const fused = fuse([k('one-a', 1), k('one-b', 1)], [p('only'), p('one-b')]);
    // one-b: both rankings; only: semantic rank 1 (1/61); one-a: keyword rank 1 (1/61), the better keyword rank wins the tie.
    expect(order(fused)).toEqual(['one-b', 'one-a', 'only']);
  });
});

describe('nDCG@k', () => {
  it('is 1 for the ideal order and less for any other', () => {
    expect(ndcgAt(10, [2, 1, 0], [2, 1])).toBe(1);
    expect(ndcgAt(10, [1, 2, 0], [2, 1])).toBeCloseTo((1 + 3 / Math.log2(3)) / (3 + 1 / Math.log2(3)), 12);
    expect(ndcgAt(10, [0, 0], [2])).toBe(0);
  });

  it('counts only the first k ranked and divides by the best k judged', () => {
    expect(ndcgAt(1, [0, 2], [2])).toBe(0);
    expect(ndcgAt(2, [2, 2], [2, 2, 2])).toBe(1);
  });
});
