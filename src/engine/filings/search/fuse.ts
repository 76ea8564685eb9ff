/**
 * Reciprocal rank fusion of the keyword and the semantic ranking (Cormack, Clarke and Büttcher, 2009):
 * a passage scores Σ 1 / (k + rank) over the rankings that hold it (ranks from 1), k = {@link RRF_K}.
 * Scores need no calibration between BM25 and cosine similarity, and a passage both rankings hold rises
 * above one only one of them holds at the same rank.
 *
 * Precise matches (passages holding every query word) come first, in fused order among themselves; every
 * other passage (any-word matches of a broadened keyword ranking, passages only the semantic ranking holds)
 * follows in fused order. So broadening never moves a precise match down, in the keyword ranking or in the
 * fused one: the semantic ranking orders the precise matches and brings what no word matches after them.
 * Ties: the better keyword rank, then the better semantic rank, then document id and passage.
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
  /** 1-based rank in the keyword ranking; null when it does not hold the passage. */
  keywordRank: number | null;
  semanticRank: number | null;
}

const keyOf = (p: PassageKey): string => `${p.documentId}#${p.chunkIndex}`;

/** The passages of both rankings (each best first), fused best first. */
export function fuse(keyword: readonly (PassageKey & { precise: boolean })[], semantic: readonly PassageKey[]): FusedPassage[] {
  const byKey = new Map<string, FusedPassage>();
  const add = (ranking: readonly PassageKey[], arm: 'keywordRank' | 'semanticRank') => {
    ranking.forEach((p, i) => {
      const key = keyOf(p);
      const entry = byKey.get(key) ?? { documentId: p.documentId, chunkIndex: p.chunkIndex, score: 0, precise: false, keywordRank: null, semanticRank: null };
      if (entry[arm] !== null) return;
      if ('precise' in p && p.precise === true) entry.precise = true;
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
      Number(b.precise) - Number(a.precise)
      || b.score - a.score
      || rank(a.keywordRank) - rank(b.keywordRank)
      || rank(a.semanticRank) - rank(b.semanticRank)
      || (a.documentId < b.documentId ? -1 : a.documentId > b.documentId ? 1 : 0)
      || a.chunkIndex - b.chunkIndex,
  );
}
