/** "Did you mean …": the candidates a mistyped word was most likely meant to be. */

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Most edits a word may be away from a candidate and still be taken for a typo of it. */
const MAX_EDITS = 2;

/**
 * The candidates closest to `word`, at most two edits away and sharing most of their letters with it (so
 * a short ticker is not taken for a typo of a command); empty when none is.
 */
export function similarWords(word: string, candidates: readonly string[]): string[] {
  let best = MAX_EDITS + 1;
  let found: string[] = [];
  for (const candidate of new Set(candidates)) {
    const distance = editDistance(word, candidate);
    if (distance > MAX_EDITS || (candidate.length - distance) / candidate.length <= 0.4) continue;
    if (distance < best) [best, found] = [distance, [candidate]];
    else if (distance === best) found.push(candidate);
  }
  return found.sort();
}
