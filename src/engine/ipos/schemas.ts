/** Response shapes of the registration (IPO) reads (zod, described for OpenAPI and the manual). */
import { z } from 'zod';
import { PageMeta } from '../../core/params';
import { AVAILABILITIES, OFFERING_TYPES, STATUSES } from './forms';

const date = (description: string) => z.iso.date().nullable().describe(description);
const text = (description: string) => z.string().nullable().describe(description);
const amount = (description: string) => z.number().nullable().describe(description);
const availability = (description: string) => z.enum(AVAILABILITIES).describe(description);

export const RegistrationRowSchema = z
  .object({
    cik: z.string().describe("The filer's SEC central index key, without leading zeros (1999101)."),
    companyName: z.string().describe("The filer's name as its newest registration filing gives it."),
    isBlankCheck: z.boolean().describe('True when a read of its filings calls the filer a blank check company (a SPAC).'),
    financialsCurrency: text('Currency of the financial figures (USD); null without financials.'),
    financialsAvailability: z.enum(['Available', 'Unavailable']).describe("Available when the filer's own tagged annual statements (XBRL company facts) are stored."),
    status: z.enum(STATUSES).describe('Filed, Priced (a final prospectus is on file), Listed (priced, and the filer has a ticker) or Withdrawn (the newest filing is a withdrawal request).'),
    firstFiledDate: date('Date of its first registration statement or prospectus on file (yyyy-MM-dd).'),
    latestFilingDate: z.iso.date().describe('Date of its newest registration filing, withdrawal requests included.'),
    latestFormType: z.string().describe('Form of that filing: S-1, S-1/A, F-1, F-1/A, 424B4 or RW.'),
    offeringType: z.enum(OFFERING_TYPES).nullable().describe('Primary (including mixed issuer and resale), Resale, DirectListing, NonOffering or Unknown, from the read of the effective filing; null until it is read.'),
    termsAvailability: availability('Available, NoneStated (read; no price or share figure stated), Unavailable (read rejected, or terms suppressed for NonOffering and Unknown) or Pending (not read yet).'),
    effectiveProspectusForm: text('Form of the filing the terms come from: the newest 424B4, else the newest amendment or registration statement.'),
    effectiveProspectusFiledDate: date('Its filing date.'),
    effectiveProspectusAccessionNumber: text('Its accession number.'),
    effectiveProspectusUrl: text('Its submission on EDGAR.'),
    proposedTicker: text('The ticker the filing proposes; null when it states none or is not read.'),
    listedTicker: text("The filer's ticker once Listed (SEC's ticker links); null otherwise."),
    exchange: text('The exchange the filing names (else the ticker link\'s exchange once listed).'),
    offerPriceLow: amount('Low end of the offer price range in USD per share (the fixed price of a final prospectus); null when suppressed or not stated.'),
    offerPriceHigh: amount('High end of the offer price range in USD per share; null when suppressed or not stated.'),
    sharesOffered: amount('Shares (or units) offered; null when suppressed or not stated.'),
    revenueFiscalYear: z.number().int().nullable().describe('Fiscal year (calendar year of its end) of the newest annual financials.'),
    revenue: amount('Revenue of that year.'),
    revenueGrowthPercent: amount('Revenue growth over the year before, in percent (12.5 means 12.5%).'),
    grossMarginPercent: amount('Gross profit ÷ revenue, in percent.'),
    netIncome: amount('Net income (loss) of that year.'),
  })
  .describe('A registration (IPO) in the pipeline');
export type RegistrationRow = z.infer<typeof RegistrationRowSchema>;

export const RegistrationPageSchema = z.object({ data: z.array(RegistrationRowSchema), meta: PageMeta }).describe('Registrations, newest filing activity first');

export const FinancialYearSchema = z
  .object({
    fiscalYear: z.number().int().describe('Calendar year of the fiscal year end.'),
    periodEnd: z.iso.date().describe('End of the fiscal year (yyyy-MM-dd).'),
    currency: z.string().describe('Currency of the figures (USD).'),
    revenue: amount('Revenue.'),
    revenueGrowthPercent: amount('Revenue growth over the year before, in percent.'),
    grossProfit: amount('Gross profit.'),
    grossMarginPercent: amount('Gross profit ÷ revenue, in percent.'),
    operatingIncome: amount('Operating income (loss).'),
    netIncome: amount('Net income (loss).'),
    operatingCashFlow: amount('Net cash from operating activities.'),
    totalAssets: amount('Total assets at the year end.'),
    cashAndEquivalents: amount('Cash and cash equivalents at the year end.'),
    stockholdersEquity: amount("Stockholders' equity at the year end."),
  })
  .describe("One fiscal year of the filer's tagged annual statements");
export type FinancialYear = z.infer<typeof FinancialYearSchema>;

export const RegistrationFilingSchema = z
  .object({
    formType: z.string().describe('S-1, S-1/A, F-1, F-1/A, 424B4 or RW.'),
    filedDate: z.iso.date().describe('Filing date (yyyy-MM-dd).'),
    accessionNumber: z.string().describe('Accession number.'),
    edgarUrl: z.string().describe('The submission on EDGAR.'),
  })
  .describe('A registration filing');

export const RegistrationDetailSchema = z
  .object({
    registration: RegistrationRowSchema,
    extractionForm: text('Form of the filing whose read gives the terms (the effective filing); null when it has no read.'),
    extractionFiledDate: date('Its filing date.'),
    extractionAccessionNumber: text('Its accession number.'),
    extractionEdgarUrl: text('Its submission on EDGAR.'),
    offeringTypeQuote: text('The sentence the offering type was read from.'),
    businessSummary: text('What the filer does, as the filing summarizes it.'),
    useOfProceeds: text('What the filing says the proceeds are for.'),
    offerPriceQuote: text('The sentence stating the price; null when suppressed or not stated.'),
    sharesOfferedQuote: text('The sentence stating the shares offered; null when suppressed or not stated.'),
    underwritersAvailability: availability('Available, NoneStated, Unavailable (read rejected, or NonOffering and Unknown classifications) or Pending.'),
    underwriters: z.array(z.string()).describe('Underwriters the filing names; empty unless Available.'),
    riskFactorsAvailability: availability('Available, NoneStated, Unavailable (read rejected) or Pending.'),
    riskFactors: z.array(z.object({ title: z.string(), sourceQuote: z.string() })).describe('Risk factors, each its heading and the sentence it was read from.'),
    financials: z.array(FinancialYearSchema).describe('Annual financials, newest fiscal year first.'),
    filings: z.array(RegistrationFilingSchema).describe('Every registration filing of the filer, newest first.'),
  })
  .describe('A registration with its terms, financials and filings');
export type RegistrationDetail = z.infer<typeof RegistrationDetailSchema>;
