/**
 * The cover-page facts of an inline XBRL document: the `dei:` facts (CIK, document type, fiscal year and
 * period, registrant name, trading symbols) and the contexts in its `ix:header` that date them. A tolerant
 * tag scan, like the filing text reader (engine/filing-text): EDGAR documents are often cut or not
 * well-formed, and the facts needed are plain text elements.
 */
import { decodeEntities } from '../../../engine/filing-text/entities';
import { normaliseWhitespace } from '../../../engine/filing-text/html-text';

export interface DeiFact {
  value: string;
  /** The context's period: a duration's start and end, or an instant as its end. */
  start: string | null;
  end: string | null;
}

export interface DeiFacts {
  /** Whether the document has an `ix:header` at all (every inline XBRL document does). */
  hasHeader: boolean;
  /** Facts by local name (`EntityCentralIndexKey`), in document order; a name may repeat (one TradingSymbol per class). */
  facts: ReadonlyMap<string, readonly DeiFact[]>;
}

const CONTEXT = /<xbrli:context\b[^>]*\bid\s*=\s*["']([^"']+)["'][^>]*>([\s\S]*?)<\/xbrli:context>/gi;
const DATE_IN = (tag: string) => new RegExp(`<xbrli:${tag}>\\s*(\\d{4}-\\d{2}-\\d{2})\\s*</xbrli:${tag}>`, 'i');
const FACT = /<ix:nonNumeric\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/ix:nonNumeric>/gi;
const attribute = (attributes: string, name: string): string | undefined =>
  new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(attributes)?.[1];

/** The periods of the header's contexts, by id. */
function contexts(html: string): Map<string, { start: string | null; end: string | null }> {
  const periods = new Map<string, { start: string | null; end: string | null }>();
  for (const [, id, body] of html.matchAll(CONTEXT)) {
    const start = DATE_IN('startDate').exec(body!)?.[1] ?? null;
    const end = DATE_IN('endDate').exec(body!)?.[1] ?? DATE_IN('instant').exec(body!)?.[1] ?? null;
    periods.set(id!, { start, end });
  }
  return periods;
}

/**
 * Every `dei:` fact of the document with its context's period. A fact whose content nests another fact
 * (a period-end date written around its fiscal-year-end day) reads up to the inner fact's end: the facts
 * read here are never written that way.
 */
export function readDeiFacts(html: string): DeiFacts {
  const periods = contexts(html);
  const facts = new Map<string, DeiFact[]>();
  for (const [, attributes, content] of html.matchAll(FACT)) {
    const name = attribute(attributes!, 'name');
    if (name === undefined || !name.startsWith('dei:')) continue;
    const period = periods.get(attribute(attributes!, 'contextRef') ?? '') ?? { start: null, end: null };
    const value = normaliseWhitespace(decodeEntities(content!.replace(/<[^>]*>/g, ' ')));
    const local = name.slice('dei:'.length);
    facts.set(local, [...(facts.get(local) ?? []), { value, ...period }]);
  }
  return { hasHeader: /<ix:header\b/i.test(html), facts };
}

/** The first value of a fact, or null when the document does not state it. */
export const firstFact = (dei: DeiFacts, name: string): DeiFact | null => dei.facts.get(name)?.[0] ?? null;
