/** Response shapes of the investment-adviser operations (zod, described for OpenAPI and the manual). */
import { z } from 'zod';

const nullableText = (description: string) => z.string().nullable().describe(description);
const usd = (description: string) => z.number().nullable().describe(`${description} (USD); null when not filed.`);
const charges = (what: string) => z.boolean().describe(`The adviser is compensated by ${what} (Form ADV Item 5E).`);
const AS_OF = 'Date of the monthly bulk extract (yyyy-MM-dd); the figures in it may be older (see the filing dates of Form ADV).';

export const AdviserSearchRowSchema = z
  .object({
    crd: z.number().int().describe('CRD number of the adviser: the key of the profile route.'),
    legalName: z.string().describe('Legal name as filed.'),
    primaryBusinessName: nullableText('Name the adviser does business under, as filed.'),
    city: nullableText('City of the main office.'),
    state: nullableText('State or province of the main office.'),
    country: nullableText('Country of the main office.'),
    totalRegulatoryAum: usd('Total regulatory assets under management, Item 5F(2)(c)'),
    numberOfEmployees: z.number().int().nullable().describe('Employees (Item 5A); null when not filed.'),
    asOfDate: z.iso.date().describe(AS_OF),
  })
  .describe('Investment adviser');

export const AdviserSearchSchema = z
  .object({
    totalMatches: z.number().int().describe('Advisers matching the query, before limit.'),
    data: z.array(AdviserSearchRowSchema).describe('Best match tier first (exact name, then every word), then largest regulatory AUM, name and CRD.'),
  })
  .describe('Investment adviser search result');

export const AdviserProfileSchema = z
  .object({
    crd: z.number().int().describe('CRD number of the adviser.'),
    secNumber: nullableText('SEC file number (801-…), as filed.'),
    legalName: z.string().describe('Legal name as filed.'),
    primaryBusinessName: nullableText('Name the adviser does business under, as filed.'),
    city: nullableText('City of the main office.'),
    state: nullableText('State or province of the main office.'),
    country: nullableText('Country of the main office.'),
    website: nullableText('Website as filed, possibly a social-media page; null when none.'),
    secStatus: nullableText('SEC registration status as filed (Approved, …).'),
    numberOfEmployees: z.number().int().nullable().describe('Employees (Item 5A); null when not filed.'),
    totalRegulatoryAum: usd('Total regulatory assets under management, Item 5F(2)(c)'),
    discretionaryAum: usd('Regulatory assets managed with discretion, Item 5F(2)(a)'),
    nonDiscretionaryAum: usd('Regulatory assets managed without discretion, Item 5F(2)(b)'),
    chargesPercentageOfAum: charges('a percentage of assets under management'),
    chargesHourly: charges('hourly charges'),
    chargesSubscription: charges('subscription fees (a newsletter or periodical)'),
    chargesFixed: charges('fixed fees other than subscriptions'),
    chargesCommissions: charges('commissions'),
    chargesPerformanceBased: charges('performance-based fees'),
    chargesOther: charges('another arrangement'),
    asOfDate: z.iso.date().describe(AS_OF),
  })
  .describe('Investment adviser profile');

export type AdviserSearchRow = z.output<typeof AdviserSearchRowSchema>;
export type AdviserSearch = z.output<typeof AdviserSearchSchema>;
export type AdviserProfile = z.output<typeof AdviserProfileSchema>;
