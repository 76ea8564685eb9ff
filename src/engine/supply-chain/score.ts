/**
 * Precision and recall of extracted statements against hand-labelled ones, overall and per side. Two
 * statements match when side, counterparty and every share field agree (the role is wording, not fact,
 * and is not scored); each expected statement matches at most one extracted one.
 */
import { SUPPLY_CHAIN_SIDES, type StatedShare, type SupplyChainSide, type SupplyChainStatement } from './statement';

export interface ScoredStatement {
  side: SupplyChainSide;
  counterparty: string;
  share: StatedShare | null;
}

export interface ScoredCase {
  expected: readonly ScoredStatement[];
  extracted: readonly ScoredStatement[];
}

export interface Score {
  expected: number;
  extracted: number;
  correct: number;
  /** correct / extracted; 1 when nothing was extracted. */
  precision: number;
  /** correct / expected; 1 when nothing was expected. */
  recall: number;
}

export interface Scores {
  sentences: number;
  overall: Score;
  bySide: Record<SupplyChainSide, Score>;
}

const key = (s: ScoredStatement): string =>
  JSON.stringify([s.side, s.counterparty, s.share?.percent ?? null, s.share?.percentFloor ?? null, s.share?.basis ?? null, s.share?.period ?? null]);

function score(cases: readonly ScoredCase[], side: SupplyChainSide | null): Score {
  let expected = 0;
  let extracted = 0;
  let correct = 0;
  for (const c of cases) {
    const wanted = c.expected.filter((s) => side === null || s.side === side).map(key);
    const got = c.extracted.filter((s) => side === null || s.side === side).map(key);
    expected += wanted.length;
    extracted += got.length;
    for (const k of got) {
      const at = wanted.indexOf(k);
      if (at !== -1) {
        wanted.splice(at, 1);
        correct += 1;
      }
    }
  }
  const ratio = (n: number, d: number) => (d === 0 ? 1 : Math.round((n / d) * 1000) / 1000);
  return { expected, extracted, correct, precision: ratio(correct, extracted), recall: ratio(correct, expected) };
}

export function scoreStatements(cases: readonly ScoredCase[]): Scores {
  return {
    sentences: cases.length,
    overall: score(cases, null),
    bySide: Object.fromEntries(SUPPLY_CHAIN_SIDES.map((side) => [side, score(cases, side)])) as Record<SupplyChainSide, Score>,
  };
}

/** Drops the quote, which the labels do not repeat. */
export const withoutQuote = ({ side, counterparty, role, share }: SupplyChainStatement) => ({ side, counterparty, role, share });
