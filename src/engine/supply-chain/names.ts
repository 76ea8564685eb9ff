/**
 * Reading company names as written out of the text that follows "competitors include", "partnership
 * with" and the like. A list item counts as a name only when it looks like one (capitalised words,
 * a few connectors), so "other large semiconductor companies" ends a list and "third parties" never
 * starts one: the extractor prefers fewer names to wrong ones.
 */

/** A trailing corporate form that a comma separates from its name ("Advanced Micro Devices, Inc."). */
const CORPORATE_FORM = /^(?:Inc|Incorporated|Corp|Corporation|Co|Company|Ltd|Limited|LLC|L\.L\.C|LP|L\.P|plc|PLC|N\.V|S\.A|AG|SE|GmbH|Holdings)\.?$/;
/** Words that may sit lower-case inside a name. */
const CONNECTORS = new Set(['of', 'de', 'and', '&', 'the', 'du', 'la', 'der', 'von', 'for']);
/** Capitalised words that start a sentence or name a kind of company, never a company. */
const NOT_NAMES = new Set([
  'we', 'our', 'us', 'they', 'their', 'it', 'its', 'the company', 'company', 'companies', 'customers', 'customer',
  'competitors', 'suppliers', 'others', 'other', 'many', 'some', 'these', 'those', 'certain', 'various', 'all',
  'each', 'such', 'both', 'either', 'one', 'two', 'three', 'a', 'an', 'the', 'in', 'for', 'as', 'if', 'while',
  'government', 'u.s', 'u.s.', 'united states', 'china', 'europe', 'asia', 'japan', 'taiwan', 'korea', 'india',
]);
/** Where a list of names stops: a clause, a qualifier or punctuation that no name contains. */
const LIST_END = /\s+(?:in|on|to|for|with|that|which|who|whose|as well as|among|across|with respect to|based on|because|through|where|when|within|under|over|at|by|from|among others|and other|or other|and many|and several|and numerous|and a number|respectively)\b|[;:!?]|,\s*(?:and\s+)?(?:other|others|many|several|numerous|among|which|who|as well as|each|all|in|for|respectively)\b/;

/** Whether `item` reads as a company name. */
export function isName(item: string): boolean {
  if (NOT_NAMES.has(item.toLowerCase())) return false;
  const words = item.split(/\s+/);
  if (words.length > 7) return false;
  if (!/^[A-Z0-9]/.test(words[0]!) || /^\d+(?:\.\d+)?%?$/.test(item)) return false;
  if (NOT_NAMES.has(words[0]!.toLowerCase()) && words.length === 1) return false;
  // A determiner or pronoun leading a multi-word phrase ("Our competitors", "These companies") is prose.
  if (/^(?:our|we|its|their|these|those|such|many|some|other|certain|each|all|both|this|that|it|they|if|while|although|in)$/i.test(words[0]!)) return false;
  // A word may carry the comma before a corporate form ("Devices, Inc.").
  return words.every((word) => /^[A-Z0-9][\w&'\u2019.\-/+!]*,?$/.test(word) || CONNECTORS.has(word) || /^[a-z]+[A-Z][\w]*$/.test(word));
}

/** Drops parenthetical asides ("(“AMD”)", "(Google)") and trailing affiliates phrases, which are not part of the name. */
export function cleanNameText(text: string): string {
  return text
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/,?\s+and\s+(?:its|their)\s+(?:affiliates|subsidiaries|affiliated companies)\b/gi, '')
    .replace(/[\u201c\u201d"]/g, '')
    .trim();
}

/**
 * The names at the start of `text`, read until the list ends; null when the first item is not a name.
 * With `whole`, every item must be a name (a sentence subject), else null.
 */
export function readNameList(text: string, whole = false): string[] | null {
  let body = cleanNameText(text);
  const end = LIST_END.exec(body);
  if (end !== null) {
    if (whole) return null;
    body = body.slice(0, end.index);
  }
  body = body.replace(/[\s,]+$/, '');
  // A sentence's closing period is not part of the last name, unless it closes "Inc." and its like.
  if (body.endsWith('.') && !/\b(?:Inc|Corp|Co|Ltd|N\.V|S\.A|L\.P|L\.L\.C)\.$/.test(body)) body = body.slice(0, -1);
  const rawItems = body.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/).filter((item) => item !== '');
  const items: string[] = [];
  for (const raw of rawItems) {
    if (CORPORATE_FORM.test(raw) && items.length > 0) items[items.length - 1] += `, ${raw}`;
    else items.push(raw);
  }
  const names: string[] = [];
  for (const item of items) {
    if (!isName(item)) {
      if (whole) return null;
      // The list's last name may run into the sentence's verb ("Huawei may introduce"): keep its capitalised lead.
      const lead = /^[A-Z0-9][\w&'\u2019.-]*(?:\s+(?:[A-Z0-9][\w&'\u2019.-]*|of|&|de))*(?=\s+[a-z])/.exec(item)?.[0].trim();
      if (lead !== undefined && isName(lead) && !CORPORATE_FORM.test(lead)) names.push(lead);
      break;
    }
    names.push(item);
  }
  return names.length === 0 ? null : names;
}
