/**
 * People's names in the running text of a filing, read conservatively: a run of two to four capitalized
 * words ("Rachel Ruggeri", "J. Michael Smith", "Frank D. Yeary Jr.") none of which is a word of a title,
 * an organization, a month or a sentence opener; or an honorific and a surname ("Mr. Narasimhan"), which
 * stands for a full name only when the same text names exactly one person of that surname. Anything else
 * is no name: a change whose person is not read is left out, never guessed.
 */

/** A name found in a text, where it starts and ends. */
export interface NameAt {
  name: string;
  index: number;
  end: number;
}

/** Capitalized words that are never part of a person's name here. */
const NOT_NAME = new Set([
  // titles and bodies
  'chief', 'executive', 'executives', 'officer', 'officers', 'financial', 'operating', 'accounting', 'legal', 'technology', 'president', 'vice',
  'senior', 'chair', 'chairman', 'chairwoman', 'chairperson', 'director', 'directors', 'board', 'committee', 'interim', 'acting', 'general',
  'counsel', 'secretary', 'treasurer', 'controller', 'principal', 'lead', 'independent', 'co', 'ceo', 'cfo', 'coo', 'audit', 'compensation',
  'nominating', 'governance', 'corporate', 'human', 'capital', 'resources', 'risk', 'finance', 'people', 'global', 'group', 'groups',
  'products', 'product', 'operations', 'sales', 'marketing', 'strategy', 'emeritus', 'founder',
  // organizations
  'company', 'corporation', 'inc', 'incorporated', 'corp', 'llc', 'lp', 'plc', 'ltd', 'holdings', 'partners', 'management', 'investment',
  'bank', 'trust', 'fund', 'association', 'international', 'technologies', 'systems', 'services', 'usa', 'america', 'americas', 'north',
  'securities', 'exchange', 'commission', 'nasdaq', 'nyse', 'registrant', 'agreement', 'plan', 'letter', 'offer', 'employment', 'separation',
  'transition', 'release', 'press', 'exhibit', 'form', 'item', 'report', 'current', 'annual', 'meeting', 'stockholders', 'shareholders',
  // calendar and sentence openers
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'the', 'on', 'in', 'as', 'at', 'by', 'for', 'from', 'of', 'to', 'and', 'or', 'a', 'an', 'effective', 'following', 'prior', 'upon', 'under',
  'pursuant', 'there', 'this', 'that', 'these', 'such', 'his', 'her', 'their', 'he', 'she', 'they', 'we', 'our', 'its', 'it', 'also', 'each',
  'additionally', 'further', 'furthermore', 'in', 'during', 'after', 'before', 'since', 'until', 'with', 'while', 'mr', 'ms', 'mrs', 'dr',
]);

const HONORIFIC = /\b(?:Mr|Ms|Mrs|Dr)\.\s+([A-Z][\w'’-]+)/g;
/** A capitalized word ("Ruggeri", "McDonald", "O'Brien") or an initial ("D."). */
const NAME_WORD = /^(?:[A-Z][a-z]?[A-Z]?[a-z][\w'’-]*|[A-Z]\.)$/;
const INITIAL = /^[A-Z]\.$/;
const SUFFIX = /^(?:Jr\.?|Sr\.?|II|III|IV)$/;

/** What follows an organization's name, never a person's: "Chipotle Mexican Grill, Inc.", "Walt Disney Company", "Wells Fargo & Company", "(the “Company”)". */
const ORGANIZATION_AFTER = /^(?:\s+&|,?\s+(?:Inc|Corp|Corporation|Company|LLC|L\.P|LP|plc|Ltd|Co|Group|Holdings|N\.V|S\.A|AG|SE)\b|\s*\((?:the\s+)?[“"])/;

/** Drops a possessive ("Ruggeri's" → "Ruggeri"). */
const bare = (word: string): string => word.replace(/['’]s$/, '');

const isNameWord = (word: string): boolean => INITIAL.test(word) || (NAME_WORD.test(word) && !NOT_NAME.has(bare(word).replace(/\.$/, '').toLowerCase()));

/** Every full name written in `text` (see the module comment), in order. */
export function fullNames(text: string): NameAt[] {
  const tokens = [...text.matchAll(/[A-Za-z][\w'’-]*\.?/g)];
  const found: NameAt[] = [];
  let i = 0;
  while (i < tokens.length) {
    const run: { word: string; index: number }[] = [];
    for (let j = i; j < tokens.length && run.length < 5; j += 1) {
      const raw = tokens[j]![0];
      // A period is an initial's or a suffix's, or it ends the sentence (and the name) after this word.
      const keepsDot = INITIAL.test(raw) || SUFFIX.test(raw);
      const word = keepsDot ? raw : raw.replace(/\.$/, '');
      const suffix = run.length >= 2 && SUFFIX.test(word);
      if (!isNameWord(word) && !suffix) break;
      if (run.length > 0) {
        const previous = run[run.length - 1]!;
        const gap = text.slice(previous.index + tokens[j - 1]![0].length, tokens[j]!.index);
        if (!(gap === ' ' || (suffix && gap === ', '))) break;
        if (tokens[j - 1]![0].endsWith('.') && !INITIAL.test(tokens[j - 1]![0])) break;
      }
      run.push({ word, index: tokens[j]!.index });
      if (/['’]s$/.test(word) || (raw.endsWith('.') && !keepsDot)) break;
    }
    const words = run.map((r) => bare(r.word));
    const full = words.filter((w) => !INITIAL.test(w) && !SUFFIX.test(w)).length;
    const last = words[words.length - 1];
    const end = run.length === 0 ? 0 : run[run.length - 1]!.index + words[words.length - 1]!.length;
    if (full >= 2 && last !== undefined && !INITIAL.test(last) && !ORGANIZATION_AFTER.test(text.slice(end))) {
      found.push({ name: words.join(' '), index: run[0]!.index, end });
      i += run.length;
    } else {
      i += 1;
    }
  }
  return found;
}

/**
 * Every name in `text`, full names and honorific surnames resolved through `known` (the full names of the
 * whole section): "Mr. Narasimhan" is "Laxman Narasimhan" when that is the only known name ending in
 * "Narasimhan", else no name.
 */
export function namesIn(text: string, known: readonly string[]): NameAt[] {
  const names = fullNames(text);
  for (const match of text.matchAll(HONORIFIC)) {
    const surname = bare(match[1]!);
    const start = match.index;
    if (names.some((n) => start >= n.index && start < n.end)) continue;
    const matches = [...new Set(known.filter((full) => full.split(' ').filter((w) => !SUFFIX.test(w)).at(-1) === surname))];
    if (matches.length === 1) names.push({ name: matches[0]!, index: start, end: match.index + match[0].length - (match[1]!.length - surname.length) });
  }
  // A full name preceded by an honorific ("Mr. Brian Niccol") starts at the honorific.
  return names.sort((a, b) => a.index - b.index);
}
