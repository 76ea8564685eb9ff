/**
 * `cftc.contracts`: finding tracked contracts by market code, alias or words. Three tiers, the first that
 * matches wins:
 * 1. the whole query is a market code or a verified alias (compared ignoring case, spaces and punctuation);
 * 2. every word of the query matches a word of the code, market name or category;
 * 3. otherwise, any word of three letters or more matches (a sparse fallback, so a stray short word does
 *    not list half the set).
 * A query word of three letters or more matches a word of the contract that begins with it ("treas"
 * matches "Treasury"); a shorter one must equal a word ("e" in "e-mini" matches E-mini, not Equity).
 * Results keep the universe order: category, then market name. An `alias` instead of a query is tier 1 alone:
 * the one contract it names exactly, or none (clients resolve futures roots such as GC or ES this way).
 */
import { contractRow, normalizeMarketCode, TRACKED, trackedContract, type Contract } from './universe';

export interface ContractSearchParams {
  /** Absent or blank: every tracked contract. */
  query?: string | undefined;
  /** A verified alias or market code, matched exactly (tier 1 only). */
  alias?: string | undefined;
  limit: number;
}

/** Lower case, letters and digits only: "S&P-500" and "s&p 500" both become "sp500". */
const compact = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Punctuation-independent words, lower case; CamelCase is split too, so "EquityIndices" gives equity and indices. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

const aliasOwner = new Map<string, (typeof TRACKED)[number]>();
for (const contract of TRACKED) {
  for (const alias of contract.aliases) aliasOwner.set(compact(alias), contract);
}

const haystacks = new Map(
  TRACKED.map((c) => [c.marketCode, [...wordsOf(c.marketCode), ...wordsOf(c.marketName), ...wordsOf(c.category), c.category.toLowerCase()]]),
);

/** Shortest query word matched as a prefix, and the shortest the any-word fallback considers. */
const MIN_PREFIX_LENGTH = 3;

const hasWord = (contract: Contract, word: string): boolean =>
  haystacks.get(contract.marketCode)!.some((w) => (word.length >= MIN_PREFIX_LENGTH ? w.startsWith(word) : w === word));

/** The contract a market code or verified alias names, if any. */
const exactContract = (text: string): Contract | undefined => trackedContract(normalizeMarketCode(text)) ?? aliasOwner.get(compact(text));

/** The contracts a query names, in universe order (before the limit). */
export function matchContracts(query: string | undefined): Contract[] {
  const text = query?.trim() ?? '';
  if (text === '') return [...TRACKED];
  const exact = exactContract(text);
  if (exact) return [exact];
  const words = wordsOf(text);
  if (words.length === 0) return [];
  const all = TRACKED.filter((c) => words.every((w) => hasWord(c, w)));
  if (all.length > 0) return all;
  const loose = words.filter((w) => w.length >= MIN_PREFIX_LENGTH);
  return TRACKED.filter((c) => loose.some((w) => hasWord(c, w)));
}

/** Tracked contracts matching the query, sorted by category then market name, at most `limit`. */
export function searchContracts(params: ContractSearchParams): { data: Contract[] } {
  if (params.alias !== undefined) {
    const named = exactContract(params.alias);
    return { data: named === undefined ? [] : [contractRow(named)] };
  }
  return { data: matchContracts(params.query).slice(0, params.limit).map(contractRow) };
}
