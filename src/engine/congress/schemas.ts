/** Response shapes of the congressional-trading operations (zod, described for OpenAPI and the manual). */
import { z } from 'zod';
import { PageMeta } from '../../core/params';

export const CongressMemberSchema = z
  .object({
    id: z.uuid().describe('Member id: a uuid derived from the Bioguide id, stable across ingests; the memberId of trades and net worth.'),
    name: z.string().describe('Full name as the legislators roster writes it.'),
    position: z.string().describe('Chamber role, such as Senator (WA) or Representative (NC-11).'),
  })
  .describe('Member of Congress');

export const CongressMembersSchema = z
  .object({
    data: z.array(CongressMemberSchema).describe('Matching members sorted by name.'),
    hasMore: z.boolean().describe('More members match than limit returned.'),
  })
  .describe('Member search result');

export type CongressMember = z.infer<typeof CongressMemberSchema>;
export type CongressMembers = z.infer<typeof CongressMembersSchema>;

export const CongressTradeSchema = z
  .object({
    transactionDate: z.iso.date().describe('Date of the transaction as disclosed.'),
    filingDate: z.iso.date().describe('Date the disclosure was filed: the earliest the market could know (up to about 45 days after the transaction).'),
    ticker: z.string().nullable().describe('Ticker the filing names; null when it names none (-- in Senate reports).'),
    memberId: z.uuid().describe('Member id, as the member search returns it.'),
    memberName: z.string().describe('Member\'s name from the roster.'),
    memberPosition: z.string().describe('Member\'s chamber role, such as Senator (WA).'),
    transactionType: z.enum(['Purchase', 'Sale']).describe('Purchase or Sale (a partial sale is a Sale).'),
    assetName: z.string().describe('Asset as described in the filing, HTML stripped to text.'),
    assetType: z.string().describe('Instrument type as stated (House codes such as ST or OP); empty when none stated.'),
    subholding: z.string().describe('Disclosed parent account; empty when none.'),
    ownerType: z.enum(['Self', 'Spouse', 'Joint', 'Child', '']).describe('Whose holding: Self, Spouse, Joint, Child, or empty when none stated (House SP/JT/DC normalized).'),
    amountFrom: z.number().describe('Lower bound of the disclosed amount band (USD): never an exact amount.'),
    amountTo: z.number().nullable().describe('Upper bound of the band (USD); null for an open band (Over $50,000,000).'),
  })
  .describe('Congressional trade');

export const CongressTradesSchema = z
  .object({ data: z.array(CongressTradeSchema).describe('Trades, newest transaction first.'), meta: PageMeta })
  .describe('Congressional trades');

export type CongressTrade = z.infer<typeof CongressTradeSchema>;
export type CongressTrades = z.infer<typeof CongressTradesSchema>;

export const NetWorthRowSchema = z
  .object({
    year: z.number().int().describe('Calendar year the annual report covers.'),
    filedDate: z.iso.date().describe('Date the annual report was filed.'),
    netWorthMinimum: z.number().describe('Lower bound of net worth from the disclosed asset and liability bands (USD).'),
    netWorthMaximum: z.number().describe('Upper bound of net worth from the disclosed bands (USD).'),
    assetCount: z.number().int().describe('Assets the report lists.'),
    liabilityCount: z.number().int().describe('Liabilities the report lists.'),
  })
  .describe('Net-worth band of one year');

export const NetWorthSchema = z
  .object({
    memberId: z.uuid().describe('Member id.'),
    memberName: z.string().describe('Member\'s name from the roster.'),
    data: z.array(NetWorthRowSchema).describe('Years with an electronically filed annual report, newest first; a missing year means no electronic filing, not zero.'),
    hasMore: z.boolean().describe('More years are on file than limit returned.'),
  })
  .describe('Net-worth bands of a member');

export type NetWorthRow = z.infer<typeof NetWorthRowSchema>;
export type NetWorth = z.infer<typeof NetWorthSchema>;

export const MarketActivityRowSchema = z
  .object({
    ticker: z.string().describe('Ticker the trades name.'),
    distinctBuyers: z.number().int().describe('Members with a purchase in the window.'),
    distinctSellers: z.number().int().describe('Members with a sale in the window.'),
    buyTrades: z.number().int().describe('Purchases in the window.'),
    sellTrades: z.number().int().describe('Sales in the window.'),
    estimatedBuyFlowUsd: z.number().describe('Purchases, each at the midpoint of its band (an open band at its lower bound), USD.'),
    estimatedSellFlowUsd: z.number().describe('Sales, each at the midpoint of its band, USD.'),
    estimatedNetFlowUsd: z.number().describe('Buy flow less sell flow, USD.'),
    topBuyers: z.array(z.string()).describe('Names of the members buying most (by estimated flow), up to five.'),
    topSellers: z.array(z.string()).describe('Names of the members selling most (by estimated flow), up to five.'),
    latestFilingDate: z.iso.date().describe('Newest filing date among the ticker\'s trades in the window.'),
    latestTransactionDate: z.iso.date().describe('Newest transaction date among them.'),
  })
  .describe('Congressional flow in one ticker');

export const MarketActivitySchema = z
  .object({
    windowDays: z.number().int().describe('Days of filings counted, ending today (the window is anchored on filing date).'),
    direction: z.enum(['buys', 'sells']).describe('buys: tickers with net buying, most first; sells: net selling, most first.'),
    chamber: z.enum(['senate', 'house']).nullable().describe('Chamber counted; null when both.'),
    data: z.array(MarketActivityRowSchema).describe('Tickers in the direction, largest net flow that way first.'),
    total: z.number().int().describe('Tickers in the direction before limit.'),
  })
  .describe('Congressional market activity');

export type MarketActivityRow = z.infer<typeof MarketActivityRowSchema>;
export type MarketActivity = z.infer<typeof MarketActivitySchema>;
