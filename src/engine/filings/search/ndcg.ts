/**
 * Normalised discounted cumulative gain at k, the measure of a ranking against graded judgments:
 * DCG@k = Σ over the first k ranked items of (2^gain − 1) / log2(rank + 1), divided by the DCG@k of the
 * ideal order of every judged item. 1 is the ideal ranking; a query nothing is relevant to is left out
 * by the caller (its ideal DCG is 0).
 */

const dcg = (gains: readonly number[], k: number): number =>
  gains.slice(0, k).reduce((sum, gain, i) => sum + (2 ** gain - 1) / Math.log2(i + 2), 0);

/** nDCG@k of a ranking given the gains of its items in order and the gains of every judged item. */
export function ndcgAt(k: number, rankedGains: readonly number[], judgedGains: readonly number[]): number {
  const ideal = dcg([...judgedGains].sort((a, b) => b - a), k);
  return ideal === 0 ? 0 : dcg(rankedGains, k) / ideal;
}
