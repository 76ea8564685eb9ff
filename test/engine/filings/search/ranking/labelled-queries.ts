/**
 * Hand-labelled queries for measuring filing search, over the real EDGAR documents of the shared fixtures
 * (Apple's 10-K for fiscal 2024, its cover page and the start of Part I; Buckle's 8-K of November 22,
 * 2024) and the sample corpus (synthetic 8-Ks, 10-Qs, 10-Ks, transcripts of nine companies).
 *
 * A judgment names passages by what they say (a pattern of their text) and whose they are, and grades
 * them: 2 answers the query, 1 is related (the topic, not the answer). Passages no judgment names are not
 * relevant. The judgments were written from reading the passages, before any ranking was run on them,
 * and state what a reader asking the query wants, whatever words it is written in; several queries use
 * words the relevant passages do not (buyback for repurchase, CEO for Chief Executive Officer).
 */
import type { DocumentType } from '../../../../../src/engine/filings/forms';

export interface Judgment {
  /** The passage's text matches this. */
  text: RegExp;
  ticker?: string;
  documentType?: DocumentType;
  gain: 1 | 2;
}

export interface LabelledQuery {
  query: string;
  /** A stock's search; the market-wide search without it. */
  ticker?: string;
  judgments: readonly Judgment[];
}

export const LABELLED_QUERIES: readonly LabelledQuery[] = [
  // Apple's 10-K (real).
  { query: 'Apple principal executive offices address', judgments: [{ ticker: 'AAPL', text: /Apple Park Way|Address of principal executive offices/, gain: 2 }] },
  { query: 'notes due 2029 listed on Nasdaq', judgments: [{ ticker: 'AAPL', text: /Notes due 2029/, gain: 2 }] },
  { query: 'aggregate market value of stock held by non-affiliates', judgments: [{ ticker: 'AAPL', text: /aggregate market value of the voting and non-voting stock/, gain: 2 }] },
  {
    query: 'shares of common stock outstanding',
    judgments: [
      { ticker: 'AAPL', text: /shares of common stock were issued and outstanding/, gain: 2 },
      { ticker: 'AAPL', text: /shares of common stock held by executive officers/, gain: 1 },
    ],
  },
  { query: 'proxy statement incorporated by reference into Part III', judgments: [{ ticker: 'AAPL', text: /definitive proxy statement/, gain: 2 }] },
  { query: 'large accelerated filer', judgments: [{ text: /Large accelerated filer \|/, gain: 2 }] },
  { query: 'well-known seasoned issuer', judgments: [{ text: /well-known seasoned issuer/, gain: 2 }] },
  {
    query: 'Apple annual report fiscal year ended September 28, 2024',
    judgments: [
      { ticker: 'AAPL', text: /ANNUAL REPORT PURSUANT TO SECTION 13/, gain: 2 },
      { ticker: 'AAPL', text: /Fiscal Year Ended September 28, 2024/, gain: 1 },
    ],
  },
  { query: 'attestation of internal control over financial reporting', judgments: [{ text: /attestation to its management’s assessment of the effectiveness of its internal control/, gain: 2 }] },
  {
    query: 'clawback of incentive compensation after a restatement',
    judgments: [
      { text: /recovery analysis of incentive-based compensation/, gain: 2 },
      { text: /correction of an error to previously issued financial statements/, gain: 1 },
    ],
  },
  // Buckle's 8-K (real).
  {
    query: 'Buckle quarterly results press release',
    judgments: [
      { ticker: 'BKE', text: /announced financial results for the fiscal quarter/, gain: 2 },
      { ticker: 'BKE', text: /Press Release Dated November 22, 2024/, gain: 1 },
    ],
  },
  { query: 'who signed the Buckle report as chief financial officer', judgments: [{ ticker: 'BKE', text: /Thomas B\. Heacock/, gain: 2 }] },
  { query: 'Buckle headquarters in Kearney, Nebraska', judgments: [{ ticker: 'BKE', text: /Kearney/, gain: 2 }] },
  { query: 'emerging growth company extended transition period', judgments: [{ text: /extended transition period for complying/, gain: 2 }, { text: /emerging growth company/i, gain: 1 }] },
  { query: 'soliciting material under Rule 14a-12', judgments: [{ ticker: 'BKE', text: /Soliciting material pursuant to Rule 14a-12/, gain: 2 }] },
  // The sample corpus: executive changes and workforce.
  {
    query: 'chief executive officer step down',
    judgments: [
      { ticker: 'TSLA', documentType: 'EightK', text: /decision to step down/, gain: 2 },
      { text: /director resigned from the audit committee/, gain: 1 },
    ],
  },
  { query: 'CEO resignation and successor', judgments: [{ ticker: 'TSLA', documentType: 'EightK', text: /permanent successor/, gain: 2 }, { text: /director resigned/, gain: 1 }] },
  { query: 'executive departure', judgments: [{ ticker: 'TSLA', documentType: 'EightK', text: /The departure is not the result/, gain: 2 }, { text: /director resigned/, gain: 1 }] },
  { query: 'workforce reduction', judgments: [{ ticker: 'MSFT', documentType: 'EightK', text: /workforce reduction plan/, gain: 2 }] },
  { query: 'severance and restructuring charges', judgments: [{ ticker: 'MSFT', documentType: 'EightK', text: /restructuring charges/, gain: 2 }] },
  { query: 'job cuts: positions eliminated', judgments: [{ ticker: 'MSFT', documentType: 'EightK', text: /positions, or about 1% of its employees, will be eliminated/, gain: 2 }] },
  { query: 'layoffs', ticker: 'MSFT', judgments: [{ ticker: 'MSFT', documentType: 'EightK', text: /workforce reduction plan/, gain: 2 }] },
  {
    query: 'headcount and number of employees',
    judgments: [
      { documentType: 'TenK', text: /full-time employees/, gain: 2 },
      { text: /development headcount/, gain: 1 },
      { ticker: 'MSFT', documentType: 'EightK', text: /of its employees, will be eliminated/, gain: 1 },
    ],
  },
  // Customers, risks and markets.
  {
    query: 'customer concentration of revenue',
    judgments: [{ text: /Customer A accounted for/, gain: 2 }, { text: /No single customer accounted for more than 10%/, gain: 1 }],
  },
  {
    query: 'largest customers share of sales',
    judgments: [{ text: /Customer A accounted for/, gain: 2 }, { text: /No single customer accounted for more than 10%/, gain: 1 }],
  },
  { query: 'ransomware and cyber attacks', judgments: [{ text: /Cybersecurity incidents, including ransomware/, gain: 2 }] },
  {
    query: 'data breach and privacy regulation',
    judgments: [{ text: /laws on privacy, data protection/, gain: 2 }, { text: /compromise confidential information/, gain: 1 }],
  },
  { query: 'tariffs and trade policy', judgments: [{ text: /tariffs and trade policy/, gain: 2 }, { text: /no change in tariffs/, gain: 1 }] },
  { query: 'supply chain disruption at single-source suppliers', judgments: [{ text: /several of which are single-source/, gain: 2 }] },
  {
    query: 'foreign exchange currency risk',
    judgments: [{ text: /foreign currency exchange rates affect/, gain: 2 }, { text: /stable exchange rates/, gain: 1 }],
  },
  {
    query: 'intense competition and pricing pressure',
    judgments: [{ text: /We face intense competition/, gain: 2 }, { text: /competition intensifying/, gain: 1 }],
  },
  { query: 'loss of key personnel and talent retention', judgments: [{ text: /We depend on key personnel/, gain: 2 }] },
  // Results, capital and guidance.
  {
    query: 'share repurchases during the quarter',
    judgments: [
      { documentType: 'TenQ', text: /During the quarter we repurchased/, gain: 2 },
      { text: /returned capital through dividends and repurchases/, gain: 1 },
      { text: /share repurchase needs/, gain: 1 },
    ],
  },
  {
    query: 'stock buyback',
    judgments: [
      { documentType: 'TenQ', text: /we repurchased \d+ million shares/, gain: 2 },
      { text: /dividends and repurchases/, gain: 1 },
      { text: /share repurchase needs/, gain: 1 },
    ],
  },
  { query: 'gross margin for the quarter', judgments: [{ documentType: 'TenQ', text: /Gross margin was/, gain: 2 }] },
  { query: 'diluted earnings per share', judgments: [{ documentType: 'EightK', text: /diluted earnings per share were/, gain: 2 }] },
  { query: 'liquidity: is cash sufficient for working capital', judgments: [{ text: /sufficient to satisfy our working capital/, gain: 2 }] },
  { query: 'revenue guidance for next quarter', judgments: [{ text: /Our guidance for next quarter/, gain: 2 }, { text: /expect margins to expand modestly next year/, gain: 1 }] },
  {
    query: 'demand for electric vehicles',
    judgments: [
      { ticker: 'TSLA', text: /demand for electric vehicles/, gain: 2 },
      { ticker: 'TSLA', text: /electric vehicles/, gain: 1 },
    ],
  },
];
