/**
 * Sentences that name counterparties without a share: suppliers a company relies on, competitors it
 * names, partners it has, customers it lists. Each rule is a trigger phrase followed by a list of names
 * (names.ts); the trigger's wording is kept as the role. A trigger followed by no name ("we compete with
 * many companies") yields nothing.
 */
import { readNameList } from './names';
import type { SupplyChainSide, SupplyChainStatement } from './statement';

interface ListRule {
  side: SupplyChainSide;
  /** Matches up to where the names start; group `role` (optional) holds the role as written. */
  trigger: RegExp;
  /** The role when the trigger holds none. */
  role: string;
  /** Singular form of a plural role noun as written ("principal competitors" → "principal competitor"). */
  singular?: boolean;
}

const OUR = String.raw`(?:our|its|the\s+company[\u2019']s)`;
const SUPPLIER_NOUN = String.raw`(?:supplier|source|foundry|foundries|manufacturer|contract\s+manufacturer|vendor|provider|subcontractor)`;

const RULES: readonly ListRule[] = [
  // "We rely on a single supplier, TSMC, for ..." / "we depend on a limited number of foundries, including X and Y"
  {
    side: 'suppliers',
    trigger: new RegExp(String.raw`\b(?:we|the\s+company)\s+(?:currently\s+)?(?:rely|relies|depend|depends)\s+(?:on|upon)\s+(?:a\s+|one\s+)?(?:(?:limited|small)\s+number\s+of\s+|few\s+)?(?<role>(?:(?:single|sole|third-party|key|outside)\s+)*${SUPPLIER_NOUN}s?)(?:,\s*|\s+)(?:(?:including|such\s+as|namely)\s+)?(?=[A-Z])`, 'i'),
    role: 'supplier', singular: true,
  },
  // "We rely on TSMC to manufacture ..." (no role noun written: the generic role is used)
  {
    side: 'suppliers',
    trigger: /\b(?:[Ww]e|[Tt]he\s+[Cc]ompany)\s+(?:currently\s+)?(?:rely|relies|depend|depends)\s+(?:(?:solely|exclusively|primarily|substantially|heavily|entirely)\s+)?(?:on|upon)\s+(?=[A-Z][^,]*?\s+(?:to|for)\s+(?:manufactur|produc|fabricat|suppl|assembl|the\s+(?:manufactur|production|supply|fabrication)))/,
    role: 'supplier',
  },
  // "We purchase all of our wafers from TSMC"
  {
    side: 'suppliers',
    trigger: /\b(?:[Ww]e|[Tt]he\s+[Cc]ompany)\s+(?:currently\s+)?(?:purchase|purchases|source|sources|obtain|obtains|buy|buys|procure|procures)\s+(?:all|substantially\s+all|most|the\s+majority|a\s+majority|a\s+significant\s+portion)\s+of\s+(?:our|its)\s+[a-z][\w\s-]{0,40}?\s+from\s+(?=[A-Z])/i,
    role: 'supplier',
  },
  // "Our principal suppliers include ..." / "our contract manufacturers are X and Y"
  {
    side: 'suppliers',
    trigger: new RegExp(String.raw`\b${OUR}\s+(?<role>(?:(?:principal|primary|main|major|key|largest|sole|third-party)\s+)*(?:suppliers|foundries|contract\s+manufacturers|manufacturing\s+partners|foundry\s+partners|vendors))\s+(?:include|includes|are|consist\s+of)\s+(?=[A-Z])`, 'i'),
    role: 'supplier', singular: true,
  },
  // "Our principal competitors include ..." / "our competitors are ..."
  {
    side: 'competitors',
    trigger: new RegExp(String.raw`\b${OUR}\s+(?<role>(?:(?:principal|primary|main|major|key|significant|largest|direct|current|chief|closest)\s+)*competitors)(?:\s+(?:in|for)\s+[a-z][\w\s,-]{0,60}?)?(?:,?\s+(?:include|includes|including|are|consist\s+of|such\s+as)(?:,?\s+(?:among\s+others|but\s+are\s+not\s+limited\s+to|without\s+limitation))?,?\s+)(?:(?:companies|firms|competitors)\s+such\s+as\s+)?(?=[A-Z])`, 'i'),
    role: 'competitor', singular: true,
  },
  // "We compete with X, Y and Z" / "we compete primarily against large companies such as X"
  {
    side: 'competitors',
    trigger: /\b(?:[Ww]e|[Tt]he\s+[Cc]ompany)\s+(?:also\s+|currently\s+|principally\s+|primarily\s+|directly\s+|mainly\s+)*compete[sd]?\s+(?:\w+\s+)?(?:with|against)\s+(?:(?:a\s+(?:number|variety)\s+of\s+|many\s+|several\s+|numerous\s+)?(?:[a-z][\w-]*\s+){0,4}?(?:companies|competitors|firms|manufacturers|providers|vendors|suppliers|retailers|businesses)(?:[^.;]*?),?\s+(?:such\s+as|including)\s+)?(?=[A-Z])/,
    role: 'competitor',
  },
  // "... competitors such as X and Y" / "competitors, including X"
  {
    side: 'competitors',
    trigger: /\b(?<role>(?:(?:principal|primary|main|major|key|significant|large|larger|direct)\s+)*competitors),?\s+(?:such\s+as|including|like)\s+(?=[A-Z])/i,
    role: 'competitor', singular: true,
  },
  // "a strategic partnership with X" / "a collaboration agreement with X"
  {
    side: 'partners',
    trigger: /\b(?<role>(?:(?:strategic|long-term|exclusive|global|technology|commercial|multi-year)\s+)*(?:partnership|alliance|collaboration|joint\s+venture|co-development)(?:\s+agreement)?)\s+with\s+(?=[A-Z])/i,
    role: 'partner',
  },
  // "We partner with X" / "we have partnered with X and Y"
  {
    side: 'partners',
    trigger: /\b(?:[Ww]e|[Tt]he\s+[Cc]ompany)\s+(?:have\s+|has\s+|also\s+)*(?:partnered|partner|partners)\s+with\s+(?=[A-Z])/,
    role: 'partner',
  },
  // "Our strategic partners include X"
  {
    side: 'partners',
    trigger: new RegExp(String.raw`\b${OUR}\s+(?<role>(?:(?:strategic|key|principal|technology|channel|distribution)\s+)*partners)\s+(?:include|includes|are)\s+(?=[A-Z])`, 'i'),
    role: 'partner', singular: true,
  },
  // "Our largest customers include X and Y" / "customers such as X"
  {
    side: 'customers',
    trigger: new RegExp(String.raw`\b${OUR}\s+(?<role>(?:(?:largest|major|significant|key|principal|top)\s+)*customers)\s+(?:include|includes|are|such\s+as)\s+(?=[A-Z])`, 'i'),
    role: 'customer', singular: true,
  },
];

/** "TSMC is our sole supplier of ...", "Foxconn is our primary contract manufacturer": the subject must be names only. */
const IS_SUPPLIER = new RegExp(String.raw`^(?<who>.+?)\s+(?:is|are|serves\s+as|acts\s+as)\s+(?:(?:our|its|the\s+company[\u2019']s)\s+(?<role>(?:(?:sole|single|only|exclusive|primary|principal|main|largest|key)\s+)*${SUPPLIER_NOUN})|the\s+(?<soleRole>(?:sole|single|only|exclusive)\s+${SUPPLIER_NOUN}))\b`, 'i');

function isSupplierStatement(sentence: string): SupplyChainStatement[] {
  const match = IS_SUPPLIER.exec(sentence);
  if (match === null) return [];
  const names = readNameList(match.groups!.who!, true);
  const role = (match.groups?.role ?? match.groups?.soleRole)!.replace(/\s+/g, ' ').toLowerCase();
  return (names ?? []).map((counterparty) => ({ side: 'suppliers', counterparty, quote: sentence, role, share: null }));
}

/** Text before a trigger that makes the statement about what might be, not what is. */
const HYPOTHETICAL = /^\s*(?:if|should|were|assuming|in the event|whether)\b|\b(?:could|would|might|may|will|intends?|plans?|seeks?|expects?|hopes?|anticipates?|potential|proposed|possible|future|no longer|not|never|terminated|ended)\b/i;

export function relationStatements(sentence: string): SupplyChainStatement[] {
  const statements: SupplyChainStatement[] = isSupplierStatement(sentence);
  const seen = new Set<string>(statements.map((s) => `${s.side}\u0000${s.counterparty}`));
  for (const rule of RULES) {
    const match = rule.trigger.exec(sentence);
    if (match === null) continue;
    if (HYPOTHETICAL.test(sentence.slice(0, match.index))) continue;
    const names = readNameList(sentence.slice(match.index + match[0].length));
    if (names === null) continue;
    const written = match.groups?.role?.replace(/\s+/g, ' ').toLowerCase();
    const role = written === undefined ? rule.role : rule.singular === true ? singular(written) : written;
    for (const counterparty of names) {
      const key = `${rule.side}\u0000${counterparty}`;
      if (seen.has(key)) continue;
      seen.add(key);
      statements.push({ side: rule.side, counterparty, quote: sentence, role, share: null });
    }
  }
  return statements;
}

const singular = (plural: string): string => plural.replace(/ies$/, 'y').replace(/s$/, '');
