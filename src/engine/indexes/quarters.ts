/**
 * Quarterly net income from XBRL duration facts. Filers report three-month quarters in 10-Qs and the
 * full year in the 10-K, rarely the fourth quarter itself, so a fourth quarter is the year less the
 * three quarters inside it.
 */
import { daysBetween } from '../../core/dates';

export interface DurationFact {
  start: string;
  end: string;
  value: number;
}

const isQuarter = (f: DurationFact): boolean => {
  const days = daysBetween(f.start, f.end);
  return days >= 80 && days <= 100;
};
const isYear = (f: DurationFact): boolean => {
  const days = daysBetween(f.start, f.end);
  return days >= 350 && days <= 380;
};

/** The four newest quarters' net income, newest first; null when four consecutive quarters cannot be read. */
export function quarterlyNetIncome(facts: readonly DurationFact[]): number[] | null {
  const quarters = new Map<string, DurationFact>();
  for (const f of facts.filter(isQuarter)) quarters.set(f.end, f);
  for (const year of facts.filter(isYear)) {
    if (quarters.has(year.end)) continue;
    const inside = [...quarters.values()].filter((q) => q.start >= year.start && q.end < year.end);
    if (inside.length === 3) {
      const start = inside.map((q) => q.end).sort().at(-1)!;
      quarters.set(year.end, { start, end: year.end, value: year.value - inside.reduce((s, q) => s + q.value, 0) });
    }
  }
  const newest = [...quarters.values()].sort((a, b) => b.end.localeCompare(a.end)).slice(0, 4);
  if (newest.length < 4) return null;
  // Consecutive: each quarter ends about three months before the one after it.
  for (let i = 0; i + 1 < newest.length; i++) {
    const gap = daysBetween(newest[i + 1]!.end, newest[i]!.end);
    if (gap < 80 || gap > 100) return null;
  }
  return newest.map((q) => q.value);
}
