/**
 * How two written names of one company compare: "MARVELL TECHNOLOGY, INC" and "Marvell Technology, Inc."
 * must compare equal. Case, punctuation, a leading "The" and legal suffixes (Inc, Corp, Co, Ltd, plc, …)
 * and share-class words are ignored. Used where a company is found by its name: an SEC name matched with
 * a listing's (the index measures), a fund's holding name, a counterparty an annual report names.
 */
const IGNORED = new Set(['THE', 'INC', 'INCORPORATED', 'CORP', 'CORPORATION', 'CO', 'COMPANY', 'LTD', 'LIMITED', 'PLC', 'LLC', 'NV', 'SA', 'AG']);

export function companyKey(name: string): string {
  const words = name.toUpperCase().replace(/&/g, ' AND ').split(/[^A-Z0-9]+/).filter((w) => w !== '');
  // "Class A" names a share class, not the company.
  const kept: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (words[i] === 'CLASS' && i + 1 < words.length) {
      i++;
      continue;
    }
    if (!IGNORED.has(words[i]!)) kept.push(words[i]!);
  }
  return kept.join(' ');
}
