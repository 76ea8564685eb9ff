/**
 * The tracked universe of futures positioning: a curated set of major contracts (data/cftc-contracts.json)
 * with their CFTC contract market codes, a readable market name, a category and verified aliases. Every
 * cftc operation and the COT importer answer only for these contracts.
 */
import table from '../../../data/cftc-contracts.json';

import { CATEGORIES, type Category } from './categories';

export { CATEGORIES, type Category } from './categories';

export interface Contract {
  /** CFTC Contract Market Code, six characters as printed in the COT files (letters upper case). */
  marketCode: string;
  marketName: string;
  category: Category;
}

interface CuratedContract extends Contract {
  /** "Market and Exchange Names" of the contract in recent COT reports, kept to verify the code. */
  cotName: string;
  aliases: readonly string[];
}

const isCategory = (value: string): value is Category => (CATEGORIES as readonly string[]).includes(value);

function curated(): readonly CuratedContract[] {
  return table.contracts.map((c) => {
    if (!isCategory(c.category)) throw new Error(`data/cftc-contracts.json: ${c.marketCode} has an unknown category ${c.category}`);
    return { ...c, category: c.category };
  });
}

const byCategoryThenName = (a: Contract, b: Contract): number =>
  CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category) || a.marketName.localeCompare(b.marketName, 'en');

/** Every tracked contract with its curation details, sorted by category (in the order of CATEGORIES) then market name. */
export const TRACKED: readonly CuratedContract[] = [...curated()].sort(byCategoryThenName);

/** The public row of a contract (no curation details). */
export const contractRow = (c: Contract): Contract => ({ marketCode: c.marketCode, marketName: c.marketName, category: c.category });

/** How a market code given by a caller or a file is compared: surrounding spaces dropped, letters upper case. */
export const normalizeMarketCode = (code: string): string => code.trim().toUpperCase();

const byCode = new Map(TRACKED.map((c) => [c.marketCode, c]));

/** The tracked contract of a market code (trimmed, letters in any case), or undefined. */
export const trackedContract = (code: string): CuratedContract | undefined => byCode.get(normalizeMarketCode(code));

/** The market codes of the tracked set, as stored. */
export const TRACKED_CODES: readonly string[] = TRACKED.map((c) => c.marketCode);
