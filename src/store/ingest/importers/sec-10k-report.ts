/**
 * Which annual report an inline XBRL document is: its filer (dei:EntityCentralIndexKey, the registrant
 * name), form (dei:DocumentType), fiscal period (the period of the context its dei facts are given in, and
 * dei:DocumentFiscalYearFocus) and the trading symbols its cover page states. Every missing or unreadable
 * fact is a refusal that names it.
 */
import { fileProblem } from '../problems';
import { firstFact, readDeiFacts } from './inline-xbrl-dei';

/** The forms read as annual reports. */
export const ANNUAL_FORMS = ['10-K', '10-K/A', '10-KT', '10-KT/A', '20-F', '20-F/A', '40-F', '40-F/A'] as const;

export interface ReportIdentity {
  cik: number;
  /** The registrant's name as the cover page writes it; null when it writes none. */
  name: string | null;
  form: string;
  periodEnd: string;
  fiscalYear: number | null;
  /** The cover page's trading symbols, as written (one per class). */
  tradingSymbols: string[];
}

export function readReportIdentity(file: string, html: string): ReportIdentity {
  const dei = readDeiFacts(html);
  if (!dei.hasHeader) {
    throw fileProblem(file, 'is not an inline XBRL document: it has no ix:header (the primary document of a 10-K filed since 2019 has one)');
  }
  const cikFact = firstFact(dei, 'EntityCentralIndexKey');
  if (cikFact === null || !/^\d{1,10}$/.test(cikFact.value)) {
    throw fileProblem(file, cikFact === null ? 'states no dei:EntityCentralIndexKey, so its filer is unknown' : `has a dei:EntityCentralIndexKey of "${cikFact.value}", which is not a CIK`);
  }
  const type = firstFact(dei, 'DocumentType')?.value.toUpperCase() ?? null;
  if (type === null) throw fileProblem(file, 'states no dei:DocumentType, so it cannot be told to be an annual report');
  if (!(ANNUAL_FORMS as readonly string[]).includes(type)) {
    throw fileProblem(file, `is not an annual report: its dei:DocumentType is ${type}, not one of ${ANNUAL_FORMS.join(', ')}`);
  }
  // The fiscal period: the context of the document-level facts (the CIK's and the fiscal year's), a duration.
  const periodEnd = [cikFact, firstFact(dei, 'DocumentFiscalYearFocus'), firstFact(dei, 'DocumentType')].find((f) => f?.end != null)?.end ?? null;
  if (periodEnd === null) throw fileProblem(file, 'gives its dei facts no context with a period, so the fiscal period it reports is unknown');
  const year = firstFact(dei, 'DocumentFiscalYearFocus')?.value ?? '';
  return {
    cik: Number(cikFact.value),
    name: firstFact(dei, 'EntityRegistrantName')?.value || null,
    form: type,
    periodEnd,
    fiscalYear: /^\d{4}$/.test(year) ? Number(year) : null,
    tradingSymbols: (dei.facts.get('TradingSymbol') ?? []).map((f) => f.value).filter((v) => v !== ''),
  };
}
