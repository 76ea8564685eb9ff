/**
 * Executive changes read from the text of an 8-K's Item 5.02, deterministically:
 *   1. the section: the lines after the `Item 5.02` heading up to the next item (`./section.ts`);
 *   2. its sentences, and each sentence's clauses (cut at ";" and at ", and" / "and" before a new subject);
 *   3. in each clause the words that say a change happened (`./verbs.ts`), skipping clauses about what
 *      would happen (severance terms), the past (biographies) and negations;
 *   4. the person: the name right after an active verb ("appointed Brian Niccol"), else the nearest name
 *      before the verb in the clause (`./names.ts`); no name, no change;
 *   5. the title: "as …", "from his position as …", an appositive, a title before the name, a board seat
 *      (`./titles.ts`); no title, no change; a committee seat is no change;
 *   6. the effective date: the first written date after "effective" following the verb, else "effective
 *      immediately" in a sentence that opens "On <date>", else a next sentence about the same change
 *      ("His resignation will be effective March 1, 2025."); null otherwise.
 * In a sentence, a person's departures are one change, the strongest action of them (a termination over a
 * retirement over a resignation). In a filing, a person's change of one action and role is read once.
 */
import type { IsoDate } from '../../core/dates';
import { dateAt, WRITTEN_DATE } from '../filing-text/dates';
import { splitSentences } from '../filing-text/sentences';
import { fullNames, namesIn, type NameAt } from './names';
import { item502Lines, type NumberedLine } from './section';
import { appositiveTitle, committeeOnly, introducedTitle, titleAt, titleBefore } from './titles';
import { DEPARTURE_STRENGTH, GIVEN, NEGATED, NOT_AN_EVENT, NOUN_FORM, TERMINATION_MARKER, VERBS } from './verbs';
import { coreName, roleOf, type Action, type Role } from './vocabulary';

/** One change as read from a filing. */
export interface ExtractedChange {
  personName: string;
  role: Role;
  roleText: string;
  action: Action;
  effectiveDate: IsoDate | null;
  /** The sentence(s) it was read from. */
  disclosure: string;
  /** The stored line of its sentence. */
  lineNumber: number;
}

interface Sentence {
  text: string;
  lineNumber: number;
}

/** Clause cuts: ";" and "and"/", and"/", while" before a new subject that does something. */
const CLAUSE_CUT =
  /;\s+|,\s+(?:while|but|whereupon)\s+|,?\s+and\s+(?=(?:the\s+board|(?:Mr|Ms|Mrs|Dr)\.\s+[A-Z]|[A-Z][\w'’-]+(?:\s+[A-Z][\w.'’-]+){0,3}(?:,[^,]{1,80},)?\s+(?:will|was|has|had|is|shall|retired|resigned|stepped|succeeded|became|joined|notified|informed)\b))/g;

const COMMITTEE_SEAT = /^\s*(?:to|from|as\s+(?:a\s+)?(?:member|chair\w*)\s+of)\s+(?:the|its|our)\s+(?:[A-Z][\w&,]*\s+(?:and\s+)?){0,5}Committee\b/;

/** The sentence's date when it opens "On November 3, 2019,". */
const OPENING_DATE = new RegExp(`^On\\s+${WRITTEN_DATE.source.replace(/^\\b/, '')}`);
/** "effective November 1, 2024", "effective as of January 1, 2025". */
const EFFECTIVE_DATE = new RegExp(`\\beffective\\s+(?:as\\s+of\\s+|on\\s+|from\\s+)?${WRITTEN_DATE.source.replace(/^\\b/, '')}`, 'i');
/** A sentence that carries on about the change before it: "His resignation will be effective …". */
const FOLLOW_UP = /^(?:His|Her|Their|The|Such|This)\s+(?:\w+\s+)?(?:resignation|retirement|appointment|departure|separation|termination|transition|election|promotion)\b/;

interface Found {
  personName: string;
  action: Action;
  title: string;
  /** Where in the clause the verb is, so the effective date read is the one after it. */
  verbEnd: number;
}

function clausesOf(sentence: string): { text: string; offset: number }[] {
  const out: { text: string; offset: number }[] = [];
  let start = 0;
  for (const cut of sentence.matchAll(CLAUSE_CUT)) {
    out.push({ text: sentence.slice(start, cut.index), offset: start });
    start = cut.index + cut[0].length;
  }
  out.push({ text: sentence.slice(start), offset: start });
  return out;
}

/** The name right after `at` (an active verb's object), allowing "Mr." and a few words ("as", "Ms."). */
function nameAfter(clause: string, names: readonly NameAt[], at: number): NameAt | null {
  return names.find((n) => n.index >= at && /^\s*(?:the\s+employment\s+of\s+|of\s+)?$/.test(clause.slice(at, n.index))) ?? null;
}

/** Past an appositive after a name (", Executive Vice President and Chief Financial Officer,"). */
function skipAppositive(clause: string, at: number): number {
  const appositive = /^,[^,;]{1,90},/.exec(clause.slice(at));
  return appositive === null ? at : at + appositive[0].length;
}

/** Names joined to `first` by "and" (each with its appositive), the other objects of the same verb. */
function joinedNames(clause: string, names: readonly NameAt[], first: NameAt): NameAt[] {
  const joined: NameAt[] = [];
  let at = first;
  for (;;) {
    const from = skipAppositive(clause, at.end);
    const next = names.find((n) => n.index >= from && /^,?\s+and\s+(?:(?:Mr|Ms|Mrs|Dr)\.\s*)?$/.test(clause.slice(from, n.index)));
    if (next === undefined) return joined;
    joined.push(next);
    at = next;
  }
}

/** The nearest name before `at` in the clause, the subject of a passive or intransitive verb. */
function nameBefore(clause: string, names: readonly NameAt[], at: number): NameAt | null {
  const before = names.filter((n) => n.end <= at);
  // A name inside the subject's appositive ("Stanley A. Deal, President of Boeing Commercial Airplanes, will
  // retire") is not the subject: the name the appositive follows is.
  const subject = before.find((n) => /^,[^,;]{1,100},\s*(?:\w+\s+){0,3}$/.test(clause.slice(n.end, at)));
  return subject ?? before.at(-1) ?? null;
}

/**
 * The title of a change: introduced after the verb (or person) by "as", "to the Board", …; else written
 * right there ("named H. Lawrence Culp, Jr. Chairman and Chief Executive Officer", "will become Chief
 * Operating Officer"); else around the person's name (an appositive, a title before it).
 */
function titleOf(clause: string, person: NameAt, from: number, action: Action): string | null {
  const introduced = introducedTitle(clause.slice(from)) ?? titleAt(clause.slice(from).replace(/^\s+/, ''));
  const around = appositiveTitle(clause.slice(person.end)) ?? titleBefore(clause.slice(0, person.index).replace(/(?:(?:Mr|Ms|Mrs|Dr)\.\s*)$/, ''));
  // A departure from the board by an officer named with the office: the office is what they leave.
  if (action !== 'Appointed' && introduced !== null && /^(?:the\s+)?board\b/i.test(introduced) && around !== null) return around;
  return introduced ?? around;
}

function changesInClause(clause: string, known: readonly string[]): Found[] {
  if (NOT_AN_EVENT.test(clause)) return [];
  const names = namesIn(clause, known);
  const found: Found[] = [];
  for (const verb of VERBS) {
    for (const match of clause.matchAll(verb.pattern)) {
      const before = clause.slice(0, match.index);
      if (NEGATED.test(before) || /\b(?:a|an)\s+$/i.test(before)) continue;
      if (NOUN_FORM.test(match[0].trim()) && !GIVEN.test(before) && !/\bof\s*$/.test(match[0])) continue;
      const end = match.index + match[0].length;
      const after = verb.person === 'before' ? null : nameAfter(clause, names, end);
      const person = verb.person === 'after' ? after : (after ?? nameBefore(clause, names, match.index));
      if (person === null) continue;
      // "appointed David Zinsner, …, and Michelle Johnston Holthaus, …, as interim co-Chief Executive Officers"
      const people = after === null ? [person] : [person, ...joinedNames(clause, names, person)];
      const last = people[people.length - 1]!;
      const from = after === null ? end : skipAppositive(clause, last.end);
      // A seat on a committee is no change of office: "appointed Marcus T. Lee to the Audit Committee", "resigned from the Audit Committee".
      if (COMMITTEE_SEAT.test(clause.slice(from))) continue;
      // "will serve as …", "will join the Board": the title right after the verb.
      const title = verb.titleNext === true ? titleAt(clause.slice(end)) : titleOf(clause, person, from, verb.action);
      if (title === null || committeeOnly(title)) continue;
      for (const p of people) found.push({ personName: p.name, action: verb.action, title, verbEnd: end });
    }
  }
  return found;
}

/** "effective immediately" or "effective [as of] <date>": the first after a verb decides. */
const EFFECTIVE = new RegExp(`\\beffective\\s+(?:(immediately)|(?:as\\s+of\\s+|on\\s+|from\\s+)?${WRITTEN_DATE.source.replace(/^\\b/, '')})`, 'i');

function effectiveDate(sentence: string, clause: { text: string; offset: number }, verbEnd: number, next: Sentence | undefined, openedOn: IsoDate | null): IsoDate | null {
  const own = EFFECTIVE.exec(clause.text.slice(verbEnd)) ?? EFFECTIVE.exec(sentence.slice(clause.offset + verbEnd));
  if (own !== null) return own[1] !== undefined ? openedOn : dateAt(own, 2);
  if (next !== undefined && FOLLOW_UP.test(next.text)) {
    const later = EFFECTIVE_DATE.exec(next.text);
    if (later !== null) return dateAt(later);
  }
  return null;
}

/** The changes an 8-K's stored lines state under Item 5.02, in reading order. */
export function extractChanges(lines: readonly NumberedLine[], companyName: string | null = null): ExtractedChange[] {
  const sentences: Sentence[] = item502Lines(lines).flatMap((line) => splitSentences(line.text).map((text) => ({ text, lineNumber: line.lineNumber })));
  const known = sentences.flatMap((s) => fullNames(s.text).map((n) => n.name));
  const own = ownNames(lines, companyName);
  const changes: ExtractedChange[] = [];
  const seen = new Set<string>();
  // "effective immediately" takes the date of the newest sentence opening "On <date>," so far.
  let openedOn: IsoDate | null = null;
  sentences.forEach((sentence, k) => {
    const next = sentences[k + 1];
    const opening = OPENING_DATE.exec(sentence.text);
    if (opening !== null) openedOn = dateAt(opening) ?? openedOn;
    const inSentence: (ExtractedChange & { order: number })[] = [];
    for (const clause of clausesOf(sentence.text)) {
      for (const f of changesInClause(clause.text, known)) {
        const terminated = f.action !== 'Appointed' && TERMINATION_MARKER.test(sentence.text);
        const action: Action = terminated ? 'Terminated' : f.action;
        const usesNext = next !== undefined && FOLLOW_UP.test(next.text) && EFFECTIVE_DATE.test(next.text);
        const date = effectiveDate(sentence.text, clause, f.verbEnd, next, openedOn);
        inSentence.push({
          personName: f.personName,
          role: roleOf(f.title.split(/\s+and\s+(?=(?:a\s+)?member\b)/i)[0]!, own),
          roleText: f.title,
          action,
          effectiveDate: date,
          disclosure: usesNext && date !== null && EFFECTIVE_DATE.exec(clause.text.slice(f.verbEnd)) === null ? `${sentence.text} ${next.text}` : sentence.text,
          lineNumber: sentence.lineNumber,
          order: clause.offset + f.verbEnd,
        });
      }
    }
    inSentence.sort((a, b) => a.order - b.order);
    for (const change of mergeDepartures(inSentence)) {
      const key = `${change.personName}|${change.action}|${change.role}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const { order: _order, ...row } = change;
      changes.push(row);
    }
  });
  return changes;
}

/** A defined company name: "Starbucks Corporation (the “Company”)". */
const DEFINED_COMPANY = /([A-Z][\w.&'’-]*(?:,?\s+[A-Z][\w.&'’-]*){0,8})\s*\((?:the\s+)?[“"](?:Company|Registrant|Corporation)[”"]\)/g;

/** The company's own names (core names): as stored, and as the document defines "the Company". */
function ownNames(lines: readonly NumberedLine[], companyName: string | null): string[] {
  const names = companyName === null ? [] : [coreName(companyName)];
  for (const line of lines) for (const m of line.text.matchAll(DEFINED_COMPANY)) names.push(coreName(m[1]!));
  return [...new Set(names)];
}

/** A person's departures in one sentence are one change: the strongest action, the first title read. */
function mergeDepartures<T extends ExtractedChange>(changes: readonly T[]): T[] {
  const out: T[] = [];
  for (const change of changes) {
    if (change.action === 'Appointed') {
      out.push(change);
      continue;
    }
    const at = out.findIndex((c) => c.personName === change.personName && c.action !== 'Appointed');
    if (at < 0) {
      out.push(change);
      continue;
    }
    const kept = out[at]!;
    const strongest = DEPARTURE_STRENGTH[change.action] > DEPARTURE_STRENGTH[kept.action as Exclude<Action, 'Appointed'>] ? change.action : kept.action;
    out[at] = { ...kept, action: strongest, effectiveDate: kept.effectiveDate ?? change.effectiveDate };
  }
  return out;
}
