/** Response shapes of the buyback and at-the-market program reads (zod, described for OpenAPI and the manual). */
import { z } from 'zod';

const isoDate = (description: string) => z.iso.date().describe(description);
const nullableDate = (description: string) => z.iso.date().nullable().describe(description);
const unit = (description: string) => z.enum(['USD', 'shares']).nullable().describe(description);

const ticker = z.string().describe('The listing key the answer is for (AAPL, BRK-B).');
const companyName = z.string().nullable().describe("The listing's own name (else SEC's name of the company); null when neither is stored.");

export const FilingSourceSchema = z
  .object({
    form: z.string().describe('Form type of the filing: 10-K, 10-Q, 8-K, 424B5, …'),
    filedDate: nullableDate('Date the filing was filed (yyyy-MM-dd); null when the fact does not say.'),
    accession: z.string().describe('SEC accession number (0000320193-25-000079).'),
    url: z.string().nullable().describe('Where the filing is published; null when the record gives none.'),
  })
  .describe('A filing a figure comes from');
export type FilingSource = z.infer<typeof FilingSourceSchema>;

export const BuybackProgramSchema = z
  .object({
    origin: z
      .enum(['xbrl', 'extracted'])
      .describe("xbrl: the authorization figures tagged in the company's newest report that tags either; extracted: a program record ingested with fds ingest buyback-programs."),
    announcedDate: nullableDate('Date the board approved or announced the program; null when the source does not say (always for xbrl).'),
    authorizedAmount: z.number().nullable().describe('Size of the authorization in authorizedUnit; null when the source does not state it.'),
    authorizedUnit: unit('USD or shares; null with authorizedAmount.'),
    remainingAuthorizedAmount: z.number().nullable().describe('What is left of the authorization at asOfDate, in remainingAuthorizedUnit; null means not disclosed, never zero.'),
    remainingAuthorizedUnit: unit('USD or shares; null with remainingAuthorizedAmount.'),
    asOfDate: isoDate('Date the figures are measured at: the balance-sheet date of a report (yyyy-MM-dd).'),
    expires: nullableDate('Date the authorization expires; null when none is stated.'),
    dollarsAreCombinedEquity: z.boolean().describe('The dollar authorization covers common stock and other equity (preferred, warrants) together, not common alone.'),
    source: FilingSourceSchema,
  })
  .describe('A tracked repurchase program');

export const RepurchasePeriodSchema = z
  .object({
    fiscalYear: z.number().int().nullable().describe('Fiscal year of the period, as the first filing to report it labels it.'),
    fiscalPeriod: z.string().nullable().describe('FY for a fiscal year; Q1, Q2, Q3 (and Q4 when a filing tags its fourth quarter) for a quarter; YTD for the year to date.'),
    periodStart: isoDate('First day of the period (yyyy-MM-dd).'),
    periodEnd: isoDate('Last day of the period (yyyy-MM-dd).'),
    sharesRepurchased: z.number().nullable().describe('Shares bought back in the period; null when no filing tags it.'),
    amountRepurchasedUsd: z.number().nullable().describe('Dollars spent on buybacks in the period; null when no filing tags it.'),
    averagePriceUsd: z.number().nullable().describe('amountRepurchasedUsd ÷ sharesRepurchased, two decimals; null unless both are tagged and shares are above 0.'),
    source: FilingSourceSchema.describe('The filing of the dollar figure (else of the share figure), the newest to tag it.'),
  })
  .describe('Repurchases in one period');

export const YearToDateSchema = z
  .object({
    fiscalYear: z.number().int().nullable().describe('Fiscal year under way; null when no report of it is on file yet.'),
    periodStart: nullableDate('Day after the newest fiscal year on file ends; null when no fiscal year is on file.'),
    periodEnd: nullableDate('End of the newest report of the year; null when none is on file yet.'),
    sharesRepurchased: z.number().nullable().describe('Shares bought back in the year so far; null when not tagged.'),
    amountRepurchasedUsd: z.number().nullable().describe('Dollars spent in the year so far; null when not tagged.'),
    source: FilingSourceSchema.nullable().describe('The report the figures come from; null with periodEnd.'),
  })
  .describe("The current fiscal year's repurchases so far");

export const BuybackProgramsSchema = z
  .object({
    ticker,
    companyName,
    cik: z.number().int().nullable().describe("SEC central index key the listing's XBRL facts were read under; null when the listing links to none."),
    authorizedAmount: z.number().nullable().describe('authorizedAmount of the newest program (by asOfDate); null when none is tracked or it does not state one.'),
    authorizedUnit: unit('Unit of authorizedAmount; null with it.'),
    authorizedAsOf: nullableDate('asOfDate of that newest program; null when none is tracked.'),
    remainingAuthorizedAmount: z.number().nullable().describe("The newest program's remaining amount; null means not disclosed, never zero."),
    remainingAuthorizedUnit: unit('Unit of remainingAuthorizedAmount; null with it.'),
    programExpires: nullableDate("The newest program's expiry; null when none is stated or no program is tracked."),
    dollarsAreCombinedEquity: z.boolean().describe("The newest program's flag; false when no program is tracked."),
    programs: z.array(BuybackProgramSchema).describe('Tracked programs, newest asOfDate first; empty when nothing is on file.'),
    yearToDate: YearToDateSchema,
    annualHistory: z.array(RepurchasePeriodSchema).describe(`Repurchases per fiscal year (duration facts of 350 to 380 days), newest first, at most 10.`),
    quarterlyHistory: z.array(RepurchasePeriodSchema).describe('Repurchases per quarter (duration facts of 80 to 100 days), newest first, at most 8. A fourth quarter is listed only when a filing tags it; it is never derived.'),
  })
  .describe('Buyback programs and repurchase history of a listing');
export type BuybackPrograms = z.infer<typeof BuybackProgramsSchema>;
export type BuybackProgram = z.infer<typeof BuybackProgramSchema>;
export type RepurchasePeriod = z.infer<typeof RepurchasePeriodSchema>;
export type YearToDate = z.infer<typeof YearToDateSchema>;

export const AtmProgramSchema = z
  .object({
    establishedDate: isoDate('Date of the equity distribution or sales agreement that set the program up (yyyy-MM-dd).'),
    capacityUsd: z.number().describe('Aggregate offering price the agreement allows, in US dollars, as the newest source states it.'),
    cumulativeSoldUsd: z.number().nullable().describe('Gross proceeds sold under the program to soldAsOf, the newest figure disclosed; null when none is.'),
    soldAsOf: nullableDate('Date cumulativeSoldUsd is measured at; null with it.'),
    remainingUsd: z.number().nullable().describe('capacityUsd − cumulativeSoldUsd, never below 0; null with cumulativeSoldUsd.'),
    utilization: z.number().nullable().describe('cumulativeSoldUsd ÷ capacityUsd as a fraction (0.25 is a quarter used), 4 decimals; null with cumulativeSoldUsd.'),
    expirationDate: nullableDate('Date the program ends by its terms; null when no source states one.'),
    isExpired: z.boolean().describe('expirationDate is before today.'),
    expiresWithin90Days: z.boolean().describe('Not expired, and expirationDate is today or within the next 90 days.'),
    sources: z.array(FilingSourceSchema).describe('The filings of the last 13 months stating the program, newest filed first.'),
  })
  .describe('An at-the-market equity program');

export const AtmProgramsSchema = z
  .object({
    ticker,
    companyName,
    lookbackStartDate: isoDate('Earliest filing date counted: 13 months before today (yyyy-MM-dd).'),
    programs: z.array(AtmProgramSchema).describe('Programs stated in the filings of the last 13 months, newest established first. Empty: nothing was captured, not proof that no program exists.'),
  })
  .describe('At-the-market programs of a listing');
export type AtmPrograms = z.infer<typeof AtmProgramsSchema>;
export type AtmProgram = z.infer<typeof AtmProgramSchema>;
