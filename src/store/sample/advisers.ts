/**
 * Sample investment advisers: synthetic Form ADV extracts, one per adviser for the monthly extract of the
 * as-of date's month (dated the 1st) and, for some, the month before with other figures, so the reads
 * show that the newest extract wins.
 *
 * Every sample adviser is plainly synthetic: its name starts with "Sample", its CRD is in 9,900,001 to
 * 9,900,099 and its SEC number in 801-990001 to 801-990099 (real CRDs and 801 numbers are far below), and
 * websites use example.com or a made-up social-media page. Edge cases: a doing-business-as name unlike the
 * legal name, a website that is a social-media page, an adviser outside the US (no state), one with no
 * figures filed (AUM and employees null), and two names sharing words so the search tiers can be seen.
 */
import type { DuckDBAppender } from '@duckdb/node-api';
import { addMonths, type IsoDate } from '../../core/dates';
import { append, dateValue, provenance, timestamp } from './append';
import type { FamilySample } from './family';

/** The first and last CRD numbers of sample advisers (never a real adviser's). */
export const SAMPLE_CRD_RANGE = { first: 9_900_001, last: 9_900_099 } as const;

type Charge = 'aum' | 'hourly' | 'subscription' | 'fixed' | 'commissions' | 'performance' | 'other';
const CHARGES: readonly Charge[] = ['aum', 'hourly', 'subscription', 'fixed', 'commissions', 'performance', 'other'];

export interface SampleAdviser {
  crd: number;
  secNumber: string;
  legalName: string;
  primaryBusinessName: string;
  city: string;
  state: string | null;
  country: string;
  website: string | null;
  secStatus: string;
  employees: number | null;
  /** Discretionary and non-discretionary regulatory AUM (USD); null when not filed. */
  discretionary: number | null;
  nonDiscretionary: number | null;
  charges: readonly Charge[];
  /** Also filed in the month before, with these figures (older extract). */
  previous?: { employees: number; discretionary: number; nonDiscretionary: number };
}

export const SAMPLE_ADVISERS: readonly SampleAdviser[] = [
  {
    crd: 9_900_001, secNumber: '801-990001', legalName: 'SAMPLE CAPITAL ADVISERS LLC', primaryBusinessName: 'SAMPLE CAPITAL',
    city: 'NEW YORK', state: 'NY', country: 'United States', website: 'https://www.example.com/sample-capital-advisers', secStatus: 'Approved',
    employees: 48, discretionary: 2_412_500_000, nonDiscretionary: 187_250_000, charges: ['aum', 'performance'],
    previous: { employees: 46, discretionary: 2_298_000_000, nonDiscretionary: 181_000_000 },
  },
  {
    crd: 9_900_002, secNumber: '801-990002', legalName: 'SAMPLE HARBOR HOLDINGS, INC.', primaryBusinessName: 'SAMPLE LIGHTHOUSE WEALTH MANAGEMENT',
    city: 'BOSTON', state: 'MA', country: 'United States', website: 'https://lighthouse.example.com', secStatus: 'Approved',
    employees: 17, discretionary: 640_300_000, nonDiscretionary: 0, charges: ['aum', 'fixed', 'hourly'],
  },
  {
    crd: 9_900_003, secNumber: '801-990003', legalName: 'SAMPLE RIVER ASSET MANAGEMENT LP', primaryBusinessName: 'SAMPLE RIVER ASSET MANAGEMENT',
    city: 'AUSTIN', state: 'TX', country: 'United States', website: 'https://www.linkedin.com/company/sample-river-asset-management', secStatus: 'Approved',
    employees: 9, discretionary: 158_900_000, nonDiscretionary: 12_400_000, charges: ['aum', 'performance'],
    previous: { employees: 9, discretionary: 149_100_000, nonDiscretionary: 12_000_000 },
  },
  {
    crd: 9_900_004, secNumber: '801-990004', legalName: 'SAMPLE NEWCO ADVISORY LLC', primaryBusinessName: 'SAMPLE NEWCO ADVISORY',
    city: 'DENVER', state: 'CO', country: 'United States', website: null, secStatus: 'Pending',
    employees: null, discretionary: null, nonDiscretionary: null, charges: [],
  },
  {
    crd: 9_900_005, secNumber: '801-990005', legalName: 'SAMPLE CAPITAL MANAGEMENT CO', primaryBusinessName: 'SAMPLE CAPITAL MANAGEMENT',
    city: 'CHICAGO', state: 'IL', country: 'United States', website: 'HTTP://WWW.EXAMPLE.COM/SAMPLECAPMGMT', secStatus: 'Approved',
    employees: 120, discretionary: 5_870_000_000, nonDiscretionary: 410_000_000, charges: ['aum', 'commissions', 'other'],
  },
  {
    crd: 9_900_006, secNumber: '801-990006', legalName: 'SAMPLE NORDIC FUND ADVISERS AB', primaryBusinessName: 'SAMPLE NORDIC FUND ADVISERS',
    city: 'STOCKHOLM', state: null, country: 'Sweden', website: 'https://www.example.com/se/sample-nordic', secStatus: 'Approved',
    employees: 31, discretionary: 1_050_000_000, nonDiscretionary: 0, charges: ['aum', 'performance'],
  },
  {
    crd: 9_900_007, secNumber: '801-990007', legalName: 'SAMPLE FAMILY OFFICE PLANNERS, L.L.C.', primaryBusinessName: 'SAMPLE FAMILY OFFICE PLANNERS',
    city: 'MACON', state: 'GA', country: 'United States', website: 'https://www.facebook.com/samplefamilyofficeplanners', secStatus: 'Approved',
    employees: 4, discretionary: 96_400_000, nonDiscretionary: 3_100_000, charges: ['hourly', 'fixed', 'subscription'],
  },
];

/** The date of the monthly extract a sample as of `asOf` belongs to: the 1st of its month. */
export const sampleExtractDate = (asOf: IsoDate): IsoDate => `${asOf.slice(0, 7)}-01`;

interface ExtractRow {
  adviser: SampleAdviser;
  asOfDate: IsoDate;
  employees: number | null;
  discretionary: number | null;
  nonDiscretionary: number | null;
}

/** Every sample extract row, by CRD then extract date (the table's lookup order). */
export function sampleExtracts(asOf: IsoDate): ExtractRow[] {
  const newest = sampleExtractDate(asOf);
  return SAMPLE_ADVISERS.flatMap((adviser) => [
    ...(adviser.previous === undefined ? [] : [{ adviser, asOfDate: addMonths(newest, -1), ...adviser.previous }]),
    { adviser, asOfDate: newest, employees: adviser.employees, discretionary: adviser.discretionary, nonDiscretionary: adviser.nonDiscretionary },
  ]);
}

const text = (a: DuckDBAppender, value: string | null): void => (value === null ? a.appendNull() : a.appendVarchar(value));
const number = (a: DuckDBAppender, value: number | null): void => (value === null ? a.appendNull() : a.appendDouble(value));

export const advisersSample: FamilySample = {
  name: 'advisers',
  since: 12,
  load: (tx, asOf, p) => {
    const at = timestamp(p);
    return append(tx, 'investment_advisers', (a) => {
      for (const row of sampleExtracts(asOf)) {
        const { adviser } = row;
        a.appendBigInt(BigInt(adviser.crd));
        a.appendDate(dateValue(row.asOfDate));
        for (const value of [adviser.secNumber, adviser.legalName, adviser.primaryBusinessName, adviser.city, adviser.state, adviser.country, adviser.website, adviser.secStatus]) text(a, value);
        if (row.employees === null) a.appendNull();
        else a.appendBigInt(BigInt(row.employees));
        const total = row.discretionary === null || row.nonDiscretionary === null ? null : row.discretionary + row.nonDiscretionary;
        for (const value of [total, row.discretionary, row.nonDiscretionary]) number(a, value);
        for (const charge of CHARGES) a.appendBoolean(adviser.charges.includes(charge));
        provenance(a, at);
        a.endRow();
      }
    });
  },
};
