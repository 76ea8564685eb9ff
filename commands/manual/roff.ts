/** Writing roff for the generated manual: escaping, paragraphs, and the sections a page carries. */

/** A section of a manual page beyond what the program itself says. */
export interface Section {
  title: string;
  /** Roff body, already escaped. */
  body: string;
}

/**
 * Escapes text for roff: backslashes, hyphens (so options copy as ASCII), characters beyond ASCII (as
 * `\[uXXXX]`, which every troff reads) and control characters at line start.
 */
export function esc(text: string): string {
  return text
    .replaceAll('\\', '\\e')
    .replaceAll('-', '\\-')
    .replace(/[^\p{ASCII}]/gu, (c) => `\\[u${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`)
    .split('\n')
    .map((line) => (/^[.']/.test(line) ? `\\&${line}` : line))
    .join('\n');
}

/** Paragraphs of plain text, escaped, separated by `.PP`. */
export const para = (...texts: string[]): string => texts.map(esc).join('\n.PP\n');

/** A tagged list: each `[term, text]` pair as `.TP` with the term in bold. */
export const terms = (pairs: readonly (readonly [string, string])[]): string =>
  pairs.map(([term, text]) => `.TP\n.B ${esc(term)}\n${esc(text)}`).join('\n');
