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
    industry: nullableText("SEC's standard industrial classification description of the company; null while the store holds none."),
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
