/** Response shapes of the insider operations (zod, described for OpenAPI and the manual). */
import { z } from 'zod';
import { PageMeta, PageMetaWithTotal } from '../../core/params';
import { TRANSACTION_TYPES } from './codes';

const isoDate = (description: string) => z.iso.date().describe(description);
const nullableNumber = (description: string) => z.number().nullable().describe(description);

export const TransactionRowSchema = z
  .object({
    transactionDate: isoDate('Date of the transaction (yyyy-MM-dd).'),
    insiderName: z.string().describe('Reporting owner as filed (EDGAR writes the family name first).'),
    role: z.string().describe('Relationship to the issuer: officer title, Director, 10% Owner, Other, comma-separated.'),
    transactionType: z.enum(TRANSACTION_TYPES).describe(`Coarse label: ${TRANSACTION_TYPES.join(', ')}.`),
    transactionCode: z
      .enum(['Purchase', 'Sale', 'Award', 'Conversion', 'Exercise', 'Tax Payment', 'Expiration', 'Gift', 'Inheritance', 'Discretionary', 'Other'])
      .describe('Meaning of the filed transaction code; check it before treating a row as an open-market trade.'),
    isOpenMarketTrade: z.boolean().describe('True only for a filed open-market purchase (P) or sale (S).'),
    isRule10b5One: z.boolean().nullable().describe('The filing checks the Rule 10b5-1 box; null on filings that predate the checkbox.'),
    shares: nullableNumber('Shares (or units) in the transaction.'),
    pricePerShare: nullableNumber('Price per share as filed (often a weighted average; see footnotes); null when none.'),
    value: nullableNumber('shares × pricePerShare; null without a price.'),
    sharesOwnedAfter: nullableNumber('Balance of this security and ownership form after the transaction.'),
    securityKind: z.enum(['Non-derivative', 'Derivative', 'Unknown']).describe('Table of the filing the row comes from.'),
    securityTitle: z.string().nullable().describe('Security title as filed; null when none.'),
    ownershipForm: z.enum(['Direct', 'Indirect']).describe('Direct or indirect ownership; balances are kept per security and form.'),
    footnotes: z.array(z.string()).describe('Footnotes the filing attaches to the price, code or ownership of the row (a weighted-average range, a 10b5-1 plan).'),
  })
  .describe('Insider transaction');

export const TransactionPageSchema = z
  .object({ data: z.array(TransactionRowSchema).describe('Transactions, most recent first.'), meta: PageMeta })
  .describe('Insider transactions page');

export const OwnershipRowSchema = z
  .object({
    insiderName: z.string().describe('Reporting owner as filed.'),
    role: z.string().describe('Relationship to the issuer on the newest filing.'),
    sharesOwned: z.number().describe("Shares held, all non-derivative titles and ownership forms, restated onto today's split basis."),
    lastTransactionType: z.string().describe('Raw code vocabulary of the newest row: Purchase, Sale, Award, Gift, Holding, TaxPayment, …'),
    lastTransactionDate: z.iso.date().nullable().describe('Date of the newest transaction; null when only holdings were reported.'),
  })
  .describe('Insider holding');

export const OwnershipSchema = z
  .object({ data: z.array(OwnershipRowSchema).describe('Largest holder first; ties break on insider name.') })
  .describe('Insider ownership roster');

export const ProposedSaleRowSchema = z
  .object({
    filingDate: z.iso.date().nullable().describe('Notice date of the Form 144.'),
    sellerName: z.string().nullable().describe('Person for whose account the securities are to be sold.'),
    relationshipToIssuer: z.string().nullable().describe('Relationship as filed (Director, Officer, …).'),
    sharesToBeSold: nullableNumber('Units to be sold, as filed (not restated across later splits).'),
    aggregateMarketValue: nullableNumber('Aggregate market value as filed (USD).'),
    approxSaleDate: z.iso.date().nullable().describe('Approximate date of sale.'),
    brokerName: z.string().nullable().describe('Broker or market maker.'),
    sharesOutstanding: nullableNumber("Issuer's current share count from the listing's record, not the notice's own figure."),
    remarks: z.string().nullable().describe('Remarks as filed: typically the 10b5-1 plan adoption date.'),
  })
  .describe('Proposed sale (Form 144)');

export const ProposedSalePageSchema = z
  .object({ data: z.array(ProposedSaleRowSchema).describe('Notices, newest filing first.'), meta: PageMeta })
  .describe('Proposed sales page');

export const InsiderSearchRowSchema = z
  .object({
    name: z.string().describe('Reporting owner name as filed.'),
    cik: z.string().describe('SEC central index key, ten digits.'),
    role: z.string().describe('Relationship to the issuer on the newest filing.'),
    city: z.string().nullable().describe('City of the newest filing address.'),
    stateOrCountry: z.string().nullable().describe('State or country code of that address.'),
    latestCompanyTicker: z.string().nullable().describe('Ticker of the issuer of the newest filing.'),
    latestCompanyName: z.string().nullable().describe('Name of that issuer.'),
  })
  .describe('Insider');

export const InsiderSearchSchema = z
  .object({
    data: z.array(InsiderSearchRowSchema).describe('Matches, most recent filing activity first, then name and CIK.'),
    hasMore: z.boolean().describe('More matches exist beyond this page.'),
  })
  .describe('Insider search result');

const percentile = (factor: string) => nullableNumber(`Percentile (0 to 100) of ${factor} among the scored universe; null when the factor has no data.`);

export const SentimentRowSchema = z
  .object({
    rank: z.number().int().describe('Place in the full scored universe (1 = strongest net buying), never renumbered by filters.'),
    ticker: z.string(),
    score: z.number().describe('0 to 100: mean of the available factor percentiles.'),
    distinctBuyers: z.number().int().describe('Officers and directors with an open-market purchase in the window.'),
    distinctSellers: z.number().int().describe('Officers and directors with an open-market sale in the window.'),
    netDistinctBuyers: z.number().int().describe('distinctBuyers − distinctSellers.'),
    netSharesBoughtPercentOfShares: nullableNumber('Net shares bought as a FRACTION of shares outstanding; null when the share count is unknown.'),
    netBuyValue: z.number().describe('Purchases minus sales in USD.'),
    isClusterBuy: z.boolean().describe('Three or more distinct insiders bought in the window.'),
    marketCapUsd: nullableNumber('Shares outstanding × latest close; null when either is unknown.'),
    sharePriceUsd: nullableNumber('Latest close (USD).'),
    averageDollarVolume3MonthUsd: nullableNumber('Mean close × volume over the last three months.'),
    netDistinctBuyersPercentile: percentile('netDistinctBuyers'),
    netSharesBoughtPercentile: percentile('netSharesBoughtPercentOfShares'),
    netBuyValuePercentile: percentile('netBuyValue'),
  })
  .describe('Insider sentiment score');

export const SentimentSchema = z
  .object({
    windowDays: z.number().int().describe('Trailing window of the counted trades, in days.'),
    totalScored: z.number().int().describe('Size of the full scored universe.'),
    data: z.array(SentimentRowSchema).describe('Rows in rank order (reverse with bottom).'),
    meta: PageMetaWithTotal.describe('Paging; total counts rows after the leaderboard filters.'),
  })
  .describe('Insider sentiment ranking');

export const DirectorObservationSchema = z
  .object({
    publishedAt: z.string().describe('Publication time as the register states it (Stockholm local time, no zone).'),
    transactionDate: z.iso.date().nullable().describe('Transaction date.'),
    notifier: z.string().nullable().describe('Who notified (Anmälningsskyldig).'),
    person: z.string().nullable().describe('Person discharging managerial responsibilities.'),
    role: z.string().nullable().describe('Position as published (Befattning).'),
    isRelatedPerson: z.boolean().nullable().describe('Notified by a closely associated person (Närstående).'),
    isAmendment: z.boolean().nullable().describe('The row corrects an earlier notification (Korrigering).'),
    amendmentDetails: z.string().nullable().describe('Details of the correction.'),
    isInitialNotification: z.boolean().nullable().describe('First notification (Är förstagångsrapportering).'),
    isLinkedToShareProgramme: z.boolean().nullable().describe('Linked to a share option programme.'),
    transactionType: z.string().nullable().describe('Nature of the transaction as published (Förvärv, Avyttring, Teckning, …).'),
    instrumentType: z.string().nullable().describe('Instrument type as published.'),
    instrumentName: z.string().nullable().describe('Instrument name as published.'),
    isin: z.string().nullable().describe('ISIN of the instrument.'),
    volume: nullableNumber('Volume as published.'),
    volumeUnit: z.string().nullable().describe('Unit of the volume (Antal = number, Belopp = amount).'),
    price: nullableNumber('Price as published.'),
    currency: z.string().nullable().describe('Currency of the price.'),
    venue: z.string().nullable().describe('Trading venue as published.'),
    status: z.string().nullable().describe('Row status as published (Aktuell = current; historical and corrected rows keep theirs).'),
  })
  .describe('Register observation');

export const COVERAGE_STATUSES = ['unresolved_security', 'not_captured', 'no_matching_observations', 'available'] as const;

export const DirectorTransactionsSchema = z
  .object({
    source: z.string().describe('Source identifier.'),
    sourceName: z.string(),
    sourceUrl: z.string(),
    coverageStatus: z.enum(COVERAGE_STATUSES).describe('None of the first three asserts that there were no transactions.'),
    coverage: z.string().describe('What the source covers.'),
    isin: z.string().nullable().describe('ISIN of the listing; observations are matched on it alone.'),
    issuerLei: z.string().nullable().describe('LEI of the issuer, when known.'),
    checkedAt: z.string().nullable().describe('When a register export was last accepted (ISO-8601); null when never.'),
    isStale: z.boolean().describe('The last capture is older than the staleness limit.'),
    firstCapturedPublicationDay: z.iso.date().nullable(),
    lastCapturedPublicationDay: z.iso.date().nullable(),
    capturedPublicationDays: z.number().int().describe('Distinct publication days captured (there may be gaps).'),
    totalObservations: z.number().int().describe('Observations of this ISIN before the limit.'),
    observations: z.array(DirectorObservationSchema).describe('Newest publication first, as published.'),
  })
  .describe('Director transactions (Swedish insider register)');

export type TransactionRow = z.output<typeof TransactionRowSchema>;
export type TransactionPage = z.output<typeof TransactionPageSchema>;
export type OwnershipRow = z.output<typeof OwnershipRowSchema>;
export type Ownership = z.output<typeof OwnershipSchema>;
export type ProposedSaleRow = z.output<typeof ProposedSaleRowSchema>;
export type ProposedSalePage = z.output<typeof ProposedSalePageSchema>;
export type InsiderSearchRow = z.output<typeof InsiderSearchRowSchema>;
export type InsiderSearch = z.output<typeof InsiderSearchSchema>;
export type SentimentRow = z.output<typeof SentimentRowSchema>;
export type Sentiment = z.output<typeof SentimentSchema>;
export type DirectorObservation = z.output<typeof DirectorObservationSchema>;
export type DirectorTransactions = z.output<typeof DirectorTransactionsSchema>;
export type CoverageStatus = (typeof COVERAGE_STATUSES)[number];
