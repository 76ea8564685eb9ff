/**
 * Sample registrations (IPO pipeline), synthetic and generated deterministically from the as-of date.
 * Filers are named "Sample …" under CIKs 9800001–9800006, far outside SEC's real range, so no real file
 * ever shares their key. Each case is a rule of the family:
 *   1. 9800001 Priced: S-1, S-1/A (read: a range of $14–$16, superseded), then a 424B4 (read: $15, the
 *      terms shown); tagged financials for two fiscal years (growth and margin computed).
 *   2. 9800002 Listed: priced by a 424B4, and SEC's ticker links give it SMCS (NYSE).
 *   3. 9800003 a blank check company (filer type Spac), Filed: an S-1 offering units at $10.00.
 *   4. 9800004 Withdrawn: F-1, F-1/A (never read: terms Pending), then a withdrawal request (RW).
 *   5. 9800005 NonOffering: the S-1's price and underwriters are suppressed (underwriters Unavailable).
 *   6. 9800006 Filed with a rejected read of its newest amendment: terms Unavailable, and the completed
 *      read of its first S-1 never stands in.
 */
import { addDays, type IsoDate } from '../../core/dates';
import { IPO_DURATION_CONCEPTS, IPO_INSTANT_CONCEPTS } from '../../engine/ipos/financial-concepts';
import { append, appendCells, provenance, timestamp, type Cell } from './append';
import { appendSampleFacts, type SampleFactRow } from './company-facts';
import type { FamilySample } from './family';

interface SampleFiling {
  cik: number;
  name: string;
  form: string;
  daysAgo: number;
}

interface SampleRead {
  state: 'Pending' | 'Rejected' | 'Completed';
  offeringType?: string;
  offeringTypeQuote?: string;
  blankCheck?: boolean;
  ticker?: string;
  exchange?: string;
  price?: [number, number];
  priceQuote?: string;
  shares?: number;
  sharesQuote?: string;
  underwriters?: string[];
  business?: string;
  proceeds?: string;
  risks?: { title: string; sourceQuote: string }[];
}

const BIO = { cik: 9800001, name: 'Sample Biotherapeutics Inc' };
const CLOUD = { cik: 9800002, name: 'Sample Cloud Systems Inc' };
const SPAC = { cik: 9800003, name: 'Sample Acquisition Corp I' };
const HOLD = { cik: 9800004, name: 'Sample Holdings Ltd' };
const RESALE = { cik: 9800005, name: 'Sample Resale Partners Inc' };
const ROBOT = { cik: 9800006, name: 'Sample Robotics Corp' };

const UNDERWRITERS = ['Sample Securities LLC', 'Sample Capital Markets Inc'];
const RISKS = [
  { title: 'We have a limited operating history.', sourceQuote: 'We have a limited operating history, which makes it difficult to evaluate our prospects.' },
  { title: 'We will need additional capital.', sourceQuote: 'We will need substantial additional capital to fund our operations.' },
];

/** Each filing with the read made of it (none: never read). */
const FILINGS: readonly [SampleFiling, SampleRead | null][] = [
  [{ ...BIO, form: 'S-1', daysAgo: 120 }, null],
  [{ ...BIO, form: 'S-1/A', daysAgo: 40 }, {
    state: 'Completed', offeringType: 'Primary', offeringTypeQuote: 'We are offering 5,000,000 shares of our common stock.',
    ticker: 'SMPB', exchange: 'Nasdaq Global Market', price: [14, 16], priceQuote: 'We estimate that the initial public offering price will be between $14.00 and $16.00 per share.',
    shares: 5_000_000, sharesQuote: 'We are offering 5,000,000 shares of our common stock.', underwriters: UNDERWRITERS, risks: RISKS,
    business: 'Sample Biotherapeutics is a synthetic clinical-stage company used to illustrate the pipeline.', proceeds: 'To fund clinical trials.',
  }],
  [{ ...BIO, form: '424B4', daysAgo: 5 }, {
    state: 'Completed', offeringType: 'Primary', offeringTypeQuote: 'This is an initial public offering of 6,250,000 shares of common stock of Sample Biotherapeutics Inc.',
    ticker: 'SMPB', exchange: 'Nasdaq Global Market', price: [15, 15], priceQuote: 'The initial public offering price is $15.00 per share.',
    shares: 6_250_000, sharesQuote: 'We are offering 6,250,000 shares of our common stock.', underwriters: [...UNDERWRITERS, 'Sample & Co.'], risks: RISKS,
    business: 'Sample Biotherapeutics is a synthetic clinical-stage company used to illustrate the pipeline.', proceeds: 'To fund two clinical trials and for working capital.',
  }],
  [{ ...CLOUD, form: 'S-1', daysAgo: 200 }, null],
  [{ ...CLOUD, form: 'S-1/A', daysAgo: 90 }, null],
  [{ ...CLOUD, form: '424B4', daysAgo: 60 }, {
    state: 'Completed', offeringType: 'Primary', offeringTypeQuote: 'Sample Cloud Systems Inc is offering 8,000,000 shares and the selling stockholders 2,000,000 shares.',
    ticker: 'SMCS', exchange: 'NYSE', price: [21, 21], priceQuote: 'The initial public offering price is $21.00 per share.',
    shares: 10_000_000, sharesQuote: 'This is an initial public offering of 10,000,000 shares of common stock.', underwriters: UNDERWRITERS, risks: [],
    business: 'Sample Cloud Systems is a synthetic software company used to illustrate the pipeline.', proceeds: 'For general corporate purposes.',
  }],
  [{ ...SPAC, form: 'S-1', daysAgo: 30 }, {
    state: 'Completed', offeringType: 'Primary', offeringTypeQuote: 'Sample Acquisition Corp I is a newly incorporated blank check company.', blankCheck: true,
    ticker: 'SACIU', exchange: 'Nasdaq Global Market', price: [10, 10], priceQuote: 'Each unit has an offering price of $10.00.',
    shares: 20_000_000, sharesQuote: 'This is an initial public offering of 20,000,000 units.', underwriters: ['Sample Securities LLC'], risks: [],
    business: 'A synthetic blank check company formed to effect a business combination.', proceeds: 'Placed in a trust account.',
  }],
  [{ ...HOLD, form: 'F-1', daysAgo: 300 }, null],
  [{ ...HOLD, form: 'F-1/A', daysAgo: 150 }, { state: 'Pending' }],
  [{ ...HOLD, form: 'RW', daysAgo: 20 }, null],
  [{ ...RESALE, form: 'S-1', daysAgo: 15 }, {
    state: 'Completed', offeringType: 'NonOffering', offeringTypeQuote: 'This registration statement registers shares issuable under our equity plans.',
    price: [5, 5], priceQuote: 'A price of $5.00 per share is assumed for the fee table only.', shares: 1_000_000, sharesQuote: 'Up to 1,000,000 shares.',
    underwriters: ['Sample Securities LLC'], risks: [], business: 'A synthetic company registering plan shares.',
  }],
  [{ ...ROBOT, form: 'S-1', daysAgo: 100 }, {
    state: 'Completed', offeringType: 'Primary', offeringTypeQuote: 'We are offering 4,000,000 shares of our common stock.', price: [10, 12],
    priceQuote: 'The offering price is expected to be between $10.00 and $12.00 per share.', shares: 4_000_000, sharesQuote: 'We are offering 4,000,000 shares of our common stock.',
    underwriters: UNDERWRITERS, risks: RISKS,
  }],
  [{ ...ROBOT, form: 'S-1/A', daysAgo: 10 }, { state: 'Rejected' }],
];

/** The accession of the sample filing at `i`, in EDGAR's form (filer agent 0009800000). */
const accessionOf = (i: number, filed: IsoDate): string => `0009800000-${filed.slice(2, 4)}-${String(100 + i).padStart(6, '0')}`;

const urlOf = (cik: number, accession: string): string => `https://www.sec.gov/Archives/edgar/data/${cik}/${accession}.txt`;

/** The annual facts of the two companies with financials: two fiscal years ending 31 December. */
function sampleFacts(asOf: IsoDate): SampleFactRow[] {
  const lastYear = Number(asOf.slice(0, 4)) - 1;
  const rows: SampleFactRow[] = [];
  const years: [typeof BIO, number, Record<string, number>][] = [
    [BIO, lastYear - 1, { Revenues: 8e6, [IPO_DURATION_CONCEPTS.grossProfit]: 6e6, [IPO_DURATION_CONCEPTS.netIncome]: -30e6 }],
    [BIO, lastYear, { Revenues: 10e6, [IPO_DURATION_CONCEPTS.grossProfit]: 8e6, [IPO_DURATION_CONCEPTS.netIncome]: -42e6, [IPO_DURATION_CONCEPTS.operatingIncome]: -44e6, [IPO_DURATION_CONCEPTS.operatingCashFlow]: -38e6, [IPO_INSTANT_CONCEPTS.totalAssets]: 120e6, [IPO_INSTANT_CONCEPTS.cashAndEquivalents]: 95e6, [IPO_INSTANT_CONCEPTS.stockholdersEquity]: 80e6 }],
    [CLOUD, lastYear - 1, { Revenues: 150e6, [IPO_DURATION_CONCEPTS.grossProfit]: 105e6, [IPO_DURATION_CONCEPTS.netIncome]: -12e6 }],
    [CLOUD, lastYear, { Revenues: 200e6, [IPO_DURATION_CONCEPTS.grossProfit]: 150e6, [IPO_DURATION_CONCEPTS.netIncome]: 4e6, [IPO_INSTANT_CONCEPTS.totalAssets]: 400e6 }],
  ];
  for (const [company, year, values] of years) {
    const end = `${year}-12-31`;
    const filed = addDays(end, 60);
    if (filed > asOf) continue;
    for (const [concept, value] of Object.entries(values)) {
      const instant = (Object.values(IPO_INSTANT_CONCEPTS) as string[]).includes(concept);
      rows.push({
        cik: company.cik, entityName: company.name, taxonomy: 'us-gaap', concept, unit: 'USD', start: instant ? null : `${year}-01-01`, end, value,
        fy: year, fp: 'FY', form: 'S-1', filed, accession: `0009800000-${String(year).slice(2)}-${String(company.cik).slice(-6)}`,
      });
    }
  }
  return rows;
}

/** The filing and terms rows of the sample, as of `asOf`. */
export function sampleRegistrations(asOf: IsoDate): { filings: Cell[][]; terms: Cell[][] } {
  const filings: Cell[][] = [];
  const terms: Cell[][] = [];
  FILINGS.forEach(([f, read], i) => {
    const filed = addDays(asOf, -f.daysAgo);
    const accession = accessionOf(i, filed);
    filings.push([{ bigint: f.cik }, f.name, f.form, { date: filed }, accession, urlOf(f.cik, accession)]);
    if (read === null) return;
    terms.push([
      { bigint: f.cik }, accession, f.form, { date: filed }, read.state, read.offeringType ?? null, read.offeringTypeQuote ?? null,
      read.state === 'Completed' ? (read.blankCheck ?? false) : null, read.ticker ?? null, read.exchange ?? null,
      read.price?.[0] ?? null, read.price?.[1] ?? null, read.priceQuote ?? null, read.shares ?? null, read.sharesQuote ?? null,
      read.underwriters === undefined ? null : JSON.stringify(read.underwriters), read.business ?? null, read.proceeds ?? null,
      read.risks === undefined ? null : JSON.stringify(read.risks),
    ]);
  });
  return { filings, terms };
}

/** The registration part: made when migration 18 adds its tables. */
export const iposSample: FamilySample = {
  name: 'ipos',
  since: 18,
  load: async (tx, asOf, p) => {
    const at = timestamp(p);
    const { filings, terms } = sampleRegistrations(asOf);
    await appendCells(tx, 'registration_filings', filings, at);
    await appendCells(tx, 'registration_terms', terms, at);
    await appendSampleFacts(tx, sampleFacts(asOf), at);
    await append(tx, 'sec_tickers', (a) => {
      a.appendBigInt(BigInt(CLOUD.cik));
      a.appendVarchar('SMCS');
      a.appendVarchar(CLOUD.name);
      a.appendVarchar('NYSE');
      a.appendVarchar('sample');
      provenance(a, at);
      a.endRow();
    });
  },
};
