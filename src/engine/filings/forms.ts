/**
 * The vocabulary of the filing store: the five document types, the form labels each stands for, and the
 * forms an EDGAR document is stored as. Read by the importers (which forms a file may be) and by the
 * operations (what `documentType` accepts).
 *
 * An amendment is stored under its base type (a 10-K/A is a TenK) and keeps its own label as filed in
 * `form`; `documentTypeName` is the base type's label, so lists and filters treat an amendment like the
 * report it amends.
 */

export const DOCUMENT_TYPES = ['EightK', 'TenQ', 'TenK', 'EarningsCallTranscript', 'IrNews'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The label each type is named by (`documentTypeName`). */
export const DOCUMENT_TYPE_NAMES: Readonly<Record<DocumentType, string>> = {
  EightK: '8-K',
  TenQ: '10-Q',
  TenK: '10-K',
  EarningsCallTranscript: 'Earnings Call',
  IrNews: 'IR News',
};

/** EDGAR forms stored as documents, with the type each is stored under. */
const EDGAR_FORMS: Readonly<Record<string, DocumentType>> = {
  '8-K': 'EightK',
  '8-K/A': 'EightK',
  '10-Q': 'TenQ',
  '10-Q/A': 'TenQ',
  '10-K': 'TenK',
  '10-K/A': 'TenK',
  // Transition reports are the periodic reports of a changed fiscal year.
  '10-KT': 'TenK',
  '10-KT/A': 'TenK',
  '10-QT': 'TenQ',
  '10-QT/A': 'TenQ',
};

export const EDGAR_DOCUMENT_FORMS: readonly string[] = Object.keys(EDGAR_FORMS);

/** The type an EDGAR form (any case, surrounding spaces ignored) is stored under; null for any other form. */
export function typeOfForm(form: string): DocumentType | null {
  return EDGAR_FORMS[form.trim().toUpperCase()] ?? null;
}

/**
 * The type a `documentType` value names: a type (`EightK`) or its label (`8-K`, `Earnings Call`), case
 * ignored; null when it names none.
 */
export function documentTypeNamed(text: string): DocumentType | null {
  const wanted = text.trim().toLowerCase();
  return DOCUMENT_TYPES.find((t) => t.toLowerCase() === wanted || DOCUMENT_TYPE_NAMES[t].toLowerCase() === wanted) ?? null;
}

/** The URL of a filing's folder on EDGAR; with the document's name, of the document itself. */
export function edgarDocumentUrl(cik: number, accession: string, documentName: string | null): string {
  const folder = `https://www.sec.gov/Archives/edgar/data/${cik}/${accession.replaceAll('-', '')}/`;
  return documentName === null ? folder : `${folder}${encodeURIComponent(documentName)}`;
}

/**
 * Form 8-K item numbers by the title EDGAR's submission header writes for them (`ITEM INFORMATION:`), as
 * lower-case title starts: the header writes the titles, the list row gives numbers.
 */
export const EIGHT_K_ITEM_TITLES: readonly (readonly [string, string])[] = [
  ['1.01', 'entry into a material definitive agreement'],
  ['1.02', 'termination of a material definitive agreement'],
  ['1.03', 'bankruptcy or receivership'],
  ['1.04', 'mine safety'],
  ['1.05', 'material cybersecurity incidents'],
  ['2.01', 'completion of acquisition or disposition of assets'],
  ['2.02', 'results of operations and financial condition'],
  ['2.03', 'creation of a direct financial obligation'],
  ['2.04', 'triggering events that accelerate or increase'],
  ['2.05', 'costs associated with exit or disposal activities'],
  ['2.06', 'material impairments'],
  ['3.01', 'notice of delisting or failure to satisfy'],
  ['3.02', 'unregistered sales of equity securities'],
  ['3.03', 'material modification to rights of security holders'],
  ['4.01', "changes in registrant's certifying accountant"],
  ['4.02', 'non-reliance on previously issued financial statements'],
  ['5.01', 'changes in control of registrant'],
  ['5.02', 'departure of directors or certain officers'],
  ['5.03', 'amendments to articles of incorporation or bylaws'],
  ['5.04', "temporary suspension of trading under registrant's employee benefit plans"],
  ['5.05', "amendments to the registrant's code of ethics"],
  ['5.06', 'change in shell company status'],
  ['5.07', 'submission of matters to a vote of security holders'],
  ['5.08', 'shareholder director nominations'],
  ['6.01', 'abs informational and computational material'],
  ['6.02', 'change of servicer or trustee'],
  ['6.03', 'change in credit enhancement or other external support'],
  ['6.04', 'failure to make a required distribution'],
  ['6.05', 'securities act updating disclosure'],
  ['7.01', 'regulation fd disclosure'],
  ['8.01', 'other events'],
  ['9.01', 'financial statements and exhibits'],
];

/** The item number of an 8-K item title as EDGAR's header writes it; null when it is no known title. */
export function itemOfTitle(title: string): string | null {
  const wanted = title.trim().toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ');
  return EIGHT_K_ITEM_TITLES.find(([, start]) => wanted.startsWith(start))?.[0] ?? null;
}

/** A valid 8-K item number as written in lists (`2.02`). */
export const ITEM_NUMBER = /^\d{1,2}\.\d{2}$/;

/** Items in the order the form numbers them, each once. */
export function sortedItems(items: Iterable<string>): string[] {
  return [...new Set(items)].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
}
