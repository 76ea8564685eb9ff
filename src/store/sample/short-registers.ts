/**
 * Hand-written synthetic captures of the European short-selling registers, dated back from the as-of date
 * (`daysAgo`). Holders are invented. Each row gives a rule its case:
 *
 * - AMF-France, TotalEnergies (XPAR:TTE): a holder with an LEI whose earlier position ended publication
 *   when the newer one was published, and a holder without an LEI that crossed below 0.5% (publication
 *   ended). AMF-France holds nothing on PostNL: no_matching_disclosures.
 * - AFM-Netherlands, Randstad (XAMS:RAND): the current register keeps a holder's earlier notification
 *   beside its newer one; the archive holds that holder's older row (never to be summed with the current
 *   ones) and another holder's row that crossed below 0.5%. Dutch rows have no LEI nor dates: null. The
 *   exports state a last update (sourceModifiedAt).
 * - FSMA-Belgium-Current, Solvay (XBRU:SOLB); FSMA-Belgium-History is not captured.
 * - CBI-Ireland, Ryanair (XDUB:RYA): the register states a fraction (0.0052 is 0.52%).
 * - CNMV-Spain, Grifols (XMAD:GRF): its export was checked 20 days before as-of, so it is stale.
 * - DFSA-Denmark, Novo Nordisk B (XCSE:NOVO-B): a notification and a later below-threshold exit.
 * - KNF-Poland, FINFSA-Finland, BAnz-Germany: not captured.
 * - Finanstilsynet-Norway, Equinor (XOSL:EQNR): figures with their holders' own dates and shares: one whose
 *   holders' shares add up, one whose named holders do not cover the figure, and one that became
 *   historical. Norsk Hydro (XOSL:NHY) has no verified ISIN: unresolved_security.
 * - FCA-UK-Current, Vodafone (XLON:VOD): two disclosed positions, behind the deployment's permission;
 *   FCA-UK-History is not captured; Ocado (XLON:OCDO) has none: no_matching_observations.
 * - FI-Sweden, H&M (issuer LEI): issuer-scoped figures without holders; Volvo B has no verified LEI:
 *   unresolved_issuer.
 * - DFSA-Denmark-Daily, Novo Nordisk B: one reported aggregate, local time, no position date.
 */
import type { Register } from '../../engine/short/eu-sources';

export interface SampleExport {
  register: Register;
  /** Days before as-of it was checked (0: at the sample's capture time). */
  checkedDaysAgo: number;
  /** The register's own last update, days before as-of; null when its export states none. */
  modifiedDaysAgo: number | null;
}

export const SAMPLE_EXPORTS: readonly SampleExport[] = [
  { register: 'AMF-France', checkedDaysAgo: 0, modifiedDaysAgo: null },
  { register: 'AFM-Netherlands-Current', checkedDaysAgo: 0, modifiedDaysAgo: 1 },
  { register: 'AFM-Netherlands-History', checkedDaysAgo: 0, modifiedDaysAgo: 1 },
  { register: 'FSMA-Belgium-Current', checkedDaysAgo: 0, modifiedDaysAgo: null },
  { register: 'CBI-Ireland', checkedDaysAgo: 0, modifiedDaysAgo: null },
  { register: 'CNMV-Spain', checkedDaysAgo: 20, modifiedDaysAgo: null },
  { register: 'DFSA-Denmark', checkedDaysAgo: 0, modifiedDaysAgo: null },
  { register: 'Finanstilsynet-Norway', checkedDaysAgo: 0, modifiedDaysAgo: null },
  { register: 'FCA-UK-Current', checkedDaysAgo: 0, modifiedDaysAgo: null },
  { register: 'FI-Sweden', checkedDaysAgo: 0, modifiedDaysAgo: null },
  { register: 'DFSA-Denmark-Daily', checkedDaysAgo: 0, modifiedDaysAgo: null },
];

export interface SamplePosition {
  register: Register;
  holder: string;
  lei: string | null;
  issuer: string;
  isin: string;
  /** As the register states it (a fraction for CBI-Ireland). */
  stated: number;
  daysAgo: number;
  publishedDaysAgo: number | null;
  endedDaysAgo: number | null;
}

const EXAMPLE = 'Example Capital Partners LLP';
const EXAMPLE_LEI = '213800SAMPLE00000A17';
const HARBOUR = 'Harbour Ridge Capital LP';
const MERIDIAN = 'Meridian Quant LLP';
const NORTHWIND = 'Northwind Alpha Fund';

const TTE = { issuer: 'TOTALENERGIES SE', isin: 'FR0000120271' };
const RAND = { issuer: 'Randstad N.V.', isin: 'NL0000379121' };
const dutch = { lei: null, publishedDaysAgo: null, endedDaysAgo: null };

export const SAMPLE_POSITIONS: readonly SamplePosition[] = [
  { register: 'AMF-France', holder: EXAMPLE, lei: EXAMPLE_LEI, ...TTE, stated: 0.62, daysAgo: 3, publishedDaysAgo: 2, endedDaysAgo: null },
  { register: 'AMF-France', holder: EXAMPLE, lei: EXAMPLE_LEI, ...TTE, stated: 0.55, daysAgo: 40, publishedDaysAgo: 39, endedDaysAgo: 2 },
  { register: 'AMF-France', holder: NORTHWIND, lei: null, ...TTE, stated: 0.51, daysAgo: 60, publishedDaysAgo: 59, endedDaysAgo: 20 },
  { register: 'AFM-Netherlands-Current', holder: HARBOUR, ...dutch, ...RAND, stated: 0.71, daysAgo: 5 },
  { register: 'AFM-Netherlands-Current', holder: HARBOUR, ...dutch, ...RAND, stated: 0.64, daysAgo: 30 },
  { register: 'AFM-Netherlands-Current', holder: MERIDIAN, ...dutch, ...RAND, stated: 0.5, daysAgo: 12 },
  { register: 'AFM-Netherlands-History', holder: HARBOUR, ...dutch, ...RAND, stated: 0.58, daysAgo: 90 },
  { register: 'AFM-Netherlands-History', holder: MERIDIAN, ...dutch, ...RAND, stated: 0.49, daysAgo: 13 },
  { register: 'FSMA-Belgium-Current', holder: EXAMPLE, lei: null, issuer: 'SOLVAY', isin: 'BE0003470755', stated: 0.59, daysAgo: 8, publishedDaysAgo: null, endedDaysAgo: null },
  { register: 'CBI-Ireland', holder: HARBOUR, lei: null, issuer: 'Ryanair Holdings plc', isin: 'IE00BYTBXV33', stated: 0.0052, daysAgo: 6, publishedDaysAgo: 5, endedDaysAgo: null },
  { register: 'CNMV-Spain', holder: NORTHWIND, lei: null, issuer: 'GRIFOLS, S.A.', isin: 'ES0171996087', stated: 0.85, daysAgo: 25, publishedDaysAgo: 24, endedDaysAgo: null },
  { register: 'DFSA-Denmark', holder: MERIDIAN, lei: null, issuer: 'Novo Nordisk A/S', isin: 'DK0062498333', stated: 0.61, daysAgo: 50, publishedDaysAgo: 49, endedDaysAgo: null },
  { register: 'DFSA-Denmark', holder: MERIDIAN, lei: null, issuer: 'Novo Nordisk A/S', isin: 'DK0062498333', stated: 0.45, daysAgo: 35, publishedDaysAgo: 34, endedDaysAgo: null },
  { register: 'FCA-UK-Current', holder: EXAMPLE, lei: null, issuer: 'Vodafone Group Plc', isin: 'GB00BH4HKS39', stated: 0.74, daysAgo: 4, publishedDaysAgo: null, endedDaysAgo: null },
  { register: 'FCA-UK-Current', holder: HARBOUR, lei: null, issuer: 'Vodafone Group Plc', isin: 'GB00BH4HKS39', stated: 0.51, daysAgo: 15, publishedDaysAgo: null, endedDaysAgo: null },
];

export interface SampleAggregate {
  register: Register;
  isin: string | null;
  lei: string | null;
  issuer: string;
  daysAgo: number;
  stated: number;
  shares: number | null;
  historicalDaysAgo: number | null;
  holders: readonly { holder: string; daysAgo: number; stated: number; shares: number }[];
}

const EQNR = { register: 'Finanstilsynet-Norway', isin: 'NO0010096985', lei: null, issuer: 'Equinor ASA' } as const;
const HM = { register: 'FI-Sweden', isin: null, lei: '529900O5RR7R39FRDM42', issuer: 'H & M Hennes & Mauritz AB' } as const;

export const SAMPLE_AGGREGATES: readonly SampleAggregate[] = [
  {
    ...EQNR, daysAgo: 2, stated: 1.12, shares: 31_500_000, historicalDaysAgo: null,
    holders: [{ holder: EXAMPLE, daysAgo: 2, stated: 0.62, shares: 17_400_000 }, { holder: NORTHWIND, daysAgo: 9, stated: 0.5, shares: 14_100_000 }],
  },
  { ...EQNR, daysAgo: 30, stated: 0.95, shares: 26_700_000, historicalDaysAgo: null, holders: [{ holder: EXAMPLE, daysAgo: 31, stated: 0.55, shares: 15_500_000 }] },
  { ...EQNR, daysAgo: 400, stated: 0.6, shares: 17_000_000, historicalDaysAgo: 380, holders: [{ holder: NORTHWIND, daysAgo: 400, stated: 0.6, shares: 17_000_000 }] },
  { ...HM, daysAgo: 1, stated: 1.35, shares: null, historicalDaysAgo: null, holders: [] },
  { ...HM, daysAgo: 2, stated: 1.31, shares: null, historicalDaysAgo: null, holders: [] },
];

export interface SampleReported {
  register: Register;
  isin: string;
  issuer: string;
  stated: number;
  /** Reported `reportedDaysAgo` days before as-of at this local clock time. */
  reportedDaysAgo: number;
  reportedTime: string;
}

export const SAMPLE_REPORTED: readonly SampleReported[] = [
  { register: 'DFSA-Denmark-Daily', isin: 'DK0062498333', issuer: 'Novo Nordisk A/S', stated: 0.84, reportedDaysAgo: 1, reportedTime: '17:30:00' },
];
