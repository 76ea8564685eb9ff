/** Response shapes of the congressional-trading operations (zod, described for OpenAPI and the manual). */
import { z } from 'zod';

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
