/**
 * The overlap's matching rule: a supplier or customer of the company matches one of a competitor's when
 * both resolve to the same listed company or, when either is unlisted, their written names match (case,
 * punctuation and legal suffixes ignored). So one company written two ways that resolve differently (a
 * ticker on one side, none on the other, under another name) counts twice.
 */
import { companyKey } from '../../core/company-names';

export interface Named {
  name: string;
  ticker: string | null;
}

export function sameCounterparty(a: Named, b: Named): boolean {
  if (a.ticker !== null && b.ticker !== null) return a.ticker === b.ticker;
  return companyKey(a.name) === companyKey(b.name);
}

/** The entries of `ours` each with the competitors whose lists hold a match, in the order given. */
export function sharedWith<T extends Named>(ours: readonly T[], theirs: ReadonlyMap<string, readonly Named[]>): { entry: T; with: string[] }[] {
  return ours.map((entry) => ({
    entry,
    with: [...theirs].filter(([, list]) => list.some((other) => sameCounterparty(entry, other))).map(([competitor]) => competitor),
  }));
}
