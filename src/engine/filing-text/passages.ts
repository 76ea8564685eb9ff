/**
 * How a line-numbered document is cut into passages (chunks) for search. Deterministic: the same lines
 * always give the same passages.
 *
 * - A passage is a run of whole lines: a line is never split, so every passage starts at a line number.
 * - Lines are added until the passage holds at least {@link TARGET_WORDS} words (a word is a run of
 *   non-space characters). A line longer than that on its own is a passage on its own.
 * - Consecutive passages overlap: the next passage starts with the trailing lines of the previous one that
 *   together hold at most {@link OVERLAP_WORDS} words, and never with all of its lines (so each passage
 *   moves forward). A trailing line longer than the overlap is not repeated.
 * - The last passage takes whatever lines remain; a document with no lines has no passages.
 * - `chunkIndex` counts from 0 in reading order.
 */

export const TARGET_WORDS = 120;
export const OVERLAP_WORDS = 30;

export interface Passage {
  chunkIndex: number;
  /** 1-based number of the passage's first line. */
  startLine: number;
  /** 1-based number of its last line (inclusive). */
  endLine: number;
  /** The lines joined with a newline. */
  text: string;
}

const wordCount = (line: string): number => (line.match(/\S+/g) ?? []).length;

/** The passages of a document whose line `n` is `lines[n - 1]`. */
export function passagesOf(lines: readonly string[]): Passage[] {
  const words = lines.map(wordCount);
  const passages: Passage[] = [];
  let start = 0;
  while (start < lines.length) {
    let end = start;
    let total = words[start]!;
    while (total < TARGET_WORDS && end + 1 < lines.length) total += words[++end]!;
    passages.push({ chunkIndex: passages.length, startLine: start + 1, endLine: end + 1, text: lines.slice(start, end + 1).join('\n') });
    if (end + 1 >= lines.length) break;
    // The overlap: trailing lines worth at most OVERLAP_WORDS, never the whole passage.
    let next = end + 1;
    let overlap = 0;
    while (next - 1 > start && overlap + words[next - 1]! <= OVERLAP_WORDS) overlap += words[--next]!;
    start = next;
  }
  return passages;
}
