/**
 * The buyback and at-the-market programs one filing states, assembled from the facts its sentences state
 * (extract-buyback.ts, extract-atm.ts). Facts are joined across sentences only where the filing leaves no
 * doubt which program they belong to: an amount sold, an expiry or a remaining amount is attached to a
 * program only when the filing states exactly one, and an agreement's date and its capacity written in two
 * sentences are joined only when the filing writes one of each.
 */
import type { IsoDate } from '../../core/dates';
import { documentSentences } from '../filing-text/sentences';
import { atmFacts, type AtmFact } from './extract-atm';
import { buybackFacts, type BuybackFact, type BuybackUnit } from './extract-buyback';

export interface ExtractedAtmProgram {
  establishedDate: IsoDate;
  capacityUsd: number;
  soldUsd: number | null;
  soldAsOf: IsoDate | null;
  expirationDate: IsoDate | null;
}

export interface ExtractedBuybackProgram {
  announcedDate: IsoDate | null;
  authorizedAmount: number;
  authorizedUnit: BuybackUnit;
  remainingAmount: number | null;
  remainingUnit: BuybackUnit | null;
  /** The date the figures are measured at: the remaining amount's date, else the announcement; null when neither. */
  asOfDate: IsoDate | null;
  expires: IsoDate | null;
  combinedEquity: boolean;
}

export interface ExtractedPrograms {
  buybacks: ExtractedBuybackProgram[];
  atm: ExtractedAtmProgram[];
}

type Of<F, K> = Extract<F, { kind: K }>;
const ofKind = <F extends { kind: string }, K extends F['kind']>(facts: readonly F[], kind: K): Of<F, K>[] =>
  facts.filter((fact): fact is Of<F, K> => fact.kind === kind);
const distinct = <T>(values: readonly T[]): T[] => [...new Set(values)];
const newest = <T extends { asOf: IsoDate }>(facts: readonly T[]): T | undefined => [...facts].sort((a, b) => (a.asOf < b.asOf ? 1 : -1))[0];

export function atmPrograms(facts: readonly AtmFact[]): ExtractedAtmProgram[] {
  const agreements = ofKind(facts, 'agreement');
  const complete = agreements.filter((a) => a.establishedDate !== null && a.capacityUsd !== null);
  const dates = distinct(agreements.flatMap((a) => (a.establishedDate === null ? [] : [a.establishedDate])));
  const capacities = distinct(agreements.flatMap((a) => (a.capacityUsd === null ? [] : [a.capacityUsd])));
  const pairs = complete.length > 0 || dates.length !== 1 || capacities.length !== 1
    ? distinct(complete.map((a) => JSON.stringify([a.establishedDate, a.capacityUsd]))).map((key) => JSON.parse(key) as [IsoDate, number])
    : [[dates[0]!, capacities[0]!] as [IsoDate, number]];
  const single = pairs.length === 1;
  const sold = single ? newest(ofKind(facts, 'sold')) : undefined;
  const expiries = distinct(ofKind(facts, 'expires').map((e) => e.expirationDate));
  return pairs.map(([establishedDate, capacityUsd]) => ({
    establishedDate,
    capacityUsd,
    soldUsd: sold?.soldUsd ?? null,
    soldAsOf: sold?.asOf ?? null,
    expirationDate: single && expiries.length === 1 ? expiries[0]! : null,
  }));
}

export function buybackPrograms(facts: readonly BuybackFact[]): ExtractedBuybackProgram[] {
  const programs: ExtractedBuybackProgram[] = distinct(ofKind(facts, 'authorization').map((a) => JSON.stringify(a)))
    .map((key) => JSON.parse(key) as Of<BuybackFact, 'authorization'>)
    .map((a) => ({
      announcedDate: a.announcedDate, authorizedAmount: a.amount, authorizedUnit: a.unit, remainingAmount: null, remainingUnit: null,
      asOfDate: a.announcedDate, expires: a.expires, combinedEquity: a.combinedEquity,
    }));
  for (const left of ofKind(facts, 'remaining').sort((a, b) => (a.asOf < b.asOf ? -1 : 1))) {
    const named = left.authorizedAmount === null ? undefined : programs.find((p) => p.authorizedAmount === left.authorizedAmount && p.authorizedUnit === left.authorizedUnit);
    const target = named ?? (left.authorizedAmount === null && programs.length === 1 ? programs[0] : undefined);
    if (target !== undefined) Object.assign(target, { remainingAmount: left.amount, remainingUnit: left.unit, asOfDate: left.asOf });
    else if (left.authorizedAmount !== null) {
      programs.push({
        announcedDate: null, authorizedAmount: left.authorizedAmount, authorizedUnit: left.authorizedUnit!, remainingAmount: left.amount,
        remainingUnit: left.unit, asOfDate: left.asOf, expires: null, combinedEquity: false,
      });
    }
  }
  const expiries = distinct(ofKind(facts, 'expiry').flatMap((e) => (e.expires === null ? [] : [e.expires])));
  if (programs.length === 1 && expiries.length === 1 && programs[0]!.expires === null) programs[0]!.expires = expiries[0]!;
  return programs;
}

/** Every program a filing's HTML (or inline XBRL) document states. */
export function extractPrograms(html: string): ExtractedPrograms {
  const sentences = documentSentences(html);
  return { buybacks: buybackPrograms(sentences.flatMap(buybackFacts)), atm: atmPrograms(sentences.flatMap(atmFacts)) };
}
