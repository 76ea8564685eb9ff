/**
 * The overview of a company's supply chain: how much of its revenue its own report says named customers
 * bring, which customer brings the most, and which supplier's own report says it relies on the company
 * most. Only shares of revenue count; a customer stated for several periods counts with its newest one.
 */
import type { Entry, Sides } from './entries';
import { readStatedEnd } from './period-match';
import type { SupplyChain } from './schemas';
import type { StatementRow } from './statements-sql';
import { isRevenueShare } from './values';

type Overview = SupplyChain['overview'];
type NamedShare = NonNullable<Overview['largestCustomer']>;

/** The fiscal year a share is of: its period's year, else (no period stated) its report's. */
function yearOf(row: StatementRow): number {
  const stated = row.period === null ? null : readStatedEnd(row.period);
  if (stated === null) return row.fiscalYear ?? Number(row.periodEnd.slice(0, 4));
  return 'date' in stated ? Number(stated.date.slice(0, 4)) : stated.year;
}

/**
 * Each entry's largest revenue share among `pick`'s statements of the newest year: the newest any of them
 * states (`across: 'all'`, shares of one report that add up), or each entry's own newest (`'entry'`,
 * shares of different reports compared).
 */
function newestShares(entries: readonly Entry[], pick: (row: StatementRow) => boolean, across: 'all' | 'entry'): { entry: Entry; row: StatementRow }[] {
  const candidates = entries.flatMap((entry) => entry.rows.filter((r) => pick(r) && isRevenueShare(r)).map((row) => ({ entry, row, year: yearOf(row) })));
  const newestOf = (entry: Entry): number => Math.max(...candidates.filter((c) => across === 'all' || c.entry === entry).map((c) => c.year));
  const best = new Map<Entry, StatementRow>();
  for (const c of candidates.filter((x) => x.year === newestOf(x.entry))) {
    const held = best.get(c.entry);
    if (held === undefined || c.row.percent! > held.percent!) best.set(c.entry, c.row);
  }
  return [...best].map(([entry, row]) => ({ entry, row }));
}

const named = ({ entry, row }: { entry: Entry; row: StatementRow }): NamedShare => ({
  name: entry.name, ticker: entry.ticker, percent: row.percent, isFloor: row.percentFloor === true, period: row.period,
});

const largestOf = (shares: readonly { entry: Entry; row: StatementRow }[]) =>
  shares.reduce<{ entry: Entry; row: StatementRow } | null>((top, s) => (top === null || s.row.percent! > top.row.percent! ? s : top), null);

export function overviewOf(sides: Sides): Overview {
  const customers = newestShares(sides.customers, (r) => r.own, 'all');
  const largest = largestOf(customers);
  const reliant = largestOf(newestShares(sides.suppliers, (r) => !r.own, 'entry'));
  return {
    namedCustomerShare: customers.length === 0 ? null : Math.round(customers.reduce((sum, c) => sum + c.row.percent!, 0) * 100) / 100,
    namedCustomerShareIsFloor: customers.some((c) => c.row.percentFloor === true),
    namedCustomerCount: customers.length,
    namedCustomerPeriod: customers.map((c) => c.row.period).find((p) => p !== null) ?? null,
    largestCustomer: largest === null ? null : named(largest),
    mostReliantSupplier: reliant === null ? null : named(reliant),
  };
}
