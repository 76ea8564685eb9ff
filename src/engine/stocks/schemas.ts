/** Response shapes of the stock profile and the stock screener (zod, described for OpenAPI and the manual). */
import { z } from 'zod';

const nullableNumber = (description: string) => z.number().nullable().describe(description);
const nullableDate = (description: string) => z.iso.date().nullable().describe(description);
const nullableText = (description: string) => z.string().nullable().describe(description);

export const ProfileSchema = z
  .object({
    ticker: z.string().describe('The listing key (AAPL, BRK-B, XLON:VOD).'),
    name: z.string().describe("The listing's name."),
    kind: z.enum(['Stock', 'ETF']).describe('Stock or ETF.'),
    exchange: nullableText(
      "Market identifier code: a non-US listing's own (XLON), a US listing's from SEC's ticker file, else from a tracking fund's newest holdings row (XNAS, XNYS, XASE, ARCX, BATS); a name no code is known for as written; null when unknown.",
    ),
    currency: z.string().describe("Currency of the listing's prices, major unit (USD; GBP for a listing quoted in pence)."),
    sector: nullableText("Sector as a tracking fund's newest holdings row classifies the listing; null when no fund holding of it states one."),
    industry: nullableText("The title of SEC's Standard Industrial Classification of the company (sicDescription of its submissions document, as EDGAR writes it); null until one is ingested."),
    cik: z.number().int().nullable().describe("SEC central index key: SEC's newest link of the ticker, else an insider issuer record; null when neither names it."),
    isin: nullableText("ISIN: a verified European listing's, else the one an N-PORT holding of the ticker states; null when unknown."),
    sharesOutstanding: nullableNumber(
      "The listing's own share count: its exchange record (an insider issuer record) when stored, else the company's newest dei:EntityCommonStockSharesOutstanding when the company has no other US stock listing; restated onto today's split basis. Null when unknown (always for an ETF or a non-US listing).",
    ),
    sharesOutstandingDate: nullableDate('Date the share count is as of (before any split restatement); null with sharesOutstanding.'),
    marketCap: nullableNumber('sharesOutstanding × the close of marketCapDate, in the listing currency; null when either is missing.'),
    marketCapDate: nullableDate('Session of the newest settled close (positive volume) the market cap is valued at; null when no bar is stored.'),
    listingDate: nullableDate('Date of the first stored bar: the closest date the store knows to the listing date, not the date of the listing itself; null when no bar is stored.'),
  })
  .describe("A listing's identity and basic facts");
export type Profile = z.infer<typeof ProfileSchema>;

export const ScreenerRowSchema = z
  .object({
    ticker: z.string().describe('The listing key (AAPL, BRK-B).'),
    name: z.string().describe("The listing's name."),
    sector: nullableText("Sector as a tracking fund's newest holdings row classifies the listing; null when none states one."),
    price: nullableNumber('The newest settled close (positive volume) of the year ending on vintages.priceDate, USD.'),
    marketCap: nullableNumber("The listing's share count (as the profile's sharesOutstanding) × price, USD."),
    volume: nullableNumber('Average daily volume, shares, over the 20 trading sessions ending on vintages.priceDate (sessions with a bar).'),
    shortInterestPercent: nullableNumber("Short position at vintages.shortInterestSettlementDate (restated onto today's split basis) as a PERCENT of the share count (14.2 = 14.2%)."),
    daysToCover: nullableNumber("FINRA's days to cover at that settlement (999.99 is a capped real reading); null for the zero-volume placeholder or no reading."),
    dividendYieldPercent: nullableNumber('Cash dividends with an ex-date in the 365 days ending on vintages.priceDate ÷ price, a percent; 0 when none is stored for the window.'),
    revenueGrowthPercent: nullableNumber("Revenue of the company's newest fiscal year in its SEC company facts against the fiscal year before it, a percent."),
    grossMarginPercent: nullableNumber('Gross profit ÷ revenue of that fiscal year, a percent.'),
    institutionalOwnershipPercent: nullableNumber(
      "Shares 13F filers report holding at vintages.thirteenFQuarterEnd (restated onto today's split basis) ÷ the share count, a percent; null when no CUSIP map names the listing.",
    ),
  })
  .describe('One US stock listing of a screen; a figure the store cannot compute is null');

export const ScreenerSchema = z
  .object({
    totalCount: z.number().int().describe('Listings passing every filter.'),
    count: z.number().int().describe('Rows in this page.'),
    page: z.number().int().describe('This page, 1-based.'),
    totalPages: z.number().int().describe('Pages of `limit` rows the listings passing fill (0 when none pass).'),
    vintages: z
      .object({
        priceDate: z.iso.date().describe('The newest settled US session: price, volume and dividend windows end on it.'),
        shortInterestSettlementDate: nullableDate("The FINRA settlement shortInterestPercent and daysToCover are read at: the newest published by today that the store holds; null when none."),
        thirteenFQuarterEnd: nullableDate('The 13F quarter institutionalOwnershipPercent is read at: the newest stored quarter whose 45-day filing window has closed; null when none.'),
      })
      .describe('Which data the figures come from'),
    data: z.array(ScreenerRowSchema),
  })
  .describe('A page of the US stock listings passing a screen');
export type Screener = z.infer<typeof ScreenerSchema>;
export type ScreenerRow = z.infer<typeof ScreenerRowSchema>;
