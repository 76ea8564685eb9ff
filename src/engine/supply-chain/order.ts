/**
 * The order of a side's companies under a lens, and the filters applied after counting:
 * - `stated` (default): the largest share any statement about the pair states first;
 * - `dependsOn`: the largest share the company's own report states (of its revenue, receivables or
 *   purchases: what it depends on that company for) first;
 * - `dependents`: the largest share the other company's report states of its own revenue coming from this
 *   company (how much it relies on this one) first.
 * Companies without such a share follow, by the largest share stated at all, then by name.
 */
import type { Entry } from './entries';
import type { Lens } from './schemas';
import type { StatementRow } from './statements-sql';

const largest = (rows: readonly StatementRow[]): number | null => {
  const shares = rows.map((r) => r.percent).filter((p): p is number => p !== null);
  return shares.length === 0 ? null : Math.max(...shares);
};

const LENS_ROWS: Readonly<Record<Lens, (rows: readonly StatementRow[]) => readonly StatementRow[]>> = {
  stated: (rows) => rows,
  dependsOn: (rows) => rows.filter((r) => r.own),
  dependents: (rows) => rows.filter((r) => !r.own),
};

/** Descending, nulls last. */
const byShare = (a: number | null, b: number | null): number => (a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a);

export function orderEntries(entries: readonly Entry[], lens: Lens): Entry[] {
  const keyed = entries.map((entry) => ({ entry, lens: largest(LENS_ROWS[lens](entry.rows)), stated: largest(entry.rows) }));
  keyed.sort(
    (a, b) =>
      byShare(a.lens, b.lens)
      || byShare(a.stated, b.stated)
      || a.entry.name.localeCompare(b.entry.name, 'en', { sensitivity: 'base' })
      || (a.entry.ticker ?? '').localeCompare(b.entry.ticker ?? ''),
  );
  return keyed.map((k) => k.entry);
}

/** True for a company some statement states a share for (`quantifiedOnly`). */
export const isQuantified = (entry: Entry): boolean => entry.rows.some((r) => r.percent !== null);
