/** Response shapes of the registered-fund operations (zod, described for OpenAPI and the manual). */
import { z } from 'zod';
import { PageMetaWithTotal } from '../../core/params';

export const HOLDINGS_COVERAGE = ['fullPortfolio', 'trackedEquitiesOnly', 'unknown'] as const;

const profileId = () => z.string().describe('Profile id of the fund: its SEC series id (S and nine digits); resolves on every fund route.');
const coverage = () =>
  z
    .enum(HOLDINGS_COVERAGE)
    .describe('fullPortfolio when the stored holdings are every investment the filing reports, trackedEquitiesOnly when fewer are stored, unknown when the reported count is missing or below the stored one.');
const reportedCount = () => z.number().int().nullable().describe('Investments the filing reports (before storage filtering); null when unknown.');
const usd = (description: string) => z.number().nullable().describe(`${description} (USD); null when not filed.`);

export const FundHoldingRowSchema = z
  .object({
    name: z.string().describe('Issuer name as filed.'),
    cusip: z.string().nullable().describe('CUSIP as filed; null when the filing states none.'),
    balance: z.number().nullable().describe('Shares, principal amount or contracts held, in units.'),
    units: z.string().nullable().describe('Unit of balance: NS shares, PA principal amount, NC contracts, OU other.'),
    valueUsd: usd('Value of the position'),
    percentOfNetAssets: z.number().nullable().describe('Value as a percent of the fund\'s net assets (12.5 is 12.5%); negative for a short.'),
    assetCategory: z.string().nullable().describe('Asset category as filed (EC common equity, DBT debt, …).'),
    country: z.string().nullable().describe('Country of the investment as filed (ISO 3166 code).'),
  })
  .describe('Fund holding');

export const FundHoldingsSchema = z
  .object({
    profileId: profileId(),
    seriesName: z.string().describe('Name of the series as filed.'),
    ticker: z.string().nullable().describe('The series\' own ticker; null when it has none stored.'),
    reportPeriodDate: z.iso.date().describe('Date the holdings are as of (the report with the greatest period).'),
    netAssets: usd('Net assets the report states'),
    totalHoldings: z.number().int().describe('Holdings stored for the report (every page).'),
    reportedHoldingCount: reportedCount(),
    holdingsCoverage: coverage(),
    data: z.array(FundHoldingRowSchema).describe('Largest value first, then filing order.'),
    meta: PageMetaWithTotal,
  })
  .describe('Fund holdings');

export const FundDirectoryRowSchema = z
  .object({
    seriesName: z.string().describe('Name of the series as filed.'),
    registrantName: z.string().describe('Registrant (trust or company) that files for the series.'),
    profileId: profileId(),
    ticker: z.string().nullable().describe('The series\' own ticker; null when it has none stored.'),
    fundType: z.string().nullable().describe('ETF, mutual fund, …; null when not known.'),
    netAssets: usd('Net assets the newest report states (the fund\'s reported total)'),
    holdingCount: z.number().int().describe('Holdings stored for the newest report.'),
    reportedHoldingCount: reportedCount(),
    holdingsCoverage: coverage(),
    latestReportPeriodDate: z.iso.date().describe('Reporting-period date of the newest stored report.'),
  })
  .describe('Fund');

export const FundDirectorySchema = z
  .object({
    totalMatches: z.number().int().describe('Funds matching the query, before limit.'),
    data: z.array(FundDirectoryRowSchema).describe('Best match tier first (identifier, then every word, then any word), then largest net assets, series name and profile id.'),
  })
  .describe('Fund directory result');

export const FundOwnerRowSchema = z
  .object({
    profileId: profileId(),
    registrantName: z.string().describe('Registrant (trust or company) that files for the series.'),
    seriesName: z.string().describe('Name of the series as filed.'),
    reportPeriodDate: z.iso.date().describe('Date of the series\' newest report, which the figures are as of.'),
    balance: z.number().nullable().describe('Shares (or other units) of the stock held.'),
    units: z.string().nullable().describe('Unit of balance: NS shares, PA principal, NC contracts, OU other.'),
    valueUsd: usd('Value of the position'),
    percentOfNetAssets: z.number().nullable().describe('Value as a percent of the fund\'s net assets (12.5 is 12.5%).'),
    payoffProfile: z.string().nullable().describe('Long, Short or N/A as filed.'),
  })
  .describe('Fund owner');

export const FundOwnersSchema = z
  .object({
    totalPositions: z.number().int().describe('Positions in the stock across the series counted (after the filter, before paging).'),
    data: z.array(FundOwnerRowSchema).describe('Largest value first, then registrant, series and profile id.'),
    meta: PageMetaWithTotal,
  })
  .describe('Funds holding a stock');

export type FundHoldingRow = z.output<typeof FundHoldingRowSchema>;
export type FundHoldings = z.output<typeof FundHoldingsSchema>;
export type FundDirectoryRow = z.output<typeof FundDirectoryRowSchema>;
export type FundDirectory = z.output<typeof FundDirectorySchema>;
export type FundOwnerRow = z.output<typeof FundOwnerRowSchema>;
export type FundOwners = z.output<typeof FundOwnersSchema>;
