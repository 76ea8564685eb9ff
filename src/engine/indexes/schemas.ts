/** Response shapes of the stock-index operations (zod, described for OpenAPI and the manual). */
import { z } from 'zod';
import { PageMeta, PageMetaWithTotal } from '../../core/params';

const slug = z.string().describe('Index slug: sp-500, sp-midcap-400, sp-smallcap-600, nasdaq-100, russell-1000, russell-2000, dow-jones-industrial-average.');
const indexName = z.string().describe('Index name, e.g. S&P 500.');
const asOfDate = z.iso.date().nullable().describe('Holdings date of the published list (yyyy-MM-dd); null while no complete list is held.');
const source = z
  .string()
  .nullable()
  .describe('The tracking fund and file the list is taken from, e.g. "IVV daily holdings file" or "IJH N-PORT-P filing"; null while none.');
const isDaily = z.boolean().describe("True when the list is a fund's daily holdings file; false for a quarterly N-PORT-P filing (and while no list is held).");
const constituentCount = z.number().int().describe('Rows of the published list; 0 while no complete list is held.');
const weight = z.number().describe("Fraction of the tracking fund's net assets (0.0721 is 7.21%).");
const ticker = z.string().nullable().describe('Listing the row is linked to; null when the row matches no listing (isLinked false).');
const isLinked = z.boolean().describe("Whether the row matched a listing; an unlinked row keeps the fund's own name.");

export const IndexRowSchema = z
  .object({
    slug,
    name: indexName,
    provider: z.string().describe('Index provider.'),
    forecastable: z.boolean().describe('False only for the 30-stock average, which has no quantitative entry rule.'),
    constituentCount,
    asOfDate,
    source,
    isDaily,
  })
  .describe('Covered index');

export const IndexListSchema = z.object({ data: z.array(IndexRowSchema).describe('The seven covered indexes.') }).describe('Index list');

export const ConstituentRowSchema = z
  .object({
    rank: z.number().int().describe('Position by weight, heaviest 1.'),
    ticker,
    name: z.string().describe("The listing's name when linked, else the fund's own name of the holding."),
    isLinked,
    weight,
    fundShares: z.number().nullable().describe("Shares the tracking fund holds (the fund's position, not the company's shares outstanding)."),
    fundValueUsd: z.number().nullable().describe("Market value of the tracking fund's position, USD (not the company's market value)."),
  })
  .describe('Constituent');

export const ConstituentsSchema = z
  .object({
    slug,
    name: indexName,
    asOfDate,
    source,
    isDaily,
    constituentCount,
    unlinkedCount: z.number().int().describe('Rows of the published list that match no listing.'),
    data: z.array(ConstituentRowSchema).describe('Constituents, heaviest first.'),
    meta: PageMetaWithTotal,
  })
  .describe('Constituents');

export const ChangeRowSchema = z
  .object({
    direction: z.enum(['Added', 'Removed']).describe('Added: in the newer list, not the older; Removed: the reverse.'),
    name: z.string().describe("The listing's name when linked, else the fund's own name."),
    ticker,
    isLinked,
    observedAsOfDate: z.iso.date().describe('Holdings date of the first list that shows the change.'),
    previousAsOfDate: z.iso.date().describe('Holdings date of the list before it; the change happened in between.'),
    weight: z.number().describe('Weight (fraction) in the list that holds the company: the newer for Added, the older for Removed.'),
    sourceCount: z.number().int().describe('Tracking funds reporting the change (records over overlapping windows collapsed into one).'),
  })
  .describe('Membership change');

export const ChangePageSchema = z
  .object({ data: z.array(ChangeRowSchema).describe('Changes, newest first.'), meta: PageMeta })
  .describe('Membership changes');

export type IndexRow = z.output<typeof IndexRowSchema>;
export type IndexList = z.output<typeof IndexListSchema>;
export type ConstituentRow = z.output<typeof ConstituentRowSchema>;
export type Constituents = z.output<typeof ConstituentsSchema>;
export type ChangeRow = z.output<typeof ChangeRowSchema>;
export type ChangePage = z.output<typeof ChangePageSchema>;
