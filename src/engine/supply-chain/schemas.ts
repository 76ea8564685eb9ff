/** Response shapes of the supply-chain reads (zod, described for OpenAPI and the manual). */
import { z } from 'zod';
import type { SUPPLY_CHAIN_SIDES } from './statement';

export const LENSES = ['stated', 'dependsOn', 'dependents'] as const;
export type Lens = (typeof LENSES)[number];
export const NAMED_BY = ['both', 'company', 'competitor'] as const;
export type NamedBy = (typeof NAMED_BY)[number];

const ticker = z.string().describe('The listing the answer is for, as asked (AAPL, BRK-B, XLON:VOD).');
const companyName = z.string().nullable().describe("The listing's own name (else SEC's name of the company, else the name its annual report writes); null when none is stored.");
const listedTicker = z.string().nullable().describe('The listing the company resolved to (MIC:TICKER outside the US); null when unlisted or not resolved.');
const locked = z.boolean().describe('True on plans below Pro: counts and overview shares are kept, no company is named and the lists are empty.');
const upgradeUrl = z.string().nullable().describe("The server's upgrade page when locked (null when it has none); null on Pro.");

export const ShareSchema = z
  .object({
    percent: z.number().nullable().describe('The stated percent (12.5 is 12.5%).'),
    percentFloor: z.boolean().describe('True for "10% or more" style statements: percent is a lower bound.'),
    basis: z.enum(['Revenue', 'Receivables']).nullable().describe('What the percent is of: the filer\'s revenue or its receivables; null for anything else (a supplier\'s share of purchases).'),
    period: z.string().nullable().describe('The period as the filing writes it ("fiscal 2024", "the year ended December 31, 2016"); null when the sentence states none.'),
  })
  .describe('A share the statement states');

export const ValueSchema = z
  .object({
    amountUsd: z.number().nullable().describe('share × the annual revenue the same filing reports for the period, whole US dollars; null when that revenue is not in the store.'),
    isFloor: z.boolean().describe('The share is a floor, so the amount is too.'),
    revenueUsd: z.number().nullable().describe("The filer's annual revenue the amount is taken of (its filing's own figure); null when not in the store."),
    revenuePeriodEnd: z.iso.date().nullable().describe('Last day of that fiscal year; null with revenueUsd.'),
    customerRevenueShare: z.number().nullable().describe("Derived, never stated by a filing: amountUsd as a percent of the customer's own revenue over the fiscal year of it overlapping the filer's most, 2 decimals; null when the customer is unlisted or its revenue is not in the store."),
    customerRevenueUsd: z.number().nullable().describe("The customer's revenue of that fiscal year; null with customerRevenueShare."),
    customerRevenuePeriodEnd: z.iso.date().nullable().describe('Last day of the customer\'s fiscal year; null with customerRevenueShare.'),
  })
  .describe('What a revenue share is worth in dollars');

export const StatementSchema = z
  .object({
    statedBy: z.string().describe("The filer of the report: its ticker, or its name when it has none."),
    isOwnFiling: z.boolean().describe("True when the statement is the company's own report; false when another company's report names it."),
    form: z.string().describe('Form of the report: 10-K, 10-K/A, 20-F, …'),
    filedDate: z.iso.date().nullable().describe('Date the report was filed; null when the ingested file did not say.'),
    filingUrl: z.string().nullable().describe("The report's EDGAR filing folder; null when its accession number is unknown."),
    quote: z.string().describe('The sentence of the filing, whitespace collapsed.'),
    role: z.string().describe('The role as written: customer, sole supplier, principal competitor, strategic partnership, …'),
    share: ShareSchema.nullable().describe('The stated share; null when the sentence states none.'),
    value: ValueSchema.nullable().describe('Set for every share of revenue; null otherwise.'),
  })
  .describe('One statement of an annual report');
export type Statement = z.infer<typeof StatementSchema>;

export const CompanyEntrySchema = z
  .object({
    name: z.string().describe('The company as written: by the company\'s own report when it names it, else the filer\'s name of the report naming the company.'),
    ticker: listedTicker,
    competitorNamedBy: z.enum(NAMED_BY).nullable().describe('Competitors only: both (each report names the other), company (only this company\'s report names it), competitor (only its report names this company); null on the other sides.'),
    statements: z.array(StatementSchema).describe("Every statement about the pair: this company's own first, then newest filed first."),
  })
  .describe('A company on one side of the supply chain');
export type CompanyEntry = z.infer<typeof CompanyEntrySchema>;

export const NamedShareSchema = z
  .object({
    name: z.string().nullable().describe('The company; null when locked.'),
    ticker: z.string().nullable().describe('Its listing; null when unlisted or locked.'),
    percent: z.number().nullable().describe('The stated percent of the filer\'s revenue.'),
    isFloor: z.boolean().describe('The percent is a lower bound.'),
    period: z.string().nullable().describe('The period as written.'),
  })
  .describe('A company and the share of revenue a report states for it');

export const OverviewSchema = z
  .object({
    namedCustomerShare: z.number().nullable().describe("Sum of the revenue shares the company's own report states for named customers of its newest stated period (one per customer), 2 decimals; null when it states none."),
    namedCustomerShareIsFloor: z.boolean().describe('Some of those shares are floors, so the sum is a lower bound.'),
    namedCustomerCount: z.number().int().describe('Named customers in that sum.'),
    namedCustomerPeriod: z.string().nullable().describe('Their period as written; null when none is stated.'),
    largestCustomer: NamedShareSchema.nullable().describe('The customer with the largest of those shares; null when none.'),
    mostReliantSupplier: NamedShareSchema.nullable().describe("The supplier whose own report states the largest share of its revenue coming from this company; null when none."),
  })
  .describe('What the statements say in a few figures');

const sideCount = (side: (typeof SUPPLY_CHAIN_SIDES)[number]) => z.number().int().describe(`Companies among ${side}.`);
const counts = z
  .object({ customers: sideCount('customers'), suppliers: sideCount('suppliers'), competitors: sideCount('competitors'), partners: sideCount('partners') })
  .describe('Companies per side, before the side, quantifiedOnly and limit filters');

const list = (side: string) => z.array(CompanyEntrySchema).describe(`The ${side}, in lens order, at most limit; empty when locked or another side was asked for.`);

export const SupplyChainSchema = z
  .object({
    ticker,
    companyName,
    annualReport: z
      .object({ form: z.string(), filedDate: z.iso.date().nullable(), filingUrl: z.string().nullable() })
      .nullable()
      .describe("The company's own annual report the statements are read from (its newest); null when none is read yet."),
    namedOnlyByOthers: z.boolean().describe("True for a company listed only outside the US whose statements all come from other companies' reports."),
    locked,
    upgradeUrl,
    counts,
    overview: OverviewSchema,
    customers: list('customers'),
    suppliers: list('suppliers'),
    competitors: list('competitors'),
    partners: list('partners'),
  })
  .describe("A company's supply chain: who its annual reports and the reports of others name");
export type SupplyChain = z.infer<typeof SupplyChainSchema>;

export const OverlapCompetitorSchema = z
  .object({
    name: z.string(),
    ticker: z.string().describe('The listed competitor.'),
    namedBy: z.enum(NAMED_BY).describe('Which report names the other, as competitorNamedBy.'),
    ownFilingRead: z.boolean().describe("False when that competitor's own annual report is not read yet."),
    sharedCount: z.number().int().describe('Suppliers and customers of the company it shares.'),
  })
  .describe('A listed competitor');

const counterparty = z
  .object({
    name: z.string(),
    ticker: listedTicker,
    sharedWith: z.array(z.string()).describe('The competitors sharing it (their tickers, or names when they have none); empty when none.'),
  })
  .describe('A supplier or customer of the company');

const nameAndTicker = z.object({ name: z.string(), ticker: listedTicker });

const focusSide = z
  .object({
    bothCount: z.number().int(),
    onlyCompanyCount: z.number().int(),
    onlyCompetitorCount: z.number().int(),
    both: z.array(nameAndTicker).describe("Named by both, as the company's statements write it; at most limit."),
    onlyCompany: z.array(nameAndTicker).describe('Only the company\'s; at most limit.'),
    onlyCompetitor: z.array(nameAndTicker).describe("Only the competitor's; at most limit."),
  })
  .describe('One side compared with one competitor');

export const OverlapSchema = z
  .object({
    ticker,
    companyName,
    locked,
    upgradeUrl,
    competitorCount: z.number().int().describe('Listed competitors (the only ones that participate).'),
    unreadCompetitorCount: z.number().int().describe('Of those, the ones whose own annual report is not read yet.'),
    supplierCount: z.number().int(),
    sharedSupplierCount: z.number().int().describe('Suppliers shared with at least one listed competitor.'),
    customerCount: z.number().int(),
    sharedCustomerCount: z.number().int().describe('Customers shared with at least one listed competitor.'),
    competitors: z.array(OverlapCompetitorSchema).describe('Most shared first; at most limit; empty when locked.'),
    suppliers: z.array(counterparty).describe('Shared ones first (most competitors first); at most limit; empty when locked.'),
    customers: z.array(counterparty).describe('Shared ones first (most competitors first); at most limit; empty when locked.'),
    focus: z
      .object({ competitor: OverlapCompetitorSchema, suppliers: focusSide, customers: focusSide })
      .nullable()
      .describe('The comparison with the competitor vs names; null without vs, and when locked.'),
  })
  .describe('Suppliers and customers a company shares with its listed competitors');
export type Overlap = z.infer<typeof OverlapSchema>;
export type OverlapCompetitor = z.infer<typeof OverlapCompetitorSchema>;
