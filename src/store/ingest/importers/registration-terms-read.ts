/**
 * Checking a `registration-terms` document (layout in `./registration-terms.ts`): every read with every
 * bad value an issue placed by its path (`reads[2].offerPriceLow`), never a guess.
 */
import { isIsoDate } from '../../../core/dates';
import { FINAL_PROSPECTUS, OFFERING_TYPES, READ_STATES, REGISTRATION_STATEMENTS, type OfferingType, type ReadState } from '../../../engine/ipos/forms';
import type { StoredRead } from '../../../engine/ipos/registrations-sql';
import type { FileIssue } from '../problems';

/** One read as stored: the columns of `registration_terms` before provenance. */
export interface TermsRead extends StoredRead {
  cik: number;
  formType: string;
  filedDate: string;
}

const READ_FORMS: readonly string[] = [...REGISTRATION_STATEMENTS, FINAL_PROSPECTUS];
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const shown = (v: unknown): string | null => (v === undefined || v === null ? null : typeof v === 'string' ? v : JSON.stringify(v));

/** The reads of `reads`, with an issue for each bad value (a read with any is left out). */
export function checkReads(reads: readonly unknown[], issues: FileIssue[]): TermsRead[] {
  const out: TermsRead[] = [];
  reads.forEach((raw, i) => {
    const at = `reads[${i}]`;
    const r = isRecord(raw) ? raw : {};
    const problems: FileIssue[] = [];
    const bad = (field: string, problem: string) => problems.push({ line: null, at: `${at}.${field}`, column: null, value: shown(r[field]), problem });
    if (!isRecord(raw)) problems.push({ line: null, at, column: null, problem: 'is not an object' });
    const text = (field: string): string | null => {
      const v = r[field];
      if (v === undefined || v === null) return null;
      if (typeof v !== 'string' || v.trim() === '') bad(field, 'is not a non-empty string or null');
      return typeof v === 'string' ? v.trim() : null;
    };
    const positive = (field: string): number | null => {
      const v = r[field];
      if (v === undefined || v === null) return null;
      if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) bad(field, 'is not a positive number or null');
      return typeof v === 'number' ? v : null;
    };
    if (typeof r.cik !== 'number' || !Number.isInteger(r.cik) || r.cik <= 0 || r.cik > 9_999_999_999) bad('cik', 'is not a CIK (a positive whole number)');
    if (typeof r.accession !== 'string' || !/^\d{10}-\d{2}-\d{6}$/.test(r.accession)) bad('accession', 'is not an accession number such as 0001104659-24-108432');
    if (typeof r.formType !== 'string' || !READ_FORMS.includes(r.formType)) bad('formType', `is not one of ${READ_FORMS.join(', ')}`);
    if (typeof r.filedDate !== 'string' || !isIsoDate(r.filedDate)) bad('filedDate', 'is not a date in yyyy-MM-dd form');
    if (typeof r.state !== 'string' || !(READ_STATES as readonly string[]).includes(r.state)) bad('state', `is not one of ${READ_STATES.join(', ')}`);
    const completed = r.state === 'Completed';
    const offeringType = r.offeringType ?? null;
    if (completed && (typeof offeringType !== 'string' || !(OFFERING_TYPES as readonly string[]).includes(offeringType))) bad('offeringType', `is not one of ${OFFERING_TYPES.join(', ')} (a Completed read states it)`);
    if (!completed && offeringType !== null) bad('offeringType', 'is given for a read that is not Completed');
    if (r.isBlankCheck !== undefined && r.isBlankCheck !== null && typeof r.isBlankCheck !== 'boolean') bad('isBlankCheck', 'is not true, false or null');
    const low = positive('offerPriceLow');
    const high = positive('offerPriceHigh');
    if (low !== null && high !== null && low > high) bad('offerPriceLow', `is above offerPriceHigh (${high})`);
    if ((low === null) !== (high === null)) bad(low === null ? 'offerPriceLow' : 'offerPriceHigh', 'is missing while the other end of the range is given (a fixed price has both equal)');
    const list = (field: string, item: (v: unknown) => boolean, what: string): string | null => {
      const v = r[field];
      if (v === undefined || v === null) return null;
      if (!Array.isArray(v) || !v.every(item)) bad(field, `is not an array of ${what} or null`);
      return Array.isArray(v) ? JSON.stringify(v) : null;
    };
    const read: TermsRead = {
      cik: r.cik as number, accession: r.accession as string, formType: r.formType as string, filedDate: r.filedDate as string,
      state: r.state as ReadState, offeringType: offeringType as OfferingType | null, offeringTypeQuote: text('offeringTypeQuote'),
      isBlankCheck: typeof r.isBlankCheck === 'boolean' ? r.isBlankCheck : null, proposedTicker: text('proposedTicker'), exchange: text('exchange'),
      priceLow: low, priceHigh: high, priceQuote: text('offerPriceQuote'), sharesOffered: positive('sharesOffered'),
      sharesQuote: text('sharesOfferedQuote'),
      underwriters: list('underwriters', (u) => typeof u === 'string' && u.trim() !== '', 'names'),
      businessSummary: text('businessSummary'), useOfProceeds: text('useOfProceeds'),
      riskFactors: list('riskFactors', (f) => isRecord(f) && typeof f.title === 'string' && f.title !== '' && typeof f.sourceQuote === 'string' && f.sourceQuote !== '', '{title, sourceQuote}'),
    };
    issues.push(...problems);
    if (problems.length === 0) out.push(read);
  });
  return out;
}
