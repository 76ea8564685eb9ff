/**
 * Splits a block of plain text into sentences. A period ends a sentence only when followed by space and
 * a capital, digit or opening quote, and not when it closes an abbreviation filings use inside sentences
 * ("Inc.", "No.", "U.S.", "approx."), so "Walmart Inc. and its affiliates" stays one sentence. Decimals
 * never split (no space follows their point).
 */
import { htmlBlocks } from './html-text';

const ABBREVIATIONS = new Set([
  'inc', 'corp', 'co', 'ltd', 'no', 'nos', 'mr', 'mrs', 'ms', 'dr', 'st', 'jr', 'sr', 'vs', 'etc', 'approx', 'fig',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'bros', 'dept', 'est', 'l.p',
  'n.v', 's.a', 'u.s', 'u.k', 'e.g', 'i.e', 'p.m', 'a.m', 'u.s.a', 'plc', 'llc', 'l.l.c', 'ag', 'gmbh', 'sec',
]);

const BOUNDARY = /([.!?])(["'\u201d\u2019)]*)\s+(?=["'\u201c\u2018(]?[A-Z0-9])/g;

export function splitSentences(block: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of block.matchAll(BOUNDARY)) {
    const end = match.index + 1 + (match[2]?.length ?? 0);
    if (match[1] === '.' && isAbbreviation(block.slice(start, match.index))) continue;
    sentences.push(block.slice(start, end).trim());
    start = match.index + match[0].length;
  }
  const rest = block.slice(start).trim();
  if (rest !== '') sentences.push(rest);
  return sentences;
}

/** True when the text before a period ends in an abbreviation or an initial ("U.S", "A"). */
function isAbbreviation(before: string): boolean {
  const word = /([A-Za-z][A-Za-z.]*)$/.exec(before)?.[1];
  if (word === undefined) return false;
  if (/^[A-Z]$/.test(word)) return true;
  return ABBREVIATIONS.has(word.toLowerCase());
}

/** Every sentence of a filing's HTML (or inline XBRL) document, in reading order. */
export function documentSentences(html: string): string[] {
  return htmlBlocks(html).flatMap(splitSentences);
}
