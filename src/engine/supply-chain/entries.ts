/**
 * The companies on each side of one company's supply chain, from the statements that concern it. A
 * statement of the company's own report puts its counterparty on the side it states; a statement of
 * another company's report naming it puts that filer on the opposite side (a filer naming the company as
 * a customer is its supplier; competitors and partners are mutual). Statements about one company are one
 * entry: a listed company by its ticker, an unlisted one by its written name (case, punctuation and legal
 * suffixes ignored), so one company written two ways that resolve differently is two entries.
 */
import { companyKey } from '../../core/company-names';
import type { NamedBy } from './schemas';
import { SUPPLY_CHAIN_SIDES, type SupplyChainSide } from './statement';
import type { StatementRow } from './statements-sql';

const OPPOSITE: Readonly<Record<SupplyChainSide, SupplyChainSide>> = {
  customers: 'suppliers',
  suppliers: 'customers',
  competitors: 'competitors',
  partners: 'partners',
};

export interface Entry {
  side: SupplyChainSide;
  /** What makes statements one company: its ticker, else `name:` and its written name's key, else `cik:` for an unlisted filer. */
  key: string;
  name: string;
  ticker: string | null;
  /** Its statements, the company's own first, then newest filed first. */
  rows: StatementRow[];
  /** Competitors only: whose reports name the other. */
  namedBy: NamedBy | null;
}

export type Sides = Record<SupplyChainSide, Entry[]>;

/** How an entry is identified in lists compared across companies (the overlap's matching rule). */
export const nameKey = (name: string): string => `name:${companyKey(name)}`;

function placeOf(row: StatementRow): { side: SupplyChainSide; key: string; name: string; ticker: string | null } {
  if (row.own) {
    const ticker = row.counterpartyTicker;
    return { side: row.side, key: ticker ?? nameKey(row.counterparty), name: row.counterparty, ticker };
  }
  return { side: OPPOSITE[row.side], key: row.filerTicker ?? `cik:${row.cik}`, name: row.filerName, ticker: row.filerTicker };
}

/** Every side's entries in first-statement order (ordering by a lens is `./order.ts`'s). */
export function groupEntries(rows: readonly StatementRow[]): Sides {
  const sides = Object.fromEntries(SUPPLY_CHAIN_SIDES.map((side) => [side, new Map<string, Entry>()])) as Record<SupplyChainSide, Map<string, Entry>>;
  for (const row of rows) {
    const place = placeOf(row);
    const entries = sides[place.side];
    const entry = entries.get(place.key);
    if (entry === undefined) entries.set(place.key, { ...place, rows: [row], namedBy: null });
    else entry.rows.push(row);
  }
  const result = {} as Sides;
  for (const side of SUPPLY_CHAIN_SIDES) {
    result[side] = [...sides[side].values()].map((entry) => ({ ...entry, namedBy: side === 'competitors' ? namedBy(entry.rows) : null }));
  }
  return result;
}

function namedBy(rows: readonly StatementRow[]): NamedBy {
  const own = rows.some((r) => r.own);
  const theirs = rows.some((r) => !r.own);
  return own && theirs ? 'both' : own ? 'company' : 'competitor';
}
