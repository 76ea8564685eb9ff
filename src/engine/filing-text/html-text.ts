/**
 * The readable text of a filing's primary document (HTML, or inline XBRL XHTML: a 10-K, an 8-K, a
 * prospectus) as blocks of plain text.
 *
 * Hand-written rather than built on a parser: EDGAR documents are often cut or not well-formed (the strict
 * XML reader in store/ingest refuses them, and inline XBRL is not HTML5 either), and all this needs is the
 * visible text in reading order with block boundaries kept — a tag scanner with a tolerant element stack
 * does that without a new dependency.
 */
import { decodeEntities } from './entities';

/** Elements whose content is never read: metadata, code, and the inline XBRL header with its hidden facts. */
const SKIPPED = new Set(['head', 'script', 'style', 'title', 'ix:header', 'ix:hidden', 'ix:references', 'ix:resources', 'xbrli:context', 'xbrli:unit']);
/** Elements that end a line of text: a sentence never runs across them. */
const BLOCKS = new Set(['p', 'div', 'br', 'tr', 'li', 'ul', 'ol', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'section', 'article', 'body', 'center', 'blockquote', 'pre', 'dt', 'dd']);
/** HTML elements without a closing tag. */
const VOID = new Set(['br', 'hr', 'img', 'meta', 'link', 'input', 'col', 'area', 'base', 'wbr', 'source', 'embed', 'param', 'track']);

const TAG = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*>|<\/?([A-Za-z][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const HIDDEN_STYLE = /\bstyle\s*=\s*(["'])[^"']*\bdisplay\s*:\s*none\b[^"']*\1/i;

interface Open {
  name: string;
  hidden: boolean;
}

/** How a table row becomes a line. */
export interface BlockOptions {
  /**
   * Written between the cells of a table row that hold text (empty cells are left out); a lone currency
   * sign or opening parenthesis then stays with the cell after it and a lone `%` or closing parenthesis
   * with the cell before it, as the table shows them (`$ 1,250`, `(12)%`). Without it a cell is only a
   * word boundary.
   */
  cellSeparator?: string;
}

/** Marks a cell start inside a block being read; never part of text (a C0 control character). */
const CELL = '\u0001';

/** The cells of a row joined by `separator`, empty ones left out, signs kept with their figures. */
function joinCells(cells: readonly string[], separator: string): string {
  const joined: string[] = [];
  let pending = '';
  for (const cell of cells) {
    if (cell === '') continue;
    if (/^[$€£¥(]$/.test(cell)) {
      pending += cell;
    } else if (/^\)?%?\)?$/.test(cell) && joined.length > 0 && pending === '') {
      joined[joined.length - 1] += cell;
    } else {
      joined.push(pending === '' ? cell : `${pending}${/^[(]$/.test(pending) ? '' : ' '}${cell}`);
      pending = '';
    }
  }
  if (pending !== '') joined.push(pending);
  return joined.join(separator);
}

/**
 * The document's visible text, one string per block (paragraph, table row, list item), entities decoded
 * and whitespace collapsed; empty blocks are dropped. A document cut mid-way reads up to its cut.
 */
export function htmlBlocks(html: string, options: BlockOptions = {}): string[] {
  const separator = options.cellSeparator;
  const blocks: string[] = [];
  let current = '';
  const stack: Open[] = [];
  let hiddenDepth = 0;
  const flush = () => {
    const text = separator !== undefined && current.includes(CELL)
      ? joinCells(current.split(CELL).map((cell) => normaliseWhitespace(decodeEntities(cell))), separator)
      : normaliseWhitespace(decodeEntities(current.replaceAll(CELL, ' ')));
    if (text !== '') blocks.push(text);
    current = '';
  };
  let at = 0;
  for (const match of html.matchAll(TAG)) {
    if (hiddenDepth === 0) current += html.slice(at, match.index);
    at = match.index + match[0].length;
    const rawName = match[1];
    if (rawName === undefined) continue; // comment, CDATA, declaration or processing instruction
    const name = rawName.toLowerCase();
    const closing = match[0].startsWith('</');
    const selfClosing = !closing && (/\/\s*$/.test(match[2] ?? '') || VOID.has(name));
    if (BLOCKS.has(name) || name === 'td' || name === 'th') {
      // A table cell is a word boundary, not a sentence boundary; a row is.
      if (name === 'td' || name === 'th') current += closing ? '' : CELL;
      else flush();
    }
    if (closing) {
      // Tolerant close: pop to the nearest open element of that name; a stray close tag is ignored.
      const index = stack.findLastIndex((open) => open.name === name);
      if (index === -1) continue;
      for (const popped of stack.splice(index)) if (popped.hidden) hiddenDepth -= 1;
      continue;
    }
    if (selfClosing) continue;
    const hidden = SKIPPED.has(name) || HIDDEN_STYLE.test(match[2] ?? '');
    stack.push({ name, hidden });
    if (hidden) hiddenDepth += 1;
  }
  // A document cut inside a tag ends before that tag.
  if (hiddenDepth === 0) current += html.slice(at).replace(/<[A-Za-z/!?][^>]*$/, '');
  flush();
  return blocks;
}

/** Collapses every run of whitespace (no-break spaces included) to one space and trims. */
export function normaliseWhitespace(text: string): string {
  return text.replace(/[\s\u00a0\u2007\u202f\u200b]+/g, ' ').trim();
}
