/**
 * Titles as an Item 5.02 sentence writes them: after "as" ("appointed … as interim Chief Executive
 * Officer"), after "from his position as", in an appositive ("Sam Patel, the Company's Chief Financial
 * Officer,"), before a name ("Chief Financial Officer Rachel Ruggeri"), or as a seat on the board ("elected
 * to the Board"). A title is a short run of words that names an office; a run naming only a committee ("from
 * the Audit Committee") is a committee seat, which is no change of office.
 */

/** A word that makes a run of words a title. */
const TITLE_WORD = /\b(?:chief|president|chair|chairman|chairwoman|chairperson|director|directors|officer|counsel|treasurer|secretary|controller|comptroller|board|ceo|cfo|coo|cao|head)\b/i;

/** Where a title stops: punctuation, a date or condition, another clause. */
const TITLE_END =
  /,|;|\(|\)|:|\.(?:\s|$)|\s+(?:effective|until|while|following|upon|on|in|at|after|before|to\s+(?:pursue|focus|succeed|serve|replace)|replacing|succeeding|who|which|with|for|during|beginning|commencing|subject|when|where|by|since|because)\b|\s+and\s+(?!(?:as\s+)?(?:a\s+|the\s+|its\s+)?(?:chief|president|ceo|cfo|coo|chair\w*|director|member|principal|treasurer|secretary|general|executive|senior|interim|acting|co-)\b)/i;

/** How a title is introduced after a verb, or after the person of an active verb. */
const INTRODUCED =
  /\b(?:as|to\s+(?:the\s+)?(?:positions?|roles?|offices?)\s+of|from\s+(?:(?:his|her|their|the|its)\s+)?(?:positions?|roles?|offices?)\s+(?:as|of)|to\s+serve\s+as|promoted\s+to|to\s+(?=(?:the|its|our)\s+(?:company's\s+)?board\b)|from\s+(?=(?:the|its|our)\s+(?:company's\s+)?board\b))\s*/gi;

/** The title starting at the beginning of `text`, or null when the words there name no office. */
export function titleAt(text: string): string | null {
  const end = TITLE_END.exec(text);
  const run = (end === null ? text : text.slice(0, end.index)).trim();
  const words = run.split(/\s+/);
  if (run === '' || words.length > 14 || !TITLE_WORD.test(run)) return null;
  // "the Company's Chief Financial Officer" is the Chief Financial Officer; "the Board" stays the Board.
  return run.replace(/^(?:(?:the|a|an|its|our|his|her|their)\s+)?(?:company['’]s\s+)?(?!board\b)/i, '').trim();
}

/**
 * The title introduced in `text` (from its start): the first "as …", "to the position of …", "from his
 * position as …", "to the Board" that names an office, looking no further than `reach` characters.
 */
export function introducedTitle(text: string, reach = 160): string | null {
  const window = text.slice(0, reach);
  for (const match of window.matchAll(INTRODUCED)) {
    const title = titleAt(text.slice(match.index + match[0].length));
    if (title !== null) return title;
  }
  return null;
}

/** The title of an appositive right after a name: ", the Company's Chief Financial Officer,". */
export function appositiveTitle(afterName: string): string | null {
  const match = /^,\s+(?:(?:currently|then|most\s+recently|formerly)\s+)?(?:(?:the|its|our)\s+)?(?:[A-Z][\w&.]*['’]s?\s+)?/.exec(afterName);
  if (match === null) return null;
  return titleAt(afterName.slice(match[0].length));
}

/** The title written right before a name: "Chief Financial Officer Rachel Ruggeri". */
export function titleBefore(beforeName: string): string | null {
  const match = /((?:(?:interim|acting|executive|senior|vice|co-)\s+)*(?:[A-Z][\w-]*\s+){0,4}(?:Officer|President|Chair|Chairman|Chairwoman|Director|Counsel|CEO|CFO|COO))\s+$/.exec(beforeName);
  return match === null ? null : titleAt(match[1]!);
}

/** True when a title names only a committee seat ("the Audit Committee", "member of the Compensation Committee"). */
export function committeeOnly(title: string): boolean {
  const parts = title.split(/\s+and\s+|,\s*/).filter((p) => p.trim() !== '');
  return parts.length > 0 && parts.every((p) => /\bcommittee\b/i.test(p));
}
