/** Response shape of the fund-operations operation (zod, described for OpenAPI and the manual). */
import { z } from 'zod';

/** The one coverage value: N-CEN is filed per registrant, and only the filings stored here are read. */
export const OPERATIONS_COVERAGE = 'registrantLevelTrackedIssuerFeed';

export const ServiceProviderSchema = z
  .object({
    role: z.string().describe('investmentAdviser, subAdviser, transferAgent, pricingService, custodian, shareholderServicingAgent, administrator, securitiesLendingAgent, liquidityClassificationService, collateralManager, principalUnderwriter or publicAccountant.'),
    name: z.string().describe('Name as filed.'),
    country: z.string().nullable().describe('Country as filed (ISO 3166 code); null when not filed.'),
    isAffiliated: z.boolean().nullable().describe('The filing\'s answer whether the provider is affiliated (with the fund, its adviser or, for an underwriter, the registrant); null where the form asks none or it was not answered.'),
  })
  .describe('Service provider');

export const FundOperationRowSchema = z
  .object({
    filedDate: z.iso.date().nullable().describe('Date the filing was filed, as its file name stated it at ingest; null when unknown.'),
    reportPeriodEnd: z.iso.date().describe('Last day of the period the filing reports on.'),
    investmentCompanyType: z.string().nullable().describe('Registration form of the registrant: N-1A, N-2, N-3, N-4, N-5, N-6 or S-6.'),
    investmentCompanyFileNumber: z.string().nullable().describe('Investment Company Act file number of the registrant (811-…).'),
    isAmendment: z.boolean().describe('The filing is an amendment (N-CEN/A).'),
    isFirstFiling: z.boolean().nullable().describe('The registrant answered that this is its first N-CEN; null when unanswered.'),
    isLastFiling: z.boolean().nullable().describe('The registrant answered that this is its last N-CEN; null when unanswered.'),
    serviceProviders: z.array(ServiceProviderSchema).describe('The fund\'s own providers, then the registrant\'s, in filing order.'),
    accessionNumber: z.string().nullable().describe('EDGAR accession number; null when the ingested file did not state it.'),
    registrantName: z.string().describe('Registrant (trust or company) that filed.'),
    registrantCik: z.string().describe('CIK of the registrant, as filed.'),
  })
  .describe('Fund operations filing');

export const FundOperationsSchema = z
  .object({
    profileId: z.string().describe('Profile id of the fund: its SEC series id.'),
    seriesName: z.string().nullable().describe('Name of the series as filed; null when no stored filing names it.'),
    coverage: z.literal(OPERATIONS_COVERAGE).describe('Always registrantLevelTrackedIssuerFeed: filings are registrant-level and only stored ones are read.'),
    coverageNote: z.string().describe('What the rows cover, and why an empty list is no evidence of no filing.'),
    data: z.array(FundOperationRowSchema).describe('Newest first: report period, then filing date, then filing.'),
  })
  .describe('Fund operations');

export type ServiceProvider = z.output<typeof ServiceProviderSchema>;
export type FundOperationRow = z.output<typeof FundOperationRowSchema>;
export type FundOperations = z.output<typeof FundOperationsSchema>;
