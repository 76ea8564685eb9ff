/**
 * Reciprocal rank fusion of the keyword and the semantic ranking (Cormack, Clarke and Büttcher, 2009):
 * a passage scores Σ 1 / (k + rank) over the rankings that hold it (ranks from 1), k = {@link RRF_K}.
 * Scores need no calibration between BM25 and cosine similarity, and a passage both rankings hold rises
 * above one only one of them holds at the same rank.
 *
 * The fused score orders passages within tiers of how many distinct query words they hold:
 * - precise matches (every word) first, so broadening never moves one down, in either ranking;
 * - then passages holding more of the words before those holding fewer, down to two;
 * - then, together, passages holding one of the words and passages only the semantic ranking found.
 * So a passage the semantic ranking prefers rises above passages that share one word with the query,
 * never above passages that share more of them. Ties: the better keyword rank, then the better semantic
 * rank, then document id and passage.
 */

export const RRF_K = 60;

export interface PassageKey {
  documentId: string;
  chunkIndex: number;
}

export interface FusedPassage extends PassageKey {
  score: number;
  /** The keyword ranking found every query word in it. */
  precise: boolean;
  /** Distinct query words it holds (0 when only the semantic ranking found it). */
  matched: number;
  /** 1-based rank in the keyword ranking; null when it does not hold the passage. */
  keywordRank: number | null;
  semanticRank: number | null;
}

/** A passage of the keyword ranking: whether it holds every query word, and how many it holds. */
export type KeywordRanked = PassageKey & { precise: boolean; matched: number };

const keyOf = (p: PassageKey): string => `${p.documentId}#${p.chunkIndex}`;

/** The tier of a passage: precise matches highest, then by words held, one word and none together. */
const tier = (p: FusedPassage): number => (p.precise ? Number.POSITIVE_INFINITY : Math.max(1, p.matched));

/** The passages of both rankings (each best first), fused best first. */
export function fuse(keyword: readonly KeywordRanked[], semantic: readonly PassageKey[]): FusedPassage[] {
  const byKey = new Map<string, FusedPassage>();
  const add = (ranking: readonly (PassageKey | KeywordRanked)[], arm: 'keywordRank' | 'semanticRank') => {
    ranking.forEach((p, i) => {
      const key = keyOf(p);
      const entry = byKey.get(key) ?? { documentId: p.documentId, chunkIndex: p.chunkIndex, score: 0, precise: false, matched: 0, keywordRank: null, semanticRank: null };
      if (entry[arm] !== null) return;
      if ('precise' in p) {
        entry.precise = p.precise;
        entry.matched = p.matched;
      }
      entry[arm] = i + 1;
      entry.score += 1 / (RRF_K + i + 1);
      byKey.set(key, entry);
    });
  };
  add(keyword, 'keywordRank');
  add(semantic, 'semanticRank');
  const rank = (r: number | null) => r ?? Number.POSITIVE_INFINITY;
  return [...byKey.values()].sort(
    (a, b) =>
      (tier(b) === tier(a) ? 0 : tier(b) > tier(a) ? 1 : -1)
      || b.score - a.score
      || rank(a.keywordRank) - rank(b.keywordRank)
      || rank(a.semanticRank) - rank(b.semanticRank)
      || (a.documentId < b.documentId ? -1 : a.documentId > b.documentId ? 1 : 0)
      || a.chunkIndex - b.chunkIndex,
  );
}
