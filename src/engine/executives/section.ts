/**
 * The Item 5.02 section of a stored 8-K: the lines after an `Item 5.02` heading up to the next item
 * heading, the signature block or the exhibit index, whichever comes first. A document can state the item
 * twice (a table of contents, then the text): every such run is read, in order.
 */

/** A stored line: its number (1-based, as stored) and text. */
export interface NumberedLine {
  lineNumber: number;
  text: string;
}

/** A line that opens Item 5.02: `Item 5.02`, `ITEM 5.02.`, `Item 5.02(b)` at its start. */
const ITEM_502 = /^\W{0,4}item\s+5\.02\b/i;
/** A line that opens any other item, or ends the items: the signatures, the exhibit index. */
const NEXT_PART = /^\W{0,4}(?:item\s+\d{1,2}\.\d{2}\b|signatures?\b|exhibit\s+index\b)/i;

/**
 * The heading's own title, when the heading line carries the text of the item after it:
 * "Item 5.02 Departure of Directors or Certain Officers; …; Compensatory Arrangements of Certain Officers."
 */
const HEADING_TITLE = /^\W{0,4}item\s+5\.02(?:\s*\([a-f]\))?\.?\s*(?:departure\s+of\s+directors[^.]*?officers\s*(?:\.|$)|\s*[-–—:.]\s*)?/i;

/** The lines of every Item 5.02 section of `lines`, headings left out (text after a heading's title kept). */
export function item502Lines(lines: readonly NumberedLine[]): NumberedLine[] {
  const out: NumberedLine[] = [];
  let inside = false;
  for (const line of lines) {
    if (ITEM_502.test(line.text)) {
      inside = true;
      const rest = line.text.replace(HEADING_TITLE, '').trim();
      // A heading that is only a title ends at it; one that runs on into the text keeps the text.
      if (rest !== '' && !/^departure\s+of\s+directors/i.test(rest)) out.push({ lineNumber: line.lineNumber, text: rest });
      continue;
    }
    if (NEXT_PART.test(line.text)) {
      inside = false;
      continue;
    }
    if (inside) out.push(line);
  }
  return out;
}
