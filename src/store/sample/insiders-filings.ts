/**
 * The sample's insider filings, written by hand so each rule of the insider family meets its case. Dates
 * are days before the as-of date; people are fictional; issuer CIKs are the issuers' real SEC keys so a
 * real Form 144 or Form 4 of the same issuer links to the same listing. Cases:
 *   - AAPL: a sale under a Rule 10b5-1 plan (flag checked) beside a discretionary one; an award, a tax
 *     payment, a derivative exercise and a gift; an old-schema filing (X0306: no 10b5-1 checkbox).
 *   - JPM: a cluster buy (four officers and directors buying in the window).
 *   - XOM: a related-owner duplicate: two directors each report one purchase by a shared family trust.
 *   - PG: a purchase by a holder that is only a 10% owner (not counted) beside a director's purchase.
 *   - HD: a director's purchase of a preferred class (not counted: HD lists its common stock).
 *   - DIS: an open-market purchase in the derivative table (warrants; not counted).
 *   - CRCL: trades but no issuer record, so no share count: its net-shares factor drops out of the score.
 *   - NVDA: a balance reported before its 4:1 split (restated in the roster) and a Form 144 filed before
 *     the split.
 *   - PEP: initial statements (Form 3) with equal holdings, so the roster breaks the tie on name.
 *   - A Form 144 of an issuer with no issuer record: an unlinked notice no ticker answers for.
 */

export interface SampleOwner {
  cik: number;
  name: string;
  city: string;
  state: string;
  director?: boolean;
  officerTitle?: string;
  tenPercent?: boolean;
}

export interface SampleRow {
  holding?: boolean;
  derivative?: boolean;
  title: string;
  daysAgo?: number;
  code?: string;
  shares: number;
  price?: number | null;
  after: number;
  indirect?: string;
  footnotes?: readonly string[];
}

export interface SampleFiling {
  ticker: string;
  issuerCik: number;
  issuerName: string;
  owner: SampleOwner;
  documentType: '3' | '4' | '5';
  schema: 'X0306' | 'X0508';
  /** Rule 10b5-1 checkbox (X0508 only). */
  planned?: boolean;
  filedDaysAgo: number;
  rows: readonly SampleRow[];
}

const owner = (cik: number, name: string, city: string, state: string, role: Partial<SampleOwner>): SampleOwner => ({ cik, name, city, state, ...role });

const HARPER = owner(1900001, 'Harper Lena', 'Cupertino', 'CA', { officerTitle: 'Chief Financial Officer' });
const OKAFOR = owner(1900002, 'Okafor Daniel J', 'Palo Alto', 'CA', { director: true });
const NG = owner(1900003, 'Ng Li', 'Redmond', 'WA', { officerTitle: 'EVP, Cloud' });
const LINDQVIST = owner(1900004, 'Lindqvist Maria', 'Seattle', 'WA', { director: true });
const WILLIAMS = owner(1900005, 'Williams Ada', 'Redmond', 'WA', { officerTitle: 'Chief Accounting Officer' });
const CHEN = owner(1900006, 'Chen Robert', 'New York', 'NY', { director: true });
const MOREAU = owner(1900007, 'Moreau Claire', 'New York', 'NY', { director: true });
const PATEL = owner(1900008, 'Patel Sanjay', 'New York', 'NY', { officerTitle: 'Chief Risk Officer' });
const ONEIL = owner(1900009, "O'Neil Patrick", 'Greenwich', 'CT', { director: true });
const ALVAREZ = owner(1900010, 'Alvarez Sofia', 'Atlanta', 'GA', { director: true });
const BROOKS = owner(1900011, 'Brooks Nathan', 'Atlanta', 'GA', { officerTitle: 'President' });
const KIM = owner(1900012, 'Kim Joon', 'Atlanta', 'GA', { officerTitle: 'Chief Financial Officer' });
const FISCHER_H = owner(1900013, 'Fischer Hanna', 'Houston', 'TX', { director: true });
const FISCHER_M = owner(1900014, 'Fischer Markus', 'Houston', 'TX', { director: true });
const RIVERA = owner(1900015, 'Rivera Capital Partners LP', 'Wilmington', 'DE', { tenPercent: true });
const DUBOIS = owner(1900016, 'Dubois Henri', 'Cincinnati', 'OH', { director: true });
const WRIGHT = owner(1900017, 'Wright Olivia', 'Atlanta', 'GA', { director: true });
const QUINN = owner(1900018, 'Quinn Theo', 'Burbank', 'CA', { director: true });
const SANTOS = owner(1900019, 'Santos Bruno', 'New York', 'NY', { officerTitle: 'Chief Executive Officer' });
const GRANT = owner(1900020, 'Grant Evelyn', 'Santa Clara', 'CA', { director: true });
const YOUNG = owner(1900021, 'Young Marcus', 'Santa Clara', 'CA', { officerTitle: 'Chief Technology Officer' });
const ITO = owner(1900022, 'Ito Kenji', 'Purchase', 'NY', { officerTitle: 'Chief Financial Officer' });
const ABBOTT = owner(1900023, 'Abbott Grace', 'Purchase', 'NY', { director: true });

/** Verified aliases of sample owners (a name they are known by besides the filed one). */
export const SAMPLE_ALIASES: readonly { cik: number; alias: string }[] = [{ cik: ONEIL.cik, alias: "Pat O'Neil" }];

const COMMON = 'Common Stock';
const WEIGHTED = 'The price reported is a weighted average; the shares were sold in multiple transactions at prices within a $1.00 range.';
const planNote = (adopted: string) => `Effected pursuant to a Rule 10b5-1 trading plan adopted by the reporting person on ${adopted}.`;

export const SAMPLE_FILINGS: readonly SampleFiling[] = [
  // AAPL
  { ticker: 'AAPL', issuerCik: 320193, issuerName: 'Apple Inc.', owner: HARPER, documentType: '4', schema: 'X0508', planned: true, filedDaysAgo: 18, rows: [
    { title: COMMON, daysAgo: 20, code: 'S', shares: 50_000, price: 229.41, after: 400_000, footnotes: [planNote('May 2, 2026'), WEIGHTED] },
  ] },
  { ticker: 'AAPL', issuerCik: 320193, issuerName: 'Apple Inc.', owner: HARPER, documentType: '4', schema: 'X0508', planned: false, filedDaysAgo: 38, rows: [
    { title: COMMON, daysAgo: 40, code: 'S', shares: 10_000, price: 228.1, after: 450_000 },
  ] },
  { ticker: 'AAPL', issuerCik: 320193, issuerName: 'Apple Inc.', owner: OKAFOR, documentType: '4', schema: 'X0508', planned: false, filedDaysAgo: 57, rows: [
    { title: COMMON, daysAgo: 60, code: 'A', shares: 2_000, price: 0, after: 30_000 },
    { title: COMMON, daysAgo: 59, code: 'F', shares: 500, price: 231.05, after: 29_500 },
  ] },
  { ticker: 'AAPL', issuerCik: 320193, issuerName: 'Apple Inc.', owner: HARPER, documentType: '4', schema: 'X0508', planned: false, filedDaysAgo: 98, rows: [
    { title: COMMON, daysAgo: 100, code: 'M', shares: 5_000, price: 0, after: 460_000 },
    { derivative: true, title: 'Restricted Stock Units', daysAgo: 100, code: 'M', shares: 5_000, price: 0, after: 15_000 },
  ] },
  { ticker: 'AAPL', issuerCik: 320193, issuerName: 'Apple Inc.', owner: HARPER, documentType: '5', schema: 'X0508', planned: false, filedDaysAgo: 90, rows: [
    { title: COMMON, daysAgo: 120, code: 'G', shares: 1_000, price: 0, after: 455_000 },
  ] },
  { ticker: 'AAPL', issuerCik: 320193, issuerName: 'Apple Inc.', owner: OKAFOR, documentType: '4', schema: 'X0306', filedDaysAgo: 698, rows: [
    { title: COMMON, daysAgo: 700, code: 'P', shares: 1_000, price: 150.25, after: 28_000 },
  ] },
  // MSFT
  { ticker: 'MSFT', issuerCik: 789019, issuerName: 'Microsoft Corporation', owner: NG, documentType: '4', schema: 'X0508', planned: false, filedDaysAgo: 8, rows: [
    { title: COMMON, daysAgo: 10, code: 'S', shares: 20_000, price: 421.3, after: 180_000 },
  ] },
  { ticker: 'MSFT', issuerCik: 789019, issuerName: 'Microsoft Corporation', owner: LINDQVIST, documentType: '4', schema: 'X0508', planned: false, filedDaysAgo: 28, rows: [
    { title: COMMON, daysAgo: 30, code: 'S', shares: 5_000, price: 415, after: 60_000 },
  ] },
  { ticker: 'MSFT', issuerCik: 789019, issuerName: 'Microsoft Corporation', owner: WILLIAMS, documentType: '4', schema: 'X0508', planned: false, filedDaysAgo: 13, rows: [
    { title: COMMON, daysAgo: 15, code: 'P', shares: 1_000, price: 418.2, after: 21_000 },
  ] },
  // JPM: cluster buy
  ...[[CHEN, 5, 10_000, 210.5], [MOREAU, 8, 5_000, 212], [PATEL, 12, 2_000, 215.25], [ONEIL, 20, 1_500, 209.1]].map(([who, days, shares, price]) => ({
    ticker: 'JPM', issuerCik: 19617, issuerName: 'JPMorgan Chase & Co.', owner: who as SampleOwner, documentType: '4' as const, schema: 'X0508' as const,
    planned: false, filedDaysAgo: (days as number) - 2,
    rows: [{ title: COMMON, daysAgo: days as number, code: 'P', shares: shares as number, price: price as number, after: 5 * (shares as number) }],
  })),
  // KO
  { ticker: 'KO', issuerCik: 21344, issuerName: 'The Coca-Cola Company', owner: ALVAREZ, documentType: '4', schema: 'X0508', planned: false, filedDaysAgo: 23, rows: [
    { title: COMMON, daysAgo: 25, code: 'P', shares: 8_000, price: 62.4, after: 40_000 },
  ] },
  { ticker: 'KO', issuerCik: 21344, issuerName: 'The Coca-Cola Company', owner: BROOKS, documentType: '4', schema: 'X0508', planned: false, filedDaysAgo: 43, rows: [
    { title: COMMON, daysAgo: 45, code: 'P', shares: 3_000, price: 61.8, after: 90_000 },
  ] },
  { ticker: 'KO', issuerCik: 21344, issuerName: 'The Coca-Cola Company', owner: KIM, documentType: '4', schema: 'X0508', planned: false, filedDaysAgo: 68, rows: [
    { title: COMMON, daysAgo: 70, code: 'S', shares: 4_000, price: 63.05, after: 70_000 },
  ] },
  // XOM: one trust purchase reported by two related directors
  ...[FISCHER_H, FISCHER_M].map((who) => ({
    ticker: 'XOM', issuerCik: 34088, issuerName: 'Exxon Mobil Corporation', owner: who, documentType: '4' as const, schema: 'X0508' as const,
    planned: false, filedDaysAgo: 16,
    rows: [{ title: COMMON, daysAgo: 18, code: 'P', shares: 20_000, price: 110.2, after: 220_000, indirect: 'By Fischer Family Trust' }],
  })),
  { ticker: 'XOM', issuerCik: 34088, issuerName: 'Exxon Mobil Corporation', owner: FISCHER_H, documentType: '4', schema: 'X0508', planned: false, filedDaysAgo: 28, rows: [
    { title: COMMON, daysAgo: 30, code: 'P', shares: 1_000, price: 111.4, after: 6_000 },
  ] },
  // PG
  { ticker: 'PG', issuerCik: 80424, issuerName: 'The Procter & Gamble Company', owner: RIVERA, documentType: '4', schema: 'X0508', planned: false, filedDaysAgo: 8, rows: [
    { title: COMMON, daysAgo: 10, code: 'P', shares: 500_000, price: 160.5, after: 240_000_000 },
  ] },
  { ticker: 'PG', issuerCik: 80424, issuerName: 'The Procter & Gamble Company', owner: DUBOIS, documentType: '4', schema: 'X0508', planned: false, filedDaysAgo: 20, rows: [
    { title: COMMON, daysAgo: 22, code: 'P', shares: 2_000, price: 162.2, after: 12_000 },
  ] },
  // HD: a preferred class next to the common stock
  { ticker: 'HD', issuerCik: 354950, issuerName: 'The Home Depot, Inc.', owner: WRIGHT, documentType: '4', schema: 'X0508', planned: false, filedDaysAgo: 12, rows: [
    { title: 'Series A Preferred Stock', daysAgo: 14, code: 'P', shares: 50_000, price: 25, after: 50_000 },
    { title: COMMON, daysAgo: 14, code: 'P', shares: 1_000, price: 385.6, after: 9_000 },
  ] },
  // DIS: warrants bought in the derivative table
  { ticker: 'DIS', issuerCik: 1744489, issuerName: 'The Walt Disney Company', owner: QUINN, documentType: '4', schema: 'X0508', planned: false, filedDaysAgo: 9, rows: [
    { derivative: true, title: 'Warrants to purchase Common Stock', daysAgo: 11, code: 'P', shares: 30_000, price: 4.1, after: 30_000 },
    { title: COMMON, daysAgo: 11, code: 'S', shares: 2_500, price: 100.3, after: 15_000 },
  ] },
  // CRCL: no issuer record
  { ticker: 'CRCL', issuerCik: 1876042, issuerName: 'Circle Internet Group, Inc.', owner: SANTOS, documentType: '4', schema: 'X0508', planned: false, filedDaysAgo: 7, rows: [
    { title: 'Class A Common Stock', daysAgo: 9, code: 'P', shares: 10_000, price: 118.4, after: 2_010_000 },
  ] },
  // NVDA: a balance from before the 4:1 split, and one after it
  { ticker: 'NVDA', issuerCik: 1045810, issuerName: 'NVIDIA Corporation', owner: GRANT, documentType: '4', schema: 'X0508', planned: false, filedDaysAgo: 298, rows: [
    { title: COMMON, daysAgo: 300, code: 'P', shares: 1_000, price: 480, after: 100_000 },
  ] },
  { ticker: 'NVDA', issuerCik: 1045810, issuerName: 'NVIDIA Corporation', owner: YOUNG, documentType: '4', schema: 'X0508', planned: false, filedDaysAgo: 48, rows: [
    { title: COMMON, daysAgo: 50, code: 'S', shares: 5_000, price: 141.2, after: 250_000 },
  ] },
  // PEP: initial statements of equal holdings
  ...[ITO, ABBOTT].map((who) => ({
    ticker: 'PEP', issuerCik: 77476, issuerName: 'PepsiCo, Inc.', owner: who, documentType: '3' as const, schema: 'X0508' as const, filedDaysAgo: 5,
    rows: [{ holding: true, title: COMMON, shares: 0, after: 12_000 }],
  })),
];

/** Issuer records: share counts (synthetic, plausible) and the class each listing is of. */
export const SAMPLE_ISSUERS: readonly { ticker: string; cik: number; name: string; sharesOutstanding: number; listingClass?: string }[] = [
  { ticker: 'AAPL', cik: 320193, name: 'Apple Inc.', sharesOutstanding: 15_000_000_000 },
  { ticker: 'MSFT', cik: 789019, name: 'Microsoft Corporation', sharesOutstanding: 7_430_000_000 },
  { ticker: 'NVDA', cik: 1045810, name: 'NVIDIA Corporation', sharesOutstanding: 24_400_000_000 },
  { ticker: 'JPM', cik: 19617, name: 'JPMorgan Chase & Co.', sharesOutstanding: 2_800_000_000 },
  { ticker: 'KO', cik: 21344, name: 'The Coca-Cola Company', sharesOutstanding: 4_310_000_000 },
  { ticker: 'XOM', cik: 34088, name: 'Exxon Mobil Corporation', sharesOutstanding: 4_400_000_000 },
  { ticker: 'PG', cik: 80424, name: 'The Procter & Gamble Company', sharesOutstanding: 2_350_000_000 },
  { ticker: 'HD', cik: 354950, name: 'The Home Depot, Inc.', sharesOutstanding: 990_000_000 },
  { ticker: 'DIS', cik: 1744489, name: 'The Walt Disney Company', sharesOutstanding: 1_810_000_000 },
  { ticker: 'PEP', cik: 77476, name: 'PepsiCo, Inc.', sharesOutstanding: 1_370_000_000 },
];

export interface SampleNotice {
  documentId: string;
  issuerCik: number;
  issuerName: string;
  filedDaysAgo: number;
  seller: string;
  relationship: string;
  shares: number;
  value: number;
  saleDaysAgo: number;
  broker: string;
  remarks: string | null;
}

/** Form 144 notices; the last names an issuer with no issuer record (unlinked). */
export const SAMPLE_NOTICES: readonly SampleNotice[] = [
  { documentId: 'sample-144-1', issuerCik: 320193, issuerName: 'Apple Inc.', filedDaysAgo: 21, seller: 'Lena Harper', relationship: 'Officer', shares: 50_000, value: 11_470_500, saleDaysAgo: 20, broker: 'Example Securities LLC', remarks: 'Sales under a Rule 10b5-1 plan adopted May 2, 2026.' },
  { documentId: 'sample-144-2', issuerCik: 320193, issuerName: 'Apple Inc.', filedDaysAgo: 300, seller: 'Daniel J Okafor', relationship: 'Director', shares: 3_000, value: 612_000, saleDaysAgo: 299, broker: 'Example Securities LLC', remarks: null },
  { documentId: 'sample-144-3', issuerCik: 1045810, issuerName: 'NVIDIA Corporation', filedDaysAgo: 260, seller: 'Evelyn Grant', relationship: 'Director', shares: 10_000, value: 4_850_000, saleDaysAgo: 258, broker: 'Example Securities LLC', remarks: 'Plan adopted 01/15/2026.' },
  { documentId: 'sample-144-4', issuerCik: 1999999, issuerName: 'Unlinked Holdings Inc.', filedDaysAgo: 3, seller: 'Jamie Doe', relationship: 'Officer', shares: 7_500, value: 90_000, saleDaysAgo: 2, broker: 'Example Securities LLC', remarks: null },
];

export interface SampleRegisterRow {
  publishedDaysAgo: number;
  publishedTime: string;
  person: string;
  notifier: string;
  role: string;
  related: boolean;
  amendment: boolean;
  amendmentDetails: string | null;
  nature: string;
  instrumentType: string;
  instrumentName: string;
  isin: string | null;
  tradedDaysAgo: number;
  volume: number;
  price: number;
  status: string;
}

const HM_LEI = '529900O5RR7R39FRDM42';
export const SAMPLE_REGISTER_ISSUER = { name: 'H & M Hennes & Mauritz AB', lei: HM_LEI } as const;

/**
 * Register rows of H&M B (XSTO:HM-B): a purchase, a closely associated person's purchase, a correction and
 * the row it corrected (status Historisk), and an option row without an ISIN (the issuer's other
 * instrument, which ISIN matching leaves out).
 */
export const SAMPLE_REGISTER: readonly SampleRegisterRow[] = [
  { publishedDaysAgo: 2, publishedTime: '08:31:12', person: 'Eva Lund', notifier: 'Eva Lund', role: 'Styrelseledamot/suppleant', related: false, amendment: false, amendmentDetails: null, nature: 'Förvärv', instrumentType: 'Aktie', instrumentName: 'Hennes & Mauritz AB, H & M ser. B', isin: 'SE0000106270', tradedDaysAgo: 3, volume: 4000, price: 149.6959, status: 'Aktuell' },
  { publishedDaysAgo: 9, publishedTime: '15:02:45', person: 'Eva Lund', notifier: 'Lund Invest AB', role: 'Styrelseledamot/suppleant', related: true, amendment: false, amendmentDetails: null, nature: 'Förvärv', instrumentType: 'Aktie', instrumentName: 'Hennes & Mauritz AB, H & M ser. B', isin: 'SE0000106270', tradedDaysAgo: 10, volume: 25000, price: 151.2, status: 'Aktuell' },
  { publishedDaysAgo: 20, publishedTime: '10:15:00', person: 'Jonas Berg', notifier: 'Jonas Berg', role: 'Annan medlem i bolagets administrations-, lednings- eller kontrollorgan', related: false, amendment: true, amendmentDetails: 'Korrigerad volym', nature: 'Avyttring', instrumentType: 'Aktie', instrumentName: 'Hennes & Mauritz AB, H & M ser. B', isin: 'SE0000106270', tradedDaysAgo: 24, volume: 1200, price: 160.4, status: 'Aktuell' },
  { publishedDaysAgo: 23, publishedTime: '09:00:03', person: 'Jonas Berg', notifier: 'Jonas Berg', role: 'Annan medlem i bolagets administrations-, lednings- eller kontrollorgan', related: false, amendment: false, amendmentDetails: null, nature: 'Avyttring', instrumentType: 'Aktie', instrumentName: 'Hennes & Mauritz AB, H & M ser. B', isin: 'SE0000106270', tradedDaysAgo: 24, volume: 12000, price: 160.4, status: 'Historisk' },
  { publishedDaysAgo: 30, publishedTime: '16:40:00', person: 'Eva Lund', notifier: 'Eva Lund', role: 'Styrelseledamot/suppleant', related: false, amendment: false, amendmentDetails: null, nature: 'Tilldelning', instrumentType: 'Option', instrumentName: 'H & M personaloption 2026', isin: null, tradedDaysAgo: 31, volume: 10000, price: 0, status: 'Aktuell' },
];
