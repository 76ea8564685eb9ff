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
