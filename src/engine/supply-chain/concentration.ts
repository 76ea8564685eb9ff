/**
 * Customer concentration sentences: "<who> accounted for <percent(s)> of <basis>" and "<percent> of
 * <basis> came from <who>". The subject must read entirely as names, one anonymous customer phrase
 * ("one customer", "Customer A", "two customers") or a "sales to <names>" phrase; the percentages must
 * pair with the counterparties one to one (or with the periods, for one counterparty and "respectively").
 * Aggregates ("our top five customers", "three customers accounted for 55%") and negations ("no customer
 * accounted for more than 10%") state no one's share and yield nothing.
 */
import { readNameList } from './names';
import { PERCENT_LIST, readBasis, readPercents, readPeriod, splitPeriod, stripLeadingPeriod } from './share';
import type { SupplyChainStatement } from './statement';

const VERB = String.raw`(?:accounted\s+for|represented|comprised|constituted|made\s+up|contributed|were|was|totaled|amounted\s+to)`;
const SHARE = new RegExp(String.raw`\b(?<verb>${VERB})\s+(?<pcts>${PERCENT_LIST})(?:,?\s+respectively,?)?\s+of\s+(?<basis>[^,;()]*?)(?=\s*[,;.(]|\s+(?:in|for|during|as\s+of|at|respectively|through|and\s+\d)\b|$)`, 'i');
const FROM = new RegExp(String.raw`(?<pcts>${PERCENT_LIST})\s+of\s+(?<basis>[^,;]*?)\s+(?:was|were|came|is|are)\s+(?:generated\s+|derived\s+|attributable\s+|attributed\s+)?(?:from|to)\s+(?:sales\s+to\s+)?(?<who>[^;]*?)(?=\s*[;.]\s*$|,\s+(?:while|and|with|which|compared)\b|\s+(?:in|for|during)\s+(?:fiscal|the|${'\\d'}))`, 'i');

const NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
/** An anonymous subject: "one customer", "two of our customers", "Customer A", "a single distributor". */
const ANONYMOUS_SUBJECT = /^(?:(?<count>one|two|three|four|five|six|a single|a)\s+(?:of\s+(?:our|its|the\s+company[\u2019']s)\s+)?(?:(?:major|significant|large|key)\s+)?(?<noun>customers?|distributors?|resellers?|clients?)|(?<letters>(?:Customer|Distributor|Client)s?\s+[A-Z](?:(?:,\s*|\s+and\s+)[A-Z])*))$/i;
const AGGREGATE = /\b(?:top|largest|ten|five|twenty)\s+(?:\w+\s+)?(?:customers|clients)\b|\b(?:aggregate|combined|collectively|together|in total|in the aggregate)\b/i;
const NEGATION = /\b(?:no|none|neither|nor|not)\b|\bless than\b|\bunder\s+\d/i;
/** Words that make a statement about what might be rather than what was. */
const HYPOTHETICAL = /^\s*(?:if|should|were|assuming|in the event)\b|\b(?:could|would|might|may|will|expects?|anticipates?|intends?|plans?)\b/i;

interface Subject {
  counterparties: string[];
  role: string;
  /** Suppliers for "purchases from X" (with a basis of purchases), customers otherwise. */
  side: 'customers' | 'suppliers';
}

/** Who the subject of a share sentence names, or null when it names no one it can pair. */
export function readSubject(raw: string): Subject | null {
  let text = stripLeadingPeriod(raw.trim().replace(/^(?:and|but|also|further(?:more)?|additionally),?\s+/i, '')).trim();
  let role = 'customer';
  let side: 'customers' | 'suppliers' = 'customers';
  const lead = /^(?:(?:net\s+)?(?:sales|revenues?|shipments)\s+(?:to|from)\s+)/i.exec(text);
  if (lead !== null) text = text.slice(lead[0].length);
  const purchases = /^purchases\s+from\s+/i.exec(text);
  if (purchases !== null) {
    text = text.slice(purchases[0].length);
    role = 'supplier';
    side = 'suppliers';
  }
  const appositive = /^(?:our|its|the\s+company[\u2019']s|one|a)\s+((?:largest|major|significant|key|principal|single\s+largest)\s+)?(customer|distributor|reseller|client),\s+(.+?),?$/i.exec(text);
  if (appositive !== null) {
    role = `${appositive[1] ?? ''}${appositive[2]!}`.toLowerCase();
    text = appositive[3]!;
  }
  if (AGGREGATE.test(text)) return null;
  const anonymous = ANONYMOUS_SUBJECT.exec(text);
  if (anonymous !== null) {
    const letters = anonymous.groups?.letters;
    if (letters !== undefined) {
      // "Customers A and B" are two customers, each written as the filing's table would: "Customer A", "Customer B".
      const [noun, list] = [/^\w+?(?=s?\s)/.exec(letters)![0], letters.replace(/^\w+\s+/, '')];
      return { counterparties: list.split(/,\s*|\s+and\s+/).map((letter) => `${noun} ${letter}`), role: noun.toLowerCase(), side };
    }
    const noun = anonymous.groups?.noun?.toLowerCase().replace(/s$/, '') ?? 'customer';
    return { counterparties: [text], role: noun, side };
  }
  const names = readNameList(text, true);
  if (names === null) return null;
  return { counterparties: names, role, side };
}

/** How many customers an anonymous subject stands for ("two customers" → 2, "Customer A" → 1). */
function anonymousCount(subject: string): number {
  const letters = /^(?:Customer|Distributor|Client)s?\s+(.+)$/i.exec(subject);
  if (letters !== null) return letters[1]!.split(/,\s*|\s+and\s+/).length;
  return NUMBER_WORDS[subject.split(/\s+/)[0]!.toLowerCase()] ?? 1;
}

export function concentrationStatements(sentence: string): SupplyChainStatement[] {
  const share = SHARE.exec(sentence);
  if (share !== null) {
    const subjectText = sentence.slice(0, share.index);
    // "X was 12% of revenue" is too loose to trust; "sales to X were 12% of net sales" is a share.
    if (/^(?:were|was)$/i.test(share.groups!.verb!) && !/\b(?:sales|revenues?|shipments)\s+(?:to|from)\s/i.test(subjectText)) return [];
    return fromShare(sentence, subjectText, share.groups!.pcts!, share.groups!.basis!);
  }
  const from = FROM.exec(sentence);
  if (from !== null) {
    if (HYPOTHETICAL.test(sentence.slice(0, from.index)) || NEGATION.test(from[0])) return [];
    return fromShare(sentence, from.groups!.who!, from.groups!.pcts!, from.groups!.basis!);
  }
  return [];
}

function fromShare(sentence: string, subjectText: string, pctsText: string, basisText: string): SupplyChainStatement[] {
  if (HYPOTHETICAL.test(subjectText) || NEGATION.test(subjectText)) return [];
  // "X, Y and Z each accounted for more than 10%": one percentage stated for every name.
  const each = /\s+each\s*$/i.test(subjectText);
  const subject = readSubject(subjectText.replace(/\s+each\s*$/i, ''));
  if (subject === null) return [];
  // A supplier's share is of the company's purchases, which the spec's bases do not name: basis null.
  const basis = subject.side === 'suppliers' ? null : readBasis(basisText);
  if (subject.side === 'suppliers' ? !/\bpurchases\b/i.test(basisText) : basis === null) return [];
  const percents = readPercents(pctsText);
  const period = readPeriod(sentence);
  const respectively = /\brespectively\b/i.test(sentence);
  const { role } = subject;
  const statement = (counterparty: string, i: number, periodOf: string | null): SupplyChainStatement => ({
    side: subject.side, counterparty, quote: sentence, role,
    share: { percent: percents[i]!.percent, percentFloor: percents[i]!.floor, basis, period: periodOf },
  });
  const { counterparties } = subject;
  if (counterparties.length === 1) {
    const only = counterparties[0]!;
    const count = ANONYMOUS_SUBJECT.test(only) ? anonymousCount(only) : 1;
    if (count > 1) {
      // "Two customers accounted for 25% and 12%": one statement per customer; "three customers accounted for 55%" is an aggregate.
      if (percents.length !== count) return [];
      return percents.map((_, i) => statement(only, i, period));
    }
    if (percents.length === 1) return [statement(only, 0, period)];
    const periods = period === null ? [] : splitPeriod(period);
    if (respectively && periods.length === percents.length) return percents.map((_, i) => statement(only, i, periods[i]!));
    return [];
  }
  if (each && percents.length === 1) return counterparties.map((name) => statement(name, 0, period));
  if (counterparties.length !== percents.length) return [];
  if (percents.length > 1 && !respectively) return [];
  return counterparties.map((name, i) => statement(name, i, period));
}
