/**
 * The terms a passage is indexed by, and (later) a query is matched with: one tokenizer for both, so a word
 * always meets itself.
 *
 * - Lower case, then ASCII folding: letters are decomposed (NFKD) and their combining marks dropped, so
 *   "Société" is `societe`; typographic apostrophes become `'`.
 * - A term is a run of letters and digits; a decimal point or comma between digits stays inside it
 *   (`2.02`, `1,250`), and so does an apostrophe between letters, which is then dropped
 *   (`company's` → `companys`). Everything else separates terms.
 * - Stop words are dropped: the short English function words of {@link STOP_WORDS}. They carry little
 *   evidence for ranking, and every passage has them, so keeping them would about double the postings.
 *   A query is tokenized by this same function, so its stop words are dropped too.
 * - No stemming: `layoffs` and `layoff` are different terms (the semantic ranking covers such variants).
 * - Terms longer than {@link MAX_TERM_LENGTH} characters (hashes, run-together tables) are dropped.
 */

export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'been', 'but', 'by', 'for', 'from', 'had', 'has', 'have', 'he', 'her',
  'his', 'i', 'if', 'in', 'into', 'is', 'it', 'its', 'of', 'on', 'or', 'our', 'she', 'so', 'such', 'that', 'the',
  'their', 'them', 'then', 'there', 'these', 'they', 'this', 'those', 'to', 'was', 'we', 'were', 'which', 'will',
  'with', 'would', 'you', 'your',
]);

export const MAX_TERM_LENGTH = 40;

const TERM = /[a-z0-9]+(?:(?:(?<=[0-9])[.,](?=[0-9])|'(?=[a-z]))[a-z0-9]+)*/g;

/** Lower case and ASCII folding of `text`. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[\u2018\u2019\u02bc]/g, "'").toLowerCase();
}

/** Every term of `text`, in order, repeats kept (for term frequencies). */
export function termsOf(text: string): string[] {
  const terms: string[] = [];
  for (const [match] of foldText(text).matchAll(TERM)) {
    const term = match.replaceAll("'", '');
    if (term.length > MAX_TERM_LENGTH || STOP_WORDS.has(term)) continue;
    terms.push(term);
  }
  return terms;
}

/** The term frequencies of `text`: each distinct term with how often it occurs. */
export function termFrequencies(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of termsOf(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}
