/**
 * One registration assembled from its filings, the read of its effective filing, its filer's ticker
 * link and its annual financials: the row of the list and the detail of one CIK.
 */
import { availability, suppressesTerms } from './availability';
import { effectiveFiling } from './effective';
import type { StoredFiling, StoredRead, TickerLink } from './registrations-sql';
import type { FinancialYear, RegistrationDetail, RegistrationRow } from './schemas';
import { registrationStatus } from './status';
import { FINAL_PROSPECTUS, REGISTRATION_STATEMENTS } from './forms';

export interface RegistrationInput {
  /** Its filings, newest first. */
  filings: readonly StoredFiling[];
  reads: ReadonlyMap<string, StoredRead>;
  link: TickerLink | null;
  financials: readonly FinancialYear[];
}

const OPENING: readonly string[] = [...REGISTRATION_STATEMENTS, FINAL_PROSPECTUS];

/** The read of the effective filing (null when it has none) with the filing itself. */
function effective(input: RegistrationInput): { filing: StoredFiling | null; read: StoredRead | null } {
  const filing = effectiveFiling(input.filings);
  return { filing, read: filing === null ? null : (input.reads.get(filing.accession) ?? null) };
}

/** The list row of a registration. */
export function registrationRow(input: RegistrationInput): RegistrationRow {
  const newest = input.filings[0]!;
  const { filing, read } = effective(input);
  const status = registrationStatus(input.filings, input.link?.ticker ?? null);
  const completed = read !== null && read.state === 'Completed' ? read : null;
  const shown = completed !== null && !suppressesTerms(completed) ? completed : null;
  const terms = shown !== null && (shown.priceLow !== null || shown.priceHigh !== null || shown.sharesOffered !== null);
  const latestYear = input.financials[0] ?? null;
  const opening = input.filings.filter((f) => OPENING.includes(f.formType)).map((f) => f.filedDate).sort();
  const listedTicker = status === 'Listed' ? input.link!.ticker : null;
  return {
    cik: String(newest.cik),
    companyName: newest.companyName,
    isBlankCheck: input.filings.some((f) => input.reads.get(f.accession)?.state === 'Completed' && input.reads.get(f.accession)?.isBlankCheck === true),
    financialsCurrency: latestYear === null ? null : latestYear.currency,
    financialsAvailability: latestYear === null ? 'Unavailable' : 'Available',
    status,
    firstFiledDate: opening[0] ?? null,
    latestFilingDate: newest.filedDate,
    latestFormType: newest.formType,
    offeringType: completed?.offeringType ?? null,
    termsAvailability: availability(read, terms, true),
    effectiveProspectusForm: filing?.formType ?? null,
    effectiveProspectusFiledDate: filing?.filedDate ?? null,
    effectiveProspectusAccessionNumber: filing?.accession ?? null,
    effectiveProspectusUrl: filing?.url ?? null,
    proposedTicker: completed?.proposedTicker ?? null,
    listedTicker,
    exchange: completed?.exchange ?? (listedTicker === null ? null : input.link!.exchange),
    offerPriceLow: shown?.priceLow ?? null,
    offerPriceHigh: shown?.priceHigh ?? null,
    sharesOffered: shown?.sharesOffered ?? null,
    revenueFiscalYear: latestYear?.fiscalYear ?? null,
    revenue: latestYear?.revenue ?? null,
    revenueGrowthPercent: latestYear?.revenueGrowthPercent ?? null,
    grossMarginPercent: latestYear?.grossMarginPercent ?? null,
    netIncome: latestYear?.netIncome ?? null,
  };
}

const parsedList = <T>(json: string | null): T[] | null => (json === null ? null : (JSON.parse(json) as T[]));

/** The detail of a registration. */
export function registrationDetail(input: RegistrationInput): RegistrationDetail {
  const { filing, read } = effective(input);
  const completed = read !== null && read.state === 'Completed' ? read : null;
  const shown = completed !== null && !suppressesTerms(completed) ? completed : null;
  const underwriters = parsedList<string>(completed?.underwriters ?? null);
  const risks = parsedList<{ title: string; sourceQuote: string }>(completed?.riskFactors ?? null);
  const underwritersAvailability = availability(read, underwriters === null ? null : underwriters.length > 0, true);
  const riskFactorsAvailability = availability(read, risks === null ? null : risks.length > 0, false);
  return {
    registration: registrationRow(input),
    extractionForm: read === null ? null : filing!.formType,
    extractionFiledDate: read === null ? null : filing!.filedDate,
    extractionAccessionNumber: read === null ? null : filing!.accession,
    extractionEdgarUrl: read === null ? null : filing!.url,
    offeringTypeQuote: completed?.offeringTypeQuote ?? null,
    businessSummary: completed?.businessSummary ?? null,
    useOfProceeds: completed?.useOfProceeds ?? null,
    offerPriceQuote: shown?.priceQuote ?? null,
    sharesOfferedQuote: shown?.sharesQuote ?? null,
    underwritersAvailability,
    underwriters: underwritersAvailability === 'Available' ? underwriters! : [],
    riskFactorsAvailability,
    riskFactors: riskFactorsAvailability === 'Available' ? risks! : [],
    financials: [...input.financials],
    filings: input.filings.map((f) => ({ formType: f.formType, filedDate: f.filedDate, accessionNumber: f.accession, edgarUrl: f.url })),
  };
}
