/**
 * Sample fund operations: synthetic N-CEN filings of the sample registrants (names start with "Sample",
 * CIKs 0009990001 to 0009990099 and series ids from S999000001, far above any real one), dated back from the
 * as-of date: each report period is the latest fiscal year end whose filing date falls on or before it.
 * Edge cases, each a rule:
 *   - Sample Index Trust files for S999000001, S999000004 and S999000006 (a money market series that
 *     files no N-PORT-P, so it resolves on the operations route only); its newest period has an original
 *     filing and a later amendment (N-CEN/A), and an older year's filing is stored too;
 *   - Sample Growth Funds Inc (S999000002) has a sub-adviser abroad, not affiliated;
 *   - Sample Variable Insurance Trust's filing lists no series, so it reaches S999000003 by registrant CIK;
 *   - Sample Alternative Funds Trust (S999000005) has no N-CEN filing: its operations answer is empty.
 */
import { addDays, type IsoDate } from '../../core/dates';
import { appendCells, SAMPLE_SOURCE, timestamp, type Cell } from './append';
import type { FamilySample } from './family';

interface SampleProvider {
  seriesId: string | null;
  role: string;
  name: string;
  country: string | null;
  isAffiliated: boolean | null;
}

interface SampleFiling {
  sequence: number;
  registrantCik: string;
  registrantName: string;
  /** Month and day of the registrant's fiscal year end. */
  yearEnd: string;
  /** Fiscal years before the newest one the filing reports on (0: the newest). */
  yearsBack: number;
  /** Days after the period end it was filed. */
  filedAfter: number;
  amendment?: boolean;
  fileNumber: string;
  series: readonly { id: string; name: string | null }[];
  providers: readonly SampleProvider[];
}

/** Days after a period's end by which every sample filing of it is filed: the newest period is one this old. */
const NEWEST_LAG = 120;

const INDEX_TRUST = { registrantCik: '0009990001', registrantName: 'Sample Index Trust', yearEnd: '12-31', fileNumber: '811-99901' };
const INDEX_SERIES = [
  { id: 'S999000001', name: 'Sample Large Cap Index Fund' },
  { id: 'S999000004', name: 'Sample Legacy Balanced Fund' },
  { id: 'S999000006', name: 'Sample Government Money Market Fund' },
];
const indexProviders = (custodian: string, series = INDEX_SERIES): SampleProvider[] => [
  ...series.flatMap((s): SampleProvider[] => [
    { seriesId: s.id, role: 'investmentAdviser', name: 'Sample Index Advisers LLC', country: 'US', isAffiliated: null },
    { seriesId: s.id, role: 'transferAgent', name: 'Sample Transfer Services LLC', country: 'US', isAffiliated: true },
    { seriesId: s.id, role: 'custodian', name: custodian, country: 'US', isAffiliated: false },
    { seriesId: s.id, role: 'pricingService', name: 'Sample Pricing Data Inc', country: 'US', isAffiliated: false },
    { seriesId: s.id, role: 'administrator', name: 'Sample Index Advisers LLC', country: 'US', isAffiliated: true },
  ]),
  { seriesId: null, role: 'principalUnderwriter', name: 'Sample Distributors LLC', country: 'US', isAffiliated: true },
  { seriesId: null, role: 'publicAccountant', name: 'Sample Audit LLP', country: 'US', isAffiliated: null },
];

export const SAMPLE_NCEN_FILINGS: readonly SampleFiling[] = [
  { sequence: 1, ...INDEX_TRUST, yearsBack: 0, filedAfter: 70, series: INDEX_SERIES, providers: indexProviders('Sample Custody Bank NA') },
  { sequence: 2, ...INDEX_TRUST, yearsBack: 0, filedAfter: 110, amendment: true, series: INDEX_SERIES, providers: indexProviders('Sample Trust Company NA') },
  { sequence: 3, ...INDEX_TRUST, yearsBack: 1, filedAfter: 72, series: INDEX_SERIES.slice(0, 2), providers: indexProviders('Sample Custody Bank NA', INDEX_SERIES.slice(0, 2)) },
  {
    sequence: 4, registrantCik: '0009990002', registrantName: 'Sample Growth Funds Inc', yearEnd: '06-30', yearsBack: 0, filedAfter: 68, fileNumber: '811-99902',
    series: [{ id: 'S999000002', name: 'Sample Growth Equity Fund' }],
    providers: [
      { seriesId: 'S999000002', role: 'investmentAdviser', name: 'Sample Growth Management LP', country: 'US', isAffiliated: null },
      { seriesId: 'S999000002', role: 'subAdviser', name: 'Sample Overseas Capital Ltd', country: 'GB', isAffiliated: false },
      { seriesId: 'S999000002', role: 'custodian', name: 'Sample Custody Bank NA', country: 'US', isAffiliated: false },
      { seriesId: null, role: 'principalUnderwriter', name: 'Sample Growth Distributors LLC', country: 'US', isAffiliated: true },
    ],
  },
  {
    sequence: 5, registrantCik: '0009990003', registrantName: 'Sample Variable Insurance Trust', yearEnd: '12-31', yearsBack: 0, filedAfter: 73, fileNumber: '811-99903',
    series: [],
    providers: [{ seriesId: null, role: 'publicAccountant', name: 'Sample Audit LLP', country: 'US', isAffiliated: null }],
  },
];

/** The newest period end of `yearEnd` (MM-dd) that is at least {@link NEWEST_LAG} days before `asOf`. */
function newestPeriodEnd(asOf: IsoDate, yearEnd: string): IsoDate {
  for (let year = Number(asOf.slice(0, 4)); ; year--) {
    const end = `${year}-${yearEnd}`;
    if (addDays(end, NEWEST_LAG) <= asOf) return end;
  }
}

const yearsBefore = (date: IsoDate, years: number): IsoDate => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;

const FILING_TYPE = JSON.stringify([
  {
    filing_id: 'VARCHAR', registrant_cik: 'VARCHAR', registrant_name: 'VARCHAR', submission_type: 'VARCHAR', filed_date: 'DATE', report_period_end: 'DATE',
    file_number: 'VARCHAR', is_amendment: 'BOOLEAN', series: [{ series_id: 'VARCHAR', series_name: 'VARCHAR' }],
  },
]);

export const fundOperationsSample: FamilySample = {
  name: 'fund operations',
  since: 15,
  load: async (tx, asOf, p) => {
    const filings: Record<string, unknown>[] = [];
    const providers: Cell[][] = [];
    for (const f of SAMPLE_NCEN_FILINGS) {
      const period = yearsBefore(newestPeriodEnd(asOf, f.yearEnd), f.yearsBack);
      const filed = addDays(period, f.filedAfter);
      // An accession number in EDGAR's form, under the registrant's synthetic CIK.
      const id = `${f.registrantCik}-${filed.slice(2, 4)}-${String(f.sequence).padStart(6, '0')}`;
      filings.push({
        filing_id: id, registrant_cik: f.registrantCik, registrant_name: f.registrantName, submission_type: f.amendment === true ? 'N-CEN/A' : 'N-CEN',
        filed_date: filed, report_period_end: period, file_number: f.fileNumber, is_amendment: f.amendment === true,
        series: f.series.map((s) => ({ series_id: s.id, series_name: s.name })),
      });
      f.providers.forEach((provider, i) => providers.push([id, provider.seriesId, i + 1, provider.role, provider.name, provider.country, provider.isAffiliated, null]));
    }
    // The filings' series are a list in each row, which the appender's cells do not take: one set-based insert.
    await tx.run(
      `INSERT INTO fund_ncen_filings
       SELECT f.filing_id, f.filing_id, f.registrant_cik, f.registrant_name, f.submission_type, f.filed_date, f.report_period_end, 'N-1A', f.file_number,
              f.is_amendment, false, false, f.series, 'sample', ?, NULL, CAST(? AS TIMESTAMP)
       FROM (SELECT unnest(from_json(CAST(? AS JSON), '${FILING_TYPE}')) AS f)`,
      [SAMPLE_SOURCE, p.capturedAt.toISOString(), JSON.stringify(filings)],
    );
    await appendCells(tx, 'fund_ncen_providers', providers, timestamp(p), [2]);
  },
};
