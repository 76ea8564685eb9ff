/**
 * The vocabulary of ownership filings: what each filed transaction code means, its coarse type, and the
 * filter values `transactionType` accepts. Importers read it; the rules in this folder use it in SQL.
 */

/** Meaning of a filed code, as `transactionCode` returns it. */
export type CodeMeaning =
  | 'Purchase' | 'Sale' | 'Award' | 'Conversion' | 'Exercise' | 'Tax Payment' | 'Expiration' | 'Gift' | 'Inheritance' | 'Discretionary' | 'Other';

/** Coarse type, as `transactionType` returns it and the filter takes it. */
export const TRANSACTION_TYPES = ['Buy', 'Sell', 'Award', 'Conversion', 'Exercise', 'TaxPayment', 'Expiration', 'Gift', 'Inheritance', 'Discretionary', 'Other'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Filter values accepted besides the types themselves. */
export const TRANSACTION_TYPE_ALIASES: Readonly<Record<string, TransactionType>> = { Purchase: 'Buy', Sale: 'Sell' };

/**
 * SEC Form 4 transaction codes (General Instructions, item 8) and their meaning. Codes not listed (D, J,
 * K, L, U, V, Z) mean `Other`.
 */
export const CODE_MEANINGS: Readonly<Record<string, CodeMeaning>> = {
  P: 'Purchase',
  S: 'Sale',
  A: 'Award',
  C: 'Conversion',
  M: 'Exercise',
  X: 'Exercise',
  O: 'Exercise',
  F: 'Tax Payment',
  E: 'Expiration',
  H: 'Expiration',
  G: 'Gift',
  W: 'Inheritance',
  I: 'Discretionary',
};

/** The coarse type of a meaning. */
export const typeOfMeaning = (meaning: CodeMeaning): TransactionType =>
  meaning === 'Purchase' ? 'Buy' : meaning === 'Sale' ? 'Sell' : meaning === 'Tax Payment' ? 'TaxPayment' : meaning;

/** SQL: the meaning of the filed letter in column `code`. */
export function meaningSql(code: string): string {
  const whens = Object.entries(CODE_MEANINGS).map(([letter, meaning]) => `WHEN '${letter}' THEN '${meaning}'`).join(' ');
  return `CASE upper(${code}) ${whens} ELSE 'Other' END`;
}

/** SQL: the coarse type of the filed letter in column `code`. */
export function typeSql(code: string): string {
  const whens = Object.entries(CODE_MEANINGS).map(([letter, meaning]) => `WHEN '${letter}' THEN '${typeOfMeaning(meaning)}'`).join(' ');
  return `CASE upper(${code}) ${whens} ELSE 'Other' END`;
}

/** The letters of a coarse type (`Other` is every letter not listed, so it is answered by exclusion). */
export function lettersOf(type: TransactionType): string[] {
  return Object.entries(CODE_MEANINGS).filter(([, meaning]) => typeOfMeaning(meaning) === type).map(([letter]) => letter);
}

/** Classes of security a title can name; rows of the last four count in sentiment only on such a listing. */
export type SecurityClass = 'Common' | 'Preferred' | 'Debt' | 'Warrant' | 'Right';

/**
 * SQL: the class a security title names (`Common` when it names none of the others). Words after
 * "associated" or "attached" name what travels with the security, not its class: "Common Stock and
 * associated Preferred Stock Purchase Rights" is common stock.
 */
export function securityClassSql(title: string): string {
  const t = `regexp_replace(lower(coalesce(${title}, '')), '\\b(associated|attached)\\b.*$', '')`;
  return `CASE
    WHEN regexp_matches(${t}, '\\bpreferred\\b|\\bpref\\b|\\bpfd\\b') THEN 'Preferred'
    WHEN regexp_matches(${t}, '\\bnotes?\\b|\\bdebentures?\\b|\\bbonds?\\b') THEN 'Debt'
    WHEN regexp_matches(${t}, '\\bwarrants?\\b') THEN 'Warrant'
    WHEN regexp_matches(${t}, '\\brights?\\b') THEN 'Right'
    ELSE 'Common' END`;
}
