/**
 * Prose wrapped at word boundaries to a width, for text the program prints itself (help sections, ingest
 * summaries, store info, notes under a table); commander and cli-table3 wrap their own. A word longer
 * than the width (a path, a header line) stays whole on a line of its own rather than being cut.
 */

/** `text` as lines of at most `width` columns, every line starting with `indent`. */
export function wrap(text: string, width: number, indent = ''): string[] {
  return wrapWords(text.split(/\s+/).filter((w) => w.length > 0), width, indent);
}

/** `words` (each kept whole, spaces and all) as lines of at most `width` columns, each starting with `indent`. */
export function wrapWords(words: readonly string[], width: number, indent = ''): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line !== '' && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(indent + line);
  return lines;
}
