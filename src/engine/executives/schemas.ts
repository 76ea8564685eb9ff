/** Response shape of the executive-change read (zod, described for OpenAPI and the manual). */
import { z } from 'zod';
import { PageMetaWithTotal } from '../../core/params';
import { ACTIONS, ROLE_MEANINGS, ROLES } from './vocabulary';

const ROLE_WORDS = ROLES.map((role) => `${role} (${ROLE_MEANINGS[role]})`).join('; ');

export const ExecutiveChangeSchema = z
  .object({
    filedDate: z.iso.date().describe('Date the 8-K was filed (yyyy-MM-dd).'),
    personName: z.string().describe('The person as the filing names them.'),
    role: z.enum(ROLES).describe(`The office, normalized: ${ROLE_WORDS}. A title naming two offices takes the more senior.`),
    roleText: z.string().describe('The title as the filing writes it ("interim Chief Executive Officer", "Chairman and Chief Executive Officer").'),
    action: z.enum(ACTIONS).describe('Appointed (appointed, named, elected, promoted, to succeed), Resigned (resigned, stepped down, will not stand for re-election), Terminated (terminated, removed, a separation without cause) or Retired.'),
    effectiveDate: z.iso.date().nullable().describe('The date the change takes effect, as written after "effective"; null when the text gives none.'),
    disclosure: z.string().describe('The sentence (or two) of Item 5.02 the change was read from.'),
    form: z.string().describe('8-K or 8-K/A.'),
    filingUrl: z.string().nullable().describe('The 8-K on EDGAR; null when its address is not known.'),
    documentId: z.uuid().describe('The stored 8-K (fds filings show / read, GET /v1/filings/{documentId}).'),
    lineNumber: z.number().int().describe('The stored line the disclosure starts on.'),
  })
  .describe('An executive or director change read from an 8-K Item 5.02');
export type ExecutiveChange = z.infer<typeof ExecutiveChangeSchema>;

export const ExecutiveCoverageSchema = z
  .object({
    processedFilingCount: z.number().int().describe('The 8-Ks and 8-K/As of the stock listing Item 5.02, filed in the date window, that were read.'),
    coverageStartDate: z.iso.date().nullable().describe('Filing date of the oldest of them; null when none was read.'),
    coverageEndDate: z.iso.date().nullable().describe('Filing date of the newest of them; null when none was read.'),
  })
  .describe('What was read: an empty list means no change in these filings, not that nothing is known');

export const ExecutiveChangePageSchema = z
  .object({
    ticker: z.string().describe('The listing asked for.'),
    coverage: ExecutiveCoverageSchema,
    data: z.array(ExecutiveChangeSchema),
    meta: PageMetaWithTotal,
  })
  .describe('Executive changes, newest filing first, each filing\'s changes in reading order');
export type ExecutiveChangePage = z.infer<typeof ExecutiveChangePageSchema>;
