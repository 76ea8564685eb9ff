/**
 * The narrative shift of a brief against the immediately older approved brief: a deterministic fuzzy
 * comparison of their points.
 *
 * A point's words: lower case, every run of characters other than letters, digits and % a separator,
 * stop words dropped, each word crudely stemmed (the first matching suffix of `ing`, `ed`, `es`, `s` cut
 * when at least three letters remain), as a set. Two points are the same point when the Jaccard index of
 * their word sets (shared words ÷ all words) is at least {@link SAME_POINT}; two points without any word
 * are the same only when both are empty.
 *
 * newBullish: current bullish points matching no older bullish point; newBearish likewise; noLongerRaised:
 * older points (bullish, then bearish) matching no current point of either side.
 */
import type { NarrativeShift } from './schemas';

/** The Jaccard index at or above which two points are the same point. */
export const SAME_POINT = 0.5;

export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'of', 'in', 'on', 'at', 'to', 'for', 'from', 'by', 'with', 'as', 'is', 'are', 'was', 'were', 'be',
  'been', 'being', 'it', 'its', 'this', 'that', 'these', 'those', 'our', 'we', 'their', 'they', 'has', 'have', 'had', 'will', 'would',
  'than', 'into', 'over', 'while', 'about', 'also', 'still', 'very',
]);

const SUFFIXES = ['ing', 'ed', 'es', 's'] as const;

export function stem(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length);
  }
  return word;
}

/** The word set of a point. */
export function pointWords(point: string): Set<string> {
  return new Set(point.toLowerCase().split(/[^a-z0-9%]+/).filter((w) => w !== '' && !STOP_WORDS.has(w)).map(stem));
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
}

export const samePoint = (a: string, b: string): boolean => jaccard(pointWords(a), pointWords(b)) >= SAME_POINT;

const unmatched = (points: readonly string[], others: readonly string[]): string[] => points.filter((p) => !others.some((o) => samePoint(p, o)));

interface BriefPoints {
  fiscalYear: number;
  fiscalQuarter: number;
  bullish: readonly string[];
  bearish: readonly string[];
}

export function narrativeShift(current: BriefPoints, older: BriefPoints): NarrativeShift {
  return {
    priorFiscalYear: older.fiscalYear,
    priorFiscalQuarter: older.fiscalQuarter,
    derived: true,
    newBullish: unmatched(current.bullish, older.bullish),
    newBearish: unmatched(current.bearish, older.bearish),
    noLongerRaised: unmatched([...older.bullish, ...older.bearish], [...current.bullish, ...current.bearish]),
  };
}
