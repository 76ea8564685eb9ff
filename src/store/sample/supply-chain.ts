/**
 * Sample supply-chain captures: synthetic annual reports of sample companies and the statements "read"
 * from them, generated deterministically from the as-of date, with the revenue facts their values need.
 * The quotes are written for the sample, not taken from any filing; the reports' accession numbers
 * (0009999999-…) are outside SEC's ranges and they have no filing URL. Each case is a rule of the family:
 *   1. NVDA states customer shares of revenue: Microsoft 19% (a share with a value and a derived share of
 *      Microsoft's own revenue), Amazon "10% or more" (a floor), and Meta 14% of its receivables (a
 *      receivables basis: no value).
 *   2. Competitors named by both (NVDA and AVGO name each other), by the company only (NVDA names Alphabet,
 *      whose own report is not read) and by the competitor only (MSFT names NVDA); NVDA also names an
 *      unlisted competitor, which takes no part in the overlap.
 *   3. A shared supplier for the overlap: NVDA and AVGO both write "Sample Substrate Corp." (unlisted, same
 *      name); and an unlisted supplier written two ways ("Sample Wafer Foundry Ltd." by NVDA, "Sample WF
 *      Foundry" by AVGO), which counts twice. NVDA and AVGO also share a listed customer (Meta).
 *   4. XLON:VOD, listed only outside the US, is named only by others (AAPL's and MSFT's partnerships):
 *      namedOnlyByOthers.
 *   5. AVGO states Apple as 20% of its revenue and PG states Walmart as 15%: Apple's and Walmart's most
 *      reliant suppliers; Walmart has no report of its own read (annualReport null, lists from others).
 *   6. KO has nothing read: 200 with empty lists.
 * Each company's fiscal years also tag gross profit (a fixed synthetic margin of its revenue), so the
 * screener's gross margin answers on the sample.
 */
import { addDays, type IsoDate } from '../../core/dates';
import { IPO_DURATION_CONCEPTS } from '../../engine/ipos/financial-concepts';
import { REVENUE_CONCEPTS } from '../../engine/supply-chain/revenue-concepts';
import type { SupplyChainSide } from '../../engine/supply-chain/statement';
import { appendCells, timestamp, type Cell } from './append';
import { appendSampleFacts, type SampleFactRow } from './company-facts';
import type { FamilySample } from './family';

const GROSS_PROFIT = IPO_DURATION_CONCEPTS.grossProfit;

/**
 * A company of the sample graph: its CIK, name as its report writes it, fiscal year end (month, day),
 * revenue in USD billions (newest year, the one before) and the synthetic gross margin (a fraction) both
 * years' gross profit is tagged at.
 */
const COMPANIES = {
  NVDA: { cik: 1045810, name: 'NVIDIA Corporation', yearEnd: [1, 25], revenue: [130.5, 60.9], grossMargin: 0.75 },
  AVGO: { cik: 1730168, name: 'Broadcom Inc.', yearEnd: [11, 2], revenue: [51.6, 35.8], grossMargin: 0.63 },
  MSFT: { cik: 789019, name: 'Microsoft Corporation', yearEnd: [6, 30], revenue: [245.1, 211.9], grossMargin: 0.69 },
  PG: { cik: 80424, name: 'The Procter & Gamble Company', yearEnd: [6, 30], revenue: [84.0, 82.0], grossMargin: 0.51 },
  AAPL: { cik: 320193, name: 'Apple Inc.', yearEnd: [9, 27], revenue: [391.0, 383.3], grossMargin: 0.46 },
  WMT: { cik: 104169, name: 'Walmart Inc.', yearEnd: [1, 31], revenue: [680.9, 648.1], grossMargin: 0.24 },
  AMZN: { cik: 1018724, name: 'Amazon.com, Inc.', yearEnd: [12, 31], revenue: [638.0, 574.8], grossMargin: 0.49 },
  META: { cik: 1326801, name: 'Meta Platforms, Inc.', yearEnd: [12, 31], revenue: [164.5, 134.9], grossMargin: 0.82 },
} as const;
type Ticker = keyof typeof COMPANIES;

/** Days from a fiscal year's end to its report's filing. */
const FILED_AFTER_DAYS = 50;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The newest fiscal year end of `ticker` whose report is filed by `asOf`. */
function yearEnd(ticker: Ticker, asOf: IsoDate): IsoDate {
  const [month, day] = COMPANIES[ticker].yearEnd;
  for (let year = Number(asOf.slice(0, 4)); ; year--) {
    const end = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (addDays(end, FILED_AFTER_DAYS) <= asOf) return end;
  }
}

const written = (date: IsoDate): string => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8))}, ${date.slice(0, 4)}`;
const accession = (ticker: Ticker, end: IsoDate): string => `0009999999-${end.slice(2, 4)}-${String(Object.keys(COMPANIES).indexOf(ticker) + 1).padStart(6, '0')}`;

interface SampleStatement {
  side: SupplyChainSide;
  counterparty: string;
  ticker: string | null;
  role: string;
  quote: string;
  share?: { percent: number; floor?: boolean; basis: 'Revenue' | 'Receivables'; period: string };
}

/** The statements of each filer's report, for its fiscal year `fy` ending `end`. */
const REPORTS: Partial<Record<Ticker, (fy: number, end: IsoDate) => SampleStatement[]>> = {
  NVDA: (fy, end) => [
    { side: 'customers', counterparty: 'Microsoft Corporation', ticker: 'MSFT', role: 'customer', quote: `Sales to Microsoft Corporation accounted for 19% of our total revenue in fiscal ${fy}.`, share: { percent: 19, basis: 'Revenue', period: `fiscal ${fy}` } },
    { side: 'customers', counterparty: 'Amazon.com, Inc.', ticker: 'AMZN', role: 'customer', quote: `Amazon.com, Inc. accounted for 10% or more of our total revenue in fiscal ${fy}.`, share: { percent: 10, floor: true, basis: 'Revenue', period: `fiscal ${fy}` } },
    { side: 'customers', counterparty: 'Meta Platforms, Inc.', ticker: 'META', role: 'customer', quote: `As of ${written(end)}, Meta Platforms, Inc. accounted for 14% of our accounts receivable.`, share: { percent: 14, basis: 'Receivables', period: written(end) } },
    { side: 'suppliers', counterparty: 'Sample Wafer Foundry Ltd.', ticker: null, role: 'supplier', quote: 'We rely on Sample Wafer Foundry Ltd. to manufacture our GPUs.' },
    { side: 'suppliers', counterparty: 'Sample Substrate Corp.', ticker: null, role: 'principal supplier', quote: 'Our principal suppliers include Sample Substrate Corp.' },
    ...['Broadcom Inc.|AVGO', 'Alphabet Inc.|GOOGL', 'Sample Chip Design Inc.|'].map((pair): SampleStatement => {
      const [counterparty, ticker] = pair.split('|') as [string, string];
      return { side: 'competitors', counterparty, ticker: ticker || null, role: 'competitor', quote: 'Our competitors include Broadcom Inc., Alphabet Inc. and Sample Chip Design Inc.' };
    }),
  ],
  AVGO: (fy) => [
    { side: 'customers', counterparty: 'Apple Inc.', ticker: 'AAPL', role: 'customer', quote: `Sales to Apple Inc. represented 20% of our net revenue in fiscal year ${fy}.`, share: { percent: 20, basis: 'Revenue', period: `fiscal year ${fy}` } },
    { side: 'customers', counterparty: 'Meta Platforms, Inc.', ticker: 'META', role: 'customer', quote: `Meta Platforms, Inc. accounted for 11% of our net revenue in fiscal year ${fy}.`, share: { percent: 11, basis: 'Revenue', period: `fiscal year ${fy}` } },
    { side: 'competitors', counterparty: 'NVIDIA Corporation', ticker: 'NVDA', role: 'principal competitor', quote: 'Our principal competitors include NVIDIA Corporation.' },
    { side: 'suppliers', counterparty: 'Sample WF Foundry', ticker: null, role: 'supplier', quote: 'We rely on Sample WF Foundry to manufacture our wafers.' },
    { side: 'suppliers', counterparty: 'Sample Substrate Corp.', ticker: null, role: 'principal supplier', quote: 'Our principal suppliers include Sample Substrate Corp.' },
  ],
  MSFT: () => [
    { side: 'competitors', counterparty: 'NVIDIA Corporation', ticker: 'NVDA', role: 'competitor', quote: 'We compete with NVIDIA Corporation in AI accelerators.' },
    { side: 'partners', counterparty: 'Vodafone Group Plc', ticker: 'XLON:VOD', role: 'strategic partnership', quote: 'We have a strategic partnership with Vodafone Group Plc.' },
  ],
  PG: (fy) => [
    { side: 'customers', counterparty: 'Walmart Inc.', ticker: 'WMT', role: 'customer', quote: `Sales to Walmart Inc. and its affiliates represented approximately 15% of our total net sales in fiscal ${fy}.`, share: { percent: 15, basis: 'Revenue', period: `fiscal ${fy}` } },
    { side: 'competitors', counterparty: 'Sample Household Brands Co.', ticker: null, role: 'competitor', quote: 'We compete with Sample Household Brands Co.' },
  ],
  AAPL: () => [
    { side: 'partners', counterparty: 'Vodafone Group Plc', ticker: 'XLON:VOD', role: 'partner', quote: 'We have partnered with Vodafone Group Plc to distribute our products.' },
  ],
};

/** The sample's revenue facts: each company's newest two fiscal years, in its report (or, without one, a filing of the sample). */
function revenueFacts(asOf: IsoDate): SampleFactRow[] {
  return (Object.keys(COMPANIES) as Ticker[]).flatMap((ticker) => {
    const { cik, name, revenue } = COMPANIES[ticker];
    const end = yearEnd(ticker, asOf);
    const fy = Number(end.slice(0, 4));
    // NVDA tags total revenues too, which the values prefer to revenue from contracts with customers.
    const concepts = ticker === 'NVDA' ? [REVENUE_CONCEPTS[0], REVENUE_CONCEPTS[1]] : [REVENUE_CONCEPTS[1]];
    const yearsBack = (n: number): IsoDate => `${fy - n}${end.slice(4)}`;
    return revenue.flatMap((billions, back) => {
      const yearEndDate = yearsBack(back);
      const fact = (concept: string, value: number): SampleFactRow => ({
        cik, entityName: name, taxonomy: 'us-gaap' as const, concept, unit: 'USD', start: addDays(yearsBack(back + 1), 1), end: yearEndDate,
        value: Math.round(value), fy, fp: 'FY', form: '10-K', filed: addDays(end, FILED_AFTER_DAYS), accession: accession(ticker, end),
      });
      return [...concepts.map((concept, i) => fact(concept, (billions - i * 0.4) * 1e9)), fact(GROSS_PROFIT, billions * 1e9 * COMPANIES[ticker].grossMargin)];
    });
  });
}

/** The supply-chain part: made when migration 16 adds its tables. */
export const supplyChainSample: FamilySample = {
  name: 'supply-chain',
  since: 16,
  load: async (tx, asOf, p) => {
    const at = timestamp(p);
    await tx.run(`DELETE FROM company_facts WHERE source = 'sample' AND concept IN (${REVENUE_CONCEPTS.map(() => '?').join(', ')})`, [...REVENUE_CONCEPTS]);
    const ciks = Object.values(COMPANIES).map((c) => c.cik);
    await tx.run(`DELETE FROM company_facts WHERE source = 'sample' AND concept = ? AND cik IN (${ciks.map(() => '?').join(', ')})`, [GROSS_PROFIT, ...ciks]);
    await appendSampleFacts(tx, revenueFacts(asOf), at);
    const reports: Cell[][] = [];
    const statements: Cell[][] = [];
    for (const [ticker, make] of Object.entries(REPORTS) as [Ticker, (fy: number, end: IsoDate) => SampleStatement[]][]) {
      const { cik, name } = COMPANIES[ticker];
      const end = yearEnd(ticker, asOf);
      const fy = Number(end.slice(0, 4));
      const made = make(fy, end);
      reports.push([{ bigint: cik }, ticker, name, '10-K', { date: end }, fy, { date: addDays(end, FILED_AFTER_DAYS) }, accession(ticker, end), null, made.length]);
      made.forEach((s, i) => {
        const share: Cell[] = s.share === undefined ? [null, null, null, null] : [s.share.percent, s.share.floor ?? false, s.share.basis, s.share.period];
        statements.push([{ bigint: cik }, '10-K', { date: end }, i + 1, s.side, s.counterparty, s.ticker, s.role, s.quote, ...share]);
      });
    }
    await appendCells(tx, 'annual_reports', reports, at, [5, 9]);
    await appendCells(tx, 'supply_chain_statements', statements, at, [3]);
  },
};
