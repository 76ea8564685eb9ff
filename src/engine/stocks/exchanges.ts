/**
 * A US listing's exchange as a market identifier code (ISO 10383), from the names SEC's ticker files and
 * the tracking funds' holdings files write: `Nasdaq` and `NASDAQ` are XNAS, `NYSE` and `New York Stock
 * Exchange Inc.` XNYS. A name the table does not know is answered as written.
 */

/** Exchange names as written (compared upper case, without spaces or punctuation) → MIC. */
const MICS: Readonly<Record<string, string>> = {
  NASDAQ: 'XNAS',
  NYSE: 'XNYS',
  NEWYORKSTOCKEXCHANGE: 'XNYS',
  NEWYORKSTOCKEXCHANGEINC: 'XNYS',
  NYSEAMERICAN: 'XASE',
  NYSEMKT: 'XASE',
  NYSEMKTLLC: 'XASE',
  NYSEARCA: 'ARCX',
  CBOE: 'BATS',
  CBOEBZX: 'BATS',
  CBOEBZXFORMERLYKNOWNASBATS: 'BATS',
};

const squeezed = (name: string): string => name.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The MIC of an exchange name as SEC or a fund writes it; the name itself when unknown; null for none. */
export function micOf(name: string | null): string | null {
  if (name === null || name.trim() === '' || name.trim() === '-') return null;
  return MICS[squeezed(name)] ?? name.trim();
}
