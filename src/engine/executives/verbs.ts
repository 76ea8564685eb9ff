/**
 * The words of an Item 5.02 sentence that say a change happened, with the action each says and where its
 * person stands: after the verb ("the Board appointed Brian Niccol") when a name follows it, else before
 * it ("Laxman Narasimhan will step down", "Sam Patel was named"). Rules, not a model: the same sentence
 * always reads the same way.
 */
import type { Action } from './vocabulary';

export interface VerbPattern {
  action: Action;
  pattern: RegExp;
  /** Where the person is: `after` only ("succeeded by X"), `before` only ("X will succeed"), or either. */
  person: 'after' | 'before' | 'either';
  /** The title follows the verb at once ("will serve as interim Chief Executive Officer", "will join the Board"). */
  titleNext?: boolean;
}

export const VERBS: readonly VerbPattern[] = [
  { action: 'Appointed', person: 'after', pattern: /\b(?:will\s+be\s+)?succeeded\s+by\b/gi },
  { action: 'Appointed', person: 'either', pattern: /\b(?:re-?)?(?:appointed|named|elected|promoted|designated|selected|hired)\b/gi },
  { action: 'Appointed', person: 'before', pattern: /\b(?:will|to)\s+(?:also\s+)?(?:succeed|become|assume\s+the\s+roles?\s+of)\b|\bsucceeds\b|\bsucceeded(?!\s+by)\b|\bbecame\b/gi },
  {
    action: 'Appointed',
    person: 'before',
    titleNext: true,
    pattern: /\b(?:will|to)\s+(?:also\s+)?(?:serve\s+as|join\s+(?:the\s+company|us)\s+as)\s|\b(?:will\s+(?:also\s+)?)?join(?:s|ed)?\s+(?=(?:the|its|our)\s+(?:company['’]s\s+)?board\b)/gi,
  },
  { action: 'Retired', person: 'either', pattern: /\bretire(?:d|s|ment)?\b|\bretiring\b/gi },
  { action: 'Terminated', person: 'either', pattern: /\bterminated\b|\btermination\s+of\b|\bremoved\b|\bdismissed\b|\bfired\b/gi },
  {
    action: 'Resigned',
    person: 'either',
    pattern: /\bresign(?:ed|s|ing)?\b|\bresignation\b|\bst(?:ep|eps|epped|epping)\s+down\b|\bwill\s+(?:leave|depart)\b|\bdeparted\b|\bdeparture\s+of\b|\bseparated\s+from\b|\bseparation\s+of\b|\b(?:not\s+to|will\s+not|decided\s+not\s+to)\s+stand\s+for\s+re-?election\b|\bceased\s+to\s+serve\b|\bwill\s+transition\s+from\b|\bno\s+longer\s+serves?\b/gi,
  },
];

/** Words that make a departure a termination wherever the sentence says them. */
export const TERMINATION_MARKER = /\bwithout\s+cause\b|\bfor\s+cause\b|\bterminat(?:ed|ion)\b|\bremoved\b/i;

/** Departure actions by strength: a sentence saying both "separated" and "without cause" is a termination. */
export const DEPARTURE_STRENGTH: Readonly<Record<Exclude<Action, 'Appointed'>, number>> = { Terminated: 3, Retired: 2, Resigned: 1 };

/**
 * A clause that speaks of what would happen, or of the past before this change: severance terms ("if his
 * employment is terminated without cause"), offer letters, and biographies ("she was named Chief Revenue
 * Officer in 2017", "previously served as"). Case matters for the modal verbs, so "May 1, 2025" is a date.
 */
export const NOT_AN_EVENT =
  /\b(?:[Ii]f|[Ii]n\s+the\s+event|could|may(?!\s+\d)|might|should|eligible|entitled|for\s+purposes\s+of|treated\s+as|[Pp]reviously|[Ff]ormerly|[Pp]rior\s+to\s+(?:joining|that|this|his|her|their)|(?:[Ii]n|[Ss]ince|[Ff]rom|[Dd]uring|[Uu]ntil)\s+(?:19|20)\d{2}(?![\d,])|(?:19|20)\d{2}\s*(?:to|until|through|[-–])\s*(?:19|20)\d{2})\b/;

/**
 * A negation or a continuation just before a verb: "has not yet named", "no successor has been appointed",
 * "will continue to serve as", "remains".
 */
export const NEGATED = /\b(?:not|no|never|yet\s+to)\b(?:\s+\w+){0,3}\s*$|\b(?:continu\w*|remain\w*)\s+$/i;

/** Nouns of a change ("resignation", "retirement of"): a change only where someone gives or announces it. */
export const NOUN_FORM = /^(?:resignation|retirement|termination\s+of|departure\s+of|separation\s+of)$/i;
export const GIVEN = /\b(?:announc\w*|tender\w*|submit\w*|notif\w*|accept\w*|inform\w*|deliver\w*|gave|give[ns]?|provided)\b(?:\s+\S+){0,5}\s*$/i;
