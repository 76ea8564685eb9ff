/**
 * Sample buyback and at-the-market captures, synthetic and generated deterministically from the as-of
 * date, each case a rule of the family:
 *   1. AAPL has a buyback with history: XBRL repurchase facts of its last three fiscal years (ending 30
 *      September) and of its recent quarters, the newest fourth quarter tagged by the annual report only
 *      (earlier fourth quarters are not, and are never derived), and the authorized and remaining amounts
 *      at the newest balance-sheet date.
 *   2. MSFT has an extracted program record whose remaining amount is not disclosed (null, never zero),
 *      with an expiry of none.
 *   3. CRCL has two at-the-market programs: one that expired two months ago, last stated in a 10-Q inside
 *      the 13-month window, and an active one established three months ago, with cumulative sales.
 * The facts sit under the companies' real CIKs like the other sample facts, so a real companyfacts file of
 * a company replaces them; the program records are keyed by ticker.
 */
import { addDays, addMonths, type IsoDate } from '../../core/dates';
import { AMOUNT_CONCEPTS, AUTHORIZED_CONCEPT, REMAINING_CONCEPT, SHARES_CONCEPTS } from '../../engine/buybacks/rules';
import { append, dateValue, provenance, timestamp } from './append';
import { appendSampleFacts } from './company-facts';
import type { FamilySample } from './family';

const APPLE = { cik: 320193, name: 'Apple Inc.' };

export interface SampleRepurchaseFact {
  cik: number;
  entityName: string;
  concept: string;
  unit: 'USD' | 'shares';
  start: IsoDate | null;
  end: IsoDate;
  value: number;
  fy: number;
  fp: string;
  form: string;
  filed: IsoDate;
  accession: string;
}

/** Apple-like fiscal year of a date: a year ending 30 September. */
const fiscalYearOf = (date: IsoDate): number => Number(date.slice(0, 4)) + (Number(date.slice(5, 7)) >= 10 ? 1 : 0);

const quarterEnd = (year: number, month: number): IsoDate => `${year}-${String(month).padStart(2, '0')}-${month === 6 || month === 9 ? '30' : '31'}`;

/** The repurchase facts of the sample (AAPL), as of `asOf`. */
export function sampleRepurchaseFacts(asOf: IsoDate): SampleRepurchaseFact[] {
  const facts: SampleRepurchaseFact[] = [];
  const accession = (filed: IsoDate, form: string) => `0000320193-${filed.slice(2, 4)}-${form === '10-K' ? '0001' : '0000'}${filed.slice(5, 7)}`;
  const fact = (concept: string, unit: 'USD' | 'shares', start: IsoDate | null, end: IsoDate, value: number, fy: number, fp: string, form: string, filed: IsoDate): SampleRepurchaseFact => ({
    ...APPLE, entityName: APPLE.name, concept, unit, start, end, value, fy, fp, form, filed, accession: accession(filed, form),
  });
  // Quarter ends (Dec, Mar, Jun, Sep) reported by asOf: a 10-Q 40 days after its quarter, the 10-K 35 days after September.
  const reported: { end: IsoDate; filed: IsoDate }[] = [];
  let year = Number(asOf.slice(0, 4));
  let month = 12;
  while (reported.length < 12) {
    const end = quarterEnd(year, month);
    const filed = addDays(end, month === 9 ? 35 : 40);
    if (filed <= asOf) reported.push({ end, filed });
    month -= 3;
    if (month === 0) {
      month = 12;
      year--;
    }
  }
  const newestYearEnd = reported.find((q) => q.end.slice(5) === '09-30')!;
  reported.forEach((q, i) => {
    const start = addMonths(addDays(q.end, 1), -3);
    const fy = fiscalYearOf(q.end);
    const isFourth = q.end.slice(5) === '09-30';
    const shares = 110e6 + (i % 3) * 7e6;
    const price = 180 + (7 - i) * 6;
    if (isFourth) {
      // The annual report: the fiscal year's totals, and the fourth quarter tagged for the newest year only.
      const yearStart = addDays(`${Number(q.end.slice(0, 4)) - 1}-09-30`, 1);
      const yearShares = 4 * shares + 9e6;
      facts.push(fact(SHARES_CONCEPTS[0], 'shares', yearStart, q.end, yearShares, fy, 'FY', '10-K', q.filed));
      facts.push(fact(AMOUNT_CONCEPTS[0], 'USD', yearStart, q.end, Math.round(yearShares * price), fy, 'FY', '10-K', q.filed));
      // The cash-flow figure too, which the equity-statement value outranks.
      facts.push(fact(AMOUNT_CONCEPTS[2], 'USD', yearStart, q.end, Math.round(yearShares * price) - 1e9, fy, 'FY', '10-K', q.filed));
      if (q === newestYearEnd) {
        facts.push(fact(SHARES_CONCEPTS[0], 'shares', start, q.end, shares, fy, 'FY', '10-K', q.filed));
        facts.push(fact(AMOUNT_CONCEPTS[0], 'USD', start, q.end, Math.round(shares * price), fy, 'FY', '10-K', q.filed));
        facts.push(fact(AUTHORIZED_CONCEPT, 'USD', null, q.end, 110e9, fy, 'FY', '10-K', q.filed));
        facts.push(fact(REMAINING_CONCEPT, 'USD', null, q.end, 62.5e9, fy, 'FY', '10-K', q.filed));
      }
      return;
    }
    facts.push(fact(SHARES_CONCEPTS[0], 'shares', start, q.end, shares, fy, `Q${(Number(q.end.slice(5, 7)) / 3 + 1) % 4 || 4}`, '10-Q', q.filed));
    facts.push(fact(AMOUNT_CONCEPTS[0], 'USD', start, q.end, Math.round(shares * price), fy, `Q${(Number(q.end.slice(5, 7)) / 3 + 1) % 4 || 4}`, '10-Q', q.filed));
  });
  return facts;
}

export interface SampleBuybackRecord {
  ticker: string;
  announcedDate: IsoDate | null;
  authorizedAmount: number;
  authorizedUnit: 'USD' | 'shares';
  remainingAmount: number | null;
  asOfDate: IsoDate;
  expires: IsoDate | null;
  combinedEquity: boolean;
  form: string;
  filedDate: IsoDate;
  accession: string;
}

/** MSFT's program: announced, its remaining amount not disclosed. */
export function sampleBuybackRecords(asOf: IsoDate): SampleBuybackRecord[] {
  const announced = addMonths(asOf, -14);
  return [
    {
      ticker: 'MSFT', announcedDate: announced, authorizedAmount: 60e9, authorizedUnit: 'USD', remainingAmount: null, asOfDate: announced,
      expires: null, combinedEquity: false, form: '8-K', filedDate: addDays(announced, 1), accession: `0000789019-${addDays(announced, 1).slice(2, 4)}-000041`,
    },
  ];
}

export interface SampleAtmRecord {
  ticker: string;
  establishedDate: IsoDate;
  capacityUsd: number;
  soldUsd: number | null;
  soldAsOf: IsoDate | null;
  expirationDate: IsoDate | null;
  form: string;
  filedDate: IsoDate;
  accession: string;
}

/** CRCL's two programs: one expired two months before `asOf`, one active. */
export function sampleAtmRecords(asOf: IsoDate): SampleAtmRecord[] {
  const acc = (date: IsoDate, n: number) => `0001876042-${date.slice(2, 4)}-${String(n).padStart(6, '0')}`;
  const oldStart = addMonths(asOf, -20);
  const oldEnd = addMonths(asOf, -2);
  const oldReport = addMonths(asOf, -6);
  const newStart = addMonths(asOf, -3);
  const newReport = addMonths(asOf, -1);
  const record = (establishedDate: IsoDate, capacityUsd: number, soldUsd: number | null, soldAsOf: IsoDate | null, expirationDate: IsoDate | null, form: string, filedDate: IsoDate, n: number): SampleAtmRecord => ({
    ticker: 'CRCL', establishedDate, capacityUsd, soldUsd, soldAsOf, expirationDate, form, filedDate, accession: acc(filedDate, n),
  });
  return [
    // Set up before the window (its 8-K is outside it), last stated in a 10-Q inside it.
    record(oldStart, 500e6, null, null, oldEnd, '8-K', addDays(oldStart, 1), 11),
    record(oldStart, 500e6, 312.5e6, addDays(oldReport, -40), oldEnd, '10-Q', oldReport, 12),
    record(newStart, 1e9, null, null, addMonths(newStart, 36), '8-K', addDays(newStart, 1), 21),
    record(newStart, 1e9, null, null, addMonths(newStart, 36), '424B5', addDays(newStart, 1), 22),
    record(newStart, 1e9, 180e6, addDays(newReport, -30), null, '10-Q', newReport, 23),
  ];
}

/** The buyback part: made when migration 13 adds its tables. */
export const buybacksSample: FamilySample = {
  name: 'buybacks',
  since: 13,
  load: async (tx, asOf, p) => {
    const at = timestamp(p);
    const concepts = [AUTHORIZED_CONCEPT, REMAINING_CONCEPT, ...SHARES_CONCEPTS, ...AMOUNT_CONCEPTS];
    await tx.run(`DELETE FROM company_facts WHERE source = 'sample' AND concept IN (${concepts.map(() => '?').join(', ')})`, concepts);
    await appendSampleFacts(tx, sampleRepurchaseFacts(asOf).map((f) => ({ ...f, taxonomy: 'us-gaap' })), at);
    const nullable = (v: string | null, put: (s: string) => void, a: { appendNull(): void }) => (v === null ? a.appendNull() : put(v));
    await append(tx, 'buyback_programs', (a) => {
      for (const r of sampleBuybackRecords(asOf)) {
        a.appendVarchar(r.ticker);
        nullable(r.announcedDate, (d) => a.appendDate(dateValue(d)), a);
        a.appendDouble(r.authorizedAmount);
        a.appendVarchar(r.authorizedUnit);
        if (r.remainingAmount === null) {
          a.appendNull();
          a.appendNull();
        } else {
          a.appendDouble(r.remainingAmount);
          a.appendVarchar(r.authorizedUnit);
        }
        a.appendDate(dateValue(r.asOfDate));
        nullable(r.expires, (d) => a.appendDate(dateValue(d)), a);
        a.appendBoolean(r.combinedEquity);
        a.appendVarchar(r.form);
        a.appendDate(dateValue(r.filedDate));
        a.appendVarchar(r.accession);
        a.appendNull();
        provenance(a, at);
        a.endRow();
      }
    });
    await append(tx, 'atm_programs', (a) => {
      for (const r of sampleAtmRecords(asOf)) {
        a.appendVarchar(r.ticker);
        a.appendDate(dateValue(r.establishedDate));
        a.appendDouble(r.capacityUsd);
        if (r.soldUsd === null) a.appendNull();
        else a.appendDouble(r.soldUsd);
        nullable(r.soldAsOf, (d) => a.appendDate(dateValue(d)), a);
        nullable(r.expirationDate, (d) => a.appendDate(dateValue(d)), a);
        a.appendVarchar(r.form);
        a.appendDate(dateValue(r.filedDate));
        a.appendVarchar(r.accession);
        a.appendNull();
        provenance(a, at);
        a.endRow();
      }
    });
  },
};
